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
  // A position: every vertex's colour (0: not yet coloured) and the mover. Its key is its
  // reduced form (below), so positions with the same future are one position; it is worked
  // out when first asked for, as most positions listed as moves are never keyed.
  struct State {
    std::vector<int> colour;
    int mover = 1;
    const EdgeRules* rules = nullptr;
    mutable std::string reduced;
    const std::string& key() const {
      if (reduced.empty()) reduced = rules->reduced_form(colour, mover, nullptr);
      return reduced;
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
  int colours() const { return colours_; }

  State start() const { return {std::vector<int>(board_.vertices, 0), 1, this, {}}; }
  int to_move(const State& s) const { return s.mover; }
  int decided(const State&) const { return 0; }

  // A map is a permutation of the vertices followed by one of the colours, colour c written
  // as n + c - 1. It need not be a symmetry of the board: the image is the position's reduced
  // form renamed by the map, and it is found among the positions proven before only when the
  // map is an isomorphism of the two reduced forms (docs/certificates.md, "EDGe").
  std::optional<State> image(const State& s, const std::vector<int>& map) const {
    const int n = board_.vertices;
    if (static_cast<int>(map.size()) != n + colours_) return std::nullopt;
    if (!is_permutation({map.begin(), map.begin() + n}, 0, n) ||
        !is_permutation({map.begin() + n, map.end()}, n, colours_))
      return std::nullopt;
    return State{{}, s.mover, this, reduced_form(s.colour, s.mover, &map)};
  }

  std::vector<std::pair<std::string, State>> children(const State& s) const {
    std::vector<std::pair<std::string, State>> out;
    const std::set<Pair> used = used_pairs(s.colour);
    for (int v = 0; v < board_.vertices; ++v) {
      if (s.colour[v] != 0) continue;
      for (int c = 1; c <= colours_; ++c) {
        if (!legal(s.colour, used, v, c)) continue;
        State next{s.colour, 3 - s.mover, this, {}};
        next.colour[v] = c;
        out.emplace_back(std::to_string(v) + "=" + std::to_string(c), std::move(next));
      }
    }
    return out;
  }

 private:
  using Pair = std::pair<int, int>;  // a colour pair, the smaller colour first

  static Pair pair_of(int a, int b) { return {std::min(a, b), std::max(a, b)}; }

  static bool is_permutation(const std::vector<int>& values, int first, int count) {
    std::vector<bool> hit(count, false);
    for (const int x : values) {
      if (x < first || x >= first + count || hit[x - first]) return false;
      hit[x - first] = true;
    }
    return static_cast<int>(values.size()) == count;
  }

  // The colour pairs of the edges with both ends coloured. Every move keeps them distinct, so
  // a position reached by legal moves holds each pair once.
  std::set<Pair> used_pairs(const std::vector<int>& colour) const {
    std::set<Pair> used;
    for (const auto& [u, v] : board_.edges)
      if (colour[u] != 0 && colour[v] != 0) used.insert(pair_of(colour[u], colour[v]));
    return used;
  }

  // Whether colouring the uncoloured vertex v with c keeps every edge's pair new: the pairs
  // of v's edges to coloured vertices (and of its loop) must differ from each other and
  // from every pair used.
  bool legal(const std::vector<int>& colour, const std::set<Pair>& used, int v, int c) const {
    std::set<Pair> made;
    for (const int w : board_.neighbours[v]) {
      const int other = w == v ? c : colour[w];
      if (other == 0) continue;
      const Pair p = pair_of(c, other);
      if (used.count(p) || !made.insert(p).second) return false;
    }
    return true;
  }

  // The reduced form of a position, its vertices and colours renamed by `map` (as image()
  // reads it; null: kept): what the rest of the game depends on. A vertex is markable when
  // it is uncoloured and some colour is legal for it. Kept: the mover; each markable vertex
  // with its loop, if any, and the colours of its coloured neighbours; the edges between
  // markable vertices; and the used pairs a future edge could repeat: every used pair when
  // two markable vertices are adjacent, else those with a colour next to a markable vertex,
  // and {c, c} when a markable vertex has a loop.
  std::string reduced_form(const std::vector<int>& colour, int mover,
                           const std::vector<int>* map) const {
    const int n = board_.vertices;
    const auto vertex = [&](int v) { return map ? (*map)[v] : v; };
    const auto named = [&](int c) { return map ? (*map)[n + c - 1] - n + 1 : c; };
    const std::set<Pair> used = used_pairs(colour);
    std::vector<bool> markable(n, false);
    for (int v = 0; v < n; ++v)
      for (int c = 1; c <= colours_ && colour[v] == 0 && !markable[v]; ++c)
        markable[v] = legal(colour, used, v, c);
    std::set<int> seen;  // colours next to a markable vertex
    bool open_edges = false, loops = false;
    std::vector<std::string> vertices;
    std::set<Pair> edges;
    for (int v = 0; v < n; ++v) {
      if (!markable[v]) continue;
      std::set<int> around;
      bool loop = false;
      for (const int w : board_.neighbours[v]) {
        loop = loop || w == v;
        if (w != v && markable[w]) {
          open_edges = true;
          edges.insert(pair_of(vertex(v), vertex(w)));
        }
        if (colour[w] != 0) {
          seen.insert(colour[w]);
          around.insert(named(colour[w]));
        }
      }
      loops = loops || loop;
      std::string entry = std::to_string(vertex(v)) + (loop ? "o" : "") + ":";
      for (const int c : around) entry += std::to_string(c) + ",";
      vertices.push_back(entry);
    }
    std::set<Pair> pairs;
    for (const auto& [a, b] : used)
      if (open_edges || seen.count(a) || seen.count(b) || (loops && a == b))
        pairs.insert(pair_of(named(a), named(b)));
    std::sort(vertices.begin(), vertices.end());
    std::string out = std::to_string(mover) + "|";
    for (const std::string& v : vertices) out += v + " ";
    out += "|";
    for (const auto& [u, w] : edges) out += std::to_string(u) + "-" + std::to_string(w) + " ";
    out += "|";
    for (const auto& [a, b] : pairs) out += std::to_string(a) + "+" + std::to_string(b) + " ";
    return out;
  }

  Board board_;
  int colours_ = 0;
};

}  // namespace gg_check
