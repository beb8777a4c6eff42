// Graph core: families (order, size, |Aut| and structure from a data table), the readers and
// writers and their round trips, canonical forms and orbits.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <numeric>
#include <random>
#include <sstream>

#include "core/error.h"
#include "core/text.h"
#include "geng.h"
#include "graph/board_file.h"
#include "graph/edge_list.h"
#include "graph/families.h"
#include "graph/graph6.h"
#include "graph/graph_spec.h"
#include "graph/properties.h"
#include "graph/small_canonical.h"
#include "graph/standard_drawing.h"
#include "graph/straight_line.h"
#include "graph/symmetry.h"
#include "test_data.h"

namespace gg {
namespace {

TEST(GraphFamilies, TableOfKnownInvariants) {
  int rows = 0;
  for (const auto& row : read_tsv(test_data_path("graph_families.tsv"))) {
    ASSERT_EQ(row.size(), 10u);
    SCOPED_TRACE(row[0]);
    const Graph g = parse_graph_spec(row[0]);
    EXPECT_EQ(g.order(), std::stoi(row[1]));
    EXPECT_EQ(g.size(), std::stoi(row[2]));
    EXPECT_EQ(automorphisms(g).order_text, row[3]);
    EXPECT_EQ(is_connected(g), row[4] == "1");
    EXPECT_EQ(is_bipartite(g), row[5] == "1");
    EXPECT_EQ(is_planar(g), row[6] == "1");
    EXPECT_EQ(is_tree(g), row[7] == "1");
    const Eccentricities ecc = eccentricities(g);
    if (row[8] == "-") {
      EXPECT_FALSE(ecc.connected);
    } else {
      EXPECT_EQ(ecc.radius, std::stoi(row[8]));
      EXPECT_EQ(ecc.diameter, std::stoi(row[9]));
    }
    ++rows;
  }
  EXPECT_GT(rows, 25);
}

TEST(GraphFamilies, DocumentedNumbering) {
  const Graph w = parse_graph_spec("W6");  // hub 0, rim 1..5
  EXPECT_EQ(w.degree(0), 5);
  EXPECT_TRUE(w.adjacent(1, 5));
  const Graph chorded = parse_graph_spec("C8+1,3");  // paper numbers vertices 1..n
  EXPECT_TRUE(chorded.adjacent(0, 2));
  const Graph grid = parse_graph_spec("P3xP4");  // (g, h) -> 4g + h
  EXPECT_TRUE(grid.adjacent(0, 1));
  EXPECT_TRUE(grid.adjacent(0, 4));
  EXPECT_FALSE(grid.adjacent(3, 4));
  const Graph book = parse_graph_spec("B5");
  EXPECT_TRUE(book.adjacent(0, 1));
  EXPECT_EQ(book.degree(4), 2);
  const Graph loops = parse_graph_spec("K5*");
  EXPECT_EQ(popcount(loops.loop_vertices()), 5);
  EXPECT_EQ(loops.degree(0), 6);
  const auto centre = eccentricities(parse_graph_spec("spider:1,3,7")).centre;
  EXPECT_EQ(centre, (std::vector<int>{6}));  // second vertex of the 7-leg (legs numbered outward)
}

// Families that are other families under another name: the same graph up to isomorphism.
TEST(GraphFamilies, KnownCoincidences) {
  const std::pair<const char*, const char*> same[] = {
      {"GP5,2", "petersen"},
      {"GP6,1", "C6xK2"},
      {"GP4,1", "Q3"},
      {"mobius3", "K3,3"},
      {"ladder5", "P5xP2"},
      {"K2,2,2", "octahedron"},
      {"K1,1,1", "K3"},
      {"friendship1", "K3"},
      {"fan2", "K3"},
      {"fan3", "diamond"},
      {"helm3", "0-1 0-2 0-3 1-2 2-3 3-1 1-4 2-5 3-6"},
      {"petal:3,3", "friendship2"},
      {"lollipop:3,2", "0-1 0-2 1-2 2-3 3-4"},
      {"barbell:1,3", "P5"},
      {"C6+1,4+2,5", "0-1 1-2 2-3 3-4 4-5 5-0 0-3 1-4"},
      {"gear3", "0-1 0-2 0-3 1-4 4-2 2-5 5-3 3-6 6-1"},
  };
  for (const auto& [a, b] : same) {
    EXPECT_EQ(canonical_string(parse_graph_spec(a)), canonical_string(parse_graph_spec(b)))
        << a << " vs " << b;
  }
}

TEST(GraphFamilies, NewFamiliesNumbering) {
  const Graph gear = parse_graph_spec("gear4");  // hub 0, rim 1..4, 5 inside rim edge 1-2
  EXPECT_EQ(gear.degree(0), 4);
  EXPECT_TRUE(gear.adjacent(1, 5) && gear.adjacent(5, 2) && gear.adjacent(8, 1));
  const Graph helm = parse_graph_spec("helm4");  // pendant 4+i at rim vertex i
  EXPECT_TRUE(helm.adjacent(1, 5) && helm.adjacent(4, 8));
  EXPECT_EQ(helm.degree(8), 1);
  const Graph gp = parse_graph_spec("GP7,2");  // inner star: 7+i ~ 7+(i+2)
  EXPECT_TRUE(gp.adjacent(7, 9) && gp.adjacent(12, 7) && gp.adjacent(3, 10));
  const Graph petal = parse_graph_spec("petal:3,4");  // 0,1,2 then 0,3,4,5
  EXPECT_TRUE(petal.adjacent(2, 0) && petal.adjacent(0, 3) && petal.adjacent(5, 0));
  EXPECT_FALSE(petal.adjacent(2, 3));
  const Graph chords = parse_graph_spec("C9+1,4+2,7");  // numbered 1..n: chords 0-3 and 1-6
  EXPECT_EQ(chords.size(), 11);
  EXPECT_TRUE(chords.adjacent(0, 3) && chords.adjacent(1, 6));
  const Graph lollipop = parse_graph_spec("lollipop:4,3");  // K4 on 0..3, path 4,5,6 from 3
  EXPECT_TRUE(lollipop.adjacent(3, 4) && lollipop.adjacent(5, 6));
  EXPECT_EQ(lollipop.degree(6), 1);
  const Graph barbell = parse_graph_spec("barbell:3,2");  // K3, path 3,4, K3 on 5..7
  EXPECT_TRUE(barbell.adjacent(2, 3) && barbell.adjacent(4, 5) && barbell.adjacent(6, 7));
  const Graph fan = parse_graph_spec("fan4");  // apex 0, path 1..4
  EXPECT_EQ(fan.degree(0), 4);
  EXPECT_TRUE(fan.adjacent(3, 4));
  const Graph loops = parse_graph_spec("C5*[0,2]");
  EXPECT_EQ(loops.loop_vertices(), (VertexSet{1} << 0) | (VertexSet{1} << 2));
  // A factor's loop is copied with the factor: (x, 1) for each vertex x of P2.
  const Graph grid_loops = parse_graph_spec("P2xP3*[1]");
  EXPECT_EQ(grid_loops.loop_vertices(), (VertexSet{1} << 1) | (VertexSet{1} << 4));
  EXPECT_EQ(
      canonical_string(parse_graph_spec("P2xP3*")),
      canonical_string(parse_graph_spec("0-1 1-2 3-4 4-5 0-3 1-4 2-5 0-0 1-1 2-2 3-3 4-4 5-5")));
}

TEST(GraphFamilies, EverySpecExampleParses) {
  const auto examples = spec_examples();
  EXPECT_GE(examples.size(), 15u);
  for (const SpecExample& e : examples) {
    EXPECT_NO_THROW(parse_graph_spec(e.spec)) << e.spec;
    EXPECT_FALSE(e.names.empty()) << e.spec;
  }
}

TEST(GraphFamilies, RejectsBadSpecs) {
  for (const char* spec :
       {"K",          "K65",        "P0",     "C2",     "W3",        "Q7",
        "spider:",    "spider:1,0", "C8+1,2", "C8+0,3", "C8+1,9",    "frobnicate",
        "C8+1,3+3,1", "C8+1,3+",    "GP6,3",  "gear2",  "petal:3,2", "lollipop:3",
        "barbell:0",  "K2,0,2",     "P4*[4]", "P4*[a]", "0-1 1-",    "0-0-1",
        "65: 0-1",    "0-1 0-1",    "K3,70",  "P9xP9",  "",          "@/nonexistent/file",
        "&AB"}) {
    SCOPED_TRACE(spec);
    EXPECT_THROW(parse_graph_spec(spec), InputError);
  }
}

TEST(Graph6, KnownStrings) {
  EXPECT_EQ(to_graph6(complete_graph(5)), "D~{");
  EXPECT_EQ(to_graph6(path_graph(2)), "A_");
  EXPECT_EQ(to_graph6(Graph(0)), "?");
  EXPECT_EQ(parse_graph6(">>graph6<<D~{\n"), complete_graph(5));
  // formats.txt's sparse6 example: 7 vertices, edges 0-1 0-2 1-2 5-6.
  const Graph s = parse_sparse6(":Fa@x^");
  EXPECT_EQ(s.order(), 7);
  EXPECT_EQ(s.size(), 4);
  EXPECT_TRUE(s.adjacent(5, 6));
  EXPECT_EQ(to_sparse6(s), ":Fa@x^");
}

Graph random_graph(std::mt19937& rng, int n, double p, bool loops) {
  Graph g(n);
  std::bernoulli_distribution coin(p);
  for (int v = 0; v < n; ++v)
    for (int u = loops ? v : v + 1; u < n; ++u)
      if (coin(rng)) g.add_edge(v, u);
  return g;
}

Graph random_relabelling(const Graph& g, std::mt19937& rng) {
  std::vector<int> perm(static_cast<std::size_t>(g.order()));
  std::iota(perm.begin(), perm.end(), 0);
  std::shuffle(perm.begin(), perm.end(), rng);
  return g.relabelled(perm);
}

TEST(Graph6, RoundTripsOnRandomGraphs) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 400; ++trial) {
    const int n = static_cast<int>(rng() % 65);
    const bool loops = trial % 3 == 0;
    const Graph g = random_graph(rng, n, 0.05 + (trial % 10) * 0.1, loops);
    if (!loops) {
      EXPECT_EQ(parse_graph6(to_graph6(g)), g);
    }
    EXPECT_EQ(parse_sparse6(to_sparse6(g)), g);
    EXPECT_EQ(parse_edge_list(to_edge_list(g)), g);
    EXPECT_EQ(parse_graph_spec(to_edge_list(g)), g);
  }
}

