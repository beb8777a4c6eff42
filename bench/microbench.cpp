// Google Benchmark microbenchmarks of the hot paths. Speed targets live here and in
// `gg bench`, never in timed unit tests.
#include <benchmark/benchmark.h>

#include <random>

#include "census/graph_source.h"
#include "games/edge/edge.h"
#include "games/trail_trap/trail_trap.h"
#include "games/trail_trap/tree_solver.h"
#include "graph/families.h"
#include "graph/graph6.h"
#include "graph/graph_spec.h"
#include "graph/small_canonical.h"
#include "solve/negamax.h"

namespace {

using gg::trail_trap::Board;
using gg::trail_trap::State;

void BM_TrailTrapPlayUndo(benchmark::State& bs) {
  auto board = std::make_shared<Board>(gg::complete_graph(9), gg::trail_trap::Options{});
  State s(board);
  State::MoveBuffer buf;
  std::mt19937 rng(1);
  for (auto _ : bs) {
    int played = 0;
    std::vector<gg::trail_trap::Move> line;
    while (!s.winner()) {
      s.legal_moves(buf);
      const auto m = buf[rng() % buf.size()];
      s.play(m);
      line.push_back(m);
      ++played;
    }
    for (auto it = line.rbegin(); it != line.rend(); ++it) s.undo(*it);
    benchmark::DoNotOptimize(s.hash());
    bs.counters["moves"] += played;
  }
}
BENCHMARK(BM_TrailTrapPlayUndo);

void BM_TrailTrapSolve(benchmark::State& bs, const char* spec) {
  for (auto _ : bs) {
    auto board = std::make_shared<Board>(gg::parse_graph_spec(spec), gg::trail_trap::Options{});
    State s(board);
    gg::SolveLimits limits;
    limits.tt_megabytes = 64;
    gg::Negamax<State> engine(limits);
    benchmark::DoNotOptimize(engine.solve(s));
    bs.counters["nodes"] = static_cast<double>(engine.stats().nodes);
  }
}
BENCHMARK_CAPTURE(BM_TrailTrapSolve, K6, "K6")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_TrailTrapSolve, K3_5, "K3,5")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_TrailTrapSolve, P2xP7, "P2xP7")->Unit(benchmark::kMillisecond);

// EDGe P14 (5 colours) winner-only with a fresh table (0) and with a carried one (1): a table
// that goes on from an earlier search's entries, as a split proof's workers and gg solve
// --table-file search (here after a stopped search of 1,000 nodes). The two should cost the
// same per node; computing each child's canonical key twice once made the carried one 10%
// slower.
void BM_EdgeCarriedTable(benchmark::State& bs) {
  const bool carried = bs.range(0) == 1;
  const auto board = std::make_shared<gg::edge::Board>(gg::path_graph(14), 5, gg::edge::Options{});
  for (auto _ : bs) {
    bs.PauseTiming();
    gg::SolverWorkspace workspace;
    workspace.table_blocks.carry_entries(carried);
    gg::SolveLimits limits;
    limits.tt_megabytes = 64;
    if (carried) {
      gg::SolveLimits start = limits;
      start.max_nodes = 1000;
      gg::edge::State s(board);
      try {
        gg::Negamax<gg::edge::State>(start, &workspace).solve(s);
      } catch (const gg::SearchAborted&) {
      }
    }
    bs.ResumeTiming();
    gg::edge::State s(board);
    gg::Negamax<gg::edge::State> engine(limits, &workspace);
    benchmark::DoNotOptimize(engine.solve(s));
    bs.counters["nodes"] = static_cast<double>(engine.stats().nodes);
  }
}
BENCHMARK(BM_EdgeCarriedTable)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// A census in miniature: the 658 connected 8-vertex graphs with 18 edges solved one after
// another, winner only, with per-board tables only (0) or with the process-wide table of
// endgames kept across boards (1). One iteration each: the shared table starts empty, as in a
// census, and stays filled afterwards.
void BM_TrailTrapCensusSample(benchmark::State& bs) {
  std::vector<gg::Graph> graphs;
  auto source = gg::census::GraphSource::from_command("nauty-geng -cq 8 18:18");
  while (const auto line = source.next()) graphs.push_back(gg::parse_nauty_string(*line));
  gg::trail_trap::Options options;
  options.shared_endgames = bs.range(0) != 0;
  gg::SharedTable table(gg::SolveLimits{}.tt_megabytes);
  gg::SolverWorkspace workspace;  // one census thread's
  if (options.shared_endgames) workspace.shared_table = &table;
  for (auto _ : bs) {
    std::uint64_t nodes = 0;
    for (const gg::Graph& g : graphs) {
      State s(std::make_shared<Board>(g, options));
      gg::SolveLimits limits;
      gg::Negamax<State> engine(limits, &workspace);
      benchmark::DoNotOptimize(engine.solve(s));
      nodes += engine.stats().nodes;
    }
    bs.counters["nodes"] = static_cast<double>(nodes);
  }
}
BENCHMARK(BM_TrailTrapCensusSample)->Arg(0)->Arg(1)->Iterations(1)->Unit(benchmark::kMillisecond);

