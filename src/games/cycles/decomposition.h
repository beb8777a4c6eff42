// Game of Cycles on boards without cells, by decomposition. Without cells the game is
// impartial normal play, and two unmarked edges interact only through a shared vertex (the
// source/sink rule of a vertex looks at its own edges only). So a position is the disjoint
// sum of the connected groups of unmarked edges, and its Sprague-Grundy value is the XOR of
// theirs. Each group's value is memoised under a key made of its edges and the marked/in
// counts of the vertices it touches, so equal groups met in different positions are solved
// once.
#pragma once

#include <array>
#include <cstdint>
#include <unordered_map>

#include "games/cycles/cycles.h"
#include "solve/limits.h"

namespace gg::cycles {

class DecompositionSolver {
 public:
  // The board must have no cells and at most 64 edges.
  explicit DecompositionSolver(const SolveLimits& limits) : guard_(limits) {}

  // The Sprague-Grundy value of the position (nonzero iff the side to move wins).
  int grundy(State& s);
  const SolveStats& stats() {
    stats_.seconds = guard_.elapsed();
    return stats_;
  }

 private:
  int group_value(State& s, std::uint64_t edges);
  std::uint64_t group_key(const State& s, std::uint64_t edges) const;
  // Calls visit(group) for each group of `edges` connected through shared vertices.
  template <class Visit>
  void for_each_group(std::uint64_t edges, Visit visit) const;
  void prepare(const Graph& g);

  std::array<std::uint64_t, 64> incident_{};  // edges at each vertex
  std::array<VertexSet, 64> ends_{};          // both ends of each edge

  LimitGuard guard_;
  SolveStats stats_;
  std::unordered_map<std::uint64_t, int> memo_;
};

}  // namespace gg::cycles
