// Negamax over win/loss with the strongest cut-off there is: a node is a win as soon as one
// move leads to a loss for the opponent. Results go to a fixed-size transposition table; the
// game's hooks (game_concept.h) add symmetry, move ordering and static decisions.
#pragma once

#include <optional>
#include <vector>

#include "solve/game_concept.h"
#include "solve/limits.h"
#include "solve/move_buffers.h"
#include "solve/restore_guard.h"
#include "solve/shared_table.h"
#include "solve/transposition_table.h"
#include "solve/workspace.h"

namespace gg {

template <GameState S>
class Negamax {
 public:
  using Move = typename S::Move;

  // `workspace` (may be null): table memory kept between searches and the shared endgame
  // table (workspace.h).
  explicit Negamax(const SolveLimits& limits, SolverWorkspace* workspace = nullptr)
      : guard_(limits),
        tt_(limits.tt_megabytes, workspace != nullptr ? &workspace->table_blocks : nullptr),
        shared_(workspace != nullptr ? workspace->shared_table : nullptr),
        proof_table_(workspace != nullptr ? workspace->proof_table : nullptr) {}

  // True iff the side to move wins with perfect play. Throws SearchAborted at a limit.
  bool solve(S& s) {
    const RestoreGuard<S> restored(s);
    depth_ = 0;
    const bool win = search(s);
    stats_.seconds = guard_.elapsed();
    return win;
  }

  // The stored best move of a solved position: for a win a winning move, for a loss the
  // move that cost the opponent most work to refute. Solves the position if it is not stored.
  std::optional<Move> best_move(S& s) {
    const RestoreGuard<S> restored(s);
    if (s.winner()) return std::nullopt;
    depth_ = 0;
    const Entry* e = tt_.probe(table_key(s));
    if (e == nullptr || !legal(s, e->best)) {
      search(s);
      e = tt_.probe(table_key(s));
    }
    // With symmetric keys the entry may come from a mirror image of this position, where its
    // move need not win here: a winning move is checked before it is returned.
    if (e != nullptr && legal(s, e->best)) {
      if (e->win == 0) return e->best;
      const Move candidate = e->best;
      s.play(candidate);
      const bool child_wins = stored_or_searched(s);
      s.undo(candidate);
      if (!child_wins) return candidate;
    }
    // The entry was evicted at once (tiny table), came from a static decision or from a
    // symmetric image: find a move.
    typename S::MoveBuffer buf;
    generate_search_moves(s, buf);
    for (const Move& m : buf) {
      s.play(m);
      const bool child_wins = search(s);
      s.undo(m);
      if (!child_wins) return m;
    }
    return buf.empty() ? std::nullopt : std::optional<Move>(buf[0]);
  }

  const SolveStats& stats() const { return stats_; }
  double elapsed() const { return guard_.elapsed(); }
  const TranspositionTable<Move>& table() const { return tt_; }

 private:
  using Entry = typename TranspositionTable<Move>::Entry;
  // Which table a position's key names: the board's own (with a best move), or the endgame
  // table the boards of a census share (only whether the mover wins).
  enum class KeyTable { kBoard, kShared };
  // Games whose tables are far larger than the caches (game_concept.h) probe late, so the
  // trip to memory overlaps the static test and the move list (see search). For the others
  // the table is mostly cached and the early probe saves the move generation on a hit.
  static constexpr bool kProbeLate = TableIsMemoryBound<S>;

  // Whether a stored move is legal here, in a position where the game is not over: the
  // table's entry may come from another position with the same key. best_move() checks
  // millions while a certificate is written, so a game's own test is used where it has one
  // rather than a list of every move.
  static bool legal(const S& s, const Move& m) {
    GG_DCHECK(!s.winner());
    if constexpr (HasIsLegal<S>) {
      return s.is_legal(m);
    } else {
      typename S::MoveBuffer buf;
      s.legal_moves(buf);
      for (const Move& x : buf)
        if (x == m) return true;
      return false;
    }
  }

  // Whether the side to move wins: the board table's entry when it has one (the value search()
  // would return after generating the moves, which games that probe late do first), else a
  // search. best_move() checks millions of moves this way while a certificate is written.
  bool stored_or_searched(S& s) {
    if (const auto w = s.winner()) return *w == s.side_to_move();
    if (const Entry* e = probe(table_key(s))) return e->win != 0;
    return search(s);
  }

