// Retrograde analysis of a game whose moves delete edges (solve/tablebase_rules.h) over every
// graph of one order in a class: layer by layer in edge count, each graph's values from the
// layer below, one canonical labelling per graph and edge. Two layers are in memory at a time;
// each finished layer is written to the table's directory (tablebase/layer_files.h), so a run
// that stops for any reason resumes at the layer it was building, and a finished table is read,
// not computed again.
#pragma once

#include "solve/tablebase_rules.h"
#include "tablebase/table_run.h"

namespace gg::tablebase {

// Builds (or reads) the table. Throws InputError for a table file that is damaged or cannot be
// written, and std::logic_error when a graph's child is missing from the layer below (canonical
// forms wrong).
TableStats build_edge_table(const EdgeTablebaseRules& rules, const TableRun& run,
                            const TableCallbacks& callbacks);

}  // namespace gg::tablebase
