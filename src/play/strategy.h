// Strategy trees: the winner's strategy from a position as a certificate a reader can check.
//
// JSON shape: {"game", "board", "moves", "params", "winner", "root": node}, where a
// node is {"play": "<the winner's move>", "replies": {...}} at the winner's turns and
// {"replies": {"<each loser move>": node, ...}} at the loser's turns; a node whose game is
// over after "play" has no "replies". The tree lists every legal reply of the loser, one
// move of the winner at each of its turns, and ends only where the winner has won.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "games/game.h"
#include "games/session.h"

namespace gg::play {

// Extracts the winner's strategy tree with the exact engine. Throws SearchAborted when more
// than `max_nodes` tree nodes would be needed (or at the request's limits).
nlohmann::json strategy_tree(const Game& game, const Position& position, const SolveLimits& limits,
                             std::uint64_t max_nodes);

struct Verdict {
  bool valid = false;
  std::string reason;           // why not, naming the line where it fails
  std::uint64_t positions = 0;  // positions checked
};

// Checks a strategy tree from the rules alone (legal moves and game ends), without any
// search: every winner move legal, every loser reply present, every leaf won by the winner.
// Throws InputError when the file does not have the strategy shape.
Verdict verify_strategy(const Game& game, const nlohmann::json& strategy);

}  // namespace gg::play
