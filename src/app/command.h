// Shared pieces of the `gg` subcommands: registration signature, exit codes, signal handling,
// terminal detection and JSON printing.
#pragma once

#include <atomic>
#include <string>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

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
void add_limit_options(CLI::App& cmd, SolveLimits& limits);

}  // namespace gg::app
