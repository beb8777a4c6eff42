#include "app/command.h"

#include <unistd.h>
#include <csignal>
#include <cstdio>
#include <iostream>

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

void add_limit_options(CLI::App& cmd, SolveLimits& limits) {
  cmd.add_option("--max-nodes", limits.max_nodes,
                 "Stop after this many search nodes (0: no limit)");
  cmd.add_option("--max-seconds", limits.max_seconds, "Stop after this many seconds (0: no limit)");
  cmd.add_option("--tt-mb", limits.tt_megabytes, "Transposition table size in MiB")
      ->check(CLI::Range(1, 1 << 16));
  limits.interrupt = &g_interrupted;
}

}  // namespace gg::app
