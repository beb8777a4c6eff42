// The Trails entry in the game registry.
#pragma once

#include <memory>

#include "games/game.h"

namespace gg::trails {

std::unique_ptr<Game> make_game();

}  // namespace gg::trails
