// Retrograde analysis of a game whose moves delete vertices (solve/tablebase_rules.h,
// VertexTablebaseRules) over every graph of one order in a class: first the connected graphs of
// every smaller order, in increasing order, each graph's values from the components its moves
// leave (one canonical labelling per component); then the graphs of the order itself, layer by
// layer in edge count, whose root codes are the census rows. The smaller orders stay in memory
// (order 10: 11.7 million connected graphs, about 0.3 GB), the order's own layers one at a
// time. Nothing is written to disk: the smaller orders take a fraction of the order's own
// time, and a census stores each layer's rows as it finishes.
#pragma once

#include "solve/tablebase_rules.h"
#include "tablebase/table_run.h"

namespace gg::tablebase {

// Builds the table and hands every layer of the run's order that callbacks.wanted() asks
// for to callbacks.finished(). Its graphs are the connected ones when `connected_only`, else
// all. Throws std::logic_error when a component is missing from the smaller orders (canonical
// forms wrong). Run over MPI ranks is not supported (run.ranks must be 1).
TableStats build_vertex_table(const VertexTablebaseRules& rules, const TableRun& run,
                              bool connected_only, const TableCallbacks& callbacks);

}  // namespace gg::tablebase
