// The spec language that names a graph on the command line, in Python and in the explorer.
//
// A spec is one of:
//   * a family:           K5  K3,5  K2,2,2  P7  C8  W6  B5  T7  star5  Q3  E4  petersen
//                         moser  octahedron  diamond  C8+1,3  C9+1,4+2,7  spider:1,3,7
//                         theta:2,3,3  petal:3,4  friendship3  fan5  ladder4  mobius4
//                         GP5,2  gear5  helm5  lollipop:4,3  barbell:4  barbell:4,2
//   * a product:          GxH (Cartesian), e.g. P3xP4, C5xK2, P2xP3xP4
//   * a disjoint union:   G|H, e.g. K3|P4 (vertices of H follow those of G)
//   * loops:              G* (a loop at every vertex), G*[0,3] (loops at vertices 0 and 3)
//   * an edge list:       "0-1 1-2 2-0" or "5: 0-1 1-2" (see edge_list.h)
//   * graph6 or sparse6:  "DQc", ":Fa@x^"
//   * a file:             @path, holding any of the above (first non-empty line for
//                         graph6/sparse6; the whole file for an edge list) or a JSON
//                         board (graph/board_file.h)
// Vertex numbering of every family is documented in docs/graphs.md and in families.h.
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

}  // namespace gg
