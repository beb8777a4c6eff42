// Remoteness: a position's exact value with the number of plies to the end of the game when
// both sides play perfectly and the winner hurries while the loser holds out (the convention
// of GamesmanUni and retrograde solvers):
//   game over:        remoteness 0 (the mover has lost, or won when the state says so);
//   the mover wins:   1 + the smallest remoteness among the moves that win;
//   the mover loses:  1 + the largest remoteness among all moves.
// Unlike negamax this search cannot cut off: every position reachable from the root is
// valued once (memoised by hash), so it is for small positions, as in an explorer, and it
// gives up (nullopt) past a budget of distinct positions instead of running for hours. Every
// legal move is searched (no move pruning, no symmetry): the numbers come from the rules
// alone, which also makes this a third, independent check of negamax's values.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <unordered_map>

#include "solve/game_concept.h"
#include "solve/limits.h"

namespace gg {

struct RemotenessValue {
  bool mover_wins = false;
  int remoteness = 0;  // plies to the end with perfect play

  bool operator==(const RemotenessValue&) const = default;
};

template <GameState S>
class RemotenessSolver {
 public:
  explicit RemotenessSolver(const SolveLimits& limits) : limits_(limits) {}

  // The value of s for its side to move, or nullopt when more than `max_positions` distinct
  // positions (counting those kept from earlier calls) would have to be valued. Throws
  // SearchAborted at the limits (time, nodes, interrupt). Positions valued by earlier calls are
  // remembered, so asking again after a move costs nothing.
  std::optional<RemotenessValue> value(const S& s, std::size_t max_positions) {
    max_positions_ = max_positions;
    LimitGuard guard(limits_);
    guard_ = &guard;
    struct Reset {
      LimitGuard*& guard;
      ~Reset() { guard = nullptr; }
    } reset{guard_};
    try {
      return search(s);
    } catch (const OverBudget&) {
      return std::nullopt;
    }
  }

  std::uint64_t nodes() const { return nodes_; }
  std::size_t positions() const { return memo_.size(); }

 private:
  struct OverBudget {};

  // Plays on a copy at each level, so giving up (an exception) leaves every caller's state as
  // it was; states are small values and the positions valued here are few.
  RemotenessValue search(const S& s) {
    guard_->on_node(++nodes_);
    if (const auto w = s.winner()) return {*w == s.side_to_move(), 0};
    const std::uint64_t key = s.hash();
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    typename S::MoveBuffer moves;
    s.legal_moves(moves);
    if (moves.size() == 0) return {false, 0};
    if (memo_.size() >= max_positions_) throw OverBudget{};
    int fastest_win = -1;
    int slowest_loss = -1;
    S child = s;
    for (const auto& m : moves) {
      child.play(m);
      // The child's value is its own mover's; turns need not alternate.
      const bool same_mover = child.side_to_move() == s.side_to_move();
      const RemotenessValue after = search(child);
      child.undo(m);
      const bool wins = same_mover == after.mover_wins;
      if (wins) {
        if (fastest_win < 0 || after.remoteness + 1 < fastest_win)
          fastest_win = after.remoteness + 1;
      } else {
        slowest_loss = std::max(slowest_loss, after.remoteness + 1);
      }
    }
    const RemotenessValue v = fastest_win >= 0 ? RemotenessValue{true, fastest_win}
                                               : RemotenessValue{false, slowest_loss};
    memo_.emplace(key, v);
    return v;
  }

  const SolveLimits& limits_;
  std::size_t max_positions_ = 0;
  LimitGuard* guard_ = nullptr;
  std::uint64_t nodes_ = 0;
  std::unordered_map<std::uint64_t, RemotenessValue> memo_;
};

}  // namespace gg
