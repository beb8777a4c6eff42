// Vertex and edge geography: the matching theorems of Fraenkel, Scheinerman and Ullman on
// every graph up to 9 vertices (Boost's maximum cardinality matching as the independent
// method), and edge geography against a brute-force reference written from the rules.
#include <gtest/gtest.h>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>
#include <functional>
#include <string>
#include <vector>

#include "games/game_entry.h"
#include "games/geography/geography.h"
#include "geng.h"
#include "graph/graph6.h"
#include "solve/dfpn.h"
#include "solve/negamax.h"

namespace gg::geography {
namespace {

// The size of a maximum matching of g without the vertices in `removed`.
int matching_number(const Graph& g, VertexSet removed = 0) {
  using BoostGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
  BoostGraph b(static_cast<std::size_t>(g.order()));
  for (const Edge& e : g.edges())
    if (!has(removed, e.u) && !has(removed, e.v)) boost::add_edge(e.u, e.v, b);
  std::vector<boost::graph_traits<BoostGraph>::vertex_descriptor> mate(
      static_cast<std::size_t>(g.order()));
  boost::edmonds_maximum_cardinality_matching(b, &mate[0]);
  return static_cast<int>(boost::matching_size(b, &mate[0]));
}

// Every placement's verdict in unrooted vertex geography, from one root analysis: placing the
// token on v wins for player 1 exactly when player 2, to move from v, loses the rooted game.
// The theorems: player 2 wins unrooted iff there is a perfect matching; the player to move
// from v wins iff every maximum matching covers v, i.e. iff removing v lowers the matching
// number.
void check_matching_theorems(const std::vector<Graph>& graphs, int& checked) {
  SolverWorkspace workspace;
  for (const Graph& g : graphs) {
    if (g.order() == 0) continue;
    const auto state = VertexDefinition::make(Position{to_nauty_string(g), "", {}}, {});
    SolveReport report;
    SearchOptions search;
    search.workspace = &workspace;
    search.want_line = false;
    search.limits.tt_megabytes = 1;
    fill_search_report<VertexDefinition>(state, search, report);
    const int nu = matching_number(g);
    const bool perfect = 2 * nu == g.order();
    ASSERT_EQ(report.winner, perfect ? 2 : 1) << to_nauty_string(g);
    ASSERT_EQ(static_cast<int>(report.moves.size()), g.order());
    for (const MoveReport& m : report.moves) {
      const int v = std::stoi(m.move);
      const bool mover_wins_from_v = matching_number(g, bit(v)) < nu;
      ASSERT_EQ(!m.wins, mover_wins_from_v) << to_nauty_string(g) << " start " << v;
    }
    ++checked;
  }
}

TEST(VertexGeography, MatchingTheoremsOnEveryGraphUpTo7Vertices) {
  int checked = 0;
  for (int n = 1; n <= 7; ++n)
    check_matching_theorems(generate_graphs("nauty-geng " + std::to_string(n)), checked);
  EXPECT_EQ(checked, 1 + 2 + 4 + 11 + 34 + 156 + 1044);
}

TEST(VertexGeographySlow, MatchingTheoremsOnEveryGraphOf8And9Vertices) {
  int checked = 0;
  for (int n = 8; n <= 9; ++n)
    check_matching_theorems(generate_graphs("nauty-geng " + std::to_string(n)), checked);
  EXPECT_EQ(checked, 12346 + 274668);
}

// The rooted game through the `start` parameter, on every connected graph up to 6 vertices
// and every start: the side to move wins iff every maximum matching covers the start.
TEST(VertexGeography, RootedGameByStartParameter) {
  const Game& game = find_game("vertex-geography");
  for (int n = 2; n <= 6; ++n)
    for (const Graph& g : generate_graphs("nauty-geng -c " + std::to_string(n)))
      for (int v = 0; v < n; ++v) {
        SolveRequest r;
        r.position.board = to_nauty_string(g);
        r.position.params.set("start", std::to_string(v));
        r.search.winner_only = true;
        const bool mover_wins = matching_number(g, bit(v)) < matching_number(g);
        EXPECT_EQ(game.solve(r).winner, mover_wins ? 1 : 2) << r.position.board << " " << v;
      }
}

// Edge geography by brute force from the rules: edges as a list, the token's vertex, used
// flags; the player to move loses when no unused edge touches the token.
bool reference_mover_wins(const Graph& g, int token, std::vector<bool>& used) {
  for (std::size_t i = 0; i < g.edges().size(); ++i) {
    const Edge& e = g.edges()[i];
    if (used[i] || (e.u != token && e.v != token)) continue;
    used[i] = true;
    const bool opponent_wins = reference_mover_wins(g, e.u == token ? e.v : e.u, used);
    used[i] = false;
    if (!opponent_wins) return true;
  }
  return false;
}

TEST(EdgeGeography, AgreesWithTheReferenceOnEveryGraphUpTo6Vertices) {
  const Game& game = find_game("edge-geography");
  int checked = 0;
  for (int n = 1; n <= 6; ++n)
    for (const Graph& g : generate_graphs("nauty-geng " + std::to_string(n))) {
      // Unrooted: player 1 wins iff some start loses for the player to move from it.
      bool p1_wins = false;
      for (int v = 0; v < n; ++v) {
        std::vector<bool> used(g.edges().size(), false);
        const bool mover_wins = reference_mover_wins(g, v, used);
        p1_wins |= !mover_wins;
        SolveRequest r;
        r.position.board = to_nauty_string(g);
        r.position.params.set("start", std::to_string(v));
        r.search.winner_only = true;
        ASSERT_EQ(game.solve(r).winner, mover_wins ? 1 : 2) << r.position.board << " " << v;
        r.search.solver = Solver::kDfpn;
        ASSERT_EQ(game.solve(r).winner, mover_wins ? 1 : 2) << r.position.board << " " << v;
      }
      SolveRequest r;
      r.position.board = to_nauty_string(g);
      ASSERT_EQ(game.solve(r).winner, p1_wins ? 1 : 2) << r.position.board;
      ++checked;
    }
  EXPECT_EQ(checked, 1 + 2 + 4 + 11 + 34 + 156);
}

TEST(Geography, NotationAndErrors) {
  const Game& game = find_game("edge-geography");
  const auto error_of = [&](const std::string& board, const std::string& moves,
                            const std::string& start = "") {
    SolveRequest r;
    r.position.board = board;
    r.position.moves = moves;
    if (!start.empty()) r.position.params.set("start", start);
    try {
      game.solve(r);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(error_of("P4", "0>1"),
            "--moves: move 1 '0>1' moves the token before it is placed "
            "(the first move names a vertex, e.g. 0)");
  EXPECT_EQ(error_of("P4", "1 1>2 2>1"), "--moves: move 3 '2>1' uses an edge already used");
  EXPECT_EQ(error_of("P4", "1 0>1"),
            "--moves: move 2 '0>1' does not start at the token (vertex 1)");
  EXPECT_EQ(error_of("P4", "1 1>3"), "--moves: move 2 '1>3' is not an edge of the graph");
  EXPECT_EQ(error_of("P4", "2", "0"),
            "--moves: move 1 '2' places the token, which is already on vertex 0");
  EXPECT_EQ(error_of("P4", "7"), "--moves: move 1 '7': vertex out of range 0..3");
  EXPECT_EQ(error_of("P4", "", "4"), "--start 4: the graph has vertices 0..3");
  EXPECT_EQ(error_of("K3*", ""), "geography is played on simple graphs: no loops");
}

}  // namespace
}  // namespace gg::geography
