#include "play/strategy.h"

#include "core/error.h"
#include "core/text.h"
#include "play/certificate_claim.h"
#include "solve/limits.h"

namespace gg::play {
namespace {

class Extractor {
 public:
  Extractor(Session& s, int winner, std::uint64_t max_nodes)
      : s_(s), winner_(winner), max_nodes_(max_nodes) {}

  nlohmann::json node() {
    if (++nodes_ > max_nodes_) throw SearchAborted{nodes_, 0, SearchAborted::Reason::kNodes};
    nlohmann::json out = nlohmann::json::object();
    if (s_.winner() != 0) return out;
    if (s_.to_move() == winner_) {
      const std::string m = s_.best_move();
      out["play"] = m;
      s_.play(m);
      if (s_.winner() == 0) out["replies"] = replies();
      s_.undo();
    } else {
      out["replies"] = replies();
    }
    return out;
  }

 private:
  nlohmann::json replies() {
    nlohmann::json r = nlohmann::json::object();
    for (const std::string& m : s_.moves()) {
      s_.play(m);
      r[m] = node();
      s_.undo();
    }
    return r;
  }

  Session& s_;
  int winner_;
  std::uint64_t max_nodes_;
  std::uint64_t nodes_ = 0;
};

}  // namespace

nlohmann::json strategy_tree(const Game& game, const Position& position, const SolveLimits& limits,
                             std::uint64_t max_nodes) {
  // Moves played here, as a certificate's writer does, so that the history (and the claim)
  // holds them in the game's own notation.
  Position board_only = position;
  board_only.moves.clear();
  auto session = game.start(board_only, limits);
  for (const std::string& move : split_moves(position.moves)) session->play(move);
  if (session->players() > 2)
    throw InputError("strategies are written for two-player games (this one has " +
                     std::to_string(session->players()) + " players)");
  const int winner = session->to_move_wins() ? session->to_move() : 3 - session->to_move();
  Extractor extract(*session, winner, max_nodes);
  nlohmann::json out;
  out["game"] = std::string(game.name());
  out["board"] = position.board;
  out["moves"] = position.moves;
  out["params"] = position.params.all();
  out["winner"] = winner;
  const CertificateClaim claim =
      certificate_claim(claim_fields(game.name(), position.board, *session, winner));
  out["claim_line"] = claim.line;
  out["board_digest"] = claim.board_digest;
  out["root"] = extract.node();
  return out;
}

}  // namespace gg::play
