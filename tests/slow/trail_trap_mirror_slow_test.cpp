// Slow agreement sweep (Release only, label "slow"): every connected graph up to 9 vertices
// that Proposition 3's mirror decides (an involutive automorphism fixing no edge) is a player 2
// win by the general search, which does not use the mirror.
#include <gtest/gtest.h>

#include "games/trail_trap/trail_trap.h"
#include "geng.h"
#include "graph/edge_list.h"
#include "graph/involution.h"
#include "solve/negamax.h"

namespace gg::trail_trap {
namespace {

TEST(TrailTrapMirrorSlow, EveryMirroredGraphUpToNineIsAPlayerTwoWinBySearch) {
  long long mirrored = 0, graphs = 0;
  for (int n = 2; n <= 9; ++n)
    for (const Graph& g : generate_graphs("nauty-geng -c " + std::to_string(n))) {
      ++graphs;
      if (!fixed_edge_free_involution(g)) continue;
      ++mirrored;
      State s(std::make_shared<Board>(g, Options{}));
      SolveLimits limits;
      limits.tt_megabytes = 16;
      Negamax<State> engine(limits);
      ASSERT_FALSE(engine.solve(s)) << to_edge_list(g);
    }
  std::printf("connected graphs on 2..9 vertices: %lld, decided by the mirror: %lld\n", graphs,
              mirrored);
  EXPECT_EQ(graphs, 1 + 2 + 6 + 21 + 112 + 853 + 11117 + 261080);
}

}  // namespace
}  // namespace gg::trail_trap
