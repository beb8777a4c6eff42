// Automorphism groups, orbits and canonical forms, computed by nauty (densenauty).
//
// Vertex colours restrict the group to colour-preserving automorphisms; loops are handled by
// colouring looped vertices apart (nauty's dense graphs here are loop-free). nauty is built
// with thread-local storage in Debian, so these functions may run on several threads.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/permutation.h"
#include "graph/graph.h"

namespace gg {

struct AutomorphismGroup {
  std::vector<Permutation> generators;  // a generating set (empty for the trivial group)
  std::vector<int> vertex_orbit;        // smallest vertex of each vertex's orbit
  double order = 1;                     // |Aut|, exact up to 2^53
  std::string order_text;               // exact decimal when it fits, else nauty's m*10^e
};

// `colours`: empty, or one integer per vertex; automorphisms keep every colour class.
AutomorphismGroup automorphisms(const Graph& g, const std::vector<int>& colours = {});

// The group's elements, the identity first, by breadth-first closure over its generators
// while at most `cap` are listed (the last round may add a few more); `complete` says whether
// the list is the whole group. `n`: the number of items the permutations act on.
struct GroupElements {
  std::vector<Permutation> elements;
  bool complete = false;
};
GroupElements group_elements(const AutomorphismGroup& group, int n, std::size_t cap);

// The canonical labelling: relabelling g by the returned permutation gives the same graph
// for every isomorphic input (with colours respected).
Permutation canonical_labelling(const Graph& g, const std::vector<int>& colours = {});
// A 64-bit hash of the canonical form of a vertex-coloured loop-free graph given as adjacency
// words: equal for isomorphic coloured graphs (colour classes kept), and, up to hash
// collisions, different otherwise. Allocates nothing.
std::uint64_t canonical_hash(int n, const VertexSet* adjacency, const int* colours);
Graph canonical_form(const Graph& g);
// A canonical form of an uncoloured loop-free graph given by adjacency words, without
// allocating: rows[i] are the neighbours of vertex i of the form, place[v] is the form's
// vertex for v. Isomorphic graphs get equal rows. It is the small search's form
// (graph/small_canonical.h) where that search's leaf budget allows and nauty's otherwise (a
// property of the class), so it is not canonical_form()'s: compare rows only with rows.
void canonical_rows(int n, const VertexSet* adjacency, std::uint8_t* place, VertexSet* rows);
// graph6 of the canonical form (sparse6 when the graph has loops): the key of stored results.
std::string canonical_string(const Graph& g);
// canonical_string() of the loop-free graph with adjacency words `adjacency`, without building
// a Graph.
std::string canonical_graph6(int n, const VertexSet* adjacency);

}  // namespace gg

#include "graph/symmetry_inl.h"
