// The one list of all games. The registry, the help texts, census variant labels and the
// typed test matrix (tests/game_matrix_test.cpp) all come from it: adding a game is one line
// here (docs/adding-a-game.md).
#pragma once

#include "games/cycles/cycles.h"
#include "games/cycles/forcing_solver.h"  // the sessions of several players hold one
#include "games/edge/edge.h"
#include "games/geography/geography.h"
#include "games/node_kayles/node_kayles.h"
#include "games/trail_trap/trail_trap.h"
#include "games/trails/trails.h"

namespace gg {

template <class... Definitions>
struct GameList {};

using AllGames =
    GameList<trail_trap::Definition, edge::Definition, cycles::Definition, trails::Definition,
             geography::VertexDefinition, geography::EdgeDefinition, node_kayles::Definition>;

}  // namespace gg