TEST(Canonical, InvariantUnderRelabellingAndDistinguishesNonIsomorphic) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 200; ++trial) {
    const int n = 1 + static_cast<int>(rng() % 20);
    const Graph g = random_graph(rng, n, 0.3, trial % 4 == 0);
    const Graph h = random_relabelling(g, rng);
    EXPECT_EQ(canonical_string(g), canonical_string(h));
    EXPECT_EQ(automorphisms(g).order_text, automorphisms(h).order_text);
  }
  EXPECT_NE(canonical_string(parse_graph_spec("P4")), canonical_string(parse_graph_spec("K1,3")));
  // Same graph: C4 given two ways.
  EXPECT_EQ(canonical_string(parse_graph_spec("C4")),
            canonical_string(parse_graph_spec("0-2 2-1 1-3 3-0")));
}

// The cheap canonical form used in search keys: on every graph up to 6 vertices, with no
// colour, one coloured vertex and two differently coloured vertices, equal hashes are exactly
// nauty's isomorphism classes, and a relabelled copy hashes the same.
TEST(SmallCanonical, ClassesAreNautysClasses) {
  std::mt19937 rng(5);
  std::map<std::string, std::uint64_t> hash_of_class;
  std::map<std::uint64_t, std::string> class_of_hash;
  int coloured_graphs = 0;
  for (int n = 1; n <= 6; ++n) {
    for (const Graph& g : generate_graphs("nauty-geng " + std::to_string(n))) {
      std::vector<std::vector<int>> colourings{std::vector<int>(n, 0)};
      for (int a = 0; a < n; ++a) {
        colourings.emplace_back(n, 0);
        colourings.back()[a] = 1;
        for (int b = 0; b < n; ++b) {
          if (b == a) continue;
          colourings.emplace_back(n, 0);
          colourings.back()[a] = 1;
          colourings.back()[b] = 2;
        }
      }
      for (const std::vector<int>& colours : colourings) {
        std::vector<VertexSet> rows(n);
        for (int v = 0; v < n; ++v) rows[v] = g.neighbours(v);
        const auto hash = small_canonical_hash(n, rows.data(), colours.data());
        ASSERT_TRUE(hash.has_value()) << to_edge_list(g);
        // nauty's class: the canonically relabelled graph with its colours in canonical order.
        const Permutation perm = canonical_labelling(g, colours);
        std::vector<int> canonical_colours(n);
        for (int v = 0; v < n; ++v) canonical_colours[perm[v]] = colours[v];
        std::string nauty_class = to_nauty_string(g.relabelled(perm)) + ":";
        for (int c : canonical_colours) nauty_class += std::to_string(c);
        const auto [h, new_class] = hash_of_class.emplace(nauty_class, *hash);
        EXPECT_EQ(h->second, *hash) << "isomorphic, different hashes: " << nauty_class;
        const auto [c, new_hash] = class_of_hash.emplace(*hash, nauty_class);
        EXPECT_EQ(c->second, nauty_class) << "one hash, two classes";
        // A random relabelling of the same coloured graph.
        std::vector<int> order(n);
        std::iota(order.begin(), order.end(), 0);
        std::shuffle(order.begin(), order.end(), rng);
        std::vector<VertexSet> moved(n, 0);
        std::vector<int> moved_colours(n);
        for (int v = 0; v < n; ++v) {
          moved_colours[order[v]] = colours[v];
          for (int w : bits_of(rows[v])) moved[order[v]] |= bit(order[w]);
        }
        EXPECT_EQ(small_canonical_hash(n, moved.data(), moved_colours.data()), hash);
        ++coloured_graphs;
      }
    }
  }
  EXPECT_GT(coloured_graphs, 5000);
  // The empty graph (EDGe positions with no markable vertex left) has one form.
  EXPECT_EQ(small_canonical_hash(0, nullptr, nullptr), small_canonical_hash(0, nullptr, nullptr));
}

