// Trails, Phil Leduc's connection game, from docs/games/trails.md: player 1 places uphill
// tokens '/', player 2 downhill tokens '\', one per cell of an n x n board; the player whose
// token completes a chain of tokens joining two opposite sides wins; a full board without one
// is a draw.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "header.h"
#include "walk.h"

namespace gg_check {

class TrailsRules {
 public:
  struct State {
    std::string cells;  // column by column from a1: '.', '/' or '\'
    int mover;
    int won_by;
    std::string key() const {
      return packed(cells, "./\\") + static_cast<char>(mover) + static_cast<char>(won_by);
    }
  };

  // Header: size n (2..9).
  explicit TrailsRules(const Header& header) {
    const std::string& size = header.field("size");
    if (size.size() != 1 || size[0] < '2' || size[0] > '9') throw Refused("size must be 2..9");
    n_ = size[0] - '0';
  }

  std::string board_words() const {
    return std::to_string(n_) + "x" + std::to_string(n_) + " board";
  }

  State start() const { return {std::string(n_ * n_, '.'), 1, 0}; }
  int to_move(const State& s) const { return s.mover; }
  int decided(const State& s) const {
    if (s.won_by) return s.won_by;
    return s.cells.find('.') == std::string::npos ? kDraw : 0;  // full, no trail: a draw
  }

  // A map is a permutation of the cells (column * n + row): one of the four maps of the square
  // that keep every token's direction (the half turn and the reflections in the diagonals).
  std::optional<State> image(const State& s, const std::vector<int>& map) const {
    const int last = n_ - 1;
    for (int kind = 0; kind < 4; ++kind) {
      bool matches = static_cast<int>(map.size()) == n_ * n_;
      for (int col = 0; matches && col < n_; ++col) {
        for (int row = 0; matches && row < n_; ++row) {
          const int to[4][2] = {
              {col, row}, {last - col, last - row}, {row, col}, {last - row, last - col}};
          matches = map[col * n_ + row] == to[kind][0] * n_ + to[kind][1];
        }
      }
      if (!matches) continue;
      State out = s;
      for (int cell = 0; cell < n_ * n_; ++cell) out.cells[map[cell]] = s.cells[cell];
      return out;
    }
    return std::nullopt;
  }

  std::vector<std::pair<std::string, State>> children(const State& s) const {
    std::vector<std::pair<std::string, State>> out;
    for (int col = 0; col < n_; ++col) {
      for (int row = 0; row < n_; ++row) {
        if (s.cells[col * n_ + row] != '.') continue;
        State next = s;
        next.cells[col * n_ + row] = s.mover == 1 ? '/' : '\\';
        next.mover = 3 - s.mover;
        if (has_trail(next)) next.won_by = s.mover;
        out.emplace_back(std::string(1, next.cells[col * n_ + row]) + static_cast<char>('a' + col) +
                             std::to_string(row + 1),
                         next);
      }
    }
    return out;
  }

 private:
  // Whether the tokens join the left and right sides, or the bottom and top, through shared
  // corner nodes (x, y), 0 <= x, y <= n. Tokens sharing a node have its colour, so every
  // chain has one colour.
  bool has_trail(const State& s) const {
    const int side = n_ + 1;
    // The nodes a node's tokens lead to: the four cells around node (x, y), each joining it to
    // its far corner when the token there runs through (x, y).
    const auto token = [&](int col, int row) {
      return col < 0 || row < 0 || col >= n_ || row >= n_ ? '.' : s.cells[col * n_ + row];
    };
    std::array<bool, 100> seen{};  // (n + 1)^2 <= 100 nodes
    std::array<int, 100> todo{};
    for (int start = 0; start < side * side; ++start) {
      if (seen[start]) continue;
      bool left = false, right = false, bottom = false, top = false;
      int waiting = 0;
      todo[waiting++] = start;
      seen[start] = true;
      while (waiting > 0) {
        const int node = todo[--waiting];
        const int x = node / side, y = node % side;
        left = left || x == 0;
        right = right || x == n_;
        bottom = bottom || y == 0;
        top = top || y == n_;
        const std::pair<int, int> ends[4] = {{token(x, y) == '/' ? x + 1 : -1, y + 1},
                                             {token(x - 1, y - 1) == '/' ? x - 1 : -1, y - 1},
                                             {token(x - 1, y) == '\\' ? x - 1 : -1, y + 1},
                                             {token(x, y - 1) == '\\' ? x + 1 : -1, y - 1}};
        for (const auto& [nx, ny] : ends) {
          if (nx < 0 || seen[nx * side + ny]) continue;
          seen[nx * side + ny] = true;
          todo[waiting++] = nx * side + ny;
        }
      }
      if ((left && right) || (bottom && top))
        return true;  // (a lone node touches no opposite sides)
    }
    return false;
  }

  int n_ = 0;
};

}  // namespace gg_check
