// The stable JSON shape of a solve report, shared by `gg solve`, `gg demo`, `gg bench` and
// the Python module (whose results' to_dict() has exactly these keys).
#pragma once

#include <nlohmann/json.hpp>

#include "games/game.h"

namespace gg {

nlohmann::json to_json(const SolveReport& r);

}  // namespace gg
