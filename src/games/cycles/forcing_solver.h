// Who can force a win in a Game of Cycles of several players: the gap algorithm
// (cycle_gaps.h) on a cycle graph, the coalition search (solve/coalition.h) on any other
// board. Every caller that asks this question uses it, the solve report as well as the
// sessions behind play, trees and certificates (games/session.h), so that a certificate
// for C_54 costs what the gap algorithm costs, not a search over arrow patterns.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "games/cycles/cycle_gaps.h"
#include "games/cycles/cycles.h"
#include "solve/coalition.h"

namespace gg::cycles {

class ForcingSolver {
 public:
  // force_search: use the coalition search on cycle graphs too (--force-search).
  ForcingSolver(const SolveLimits& limits, int players, bool force_search = false)
      : gaps_(limits, players), search_(limits, players), force_search_(force_search) {}

  // The seat (places after the mover, 0: the mover) of the player who can force a win
  // against any joint play of the others, or -1 if none can. Throws SearchAborted.
  int forcing_seat(State& s);
  // Whether the player `seat` places after the mover can force a win.
  bool can_force(State& s, int seat);

  std::uint64_t nodes() { return gaps_.stats().nodes + search_.stats().nodes; }
  std::size_t gap_positions() const { return gaps_.positions_stored(); }
  // "cycle-gaps" when every answer came from the gap algorithm, else "coalition-search".
  std::string method() const {
    return used_gaps_ && !used_search_ ? "cycle-gaps" : "coalition-search";
  }

 private:
  // The position's gaps when the gap algorithm applies, noting which solver answers.
  std::optional<CycleGaps> gaps_of(const State& s);

  CycleGapSolver gaps_;
  CoalitionSolver<State> search_;
  bool force_search_;
  bool used_gaps_ = false;
  bool used_search_ = false;
};

}  // namespace gg::cycles
