// Trail Trap on trees in polynomial time (the paper's Theorem 14, with a faster inner step).
//
// On a tree every trail is a path. Fix P1's opening u->c and P2's opening x->y; what is left
// is rooted partizan edge geography on the tree minus the two used edges:
//   * if c and y are in different components, the players cannot interact and each walks its
//     longest path; P1 (to move) wins iff its longest path is strictly longer;
//   * otherwise the tokens face each other along the path c = p0 ... pk = y. At each turn the
//     player to move either steps toward the other token or "escapes" into a side branch,
//     after which the game is separated and decided by path lengths; when the tokens meet on
//     a vertex, the player to move wins iff that vertex has a strictly longest free branch.
//     The race is a line of O(k) states, solved backwards in O(k) with running maxima.
// Branch lengths come from one rerooting pass per P1 opening (longest path from every vertex
// away from every neighbour), so each P2 opening costs O(1) when separated and O(depth of y)
// when racing: O(n + sum of depths) per P1 opening instead of O(n) per P2 opening.
// Lemmas 11 and 12 of the paper leave at most three P1 openings to check (into a central
// vertex of degree 3); `all_openings` checks every opening instead, which the tests use to
// confirm the lemmas against the general search.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "graph/graph.h"

namespace gg::trail_trap {

// A tree of any size in compressed adjacency form.
class Tree {
 public:
  // Throws InputError unless the edges form a tree on vertices 0..n-1.
  Tree(int n, const std::vector<std::pair<int, int>>& edges);
  static Tree from_graph(const Graph& g);

  int order() const { return n_; }
  int degree(int v) const { return offset_[v + 1] - offset_[v]; }
  const int* begin(int v) const { return adjacency_.data() + offset_[v]; }
  const int* end(int v) const { return adjacency_.data() + offset_[v + 1]; }

 private:
  int n_ = 0;
  std::vector<int> offset_;
  std::vector<int> adjacency_;
};

struct Arc {
  int from = 0;
  int to = 0;
  bool operator==(const Arc&) const = default;
};

struct OpeningVerdict {
  Arc opening;
  bool wins = false;
  std::optional<Arc> refutation;  // P2's winning reply when the opening loses
};

struct TreeResult {
  int winner = 2;
  std::vector<OpeningVerdict> openings;  // the openings examined (see all_openings)
  std::uint64_t p2_replies_examined = 0;
};

// Decides Trail Trap on a tree from the empty position. With all_openings = false only the
// openings Lemmas 11-12 allow are examined (the others lose); with true, every opening is
// examined and each losing one gets a refutation.
TreeResult solve_tree(const Tree& tree, bool all_openings);

// Decides the position after P1's opening and P2's opening (P1 to move): true iff P1 wins.
bool p1_wins_after_openings(const Tree& tree, Arc p1, Arc p2);

struct RootedTreeResult {
  int winner = 2;
  // Every move of player 1 from the start (`opening`), with P2's winning reply when it loses.
  std::vector<OpeningVerdict> moves;
  std::uint64_t positions_decided = 0;
};

// Rooted partizan edge geography on a tree (Trail Trap's rooted variant): P1's token on a,
// P2's on b (possibly the same vertex), no edge used, P1 to move. Reduced to positions after
// openings: a new leaf joined to a token's vertex, its edge taken as that token's opening,
// stands for a token that has not moved (the leaf's used edge leads nowhere).
RootedTreeResult solve_rooted_tree(const Tree& tree, int a, int b);

}  // namespace gg::trail_trap
