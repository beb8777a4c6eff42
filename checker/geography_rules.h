// Vertex geography and edge geography, from docs/games/geography.md: one token moves to a
// neighbour never visited (vertex) or along an edge never used (edge); the player without a
// move loses. Unrooted, player 1 first places the token on any vertex.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "board.h"
#include "header.h"
#include "walk.h"

namespace gg_check {

class GeographyRules {
 public:
  struct State {
    std::string used;  // vertex geography: visited vertices; edge geography: used edges
    int token;         // -1 before it is placed
    int mover;
    std::string key() const {
      return packed(used, "01") + static_cast<char>(token + 1) + static_cast<char>(mover);
    }
  };

  // Header: vertices, edges, start (a vertex, or "none" for the unrooted game).
  GeographyRules(const Header& header, bool vertex_game)
      : board_(read_board(header, false)), vertex_game_(vertex_game) {
    if (header.field("start") != "none") {
      const std::vector<int> v = numbers(header.field("start"), ',');
      if (v.size() != 1 || v[0] >= board_.vertices)
        throw Refused("start is not a vertex of the board");
      start_ = v[0];
    }
  }

  const Board& board() const { return board_; }
  std::string rules() const {
    return start_ < 0 ? "unrooted" : "rooted at " + std::to_string(start_);
  }

  State start() const {
    State s{std::string(vertex_game_ ? board_.vertices : board_.edges.size(), '0'), start_, 1};
    if (start_ >= 0 && vertex_game_) s.used[start_] = '1';
    return s;
  }
  int to_move(const State& s) const { return s.mover; }
  int decided(const State&) const { return 0; }

  // A map is a permutation of the vertices.
  std::optional<State> image(const State& s, const std::vector<int>& map) const {
    if (!is_automorphism(board_, map)) return std::nullopt;
    State out = s;
    if (vertex_game_) {
      for (int v = 0; v < board_.vertices; ++v) out.used[map[v]] = s.used[v];
    } else {
      for (std::size_t e = 0; e < board_.edges.size(); ++e) {
        const auto [u, v] = board_.edges[e];
        out.used[board_.edge_index(map[u], map[v])] = s.used[e];
      }
    }
    out.token = s.token < 0 ? -1 : map[s.token];
    return out;
  }

  std::vector<std::pair<std::string, State>> children(const State& s) const {
    std::vector<std::pair<std::string, State>> out;
    if (s.token < 0) {
      for (int v = 0; v < board_.vertices; ++v) {
        State next = s;
        next.token = v;
        if (vertex_game_) next.used[v] = '1';
        next.mover = 3 - s.mover;
        out.emplace_back(std::to_string(v), next);
      }
      return out;
    }
    for (int to : board_.neighbours[s.token]) {
      const int slot = vertex_game_ ? to : board_.edge_index(s.token, to);
      if (s.used[slot] == '1') continue;
      State next = s;
      next.used[slot] = '1';
      next.token = to;
      next.mover = 3 - s.mover;
      out.emplace_back(std::to_string(s.token) + ">" + std::to_string(to), next);
    }
    return out;
  }

 private:
  Board board_;
  bool vertex_game_;
  int start_ = -1;
};

}  // namespace gg_check
