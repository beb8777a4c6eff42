#include "app/report_json.h"

namespace gg::app {

nlohmann::json to_json(const SolveReport& r) {
  nlohmann::json j;
  j["game"] = r.game;
  j["board"] = r.board;
  j["variant"] = r.variant;
  j["to_move"] = r.to_move;
  j["winner"] = r.winner;
  j["winning_moves"] = r.winning_moves;
  nlohmann::json losing = nlohmann::json::array();
  for (const MoveReport& m : r.moves)
    if (!m.wins) losing.push_back({{"move", m.move}, {"refutation", m.refutation}});
  j["losing_moves"] = losing;
  j["principal_line"] = r.principal_line;
  j["nodes"] = r.nodes;
  j["seconds"] = r.seconds;
  j["method"] = r.method;
  j["details"] = r.details;
  if (r.colors) j["details"]["colors"] = *r.colors;
  if (r.grundy) j["details"]["grundy"] = *r.grundy;
  if (r.win_within) {
    j["details"]["win_within"] = *r.win_within;
    j["details"]["shortest_win"] = r.shortest_win ? nlohmann::json(*r.shortest_win) : nullptr;
  }
  return j;
}

}  // namespace gg::app
