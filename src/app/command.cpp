#include "app/command.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "core/error.h"
#include "core/machine_memory.h"
#include "core/text.h"
#include "graph/graphviz.h"

namespace gg::app {

std::atomic<bool> g_interrupted{false};

namespace {
std::atomic<int> g_signal{0};
extern "C" void on_signal(int signal) {
  g_signal.store(signal);
  g_interrupted.store(true);
}
}  // namespace

int interrupted_exit_code() {
  const int signal = g_signal.load();
  return signal > 0 ? 128 + signal : kInterrupted;
}

CLI::Validator output_file_validator() {
  // Checked before any work: a long solve should not end in "cannot write".
  return CLI::Validator(
      [](std::string& name) -> std::string {
        if (name.empty()) return "an empty file name";
        if (name == "-") return "";
        namespace fs = std::filesystem;
        std::error_code ec;
        if (fs::is_directory(name, ec)) return "'" + name + "' is a directory, not a file";
        const fs::path parent = fs::path(name).parent_path();
        if (!parent.empty() && !fs::is_directory(parent, ec))
          return "no directory '" + parent.string() + "' to write " + name + " in";
        if (::access(parent.empty() ? "." : parent.c_str(), W_OK) != 0)
          return "cannot write in the directory of " + name;
        return "";
      },
      "FILE");
}

CLI::Validator seconds_validator(double min, double max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        char* end = nullptr;
        const double s = std::strtod(text.c_str(), &end);
        const bool ok =
            end != text.c_str() && *end == '\0' && std::isfinite(s) && s >= min && s <= max;
        std::ostringstream range;
        range << min << " to " << max;
        return ok ? "" : "'" + text + "' is not a number of seconds from " + range.str();
      },
      "S");
}

void install_signal_handlers() {
  std::signal(SIGINT, on_signal);
  std::signal(SIGTERM, on_signal);
}

bool progress_wanted() { return isatty(STDERR_FILENO) != 0; }

void print_json(const nlohmann::json& j) { std::cout << j.dump(2) << "\n"; }

bool rule_and_board_params(const ParamSpec& spec) { return spec.role != ParamRole::kSearch; }
bool any_param(const ParamSpec&) { return true; }

void GameOptions::add_to(CLI::App& cmd, Filter wanted) {
  // Each name once, with every game that declares it; per-game help where the games differ.
  struct Declared {
    const ParamSpec* spec = nullptr;
    std::vector<std::pair<std::string_view, std::string_view>> games;  // game, help
  };
  std::vector<std::pair<std::string_view, Declared>> names;
  for (const auto& game : all_games())
    for (const ParamSpec& spec : game->params()) {
      if (!wanted(spec)) continue;
      auto it = std::find_if(names.begin(), names.end(),
                             [&](const auto& n) { return n.first == spec.name; });
      if (it == names.end()) it = names.insert(names.end(), {spec.name, Declared{&spec, {}}});
      it->second.games.emplace_back(game->name(), spec.help);
    }
  for (const auto& [name, declared] : names) {
    std::string help;
    std::string games;
    bool same_help = true;
    for (const auto& [game, text] : declared.games) {
      games += (games.empty() ? "" : ", ") + std::string(game);
      same_help = same_help && text == declared.games.front().second;
    }
    if (same_help) {
      help = std::string(declared.spec->help) + " [" + games + "]";
    } else {
      for (const auto& [game, text] : declared.games)
        help += (help.empty() ? "" : "; ") + std::string(game) + ": " + std::string(text);
    }
    Given& g = given_[std::string(name)];
    g.flag = declared.spec->type == ParamType::kFlag;
    const std::string flag = option_name(name);
    // add_flag(name, std::string&) would bind the flag to that string: describe it apart.
    g.option = g.flag ? cmd.add_flag(flag)->description(help) : cmd.add_option(flag, g.value, help);
  }
}

ParamValues GameOptions::params(const Game& game) const {
  ParamValues values;
  for (const auto& [name, g] : given_)
    if (g.option->count() > 0) values.set(name, g.flag ? "true" : g.value);
  game.check(values);
  return values;
}

const Game& PositionArgs::resolve() {
  const Game& g = find_game(game);
  position.params = options.params(g);
  return g;
}

void add_position_options(CLI::App& cmd, PositionArgs& args, GameOptions::Filter wanted,
                          bool required) {
  cmd.add_option("game", args.game, "Game: " + game_names())->required(required);
  cmd.add_option("board", args.position.board,
                 "Graph spec (see gg graph --help), @file (graph or JSON board), or the board size "
                 "for trails")
      ->required(required);
  cmd.add_option("--moves", args.position.moves, "Moves played so far, space separated");
  args.options.add_to(cmd, wanted);
  std::string footer = "Games and their moves (gg games lists their options):";
  for (const auto& g : all_games())
    footer += "\n  " + std::string(g->name()) + ": " + std::string(g->summary());
  cmd.footer(footer);
}

