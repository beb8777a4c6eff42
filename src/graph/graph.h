// A compact simple graph (optionally with loops) on at most 64 vertices.
//
// Adjacency is one 64-bit word per vertex, so neighbourhoods, degrees and set operations are
// single instructions. Edges are indexed 0..size()-1 in insertion order; the family
// generators document the order they use. A loop at v is an edge {v, v}; it is kept apart from
// the adjacency words (neighbours() never contains v itself) because only EDGe allows loops.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/bits.h"

namespace gg {

struct Edge {
  int u;
  int v;  // u <= v
  bool operator==(const Edge&) const = default;
};

class Graph {
 public:
  static constexpr int kMaxVertices = 64;

  Graph() = default;
  // Throws InputError when n is outside 0..64.
  explicit Graph(int n);

  int order() const { return n_; }
  int size() const { return static_cast<int>(edges_.size()); }

  // Adds edge {u, v}; throws InputError on a vertex out of range or a repeated edge.
  // A loop (u == v) is accepted here; games that forbid loops reject them on construction.
  void add_edge(int u, int v);

  bool adjacent(int u, int v) const { return has(adj_[u], v); }
  VertexSet neighbours(int v) const { return adj_[v]; }
  bool has_loop(int v) const { return has(loops_, v); }
  VertexSet loop_vertices() const { return loops_; }
  bool has_loops() const { return loops_ != 0; }
  // Degree counts a loop twice, as usual.
  int degree(int v) const { return popcount(adj_[v]) + (has_loop(v) ? 2 : 0); }
  int max_degree() const;

  const std::vector<Edge>& edges() const { return edges_; }
  const Edge& edge(int id) const { return edges_[static_cast<std::size_t>(id)]; }
  // Index of edge {u, v}, or -1.
  int edge_id(int u, int v) const { return edge_index_[static_cast<std::size_t>(u * n_ + v)]; }

  // Vertex v of the result is vertex perm_inverse[v] of this graph, i.e. this graph's vertex
  // u becomes perm[u]. Edge order follows this graph's edge order.
  Graph relabelled(const std::vector<int>& perm) const;

  bool operator==(const Graph& other) const;

 private:
  int n_ = 0;
  std::array<VertexSet, kMaxVertices> adj_{};
  VertexSet loops_ = 0;
  std::vector<Edge> edges_;
  std::vector<std::int16_t> edge_index_;
};

}  // namespace gg
