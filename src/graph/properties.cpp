#include "graph/properties.h"

#include <algorithm>

#include "core/error.h"

#include "graph/planarity_adapter.h"

namespace gg {

std::vector<int> distances_from(const Graph& g, int source) {
  std::vector<int> dist(static_cast<std::size_t>(g.order()), kInfiniteDistance);
  VertexSet frontier = bit(source);
  VertexSet seen = frontier;
  for (int d = 0; frontier != 0; ++d) {
    VertexSet next = 0;
    for (int v : bits_of(frontier)) {
      dist[static_cast<std::size_t>(v)] = d;
      next |= g.neighbours(v);
    }
    frontier = next & ~seen;
    seen |= next;
  }
  return dist;
}

VertexSet component_of(const Graph& g, int v) {
  VertexSet seen = bit(v);
  VertexSet frontier = seen;
  while (frontier != 0) {
    VertexSet next = 0;
    for (int u : bits_of(frontier)) next |= g.neighbours(u);
    frontier = next & ~seen;
    seen |= next;
  }
  return seen;
}

int component_count(const Graph& g) {
  int count = 0;
  VertexSet left = first_n(g.order());
  while (left != 0) {
    left &= ~component_of(g, lowest(left));
    ++count;
  }
  return count;
}

bool is_connected(const Graph& g) { return component_count(g) <= 1; }

bool is_bipartite(const Graph& g) {
  if (g.has_loops()) return false;
  std::vector<int> side(static_cast<std::size_t>(g.order()), -1);
  for (int s = 0; s < g.order(); ++s) {
    if (side[static_cast<std::size_t>(s)] >= 0) continue;
    const auto dist = distances_from(g, s);
    for (int v = 0; v < g.order(); ++v)
      if (dist[static_cast<std::size_t>(v)] >= 0)
        side[static_cast<std::size_t>(v)] = dist[static_cast<std::size_t>(v)] % 2;
  }
  for (const Edge& e : g.edges())
    if (side[static_cast<std::size_t>(e.u)] == side[static_cast<std::size_t>(e.v)]) return false;
  return true;
}

bool rows_connected(int n, const VertexSet* rows) {
  if (n == 0) return true;
  VertexSet seen = bit(0);
  for (VertexSet frontier = bit(0); frontier != 0;) {
    VertexSet next = 0;
    for (const int v : bits_of(frontier)) next |= rows[v];
    frontier = next & ~seen;
    seen |= next;
  }
  return seen == first_n(n);
}

VertexSet rows_component(const VertexSet* rows, VertexSet within, int v) {
  VertexSet seen = bit(v);
  for (VertexSet frontier = seen; frontier != 0;) {
    VertexSet next = 0;
    for (const int u : bits_of(frontier)) next |= rows[u];
    frontier = next & within & ~seen;
    seen |= frontier;
  }
  return seen;
}

bool rows_bipartite(int n, const VertexSet* rows) {
  // Breadth first from each vertex not reached yet: edges join a layer to itself or to the
  // next, and the graph is bipartite iff none joins a layer to itself.
  VertexSet seen = 0;
  for (int s = 0; s < n; ++s) {
    if (has(seen, s)) continue;
    seen |= bit(s);
    for (VertexSet frontier = bit(s); frontier != 0;) {
      VertexSet next = 0;
      for (const int v : bits_of(frontier)) next |= rows[v];
      if ((next & frontier) != 0) return false;
      frontier = next & ~seen;
      seen |= frontier;
    }
  }
  return true;
}

bool is_tree(const Graph& g) {
  return g.order() >= 1 && !g.has_loops() && g.size() == g.order() - 1 && is_connected(g);
}

bool is_planar(const Graph& g) {
  // Small graphs need no test; Euler's bound rules out dense ones cheaply.
  int simple_edges = 0;
  for (const Edge& e : g.edges()) simple_edges += e.u != e.v;
  if (g.order() <= 4) return true;
  if (simple_edges > 3 * g.order() - 6) return false;
  std::vector<int> eu;
  std::vector<int> ev;
  for (const Edge& e : g.edges()) {
    if (e.u == e.v) continue;
    eu.push_back(e.u);
    ev.push_back(e.v);
  }
  const int status =
      gg_planar_embedding(g.order(), static_cast<int>(eu.size()), eu.data(), ev.data(), nullptr);
  GG_CHECK(status >= 0);
  return status == 1;
}

Eccentricities eccentricities(const Graph& g) {
  Eccentricities out;
  out.connected = g.order() > 0 && is_connected(g);
  if (!out.connected) return out;
  out.radius = g.order();
  for (int v = 0; v < g.order(); ++v) {
    const auto dist = distances_from(g, v);
    const int e = *std::max_element(dist.begin(), dist.end());
    out.ecc.push_back(e);
    out.radius = std::min(out.radius, e);
    out.diameter = std::max(out.diameter, e);
  }
  for (int v = 0; v < g.order(); ++v)
    if (out.ecc[static_cast<std::size_t>(v)] == out.radius) out.centre.push_back(v);
  return out;
}

}  // namespace gg
