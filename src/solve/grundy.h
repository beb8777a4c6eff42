// Sprague-Grundy values of impartial games under normal play: the value of a position is the
// least non-negative integer not among its options' values (mex); 0 exactly for P-positions.
// Memoised by the game's transposition key. Uses search_moves(), which must offer one move
// per symmetry class of options (symmetric options have equal values).
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "solve/game_concept.h"
#include "solve/limits.h"
#include "solve/move_buffers.h"
#include "solve/restore_guard.h"

namespace gg {

template <GameState S>
class GrundySolver {
 public:
  explicit GrundySolver(const SolveLimits& limits) : guard_(limits) {}

  // Throws SearchAborted at a limit.
  int value(S& s) {
    const RestoreGuard<S> restored(s);
    depth_ = 0;
    return search(s);
  }
  const SolveStats& stats() {
    stats_.seconds = guard_.elapsed();
    return stats_;
  }

 private:
  int search(S& s) {
    ++stats_.nodes;
    guard_.on_node(stats_.nodes);
    const std::uint64_t key = table_key(s);
    if (const auto it = memo_.find(key); it != memo_.end()) {
      ++stats_.tt_hits;
      return it->second;
    }
    typename S::MoveBuffer& buf = buffers_.at(depth_);
    generate_search_moves(s, buf);
    ++depth_;
    std::uint64_t seen = 0;  // option values below 64 (a value is at most the option count)
    std::vector<bool> seen_large;
    for (std::size_t i = 0; i < buf.size(); ++i) {
      const auto m = buf[i];
      s.play(m);
      const int v = search(s);
      s.undo(m);
      if (v < 64) {
        seen |= std::uint64_t{1} << v;
      } else {
        if (seen_large.size() <= static_cast<std::size_t>(v)) seen_large.resize(v + 1);
        seen_large[v] = true;
      }
    }
    --depth_;
    int mex = 0;
    while (mex < 64 && ((seen >> mex) & 1)) ++mex;
    while (mex >= 64 && static_cast<std::size_t>(mex) < seen_large.size() && seen_large[mex]) ++mex;
    memo_.emplace(key, mex);
    return mex;
  }

  LimitGuard guard_;
  SolveStats stats_;
  std::unordered_map<std::uint64_t, int> memo_;
  MoveBuffers<S> buffers_;
  std::size_t depth_ = 0;
};

}  // namespace gg
