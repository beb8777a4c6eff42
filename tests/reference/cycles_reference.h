// A plain Game of Cycles solver from the rules, sharing no code with the engine: arrows in a
// vector, source/sink and cell checks recomputed from scratch, memoised on the arrows only.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "graph/graph.h"

namespace gg::reference {

class CyclesReference {
 public:
  CyclesReference(const Graph& g, std::vector<std::vector<int>> cells, bool strict)
      : g_(g), cells_(std::move(cells)), strict_(strict), arrow_(g.size(), 0) {}

  // Directs u->v if legal and the game is not over.
  bool play(int u, int v) {
    if (over_ || !legal(u, v)) return false;
    set(u, v);
    over_ = completes_a_cell();
    return true;
  }

  std::vector<std::pair<int, int>> moves() const {
    std::vector<std::pair<int, int>> out;
    if (over_) return out;
    for (const Edge& e : g_.edges()) {
      if (legal(e.u, e.v)) out.emplace_back(e.u, e.v);
      if (legal(e.v, e.u)) out.emplace_back(e.v, e.u);
    }
    return out;
  }

  bool to_move_wins() {
    if (over_) return false;
    const auto it = memo_.find(arrow_);
    if (it != memo_.end()) return it->second;
    bool win = false;
    for (auto [u, v] : moves()) {
      const auto saved = arrow_;
      set(u, v);
      const bool ends = completes_a_cell();
      bool opponent_wins = false;
      if (!ends) opponent_wins = to_move_wins();
      arrow_ = saved;
      if (ends || !opponent_wins) {
        win = true;
        break;
      }
    }
    memo_[arrow_] = win;
    return win;
  }

  // Several players moving in turn: whether the player `seat` places after the mover (0: the
  // mover) can force a win against all the others together. The game ends with a completed
  // cell (its maker wins) or with no move (the last mover wins).
  bool can_force(int seat, int players) {
    const auto legal_moves = moves();
    if (over_ || legal_moves.empty()) return seat == players - 1;
    const auto key = std::make_pair(arrow_, seat);
    const auto it = several_memo_.find(key);
    if (it != several_memo_.end()) return it->second;
    bool result = seat != 0;
    for (auto [u, v] : legal_moves) {
      const auto saved = arrow_;
      set(u, v);
      const bool wins =
          completes_a_cell() ? seat == 0 : can_force((seat + players - 1) % players, players);
      arrow_ = saved;
      if (seat == 0 && wins) result = true;
      if (seat != 0 && !wins) result = false;
    }
    several_memo_[key] = result;
    return result;
  }

  std::set<std::string> winning_moves() {
    std::set<std::string> out;
    for (auto [u, v] : moves()) {
      const auto saved = arrow_;
      set(u, v);
      const bool wins = completes_a_cell() || !to_move_wins();
      arrow_ = saved;
      if (wins) out.insert(std::to_string(u) + ">" + std::to_string(v));
    }
    return out;
  }

 private:
  // arrow_[e]: 0 unmarked, else the head vertex + 1.
  void set(int u, int v) { arrow_[g_.edge_id(u, v)] = v + 1; }

  bool legal(int u, int v) const {
    const int e = g_.edge_id(u, v);
    if (e < 0 || arrow_[e] != 0) return false;
    std::vector<int> after = arrow_;
    after[e] = v + 1;
    for (int x : {u, v}) {
      if (g_.degree(x) < (strict_ ? 1 : 2)) continue;
      int marked = 0, in = 0;
      for (int w : bits_of(g_.neighbours(x))) {
        const int a = after[g_.edge_id(x, w)];
        if (a == 0) continue;
        ++marked;
        in += a == x + 1;
      }
      if (marked == g_.degree(x) && (in == 0 || in == marked)) return false;
    }
    return true;
  }

  bool completes_a_cell() const {
    for (const auto& cell : cells_) {
      bool forward = true, backward = true;
      for (std::size_t i = 0; i < cell.size(); ++i) {
        const int a = cell[i], b = cell[(i + 1) % cell.size()];
        const int head = arrow_[g_.edge_id(a, b)];
        forward = forward && head == b + 1;
        backward = backward && head == a + 1;
      }
      if (forward || backward) return true;
    }
    return false;
  }

  const Graph& g_;
  std::vector<std::vector<int>> cells_;
  bool strict_;
  std::vector<int> arrow_;
  bool over_ = false;
  std::map<std::pair<std::vector<int>, int>, bool> several_memo_;
  std::map<std::vector<int>, bool> memo_;
};

}  // namespace gg::reference
