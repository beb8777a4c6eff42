// The table of all games, made from the one list in all_games.h.
#include "core/error.h"
#include "games/all_games.h"
#include "games/game.h"
#include "games/game_entry.h"
#include "games/move_text.h"
#include "graph/graphviz.h"

namespace gg {
namespace {

template <GameDefinition... Ds>
std::vector<std::unique_ptr<Game>> make_games(GameList<Ds...>) {
  std::vector<std::unique_ptr<Game>> list;
  (list.push_back(std::make_unique<GameEntry<Ds>>()), ...);
  return list;
}

}  // namespace

void Game::check(ParamValues& params) const { check_params(name(), this->params(), params); }

std::vector<std::pair<std::size_t, std::size_t>> Game::vertices_in_move(
    std::string_view move) const {
  if (!graph_board()) return {};
  return vertex_fields(move);
}

std::string Game::variant(const ParamValues& params) const {
  return variant_label(this->params(), params);
}

const std::vector<std::unique_ptr<Game>>& all_games() {
  static const std::vector<std::unique_ptr<Game>> games = make_games(AllGames{});
  return games;
}

std::string game_names(bool graph_boards_only) {
  std::string names;
  for (const auto& g : all_games())
    if (g->graph_board() || !graph_boards_only)
      names += (names.empty() ? "" : ", ") + std::string(g->name());
  return names;
}

const Game& find_game(std::string_view name) {
  for (const auto& g : all_games())
    if (g->name() == name) return *g;
  throw InputError("unknown game '" + std::string(name) + "' (known: " + game_names() + ")");
}

std::string picture_svg(const Picture& picture) {
  return picture.svg.empty() ? svg_from_dot(picture.dot, "neato") : picture.svg;
}

}  // namespace gg