std::pair<int, int> parse_pair(const std::string& text, char sep, const char* option) {
  const auto pos = text.find(sep);
  try {
    if (pos == std::string::npos) throw std::invalid_argument("");
    std::size_t used_a = 0;
    std::size_t used_b = 0;
    const int a = std::stoi(text.substr(0, pos), &used_a);
    const int b = std::stoi(text.substr(pos + 1), &used_b);
    if (used_a != pos || used_b != text.size() - pos - 1) throw std::invalid_argument("");
    return {a, b};
  } catch (const std::exception&) {
    throw InputError(std::string(option) + " '" + text + "': expected two numbers separated by '" +
                     sep + "'");
  }
}

namespace {
bool g_progress_shown = false;
}  // namespace

void note_progress_shown() { g_progress_shown = true; }

namespace {
std::string g_limit_advice;
std::string g_limit_stage = "before the position was solved";
}  // namespace

void set_limit_advice(std::string advice) { g_limit_advice = std::move(advice); }
const std::string& limit_advice() { return g_limit_advice; }
void set_limit_stage(std::string stage) { g_limit_stage = std::move(stage); }
const std::string& limit_stage() { return g_limit_stage; }

void end_progress() {
  if (!g_progress_shown) return;
  std::fprintf(stderr, "\r\033[K");
  g_progress_shown = false;
}

void add_limit_options(CLI::App& cmd, SolveLimits& limits, bool node_limit, bool table) {
  // Checked as text first: CLI11's ranges let NaN through and print huge bounds.
  const CLI::Validator whole_number(
      [](std::string& text) -> std::string {
        const bool digits = !text.empty() && text.size() <= 19 &&
                            text.find_first_not_of("0123456789") == std::string::npos;
        return digits ? "" : "'" + text + "' is not a whole number of nodes (0: no limit)";
      },
      "N");
  const CLI::Validator seconds = seconds_validator(0, 1e9);
  if (node_limit)
    cmd.add_option("--max-nodes", limits.max_nodes,
                   "Stop after this many search nodes (0: no limit)")
        ->check(whole_number);
  cmd.add_option("--max-seconds", limits.max_seconds, "Stop after this many seconds (0: no limit)")
      ->check(seconds);
  if (table) {
    // The table grows as it fills, so the machine's size costs nothing where a search needs
    // little, and saves nodes where it needs much (core/machine_memory.h). Read once: every
    // command registers its options at each start.
    static const std::size_t machine_default = table_megabytes_for(1);
    limits.tt_megabytes = machine_default;
    cmd.add_option(
           "--tt-mb", limits.tt_megabytes,
           "Transposition table size in MiB (default: from the memory available, half of it "
           "shared by the tables, at most 4096 each; a table grows only as it fills)")
        ->check(CLI::Range(1, 1 << 16));
  }
  limits.interrupt = &g_interrupted;
  if (progress_wanted())
    limits.on_progress = [](const SearchProgress& p) {
      const double rate = p.seconds > 0 ? static_cast<double>(p.nodes) / p.seconds : 0.0;
      std::fprintf(stderr, "\r  searching: %s nodes, %s nodes/s, %s (Ctrl-C stops)\033[K",
                   format_count(static_cast<long long>(p.nodes)).c_str(),
                   format_count(static_cast<long long>(rate)).c_str(),
                   format_seconds(p.seconds).c_str());
      g_progress_shown = true;
    };
}

std::string read_input_file(const std::string& path, std::string_view what, std::size_t max_bytes) {
  const std::string named = std::string(what) + " '" + shown(path) + "'";
  std::error_code error;
  const auto type = std::filesystem::status(path, error).type();
  if (type == std::filesystem::file_type::not_found) throw InputError(named + ": no such file");
  if (type == std::filesystem::file_type::directory) throw InputError(named + " is a directory");
  if (type != std::filesystem::file_type::regular && type != std::filesystem::file_type::fifo)
    throw InputError(named + " is not a regular file or a pipe");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError("cannot read " + named);
  // Read by blocks, so that a device or a pipe without end stops at the limit.
  std::string text;
  char block[65536];
  while (in.read(block, sizeof block) || in.gcount() > 0) {
    text.append(block, static_cast<std::size_t>(in.gcount()));
    if (text.size() > max_bytes)
      throw InputError(named + " is longer than " + std::to_string(max_bytes >> 20) +
                       " MiB, more than it can hold");
  }
  if (in.bad()) throw InputError("cannot read " + named);
  return text;
}

void write_file(const std::string& path, const std::string& text) {
  if (path.empty()) throw InputError("an output file was asked for with an empty name");
  std::ofstream out(path);
  if (!out || !(out << text)) throw InputError("cannot write '" + path + "'");
  // Every command names the files it writes, on a terminal (quiet when piped, as progress).
  if (progress_wanted()) std::cerr << "wrote " << path << "\n";
}

void render_with_graphviz(const std::string& dot, const std::string& svg_path,
                          const std::string& engine) {
  const std::string svg = svg_from_dot(dot, engine);
  try {
    write_file(svg_path, svg);
  } catch (const InputError&) {
    throw InputError("--svg: cannot write '" + svg_path + "'");
  }
}

}  // namespace gg::app
