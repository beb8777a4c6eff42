// Structural properties of a graph: distances, connectivity, bipartiteness, planarity.
#pragma once

#include <vector>

#include "graph/graph.h"

namespace gg {

constexpr int kInfiniteDistance = -1;

// BFS distances from `source`; unreachable vertices get kInfiniteDistance.
std::vector<int> distances_from(const Graph& g, int source);
// Vertices reachable from v (including v).
VertexSet component_of(const Graph& g, int v);
int component_count(const Graph& g);
bool is_connected(const Graph& g);  // the empty graph on 0 vertices counts as connected
bool is_bipartite(const Graph& g);  // a loop makes a graph non-bipartite
// The same of the loop-free graph whose vertex v has the neighbours rows[v], without a Graph
// (the order-0 graph is connected).
bool rows_connected(int n, const VertexSet* rows);
// The vertices of `within` reachable from v (in `within`) through vertices of `within`.
VertexSet rows_component(const VertexSet* rows, VertexSet within, int v);
bool rows_bipartite(int n, const VertexSet* rows);
bool is_tree(const Graph& g);
bool is_planar(const Graph& g);  // loops are ignored (they never affect planarity)

struct Eccentricities {
  bool connected = false;
  std::vector<int> ecc;  // per vertex; empty when not connected
  int radius = 0;
  int diameter = 0;
  std::vector<int> centre;
};
Eccentricities eccentricities(const Graph& g);

}  // namespace gg
