// gg bench: the fixed benchmark suite; per case nodes and time, and the total node count.
#include <fstream>
#include <iomanip>
#include <iostream>

#include "app/command.h"
#include "bench/suite.h"
#include "core/error.h"
#include "games/game.h"

namespace gg::app {
namespace {

struct BenchArgs {
  bool full = false;
  bool json = false;
  std::string check;
  SolveLimits limits;
};

void run(const BenchArgs& args, int& exit_code) {
  std::uint64_t total_nodes = 0;
  double total_seconds = 0;
  nlohmann::json rows = nlohmann::json::array();
  if (!args.json)
    std::cout << std::left << std::setw(12) << "game" << std::setw(24) << "board" << std::right
              << std::setw(8) << "winner" << std::setw(16) << "nodes" << std::setw(12) << "seconds"
              << std::setw(14) << "knodes/s"
              << "\n";
  for (const bench::BenchCase& c : bench::suite()) {
    if (c.heavy && !args.full) continue;
    SolveRequest request;
    request.position.board = c.board;
    request.position.moves = c.moves;
    request.search.want_line = false;
    request.search.winner_only = c.winner_only;
    request.search.limits = args.limits;
    if (c.tt_megabytes != 0) request.search.limits.tt_megabytes = c.tt_megabytes;
    const SolveReport r = find_game(c.game).solve(request);
    total_nodes += r.nodes;
    total_seconds += r.seconds;
    const double rate = r.seconds > 0 ? static_cast<double>(r.nodes) / r.seconds / 1000 : 0;
    rows.push_back({{"game", c.game},
                    {"board", c.board},
                    {"moves", c.moves},
                    {"winner", r.winner},
                    {"nodes", r.nodes},
                    {"seconds", r.seconds}});
    if (!args.json)
      std::cout << std::left << std::setw(12) << c.game << std::setw(24)
                << (c.board + (c.moves.empty() ? "" : " +moves")) << std::right << std::setw(8)
                << r.winner << std::setw(16) << r.nodes << std::setw(12) << std::fixed
                << std::setprecision(3) << r.seconds << std::setw(14) << std::setprecision(0)
                << rate << "\n";
  }
  if (args.json) {
    print_json({{"cases", rows},
                {"total_nodes", total_nodes},
                {"total_seconds", total_seconds},
                {"suite", args.full ? "full" : "standard"}});
  } else {
    std::cout << "total nodes (signature): " << total_nodes << "\n"
              << "total seconds: " << std::setprecision(3) << total_seconds << "\n";
  }
  exit_code = kOk;
  if (!args.check.empty()) {
    std::ifstream in(args.check);
    std::uint64_t expected = 0;
    if (!(in >> expected))
      throw InputError("--check: cannot read a node count from '" + args.check + "'");
    if (expected != total_nodes) {
      std::cerr << "gg: bench signature changed: expected " << expected << " nodes, got "
                << total_nodes << " (update " << args.check
                << " if the change in search is intended)\n";
      exit_code = kFailed;
    }
  }
}

}  // namespace

void register_bench(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<BenchArgs>();
  CLI::App* cmd = app.add_subcommand("bench",
                                     "Run the fixed benchmark suite; print nodes, time and "
                                     "the total node count (the search signature)");
  cmd->add_flag("--full", args->full, "Also run the heavy frontier cases (minutes)");
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->add_option("--check", args->check,
                  "Fail (exit 1) unless the total node count equals the number in this file");
  cmd->callback([args, &exit_code] { run(*args, exit_code); });
  args->limits.interrupt = &g_interrupted;
}

}  // namespace gg::app
