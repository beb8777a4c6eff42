// gg simulate <game> <board> --games N: random playouts with win rates overall and per first
// move, reproducible by seed, next to the exact verdict for the same position.
#include <cstdio>
#include <iostream>

#include "app/command.h"
#include "play/simulate.h"

namespace gg::app {

void register_simulate(CLI::App& app, int& exit_code) {
  struct Args {
    PositionArgs position;
    std::uint64_t games = 1000;
    std::uint64_t seed = 1;
    bool json = false;
    SolveLimits limits;
  };
  auto args = std::make_shared<Args>();
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
    const Game& game = args->position.resolve();
    const Position& position = args->position.position;
    const play::Simulation sim =
        play::simulate(game, position, args->limits, args->games, args->seed);
    // The exact verdict, within the limits given (10 s unless told): the playouts are the
    // answer asked for, and they are printed whatever stops the search.
    nlohmann::json exact = nullptr;
    SearchOptions search;
    search.winner_only = true;
    search.want_line = false;
    search.limits = args->limits;
    if (search.limits.max_seconds == 0) search.limits.max_seconds = 10;
    bool interrupted = false;
    try {
      exact = game.solve({position, search}).winner;
    } catch (const SearchAborted&) {
      interrupted = g_interrupted.load();
    }
    end_progress();
    const auto percent = [](std::uint64_t part, std::uint64_t whole) {
      return whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole);
    };
    if (args->json) {
      nlohmann::json by_move = nlohmann::json::array();
      for (const auto& [move, st] : sim.by_first_move)
        by_move.push_back({{"move", move},
                           {"games", st.games},
                           {"p1_wins", st.p1_wins},
                           {"percent_p1", percent(st.p1_wins, st.games)}});
      print_json({{"game", args->position.game},
                  {"board", position.board},
                  {"seed", args->seed},
                  {"games", sim.games},
                  {"p1_wins", sim.p1_wins},
                  {"percent_p1", percent(sim.p1_wins, sim.games)},
                  {"players", sim.players},
                  {"wins_by_player", sim.wins_by_player},
                  {"mean_length", sim.mean_length},
                  {"by_first_move", by_move},
                  {"exact_winner", exact}});
    } else {
      std::printf("%llu random games (seed %llu): player 1 wins %.1f%%",
                  static_cast<unsigned long long>(sim.games),
                  static_cast<unsigned long long>(args->seed), percent(sim.p1_wins, sim.games));
      for (int p = 2; p <= sim.players && sim.players > 2; ++p)
        std::printf(", player %d %.1f%%", p,
                    percent(sim.wins_by_player[static_cast<std::size_t>(p - 1)], sim.games));
      std::printf(", mean length %.1f moves\n", sim.mean_length);
      for (const auto& [move, st] : sim.by_first_move)
        std::printf("  first move %-10s %8llu games, player 1 wins %5.1f%%\n", move.c_str(),
                    static_cast<unsigned long long>(st.games), percent(st.p1_wins, st.games));
      if (exact.is_null()) {
        std::printf("Exact verdict: not decided within %s\n",
                    interrupted ? "the time before the interrupt" : "the limits");
      } else if (sim.players > 2) {
        if (exact.get<int>() == 0) {
          std::printf("Exact verdict: no player can force a win against the others together\n");
        } else {
          std::printf("Exact verdict: player %d can force a win against the others together\n",
                      exact.get<int>());
        }
      } else {
        std::printf("Exact verdict with perfect play: player %d wins\n", exact.get<int>());
      }
    }
    exit_code = interrupted ? interrupted_exit_code() : kOk;
  });
}

}  // namespace gg::app
