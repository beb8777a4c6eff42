// gg simulate <game> <board> --games N: random playouts with win rates overall and per first
// move, reproducible by seed, next to the exact verdict for the same position.
#include <cstdio>
#include <iostream>

#include "app/command.h"
#include "play/simulate.h"

namespace gg::app {
namespace {

struct SimulateArgs {
  PositionArgs position;
  std::uint64_t games = 1000;
  std::uint64_t seed = 1;
  bool json = false;
  SolveLimits limits;
};

// The playouts and, beside them, the exact verdict when the search decided it within the
// limits (10 s unless told).
struct SimulateResult {
  play::Simulation sim;
  nlohmann::json exact = nullptr;  // the winner, or null when a limit or Ctrl-C stopped it
  bool interrupted = false;
};

double percent(std::uint64_t part, std::uint64_t whole) {
  return whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole);
}

SimulateResult run(const Game& game, const SimulateArgs& args) {
  const Position& position = args.position.position;
  SimulateResult r;
  r.sim = play::simulate(game, position, args.limits, args.games, args.seed);
  // The playouts are the answer asked for: they are printed whatever stops the search.
  SearchOptions search;
  search.winner_only = true;
  search.want_line = false;
  search.limits = args.limits;
  if (search.limits.max_seconds == 0) search.limits.max_seconds = 10;
  try {
    r.exact = game.solve({position, search}).winner;
  } catch (const SearchAborted&) {
    r.interrupted = g_interrupted.load();
  }
  return r;
}

void print_result_json(const SimulateArgs& args, const SimulateResult& r) {
  const play::Simulation& sim = r.sim;
  nlohmann::json by_move = nlohmann::json::array();
  for (const auto& [move, st] : sim.by_first_move)
    by_move.push_back({{"move", move},
                       {"games", st.games},
                       {"p1_wins", st.p1_wins},
                       {"percent_p1", percent(st.p1_wins, st.games)}});
  print_json({{"game", args.position.game},
              {"board", args.position.position.board},
              {"seed", args.seed},
              {"games", sim.games},
              {"p1_wins", sim.p1_wins},
              {"percent_p1", percent(sim.p1_wins, sim.games)},
              {"players", sim.players},
              {"wins_by_player", sim.wins_by_player},
              {"mean_length", sim.mean_length},
              {"by_first_move", by_move},
              {"exact_winner", r.exact}});
}

void print_result_text(const SimulateArgs& args, const SimulateResult& r) {
  const play::Simulation& sim = r.sim;
  std::printf("%llu random games (seed %llu): player 1 wins %.1f%%",
              static_cast<unsigned long long>(sim.games),
              static_cast<unsigned long long>(args.seed), percent(sim.p1_wins, sim.games));
  for (int p = 2; p <= sim.players && sim.players > 2; ++p)
    std::printf(", player %d %.1f%%", p,
                percent(sim.wins_by_player[static_cast<std::size_t>(p - 1)], sim.games));
  std::printf(", mean length %.1f moves\n", sim.mean_length);
  for (const auto& [move, st] : sim.by_first_move)
    std::printf("  first move %-10s %8llu games, player 1 wins %5.1f%%\n", move.c_str(),
                static_cast<unsigned long long>(st.games), percent(st.p1_wins, st.games));
  if (r.exact.is_null()) {
    std::printf("Exact verdict: not decided within %s\n",
                r.interrupted ? "the time before the interrupt" : "the limits");
  } else if (sim.players > 2) {
    if (r.exact.get<int>() == 0) {
      std::printf("Exact verdict: no player can force a win against the others together\n");
    } else {
      std::printf("Exact verdict: player %d can force a win against the others together\n",
                  r.exact.get<int>());
    }
  } else {
    std::printf("Exact verdict with perfect play: player %d wins\n", r.exact.get<int>());
  }
}

}  // namespace

void register_simulate(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<SimulateArgs>();
  CLI::App* cmd = app.add_subcommand("simulate", "Random playouts next to the exact verdict");
  add_position_options(*cmd, args->position);
  cmd->add_option("--games", args->games, "Number of random games")
      ->check(CLI::Range(1, 100000000));
  cmd->add_option("--seed", args->seed, "Random seed (same seed, same games)");
  cmd->add_flag("--json", args->json, "Print one JSON object");
  add_limit_options(*cmd, args->limits);
  cmd->footer(
      "The exact verdict is searched after the playouts, for at most --max-seconds (default "
      "10 s here); when a limit or Ctrl-C stops it the playouts are still printed.");
  cmd->callback([args, &exit_code] {
    const SimulateResult r = run(args->position.resolve(), *args);
    end_progress();
    if (args->json) {
      print_result_json(*args, r);
    } else {
      print_result_text(*args, r);
    }
    exit_code = r.interrupted ? interrupted_exit_code() : kOk;
  });
}

}  // namespace gg::app
