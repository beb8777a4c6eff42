// The Game of Cycles on a cycle graph C_n, for any number of players, by its gaps.
//
// On C_n every vertex has degree 2, so the source/sink rule says: a vertex whose two edges are
// marked has one in and one out. A run of consecutive marked edges therefore points one way,
// and an unmarked edge next to a marked one may only continue it. The unmarked edges form gaps
// between marked edges; a gap of length L is bounded by two marked edges whose directions
// either agree (type S: the gap can be filled in that direction) or disagree (type D: some
// edge of it will stay unmarked). Marking edge i of a gap in direction d leaves gaps of
// lengths i - 1 and L - i, typed by d against each bound; it is legal unless it touches a bound
// whose direction it contradicts. A D gap of length 1 is dead. The only cell is the cycle,
// completed exactly by marking the last unmarked edge, which is also the last move: on C_n the
// player who moves last wins, whatever the variant (no vertex is a leaf). A position is the
// multiset of its live gaps, and its outcome does not depend on where the gaps lie: the state
// space is partitions of at most n - 1 edges instead of 3^n arrow patterns.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "games/cycles/cycles.h"
#include "solve/limits.h"

namespace gg::cycles {

// A position on C_n: no edge marked yet (the first move leaves one S gap of n - 1), or the
// live gaps, each coded 2 * length + (1 for type D), sorted.
struct CycleGaps {
  bool untouched = false;
  int order = 0;
  std::string codes;
};

// The gaps of a position on a board whose graph is one cycle (of at least 3 vertices); nullopt
// for any other board.
std::optional<CycleGaps> cycle_gaps(const State& s);

class CycleGapSolver {
 public:
  CycleGapSolver(const SolveLimits& limits, int players) : guard_(limits), players_(players) {}

  // The seat (places after the mover, 0: the mover) of the player who can force a win
  // against any joint play of the others, or -1 if none can. Throws SearchAborted.
  int forcing_seat(const CycleGaps& position);

  const SolveStats& stats() {
    stats_.seconds = guard_.elapsed();
    return stats_;
  }
  std::size_t positions_stored() const { return memo_.size(); }

 private:
  // Bit k set: the player k places after the mover can force a win (at most one bit).
  unsigned mask_of(const std::string& codes);
  // The mask of a position seen from the player before its mover.
  unsigned rotate(unsigned child_mask) const;

  LimitGuard guard_;
  int players_;
  SolveStats stats_;
  std::unordered_map<std::string, std::uint8_t> memo_;
};

}  // namespace gg::cycles
