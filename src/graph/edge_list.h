// Edge-list text: "0-1 1-2 2-0". Separators: whitespace, ',' or ';'. An optional "N:" prefix
// fixes the number of vertices (needed for isolated vertices); otherwise it is the largest
// vertex id plus one. "v-v" is a loop.
#pragma once

#include <string>
#include <string_view>

#include "graph/graph.h"

namespace gg {

Graph parse_edge_list(std::string_view text);
// Always with the "N:" prefix so the round trip keeps isolated vertices.
std::string to_edge_list(const Graph& g);
// Graphviz DOT, undirected.
std::string to_dot(const Graph& g, std::string_view name = "G");

}  // namespace gg
