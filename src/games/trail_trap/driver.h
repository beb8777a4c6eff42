// The Trail Trap entry in the game registry.
#pragma once

#include <memory>

#include "games/game.h"

namespace gg::trail_trap {

std::unique_ptr<Game> make_game();

}  // namespace gg::trail_trap
