// The Game of Cycles, from docs/games/cycles.md: a move directs an unmarked edge; it may not
// leave a vertex with every edge marked and all pointing out or all pointing in (vertices of
// degree 1 are exempt in the leaves-exempt variant); completing a cell's boundary walk in one
// direction wins at once, else the player who makes the last move wins. Two or three players
// move in turn.
#pragma once

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
  struct State {
    std::string arrow;  // per edge (u, v) as listed: '0' unmarked, '+' u to v, '-' v to u
    int mover;
    int cell_won_by;  // the player who completed a cell, or 0
    std::string key() const {
      return packed(arrow, "0+-") + static_cast<char>(mover) + static_cast<char>(cell_won_by);
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
  }

  const Board& board() const { return board_; }
  int players() const { return players_; }
  std::string rules() const {
    return std::string(strict_ ? "strict" : "leaves-exempt") + ", " +
           std::to_string(cells_.size()) + " cells";
  }

  State start() const { return {std::string(board_.edges.size(), '0'), 1, 0}; }
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
    for (std::size_t e = 0; e < board_.edges.size(); ++e) {
      const auto [u, v] = board_.edges[e];
      if (u != x && v != x) continue;
      if (s.arrow[e] == '0') return false;
      const bool leaves_x = (s.arrow[e] == '+') == (u == x);
      (leaves_x ? out : in) += 1;
    }
    return out == 0 || in == 0;
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
  std::vector<std::vector<int>> walks_;  // the cells' vertex walks
};

}  // namespace gg_check
