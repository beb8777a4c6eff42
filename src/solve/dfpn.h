// Depth-first proof-number search (df-pn, Nagai 2002), as used by the Hex solvers, for any
// game meeting the GameState contract.
//
// Every node is seen from its side to move: pn is the proof number of "the side to move
// wins", dn the disproof number. A node's pn is the smallest dn among its children (one child
// lost for the opponent proves the node); its dn is the sum of its children's pn (every child
// must be won for the opponent). The search descends into the child with the smallest dn,
// with thresholds that send it back up as soon as another child becomes more promising; the
// 1 + epsilon trick (Pawlewicz and Lew) widens the second-best threshold so the search does
// not thrash between siblings. The game's hooks give the moves (search_moves), decisions
// without search (static_winner) and symmetric keys (tt_key), exactly as for negamax.
//
// Table: an array of four-slot buckets of (key, pn, dn, work, best move). Replacement
// policy: an entry with the same key is updated in place; otherwise the slot with the least
// work (nodes spent on it) is overwritten, so proofs that cost much survive. The table has a
// fixed size (the --tt-mb limit); losing an entry only costs work to recompute.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/error.h"
#include "core/zeroed_memory.h"
#include "solve/game_concept.h"
#include "solve/limits.h"
#include "solve/restore_guard.h"

namespace gg {

template <GameState S>
class Dfpn {
 public:
  using Move = typename S::Move;
  static constexpr std::uint32_t kInfinity = 1u << 30;

  explicit Dfpn(const SolveLimits& limits) : guard_(limits) {
    const std::size_t buckets =
        std::bit_floor(std::max<std::size_t>((limits.tt_megabytes << 20) / sizeof(Bucket), 1));
    table_ = ZeroedMemory(buckets * sizeof(Bucket));
    mask_ = buckets - 1;
  }

  // True iff the side to move wins with perfect play. Throws SearchAborted at a limit.
  bool solve(S& s) {
    const RestoreGuard<S> restored(s);
    depth_ = 0;
    if (const Entry* e = lookup(table_key(s)); e != nullptr && (e->pn == 0 || e->dn == 0))
      return e->pn == 0;
    Bounds b = search(s, kInfinity - 1, kInfinity - 1);
    // With thresholds just below infinity the search only returns once the root is proven.
    while (b.pn != 0 && b.dn != 0) b = search(s, kInfinity - 1, kInfinity - 1);
    stats_.seconds = guard_.elapsed();
    return b.pn == 0;
  }

  // For a won position a winning move; for a lost one the move whose refutation took the
  // most work. Solves what it needs to.
  std::optional<Move> best_move(S& s) {
    const RestoreGuard<S> restored(s);
    if (s.winner()) return std::nullopt;
    const bool win = solve(s);
    typename S::MoveBuffer buf;
    generate_search_moves(s, buf);
    if (buf.empty()) return std::nullopt;
    std::optional<Move> most_work;
    std::uint64_t work = 0;
    for (const Move& m : buf) {
      s.play(m);
      const bool child_wins = solve(s);
      const Entry* e = lookup(table_key(s));
      s.undo(m);
      if (win && !child_wins) return m;
      const std::uint64_t w = e != nullptr ? e->work : 0;
      if (!most_work || w > work) {
        most_work = m;
        work = w;
      }
    }
    return most_work;
  }

  const SolveStats& stats() const { return stats_; }
  double elapsed() const { return guard_.elapsed(); }

 private:
  struct Bounds {
    std::uint32_t pn;
    std::uint32_t dn;
  };
  struct Entry {
    std::uint64_t key = 0;
    std::uint32_t pn = 0;
    std::uint32_t dn = 0;
    std::uint64_t work = 0;  // 0 marks an empty slot
  };
  struct Bucket {
    Entry slot[4];
  };
  // Per-depth scratch: the node's moves and its children's keys.
  struct Frame {
    typename S::MoveBuffer moves;
    std::vector<std::uint64_t> keys;
    // Each child's bounds from its first look, for when the table has no entry for it
    // (undecided leaves are not stored); {0, 0}: not looked at yet.
    std::vector<Bounds> first_looks;
  };

  static std::uint32_t saturating_add(std::uint32_t a, std::uint32_t b) {
    // Sums of unproven numbers stay below infinity, which means "proven".
    return static_cast<std::uint32_t>(std::min<std::uint64_t>(std::uint64_t{a} + b, kInfinity - 1));
  }

  const Entry* lookup(std::uint64_t key) const {
    const Bucket& b = static_cast<const Bucket*>(table_.data())[key & mask_];
    for (const Entry& e : b.slot)
      if (e.work != 0 && e.key == key) return &e;
    return nullptr;
  }

  // Bounds are a proof {0, infinity}, a disproof {infinity, 0}, or both numbers in
  // 1..infinity-1: a stored bound outside these is a search bug, checked as Benzene's
  // CheckConsistency does (in debug builds).
  static bool consistent(Bounds b) {
    if (b.pn == 0 || b.dn == 0) return (b.pn == 0) != (b.dn == 0) && b.pn + b.dn == kInfinity;
    return b.pn < kInfinity && b.dn < kInfinity;
  }

  void store(std::uint64_t key, Bounds bounds, std::uint64_t work) {
    GG_DCHECK(consistent(bounds));
    Bucket& b = static_cast<Bucket*>(table_.data())[key & mask_];
    Entry* victim = &b.slot[0];
    for (Entry& e : b.slot) {
      if (e.work != 0 && e.key == key) {
        victim = &e;
        break;
      }
      if (e.work < victim->work) victim = &e;
    }
    *victim = Entry{key, bounds.pn, bounds.dn, std::max<std::uint64_t>(work, 1)};
  }

