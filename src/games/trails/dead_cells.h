// Dead cells in Trails: empty cells whose content can never decide whether a trail is complete.
//
// For a colour K, the potential graph is the K-coloured nodes joined by every K token on the
// board and by the K diagonal of every empty cell: everything a K trail could ever use (cells
// only fill up, so it only shrinks). A K diagonal that lies on no simple path joining two
// opposite sides of that graph (through super-nodes for the sides) is on no such path in any
// later position either. So whether some K chain joins two opposite sides never depends on it:
// a chain that needed it would contain a simple side-to-side path through it. A cell both of
// whose diagonals are like that is dead: filling it never completes a trail, never makes or
// spoils a threat, and its content never matters again. A diagonal lies on a simple path
// between the super-nodes S and T exactly when it shares a biconnected block with an extra
// edge S-T; the blocks come from one Tarjan depth-first search per colour and pair of sides.
//
// Why the solver may drop them in pairs: dead cells are passes either player may take. A
// player who wins with D mod 2 of them left also wins with D: it plays its strategy and
// answers each pass of the opponent beyond those with another pass (a game always ends with a
// trail, so the passes never run the game out). Hence a position's value depends only on its
// live cells and the parity of its empty dead cells, and the search tries no dead cell when
// their number is even and one when it is odd. Only the value is kept: the number of moves to
// a win is not (the loser can spend the passes), so shortest-win searches do not use this.
#pragma once

#include <array>

#include "games/trails/trails.h"

namespace gg::trails {

using CellFlags = std::array<bool, kMaxCells>;

// Marks the dead empty cells of `s` in `dead` (every other entry false); returns their number.
int find_dead_cells(const State& s, CellFlags& dead);

}  // namespace gg::trails
