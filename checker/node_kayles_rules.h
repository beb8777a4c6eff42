// Node Kayles, from docs/games/node-kayles.md: the players in turn choose a vertex that is
// neither chosen nor next to a chosen vertex; the player who cannot choose loses.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "board.h"
#include "header.h"
#include "walk.h"

namespace gg_check {

class NodeKaylesRules {
 public:
  struct State {
    // '1' for a vertex that may still be chosen. What was chosen does not matter for the
    // rest of the game, so it is not part of the state.
    std::string free;
    int mover;
    std::string key() const { return packed(free, "01") + static_cast<char>(mover); }
  };

  // Header: vertices, edges.
  explicit NodeKaylesRules(const Header& header) : board_(read_board(header, false)) {}

  const Board& board() const { return board_; }
  std::string rules() const { return "standard"; }

  State start() const { return State{std::string(board_.vertices, '1'), 1}; }
  int to_move(const State& s) const { return s.mover; }
  int decided(const State&) const { return 0; }

  // A map is a permutation of the vertices.
  std::optional<State> image(const State& s, const std::vector<int>& map) const {
    if (!is_automorphism(board_, map)) return std::nullopt;
    State out = s;
    for (int v = 0; v < board_.vertices; ++v) out.free[map[v]] = s.free[v];
    return out;
  }

  std::vector<std::pair<std::string, State>> children(const State& s) const {
    std::vector<std::pair<std::string, State>> out;
    for (int v = 0; v < board_.vertices; ++v) {
      if (s.free[v] != '1') continue;
      State next = s;
      next.free[v] = '0';
      for (int w : board_.neighbours[v]) next.free[w] = '0';
      next.mover = 3 - s.mover;
      out.emplace_back(std::to_string(v), next);
    }
    return out;
  }

 private:
  Board board_;
};

}  // namespace gg_check
