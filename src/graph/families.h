// Named graph families and the spec language that names a graph on the command line.
//
// A spec is one of:
//   * a family:           K5  K3,5  P7  C8  W6  B5  T7  star5  Q3  E4  petersen  moser
//                         octahedron  diamond  C8+1,3  spider:1,3,7  theta:2,3,3
//   * a product:          GxH (Cartesian), e.g. P3xP4, C5xK2, P2xP3xP4
//   * a disjoint union:   G|H, e.g. K3|P4 (vertices of H follow those of G)
//   * loops everywhere:   G* (a loop at every vertex), e.g. K5*
//   * an edge list:       "0-1 1-2 2-0" or "5: 0-1 1-2" (see edge_list.h)
//   * graph6 or sparse6:  "DQc", ":Fa@x^"
//   * a file:             @path, holding any of the above (first non-empty line for
//                         graph6/sparse6; the whole file for an edge list) or a JSON
//                         board (graph/board_file.h)
// Vertex numbering of every family is documented in docs/graphs.md and in families.cpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "graph/edge_list.h"
#include "graph/graph.h"

namespace gg {

// Throws InputError naming the problem when the spec is not understood.
Graph parse_graph_spec(std::string_view spec);

// One example of each kind of spec, with what it names (the explorer's board menu and the
// API's list of families; docs/graphs.md has the numbering).
struct SpecExample {
  std::string_view spec;
  std::string_view names;
};
std::vector<SpecExample> spec_examples();

// The text of an @path spec, trimmed; throws InputError if it cannot be read or is empty.
std::string read_spec_file(std::string_view spec);
// "@path" names a file; "@" alone is the graph6 string of the one-vertex graph.
inline bool is_file_spec(std::string_view spec) { return spec.size() > 1 && spec[0] == '@'; }

// For edge-list specs (inline or @file) only: the edges without the 64-vertex limit, for
// algorithms on large sparse graphs. nullopt for any other kind of spec.
std::optional<EdgePairs> parse_large_edge_list(std::string_view spec);

Graph complete_graph(int n);
Graph complete_bipartite(int p, int q);
Graph path_graph(int n);
Graph cycle_graph(int n);
Graph wheel_graph(int n);
Graph book_graph(int n);
Graph triangular_ladder(int n);
Graph star_graph(int leaves);
Graph hypercube(int d);
Graph empty_graph(int n);
Graph petersen_graph();
Graph moser_spindle();
Graph octahedron_graph();
Graph diamond_graph();
// C_n plus the chord between vertices a and b, numbered 1..n as in the EDGe paper.
Graph chorded_cycle(int n, int a, int b);
// A centre (vertex 0) with legs of the given lengths, numbered leg by leg outward.
Graph spider_graph(const std::vector<int>& legs);
// Poles 0 and 1 joined by paths with the given numbers of edges; the inner vertices of each
// path follow in order from pole 0, path after path.
Graph theta_graph(const std::vector<int>& paths);
// Vertex (g, h) is g * |H| + h.
Graph cartesian_product(const Graph& g, const Graph& h);
Graph disjoint_union(const Graph& g, const Graph& h);
Graph with_all_loops(const Graph& g);

}  // namespace gg
