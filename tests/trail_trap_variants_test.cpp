// Trail Trap's variants (place-first, place-first-alternating, rooted): the engine against the
// brute-force reference on every small graph, the rooted tree algorithm against search on
// every small tree, and the paper's statement about the path on three vertices.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/error.h"
#include "games/game.h"
#include "games/trail_trap/trail_trap.h"
#include "games/trail_trap/tree_solver.h"
#include "geng.h"
#include "graph/edge_list.h"
#include "reference/trail_trap_reference.h"

namespace gg::trail_trap {
namespace {

// One reading of the rules: the engine's parameters and the reference's rules.
struct Reading {
  std::string variant;
  bool distinct = false;
  reference::TrailTrapRules rules;
};

const std::vector<Reading>& place_first_readings() {
  static const std::vector<Reading> readings{
      {"place-first", false, {1, false}},
      {"place-first", true, {1, true}},
      {"place-first-alternating", false, {2, false}},
      {"place-first-alternating", true, {2, true}},
  };
  return readings;
}

SolveRequest request_for(const std::string& board, const std::string& variant, bool distinct,
                         const std::string& moves = "") {
  SolveRequest request;
  request.position.board = board;
  request.position.moves = moves;
  request.position.params.set("variant", variant);
  if (distinct) request.position.params.set("distinct-placement", "true");
  request.search.want_line = false;
  request.search.limits.tt_megabytes = 16;
  return request;
}

SolveRequest rooted_request(const std::string& board, int a, int b, bool force_search) {
  SolveRequest request = request_for(board, "rooted", false);
  request.position.params.set("start", std::to_string(a) + "," + std::to_string(b));
  if (force_search) request.position.params.set("force-search", "true");
  return request;
}

std::string move_text(std::pair<int, int> m) {
  return m.first < 0 ? std::to_string(m.second)
                     : std::to_string(m.first) + ">" + std::to_string(m.second);
}

std::set<std::string> reference_winning_moves(reference::TrailTrapReference ref) {
  std::set<std::string> out;
  for (const auto& m : ref.winning_moves()) out.insert(move_text(m));
  return out;
}

std::set<std::string> engine_winning_moves(const SolveReport& r) {
  return {r.winning_moves.begin(), r.winning_moves.end()};
}

std::vector<Graph> graphs_up_to(int n) {
  std::vector<Graph> graphs;
  for (int k = 1; k <= n; ++k)
    for (Graph& g : generate_graphs("nauty-geng " + std::to_string(k))) graphs.push_back(g);
  return graphs;
}

// The paper (section 1): "the path on three vertices is P1-win in the game where both players
// place tokens before either moves, but P2-win in Trail Trap". Which readings make it true.
TEST(TrailTrapVariants, PathOnThreeVerticesUnderEachReading) {
  const Game& game = find_game("trail-trap");
  EXPECT_EQ(game.solve(request_for("P3", "standard", false)).winner, 2);
  EXPECT_EQ(game.solve(request_for("P3", "place-first", false)).winner, 1);
  EXPECT_EQ(game.solve(request_for("P3", "place-first", true)).winner, 1);
  EXPECT_EQ(game.solve(request_for("P3", "place-first-alternating", false)).winner, 2);
  EXPECT_EQ(game.solve(request_for("P3", "place-first-alternating", true)).winner, 1);
}

// Winner and every winning first move, engine against reference, on every graph up to five
// vertices (connected or not) under each place-first reading, with and without symmetry.
TEST(TrailTrapVariants, PlaceFirstAgreesWithReferenceOnAllSmallGraphs) {
  const Game& game = find_game("trail-trap");
  const auto graphs = graphs_up_to(5);
  ASSERT_EQ(graphs.size(), 1u + 2 + 4 + 11 + 34);
  for (const Reading& reading : place_first_readings()) {
    for (const Graph& g : graphs) {
      SCOPED_TRACE(reading.variant + (reading.distinct ? " distinct " : " ") + to_edge_list(g));
      reference::TrailTrapReference ref(g, reading.rules);
      SolveRequest request = request_for(to_edge_list(g), reading.variant, reading.distinct);
      const SolveReport r = game.solve(request);
      EXPECT_EQ(r.winner, ref.to_move_wins() ? 1 : 2);
      EXPECT_EQ(engine_winning_moves(r), reference_winning_moves(ref));
      request.position.params.set("no-symmetry", "true");
      EXPECT_EQ(game.solve(request).winner, r.winner);
    }
  }
}

// Partly played positions (random lines through the opening turns) on random connected
// graphs of six and seven vertices.
TEST(TrailTrapVariants, PlaceFirstPositionsAgreeWithReference) {
  const Game& game = find_game("trail-trap");
  std::vector<Graph> graphs = generate_graphs("nauty-geng -c 6 6:9");
  for (Graph& g : generate_graphs("nauty-geng -c 7 7:8")) graphs.push_back(std::move(g));
  std::mt19937 rng(20261123);
  int checked = 0;
  for (const Reading& reading : place_first_readings()) {
    for (int trial = 0; trial < 25; ++trial) {
      const Graph& g = graphs[rng() % graphs.size()];
      reference::TrailTrapReference ref(g, reading.rules);
      std::string moves;
      const int plies = static_cast<int>(rng() % 4);
      for (int i = 0; i < plies; ++i) {
        const auto options = ref.moves();
        if (options.empty()) break;
        const auto m = options[rng() % options.size()];
        ref.play(m.first, m.second);
        moves += move_text(m) + " ";
      }
      SCOPED_TRACE(reading.variant + " " + to_edge_list(g) + " moves " + moves);
      const SolveReport r =
          game.solve(request_for(to_edge_list(g), reading.variant, reading.distinct, moves));
      const bool mover_wins = ref.to_move_wins();
      EXPECT_EQ(r.winner == r.to_move, mover_wins);
      EXPECT_EQ(engine_winning_moves(r), reference_winning_moves(ref));
      ++checked;
    }
  }
  EXPECT_EQ(checked, 100);
}

// Rooted games from every pair of start vertices on every graph up to five vertices.
TEST(TrailTrapVariants, RootedAgreesWithReferenceOnAllSmallGraphs) {
  const Game& game = find_game("trail-trap");
  int positions = 0;
  for (const Graph& g : graphs_up_to(5)) {
    for (int a = 0; a < g.order(); ++a) {
      for (int b = 0; b < g.order(); ++b) {
        SCOPED_TRACE(to_edge_list(g) + " start " + std::to_string(a) + "," + std::to_string(b));
        reference::TrailTrapReference ref(g, {0, false, a, b});
        const SolveReport r = game.solve(rooted_request(to_edge_list(g), a, b, true));
        EXPECT_EQ(r.winner, ref.to_move_wins() ? 1 : 2);
        EXPECT_EQ(engine_winning_moves(r), reference_winning_moves(ref));
        ++positions;
      }
    }
  }
  EXPECT_EQ(positions, 1 + 2 * 4 + 4 * 9 + 11 * 16 + 34 * 25);
}

// The tree algorithm (partizan edge geography on trees through positions after openings)
// against search: the winner, every winning move, and each refutation, which must leave
// player 1 lost, for every start pair on every tree up to 10 vertices.
TEST(TrailTrapVariants, RootedTreeAlgorithmAgreesWithSearch) {
  const Game& game = find_game("trail-trap");
  int positions = 0;
  for (int n = 1; n <= 10; ++n) {
    for (const Graph& g : generate_graphs("nauty-gentreeg " + std::to_string(n))) {
      const std::string board = to_edge_list(g);
      for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) {
          SCOPED_TRACE(board + " start " + std::to_string(a) + "," + std::to_string(b));
          const SolveReport tree = game.solve(rooted_request(board, a, b, false));
          const SolveReport search = game.solve(rooted_request(board, a, b, true));
          ASSERT_EQ(tree.method, "tree");
          ASSERT_NE(search.method, "tree");
          EXPECT_EQ(tree.winner, search.winner);
          EXPECT_EQ(engine_winning_moves(tree), engine_winning_moves(search));
          for (const MoveReport& m : tree.moves) {
            if (m.wins) continue;
            ASSERT_FALSE(m.refutation.empty()) << m.move;
            SolveRequest after_request = rooted_request(board, a, b, true);
            after_request.position.moves = m.move + " " + m.refutation;
            const SolveReport after = game.solve(after_request);
            EXPECT_EQ(after.winner, 2) << m.move << " " << m.refutation;
          }
          ++positions;
        }
      }
    }
  }
  // Trees on 1..10 vertices: 1, 1, 1, 2, 3, 6, 11, 23, 47, 106; n^2 start pairs each.
  EXPECT_EQ(positions,
            1 + 4 + 9 + 2 * 16 + 3 * 25 + 6 * 36 + 11 * 49 + 23 * 64 + 47 * 81 + 106 * 100);
}