  bool search(S& s) {
    ++stats_.nodes;
    guard_.on_node(stats_.nodes);
    if (const auto w = s.winner()) return *w == s.side_to_move();
    if constexpr (kProbeLate) {
      // The probe waits for memory; the static test and the move list do not need it, so
      // they run first while the bucket (prefetched by the parent, and again here) loads.
      // A static decision is cheaper to repeat than to store.
      if (const auto win = static_value(s)) return *win;
      if constexpr (HasSharedKey<S>) {
        if (shared_ != nullptr) {
          if (const std::uint64_t key = s.shared_key(); key != 0) {
            shared_->prefetch(key);
            return expand(s, key, KeyTable::kShared);
          }
        }
      }
      const std::uint64_t key = table_key(s);
      tt_.prefetch(key);
      remember_key(key);
      return expand(s, key, KeyTable::kBoard);
    } else {
      static_assert(!HasSharedKey<S>, "shared keys are implemented for late probing only");
      const std::uint64_t key = table_key(s);
      remember_key(key);
      if (const Entry* e = probe(key)) return e->win != 0;
      if (const auto win = static_value(s)) {
        tt_.store(key, *win, Move{}, 1);
        return *win;
      }
      return expand(s, key, KeyTable::kBoard);
    }
  }

  // Searches the moves of a node not decided yet; its result goes under `key` to the table
  // the key belongs to.
  bool expand(S& s, std::uint64_t key, KeyTable table) {
    const bool shared = table == KeyTable::kShared;
    const std::uint64_t nodes_before = stats_.nodes;
    // Move buffers live in a per-depth pool: they can be large (thousands of moves at the
    // root of some games) and the search can be deep, so they stay off the call stack.
    typename S::MoveBuffer& buf = buffers_.at(depth_);
    const std::size_t forcing = generate_search_moves(s, buf);
    order_by_history(s, buf, forcing);
    promote_killer(buf);
    // The key hints name board-table keys; a shared node's children mostly have shared keys.
    if (!shared) prefetch_children(s, buf);
    if constexpr (kProbeLate) {
      if (shared) {
        if (const auto win = shared_->probe(key)) {
          ++stats_.tt_hits;
          return *win;
        }
      } else if (const Entry* e = probe(key)) {
        return e->win != 0;
      }
    }
    if (!shared && proof_table_ != nullptr) {
      if (const auto win = proof_table_->probe(key)) {
        ++stats_.tt_hits;
        return *win;
      }
    }
    if (!shared) {
      if (const auto winning = transposition_cutoff(s, buf)) {
        tt_.store(key, true, *winning, 1);
        return true;
      }
    }
    ++depth_;
    bool win = false;
    Move best{};
    std::uint64_t most_work = 0;
    for (const Move& m : buf) {
      const std::uint64_t child_start = stats_.nodes;
#ifndef NDEBUG
      const std::uint64_t hash_before = s.hash();
#endif
      s.play(m);
      const bool child_wins = search(s);
      // A child answered from the table cost one node here but its stored work to prove:
      // the history is credited with that work, so that a search that starts from a table
      // earlier searches filled (a split proof's) orders its moves as well as a fresh one.
      const std::uint64_t proof_nodes =
          child_wins || !tt_.carries_entries()
              ? stats_.nodes - child_start
              : std::max(stats_.nodes - child_start, stored_work(child_key(s, child_start + 1)));
      s.undo(m);
      GG_DCHECK(s.hash() == hash_before);
      if (!child_wins) {
        win = true;
        best = m;
        credit_history(s, m, proof_nodes);
        killer_at(depth_ - 1) = m;
        break;
      }
      if (stats_.nodes - child_start >= most_work) {
        most_work = stats_.nodes - child_start;
        best = m;
      }
    }
    --depth_;
    // A shared entry serves other boards, where this board's move would name nothing.
    const std::uint64_t work = stats_.nodes - nodes_before;
    if (shared) {
      shared_->store(key, win, work);
    } else {
      tt_.store(key, win, best, work);
      if (proof_table_ != nullptr && work >= kProofTableWork) proof_table_->store(key, win, work);
    }
    return win;
  }

  const Entry* probe(std::uint64_t key) {
    const Entry* e = tt_.probe(key);
    if (e != nullptr) ++stats_.tt_hits;
    return e;
  }

  // Whether the side to move wins, when the game can tell without search.
  std::optional<bool> static_value(S& s) {
    if constexpr (HasStaticWinner<S>) {
      if (const auto w = s.static_winner()) {
        ++stats_.static_decisions;
        return *w == s.side_to_move();
      }
    }
    return std::nullopt;
  }

