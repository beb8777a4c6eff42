#include "games/cycles/forcing_solver.h"

namespace gg::cycles {

int ForcingSolver::forcing_seat(State& s) {
  if (!force_search_) {
    if (const auto gaps = cycle_gaps(s)) {
      used_gaps_ = true;
      return gaps_.forcing_seat(*gaps);
    }
  }
  used_search_ = true;
  return search_.forcing_seat(s);
}

}  // namespace gg::cycles
