// Edge-list text: "0-1 1-2 2-0". Separators: whitespace, ',' or ';'. An optional "N:" prefix
// fixes the number of vertices (needed for isolated vertices); otherwise it is the largest
// vertex id plus one. "v-v" is a loop.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/graph.h"

namespace gg {

Graph parse_edge_list(std::string_view text);

// The same text read without the 64-vertex limit of Graph (up to a million vertices), for
// algorithms that work on large sparse graphs, such as the Trail Trap tree algorithm.
constexpr int kMaxEdgeListVertices = 1000000;
struct EdgePairs {
  int n = 0;
  std::vector<std::pair<int, int>> edges;
};
EdgePairs parse_edge_pairs(std::string_view text);
// Always with the "N:" prefix so the round trip keeps isolated vertices.
std::string to_edge_list(const Graph& g);
// Graphviz DOT, undirected.
std::string to_dot(const Graph& g, std::string_view name = "G");

}  // namespace gg
