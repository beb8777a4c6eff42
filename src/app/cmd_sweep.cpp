// gg sweep <game> "<spec with {n}>" --n A..B: a family solved member by member, with a limit
// per member and a budget for the whole sweep, as a table (text, --json, --csv), patterns in
// the winners as observations, an optional stated pattern to check, and a chart (--plot).
#include <cstdio>
#include <iostream>
#include <map>
#include <sstream>

#include "app/command.h"
#include "census/charts.h"
#include "census/family_sweep.h"
#include "core/error.h"
#include "core/text.h"

namespace gg::app {
namespace {

using census::MemberStatus;
using census::SweepMember;

struct SweepArgs {
  std::string game;
  std::string spec;
  std::map<std::string, std::string> ranges;  // parameter name -> "A..B"
  GameOptions options;
  SolveLimits limits;
  double budget = 0;
  std::string db;
  std::string expect;
  std::string plot;
  bool json = false;
  bool csv = false;
};

constexpr const char* kParameterNames[] = {"n", "m", "k", "a", "b"};

census::SweepParameter parse_range(const std::string& name, const std::string& text) {
  const std::string where = "--" + name + " '" + text + "'";
  const auto dots = text.find("..");
  const auto first = parse_uint(trim(std::string_view(text).substr(0, dots)), 1000000);
  const auto last = dots == std::string::npos
                        ? first
                        : parse_uint(trim(std::string_view(text).substr(dots + 2)), 1000000);
  if (!first || !last)
    throw InputError(where + ": expected A..B (two whole numbers) or one number");
  if (*first > *last) throw InputError(where + ": the range is empty (A must be at most B)");
  return {name, *first, *last};
}

// The parameters in the order the spec names them: the first is the outer one.
std::vector<census::SweepParameter> parameters(const SweepArgs& args) {
  std::vector<std::pair<std::size_t, census::SweepParameter>> found;
  for (const auto& [name, text] : args.ranges) {
    const auto at = args.spec.find("{" + name + "}");
    found.emplace_back(at, parse_range(name, text));
  }
  std::sort(found.begin(), found.end(),
            [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<census::SweepParameter> out;
  for (auto& f : found) out.push_back(f.second);
  if (out.size() > 2) throw InputError("gg sweep takes at most two parameters");
  return out;
}

std::string status_word(const SweepMember& m) {
  switch (m.status) {
    case MemberStatus::kSolved:
      return census::winner_word(m.record.winner);
    case MemberStatus::kLimit:
      return "limit";
    case MemberStatus::kBudget:
      return "budget";
    case MemberStatus::kInterrupted:
      return "stopped";
  }
  return "";
}

std::string fixed(double value, int digits) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", digits, value);
  return text;
}

// The winning first moves: "-" when unsolved; "1+" when a special algorithm decided the
// position from some of the moves.
std::string winning_moves_text(const SweepMember& m) {
  if (m.status != MemberStatus::kSolved) return "-";
  return std::to_string(m.record.winning_moves) + (m.record.all_moves_examined ? "" : "+");
}

// A member's value of a stored fact, or "-" (`missing`) when it has none.
std::string fact_text(const census::MemberRecord& record, const FactSpec& fact,
                      const std::string& missing) {
  const auto it = record.facts.find(fact.name);
  return it == record.facts.end() ? missing : std::to_string(it->second);
}

class TextTable {
 public:
  TextTable(const census::FamilySweepOptions& options, const Game& game)
      : options_(options), game_(game) {}
  void header() const {
    for (const auto& p : options_.parameters) std::printf("%4s", p.name.c_str());
    std::printf("  %-16s %6s %6s  %-7s %7s", "member", "order", "size", "winner", "wins");
    for (const FactSpec& f : game_.stored_facts())
      std::printf(" %7s", std::string(f.plural).c_str());
    std::printf(" %14s %10s\n", "nodes", "seconds");
  }
  void row(const SweepMember& m) const {
    for (int v : m.values) std::printf("%4d", v);
    const auto shape = [](int x) { return x < 0 ? std::string("-") : std::to_string(x); };
    std::printf("  %-16s %6s %6s  %-7s %7s", m.record.spec.c_str(), shape(m.record.order).c_str(),
                shape(m.record.size).c_str(), status_word(m).c_str(),
                winning_moves_text(m).c_str());
    for (const FactSpec& f : game_.stored_facts())
      std::printf(" %7s", fact_text(m.record, f, "-").c_str());
    std::printf(" %14llu %10s%s\n", static_cast<unsigned long long>(m.record.nodes),
                fixed(m.record.seconds, 3).c_str(), m.from_database ? "  (stored)" : "");
    std::fflush(stdout);
  }

 private:
  const census::FamilySweepOptions& options_;
  const Game& game_;
};

std::string last_name(const census::FamilySweepOptions& options) {
  return options.parameters.back().name;
}

std::string outer_text(const census::FamilySweepOptions& options,
                       const census::RowObservation& row) {
  if (row.outer.empty()) return "";
  return options.parameters.front().name + " = " + std::to_string(row.outer.front()) + ": ";
}

void print_observations(const census::FamilySweepOptions& options,
                        const std::vector<census::RowObservation>& rows,
                        const std::optional<census::ExpectedPattern>& expected) {
  const std::string n = last_name(options);
  std::cout << "\nPatterns (observed on the members solved, not proved):\n";
  for (const auto& row : rows) {
    std::cout << "  " << outer_text(options, row);
    if (row.winners.empty()) {
      std::cout << "nothing solved\n";
      continue;
    }
    if (row.period) {
      const int from = row.first + static_cast<int>(row.period->start);
      std::cout << "from " << n << " = " << from << " on, period " << row.period->period << ":";
      for (std::size_t i = 0; i < row.period->period; ++i)
        std::cout << " " << census::winner_word(row.winners[row.period->start + i]);
      std::cout << " (seen over " << n << " = " << from << ".." << row.last << ", "
                << (row.last - from + 1) / static_cast<int>(row.period->period) << " periods)\n";
    } else {
      std::cout << "no repeating pattern over three periods on " << n << " = " << row.first << ".."
                << row.last << "\n";
    }
    if (expected) {
      std::cout << "    expected \"" << expected->text() << "\": ";
      if (row.break_at) {
        std::cout << "first break at " << n << " = " << *row.break_at << " (expected "
                  << census::winner_word(row.expected_there) << ", solved "
                  << census::winner_word(row.solved_there) << ")\n";
      } else {
        std::cout << "holds on all " << counted(row.checked, "member", "members")
                  << " solved that it covers\n";
      }
    }
  }
}

nlohmann::json member_json(const census::FamilySweepOptions& options, const SweepMember& m) {
  nlohmann::json values = nlohmann::json::object();
  for (std::size_t i = 0; i < m.values.size(); ++i)
    values[options.parameters[i].name] = m.values[i];
  const bool solved = m.status == MemberStatus::kSolved;
  const auto or_null = [](int x) { return x < 0 ? nlohmann::json(nullptr) : nlohmann::json(x); };
  return {
      {"spec", m.record.spec},
      {"values", values},
      {"order", or_null(m.record.order)},
      {"size", or_null(m.record.size)},
      {"status", solved ? "solved" : status_word(m)},
      {"winner", solved ? nlohmann::json(m.record.winner) : nlohmann::json(nullptr)},
      {"winning_moves", solved ? nlohmann::json(m.record.winning_moves) : nlohmann::json(nullptr)},
      {"all_moves_examined", m.record.all_moves_examined},
      {"facts", facts_json(m.record.facts)},
      {"nodes", m.record.nodes},
      {"seconds", m.record.seconds},
      {"stored", m.from_database}};
}

nlohmann::json observations_json(const census::FamilySweepOptions& options,
                                 const std::vector<census::RowObservation>& rows,
                                 const std::optional<census::ExpectedPattern>& expected) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& row : rows) {
    nlohmann::json j;
    j["outer"] = row.outer.empty()
                     ? nlohmann::json(nullptr)
                     : nlohmann::json{{options.parameters.front().name, row.outer.front()}};
    j["first"] = row.winners.empty() ? nlohmann::json(nullptr) : nlohmann::json(row.first);
    j["last"] = row.winners.empty() ? nlohmann::json(nullptr) : nlohmann::json(row.last);
    nlohmann::json words = nlohmann::json::array();
    for (int w : row.winners) words.push_back(census::winner_word(w));
    j["winners"] = words;
    if (row.period) {
      nlohmann::json repeat = nlohmann::json::array();
      for (std::size_t i = 0; i < row.period->period; ++i)
        repeat.push_back(census::winner_word(row.winners[row.period->start + i]));
      j["period"] = {{"from", row.first + static_cast<int>(row.period->start)},
                     {"length", row.period->period},
                     {"winners", repeat}};
    } else {
      j["period"] = nullptr;
    }
    if (expected) {
      j["expected"] = {
          {"pattern", expected->text()},
          {"checked", row.checked},
          {"break", row.break_at
                        ? nlohmann::json{{"at", *row.break_at},
                                         {"expected", census::winner_word(row.expected_there)},
                                         {"solved", census::winner_word(row.solved_there)}}
                        : nlohmann::json(nullptr)}};
    }
    out.push_back(j);
  }
  return out;
}

void print_csv(const census::FamilySweepOptions& options, const Game& game,
               const census::FamilySweepResult& result) {
  for (const auto& p : options.parameters) std::cout << p.name << ",";
  std::cout << "spec,order,size,status,winner,winning_moves,all_moves_examined,";
  for (const FactSpec& f : game.stored_facts()) std::cout << f.name << ",";
  std::cout << "nodes,seconds,stored\n";
  for (const SweepMember& m : result.members) {
    for (int v : m.values) std::cout << v << ",";
    const bool solved = m.status == MemberStatus::kSolved;
    const auto blank = [](int x) { return x < 0 ? std::string() : std::to_string(x); };
    // Specs may hold commas (K3,5): quoted as CSV asks.
    std::cout << '"' << m.record.spec << "\"," << blank(m.record.order) << ","
              << blank(m.record.size) << "," << (solved ? "solved" : status_word(m)) << ","
              << (solved ? std::to_string(m.record.winner) : "") << ","
              << (solved ? std::to_string(m.record.winning_moves) : "") << ","
              << (m.record.all_moves_examined ? 1 : 0) << ",";
    for (const FactSpec& f : game.stored_facts()) std::cout << fact_text(m.record, f, "") << ",";
    std::cout << m.record.nodes << "," << fixed(m.record.seconds, 6) << ","
              << (m.from_database ? 1 : 0) << "\n";
  }
}

void run(SweepArgs& args, int& exit_code) {
  const Game& game = find_game(args.game);
  census::FamilySweepOptions options;
  options.spec_template = args.spec;
  options.parameters = parameters(args);
  options.params = args.options.params(game);
  options.variant = game.variant(options.params);
  options.limits = args.limits;
  options.budget_seconds = args.budget;
  options.database = args.db;
  census::check_template(options);
  std::optional<census::ExpectedPattern> expected;
  if (!args.expect.empty()) expected = census::parse_expected_pattern(args.expect);
  if (args.json && args.csv) throw InputError("--json and --csv: choose one output format");

  const bool text = !args.json && !args.csv;
  TextTable table(options, game);
  if (text) {
    std::cout << game.name() << " (" << options.variant << "): " << args.spec;
    for (const auto& p : options.parameters)
      std::cout << ", " << p.name << " = " << p.first << ".." << p.last;
    if (options.limits.max_seconds > 0)
      std::cout << ", at most " << options.limits.max_seconds << " s per member";
    if (options.budget_seconds > 0) std::cout << ", budget " << options.budget_seconds << " s";
    std::cout << "\n";
    table.header();
  }
  const auto result = census::run_family_sweep(game, options, [&](const SweepMember& m) {
    end_progress();
    if (text) table.row(m);
  });
  const auto rows = census::observe(result, expected);
  if (args.json) {
    nlohmann::json members = nlohmann::json::array();
    for (const SweepMember& m : result.members) members.push_back(member_json(options, m));
    nlohmann::json params = nlohmann::json::array();
    for (const auto& p : options.parameters)
      params.push_back({{"name", p.name}, {"first", p.first}, {"last", p.last}});
    print_json({{"game", game.name()},
                {"variant", options.variant},
                {"spec", args.spec},
                {"parameters", params},
                {"members", members},
                {"observations", observations_json(options, rows, expected)},
                {"interrupted", result.interrupted},
                {"budget_spent", result.budget_spent},
                {"seconds", result.seconds}});
  } else if (args.csv) {
    print_csv(options, game, result);
  } else {
    print_observations(options, rows, expected);
    if (result.budget_spent)
      std::cout << "The budget of " << options.budget_seconds
                << " s ran out; members marked 'budget' were not finished"
                << (args.db.empty() ? " (give --db FILE to resume later).\n"
                                    : "; rerun the same command to go on.\n");
  }
  if (!args.plot.empty()) write_file(args.plot, census::sweep_chart(game.name(), options, result));
  exit_code = kOk;
  if (result.interrupted) {
    std::cerr << "gg: sweep interrupted"
              << (args.db.empty() ? "" : "; finished members are saved in " + args.db) << "\n";
    exit_code = interrupted_exit_code();
  }
}

}  // namespace

