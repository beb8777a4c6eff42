// The Game of Cycles, from docs/games/cycles.md: a move directs an unmarked edge; it may not
// leave a vertex with every edge marked and all pointing out or all pointing in (vertices of
// degree 1 are exempt in the leaves-exempt variant); completing a cell's boundary walk in one
// direction wins at once, else the player who makes the last move wins. Two or three players
// move in turn.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "board.h"
#include "header.h"
#include "walk.h"

namespace gg_check {

class CyclesRules {
 public:
  // A position. Its key is the whole position, except on a cycle graph, where it is the
  // position's gaps (below): positions with the same gaps have the same future.
  struct State {
    std::string arrow;  // per edge (u, v) as listed: '0' unmarked, '+' u to v, '-' v to u
    int mover;
    int cell_won_by;  // the player who completed a cell, or 0
    const CyclesRules* rules = nullptr;
    std::string key() const {
      if (rules->cycle_.empty())
        return packed(arrow, "0+-") + static_cast<char>(mover) + static_cast<char>(cell_won_by);
      return rules->gaps(*this);
    }
  };

  // Header: variant (leaves-exempt or strict), players (2), vertices, edges, cells as vertex
  // walks "0 1 2; 2 3 4" (closed: the last vertex steps back to the first).
  explicit CyclesRules(const Header& header) : board_(read_board(header, false)) {
    const std::string& variant = header.field("variant");
    if (variant != "leaves-exempt" && variant != "strict")
      throw Refused("unknown Game of Cycles variant '" + variant + "'");
    strict_ = variant == "strict";
    const std::string& players = header.field("players");
    if (players != "2" && players != "3") throw Refused("players must be 2 or 3");
    players_ = players[0] - '0';
    const std::string& text = header.field("cells");
    std::size_t start = 0;
    while (start < text.size()) {
      const auto end = std::min(text.find(';', start), text.size());
      std::string walk_text = text.substr(start, end - start);
      start = end + 1;
      while (!walk_text.empty() && walk_text.front() == ' ') walk_text.erase(0, 1);
      while (!walk_text.empty() && walk_text.back() == ' ') walk_text.pop_back();
      const std::vector<int> walk = numbers(walk_text, ' ');
      std::vector<int> steps;  // edge index of each step, + for u to v, as 2e or 2e+1
      for (std::size_t i = 0; i < walk.size(); ++i) {
        const int a = walk[i], b = walk[(i + 1) % walk.size()];
        const int e = a < board_.vertices && b < board_.vertices ? board_.edge_index(a, b) : -1;
        if (e < 0) throw Refused("cell '" + walk_text + "' steps along a non-edge");
        steps.push_back(2 * e + (board_.edges[e].first == a ? 0 : 1));
      }
      cells_.push_back(steps);
      walks_.push_back(walk);
    }
    find_cycle();
  }

  const Board& board() const { return board_; }
  int players() const { return players_; }
  // Each cell as darts: 2e walks edge e from its first listed end, 2e + 1 back.
  const std::vector<std::vector<int>>& cell_darts() const { return cells_; }
  std::string rules() const {
    return std::string(strict_ ? "strict" : "leaves-exempt") + ", " +
           std::to_string(cells_.size()) + " cells";
  }

  State start() const { return {std::string(board_.edges.size(), '0'), 1, 0, this}; }
  int to_move(const State& s) const { return s.mover; }
  int decided(const State& s) const { return s.cell_won_by; }

  // A map is a permutation of the vertices that also takes every cell's walk to a cell's
  // walk (read from any start, either way round); arrows go with their edges.
  std::optional<State> image(const State& s, const std::vector<int>& map) const {
    if (!is_automorphism(board_, map)) return std::nullopt;
    for (const std::vector<int>& walk : walks_) {
      std::vector<int> mapped;
      for (const int v : walk) mapped.push_back(map[v]);
      bool found = false;
      for (const std::vector<int>& other : walks_) found = found || same_closed_walk(mapped, other);
      if (!found) return std::nullopt;
    }
    State out = s;
    out.arrow.assign(s.arrow.size(), '0');
    for (std::size_t e = 0; e < board_.edges.size(); ++e) {
      if (s.arrow[e] == '0') continue;
      const auto [u, v] = board_.edges[e];
      const int from = map[s.arrow[e] == '+' ? u : v], to = map[s.arrow[e] == '+' ? v : u];
      const int image = board_.edge_index(from, to);
      out.arrow[image] = board_.edges[image].first == from ? '+' : '-';
    }
    return out;
  }

  std::vector<std::pair<std::string, State>> children(const State& s) const {
    std::vector<std::pair<std::string, State>> out;
    for (std::size_t e = 0; e < board_.edges.size(); ++e) {
      if (s.arrow[e] != '0') continue;
      for (const char dir : {'+', '-'}) {
        State next = s;
        next.arrow[e] = dir;
        const auto [u, v] = board_.edges[e];
        if (source_or_sink(next, u) || source_or_sink(next, v)) continue;
        next.mover = s.mover % players_ + 1;  // players move in turn: 1, 2(, 3), 1, ...
        if (completes_cell(next, static_cast<int>(e))) next.cell_won_by = s.mover;
        const int from = dir == '+' ? u : v, to = dir == '+' ? v : u;
        out.emplace_back(std::to_string(from) + ">" + std::to_string(to), next);
      }
    }
    return out;
  }

