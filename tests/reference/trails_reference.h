// A plain Trails solver from the rules, sharing no code with the engine: the board as a
// string of '.', '/', '\\'; after each placement every node reachable from the new token's
// ends along tokens is flooded and its sides collected; memoised on the board string.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace gg::reference {

class TrailsReference {
 public:
  explicit TrailsReference(int n) : n_(n), board_(static_cast<std::size_t>(n * n), '.') {}

  // Cell index = row * n + column, rows from the bottom. Returns whether it completed a trail.
  bool place(int cell) {
    board_[static_cast<std::size_t>(cell)] = uphill_to_move() ? '/' : '\\';
    ++placed_;
    const auto [a, b] = ends(cell);
    over_ = joins_opposite(a) || joins_opposite(b);
    return over_;
  }
  void unplace(int cell) {
    board_[static_cast<std::size_t>(cell)] = '.';
    --placed_;
    over_ = false;
  }
  // Sets every cell at once ('.', '/' or '\\'), e.g. a full board.
  void set_board(std::string cells) {
    board_ = std::move(cells);
    placed_ = 0;
    for (char c : board_) placed_ += c != '.';
  }
  bool uphill_to_move() const { return placed_ % 2 == 0; }
  const std::string& board() const { return board_; }

  // Whether the player to move wins with perfect play (the game must not be over).
  bool to_move_wins() {
    const auto it = memo_.find(board_);
    if (it != memo_.end()) return it->second;
    bool win = false;
    for (int c = 0; c < n_ * n_ && !win; ++c) {
      if (board_[static_cast<std::size_t>(c)] != '.') continue;
      win = place(c) || !to_move_wins();
      unplace(c);
    }
    memo_[board_] = win;
    return win;
  }

  // Whether a full or partial board has a one-colour trail joining opposite sides.
  bool has_trail() const {
    for (int v = 0; v < (n_ + 1) * (n_ + 1); ++v)
      if (joins_opposite(v)) return true;
    return false;
  }

 private:
  int node(int x, int y) const { return y * (n_ + 1) + x; }
  std::pair<int, int> ends(int cell) const {
    const int c = cell % n_, r = cell / n_;
    if (board_[static_cast<std::size_t>(cell)] == '/') return {node(c, r), node(c + 1, r + 1)};
    return {node(c, r + 1), node(c + 1, r)};
  }
  // Flood from node v along tokens; true if the component touches two opposite sides.
  bool joins_opposite(int v) const {
    std::vector<char> seen(static_cast<std::size_t>((n_ + 1) * (n_ + 1)), 0);
    std::vector<int> stack{v};
    seen[static_cast<std::size_t>(v)] = 1;
    bool left = false, right = false, bottom = false, top = false;
    while (!stack.empty()) {
      const int u = stack.back();
      stack.pop_back();
      const int x = u % (n_ + 1), y = u / (n_ + 1);
      left |= x == 0;
      right |= x == n_;
      bottom |= y == 0;
      top |= y == n_;
      // The four cells around node u and their tokens touching u.
      for (int dc = -1; dc <= 0; ++dc)
        for (int dr = -1; dr <= 0; ++dr) {
          const int c = x + dc, r = y + dr;
          if (c < 0 || r < 0 || c >= n_ || r >= n_) continue;
          const int cell = r * n_ + c;
          if (board_[static_cast<std::size_t>(cell)] == '.') continue;
          const auto [a, b] = ends(cell);
          const int other = a == u ? b : b == u ? a : -1;
          if (other >= 0 && !seen[static_cast<std::size_t>(other)]) {
            seen[static_cast<std::size_t>(other)] = 1;
            stack.push_back(other);
          }
        }
    }
    return (left && right) || (bottom && top);
  }

  int n_;
  std::string board_;
  int placed_ = 0;
  bool over_ = false;
  std::map<std::string, bool> memo_;
};

}  // namespace gg::reference
