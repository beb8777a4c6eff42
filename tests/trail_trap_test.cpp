#include <gtest/gtest.h>

#include "games/trail_trap/trail_trap.h"
#include "graph/families.h"
#include "solve/negamax.h"

namespace gg::trail_trap {
namespace {

int solve_winner(const std::string& spec, Options options = {}) {
  auto board = std::make_shared<Board>(parse_graph_spec(spec), options);
  State s(board);
  SolveLimits limits;
  limits.tt_megabytes = 16;
  Negamax<State> engine(limits);
  return engine.solve(s) ? 1 : 2;
}

TEST(TrailTrapSmoke, PaperComplete) {
  EXPECT_EQ(solve_winner("K4"), 1);
  EXPECT_EQ(solve_winner("K5"), 2);
}

}  // namespace
}  // namespace gg::trail_trap
