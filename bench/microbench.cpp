// Google Benchmark microbenchmarks of the hot paths. Speed targets live here and in
// `gg bench`, never in timed unit tests.
#include <benchmark/benchmark.h>

#include <random>

#include "games/trail_trap/trail_trap.h"
#include "graph/families.h"
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

}  // namespace

BENCHMARK_MAIN();
