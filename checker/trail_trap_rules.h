// Trail Trap and its variants, from docs/games/trail-trap.md: each player moves its own
// token along edges no token has used; the player to move with no move loses.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "board.h"
#include "header.h"
#include "walk.h"

namespace gg_check {

class TrailTrapRules {
 public:
  struct State {
    std::string used;  // '1' for each edge a token has moved along
    int token[2];      // the vertex of player 1's and player 2's token, -1 before it is placed
    int mover;         // 1 or 2
    std::string key() const {
      return packed(used, "01") + static_cast<char>(token[0] + 1) +
             static_cast<char>(token[1] + 1) + static_cast<char>(mover);
    }
  };

  // Header: variant (standard, place-first, place-first-alternating, rooted),
  // distinct-placement (yes/no), start u,v (rooted only), vertices, edges.
  explicit TrailTrapRules(const Header& header) : board_(read_board(header, false)) {
    variant_ = header.field("variant");
    if (variant_ != "standard" && variant_ != "place-first" &&
        variant_ != "place-first-alternating" && variant_ != "rooted")
      throw Refused("unknown Trail Trap variant '" + variant_ + "'");
    distinct_ = header.field("distinct-placement") == "yes";
    if (variant_ == "rooted") {
      const std::vector<int> start = numbers(header.field("start"), ',');
      if (start.size() != 2 || start[0] >= board_.vertices || start[1] >= board_.vertices)
        throw Refused("the rooted start '" + header.field("start") + "' is not two vertices");
      start_ = {start[0], start[1]};
    }
  }

  const Board& board() const { return board_; }
  std::string rules() const {
    return variant_ + (distinct_ ? ", distinct placement" : "") +
           (variant_ == "rooted" ? ", tokens start on " + std::to_string(start_.first) + " and " +
                                       std::to_string(start_.second)
                                 : "");
  }

  State start() const {
    State s{std::string(board_.edges.size(), '0'), {-1, -1}, 1};
    if (variant_ == "rooted") s.token[0] = start_.first, s.token[1] = start_.second;
    return s;
  }
  int to_move(const State& s) const { return s.mover; }
  int decided(const State&) const { return 0; }  // only a player without a move loses

  // A map is a permutation of the vertices.
  std::optional<State> image(const State& s, const std::vector<int>& map) const {
    if (!is_automorphism(board_, map)) return std::nullopt;
    State out = s;
    for (std::size_t e = 0; e < board_.edges.size(); ++e) {
      const auto [u, v] = board_.edges[e];
      out.used[board_.edge_index(map[u], map[v])] = s.used[e];
    }
    for (int p = 0; p < 2; ++p) out.token[p] = s.token[p] < 0 ? -1 : map[s.token[p]];
    return out;
  }

  std::vector<std::pair<std::string, State>> children(const State& s) const {
    std::vector<std::pair<std::string, State>> out;
    const int me = s.mover - 1;
    const int other_token = s.token[1 - me];
    if (s.token[me] >= 0) {  // the token moves along an unused edge
      for_each_step(s, s.token[me], out);
      return out;
    }
    // The first turn of this player: the variant decides.
    const bool only_places =
        variant_ == "place-first-alternating" || (variant_ == "place-first" && s.mover == 1);
    for (int v = 0; v < board_.vertices; ++v) {
      if (distinct_ && v == other_token) continue;  // P2 may not place on P1's vertex
      if (only_places) {
        State next = s;
        next.token[me] = v;
        next.mover = 3 - s.mover;
        out.emplace_back(std::to_string(v), next);
      } else {
        for_each_step(s, v, out);  // placed on v and moved at once
      }
    }
    return out;
  }

 private:
  // Every move of the mover's token from `from` along an unused edge.
  void for_each_step(const State& s, int from,
                     std::vector<std::pair<std::string, State>>& out) const {
    for (int to : board_.neighbours[from]) {
      const int e = board_.edge_index(from, to);
      if (s.used[e] == '1') continue;
      State next = s;
      next.used[e] = '1';
      next.token[s.mover - 1] = to;
      next.mover = 3 - s.mover;
      out.emplace_back(std::to_string(from) + ">" + std::to_string(to), next);
    }
  }

  Board board_;
  std::string variant_;
  bool distinct_ = false;
  std::pair<int, int> start_{0, 0};
};

}  // namespace gg_check
