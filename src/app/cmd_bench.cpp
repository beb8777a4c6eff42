// gg bench: the fixed benchmark suite; per case nodes and time, and the total node count.
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

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

// The signature file: "total N" and one "<game> N" line per game (a file holding one number
// is a total alone). Lines starting with '#' are comments.
std::map<std::string, std::uint64_t> read_signature(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw InputError("--check: cannot read '" + path + "'");
  std::map<std::string, std::uint64_t> expected;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string name;
    if (!(words >> name) || name[0] == '#') continue;
    std::uint64_t nodes = 0;
    if (words >> nodes) {
      expected[name] = nodes;
    } else {
      try {
        expected["total"] = std::stoull(name);
      } catch (const std::exception&) {
        throw InputError("--check: '" + path + "': unreadable line '" + line + "'");
      }
    }
  }
  if (expected.empty()) throw InputError("--check: '" + path + "' holds no node count");
  return expected;
}

void run(const BenchArgs& args, int& exit_code) {
  std::map<std::string, std::uint64_t> per_game;
  std::uint64_t total_nodes = 0;
  double total_seconds = 0;
  nlohmann::json rows = nlohmann::json::array();
  if (!args.json)
    std::cout << std::left << std::setw(12) << "game" << std::setw(24) << "board" << std::right
              << std::setw(8) << "winner" << std::setw(16) << "nodes" << std::setw(12) << "seconds"
              << std::setw(14) << "knodes/s"
              << "\n";
  for (const bench::BenchCase& c : bench::suite()) {
    if (c.options.heavy && !args.full) continue;
    SolveRequest request;
    request.position.board = c.board;
    request.position.moves = c.moves;
    request.search.want_line = false;
    request.search.winner_only = c.options.winner_only;
    request.search.limits = args.limits;
    if (c.options.tt_megabytes != 0) request.search.limits.tt_megabytes = c.options.tt_megabytes;
    const SolveReport r = find_game(c.game).solve(request);
    total_nodes += r.nodes;
    per_game[c.game] += r.nodes;
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
                {"nodes_by_game", per_game},
                {"total_seconds", total_seconds},
                {"suite", args.full ? "full" : "standard"}});
  } else {
    std::cout << "nodes by game:";
    for (const auto& [game, nodes] : per_game) std::cout << " " << game << " " << nodes << ";";
    std::cout << "\ntotal nodes (signature): " << total_nodes << "\n"
              << "total seconds: " << std::setprecision(3) << total_seconds << "\n";
  }
  exit_code = kOk;
  if (!args.check.empty()) {
    per_game["total"] = total_nodes;
    for (const auto& [name, expected] : read_signature(args.check)) {
      const auto it = per_game.find(name);
      const std::uint64_t got = it == per_game.end() ? 0 : it->second;
      if (got == expected) continue;
      std::cerr << "gg: bench signature changed: " << name << " expected " << expected
                << " nodes, got " << got << " (update " << args.check
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
