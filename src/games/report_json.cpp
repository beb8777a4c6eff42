#include "games/report_json.h"

namespace gg {

nlohmann::json to_json(const SolveReport& r) {
  nlohmann::json j;
  j["game"] = r.game;
  j["board"] = r.board;
  j["variant"] = r.variant;
  j["players"] = r.players;
  j["to_move"] = r.to_move;
  // With more than two players, null when no player can force a win.
  j["winner"] = r.players > 2 && r.winner == 0 ? nlohmann::json(nullptr) : nlohmann::json(r.winner);
  j["winning_moves"] = r.winning_moves;
  nlohmann::json losing = nlohmann::json::array();
  for (const MoveReport& m : r.moves) {
    if (m.wins) continue;
    if (r.players > 2) {
      // No single refutation: the player who can force a win after the move, if any.
      losing.push_back({{"move", m.move},
                        {"forced_winner", m.forced_winner == 0 ? nlohmann::json(nullptr)
                                                               : nlohmann::json(m.forced_winner)}});
    } else {
      losing.push_back({{"move", m.move}, {"refutation", m.refutation}});
    }
  }
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

}  // namespace gg
