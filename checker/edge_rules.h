// EDGe, the edge-distinguishing colouring game, from docs/games/edge.md: a move colours an
// uncoloured vertex with one of k colours so that no two edges with both ends coloured carry
// the same pair of colours (a loop at v carries {c(v), c(v)}); the player without a move loses.
#pragma once

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "board.h"
#include "header.h"

namespace gg_check {

class EdgeRules {
 public:
  struct State {
    std::vector<int> colour;  // 0: not yet coloured
    int mover;
    std::string key() const {
      std::string k(colour.begin(), colour.end());
      return k + static_cast<char>(mover);
    }
  };

  // Header: vertices, edges (loops allowed), colors.
  explicit EdgeRules(const Header& header) : board_(read_board(header, true)) {
    const std::vector<int> k = numbers(header.field("colors"), ',');
    if (k.size() != 1 || k[0] < 1 || k[0] > 64) throw Refused("colors must be a number 1..64");
    colours_ = k[0];
  }

  const Board& board() const { return board_; }
  std::string rules() const { return std::to_string(colours_) + " colours"; }

  State start() const { return {std::vector<int>(board_.vertices, 0), 1}; }
  int to_move(const State& s) const { return s.mover; }
  int decided(const State&) const { return 0; }

  // A map is a permutation of the vertices followed by one of the colours, colour c written
  // as n + c - 1: colours may be renamed, as the rules treat them alike.
  std::optional<State> image(const State& s, const std::vector<int>& map) const {
    const int n = board_.vertices;
    if (static_cast<int>(map.size()) != n + colours_) return std::nullopt;
    const std::vector<int> vertices(map.begin(), map.begin() + n);
    if (!is_automorphism(board_, vertices)) return std::nullopt;
    std::vector<int> colour_map(colours_ + 1, 0);
    std::vector<bool> hit(colours_ + 1, false);
    for (int c = 1; c <= colours_; ++c) {
      const int image = map[n + c - 1] - n + 1;
      if (image < 1 || image > colours_ || hit[image]) return std::nullopt;
      hit[image] = true;
      colour_map[c] = image;
    }
    State out = s;
    for (int v = 0; v < n; ++v) out.colour[vertices[v]] = colour_map[s.colour[v]];
    return out;
  }

  std::vector<std::pair<std::string, State>> children(const State& s) const {
    std::vector<std::pair<std::string, State>> out;
    for (int v = 0; v < board_.vertices; ++v) {
      if (s.colour[v] != 0) continue;
      for (int c = 1; c <= colours_; ++c) {
        State next = s;
        next.colour[v] = c;
        next.mover = 3 - s.mover;
        if (edges_distinguished(next.colour))
          out.emplace_back(std::to_string(v) + "=" + std::to_string(c), next);
      }
    }
    return out;
  }

 private:
  bool edges_distinguished(const std::vector<int>& colour) const {
    std::set<std::pair<int, int>> pairs;
    for (const auto& [u, v] : board_.edges) {
      if (colour[u] == 0 || colour[v] == 0) continue;
      const std::pair<int, int> p{std::min(colour[u], colour[v]), std::max(colour[u], colour[v])};
      if (!pairs.insert(p).second) return false;
    }
    return true;
  }

  Board board_;
  int colours_ = 0;
};

}  // namespace gg_check
