// The explicit table of all games.
#include "core/error.h"
#include "games/cycles/driver.h"
#include "games/edge/driver.h"
#include "games/game.h"
#include "games/trail_trap/driver.h"
#include "games/trails/driver.h"

namespace gg {

const std::vector<std::unique_ptr<Game>>& all_games() {
  static const std::vector<std::unique_ptr<Game>> games = [] {
    std::vector<std::unique_ptr<Game>> list;
    list.push_back(trail_trap::make_game());
    list.push_back(edge::make_game());
    list.push_back(cycles::make_game());
    list.push_back(trails::make_game());
    return list;
  }();
  return games;
}

const Game& find_game(std::string_view name) {
  std::string known;
  for (const auto& g : all_games()) {
    if (g->name() == name) return *g;
    known += (known.empty() ? "" : ", ") + std::string(g->name());
  }
  throw InputError("unknown game '" + std::string(name) + "' (known: " + known + ")");
}

}  // namespace gg
