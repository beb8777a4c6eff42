// The stable JSON shape of a solve report, shared by `gg solve`, `gg demo` and `gg bench`.
#pragma once

#include <nlohmann/json.hpp>

#include "games/game.h"

namespace gg::app {

nlohmann::json to_json(const SolveReport& r);

}  // namespace gg::app
