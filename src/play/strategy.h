// Strategy trees: the winner's strategy from a position as a JSON tree, for pictures and for
// reading (gg tree --strategy, /api/strategy, Python's gg.strategy). It is a view, not a proof:
// the proof format is the certificate (certificate.h), which gg-check checks. The tree carries
// the claim line and board_digest a certificate of the same position carries.
//
// JSON shape: {"game", "board", "moves", "params", "winner", "claim_line", "board_digest",
// "root": node}, where a
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

}  // namespace gg::play
