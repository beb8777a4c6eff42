#include "play/strategy.h"

#include <set>

#include "core/error.h"
#include "core/text.h"
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

class Verifier {
 public:
  Verifier(Session& s, int winner) : s_(s), winner_(winner) {}

  // Empty when the subtree is a valid strategy, else the reason.
  std::string check(const nlohmann::json& node) {
    ++positions_;
    if (!node.is_object()) return at("a node is not a JSON object");
    if (const int w = s_.winner()) {
      return w == winner_ ? ""
                          : at("the game ends here with player " + std::to_string(w) + " winning");
    }
    if (s_.to_move() == winner_) {
      if (!node.contains("play") || !node["play"].is_string())
        return at("player " + std::to_string(winner_) + " is to move but the tree gives no move");
      const std::string m = node["play"];
      try {
        s_.play(m);
      } catch (const InputError& e) {
        return at(std::string("illegal winner move: ") + e.what());
      }
      std::string why;
      if (s_.winner() == 0) {
        why = node.contains("replies") ? check_replies(node["replies"])
                                       : at("no replies listed after " + m);
      } else if (s_.winner() != winner_) {
        why = at(m + " loses");
      }
      s_.undo();
      return why;
    }
    if (node.contains("play")) return at("the tree gives a move for the losing side");
    if (!node.contains("replies")) return at("no replies listed");
    return check_replies(node["replies"]);
  }

  std::uint64_t positions() const { return positions_; }

 private:
  std::string check_replies(const nlohmann::json& replies) {
    if (!replies.is_object()) return at("replies is not an object");
    const auto legal = s_.moves();
    const std::set<std::string> legal_set(legal.begin(), legal.end());
    for (const auto& [move, child] : replies.items())
      if (!legal_set.count(move)) return at("reply " + move + " is not a legal move");
    for (const std::string& m : legal) {
      if (!replies.contains(m)) return at("the loser's reply " + m + " is missing");
      s_.play(m);
      std::string why = check(replies[m]);
      s_.undo();
      if (!why.empty()) return why;
    }
    return "";
  }

  std::string at(const std::string& what) const {
    const std::string line = joined(s_.history());
    return what + " (after: " + (line.empty() ? "the start" : line) + ")";
  }

  Session& s_;
  int winner_;
  std::uint64_t positions_ = 0;
};

// The position a strategy file is for. Its "params" are the game's parameters as text.
Position position_of(const nlohmann::json& strategy) {
  Position p;
  try {
    p.board = strategy.at("board").get<std::string>();
    p.moves = strategy.value("moves", "");
    if (strategy.contains("params"))
      for (const auto& [name, value] : strategy["params"].items())
        p.params.set(name, value.get<std::string>());
  } catch (const nlohmann::json::exception& e) {
    throw InputError(std::string("strategy file: ") + e.what());
  }
  return p;
}

}  // namespace

nlohmann::json strategy_tree(const Game& game, const Position& position, const SolveLimits& limits,
                             std::uint64_t max_nodes) {
  auto session = game.start(position, limits);
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
  out["root"] = extract.node();
  return out;
}

Verdict verify_strategy(const Game& game, const nlohmann::json& strategy) {
  if (!strategy.is_object() || !strategy.contains("root") || !strategy.contains("winner"))
    throw InputError("strategy file: expected an object with \"winner\" and \"root\"");
  if (strategy.contains("game") && strategy["game"] != std::string(game.name()))
    throw InputError("strategy file is for the game " + strategy["game"].dump());
  auto session = game.start(position_of(strategy), SolveLimits{});
  const int winner = strategy["winner"].is_number_integer() ? strategy["winner"].get<int>() : 0;
  if (winner != 1 && winner != 2) throw InputError("strategy file: \"winner\" must be 1 or 2");
  Verifier verifier(*session, winner);
  Verdict v;
  v.reason = verifier.check(strategy["root"]);
  v.valid = v.reason.empty();
  v.positions = verifier.positions();
  return v;
}

}  // namespace gg::play
