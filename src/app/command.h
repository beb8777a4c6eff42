// Shared pieces of the `gg` subcommands: registration signature, exit codes, signal handling,
// terminal detection and JSON printing.
#pragma once

#include <atomic>
#include <map>
#include <string>
#include <utility>

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
void register_games(CLI::App& app, int& exit_code);
void register_serve(CLI::App& app, int& exit_code);
void register_sweep(CLI::App& app, int& exit_code);
void register_prove(CLI::App& app, int& exit_code);

// Set by SIGINT/SIGTERM; long work polls it and stops cleanly.
extern std::atomic<bool> g_interrupted;
void install_signal_handlers();
// The exit status of work stopped by a signal: 128 + its number (130 for Ctrl-C, 143 for
// SIGTERM), as a shell reports a process the signal killed.
int interrupted_exit_code();

// A number of seconds from min to max, as text (CLI11's ranges let NaN through).
CLI::Validator seconds_validator(double min, double max);
// The name of a file to write: not empty (an empty --svg '' once wrote nothing, exit 0).
CLI::Validator output_file_validator();

// Two numbers with a separator, as "2/8" or "3:9"; InputError naming the option otherwise.
std::pair<int, int> parse_pair(const std::string& text, char sep, const char* option);

// True when stderr is a terminal: progress lines are shown only then.
bool progress_wanted();

void print_json(const nlohmann::json& j);

// The games' own options (games/parameters.h) on a command: one CLI option per parameter name
// declared by any game, with the games that take it in its help. After parsing, params()
// gives the ones given, checked against the chosen game: an option that game does not declare
// is an error (exit 2) naming the option and the game.
class GameOptions {
 public:
  using Filter = bool (*)(const ParamSpec&);
  void add_to(CLI::App& cmd, Filter wanted);
  ParamValues params(const Game& game) const;

 private:
  struct Given {
    std::string value;
    bool flag = false;
    CLI::Option* option = nullptr;
  };
  std::map<std::string, Given, std::less<>> given_;  // node-based: CLI11 keeps addresses
};
bool rule_and_board_params(const ParamSpec& spec);  // the position's own: show, play, tree
bool any_param(const ParamSpec& spec);              // solve

// The options naming a position: <game> <board> --moves and the game options (game and board
// optional when not `required`: the command has modes without a position).
struct PositionArgs {
  std::string game;
  Position position;
  GameOptions options;
  // The game and the position with its options checked (call after parsing).
  const Game& resolve();
};
void add_position_options(CLI::App& cmd, PositionArgs& args,
                          GameOptions::Filter wanted = rule_and_board_params, bool required = true);

// --max-nodes (unless the command uses that name itself), --max-seconds, --tt-mb (unless the
// work uses no table), the interrupt, and on a terminal a progress line for long searches.
void add_limit_options(CLI::App& cmd, SolveLimits& limits, bool node_limit = true,
                       bool table = true);
// Clears the progress line, if one was shown (main calls it before printing results).
void end_progress();
// What main adds to its message when a limit stops the command's search: a cheaper way to the
// answer, e.g. --winner-only for a full analysis. Empty by default.
void set_limit_advice(std::string advice);
const std::string& limit_advice();
// What main says the limit stopped: "before the position was solved" unless a command sets
// its later stage ("while writing the certificate"), so that a solved position is never
// reported as unsolved.
void set_limit_stage(std::string stage);
const std::string& limit_stage();
// For a command that draws its own progress line: end_progress then clears it.
void note_progress_shown();

// The whole of a file the user named (`what` says which: "strategy file"), at most
// `max_bytes` long. A missing file, a directory, a device (/dev/zero), an unreadable file, or
// more bytes than that (a pipe without end) is an InputError naming it.
std::string read_input_file(const std::string& path, std::string_view what, std::size_t max_bytes);
// Writes a text file, named on stderr when that is a terminal; InputError naming the path
// when it cannot (or when the name is empty).
void write_file(const std::string& path, const std::string& text);
// Lays out a Graphviz description with `engine` (dot, neato) into an SVG file.
void render_with_graphviz(const std::string& dot, const std::string& svg_path,
                          const std::string& engine);

}  // namespace gg::app
