// gg census by retrograde analysis: for games with tablebase rules (solve/tablebase_rules.h),
// one bottom-up pass over every graph of the order (src/tablebase/) decides every board of the
// sweep at once, instead of a search from each board's root. The rows are the ones a search
// census stores (same keys, same winners), with `method` "retrograde", no node count and no
// time of their own.
#pragma once

#include <functional>
#include <string>

#include "census/census.h"
#include "census/plan.h"
#include "census/store.h"
#include "tablebase/edge_table.h"
#include "tablebase/layer.h"

namespace gg::census {

// Why the plan cannot run by retrograde analysis, or "" when it can.
std::string retrograde_obstacle(const CensusPlan& plan);

// The directory of the plan's table under `root` (one per game, order and class of graphs:
// every variant, sweep and edge range of those shares it).
std::string table_directory(const std::string& root, const CensusPlan& plan);
std::string table_directory(const std::string& root, const TablebaseRules& rules, int order,
                            const tablebase::GraphClass& graphs);

// The index of `variant` among the rules' variants (the verdict a root code gives), or -1.
int table_variant(const TablebaseRules& rules, const std::string& variant);

using RetrogradeProgress = tablebase::LayerProgress;

// Several processes (MPI ranks) building one table: this process's rank, how many there are,
// and how a layer's blocks become known to all (tablebase::TableRun::share). Only rank 0
// stores rows.
struct TableRanks {
  int rank = 0;
  int ranks = 1;
  std::function<bool(tablebase::Layer&, std::size_t begin, std::size_t end, bool finished)> share;
};

// The plan's census by retrograde analysis, its table in `directory` (built, resumed or read),
// its rows into `store`. Layers whose rows are all stored are counted, not stored again.
// Without a store (ranks other than 0, or an order whose rows are too many for a database:
// order 11 has 10^9 graphs) the result holds the tally alone with `tally_only`, else nothing.
CensusResult run_retrograde_census(
    const CensusPlan& plan, ResultStore* store, const std::string& directory,
    const std::function<void(const RetrogradeProgress&)>& on_progress, const TableRanks& ranks = {},
    bool tally_only = false);

}  // namespace gg::census
