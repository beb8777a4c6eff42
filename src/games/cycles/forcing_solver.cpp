#include "games/cycles/forcing_solver.h"

namespace gg::cycles {

std::optional<CycleGaps> ForcingSolver::gaps_of(const State& s) {
  std::optional<CycleGaps> gaps = force_search_ ? std::nullopt : cycle_gaps(s);
  (gaps ? used_gaps_ : used_search_) = true;
  return gaps;
}

int ForcingSolver::forcing_seat(State& s) {
  if (const auto gaps = gaps_of(s)) return gaps_.forcing_seat(*gaps);
  return search_.forcing_seat(s);
}

bool ForcingSolver::can_force(State& s, int seat) {
  if (const auto gaps = gaps_of(s)) return gaps_.forcing_seat(*gaps) == seat;
  return search_.can_force(s, seat);  // one player's search, not every player's
}

}  // namespace gg::cycles
