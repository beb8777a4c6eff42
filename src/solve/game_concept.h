// The contract every game state meets so the generic solvers can search it.
//
// A state is a concrete value type: play() and undo() are exact inverses (undo restores the
// state and its hash bit for bit), winner() is engaged exactly when the game is over, and
// hash() is an incremental Zobrist key. Optional hooks, detected at compile time:
//   * search_moves(buf): the moves the solvers should try, in a good order: at least one move
//     from every class of moves equivalent under the position's symmetries (so negamax finds a
//     winning move whenever one exists, and Grundy values see every option value). A partizan
//     game may leave out moves proven to lose (at once, or to a forced sequence), keeping at
//     least one move. Defaults to legal_moves(buf). It may return the number of leading moves
//     that force the opponent's reply (threats): the history heuristic keeps them in front and
//     reorders only the moves after them.
//   * static_winner(): the winner under perfect play when it can be decided without search
//     (e.g. the players can no longer interact), or nullopt.
//   search_moves and static_winner are called on the solver's own (mutable) state: a game may
//   look ahead by playing and undoing moves, and may keep what it learns about this position
//   for the next hook (Trails: the threats each move makes, counted by static_winner, read by
//   search_moves and by the children's static_winner). The state must come back exactly as
//   it was; the solvers check that with RestoreGuard.
//   * history_slot(m) with a constant kHistorySlots: a number in [0, kHistorySlots) naming the
//     move for the history heuristic (moves that won somewhere before are tried first), or -1
//     where the position should keep the game's own order.
//   * tt_key(): the key for the transposition table when it differs from hash(), e.g. a
//     canonical key under symmetry. Defaults to hash().
//   * tt_key_after(m): the tt_key() the position after move m most likely has, computed
//     without playing m. Only a hint: the search prefetches those table entries while it
//     works on the first child, so a wrong guess costs a little memory traffic, nothing more.
//     With kKeyAfterIsExact = true it is exact (the key play(m) would give), and negamax also
//     uses it for enhanced transposition cut-offs: a child stored as a loss for its mover
//     decides the node before any child is searched.
//   * proof_number_hint(): df-pn's first proof and disproof numbers for a position that
//     static_winner has just left undecided (the game may read what static_winner recorded),
//     instead of 1 and 1: e.g. the disproof number as the number of moves the side to move
//     has, since every one of them must be refuted. Only a guide for the search's order: any
//     positive numbers give the same answer.
//   * kTableIsMemoryBound = true: the game's tables are far larger than the caches, so every
//     probe waits for memory. Negamax then decides a node statically and builds its move
//     list before probing (hiding the wait for the bucket), and does not store static
//     decisions; the other games probe first (their tables stay cached).
//   * shared_key(): a key naming the position's value independently of the board (and of
//     everything else the state holds), or 0 where there is none. Positions with such a key
//     go to one table that every thread of the process uses across solves (negamax's shared
//     table, solve/shared_table.h), so a census solves each recurring endgame once instead
//     of once per board. Games offer it only when asked to (e.g. by the census): within one
//     board it can cost more than it saves. Needs kTableIsMemoryBound.
#pragma once

#include <concepts>
#include <cstdint>
#include <optional>

#include "core/player.h"

namespace gg {

template <class S>
concept GameState = requires(S s, const S cs, typename S::Move m, typename S::MoveBuffer& buf) {
  requires std::is_trivially_copyable_v<typename S::Move>;
  requires sizeof(typename S::Move) <= 4;
  { cs.side_to_move() } -> std::same_as<Player>;
  cs.legal_moves(buf);
  s.play(m);
  s.undo(m);
  { cs.winner() } -> std::same_as<std::optional<Player>>;
  { cs.hash() } -> std::same_as<std::uint64_t>;
  { buf.size() } -> std::convertible_to<std::size_t>;
};

template <class S>
concept HasSearchMoves = requires(S s, typename S::MoveBuffer& buf) {
  s.search_moves(buf);
};

template <class S>
concept HasStaticWinner = requires(S s) {
  { s.static_winner() } -> std::same_as<std::optional<Player>>;
};

template <class S>
concept HasHistory = requires(const S cs, typename S::Move m) {
  { S::kHistorySlots } -> std::convertible_to<int>;
  { cs.history_slot(m) } -> std::convertible_to<int>;
};

// Whether a move is legal in the position, without listing the moves (the check move text
// is read with); it agrees with legal_moves() wherever the game is not over.
template <class S>
concept HasIsLegal = requires(const S cs, typename S::Move m) {
  { cs.is_legal(m) } -> std::same_as<bool>;
};

template <class S>
concept HasTtKey = requires(const S cs) {
  { cs.tt_key() } -> std::same_as<std::uint64_t>;
};

template <class S>
concept HasTtKeyAfter = requires(const S cs, typename S::Move m) {
  { cs.tt_key_after(m) } -> std::same_as<std::uint64_t>;
};

template <class S>
concept HasExactKeyAfter = HasTtKeyAfter<S> && S::kKeyAfterIsExact;

// df-pn's estimate of the work to prove (pn) and to disprove (dn) "the side to move wins".
struct ProofNumbers {
  std::uint32_t pn = 1;
  std::uint32_t dn = 1;
};

template <class S>
concept HasProofNumberHint = requires(const S cs) {
  { cs.proof_number_hint() } -> std::same_as<ProofNumbers>;
};

template <class S>
concept TableIsMemoryBound = S::kTableIsMemoryBound;

template <class S>
concept HasSharedKey = requires(const S cs) {
  { cs.shared_key() } -> std::same_as<std::uint64_t>;
};

// Fills `buf` with the moves to search; returns how many leading moves are forcing (0 when
// the game does not say).
template <GameState S>
std::size_t generate_search_moves(S& s, typename S::MoveBuffer& buf) {
  if constexpr (!HasSearchMoves<S>) {
    s.legal_moves(buf);
  } else if constexpr (std::convertible_to<decltype(s.search_moves(buf)), std::size_t>) {
    return s.search_moves(buf);
  } else {
    s.search_moves(buf);
  }
  return 0;
}

template <GameState S>
std::uint64_t table_key(const S& s) {
  if constexpr (HasTtKey<S>) {
    return s.tt_key();
  } else {
    return s.hash();
  }
}

}  // namespace gg
