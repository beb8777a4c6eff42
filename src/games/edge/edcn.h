// The edge-distinguishing chromatic number (EDCN, lambda(G)): the least k such that some
// vertex colouring with colours 1..k gives every edge {u, v} (loops included, as {c, c}) a
// different multiset {c(u), c(v)}.
//
// Exact, by backtracking over k = lower bound, lower bound + 1, ...:
//   * colours are interchangeable, so a vertex may only take a used colour or the next new one;
//   * used colour pairs are a bitset, so a clash is one AND;
//   * bounds: C(k+1, 2) >= |E|; the neighbours of a vertex get distinct colours (k >= max
//     degree); and a degree budget per colour: the edges at the vertices of colour c use
//     distinct pairs containing c, so their degrees sum to at most k + 1 (the pair {c, c} counts
//     twice). A colour whose remaining budget is odd but that gets no odd-degree vertex wastes
//     one unit, which settles paths and cycles exactly (their closed forms follow from it).
#pragma once

#include <cstdint>
#include <vector>

#include "graph/graph.h"
#include "solve/limits.h"

namespace gg::edge {

// Colours are bits of a 64-bit word (bit 0 unused), so at most 63 colours.
constexpr int kMaxColours = 63;

struct EdcnResult {
  int k = 0;
  std::vector<int> colouring;  // a witness: colour (1..k) of each vertex
  std::uint64_t nodes = 0;
};

// Throws InputError if more than kMaxColours colours would be needed, SearchAborted when
// `limits` stop it (nodes, time, interrupt).
EdcnResult edcn(const Graph& g, const SolveLimits& limits = {});

// True iff `colouring` (colours 1..k per vertex) is edge-distinguishing.
bool is_edge_distinguishing(const Graph& g, const std::vector<int>& colouring);

// Whether a k-colouring exists (exposed for tests and the census).
bool has_edge_distinguishing_colouring(const Graph& g, int k, std::vector<int>* witness,
                                       std::uint64_t* nodes, LimitGuard* guard = nullptr);

}  // namespace gg::edge
