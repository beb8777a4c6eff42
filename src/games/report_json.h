// Stable JSON shapes shared by the command line and the Python module: a solve report (`gg
// solve`, `gg demo`, `gg bench`; the Python results' to_dict() has exactly these keys) and
// the games with their declared options (`gg games --json`, graphgames.game_info()).
#pragma once

#include <nlohmann/json.hpp>

#include "games/game.h"

namespace gg {

nlohmann::json to_json(const SolveReport& r);

// Every game: name, summary, graph_board, variant (with no options given) and params (name,
// option, type, role, help; min, max and default for numbers; choices and default for choices).
nlohmann::json games_json();

}  // namespace gg
