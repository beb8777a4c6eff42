// The tree algorithm against the general search: every tree up to 14 vertices (all openings,
// each verdict), 15 and 16 vertices (the winner, with the lemma-pruned algorithm), random
// positions after both openings, and Theorem 13's necessary conditions on every P1-win tree.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "games/trail_trap/trail_trap.h"
#include "games/trail_trap/tree_solver.h"
#include "geng.h"
#include "graph/edge_list.h"
#include "graph/properties.h"
#include "solve/negamax.h"

namespace gg::trail_trap {
namespace {

struct SearchVerdict {
  int winner;
  std::set<std::pair<int, int>> winning_openings;
};

SearchVerdict general_search(const Graph& g, bool openings) {
  auto board = std::make_shared<Board>(g, Options{});
  State s(board);
  SolveLimits limits;
  limits.tt_megabytes = 64;
  Negamax<State> engine(limits);
  SearchVerdict v{engine.solve(s) ? 1 : 2, {}};
  if (openings) {
    State::MoveBuffer buf;
    s.legal_moves(buf);
    for (const Move& m : buf) {
      s.play(m);
      if (!engine.solve(s)) v.winning_openings.insert({m.from, m.to});
      s.undo(m);
    }
  }
  return v;
}

TEST(TrailTrapTrees, EveryOpeningAgreesWithSearchUpTo12Vertices) {
  int trees = 0;
  for (int n = 1; n <= 12; ++n) {
    for (const Graph& g : generate_graphs("nauty-gentreeg " + std::to_string(n))) {
      SCOPED_TRACE(to_edge_list(g));
      const SearchVerdict expected = general_search(g, true);
      const TreeResult all = solve_tree(Tree::from_graph(g), true);
      std::set<std::pair<int, int>> winning;
      for (const auto& o : all.openings) {
        if (o.wins) winning.insert({o.opening.from, o.opening.to});
      }
      EXPECT_EQ(winning, expected.winning_openings);
      EXPECT_EQ(all.winner, expected.winner);
      EXPECT_EQ(solve_tree(Tree::from_graph(g), false).winner, expected.winner);
      ++trees;
    }
  }
  EXPECT_EQ(trees, 1 + 1 + 1 + 2 + 3 + 6 + 11 + 23 + 47 + 106 + 235 + 551);
}

TEST(TrailTrapTrees, RefutationsAreWinningReplies) {
  for (const Graph& g : generate_graphs("nauty-gentreeg 10")) {
    auto board = std::make_shared<Board>(g, Options{});
    const TreeResult all = solve_tree(Tree::from_graph(g), true);
    for (const auto& o : all.openings) {
      if (o.wins) continue;
      ASSERT_TRUE(o.refutation.has_value());
      State s(board);
      s.play(
          Move{static_cast<std::uint8_t>(o.opening.from), static_cast<std::uint8_t>(o.opening.to)});
      s.play(Move{static_cast<std::uint8_t>(o.refutation->from),
                  static_cast<std::uint8_t>(o.refutation->to)});
      SolveLimits limits;
      Negamax<State> engine(limits);
      EXPECT_FALSE(engine.solve(s)) << to_edge_list(g);  // P1 to move loses
    }
  }
}

TEST(TrailTrapTrees, PositionsAfterBothOpeningsAgreeWithSearch) {
  std::mt19937 rng(17);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 3 + static_cast<int>(rng() % 14);
    std::vector<std::pair<int, int>> edges;
    Graph g(n);
    for (int v = 1; v < n; ++v) {
      const int p = static_cast<int>(rng() % v);
      edges.emplace_back(p, v);
      g.add_edge(p, v);
    }
    const Tree tree(n, edges);
    auto board = std::make_shared<Board>(g, Options{});
    State s(board);
    State::MoveBuffer buf;
    s.legal_moves(buf);
    const Move first = buf[rng() % buf.size()];
    s.play(first);
    s.legal_moves(buf);
    if (buf.empty()) continue;
    const Move second = buf[rng() % buf.size()];
    s.play(second);
    SolveLimits limits;
    Negamax<State> engine(limits);
    EXPECT_EQ(p1_wins_after_openings(tree, Arc{first.from, first.to}, Arc{second.from, second.to}),
              engine.solve(s))
        << to_edge_list(g) << " after " << format_move(first) << " " << format_move(second);
  }
}

// Theorem 13's necessary conditions, checked on every P1-win tree the algorithm finds.
bool theorem13_holds(const Graph& g) {
  const Eccentricities e = eccentricities(g);
  const int r = e.radius;
  auto component_without_edge = [&](int keep, int a, int b) {
    Graph h(g.order());
    for (const Edge& ed : g.edges())
      if (!((ed.u == a && ed.v == b) || (ed.u == b && ed.v == a))) h.add_edge(ed.u, ed.v);
    const VertexSet comp = component_of(h, keep);
    std::vector<int> index(g.order(), -1);
    int k = 0;
    for (int v : bits_of(comp)) index[v] = k++;
    Graph c(k);
    for (const Edge& ed : h.edges())
      if (has(comp, ed.u)) c.add_edge(index[ed.u], index[ed.v]);
    return std::make_pair(c, index);
  };
  if (e.centre.size() == 1) {
    const int c = e.centre[0];
    if (g.degree(c) != 3) return false;
    for (int x : bits_of(g.neighbours(c))) {
      const auto [xs, xi] = component_without_edge(x, c, x);
      const auto [cs, ci] = component_without_edge(c, c, x);
      const Eccentricities ec = eccentricities(cs);
      const bool unique_centre = ec.centre.size() == 1 && ec.centre[0] == ci[c];
      if (eccentricities(xs).diameter <= r && unique_centre) return true;
    }
    return false;
  }
  int c1 = e.centre[0];
  int c2 = e.centre[1];
  if (g.degree(c1) < g.degree(c2)) std::swap(c1, c2);
  if (g.degree(c1) != 3 || g.degree(c2) != 2) return false;
  const auto [s2, i2] = component_without_edge(c2, c1, c2);
  const auto [s1, i1] = component_without_edge(c1, c1, c2);
  const Eccentricities e1 = eccentricities(s1);
  return eccentricities(s2).diameter <= r - 1 && e1.centre.size() == 1 && e1.centre[0] == i1[c1];
}

TEST(TrailTrapTrees, Theorem13OnEveryP1WinTreeUpTo16Vertices) {
  int p1_trees = 0;
  int trees = 0;
  for (int n = 3; n <= 16; ++n) {
    for (const Graph& g : generate_graphs("nauty-gentreeg " + std::to_string(n))) {
      ++trees;
      if (solve_tree(Tree::from_graph(g), false).winner != 1) continue;
      ++p1_trees;
      EXPECT_TRUE(theorem13_holds(g)) << to_edge_list(g);
    }
  }
  EXPECT_GT(p1_trees, 0);
  EXPECT_GT(trees, 30000);
}

}  // namespace
}  // namespace gg::trail_trap