// Graphs too symmetric for the cheap search go to nauty; canonical_hash stays invariant.
TEST(SmallCanonical, SymmetricGraphsFallBackToNauty) {
  std::mt19937 rng(9);
  int fell_back = 0;
  for (const char* spec : {"petersen", "Q4", "C20", "K4,4", "C5xC5", "K8"}) {
    const Graph g = parse_graph_spec(spec);
    const int n = g.order();
    std::vector<VertexSet> rows(n);
    for (int v = 0; v < n; ++v) rows[v] = g.neighbours(v);
    const std::vector<int> colours(n, 0);
    fell_back += small_canonical_hash(n, rows.data(), colours.data()).has_value() ? 0 : 1;
    const Graph h = random_relabelling(g, rng);
    std::vector<VertexSet> moved(n);
    for (int v = 0; v < n; ++v) moved[v] = h.neighbours(v);
    EXPECT_EQ(canonical_hash(n, rows.data(), colours.data()),
              canonical_hash(n, moved.data(), colours.data()))
        << spec;
  }
  EXPECT_GT(fell_back, 0);
}

TEST(Symmetry, GeneratorsAreAutomorphismsAndOrbitsMatch) {
  for (const char* spec : {"petersen", "K3,5", "P3xP4", "moser", "C8+1,3", "K5*"}) {
    SCOPED_TRACE(spec);
    const Graph g = parse_graph_spec(spec);
    const AutomorphismGroup group = automorphisms(g);
    for (const Permutation& p : group.generators) {
      EXPECT_EQ(g.relabelled(p), g);
    }
  }
  // Arcs u->v of K3,5 (item u * 8 + v): two orbits, small side -> big side and back, and
  // each transversal element maps the representative onto its member.
  const Graph k35 = parse_graph_spec("K3,5");
  const auto orbits = orbit_transversals(
      64, 8, automorphisms(k35).generators,
      [](const Permutation& p, int arc) { return p[arc / 8] * 8 + p[arc % 8]; },
      [&](int arc) { return k35.adjacent(arc / 8, arc % 8); });
  EXPECT_EQ(orbits.size(), 2u);
  std::size_t members = 0;
  for (const auto& o : orbits) {
    for (const auto& [arc, perm] : o.members) {
      EXPECT_EQ(perm[o.representative / 8] * 8 + perm[o.representative % 8], arc);
      ++members;
    }
  }
  EXPECT_EQ(members, 30u);
}

