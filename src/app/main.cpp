// gg: play, solve and explain combinatorial games on graphs.
#include <cstdio>
#include <iostream>
#include <string>

#include "app/command.h"
#include "core/error.h"

namespace {

// The table of subcommands; each lives in its own cmd_<name>.cpp.
constexpr gg::app::Register kCommands[] = {
    gg::app::register_graph,  gg::app::register_solve,  gg::app::register_edcn,
    gg::app::register_census, gg::app::register_sweep,  gg::app::register_query,
    gg::app::register_merge,  gg::app::register_bench,  gg::app::register_demo,
    gg::app::register_show,   gg::app::register_play,   gg::app::register_simulate,
    gg::app::register_tree,   gg::app::register_verify, gg::app::register_games,
    gg::app::register_serve,
};

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"gg: solve, play and explain two-player games on graphs (" + gg::game_names() +
               "; gg games lists them)"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "gg (graphgames) " GG_VERSION);
  app.footer(
      "Examples:\n  gg solve trail-trap K7\n  gg solve edge petersen --grundy\n"
      "  gg show cycles inverted-hourglass --svg board.svg\n  gg play trails 4 --as 2\n"
      "  gg census trail-trap --order 7\n  gg serve    (the explorer in a browser)\n  gg games    "
      "(the games, their moves and options)\n"
      "  gg help solve");
  int exit_code = gg::app::kOk;
  for (auto reg : kCommands) reg(app, exit_code);
  // gg help [command]: the same text as --help.
  std::string help_for;
  CLI::App* help = app.add_subcommand("help", "Show the help of gg or of one command");
  help->add_option("command", help_for, "The command");
  help->callback([&] {
    if (help_for.empty()) {
      std::cout << app.help();
    } else {
      CLI::App* sub = nullptr;
      try {
        sub = app.get_subcommand(help_for);
      } catch (const CLI::OptionNotFound&) {
        throw gg::InputError("gg help: no command '" + help_for + "' (gg --help lists them)");
      }
      std::cout << sub->help();
    }
  });
  gg::app::install_signal_handlers();
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ExtrasError& e) {
    // An option the command does not take: name the command (the game options a command
    // takes are listed by `gg <command> --help` and `gg games`).
    std::string command = "gg";
    std::string extras;
    for (const CLI::App* sub : app.get_subcommands()) {
      command += " " + sub->get_name();
      extras.clear();
      for (const std::string& arg : sub->remaining()) extras += (extras.empty() ? "" : " ") + arg;
    }
    if (extras.empty()) extras = e.what();
    std::fprintf(stderr, "gg: error: %s does not take: %s (see %s --help)\n", command.c_str(),
                 extras.c_str(), command.c_str());
    return gg::app::kBadInput;
  } catch (const CLI::ParseError& e) {
    std::string what = e.what();
    if (what.empty()) what = e.get_name();
    std::fprintf(stderr, "gg: error: %s (see gg --help)\n", what.c_str());
    return gg::app::kBadInput;
  } catch (const gg::InputError& e) {
    std::fprintf(stderr, "gg: error: %s\n", e.what());
    return gg::app::kBadInput;
  } catch (const gg::SearchAborted& e) {
    gg::app::end_progress();
    const auto nodes = static_cast<unsigned long long>(e.nodes);
    if (gg::app::g_interrupted.load()) {
      std::fprintf(stderr, "gg: interrupted after %llu nodes, %.1f s\n", nodes, e.seconds);
      return gg::app::kInterrupted;
    }
    const char* limit =
        e.reason == gg::SearchAborted::Reason::kSeconds ? "--max-seconds" : "--max-nodes";
    std::fprintf(stderr, "gg: stopped by %s before the position was solved (%llu nodes, %.1f s)\n",
                 limit, nodes, e.seconds);
    return gg::app::kLimit;
  }
  return exit_code;
}
