// The Game of Cycles entry in the game registry.
#pragma once

#include <memory>

#include "games/game.h"

namespace gg::cycles {

std::unique_ptr<Game> make_game();

}  // namespace gg::cycles