TEST(Symmetry, ColoursRestrictTheGroup) {
  const Graph k4 = complete_graph(4);
  EXPECT_EQ(automorphisms(k4, {0, 0, 1, 2}).order_text, "2");
  EXPECT_EQ(automorphisms(k4, {0, 0, 0, 0}).order_text, "24");
}

TEST(Properties, PlanarityOfClassicGraphs) {
  EXPECT_FALSE(is_planar(parse_graph_spec("K3,3")));
  EXPECT_TRUE(is_planar(parse_graph_spec("K4")));
  EXPECT_TRUE(is_planar(parse_graph_spec("octahedron")));
  EXPECT_FALSE(is_planar(parse_graph_spec("petersen")));
  EXPECT_TRUE(is_planar(parse_graph_spec("P5xP5")));
}

}  // namespace
}  // namespace gg

namespace gg {
namespace {

TEST(Text, NaturalOrderComparesNumbersAsNumbers) {
  EXPECT_TRUE(natural_less("0>2", "0>10"));
  EXPECT_FALSE(natural_less("0>10", "0>2"));
  EXPECT_TRUE(natural_less("1=1", "1=2"));
  EXPECT_TRUE(natural_less("9>1", "10>0"));
  EXPECT_TRUE(natural_less("/c3", "\\a1"));
  EXPECT_FALSE(natural_less("0>1", "0>1"));
  EXPECT_FALSE(natural_less("0>01", "0>1"));
  EXPECT_FALSE(natural_less("0>1", "0>01"));
  EXPECT_TRUE(natural_less("3", "3>1"));
  std::vector<std::string> moves{"10>2", "2>10", "2>3", "1>0", "10>11"};
  std::sort(moves.begin(), moves.end(),
            [](const std::string& a, const std::string& b) { return natural_less(a, b); });
  EXPECT_EQ(moves, (std::vector<std::string>{"1>0", "2>3", "2>10", "10>2", "10>11"}));
}

TEST(Text, JoinedIsTheInverseOfSplitMoves) {
  const std::vector<std::string> moves{"0>1", "2>3", "/c3"};
  EXPECT_EQ(joined(moves), "0>1 2>3 /c3");
  EXPECT_EQ(split_moves(joined(moves)), moves);
  EXPECT_EQ(joined(std::vector<std::string>{}), "");
  EXPECT_EQ(joined(std::vector<std::string>{"a"}), "a");
  EXPECT_EQ(joined(moves, ", "), "0>1, 2>3, /c3");
  EXPECT_EQ(split_moves(joined(moves, ", ")), moves);
}

}  // namespace
}  // namespace gg

