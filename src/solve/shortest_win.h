// Shortest forced wins ("win in K" puzzles): can the side to move force a win within K of
// its own moves, and with which first moves? Iterative deepening over K, for any game.
//
// The game's search_moves hook is used at every node: it keeps at least one move of every
// symmetry class and drops only moves that lose at once, so the shortest win survives it.
// Results are memoised per (position key, moves left): a position the attacker cannot win
// within k moves cannot be won within fewer, and one won within k is won within more.
#pragma once

#include <optional>
#include <unordered_map>
#include <vector>

#include "solve/game_concept.h"
#include "solve/limits.h"
#include "solve/restore_guard.h"

namespace gg {

template <GameState S>
class ShortestWin {
 public:
  using Move = typename S::Move;

  struct Result {
    int moves = 0;                    // the attacker's moves in the shortest forced win
    std::vector<Move> winning_moves;  // every first move that wins that fast
  };

  explicit ShortestWin(const SolveLimits& limits) : guard_(limits) {}

  // The shortest forced win for the side to move within `max_moves` of its moves, or
  // nullopt when there is none that short. Throws SearchAborted at a limit.
  std::optional<Result> find(S& s, int max_moves) {
    const RestoreGuard<S> restored(s);
    if (s.winner()) return std::nullopt;
    typename S::MoveBuffer moves;
    s.legal_moves(moves);
    for (int k = 1; k <= max_moves; ++k) {
      Result r{k, {}};
      for (const Move& m : moves) {
        s.play(m);
        const bool wins = s.winner() ? true : (k > 1 && defender_loses(s, k - 1));
        s.undo(m);
        if (wins) r.winning_moves.push_back(m);
      }
      if (!r.winning_moves.empty()) {
        stats_.seconds = guard_.elapsed();
        return r;
      }
    }
    stats_.seconds = guard_.elapsed();
    return std::nullopt;
  }

  // A principal line of the win `first` (found from s): the attacker's fastest winning moves,
  // and each time the defender's reply that puts the attacker's win furthest off (the
  // longest resistance), until the attacker wins. Throws SearchAborted at a limit.
  std::vector<Move> line(S& s, const Result& first) {
    const RestoreGuard<S> restored(s);
    std::vector<Move> out;
    Move attack = first.winning_moves.front();
    int left = first.moves;
    for (;;) {
      s.play(attack);
      out.push_back(attack);
      if (s.winner() || left <= 1) break;
      typename S::MoveBuffer replies;
      s.legal_moves(replies);
      std::optional<Result> slowest;
      Move resist{};
      for (const Move& r : replies) {
        s.play(r);
        auto win = find(s, left - 1);
        s.undo(r);
        if (win && (!slowest || win->moves > slowest->moves)) {
          slowest = std::move(win);
          resist = r;
        }
      }
      if (!slowest) break;  // no reply: the defender has lost
      s.play(resist);
      out.push_back(resist);
      attack = slowest->winning_moves.front();
      left = slowest->moves;
    }
    for (auto it = out.rbegin(); it != out.rend(); ++it) s.undo(*it);
    return out;
  }

  const SolveStats& stats() const { return stats_; }

 private:
  struct Known {
    int fails_up_to = 0;   // the attacker cannot win within this many moves
    int wins_from = 1000;  // the attacker wins within this many moves
  };

  // The side to move (the attacker) wins within k of its moves.
  bool attacker_wins(S& s, int k) {
    tick();
    if (const auto w = s.winner()) return *w == s.side_to_move();
    Known& known = memo_[table_key(s)];
    if (k <= known.fails_up_to) return false;
    if (k >= known.wins_from) return true;
    typename S::MoveBuffer moves;
    generate_search_moves(s, moves);
    bool wins = false;
    for (const Move& m : moves) {
      s.play(m);
      wins = s.winner() ? true : (k > 1 && defender_loses(s, k - 1));
      s.undo(m);
      if (wins) break;
    }
    // References into an unordered_map stay valid while it grows.
    if (wins) {
      known.wins_from = std::min(known.wins_from, k);
    } else {
      known.fails_up_to = std::max(known.fails_up_to, k);
    }
    return wins;
  }

  // The side to move (the defender) loses: every move lets the attacker win within k.
  bool defender_loses(S& s, int k) {
    tick();
    if (const auto w = s.winner()) return *w != s.side_to_move();
    typename S::MoveBuffer moves;
    generate_search_moves(s, moves);
    for (const Move& m : moves) {
      s.play(m);
      const bool attacker_ok = s.winner() ? false : attacker_wins(s, k);
      s.undo(m);
      if (!attacker_ok) return false;
    }
    return true;
  }

  void tick() {
    ++stats_.nodes;
    guard_.on_node(stats_.nodes);
  }

  LimitGuard guard_;
  SolveStats stats_;
  std::unordered_map<std::uint64_t, Known> memo_;
};

}  // namespace gg