// Canonical forms of small graphs, the retrograde census's and the dense boards' hot path:
// every child (one edge deleted) of a fixed 1/20 of the 10-vertex 22-edge graphs, as a
// tablebase labels them (0), and the same children with the two tokens' vertices coloured,
// as a search keys them (1).
void BM_SmallCanonical(benchmark::State& bs) {
  std::vector<gg::Graph> graphs;
  auto source = gg::census::GraphSource::from_command("nauty-geng -q 10 22:22 0/20");
  while (const auto line = source.next()) graphs.push_back(gg::parse_nauty_string(*line));
  const bool coloured = bs.range(0) != 0;
  std::int64_t forms = 0;
  for (auto _ : bs) {
    for (const gg::Graph& g : graphs) {
      const int n = g.order();
      std::array<gg::VertexSet, 64> adjacency{};
      for (int v = 0; v < n; ++v) adjacency[v] = g.neighbours(v);
      std::array<int, 64> colour{};
      colour[0] = 1;
      colour[n - 1] = 2;
      for (const gg::Edge& e : g.edges()) {
        adjacency[e.u] &= ~gg::bit(e.v);
        adjacency[e.v] &= ~gg::bit(e.u);
        if (coloured) {
          benchmark::DoNotOptimize(gg::small_canonical_hash(n, adjacency.data(), colour.data()));
        } else {
          std::array<std::uint8_t, 64> place;
          std::array<gg::VertexSet, 64> rows;
          benchmark::DoNotOptimize(
              gg::small_canonical_labelling(n, adjacency.data(), place.data(), rows.data()));
        }
        adjacency[e.u] |= gg::bit(e.v);
        adjacency[e.v] |= gg::bit(e.u);
        ++forms;
      }
    }
  }
  bs.SetItemsProcessed(forms);
}
BENCHMARK(BM_SmallCanonical)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// The tree algorithm on large trees. Random recursive trees are nearly always decided by the
// centre's degree (Lemmas 11-12); spiders with three equal legs are P1-win, so every P2
// reply of every central opening is examined: the worst case, O(n + sum of depths).
gg::trail_trap::Tree random_tree(int n) {
  std::mt19937 rng(7);
  std::vector<std::pair<int, int>> edges;
  for (int v = 1; v < n; ++v) edges.emplace_back(static_cast<int>(rng() % v), v);
  return gg::trail_trap::Tree(n, edges);
}

gg::trail_trap::Tree caterpillar(int n) {  // spine 0..n/2-1, one leaf per spine vertex
  std::vector<std::pair<int, int>> edges;
  const int spine = n / 2;
  for (int i = 0; i + 1 < spine; ++i) edges.emplace_back(i, i + 1);
  for (int i = 0; i < n - spine; ++i) edges.emplace_back(i % spine, spine + i);
  return gg::trail_trap::Tree(n, edges);
}

gg::trail_trap::Tree spider3(int n) {  // three legs of (n-1)/3 vertices
  std::vector<std::pair<int, int>> edges;
  const int leg = (n - 1) / 3;
  int next = 1;
  for (int l = 0; l < 3; ++l) {
    int prev = 0;
    for (int i = 0; i < leg; ++i) {
      edges.emplace_back(prev, next);
      prev = next++;
    }
  }
  return gg::trail_trap::Tree(next, edges);
}

template <gg::trail_trap::Tree (*Make)(int)>
void BM_TreeAlgorithm(benchmark::State& bs) {
  const gg::trail_trap::Tree tree = Make(static_cast<int>(bs.range(0)));
  for (auto _ : bs) {
    const auto result = gg::trail_trap::solve_tree(tree, false);
    benchmark::DoNotOptimize(result.winner);
    bs.counters["replies"] = static_cast<double>(result.p2_replies_examined);
    bs.counters["winner"] = result.winner;
  }
}
BENCHMARK_TEMPLATE(BM_TreeAlgorithm, random_tree)->Arg(1000)->Arg(10000)->Arg(100000);
BENCHMARK_TEMPLATE(BM_TreeAlgorithm, caterpillar)->Arg(1000)->Arg(10000)->Arg(100000);
BENCHMARK_TEMPLATE(BM_TreeAlgorithm, spider3)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
