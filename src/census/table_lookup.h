// A census of given graphs answered from a finished table (gg census --stdin --method
// retrograde): each graph's verdict is looked up in the layer of its order and edge count that
// an earlier `gg census --order n` wrote, instead of a search. Order 11 has 10^9 graphs, too
// many rows to store; its table (8.6 GB) answers any graph of it in the time of reading one
// layer.
#pragma once

#include <string>

#include "census/census.h"
#include "census/plan.h"
#include "census/store.h"

namespace gg::census {

// The rows of the plan's graphs (input lines) into `store`, from the tables under `root` (the
// --tables directory; one table per order, as table_directory() names them). Graphs already
// stored are counted, not looked up again. Throws InputError naming the graph for one that no
// table can hold (more than 11 vertices) and naming the table and layer when the layer it needs
// is not on disk (its table was never built that far) or is damaged.
CensusResult run_table_lookup(const CensusPlan& plan, ResultStore& store, const std::string& root);

}  // namespace gg::census
