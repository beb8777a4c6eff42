// The edge-distinguishing chromatic number of a board (docs/games/edge.md): the least k with
// a vertex k-colouring whose edges' colour pairs {c(u), c(v)} (a loop's {c(v), c(v)}) are
// pairwise distinct. An EDGe certificate states k; the checker says whether k is EDCN.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "board.h"

namespace gg_check {

// EDCN, by colouring the vertices in order with colours 1..k for k = 1, 2, ... (fewer pairs
// than edges skip k at once); 0 when a search takes more than `budget` steps.
inline int edcn(const Board& b, std::uint64_t budget = 2'000'000) {
  std::uint64_t steps = 0;
  for (int k = 1; k <= 64; ++k) {
    if (k * (k + 1) / 2 < static_cast<int>(b.edges.size())) continue;
    std::vector<int> colour(static_cast<std::size_t>(b.vertices), 0), pairs;
    std::vector<bool> used(static_cast<std::size_t>(k * k), false);
    // Colours vertex v and on; an edge's pair is taken when its later end is coloured.
    const auto search = [&](auto&& self, int v) -> bool {
      if (v == b.vertices) return true;
      for (int c = 1; c <= k && ++steps <= budget; ++c) {
        const std::size_t mark = pairs.size();
        bool fits = true;
        for (const int w : b.neighbours[v]) {
          if (w > v || !fits) continue;
          const int other = w == v ? c : colour[w];
          const int pair = (std::min(c, other) - 1) * k + std::max(c, other) - 1;
          fits = !used[pair];
          if (fits) used[pair] = true, pairs.push_back(pair);
        }
        colour[v] = c;
        if (fits && self(self, v + 1)) return true;
        for (; pairs.size() > mark; pairs.pop_back()) used[pairs.back()] = false;
      }
      return false;
    };
    if (search(search, 0)) return k;
    if (steps > budget) return 0;
  }
  return 0;
}

}  // namespace gg_check
