// Solving a position for a person: the verdict of every legal move of the side to move, with
// the opponent's refutation of each losing one, and a principal line.
//
// The game groups the root moves into orbits under the position's symmetry group; one
// representative per orbit is searched and its verdict carried to the other members through
// the automorphism that maps the representative onto them (refutations are mapped too).
#pragma once

#include <optional>
#include <vector>

#include "core/permutation.h"
#include "solve/negamax.h"

namespace gg {

template <class Move>
struct RootOrbit {
  Move representative;
  // Every member (the representative first, with the identity) and an automorphism of the
  // position that maps the representative onto it.
  std::vector<std::pair<Move, Permutation>> members;
};

// The engine's best moves from `s` until the game ends, at most `max_length` of them.
template <GameState S, class Engine>
std::vector<typename S::Move> principal_variation(Engine& engine, S s, int max_length = 1000) {
  std::vector<typename S::Move> line;
  while (static_cast<int>(line.size()) < max_length) {
    const auto m = engine.best_move(s);
    if (!m) break;
    line.push_back(*m);
    s.play(*m);
  }
  return line;
}

template <class Move>
struct MoveVerdict {
  Move move;
  bool wins = false;
  std::optional<Move> refutation;  // for a losing move: the opponent's winning reply
};

template <class Move>
struct RootAnalysis {
  Player to_move = Player::kOne;
  Player winner = Player::kOne;
  std::vector<MoveVerdict<Move>> moves;  // in the order of the game's orbits
  std::vector<Move> principal_line;
  SolveStats stats;
};

// `engine` is any exact solver with solve/best_move/stats/elapsed
// (Negamax, Dfpn). `map_move(move, perm)` applies an automorphism to a move. Throws
// SearchAborted at a limit.
template <GameState S, class Engine, class MapMove>
RootAnalysis<typename S::Move> analyse_root(S s, Engine& engine,
                                            const std::vector<RootOrbit<typename S::Move>>& orbits,
                                            MapMove map_move) {
  using Move = typename S::Move;
  RootAnalysis<Move> out;
  out.to_move = s.side_to_move();
  if (const auto w = s.winner()) {
    out.winner = *w;
    out.stats = engine.stats();
    return out;
  }
  bool any_win = false;
  for (const RootOrbit<Move>& orbit : orbits) {
    s.play(orbit.representative);
    const bool opponent_wins = engine.solve(s);
    std::optional<Move> refutation;
    if (opponent_wins) refutation = engine.best_move(s);
    s.undo(orbit.representative);
    any_win |= !opponent_wins;
    for (const auto& [member, perm] : orbit.members) {
      MoveVerdict<Move> v{member, !opponent_wins, std::nullopt};
      if (refutation) v.refutation = map_move(*refutation, perm);
      out.moves.push_back(v);
    }
  }
  out.winner = any_win ? out.to_move : opponent(out.to_move);
  out.principal_line = principal_variation(engine, s);
  out.stats = engine.stats();
  out.stats.seconds = engine.elapsed();
  return out;
}

// Orbits for a position with no symmetry used: every legal move on its own.
template <GameState S>
std::vector<RootOrbit<typename S::Move>> trivial_orbits(const S& s, int order) {
  typename S::MoveBuffer buf;
  s.legal_moves(buf);
  const Permutation identity = identity_permutation(order);
  std::vector<RootOrbit<typename S::Move>> orbits;
  for (const auto& m : buf) orbits.push_back({m, {{m, identity}}});
  return orbits;
}

}  // namespace gg
