#include <gtest/gtest.h>

#include "graph/families.h"
#include "graph/symmetry.h"

namespace gg {
namespace {

TEST(GraphSmoke, Petersen) {
  const Graph g = parse_graph_spec("petersen");
  EXPECT_EQ(g.order(), 10);
  EXPECT_EQ(automorphisms(g).order_text, "120");
}

}  // namespace
}  // namespace gg
