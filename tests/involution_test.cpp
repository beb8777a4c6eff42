// Involutive automorphisms fixing no edge (graph/involution.h): each one found is checked to be
// one, and whether one exists agrees with trying every permutation on all graphs up to 7
// vertices.
#include "graph/involution.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "geng.h"
#include "graph/edge_list.h"
#include "graph/graph_spec.h"

namespace gg {
namespace {

bool is_fixed_edge_free_involution(const Graph& g, const std::vector<int>& s) {
  const auto at = [&](int v) { return s[static_cast<std::size_t>(v)]; };
  for (int v = 0; v < g.order(); ++v)
    if (at(v) < 0 || at(v) >= g.order() || at(at(v)) != v) return false;
  for (int u = 0; u < g.order(); ++u)
    for (int v = 0; v < g.order(); ++v)
      if (u != v && g.adjacent(u, v) != g.adjacent(at(u), at(v))) return false;
  for (const Edge& e : g.edges()) {
    const int a = at(e.u), b = at(e.v);
    if ((a == e.u && b == e.v) || (a == e.v && b == e.u)) return false;
  }
  return true;
}

bool exists_by_every_permutation(const Graph& g) {
  std::vector<int> s(static_cast<std::size_t>(g.order()));
  std::iota(s.begin(), s.end(), 0);
  do {
    if (is_fixed_edge_free_involution(g, s)) return true;
  } while (std::next_permutation(s.begin(), s.end()));
  return false;
}

TEST(Involution, AgreesWithEveryPermutationOnAllGraphsUpToSeven) {
  int found = 0, checked = 0;
  for (int n = 1; n <= 7; ++n)
    for (const Graph& g : generate_graphs("nauty-geng " + std::to_string(n))) {
      const auto s = fixed_edge_free_involution(g);
      ASSERT_EQ(s.has_value(), exists_by_every_permutation(g)) << to_edge_list(g);
      if (s) {
        ASSERT_TRUE(is_fixed_edge_free_involution(g, *s)) << to_edge_list(g);
        ++found;
      }
      ++checked;
    }
  EXPECT_EQ(checked, 1 + 2 + 4 + 11 + 34 + 156 + 1044);
  EXPECT_GT(found, 100);
  EXPECT_LT(found, checked);
}

TEST(Involution, KnownGraphs) {
  // Even cycles, grids with both sides of the same parity, K_{p,q} with p or q even (the
  // paper's uses of Proposition 3); none for odd-odd K_{p,q}, K_n (n >= 2), P3xP4, nor for the
  // Petersen graph (every involution of S5 on 2-sets fixes two disjoint, so adjacent, pairs).
  for (const char* spec : {"C4", "C6", "C10", "P3xP5", "P4xP4", "K2,3", "K4,5", "Q3"})
    EXPECT_TRUE(fixed_edge_free_involution(parse_graph_spec(spec))) << spec;
  for (const char* spec : {"K2", "K5", "K3,3", "K3,5", "P3xP4", "P2", "petersen"})
    EXPECT_FALSE(fixed_edge_free_involution(parse_graph_spec(spec))) << spec;
}

TEST(Involution, GivesUpOnlyWhenTheBudgetRunsOut) {
  // One step is not enough to decide C6; the search then proves nothing.
  EXPECT_FALSE(fixed_edge_free_involution(parse_graph_spec("C6"), 1));
  EXPECT_TRUE(fixed_edge_free_involution(parse_graph_spec("C6"), 1000));
}

}  // namespace
}  // namespace gg
