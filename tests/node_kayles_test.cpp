// Node Kayles: a brute-force reference written from the rules on every graph up to 7
// vertices (winner, every move's verdict, Sprague-Grundy values; the component decomposition,
// negamax, df-pn and the generic Grundy search), Dawson's Kayles (the octal
// game 0.137) on paths and cycles, the mirror strategies on boards with an involution, and
// complete bipartite boards.
#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "games/definition.h"
#include "games/node_kayles/node_kayles.h"
#include "geng.h"
#include "graph/graph6.h"

namespace gg::node_kayles {
namespace {

// The Sprague-Grundy value of the position whose free vertices are `free`, by the rules: a
// move takes a free vertex and its neighbours off; the value is the least number that no
// move reaches.
int reference_grundy(const Graph& g, unsigned free, std::vector<int>& memo) {
  int& known = memo[free];
  if (known >= 0) return known;
  std::set<int> reached;
  for (int v = 0; v < g.order(); ++v) {
    if ((free >> v & 1U) == 0) continue;
    unsigned after = free & ~(1U << v);
    for (int w = 0; w < g.order(); ++w)
      if (g.adjacent(v, w)) after &= ~(1U << w);
    reached.insert(reference_grundy(g, after, memo));
  }
  int mex = 0;
  while (reached.count(mex) != 0) ++mex;
  return known = mex;
}

SolveReport solve(const std::string& board, const std::string& moves = "",
                  std::optional<Solver> solver = std::nullopt, bool grundy = false) {
  SolveRequest r;
  r.position.board = board;
  r.position.moves = moves;
  r.search.solver = solver;
  if (grundy) r.position.params.set("grundy", "true");
  return find_game("node-kayles").solve(r);
}

TEST(NodeKayles, AgreesWithTheReferenceOnEveryGraphUpTo7Vertices) {
  int checked = 0;
  for (int n = 1; n <= 7; ++n)
    for (const Graph& g : generate_graphs("nauty-geng " + std::to_string(n))) {
      std::vector<int> memo(std::size_t{1} << n, -1);
      const unsigned all = (1U << n) - 1;
      const std::string board = to_nauty_string(g);
      const SolveReport report = solve(board);
      ASSERT_EQ(report.winner, reference_grundy(g, all, memo) != 0 ? 1 : 2) << board;
      ASSERT_EQ(static_cast<int>(report.moves.size()), n) << board;
      for (const MoveReport& m : report.moves) {
        const int v = std::stoi(m.move);
        unsigned after = all & ~(1U << v);
        for (int w = 0; w < n; ++w)
          if (g.adjacent(v, w)) after &= ~(1U << w);
        ASSERT_EQ(m.wins, reference_grundy(g, after, memo) == 0) << board << " move " << v;
      }
      ASSERT_EQ(report.grundy, memo[all]) << board;
      ASSERT_EQ(solve(board, "", Solver::kNegamax).winner, report.winner) << board;
      ASSERT_EQ(solve(board, "", Solver::kDfpn).winner, report.winner) << board;
      if (n <= 6) {  // the generic Grundy search
        ASSERT_EQ(solve(board, "", Solver::kNegamax, true).grundy, memo[all]) << board;
      }
      ++checked;
    }
  EXPECT_EQ(checked, 1 + 2 + 4 + 11 + 34 + 156 + 1044);
}

// Dawson's Kayles: on a path, choosing an end vertex takes 2 vertices (1 from a path of one),
// an inner one takes 3 and may split the path in two. Its values by that recursion alone.
std::vector<int> dawsons_kayles(int up_to) {
  std::vector<int> value(static_cast<std::size_t>(up_to) + 1, 0);
  for (int n = 1; n <= up_to; ++n) {
    std::set<int> reached;
    for (int i = 0; i < n; ++i)
      reached.insert(value[static_cast<std::size_t>(std::max(0, i - 1))] ^
                     value[static_cast<std::size_t>(std::max(0, n - i - 2))]);
    int mex = 0;
    while (reached.count(mex) != 0) ++mex;
    value[static_cast<std::size_t>(n)] = mex;
  }
  return value;
}

TEST(NodeKayles, PathsAreDawsonsKayles) {
  const std::vector<int> value = dawsons_kayles(64);
  for (int n = 1; n <= 64; ++n) {
    const SolveReport report = solve("P" + std::to_string(n), "", std::nullopt, true);
    EXPECT_EQ(report.grundy, value[static_cast<std::size_t>(n)]) << "P" << n;
    EXPECT_EQ(report.winner, value[static_cast<std::size_t>(n)] != 0 ? 1 : 2) << "P" << n;
    if (n <= 20) {  // and by search, without the decomposition
      EXPECT_EQ(solve("P" + std::to_string(n), "", Solver::kNegamax, true).grundy,
                value[static_cast<std::size_t>(n)])
          << "P" << n;
    }
  }
}

// On a cycle every first move leaves a path of n - 3 vertices.
TEST(NodeKayles, CyclesLeaveAPathOfNMinus3) {
  const std::vector<int> value = dawsons_kayles(64);
  for (int n = 3; n <= 64; ++n)
    EXPECT_EQ(solve("C" + std::to_string(n)).winner,
              value[static_cast<std::size_t>(n - 3)] == 0 ? 1 : 2)
        << "C" << n;
}

// A random graph on 2k (+1) vertices with the involution v <-> v + k (fixing vertex 2k when
// there is one) as an automorphism and no vertex next to its image.
Graph symmetric_graph(int k, bool with_centre, std::mt19937& rng) {
  Graph g(2 * k + (with_centre ? 1 : 0));
  std::bernoulli_distribution coin(0.45);
  for (int i = 0; i < k; ++i)
    for (int j = i + 1; j < k; ++j) {
      if (coin(rng)) {
        g.add_edge(i, j);
        g.add_edge(i + k, j + k);
      }
      if (coin(rng)) {
        g.add_edge(i, j + k);
        g.add_edge(j, i + k);
      }
    }
  if (with_centre)
    for (int i = 0; i < k; ++i)
      if (coin(rng)) {
        g.add_edge(2 * k, i);
        g.add_edge(2 * k, i + k);
      }
  return g;
}

// The mirror strategies: player 2 answers v with its image, which stays free and is not next
// to v, so player 2 always has a move; with one fixed vertex, player 1 chooses it first and
// then mirrors.
TEST(NodeKayles, MirrorStrategiesOnBoardsWithAnInvolution) {
  std::mt19937 rng(20261126);
  for (int round = 0; round < 150; ++round) {
    const int k = 1 + round % 7;
    const Graph even = symmetric_graph(k, false, rng);
    ASSERT_EQ(solve(to_nauty_string(even)).winner, 2) << to_nauty_string(even);
    const Graph odd = symmetric_graph(k, true, rng);
    const SolveReport report = solve(to_nauty_string(odd));
    ASSERT_EQ(report.winner, 1) << to_nauty_string(odd);
    bool centre_wins = false;
    for (const MoveReport& m : report.moves)
      centre_wins |= m.wins && m.move == std::to_string(2 * k);
    ASSERT_TRUE(centre_wins) << to_nauty_string(odd);
  }
}

// Choosing a vertex of K(p,q) takes the whole other side, leaving isolated vertices: the
// game lasts p or q moves, as the first player picks, so player 1 wins iff p or q is odd.
TEST(NodeKayles, CompleteBipartiteBoards) {
  for (int p = 1; p <= 7; ++p)
    for (int q = p; q <= 7; ++q)
      EXPECT_EQ(solve("K" + std::to_string(p) + "," + std::to_string(q)).winner,
                (p % 2 == 1 || q % 2 == 1) ? 1 : 2)
          << "K" << p << "," << q;
}

TEST(NodeKayles, NotationAndErrors) {
  const auto error_of = [](const std::string& board, const std::string& moves) {
    try {
      solve(board, moves);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(error_of("P4", "1 1"), "--moves: move 2 '1' chooses a vertex already chosen");
  EXPECT_EQ(error_of("P4", "1 2"),
            "--moves: move 2 '2' chooses a neighbour of the chosen vertex 1");
  EXPECT_EQ(error_of("P4", "4"), "--moves: move 1 '4': vertex out of range 0..3");
  EXPECT_EQ(error_of("P4", "1>2"), "--moves: move 1 '1>2': expected a vertex number");
  EXPECT_EQ(error_of("K3*", ""), "node kayles is played on simple graphs: no loops");
  EXPECT_EQ(solve("P5", "0").winner, 2);  // P3 is left: player 2 takes its middle
  EXPECT_EQ(solve("P5", "2").winner, 1);  // two lone vertices are left: two more moves
}

}  // namespace
}  // namespace gg::node_kayles