void register_sweep(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<SweepArgs>();
  CLI::App* cmd = app.add_subcommand(
      "sweep", "Solve a family member by member: gg sweep cycles \"C{n}\" --n 3..14");
  cmd->add_option("game", args->game, "Game: " + game_names())->required();
  cmd->add_option("spec", args->spec,
                  "Graph spec with parameters in braces: \"C{n}\", \"P{a}xP{b}\", "
                  "\"spider:1,{n},{n}\" (gg graph --help lists the families), or \"{n}\" for "
                  "trails board sizes")
      ->required();
  for (const char* name : kParameterNames)
    cmd->add_option("--" + std::string(name), args->ranges[name],
                    "The values of {" + std::string(name) + "}: A..B or one number");
  args->options.add_to(*cmd, any_param);
  add_limit_options(*cmd, args->limits);
  cmd->get_option("--max-seconds")
      ->description("Stop each member after this many seconds (0: no limit)");
  cmd->get_option("--max-nodes")
      ->description("Stop each member after this many nodes (0: no limit)");
  cmd->add_option("--budget", args->budget,
                  "Stop the sweep after this many seconds in all (the member running then is "
                  "stopped; 0: no budget)")
      ->check(CLI::Range(0.0, 1e9));
  cmd->add_option("--db", args->db,
                  "Keep results in this SQLite file; a rerun takes solved members from it");
  cmd->add_option("--expect", args->expect,
                  "A stated pattern to check: \"P2 P1\" (n even P2, n odd P1: the k-th winner "
                  "is that of n = k mod their number), \"5: P2\" (P2 from n = 5 on)");
  cmd->add_option("--plot", args->plot,
                  "Write an SVG chart: the winner of each member, and nodes and seconds on a log "
                  "scale")
      ->check(output_file_validator());
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->add_flag("--csv", args->csv, "Print the table as CSV");
  cmd->callback([args, cmd, &exit_code] {
    // Only the parameters given take part.
    for (auto it = args->ranges.begin(); it != args->ranges.end();)
      it = cmd->get_option("--" + it->first)->count() > 0 ? std::next(it) : args->ranges.erase(it);
    run(*args, exit_code);
  });
}

}  // namespace gg::app
