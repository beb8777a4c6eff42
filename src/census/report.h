// A census database summarised for one game and variant, as `gg census --report` prints it and
// the web's census view shows it: per recorded sweep of graphs (connected graphs, trees, plane
// boards, ...) the winners by order, each order marked complete only when a run of the whole
// sweep went through and every graph is stored; then the rows no recorded sweep covers, by
// what stored them.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "census/census.h"
#include "census/store.h"
#include "census/sweep.h"

namespace gg::census {

// Winners keyed by (order, group): the group is the edge count or the maximum degree when the
// summary is broken down (`by` "size" or "max_degree"), else 0.
using SummaryTable = std::map<std::pair<int, int>, Tally>;

SummaryTable table_of(const std::vector<OrderSummary>& rows);
// One object per row: order, graphs, p1_wins, p2_wins, p3_wins, no_forced_win, percent_p2,
// and size or max_degree when broken down.
nlohmann::json summary_json(const SummaryTable& table, const std::string& by);

struct ReportSection {
  std::string label;  // the sweep's label, or what stored the rows (other rows)
  std::string title;
  SummaryTable table;               // an order of a sweep with nothing stored is a row of zeros
  std::vector<OrderStatus> orders;  // sweeps only: what is stored of each order
};

struct Report {
  std::vector<ReportSection> sweeps;
  std::vector<ReportSection> others;  // no completeness known
  SummaryTable all;                   // every row of the game and variant
};

// `statuses`: sweep_statuses() of the same game and variant (computed once by the caller: it
// counts rows and may ask nauty for an order's size).
Report build_report(const ResultStore& store, const std::string& game, const std::string& variant,
                    const std::string& by, const std::vector<SweepStatus>& statuses);

// The keys "orders", "sweeps" and "other" of `gg census --report --json` (docs/cli.md).
nlohmann::json report_json(const Report& report, const std::string& by);

// The orders a query's rows come from (`order`: one, or all) whose census did not finish (an
// interrupted run, or some shards of a split one) or that a run counted without rows: each
// {order, sweep, stored, expected, counted}.
nlohmann::json unfinished_orders(const ResultStore& store, const std::string& game,
                                 const std::string& variant, std::optional<int> order);
// One line for each: "order 9: 18,822 of 261,080 graphs stored; the census is not finished".
std::string unfinished_text(const nlohmann::json& unfinished_order);

// "complete", "826 of 853 (run not finished)", "853 (rows missing)", "counted, no rows
// (--no-rows)".
std::string stored_text(const OrderStatus& order);

}  // namespace gg::census
