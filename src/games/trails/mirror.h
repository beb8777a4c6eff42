// The designer's strategy for player 2 on even boards: answer every uphill token with the
// downhill token in the mirror-image cell. Checked as a
// strategy: every line of player 1 is tried against it, and it holds when player 1 never
// completes a trail and player 2 always completes one. Pure mirroring can fail because the
// mirrored token may hand player 1 a completion that player 2 could have pre-empted; the
// variant that first takes any immediate win is checked too.
#pragma once

#include <cstdint>
#include <vector>

#include "games/trails/trails.h"
#include "solve/limits.h"

namespace gg::trails {

// The maps of the square that turn uphill tokens into downhill ones and pair up the cells:
// the reflections in the two centre lines of an even board (quarter turns are not pairings).
// Each keeps the node colours, so the mirror token joins the mirror nodes in the same colour.
std::vector<BoardMap> mirror_maps(int n);

struct MirrorCheck {
  bool holds = true;
  std::uint64_t positions = 0;     // distinct positions with player 1 to move examined
  std::vector<Move> counter_line;  // when it fails: a line where player 1 completes a trail
};

// With `take_wins`, player 2 completes a trail whenever it can and mirrors otherwise.
// Throws InputError for an odd board; SearchAborted at a limit.
MirrorCheck check_mirror_strategy(int n, const BoardMap& map, bool take_wins,
                                  const SolveLimits& limits);

}  // namespace gg::trails
