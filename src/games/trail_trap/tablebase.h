// Trail Trap by retrograde analysis (solve/tablebase_rules.h): every position after both
// openings is the graph H of unused edges with the two tokens on it, and the rules treat the
// players alike, so "the player to move wins" is one bit per (H, mover's vertex, other token's
// vertex). The openings are states over the same graphs: after P1's first move, P2 (token not
// yet placed) moves on H with P1's token at v. One pass over all graphs of an order gives
// every variant of every board of that order (docs/games/trail-trap.md).
#pragma once

#include "solve/tablebase_rules.h"

namespace gg::trail_trap {

// The rules' one instance.
const EdgeTablebaseRules& tablebase_rules();

}  // namespace gg::trail_trap
