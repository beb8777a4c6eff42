#include "play/engine_move.h"

#include <chrono>
#include <random>
#include <vector>

#include "games/session.h"

namespace gg::play {
namespace {

// Plays uniformly random moves to the end; the winner.
int random_playout(Session& s, std::mt19937_64& rng) {
  while (s.winner() == 0) {
    const auto moves = s.moves();
    s.play(moves[rng() % moves.size()]);
  }
  return s.winner();
}

}  // namespace

EngineMove choose_engine_move(const Game& game, const Position& position,
                              const PositionValues& values, const SolveLimits& playout_limits,
                              std::uint64_t max_playouts, std::uint64_t seed) {
  EngineMove choice;
  if (values.winner != 0 || values.moves.empty()) return choice;
  const MoveValue& best = values.moves.front();  // best first: a known win leads
  if (values.solved() || best.value == "win") {
    choice.move = best.move;
    choice.proven = true;
    return choice;
  }
  std::vector<const MoveValue*> candidates;
  for (const MoveValue& m : values.moves)
    if (m.value != "lose") candidates.push_back(&m);
  if (candidates.empty()) {  // every move loses: the one that holds out longest
    choice.move = best.move;
    return choice;
  }
  const auto start = game.start(position, {});
  std::vector<std::unique_ptr<Session>> after;
  for (const MoveValue* m : candidates) {
    after.push_back(start->clone());
    after.back()->play(m->move);
  }
  std::vector<std::uint64_t> games(candidates.size(), 0);
  std::vector<std::uint64_t> wins(candidates.size(), 0);
  std::mt19937_64 rng(seed);
  const auto began = std::chrono::steady_clock::now();
  const auto out_of_time = [&] {
    if (playout_limits.interrupt != nullptr && playout_limits.interrupt->load()) return true;
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    return playout_limits.max_seconds > 0 && seconds > playout_limits.max_seconds;
  };
  // Round robin, so that whenever time runs out every candidate has had its share.
  for (std::uint64_t played = 0; played < max_playouts && !out_of_time(); ++played) {
    const std::size_t i = played % candidates.size();
    auto game_copy = after[i]->clone();
    ++games[i];
    wins[i] += random_playout(*game_copy, rng) == values.to_move ? 1 : 0;
    ++choice.playouts;
  }
  std::size_t chosen = 0;
  double best_rate = -1;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const double rate =
        games[i] == 0 ? 0 : static_cast<double>(wins[i]) / static_cast<double>(games[i]);
    if (rate > best_rate) {
      best_rate = rate;
      chosen = i;
    }
  }
  choice.move = candidates[chosen]->move;
  choice.playout_win_rate = best_rate;
  return choice;
}

nlohmann::json to_json(const EngineMove& choice) {
  return {{"move", choice.move},
          {"proven", choice.proven},
          {"playouts", choice.playouts},
          {"playout_win_rate", choice.playout_win_rate}};
}

}  // namespace gg::play
