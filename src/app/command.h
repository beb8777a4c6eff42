// Shared pieces of the `gg` subcommands: registration signature, exit codes, signal handling,
// terminal detection and JSON printing.
#pragma once

#include <atomic>
#include <string>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "games/game.h"
#include "solve/limits.h"

namespace gg::app {

enum ExitCode : int {
  kOk = 0,
  kFailed = 1,    // a check the command performs did not hold
  kBadInput = 2,  // the user's input is wrong; one line on stderr says what and where
  kLimit = 3,     // --max-nodes / --max-seconds stopped the work
  kInterrupted = 130,
};

// Each subcommand registers itself and stores its result code here when it runs.
using Register = void (*)(CLI::App& app, int& exit_code);

void register_graph(CLI::App& app, int& exit_code);
void register_solve(CLI::App& app, int& exit_code);
void register_bench(CLI::App& app, int& exit_code);
void register_demo(CLI::App& app, int& exit_code);
void register_show(CLI::App& app, int& exit_code);
void register_play(CLI::App& app, int& exit_code);
void register_simulate(CLI::App& app, int& exit_code);
void register_tree(CLI::App& app, int& exit_code);
void register_verify(CLI::App& app, int& exit_code);
void register_edcn(CLI::App& app, int& exit_code);
void register_census(CLI::App& app, int& exit_code);
void register_query(CLI::App& app, int& exit_code);
void register_merge(CLI::App& app, int& exit_code);

// Set by SIGINT/SIGTERM; long work polls it and stops cleanly.
extern std::atomic<bool> g_interrupted;
void install_signal_handlers();

// True when stderr is a terminal: progress lines are shown only then.
bool progress_wanted();

void print_json(const nlohmann::json& j);

// Adds --max-nodes, --max-seconds and --tt-mb to a command, bound to `limits`.
// The options naming a position: <game> <board> --moves --variant --cells --colors.
struct PositionArgs {
  std::string game;
  SolveRequest request;
  int colors = 0;
  // The request with the colour count filled in (call after parsing).
  const SolveRequest& resolved();
};
void add_position_options(CLI::App& cmd, PositionArgs& args);

// --max-nodes (unless the command uses that name itself), --max-seconds, --tt-mb.
void add_limit_options(CLI::App& cmd, SolveLimits& limits, bool node_limit = true);

// Writes a text file; InputError naming the path when it cannot.
void write_file(const std::string& path, const std::string& text);
// Lays out a Graphviz description with `engine` (dot, neato) into an SVG file.
void render_with_graphviz(const std::string& dot, const std::string& svg_path,
                          const std::string& engine);

}  // namespace gg::app