namespace gg {
namespace {

// The named families' pictures: one point per vertex, no two at one place, and the shapes
// the papers draw (Petersen: pentagon outside the pentagram; Kp,q: two rows).
TEST(StandardDrawing, NamedFamiliesAsThePapersDrawThem) {
  for (const std::string spec :
       {"petersen", "Petersen", "K5", "K3,4", "P5", "C6", "W6", "K4", "P3xP4", "C5xK2"}) {
    SCOPED_TRACE(spec);
    const Graph g = parse_graph_spec(spec);
    const auto points = standard_drawing(spec, g);
    ASSERT_TRUE(points.has_value());
    ASSERT_EQ(static_cast<int>(points->size()), g.order());
    for (std::size_t a = 0; a < points->size(); ++a)
      for (std::size_t b = a + 1; b < points->size(); ++b)
        EXPECT_GT(std::hypot((*points)[a].first - (*points)[b].first,
                             (*points)[a].second - (*points)[b].second),
                  0.1);
  }
  const auto petersen = *standard_drawing("petersen", parse_graph_spec("petersen"));
  for (int v = 0; v < 10; ++v)
    EXPECT_NEAR(std::hypot(petersen[v].first, petersen[v].second), v < 5 ? 2 : 1, 1e-9);
  const auto k34 = *standard_drawing("K3,4", parse_graph_spec("K3,4"));
  for (int v = 0; v < 7; ++v) EXPECT_EQ(k34[v].second, v < 3 ? 1 : -1);
  // Other specs are left to Graphviz, except trees.
  EXPECT_FALSE(
      standard_drawing("0-1 1-2 2-0 2-3", parse_graph_spec("0-1 1-2 2-0 2-3")).has_value());
  EXPECT_TRUE(standard_drawing("0-1 1-2", parse_graph_spec("0-1 1-2")).has_value());
  EXPECT_FALSE(standard_drawing("IheA@GUAo", parse_graph_spec("IheA@GUAo")).has_value());
  EXPECT_TRUE(standard_drawing("I????A?~o", parse_graph_spec("I????A?~o")).has_value());  // a star
  EXPECT_EQ(dot_pin({}, 0), "");
  EXPECT_EQ(dot_pin({{0, 0}, {2, 0}}, 1), " [pos=\"5.000,0.000!\"]");
}

// Every tree up to 11 vertices in layers from its centre: the centre on top, each vertex one
// layer below its parent, no two vertices at one point, no crossing and no edge through a
// vertex (the plane-drawing reader finds no cell and refuses any of those).
TEST(StandardDrawing, TreesInLayersFromTheirCentreWithoutCrossings) {
  for (int n = 3; n <= 11; ++n) {
    for (const Graph& tree : generate_graphs("nauty-gentreeg " + std::to_string(n))) {
      SCOPED_TRACE(to_graph6(tree));
      const auto points = standard_drawing(to_graph6(tree), tree);
      ASSERT_TRUE(points.has_value());
      std::vector<std::vector<int>> cells;
      ASSERT_NO_THROW(cells = cells_of_straight_line_drawing(tree, *points));
      EXPECT_TRUE(cells.empty());
      const Eccentricities ecc = eccentricities(tree);
      const std::vector<int> from_centre = distances_from(tree, ecc.centre[0]);
      for (int v = 0; v < n; ++v) {
        const int layer = ecc.centre.size() == 2
                              ? std::min(from_centre[v], distances_from(tree, ecc.centre[1])[v])
                              : from_centre[v];
        EXPECT_EQ((*points)[v].second, -layer) << "vertex " << v;
      }
    }
  }
}

}  // namespace
}  // namespace gg

namespace gg {
namespace {

TEST(JsonBoard, InlineSpecIsTheBoardAndGraph6OfSixtyVerticesIsNot) {
  const Graph g = parse_graph_spec(R"({"vertices": 4, "edges": [[0,1],[1,2],[2,3]]})");
  EXPECT_EQ(g.order(), 4);
  EXPECT_EQ(g.size(), 3);
  // graph6 of a 60-vertex graph starts with '{' (60 + 63) but never holds a '"'.
  Graph big(60);
  big.add_edge(0, 59);
  const std::string g6 = to_graph6(big);
  ASSERT_EQ(g6.front(), '{');
  EXPECT_FALSE(is_inline_board_json(g6));
  EXPECT_EQ(parse_graph_spec(g6).size(), 1);
  try {
    parse_graph_spec(R"({"vertices": 3, "edges": [[0, 7]]})");
    FAIL() << "a vertex out of range was accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), "JSON board: edge 1 is 7, not a vertex 0..2");
  }
}

}  // namespace
}  // namespace gg
