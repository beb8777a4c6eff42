// What the results database holds of each sweep (graph_filter.h: the set of graphs a census
// run covers at one order). The database records each run's sweep and whether it finished, so
// `--report` can group rows by sweep and call an order complete only when every graph of its
// sweep is stored.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "census/census.h"
#include "census/graph_filter.h"

namespace gg::census {

// An SQL condition over the results table's columns (n, m, max_degree, connected, bipartite,
// canonical) true exactly for the rows of the sweep's graphs at its order. Built only from
// fixed text and integers, never from a caller's text.
std::string sweep_condition(const GraphFilter& filter);

// What the database holds of one sweep at one order.
struct OrderStatus {
  int order = 0;
  std::string condition;  // sweep_condition() at this order
  std::int64_t stored = 0;
  // The sweep's size: the item count of runs that went through (covering every shard of some
  // split), else nauty's count where it is cheap (graphs up to order 10 and trees up to 20;
  // boards have no count short of the census); nullopt when unknown.
  std::optional<std::int64_t> expected;
  bool finished = false;  // runs covering the whole sweep went through
  bool complete = false;  // finished, and every graph of the sweep is stored
  // What a finished run without rows counted (--no-rows), whose total is `expected`.
  std::optional<CountedOrder> counted;
  // Whether the order's winners are all known: its rows are complete or it was counted.
  bool known() const { return complete || counted.has_value(); }
};
struct SweepStatus {
  std::string label;
  std::string title;
  std::vector<OrderStatus> orders;
};
// An SQL condition true for the rows of the sweep at any of its orders (the orders'
// conditions joined by OR, parenthesised).
std::string rows_condition(const SweepStatus& sweep);
// Every sweep recorded for the game and variant, by label and order. Throws DatabaseError when
// the counts of an order disagree with its finished runs' item count.
std::vector<SweepStatus> sweep_statuses(const ResultStore& store, const std::string& game,
                                        const std::string& variant);
// The sweep's wins per order, or per order and `by` ("size" or "max-degree"), in order: from
// its stored rows, and for an order counted without rows and not complete in rows, from the
// counts. Where both are complete they must agree: DatabaseError naming the order otherwise.
std::vector<OrderSummary> sweep_summary(const ResultStore& store, const std::string& game,
                                        const std::string& variant, const std::string& by,
                                        const SweepStatus& sweep);

}  // namespace gg::census
