// Random graphs for the agreement tests.
#pragma once

#include <random>

#include "graph/graph.h"

namespace gg {

// Each pair of the n vertices is joined with chance percent/100, pairs drawn in a fixed
// order, so one seed always gives the same graphs.
inline Graph random_graph(std::mt19937& rng, int n, int percent) {
  Graph g(n);
  for (int v = 0; v < n; ++v)
    for (int u = v + 1; u < n; ++u)
      if (static_cast<int>(rng() % 100) < percent) g.add_edge(v, u);
  return g;
}

}  // namespace gg
