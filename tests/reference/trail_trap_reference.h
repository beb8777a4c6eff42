// A deliberately naive Trail Trap solver written straight from the rules, sharing no code with
// the engine: edges in a vector, tokens as ints, plain recursion, no memo, no symmetry, no
// static decisions. It is slow and obviously right, which is its whole job. It plays the
// variants too: a move (-1, v) only places a token on v.
#pragma once

#include <algorithm>
#include <utility>
#include <vector>

#include "graph/graph.h"

namespace gg::reference {

// How the tokens come onto the board.
struct TrailTrapRules {
  int placing_turns = 0;            // the first turns (0, 1 or 2) that only place a token
  bool distinct_placement = false;  // P2 may not start on P1's vertex
  int start1 = -1;                  // both >= 0: the tokens start there, P1 to move
  int start2 = -1;
};

class TrailTrapReference {
 public:
  explicit TrailTrapReference(const Graph& g, TrailTrapRules rules = {})
      : rules_(rules), order_(g.order()) {
    for (const Edge& e : g.edges()) edges_.emplace_back(e.u, e.v);
    used_.assign(edges_.size(), false);
    if (rules.start1 >= 0) {
      token_[0] = rules.start1;
      token_[1] = rules.start2;
      turn_ = 2;
    }
  }

  // Plays u>v (or places on v when u is -1) by the rules; returns false (and changes nothing)
  // if illegal.
  bool play(int u, int v) {
    const auto legal = moves();
    if (std::find(legal.begin(), legal.end(), std::make_pair(u, v)) == legal.end()) return false;
    if (u >= 0) used_[edge_between(u, v)] = true;
    token_[turn_ % 2] = v;
    ++turn_;
    return true;
  }

  // All legal moves of the side to move.
  std::vector<std::pair<int, int>> moves() const {
    std::vector<std::pair<int, int>> out;
    const int me = turn_ % 2;
    // On P2's first turn, the vertex P2 may not start from.
    const int barred = turn_ == 1 && rules_.distinct_placement ? token_[0] : -2;
    if (turn_ < rules_.placing_turns) {
      for (int v = 0; v < order_; ++v)
        if (v != barred) out.emplace_back(-1, v);
      return out;
    }
    for (std::size_t e = 0; e < edges_.size(); ++e) {
      if (used_[e]) continue;
      const auto [a, b] = edges_[e];
      if (turn_ < 2 ? a != barred : token_[me] == a) out.emplace_back(a, b);
      if (turn_ < 2 ? b != barred : token_[me] == b) out.emplace_back(b, a);
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
    int turn;
  };
  Saved save() const { return {used_, {token_[0], token_[1]}, turn_}; }
  void restore(const Saved& s) {
    used_ = s.used;
    token_[0] = s.token[0];
    token_[1] = s.token[1];
    turn_ = s.turn;
  }
  int edge_between(int u, int v) const {
    for (std::size_t e = 0; e < edges_.size(); ++e)
      if ((edges_[e].first == u && edges_[e].second == v) ||
          (edges_[e].first == v && edges_[e].second == u))
        return static_cast<int>(e);
    return -1;
  }

  TrailTrapRules rules_;
  int order_ = 0;
  std::vector<std::pair<int, int>> edges_;
  std::vector<bool> used_;
  int token_[2] = {-1, -1};
  int turn_ = 0;
};

}  // namespace gg::reference
