// Random playouts from a position (the Game of Cycles thesis's experiment, for every game):
// uniformly random legal moves for both players, reproducible by seed, with win rates overall
// and per first move.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "games/game.h"

namespace gg::play {

struct FirstMoveStats {
  std::uint64_t games = 0;
  std::uint64_t p1_wins = 0;
};

struct Simulation {
  std::uint64_t games = 0;
  std::uint64_t p1_wins = 0;
  int players = 2;
  std::vector<std::uint64_t> wins_by_player;  // players entries
  double mean_length = 0;                     // moves per game
  std::map<std::string, FirstMoveStats> by_first_move;
};

Simulation simulate(const Game& game, const Position& position, const SolveLimits& limits,
                    std::uint64_t games, std::uint64_t seed);

}  // namespace gg::play
