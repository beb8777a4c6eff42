// Canonical forms of small vertex-coloured graphs by individualisation and refinement, cheap
// enough to key a search at every node.
//
// Solvers that merge positions up to isomorphism canonicalise a small graph at every node.
// A nauty call costs about 1.5 us on a 9-vertex graph, mostly fixed set-up, which made it
// most of the search time. This routine does the same job for graphs of at most
// kSmallCanonicalMaxOrder vertices in a fraction of that: colour refinement to an equitable
// ordered partition, then individualisation of each vertex of the first non-singleton cell in
// turn, keeping the least adjacency matrix over all leaves. It has no automorphism pruning,
// so it gives up (and the caller uses nauty) when the search tree grows past a fixed number
// of leaves; the tree, and so the decision to give up, depends only on the isomorphism class.
#pragma once

#include <cstdint>
#include <optional>

#include "core/bits.h"

namespace gg {

inline constexpr int kSmallCanonicalMaxOrder = 32;

// A 64-bit hash of the canonical form of a loop-free graph on n <= kSmallCanonicalMaxOrder
// vertices with vertex colours (automorphisms keep colours): equal for isomorphic coloured
// graphs and, up to 64-bit collisions, different otherwise. nullopt when the graph is too
// symmetric for the leaf budget; the same for every graph of its isomorphism class.
std::optional<std::uint64_t> small_canonical_hash(int n, const VertexSet* adjacency,
                                                  const int* colours);

// The canonical labelling of an uncoloured loop-free graph on n <= kSmallCanonicalMaxOrder
// vertices, by the same search: place[v] is v's vertex in the canonical form, and rows[i]
// the canonical form's neighbours of vertex i. Equal rows for isomorphic graphs; false (and
// nothing written) when the graph is too symmetric for the leaf budget, the same for every
// graph of its class, so a caller that then asks nauty still has one form per class.
bool small_canonical_labelling(int n, const VertexSet* adjacency, std::uint8_t* place,
                               VertexSet* rows);

}  // namespace gg
