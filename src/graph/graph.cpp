#include "graph/graph.h"

#include <algorithm>
#include <string>

#include "core/error.h"

namespace gg {

Graph::Graph(int n) : n_(n) {
  if (n < 0 || n > kMaxVertices) {
    throw InputError("graph has " + std::to_string(n) + " vertices; at most " +
                     std::to_string(kMaxVertices) + " are supported");
  }
  edge_index_.assign(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), -1);
}

void Graph::add_edge(int u, int v) {
  if (u < 0 || u >= n_ || v < 0 || v >= n_) {
    throw InputError("edge " + std::to_string(u) + "-" + std::to_string(v) +
                     " names a vertex outside 0.." + std::to_string(n_ - 1));
  }
  if (u > v) std::swap(u, v);
  if (edge_id(u, v) >= 0) {
    throw InputError("edge " + std::to_string(u) + "-" + std::to_string(v) +
                     " appears twice (multi-edges are not supported)");
  }
  const auto id = static_cast<std::int16_t>(edges_.size());
  edges_.push_back({u, v});
  edge_index_[static_cast<std::size_t>(u * n_ + v)] = id;
  edge_index_[static_cast<std::size_t>(v * n_ + u)] = id;
  if (u == v) {
    loops_ |= bit(u);
  } else {
    adj_[u] |= bit(v);
    adj_[v] |= bit(u);
  }
}

int Graph::max_degree() const {
  int best = 0;
  for (int v = 0; v < n_; ++v) best = std::max(best, degree(v));
  return best;
}

Graph Graph::relabelled(const std::vector<int>& perm) const {
  Graph g(n_);
  for (const Edge& e : edges_) g.add_edge(perm[e.u], perm[e.v]);
  return g;
}

bool Graph::operator==(const Graph& other) const {
  if (n_ != other.n_ || loops_ != other.loops_ || size() != other.size()) return false;
  for (int v = 0; v < n_; ++v)
    if (adj_[v] != other.adj_[v]) return false;
  return true;
}

}  // namespace gg