// Trees larger than a Graph holds, as edge lists: the rooted tree algorithm alone. Tokens at
// the two ends of a path race toward each other, so the outcome depends on the parity of the
// path's length only: checked against search on short paths of both parities.
TEST(TrailTrapVariants, RootedOnLargeTrees) {
  const Game& game = find_game("trail-trap");
  auto path = [](int n) {
    std::string spec;
    for (int v = 0; v + 1 < n; ++v) spec += std::to_string(v) + "-" + std::to_string(v + 1) + " ";
    return spec;
  };
  for (int n : {9, 10}) {
    const SolveReport small = game.solve(rooted_request(path(n), 0, n - 1, true));
    const SolveReport large = game.solve(rooted_request(path(n + 200), 0, n + 199, false));
    EXPECT_EQ(large.method, "tree");
    EXPECT_EQ(small.winner, large.winner) << n;
  }
}

TEST(TrailTrapVariants, RuleOptionsBelongTogether) {
  const Game& game = find_game("trail-trap");
  SolveRequest r = request_for("P4", "standard", false);
  r.position.params.set("start", "0,1");
  EXPECT_THROW(game.solve(r), InputError);
  EXPECT_THROW(game.solve(request_for("P4", "rooted", false)), InputError);
  EXPECT_THROW(game.solve(request_for("P4", "standard", true)), InputError);
  EXPECT_THROW(game.solve(rooted_request("P4", 0, 4, false)), InputError);
  // A placement where an edge is due, an edge where a placement is due.
  EXPECT_THROW(game.solve(request_for("P4", "place-first", false, "1 2")), InputError);
  EXPECT_THROW(game.solve(request_for("P4", "place-first", false, "1>2")), InputError);
  EXPECT_THROW(game.solve(request_for("P4", "place-first-alternating", true, "1 1")), InputError);
  EXPECT_NO_THROW(game.solve(request_for("P4", "place-first-alternating", false, "1 1")));
}

}  // namespace
}  // namespace gg::trail_trap
