// What a graph is, as graph-game researchers want to see it: order, size, degrees, graph6,
// canonical form, |Aut|, connectivity, planarity, radius, diameter and centre. The stable JSON
// shape of `gg graph --json` and of the Python module's graph_info().
#pragma once

#include <nlohmann/json.hpp>

#include "graph/graph.h"

namespace gg {

nlohmann::json describe_graph(const Graph& g);

}  // namespace gg
