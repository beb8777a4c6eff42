// EDGe: EDCN against closed forms and brute force, the game engine against an independent
// reference, Grundy values, and the results the paper states only in prose.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>

#include "core/error.h"
#include "games/edge/edcn.h"
#include "games/edge/edge.h"
#include "games/game.h"
#include "geng.h"
#include "graph/edge_list.h"
#include "graph/families.h"
#include "graph/graph_spec.h"
#include "random_graph.h"
#include "reference/edge_reference.h"

namespace gg::edge {
namespace {

SolveReport solve(const std::string& spec, const std::string& moves = "",
                  std::optional<int> colors = {}, bool symmetry = true, bool grundy = false) {
  SolveRequest request;
  request.position.board = spec;
  request.position.moves = moves;
  if (colors) request.position.params.set("colors", std::to_string(*colors));
  if (!symmetry) request.position.params.set("no-symmetry", "true");
  if (grundy) request.position.params.set("grundy", "true");
  request.search.want_line = false;
  return find_game("edge").solve(request);
}

// The longest trail in the complete graph with loops on k vertices has k(k+1)/2 edges for odd
// k (it is Eulerian) and k^2/2 + 1 for even k (k - 2 odd vertices must lose an edge each
// pair); the longest closed trail, k(k+1)/2 and k^2/2. A path or cycle coloured with k colours
// is exactly such a trail, which gives lambda(P_n) and lambda(C_n).
int longest_trail(int k) { return k % 2 == 1 ? k * (k + 1) / 2 : k * k / 2 + 1; }
int longest_closed_trail(int k) { return k % 2 == 1 ? k * (k + 1) / 2 : k * k / 2; }

TEST(Edcn, ClosedFormsForPathsAndCycles) {
  for (int n = 2; n <= 30; ++n) {
    int k = 1;
    while (longest_trail(k) < n - 1) ++k;
    const EdcnResult r = edcn(path_graph(n));
    EXPECT_EQ(r.k, k) << "P" << n;
    EXPECT_TRUE(is_edge_distinguishing(path_graph(n), r.colouring));
  }
  for (int n = 3; n <= 30; ++n) {
    int k = 1;
    while (longest_closed_trail(k) < n) ++k;
    const EdcnResult r = edcn(cycle_graph(n));
    EXPECT_EQ(r.k, k) << "C" << n;
    EXPECT_TRUE(is_edge_distinguishing(cycle_graph(n), r.colouring));
  }
}

TEST(Edcn, PaperValues) {
  EXPECT_EQ(edcn(parse_graph_spec("P5")).k, 3);
  EXPECT_EQ(edcn(parse_graph_spec("C7")).k, 4);
  for (int n = 4; n <= 8; ++n)
    EXPECT_EQ(edcn(parse_graph_spec("W" + std::to_string(n))).k, n);  // Lemma 3.4
  for (int n = 3; n <= 8; ++n)
    EXPECT_EQ(edcn(parse_graph_spec("B" + std::to_string(n))).k, n);  // Lemma 3.6
  const int chorded[] = {4, 4, 4, 4, 5};  // C_n^{1,3}, n = 4..8 (Table 2)
  for (int n = 4; n <= 8; ++n)
    EXPECT_EQ(edcn(parse_graph_spec("C" + std::to_string(n) + "+1,3")).k, chorded[n - 4]);
  EXPECT_EQ(edcn(parse_graph_spec("moser")).k, 6);
  EXPECT_EQ(edcn(parse_graph_spec("K3,4")).k, 6);  // lambda(K_{n,m}) = n + m - 1
}

TEST(Edcn, AgreesWithBruteForceOnAllSmallGraphs) {
  int graphs = 0;
  for (int n = 1; n <= 6; ++n) {
    for (const Graph& g : generate_graphs("nauty-geng " + std::to_string(n))) {
      const EdcnResult r = edcn(g);
      ASSERT_EQ(r.k, reference::edcn_brute_force(g)) << to_edge_list(g);
      ASSERT_TRUE(is_edge_distinguishing(g, r.colouring));
      ++graphs;
    }
  }
  EXPECT_EQ(graphs, 1 + 2 + 4 + 11 + 34 + 156);  // connected 7-vertex graphs: slow tests
}

TEST(Edcn, LoopsCount) {
  // A loop at v is the edge {c(v), c(v)}: K3* needs 3 colours, each loop a different pair.
  const Graph g = parse_graph_spec("K3*");
  const EdcnResult r = edcn(g);
  EXPECT_EQ(r.k, 3);
  EXPECT_TRUE(is_edge_distinguishing(g, r.colouring));
}

std::set<std::string> as_text(const std::set<std::pair<int, int>>& moves) {
  std::set<std::string> out;
  for (auto [v, c] : moves) out.insert(std::to_string(v) + "=" + std::to_string(c));
  return out;
}

// The engine (colour symmetry, Aut(G), canonical keys) against the reference: the exact set
// of winning moves on every graph up to 5 vertices and on connected 6-vertex graphs with at
// most 8 edges, with k = EDCN and with k = EDCN + 1.
TEST(EdgeAgreement, EveryWinningMoveOnSmallGraphs) {
  std::vector<Graph> graphs;
  for (int n = 1; n <= 5; ++n)
    for (Graph& g : generate_graphs("nauty-geng " + std::to_string(n)))
      graphs.push_back(std::move(g));
  for (Graph& g : generate_graphs("nauty-geng -c 6 0:8")) graphs.push_back(std::move(g));
  for (const Graph& g : graphs) {
    const int lambda = edcn(g).k;
    for (int k : {lambda, lambda + 1}) {
      SCOPED_TRACE(to_edge_list(g) + " k=" + std::to_string(k));
      reference::EdgeReference ref(g, k);
      const SolveReport r = solve(to_edge_list(g), "", k);
      EXPECT_EQ(std::set<std::string>(r.winning_moves.begin(), r.winning_moves.end()),
                as_text(ref.winning_moves()));
      EXPECT_EQ(r.winner, ref.to_move_wins() ? 1 : 2);
    }
  }
}

TEST(EdgeAgreement, RandomPositionsWithAndWithoutSymmetry) {
  std::mt19937 rng(31);
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 5 + static_cast<int>(rng() % 3);
    const Graph g = random_graph(rng, n, 40);
    const int k = edcn(g).k;
    reference::EdgeReference ref(g, k);
    std::string moves;
    const int plies = 1 + static_cast<int>(rng() % 3);
    for (int i = 0; i < plies; ++i) {
      const auto options = ref.moves();
      if (options.empty()) break;
      const auto [v, c] = options[rng() % options.size()];
      ref.play(v, c);
      moves += std::to_string(v) + "=" + std::to_string(c) + " ";
    }
    SCOPED_TRACE(to_edge_list(g) + " after " + moves);
    const auto expected = as_text(ref.winning_moves());
    for (bool symmetry : {true, false}) {
      const SolveReport r = solve(to_edge_list(g), moves, k, symmetry);
      EXPECT_EQ(std::set<std::string>(r.winning_moves.begin(), r.winning_moves.end()), expected);
      for (const MoveReport& m : r.moves) {
        if (m.wins) continue;
        // Each refutation is a winning reply in the reference.
        reference::EdgeReference after(g, k);
        std::string all = moves + m.move;
        for (std::size_t pos = 0; pos < all.size();) {
          const auto space = all.find(' ', pos);
          const std::string token =
              all.substr(pos, space == std::string::npos ? std::string::npos : space - pos);
          if (!token.empty())
            after.play(std::stoi(token), std::stoi(token.substr(token.find('=') + 1)));
          if (space == std::string::npos) break;
          pos = space + 1;
        }
        EXPECT_TRUE(as_text(after.winning_moves()).count(m.refutation))
            << m.move << " refuted by " << m.refutation;
      }
    }
  }
}

// The transposition keys claim that positions with equal keys are the same game: check it on
// every position reachable on small boards (paths, cycles, loops, all graphs up to 4 vertices
// and connected ones on 5), with the Grundy value, which tells apart far more games than the
// winner does.
TEST(EdgeKeys, EqualKeysMeanEqualGrundyValues) {
  std::vector<std::pair<Graph, int>> boards;
  const auto add = [&](const Graph& g, int extra_colours) {
    for (int k = edcn(g).k; k <= edcn(g).k + extra_colours; ++k) boards.emplace_back(g, k);
  };
  for (int n = 1; n <= 4; ++n)
    for (const Graph& g : generate_graphs("nauty-geng " + std::to_string(n))) add(g, 1);
  for (const Graph& g : generate_graphs("nauty-geng -c 5")) add(g, 0);
  for (const char* spec :
       {"P6", "P7", "C5", "C6", "K3*", "K1,3*", "K2|K2|K1*|K1*", "P3|K1*|K2|K1*", "K2*|P3|K1*"})
    add(parse_graph_spec(spec), 1);
  add(parse_graph_spec("C7"), 0);
  std::size_t positions = 0;
  for (const auto& [g, k] : boards) {
    SCOPED_TRACE(to_edge_list(g) + " k=" + std::to_string(k));
    State s(std::make_shared<const Board>(g, k, Options{}));
    reference::EdgeReference ref(g, k);
    std::map<std::uint64_t, int> by_canonical_key;
    std::map<std::uint64_t, int> by_reduced_key;
    std::set<std::uint64_t> seen;
    const auto visit = [&](auto&& self) -> void {
      if (!seen.insert(s.hash()).second) return;
      ++positions;
      const int value = ref.grundy();
      ASSERT_EQ(by_canonical_key.emplace(s.canonical_key(), value).first->second, value)
          << render_ascii(s);
      ASSERT_EQ(by_reduced_key.emplace(s.reduced_key(), value).first->second, value)
          << render_ascii(s);
      MoveBuffer moves;
      s.legal_moves(moves);
      for (const Move m : moves) {
        s.play(m);
        ASSERT_TRUE(ref.play(m.vertex, m.colour));
        self(self);
        ref.uncolour(m.vertex);
        s.undo(m);
      }
    };
    visit(visit);
  }
  EXPECT_GT(positions, 100000u);
}

TEST(EdgeKnown, P6WithFourColoursIsP2Win) {  // Theorem 3.12
  EXPECT_EQ(solve("P6", "", 4).winner, 2);
  EXPECT_EQ(solve("P6").winner, 1);  // Theorem 3.11, with lambda(P6) = 3 colours
}

// Table 3 lists T8 under Player 2; with lambda(T8) = 7 colours (checked by brute force) the
// program and the reference both find a Player 1 win. See docs/games/edge.md.
TEST(EdgeKnown, T8DisagreesWithTable3) {
  const Graph t8 = parse_graph_spec("T8");
  EXPECT_EQ(reference::edcn_brute_force(t8), 7);
  EXPECT_EQ(solve("T8").winner, 1);
  reference::EdgeReference ref(t8, 7);
  EXPECT_TRUE(ref.to_move_wins());
}

TEST(EdgeGrundy, ZeroExactlyForSecondPlayerWins) {
  for (const char* spec :
       {"P4", "P7", "C5", "C7", "K3,4", "W6", "petersen", "moser", "T6", "K4*"}) {
    const SolveReport r = solve(spec, "", {}, true, true);
    const int g = *r.grundy;
    EXPECT_EQ(g == 0, r.winner == 2) << spec;
  }
}

TEST(EdgeInput, Errors) {
  EXPECT_THROW(solve("P4", "0=4"), InputError);          // colour out of range (k = 2)
  EXPECT_THROW(solve("P4", "9=1"), InputError);          // vertex out of range
  EXPECT_THROW(solve("P4", "0=1 0=2"), InputError);      // vertex coloured twice
  EXPECT_THROW(solve("P4", "0=1 1=1 2=1"), InputError);  // repeated pair {1,1}
  EXPECT_THROW(solve("P4", "0-1"), InputError);
  EXPECT_THROW(solve("P4", "", 0), InputError);
  EXPECT_THROW(solve("P4", "", 99), InputError);
}

}  // namespace
}  // namespace gg::edge
