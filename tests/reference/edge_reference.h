// A plain EDGe solver and EDCN brute force written from the definitions, sharing no code with
// the engine: legality re-checks every edge, the game is memoised on the full colouring only.
#pragma once

#include <map>
#include <set>
#include <vector>

#include "graph/graph.h"

namespace gg::reference {

// Is the partial colouring (0 = uncoloured) edge-distinguishing on fully coloured edges?
inline bool distinguishing(const Graph& g, const std::vector<int>& colour) {
  std::set<std::pair<int, int>> seen;
  for (const Edge& e : g.edges()) {
    const int a = colour[e.u];
    const int b = colour[e.v];
    if (a == 0 || b == 0) continue;
    if (!seen.insert({std::min(a, b), std::max(a, b)}).second) return false;
  }
  return true;
}

// Least k admitting an edge-distinguishing colouring, by trying colourings vertex by vertex
// (pruned only when a partial colouring already repeats a pair).
inline int edcn_brute_force(const Graph& g) {
  const int n = g.order();
  for (int k = 1;; ++k) {
    std::vector<int> colour(n, 0);
    bool found = false;
    auto extend = [&](auto&& self, int v) -> void {
      if (found) return;
      if (v == n) {
        found = true;
        return;
      }
      for (int c = 1; c <= k && !found; ++c) {
        colour[v] = c;
        if (distinguishing(g, colour)) self(self, v + 1);
        colour[v] = 0;
      }
    };
    extend(extend, 0);
    if (found || n == 0) return n == 0 ? 0 : k;
  }
}

class EdgeReference {
 public:
  EdgeReference(const Graph& g, int k) : g_(g), k_(k), colour_(g.order(), 0) {}

  bool play(int v, int c) {
    if (colour_[v] != 0 || c < 1 || c > k_) return false;
    colour_[v] = c;
    if (!distinguishing(g_, colour_)) {
      colour_[v] = 0;
      return false;
    }
    return true;
  }

  std::vector<std::pair<int, int>> moves() {
    std::vector<std::pair<int, int>> out;
    for (int v = 0; v < g_.order(); ++v)
      for (int c = 1; c <= k_; ++c)
        if (play(v, c)) {
          colour_[v] = 0;
          out.emplace_back(v, c);
        }
    return out;
  }

  bool to_move_wins() {
    const auto it = memo_.find(colour_);
    if (it != memo_.end()) return it->second;
    bool win = false;
    for (auto [v, c] : moves()) {
      colour_[v] = c;
      const bool opponent = to_move_wins();
      colour_[v] = 0;
      if (!opponent) {
        win = true;
        break;
      }
    }
    memo_[colour_] = win;
    return win;
  }

  // The Sprague-Grundy value: the least value no move reaches.
  int grundy() {
    const auto it = grundy_memo_.find(colour_);
    if (it != grundy_memo_.end()) return it->second;
    std::set<int> reached;
    for (auto [v, c] : moves()) {
      colour_[v] = c;
      reached.insert(grundy());
      colour_[v] = 0;
    }
    int value = 0;
    while (reached.count(value) != 0) ++value;
    grundy_memo_[colour_] = value;
    return value;
  }

  void uncolour(int v) { colour_[v] = 0; }

  std::set<std::pair<int, int>> winning_moves() {
    std::set<std::pair<int, int>> out;
    for (auto [v, c] : moves()) {
      colour_[v] = c;
      if (!to_move_wins()) out.insert({v, c});
      colour_[v] = 0;
    }
    return out;
  }

 private:
  const Graph& g_;
  int k_;
  std::vector<int> colour_;
  std::map<std::vector<int>, bool> memo_;
  std::map<std::vector<int>, int> grundy_memo_;
};

}  // namespace gg::reference
