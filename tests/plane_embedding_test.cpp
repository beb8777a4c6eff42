// Plane embeddings: the edge-by-edge enumeration against a brute force over every rotation system,
// canonical board keys invariant under relabelling and mirroring, and known board counts.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>

#include "graph/edge_list.h"
#include "graph/graph_spec.h"
#include "graph/plane_embedding.h"
#include "graph/properties.h"

namespace gg {
namespace {

RotationSystem sorted_rotation(const Graph& g) {
  RotationSystem r(g.order());
  for (int v = 0; v < g.order(); ++v)
    for (int w : bits_of(g.neighbours(v))) r[v].push_back(w);
  return r;
}

// Every rotation system (no pruning), counting those that trace m - n + 2 faces.
int brute_force_embeddings(const Graph& g) {
  RotationSystem r = sorted_rotation(g);
  int count = 0;
  std::function<void(int)> place = [&](int v) {
    if (v == g.order()) {
      count += static_cast<int>(trace_faces(g, r).size()) == g.size() - g.order() + 2;
      return;
    }
    std::sort(r[v].begin() + (r[v].empty() ? 0 : 1), r[v].end());
    do place(v + 1);
    while (!r[v].empty() && std::next_permutation(r[v].begin() + 1, r[v].end()));
  };
  place(0);
  return count;
}

int embeddings(const Graph& g) {
  int count = 0;
  for_each_plane_embedding(g, [&](const RotationSystem& r) {
    EXPECT_EQ(static_cast<int>(trace_faces(g, r).size()), g.size() - g.order() + 2);
    ++count;
  });
  return count;
}

TEST(PlaneEmbedding, EnumerationMatchesBruteForceOnEveryGraphUpTo5Vertices) {
  for (int n = 1; n <= 5; ++n) {
    std::vector<std::pair<int, int>> pairs;
    for (int u = 0; u < n; ++u)
      for (int v = u + 1; v < n; ++v) pairs.push_back({u, v});
    for (std::uint32_t mask = 0; mask < (1u << pairs.size()); ++mask) {
      Graph g(n);
      for (std::size_t i = 0; i < pairs.size(); ++i)
        if (mask >> i & 1) g.add_edge(pairs[i].first, pairs[i].second);
      if (!is_connected(g) || g.size() == 0) continue;
      const int brute = brute_force_embeddings(g);
      // The enumeration skips mirror images, which differ once some vertex has degree 3.
      const int expected = g.max_degree() >= 3 ? brute / 2 : brute;
      ASSERT_EQ(embeddings(g), expected) << "n=" << n << " mask=" << mask;
      EXPECT_EQ(expected > 0, is_planar(g));
    }
  }
}

TEST(PlaneEmbedding, KnownCounts) {
  // 3-connected planar graphs have one embedding up to reflection (Whitney).
  EXPECT_EQ(embeddings(parse_graph_spec("K4")), 1);
  EXPECT_EQ(embeddings(parse_graph_spec("cube")), 1);
  EXPECT_EQ(embeddings(parse_graph_spec("octahedron")), 1);
  EXPECT_EQ(embeddings(parse_graph_spec("K5")), 0);
  EXPECT_EQ(embeddings(parse_graph_spec("K3,3")), 0);
  // The bowtie: the triangles side by side or one inside the other, and per rotation at the
  // centre one orientation of each triangle; 2 of the 3 cyclic orders at the centre are plane.
  EXPECT_EQ(embeddings(parse_edge_list("0-1 1-2 0-2 2-3 3-4 2-4")), 2);
}

TEST(PlaneEmbedding, BoardsOfSmallGraphs) {
  EXPECT_EQ(all_plane_boards(parse_graph_spec("K4")).size(), 1u);
  EXPECT_EQ(all_plane_boards(parse_graph_spec("C6")).size(), 1u);
  EXPECT_EQ(all_plane_boards(parse_graph_spec("P5")).size(), 1u);
  EXPECT_TRUE(all_plane_boards(parse_graph_spec("K3,3")).empty());
  // The bowtie gives the hourglass and the inverted hourglass (thesis Figure 4).
  const auto bowtie = all_plane_boards(parse_edge_list("0-1 1-2 0-2 2-3 3-4 2-4"));
  ASSERT_EQ(bowtie.size(), 2u);
  std::multiset<std::size_t> lengths;
  for (const auto& b : bowtie)
    for (const auto& c : b.cells) lengths.insert(c.size());
  EXPECT_EQ(lengths, (std::multiset<std::size_t>{3, 3, 3, 6}));
  // W5 (hub + C4): outer face the rim or one of four (symmetric) triangles.
  EXPECT_EQ(all_plane_boards(parse_graph_spec("W5")).size(), 2u);
  // Every board's cells pass the drawing check, and the keys are distinct.
  std::set<std::string> keys;
  for (const auto& b : all_plane_boards(parse_graph_spec("P3xP3"))) {
    EXPECT_NO_THROW(validate_cells(b.graph, b.cells));
    EXPECT_TRUE(keys.insert(b.drawing).second);
  }
  EXPECT_GE(keys.size(), 2u);
}

TEST(PlaneEmbedding, CanonicalKeyIgnoresLabellingAndMirroring) {
  std::mt19937 rng(7);
  for (const char* spec : {"W6", "P3xP3", "C5xK2", "K4", "K2,4"}) {
    SCOPED_TRACE(spec);
    const Graph g = parse_graph_spec(spec);
    std::optional<RotationSystem> r = planar_embedding(g);
    ASSERT_TRUE(r);
    for (const auto& face : trace_faces(g, *r)) {
      const std::string key = canonical_board_key(g, *r, face);
      // Relabel the vertices at random and mirror the drawing: same board, same key.
      std::vector<int> perm(g.order());
      std::iota(perm.begin(), perm.end(), 0);
      std::shuffle(perm.begin(), perm.end(), rng);
      const Graph h = g.relabelled(perm);
      RotationSystem mirrored(g.order());
      for (int v = 0; v < g.order(); ++v)
        for (auto it = (*r)[v].rbegin(); it != (*r)[v].rend(); ++it)
          mirrored[perm[v]].push_back(perm[*it]);
      std::vector<int> mirrored_face;
      for (auto it = face.rbegin(); it != face.rend(); ++it) mirrored_face.push_back(perm[*it]);
      EXPECT_EQ(canonical_board_key(h, mirrored, mirrored_face), key);
    }
  }
}

}  // namespace
}  // namespace gg