  // The winner when the game is over or the game decides the position without search.
  std::optional<Player> decided(S& s) {
    std::optional<Player> winner = s.winner();
    if constexpr (HasStaticWinner<S>) {
      if (!winner) {
        winner = s.static_winner();
        stats_.static_decisions += winner.has_value();
      }
    }
    return winner;
  }

  static Bounds proven(const S& s, Player winner) {
    return winner == s.side_to_move() ? Bounds{0, kInfinity} : Bounds{kInfinity, 0};
  }

  // The first look at a new child: a decided child is stored; an undecided one starts at
  // the game's estimate, or at 1, 1.
  Bounds first_look(S& s, std::uint64_t key) {
    const std::optional<Player> winner = decided(s);
    if (!winner) {
      if constexpr (HasProofNumberHint<S>) {
        const ProofNumbers hint = s.proof_number_hint();
        return {std::clamp<std::uint32_t>(hint.pn, 1, kInfinity - 1),
                std::clamp<std::uint32_t>(hint.dn, 1, kInfinity - 1)};
      }
      return {1, 1};
    }
    const Bounds b = proven(s, *winner);
    store(key, b, 1);
    return b;
  }

  // Searches until pn >= pn_limit or dn >= dn_limit (or the node is proven); stores and
  // returns the node's bounds.
  Bounds search(S& s, std::uint32_t pn_limit, std::uint32_t dn_limit) {
    ++stats_.nodes;
    guard_.on_node(stats_.nodes);
    const std::uint64_t key = table_key(s);
    const std::uint64_t nodes_before = stats_.nodes;
    // The first look decided this position, or found it open, under other stamps on the
    // game's records (a game may keep what static_winner learns for search_moves and the
    // children's static_winner: game_concept.h); deciding it again here renews them. It also
    // decides a position whose entry the table has lost since.
    if (const std::optional<Player> winner = decided(s)) {
      const Bounds b = proven(s, *winner);
      store(key, b, 1);
      return b;
    }
    Frame& frame = frame_at(depth_);
    generate_search_moves(s, frame.moves);
    const std::size_t count = frame.moves.size();
    if (count == 0) {  // no move: the side to move loses
      store(key, {kInfinity, 0}, 1);
      return {kInfinity, 0};
    }
    frame.keys.resize(count);
    frame.first_looks.assign(count, Bounds{0, 0});
    for (std::size_t i = 0; i < count; ++i) frame.keys[i] = child_key(s, frame.moves[i]);
    ++depth_;
    Bounds node{};
    for (;;) {
      // The node's bounds from its children, and the two most promising children.
      std::uint32_t min_dn = kInfinity, second_dn = kInfinity, sum_pn = 0;
      std::size_t best = 0;
      std::uint32_t best_pn = 0;
      for (std::size_t i = 0; i < count; ++i) {
        Bounds c;
        if (const Entry* e = lookup(frame.keys[i])) {
          c = {e->pn, e->dn};
        } else if (frame.first_looks[i].pn != 0 || frame.first_looks[i].dn != 0) {
          c = frame.first_looks[i];
        } else {
          s.play(frame.moves[i]);
          c = frame.first_looks[i] = first_look(s, frame.keys[i]);
          s.undo(frame.moves[i]);
        }
        sum_pn = saturating_add(sum_pn, c.pn);
        if (c.dn < min_dn) {
          second_dn = min_dn;
          min_dn = c.dn;
          best = i;
          best_pn = c.pn;
        } else if (c.dn < second_dn) {
          second_dn = c.dn;
        }
        if (min_dn == 0) break;  // a child lost for the opponent: proven
      }
      node = {min_dn, min_dn == 0 ? kInfinity : sum_pn};
      if (node.pn == 0) node.dn = kInfinity;
      if (node.dn == 0) node.pn = kInfinity;
      if (node.pn >= pn_limit || node.dn >= dn_limit) break;
      // Child thresholds: its dn may grow until it is no longer the smallest (1 + epsilon
      // widened); its pn until this node's dn reaches its limit.
      const std::uint32_t widened =
          second_dn >= kInfinity ? kInfinity : second_dn + second_dn / 4 + 1;
      const std::uint32_t child_dn_limit = std::min(pn_limit, widened);
      const std::uint32_t child_pn_limit = static_cast<std::uint32_t>(
          std::min<std::uint64_t>(std::uint64_t{dn_limit} - node.dn + best_pn, kInfinity - 1));
      s.play(frame.moves[best]);
      search(s, child_pn_limit, child_dn_limit);
      s.undo(frame.moves[best]);
    }
    --depth_;
    store(key, node, stats_.nodes - nodes_before + 1);
    return node;
  }

  // The table key after m: without playing m where the game computes it exactly.
  static std::uint64_t child_key(S& s, const Move& m) {
    if constexpr (HasExactKeyAfter<S>) {
      return s.tt_key_after(m);
    } else {
      s.play(m);
      const std::uint64_t key = table_key(s);
      s.undo(m);
      return key;
    }
  }

  Frame& frame_at(std::size_t depth) {
    while (frames_.size() <= depth) frames_.push_back(std::make_unique<Frame>());
    return *frames_[depth];
  }

  LimitGuard guard_;
  ZeroedMemory table_;
  std::size_t mask_ = 0;
  SolveStats stats_;
  std::vector<std::unique_ptr<Frame>> frames_;
  std::size_t depth_ = 0;
};

}  // namespace gg