 private:
  static bool same_closed_walk(const std::vector<int>& a, const std::vector<int>& b) {
    const std::size_t n = a.size();
    if (b.size() != n) return false;
    for (std::size_t shift = 0; shift < n; ++shift) {
      bool forward = true, backward = true;
      for (std::size_t i = 0; i < n; ++i) {
        forward = forward && a[i] == b[(shift + i) % n];
        backward = backward && a[i] == b[(shift + n - i) % n];
      }
      if (forward || backward) return true;
    }
    return n == 0;
  }

  bool source_or_sink(const State& s, int x) const {
    if (board_.degree(x) < (strict_ ? 1 : 2)) return false;
    int out = 0, in = 0;
    for (const int y : board_.neighbours[x]) {
      const int e = board_.edge_index(x, y);
      if (s.arrow[e] == '0') return false;
      const bool leaves_x = (s.arrow[e] == '+') == (board_.edges[e].first == x);
      (leaves_x ? out : in) += 1;
    }
    return out == 0 || in == 0;
  }

  // Whether the board is one cycle through all its vertices (at least 3); if so, its edges
  // in order around it, each with the direction that goes round ('+' or '-').
  void find_cycle() {
    const int n = board_.vertices;
    if (n < 3 || static_cast<int>(board_.edges.size()) != n) return;
    for (int v = 0; v < n; ++v)
      if (board_.degree(v) != 2 || board_.neighbours[v][0] == v) return;
    int previous = 0, at = board_.neighbours[0][0];
    std::vector<std::pair<int, char>> cycle{{board_.edge_index(0, at), '+'}};
    while (at != 0) {
      const int next = board_.neighbours[at][0] == previous ? board_.neighbours[at][1]
                                                            : board_.neighbours[at][0];
      cycle.emplace_back(board_.edge_index(at, next), '+');
      previous = at;
      at = next;
    }
    if (static_cast<int>(cycle.size()) != n) return;  // not connected
    at = 0;
    for (auto& [e, round] : cycle) {
      round = board_.edges[e].first == at ? '+' : '-';
      at = board_.edges[e].first == at ? board_.edges[e].second : board_.edges[e].first;
    }
    cycle_ = std::move(cycle);
  }

  // The key of a position on a cycle graph: the mover, the player who completed the cycle (if
  // any), and the multiset of its live gaps. A gap is a maximal run of unmarked edges; it is
  // typed by whether the marked edges on its two sides point the same way round (one marked
  // edge bounds a gap on both sides, which agree). A gap of one edge whose sides disagree is
  // dead (either direction makes a source or a sink) and left out. docs/certificates.md,
  // "Game of Cycles on a cycle graph", proves that positions with one key have one future.
  std::string gaps(const State& s) const {
    const int n = static_cast<int>(cycle_.size());
    std::string key = std::to_string(s.mover) + std::to_string(s.cell_won_by) + ":";
    int first_marked = -1;
    for (int i = 0; i < n && first_marked < 0; ++i)
      if (s.arrow[cycle_[i].first] != '0') first_marked = i;
    if (first_marked < 0) return key + "untouched";
    const auto round = [&](int i) {  // whether edge i of the cycle points the way round
      const auto& [e, way] = cycle_[i % n];
      return s.arrow[e] == way;
    };
    std::vector<int> codes;  // 2 * length + (1 when the sides disagree)
    int length = 0;
    for (int i = first_marked + 1; i <= first_marked + n; ++i) {
      if (s.arrow[cycle_[i % n].first] == '0') {
        ++length;
        continue;
      }
      const bool disagree = round(i) != round(i - length - 1);
      if (length > 0 && !(length == 1 && disagree)) codes.push_back(2 * length + disagree);
      length = 0;
    }
    std::sort(codes.begin(), codes.end());
    for (const int c : codes) key += std::to_string(c) + ",";
    return key;
  }

  bool completes_cell(const State& s, int edge) const {
    for (const std::vector<int>& steps : cells_) {
      bool through = false, forward = true, backward = true;
      for (const int step : steps) {
        through = through || step / 2 == edge;
        const char a = s.arrow[step / 2];
        const char along = step % 2 == 0 ? '+' : '-';
        const char against = step % 2 == 0 ? '-' : '+';
        forward = forward && a == along;
        backward = backward && a == against;
      }
      if (through && (forward || backward)) return true;
    }
    return false;
  }

  Board board_;
  bool strict_ = false;
  int players_ = 2;
  std::vector<std::vector<int>> cells_;
  std::vector<std::vector<int>> walks_;      // the cells' vertex walks
  std::vector<std::pair<int, char>> cycle_;  // a cycle graph's edges in order round, or empty
};

}  // namespace gg_check
