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
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

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

  // One position being valued: its moves, the next to try and the best outcomes so far.
  struct Frame {
    typename S::MoveBuffer moves;
    std::size_t next = 0;
    std::uint64_t key = 0;
    Player mover{};
    int fastest_win = -1;
    int slowest_loss = -1;
  };

  // Depth-first over an explicit stack of frames on the heap: a game can last thousands of
  // plies (Trail Trap on K46 about a thousand), far deeper than a call stack holds frames
  // with move lists. Plays and undoes on one copy of the root, so giving up (an exception)
  // leaves the caller's state as it was.
  RemotenessValue search(const S& root) {
    S state = root;
    std::size_t depth = 0;
    if (const auto known = enter(state, depth)) return *known;
    for (;;) {
      Frame& f = *frames_[depth - 1];
      if (f.next < f.moves.size()) {
        const auto m = f.moves[f.next++];
        state.play(m);
        const Player child_mover = state.side_to_move();
        if (const auto known = enter(state, depth)) {
          state.undo(m);
          credit(f, child_mover, *known);
        }
        continue;
      }
      const RemotenessValue v = f.fastest_win >= 0 ? RemotenessValue{true, f.fastest_win}
                                                   : RemotenessValue{false, f.slowest_loss};
      memo_.emplace(f.key, v);
      const Player mover = f.mover;
      if (--depth == 0) return v;
      Frame& parent = *frames_[depth - 1];
      state.undo(parent.moves[parent.next - 1]);
      credit(parent, mover, v);
    }
  }

  // The value of `s` when known without valuing its moves (game over, memoised, no moves);
  // otherwise pushes its frame (depth grows by one) and returns nullopt.
  std::optional<RemotenessValue> enter(const S& s, std::size_t& depth) {
    guard_->on_node(++nodes_);
    if (const auto w = s.winner()) return RemotenessValue{*w == s.side_to_move(), 0};
    const std::uint64_t key = s.hash();
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    if (frames_.size() <= depth) frames_.push_back(std::make_unique<Frame>());
    Frame& f = *frames_[depth];
    f.moves.clear();
    s.legal_moves(f.moves);
    if (f.moves.size() == 0) return RemotenessValue{false, 0};
    if (memo_.size() >= max_positions_) throw OverBudget{};
    f.next = 0;
    f.key = key;
    f.mover = s.side_to_move();
    f.fastest_win = -1;
    f.slowest_loss = -1;
    ++depth;
    return std::nullopt;
  }

  // A move of f's position led to a position valued `after` for its mover `child_mover`
  // (turns need not alternate).
  static void credit(Frame& f, Player child_mover, const RemotenessValue& after) {
    const bool wins = (child_mover == f.mover) == after.mover_wins;
    if (wins) {
      if (f.fastest_win < 0 || after.remoteness + 1 < f.fastest_win)
        f.fastest_win = after.remoteness + 1;
    } else {
      f.slowest_loss = std::max(f.slowest_loss, after.remoteness + 1);
    }
  }

  const SolveLimits& limits_;
  std::size_t max_positions_ = 0;
  LimitGuard* guard_ = nullptr;
  std::uint64_t nodes_ = 0;
  std::unordered_map<std::uint64_t, RemotenessValue> memo_;
  std::vector<std::unique_ptr<Frame>> frames_;  // by depth, kept between calls
};

}  // namespace gg
