#include "play/simulate.h"

#include <random>

#include "games/session.h"

namespace gg::play {

Simulation simulate(const Game& game, const Position& position, const SolveLimits& limits,
                    std::uint64_t games, std::uint64_t seed) {
  Simulation sim;
  const auto start = game.start(position, limits);
  sim.players = start->players();
  sim.wins_by_player.assign(static_cast<std::size_t>(sim.players), 0);
  std::mt19937_64 rng(seed);
  std::uint64_t total_moves = 0;
  for (std::uint64_t i = 0; i < games; ++i) {
    auto s = start->clone();
    std::string first;
    while (s->winner() == 0) {
      const auto moves = s->moves();
      const std::string& m = moves[rng() % moves.size()];
      if (first.empty()) first = m;
      s->play(m);
      ++total_moves;
    }
    ++sim.games;
    const bool p1 = s->winner() == 1;
    ++sim.wins_by_player[static_cast<std::size_t>(s->winner() - 1)];
    sim.p1_wins += p1;
    if (!first.empty()) {
      ++sim.by_first_move[first].games;
      sim.by_first_move[first].p1_wins += p1;
    }
  }
  sim.mean_length = games == 0 ? 0 : static_cast<double>(total_moves) / static_cast<double>(games);
  return sim;
}

}  // namespace gg::play
