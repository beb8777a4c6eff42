// Games of more than two players who move in turn, where the player who makes the last move
// wins (normal play; a move that ends the game early, such as completing a cycle cell, is
// such a last move). Such games have no single value under perfect play, so this decides what
// is well defined: whether one player can force a win against every joint play of all the
// others (the others as one coalition). At most one player can: two such strategies played
// against each other would make both win.
//
// One boolean search per player, AND-OR with early exits (the player's own turn needs one
// winning move, a coalition turn needs every move to keep the player winning), memoised by
// the game's transposition key together with the player's seat relative to the mover, so the
// searches for different players share nothing they must not and a position reached with a
// different player to move is the same entry.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "solve/game_concept.h"
#include "solve/limits.h"
#include "solve/move_buffers.h"
#include "solve/restore_guard.h"

namespace gg {

// The player (1..players) sitting `seat` places after `mover` (seat players - 1: the one who
// moved last), or 0 for seat -1 (nobody).
inline int player_at_seat(int mover, int seat, int players) {
  return seat < 0 ? 0 : (mover - 1 + seat) % players + 1;
}

template <GameState S>
class CoalitionSolver {
 public:
  CoalitionSolver(const SolveLimits& limits, int players) : guard_(limits), players_(players) {}

  // Whether the player `seat` places after the player to move (0: the mover itself, 1: the
  // next, ...) can force a win. Throws SearchAborted at a limit.
  bool can_force(S& s, int seat) {
    const RestoreGuard<S> restored(s);
    depth_ = 0;
    return search(s, seat);
  }

  // The seat (relative to the mover) of the player who can force a win, or -1 if none can.
  int forcing_seat(S& s) {
    for (int seat = 0; seat < players_; ++seat)
      if (can_force(s, seat)) return seat;
    return -1;
  }

  const SolveStats& stats() {
    stats_.seconds = guard_.elapsed();
    return stats_;
  }

 private:
  bool search(S& s, int seat) {
    ++stats_.nodes;
    guard_.on_node(stats_.nodes);
    // The player who just moved made the last move when the game is over.
    if (s.winner()) return seat == players_ - 1;
    const std::uint64_t key =
        table_key(s) * static_cast<std::uint64_t>(players_) + static_cast<std::uint64_t>(seat);
    if (const auto it = memo_.find(key); it != memo_.end()) {
      ++stats_.tt_hits;
      return it->second;
    }
    typename S::MoveBuffer& buf = buffers_.at(depth_);
    generate_search_moves(s, buf);
    if (buf.size() == 0) return seat == players_ - 1;
    ++depth_;
    // After a move the same player sits one place closer to the new mover.
    const int seat_after = (seat + players_ - 1) % players_;
    const bool mine = seat == 0;
    bool result = !mine;
    for (std::size_t i = 0; i < buf.size(); ++i) {
      const auto m = buf[i];
      s.play(m);
      const bool wins = search(s, seat_after);
      s.undo(m);
      if (wins == mine) {
        result = mine;
        break;
      }
    }
    --depth_;
    memo_.emplace(key, result);
    return result;
  }

  LimitGuard guard_;
  int players_;
  SolveStats stats_;
  std::unordered_map<std::uint64_t, bool> memo_;
  MoveBuffers<S> buffers_;
  std::size_t depth_ = 0;
};

}  // namespace gg
