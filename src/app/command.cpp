#include "app/command.h"

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>

#include "core/error.h"

extern char** environ;

namespace gg::app {

std::atomic<bool> g_interrupted{false};

namespace {
extern "C" void on_signal(int) { g_interrupted.store(true); }
}  // namespace

void install_signal_handlers() {
  std::signal(SIGINT, on_signal);
  std::signal(SIGTERM, on_signal);
}

bool progress_wanted() { return isatty(STDERR_FILENO) != 0; }

void print_json(const nlohmann::json& j) { std::cout << j.dump(2) << "\n"; }

const SolveRequest& PositionArgs::resolved() {
  if (colors > 0) request.colors = colors;
  return request;
}

void add_position_options(CLI::App& cmd, PositionArgs& args) {
  cmd.add_option("game", args.game, "Game: trail-trap, edge, cycles, trails")->required();
  cmd.add_option("board", args.request.board, "Graph spec (see gg graph --help) or board size")
      ->required();
  cmd.add_option("--moves", args.request.moves, "Moves played so far, space separated");
  cmd.add_option("--variant", args.request.variant,
                 "Rule variant (default: the game's own; cycles: leaves-exempt or strict)");
  cmd.add_option("--cells", args.request.cells,
                 "Game of Cycles: the cells of the drawing as vertex walks, \"0 1 2; 2 3 4\"");
  cmd.add_option("--colors", args.colors, "Number of colours (edge game)")
      ->check(CLI::Range(1, 64));
}

void add_limit_options(CLI::App& cmd, SolveLimits& limits, bool node_limit) {
  if (node_limit)
    cmd.add_option("--max-nodes", limits.max_nodes,
                   "Stop after this many search nodes (0: no limit)");
  cmd.add_option("--max-seconds", limits.max_seconds, "Stop after this many seconds (0: no limit)");
  cmd.add_option("--tt-mb", limits.tt_megabytes, "Transposition table size in MiB")
      ->check(CLI::Range(1, 1 << 16));
  limits.interrupt = &g_interrupted;
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  if (!out || !(out << text)) throw InputError("cannot write '" + path + "'");
}

void render_with_graphviz(const std::string& dot, const std::string& svg_path,
                          const std::string& engine) {
  char temp[] = "/tmp/gg-show-XXXXXX";
  const int fd = mkstemp(temp);
  if (fd < 0) throw InputError("cannot create a temporary file for Graphviz");
  close(fd);
  write_file(temp, dot);
  std::string out_arg = "-o" + svg_path;
  std::string engine_arg = "-K" + engine;
  char* argv[] = {const_cast<char*>("dot"),
                  engine_arg.data(),
                  const_cast<char*>("-Tsvg"),
                  out_arg.data(),
                  temp,
                  nullptr};
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, "dot", nullptr, nullptr, argv, environ);
  int status = 0;
  if (spawned == 0) waitpid(pid, &status, 0);
  std::remove(temp);
  if (spawned != 0)
    throw InputError(
        "--svg: Graphviz 'dot' is not installed (scripts/install-deps.sh installs it)");
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    throw InputError("--svg: Graphviz could not write '" + svg_path + "'");
}

}  // namespace gg::app
