// A rule-only walk of a strategy tree, to test the trees `gg tree --strategy` and
// /api/strategy draw: every winner move legal, every loser reply present, every leaf won by the
// winner. The trees are pictures; the proof format is the certificate, which gg-check checks
// (docs/certificates.md), so this walk lives with the tests.
#pragma once

#include <cstdint>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/text.h"
#include "games/game.h"
#include "games/session.h"
#include "solve/limits.h"

namespace gg::testing {

struct StrategyVerdict {
  bool valid = false;
  std::string reason;           // why not, naming the line where it fails
  std::uint64_t positions = 0;  // positions checked
};

class StrategyWalk {
 public:
  StrategyWalk(Session& s, int winner) : s_(s), winner_(winner) {}

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

// The position a strategy tree is for. Its "params" are the game's parameters as text.
inline Position strategy_position(const nlohmann::json& strategy) {
  Position p;
  p.board = strategy.at("board").get<std::string>();
  p.moves = strategy.value("moves", "");
  if (strategy.contains("params"))
    for (const auto& [name, value] : strategy["params"].items())
      p.params.set(name, value.get<std::string>());
  return p;
}

inline StrategyVerdict check_strategy_tree(const Game& game, const nlohmann::json& strategy) {
  auto session = game.start(strategy_position(strategy), SolveLimits{});
  StrategyWalk walk(*session, strategy.at("winner").get<int>());
  StrategyVerdict v;
  v.reason = walk.check(strategy.at("root"));
  v.valid = v.reason.empty();
  v.positions = walk.positions();
  return v;
}

}  // namespace gg::testing
