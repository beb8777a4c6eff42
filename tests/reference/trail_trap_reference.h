// A deliberately naive Trail Trap solver written straight from the rules, sharing no code with
// the engine: edges in a vector, tokens as ints, plain recursion, no memo, no symmetry, no
// static decisions. It is slow and obviously right, which is its whole job.
#pragma once

#include <utility>
#include <vector>

#include "graph/graph.h"

namespace gg::reference {

class TrailTrapReference {
 public:
  explicit TrailTrapReference(const Graph& g) {
    for (const Edge& e : g.edges()) edges_.emplace_back(e.u, e.v);
    used_.assign(edges_.size(), false);
  }

  // Plays u>v by the rules; returns false (and changes nothing) if illegal.
  bool play(int u, int v) {
    const int e = edge_between(u, v);
    if (e < 0 || used_[e]) return false;
    const int me = ply_ % 2;
    if (ply_ >= 2 && token_[me] != u) return false;
    used_[e] = true;
    token_[me] = v;
    ++ply_;
    return true;
  }

  // All legal moves u>v of the side to move.
  std::vector<std::pair<int, int>> moves() const {
    std::vector<std::pair<int, int>> out;
    const int me = ply_ % 2;
    for (std::size_t e = 0; e < edges_.size(); ++e) {
      if (used_[e]) continue;
      const auto [a, b] = edges_[e];
      if (ply_ < 2 || token_[me] == a) out.emplace_back(a, b);
      if (ply_ < 2 || token_[me] == b) out.emplace_back(b, a);
    }
    return out;
  }

  // Does the side to move win?
  bool to_move_wins() {
    for (const auto& [u, v] : moves()) {
      const Saved saved = save();
      play(u, v);
      const bool opponent_wins = to_move_wins();
      restore(saved);
      if (!opponent_wins) return true;
    }
    return false;
  }

  // The winning moves of the side to move.
  std::vector<std::pair<int, int>> winning_moves() {
    std::vector<std::pair<int, int>> out;
    for (const auto& [u, v] : moves()) {
      const Saved saved = save();
      play(u, v);
      if (!to_move_wins()) out.emplace_back(u, v);
      restore(saved);
    }
    return out;
  }

 private:
  struct Saved {
    std::vector<bool> used;
    int token[2];
    int ply;
  };
  Saved save() const { return {used_, {token_[0], token_[1]}, ply_}; }
  void restore(const Saved& s) {
    used_ = s.used;
    token_[0] = s.token[0];
    token_[1] = s.token[1];
    ply_ = s.ply;
  }
  int edge_between(int u, int v) const {
    for (std::size_t e = 0; e < edges_.size(); ++e)
      if ((edges_[e].first == u && edges_[e].second == v) ||
          (edges_[e].first == v && edges_[e].second == u))
        return static_cast<int>(e);
    return -1;
  }

  std::vector<std::pair<int, int>> edges_;
  std::vector<bool> used_;
  int token_[2] = {-1, -1};
  int ply_ = 0;
};

}  // namespace gg::reference
