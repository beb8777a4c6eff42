// gg: play, solve and explain combinatorial games on graphs.
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <new>
#include <regex>
#include <string>
#include <vector>

#include "app/command.h"
#include "core/error.h"
#include "core/text.h"

namespace {

// The table of subcommands; each lives in its own cmd_<name>.cpp.
constexpr gg::app::Register kCommands[] = {
    gg::app::register_graph,  gg::app::register_solve,  gg::app::register_edcn,
    gg::app::register_census, gg::app::register_sweep,  gg::app::register_query,
    gg::app::register_merge,  gg::app::register_bench,  gg::app::register_demo,
    gg::app::register_show,   gg::app::register_play,   gg::app::register_simulate,
    gg::app::register_tree,   gg::app::register_verify, gg::app::register_games,
    gg::app::register_serve,  gg::app::register_prove,
};

// Levenshtein distance, for suggesting the command a typo meant.
std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// CLI11's wording of a parse error, in the words of the other errors: "--tt-mb needs a value:
// a whole number from 1 to 65536" rather than "--tt-mb: 1 required UINT:INT in [1 - 65536]
// missing". A message of another shape is kept as CLI11 wrote it.
std::string plain_parse_error(const std::string& what) {
  std::smatch m;
  static const std::regex missing(R"(^(\S+): \d+ required (.*) missing$)");
  static const std::regex ranged(R"(^(U?INT|FLOAT)\b.* in \[(\S+) - (\S+)\]$)");
  static const std::regex repeated(R"(^(\S+): At Most 1 required but received (\d+)$)");
  static const std::regex outside(R"(^(\S+): Value (.*) not in range (\S+) to (\S+)$)");
  static const std::regex positional(R"(^([a-z][a-z -]*) is required$)");
  if (std::regex_match(what, m, missing)) {
    const std::string type = m[2];
    std::smatch r;
    std::string value;
    if (type.find("FILE") != std::string::npos) {
      value = ": a file name";
    } else if (std::regex_match(type, r, ranged)) {
      value = std::string(r[1] == "FLOAT" ? ": a number" : ": a whole number") + " from " +
              r[2].str() + " to " + r[3].str();
    } else if (type.rfind("UINT", 0) == 0 || type.rfind("INT", 0) == 0) {
      value = ": a whole number";
    } else if (type.rfind("FLOAT", 0) == 0) {
      value = ": a number";
    }
    return m[1].str() + " needs a value" + value;
  }
  if (std::regex_match(what, m, repeated))
    return m[1].str() + " is given " + m[2].str() + " times; give it once";
  if (std::regex_match(what, m, outside))
    return m[1].str() + ": '" + gg::shown(m[2].str(), 40) + "' is not a number from " + m[3].str() +
           " to " + m[4].str();
  if (std::regex_match(what, m, positional)) return "no " + m[1].str() + " given";
  return what;
}

// The command the user ran, "gg solve", for pointing at its own --help.
std::string command_named(const CLI::App& app) {
  std::string command = "gg";
  for (const CLI::App* sub : app.get_subcommands()) command += " " + sub->get_name();
  return command;
}

// The first argument when it names no command (and is no option): "unknown command 'slove'
// (did you mean solve?)", instead of CLI11's "a subcommand is required".
std::string unknown_command_error(const CLI::App& app, int argc, char** argv) {
  if (argc < 2 || argv[1][0] == '-') return "";
  const std::string word = argv[1];
  std::string nearest;
  std::size_t best = 3;  // suggest only close names
  for (const CLI::App* sub : app.get_subcommands({})) {
    if (sub->get_name() == word) return "";
    const std::size_t d = edit_distance(word, sub->get_name());
    if (d < best) {
      best = d;
      nearest = sub->get_name();
    }
  }
  return "unknown command '" + gg::shown(word, 40) + "' (" +
         (nearest.empty() ? "gg --help lists the commands" : "did you mean " + nearest + "?") + ")";
}

// Whatever a command printed must have reached standard output: a full disk or a failed write
// is an error, not a cut file with exit status 0. (A closed pipe ends gg quietly, by SIGPIPE,
// before this.)
int with_output_checked(int exit_code) {
  errno = 0;
  std::cout.flush();
  const bool failed = !std::cout.good() || std::fflush(stdout) != 0 || std::ferror(stdout) != 0;
  if (!failed) return exit_code;
  const int error = errno;
  std::fprintf(stderr, "gg: error: could not write the output%s%s\n", error != 0 ? ": " : "",
               error != 0 ? std::strerror(error) : "");
  return exit_code == gg::app::kOk ? gg::app::kBadInput : exit_code;
}

int run(int argc, char** argv) {
  // Named "gg", so that each command's usage line reads "gg census [OPTIONS] game".
  CLI::App app{"gg: solve, play and explain two-player games on graphs (" + gg::game_names() +
                   "; gg games lists them)",
               "gg"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "gg (graphgames) " GG_VERSION);
  int exit_code = gg::app::kOk;
  for (auto reg : kCommands) reg(app, exit_code);
  // After the commands: a command copies its parent's footer when it is made, and these
  // examples are gg's, not each command's.
  app.footer(
      "Examples:\n  gg solve trail-trap K7\n  gg solve edge petersen --grundy\n"
      "  gg show cycles inverted-hourglass --svg board.svg\n  gg play trails 4 --as 2\n"
      "  gg census trail-trap --order 7\n  gg serve    (the explorer in a browser)\n  gg games    "
      "(the games, their moves and options)\n"
      "  gg help solve");
  // gg help [command]: the same text as --help.
  std::string help_for;
  bool list_commands = false;
  CLI::App* help = app.add_subcommand("help", "Show the help of gg or of one command");
  help->add_option("command", help_for, "The command");
  // For scripts (bash completion, the manual page): the names alone, no help text to parse.
  help->add_flag("--commands", list_commands, "List the command names, one per line");
  help->callback([&] {
    if (list_commands) {
      if (!help_for.empty()) throw gg::InputError("gg help: --commands takes no command");
      for (const CLI::App* sub : app.get_subcommands({})) std::cout << sub->get_name() << "\n";
    } else if (help_for.empty()) {
      std::cout << app.help();
    } else {
      CLI::App* sub = nullptr;
      try {
        sub = app.get_subcommand(help_for);
      } catch (const CLI::OptionNotFound&) {
        throw gg::InputError("gg help: no command '" + help_for + "' (gg --help lists them)");
      }
      std::cout << sub->help("gg");
    }
  });
  gg::app::install_signal_handlers();
  if (const std::string unknown = unknown_command_error(app, argc, argv); !unknown.empty()) {
    std::fprintf(stderr, "gg: error: %s\n", unknown.c_str());
    return gg::app::kBadInput;
  }
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
    const std::string command = command_named(app);
    std::string extras;
    for (const CLI::App* sub : app.get_subcommands()) extras = gg::joined(sub->remaining());
    if (extras.empty()) extras = e.what();
    std::fprintf(stderr, "gg: error: %s does not take: %s (see %s --help)\n", command.c_str(),
                 extras.c_str(), command.c_str());
    return gg::app::kBadInput;
  } catch (const CLI::ParseError& e) {
    std::string what = e.what();
    if (what.empty()) what = e.get_name();
    std::fprintf(stderr, "gg: error: %s (see %s --help)\n", plain_parse_error(what).c_str(),
                 command_named(app).c_str());
    return gg::app::kBadInput;
  } catch (const gg::InputError& e) {
    gg::app::end_progress();
    std::fprintf(stderr, "gg: error: %s\n", gg::shown(e.what(), 2000).c_str());
    return gg::app::kBadInput;
  } catch (const std::bad_alloc&) {
    gg::app::end_progress();
    std::fprintf(stderr, "gg: error: out of memory (give a smaller --tt-mb, or a smaller board)\n");
    return gg::app::kBadInput;
  } catch (const gg::SearchAborted& e) {
    gg::app::end_progress();
    const auto nodes = static_cast<unsigned long long>(e.nodes);
    if (gg::app::g_interrupted.load()) {
      std::fprintf(stderr, "gg: interrupted after %llu nodes, %.1f s\n", nodes, e.seconds);
      return gg::app::interrupted_exit_code();
    }
    const char* limit =
        e.reason == gg::SearchAborted::Reason::kSeconds ? "--max-seconds" : "--max-nodes";
    const std::string& advice = gg::app::limit_advice();
    std::fprintf(stderr, "gg: stopped by %s %s (%llu nodes, %.1f s)%s\n", limit,
                 gg::app::limit_stage().c_str(), nodes, e.seconds,
                 advice.empty() ? "" : ("; " + advice).c_str());
    return gg::app::kLimit;
  }
  return exit_code;
}

}  // namespace

int main(int argc, char** argv) { return with_output_checked(run(argc, argv)); }
