// The engine's move in a game against a person (gg play, the explorer's "Engine move"): the
// perfect move when the position was decided within the thinking budget, otherwise the best
// move found, said to be unproven.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "games/game.h"
#include "play/position_values.h"

namespace gg::play {

// Random games behind an unproven move, at most: about a second's worth on a 5x5 Trails board,
// the budget both front ends give them.
inline constexpr std::uint64_t kEngineMovePlayouts = 20000;

struct EngineMove {
  std::string move;             // "" once the game is over
  bool proven = false;          // a move that perfect play makes (the position was decided)
  std::uint64_t playouts = 0;   // random games behind an unproven choice
  double playout_win_rate = 0;  // the mover's share of wins in them after `move`
};

// Picks the move from the position's values (evaluate_position): when they are complete, or
// a move is known to win, the best of them, proven. Otherwise a move not known to lose (a
// known loss only when every move is one), chosen by random playouts from each candidate
// until `playout_limits` stop them (time, an interrupt) or `max_playouts` in all: the move
// after which the mover wins the largest share. Reproducible for a seed and a playout count.
EngineMove choose_engine_move(const Game& game, const Position& position,
                              const PositionValues& values, const SolveLimits& playout_limits,
                              std::uint64_t max_playouts, std::uint64_t seed);

// {"move", "proven", "playouts", "playout_win_rate"}
nlohmann::json to_json(const EngineMove& choice);

}  // namespace gg::play
