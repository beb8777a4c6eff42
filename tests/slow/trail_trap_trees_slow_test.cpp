// Slow agreement sweep (Release only, label "slow"): the tree algorithm and the general
// search decide the same winner on every tree with 13 to 16 vertices (31,521 trees).
#include <gtest/gtest.h>

#include "games/trail_trap/trail_trap.h"
#include "games/trail_trap/tree_solver.h"
#include "geng.h"
#include "graph/edge_list.h"
#include "solve/negamax.h"

namespace gg::trail_trap {
namespace {

TEST(TrailTrapTreesSlow, WinnerAgreesWithSearchOnEveryTree13To16) {
  const int expected_counts[] = {1301, 3159, 7741, 19320};
  for (int n = 13; n <= 16; ++n) {
    const auto trees = generate_graphs("nauty-gentreeg " + std::to_string(n));
    EXPECT_EQ(static_cast<int>(trees.size()), expected_counts[n - 13]);
    for (const Graph& g : trees) {
      auto board = std::make_shared<Board>(g, Options{});
      State s(board);
      SolveLimits limits;
      limits.tt_megabytes = 16;
      Negamax<State> engine(limits);
      const int search_winner = engine.solve(s) ? 1 : 2;
      ASSERT_EQ(solve_tree(Tree::from_graph(g), false).winner, search_winner) << to_edge_list(g);
    }
  }
}

}  // namespace
}  // namespace gg::trail_trap
