// Slow sweep (label "slow"): the exact EDCN agrees with brute force on all 853 connected
// graphs with 7 vertices.
#include <gtest/gtest.h>

#include "games/edge/edcn.h"
#include "geng.h"
#include "graph/edge_list.h"
#include "reference/edge_reference.h"

namespace gg::edge {
namespace {

TEST(EdcnSlow, AgreesWithBruteForceOnConnectedSevenVertexGraphs) {
  const auto graphs = generate_graphs("nauty-geng -c 7");
  ASSERT_EQ(graphs.size(), 853u);
  for (const Graph& g : graphs) {
    const EdcnResult r = edcn(g);
    ASSERT_EQ(r.k, reference::edcn_brute_force(g)) << to_edge_list(g);
    ASSERT_TRUE(is_edge_distinguishing(g, r.colouring));
  }
}

}  // namespace
}  // namespace gg::edge