  // History heuristic: a move that won somewhere is likely to win in similar positions, so
  // moves are tried in order of the work their past wins saved (stable: the game's own order
  // breaks ties). The first `forcing` moves keep their place in front.
  void order_by_history(const S& s, typename S::MoveBuffer& buf, std::size_t forcing) {
    if constexpr (HasHistory<S>) {
      if (buf.size() < forcing + 2 || s.history_slot(buf[forcing]) < 0) return;
      auto score = [&](const Move& m) { return history_[s.history_slot(m)]; };
      for (std::size_t i = forcing + 1; i < buf.size(); ++i) {
        const Move m = buf[i];
        const std::uint64_t sm = score(m);
        std::size_t j = i;
        for (; j > forcing && score(buf[j - 1]) < sm; --j) buf[j] = buf[j - 1];
        buf[j] = m;
      }
    }
  }
  // With a carried table, the key of each depth's node as its search computed it, with the
  // node's number: expand() reads a losing child's stored work under the key the child's own
  // search computed instead of computing it again (an EDGe canonical key is about half of a
  // node's time, and without this a carried search ran 10% slower per node).
  struct SearchedKey {
    std::uint64_t key = 0;
    std::uint64_t node = 0;  // stats_.nodes when it was computed: the node's own number
  };
  void remember_key(std::uint64_t key) {
    if (!tt_.carries_entries()) return;
    if (searched_keys_.size() <= depth_) searched_keys_.resize(depth_ + 1);
    searched_keys_[depth_] = {key, stats_.nodes};
  }
  // The key of the child just searched at depth_, the node numbered `node`.
  std::uint64_t child_key(const S& s, std::uint64_t node) const {
    if (depth_ < searched_keys_.size() && searched_keys_[depth_].node == node)
      return searched_keys_[depth_].key;
    return table_key(s);  // decided before its key was needed, or keyed by the shared table
  }
  // The nodes the table says proving `key` took (a power of two), or 0 when it is not stored.
  std::uint64_t stored_work(std::uint64_t key) const {
    const Entry* e = tt_.probe(key);
    return e != nullptr && e->work > 0 ? std::uint64_t{1} << (e->work - 1) : 0;
  }
  void credit_history(const S& s, const Move& m, std::uint64_t proof_nodes) {
    if constexpr (HasHistory<S>) {
      if (const int slot = s.history_slot(m); slot >= 0) history_[slot] += proof_nodes;
    }
  }

  // The table probe is where the search waits for memory; asking for every child's bucket
  // before descending overlaps those waits with the work on the first children. The keys are
  // kept for the cut-off below: on boards with many symmetries each costs a pass over every
  // image's hash (Game of Cycles W12: a fifth of the time when computed twice).
  void prefetch_children(const S& s, const typename S::MoveBuffer& buf) {
    if constexpr (HasTtKeyAfter<S>) {
      std::vector<std::uint64_t>& keys = child_keys_at(depth_);
      keys.clear();
      for (const Move& m : buf) {
        keys.push_back(s.tt_key_after(m));
        tt_.prefetch(keys.back());
      }
    }
  }
  std::vector<std::uint64_t>& child_keys_at(std::size_t depth) {
    if (child_keys_.size() <= depth) child_keys_.resize(depth + 1);
    return child_keys_[depth];
  }

  // Enhanced transposition cut-off: a child already stored as a loss for the opponent wins
  // this node without searching the children in front of it (a placement game reaches most
  // positions by many orders). Needs exact child keys, computed and prefetched above.
  std::optional<Move> transposition_cutoff(const S& s, const typename S::MoveBuffer& buf) {
    if constexpr (HasExactKeyAfter<S>) {
      const std::vector<std::uint64_t>& keys = child_keys_at(depth_);
      for (std::size_t i = 0; i < buf.size(); ++i) {
        const Entry* e = tt_.probe(keys[i]);
        if (e != nullptr && e->win == 0) {
          ++stats_.tt_hits;
          if (tt_.carries_entries()) credit_history(s, buf[i], std::uint64_t{1} << (e->work - 1));
          return buf[i];
        }
      }
    }
    return std::nullopt;
  }

  // Killer heuristic: the move that won at the previous node of the same depth (typically a
  // sibling, with the same pieces in nearly the same places) is tried first when legal here.
  void promote_killer(typename S::MoveBuffer& buf) {
    const Move killer = killer_at(depth_);
    for (std::size_t i = 1; i < buf.size(); ++i) {
      if (buf[i] == killer) {
        for (std::size_t j = i; j > 0; --j) buf[j] = buf[j - 1];
        buf[0] = killer;
        return;
      }
    }
  }
  Move& killer_at(std::size_t depth) {
    if (killers_.size() <= depth) killers_.resize(depth + 1);
    return killers_[depth];
  }

  LimitGuard guard_;
  TranspositionTable<Move> tt_;
  SharedTable* shared_;  // board-independent endgames, kept by the caller's workspace
  // The table a split proof's threads share (workspace.h): every result that took more than
  // one node goes there too (a higher bar shared less and saved less: docs/prove.md).
  static constexpr std::uint64_t kProofTableWork = 2;
  SharedTable* proof_table_;
  SolveStats stats_;
  MoveBuffers<S> buffers_;
  std::size_t depth_ = 0;
  std::vector<Move> killers_;
  std::vector<std::vector<std::uint64_t>> child_keys_;  // per depth, like buffers_
  std::vector<SearchedKey> searched_keys_;              // per depth
  std::vector<std::uint64_t> history_ = std::vector<std::uint64_t>(history_slots());

  static constexpr std::size_t history_slots() {
    if constexpr (HasHistory<S>) {
      return S::kHistorySlots;
    } else {
      return 0;
    }
  }
};

}  // namespace gg
