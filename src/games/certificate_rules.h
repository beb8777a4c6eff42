// What a game tells the certificate writer (play/certificate.h, docs/certificates.md):
//   * certificate_rules(s), required: the board's rules in the words of a certificate's header,
//     the lines a checker that knows only the rules needs to rebuild the start position
//     ("vertices 5", "edges 0-1 1-2", "variant strict", ...);
//   * certificate_symmetry(s), optional: the position's canonical form under the board's
//     symmetries and the map taking it there, so that the writer can refer a position to a
//     symmetric one proven before (the checker verifies that the map is a symmetry of the
//     board and that it takes the position to that one).
//   * component_proof(s, limits), optional: for an impartial game whose positions are
//     disjoint sums of components, the Sprague-Grundy values of every component the proof
//     needs, each justified by its options (docs/certificates.md, "Component values"): the
//     writer then writes these instead of a tree of positions.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/permutation.h"
#include "graph/graph.h"

namespace gg {

using CertificateRules = std::vector<std::pair<std::string, std::string>>;

// "vertices n" and "edges u-v ..." in the graph's edge order (loops as "v-v").
void add_graph_rules(CertificateRules& rules, const Graph& graph);

struct CertificateSymmetry {
  // Equal for two positions exactly when a symmetry of the board takes one to the other.
  std::string canonical;
  // A map taking the position to its canonical image, in the certificate's terms (a
  // permutation of the board's vertices, of its cells, ...; docs/certificates.md).
  Permutation to_canonical;
};

// One entry of a proof by component values: a component of the board (its items, e.g.
// vertices, in increasing order) with its Sprague-Grundy value, either shown by its options
// (every option's components are entries written before it) or, with `same_as`, by a map onto
// an earlier entry's component that the checker verifies is an isomorphism.
struct ComponentEntry {
  std::vector<int> items;
  int value = 0;
  int same_as = -1;         // the number of an earlier entry, or -1
  std::vector<int> images;  // with same_as: items[i] goes to images[i], an item of that entry
};

struct ComponentProof {
  std::vector<ComponentEntry> entries;  // each after the components of all its options
  int position_value = 0;  // the XOR of the position's components' values: nonzero iff the
                           // player to move wins
};

// The canonical form of a position drawn as a vertex-coloured graph `view` whose
// colour-preserving isomorphisms are exactly the symmetries between positions; the map is
// the canonical labelling restricted to the first `keep` vertices of `view` (when they are
// fewer than all, relabelled onto 0..keep-1 by a labelling that depends on the canonical image
// alone, so that a board's maps are few: see certificate_rules.cpp). `facts` (the mover, ...)
// are appended to the canonical text as they are.
CertificateSymmetry graph_symmetry(const Graph& view, const std::vector<int>& colours, int keep,
                                   const std::string& facts);

// The board on vertices 0..n-1 and, on n..2n-1, a copy holding only the board edges u-v with
// kept(u, v), each vertex joined to its copy: the view of a game that uses edges up. Its
// isomorphisms keeping the two layers apart (colour them apart) are the board's automorphisms
// that map the kept edges onto the kept edges. Needs 2n <= 64.
template <class Kept>
Graph layered_view(const Graph& board, Kept kept) {
  const int n = board.order();
  Graph view(2 * n);
  for (const Edge& e : board.edges()) view.add_edge(e.u, e.v);
  for (int v = 0; v < n; ++v) view.add_edge(v, n + v);
  for (const Edge& e : board.edges())
    if (kept(e.u, e.v)) view.add_edge(n + e.u, n + e.v);
  return view;
}

}  // namespace gg
