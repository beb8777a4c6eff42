#include "census/family_sweep.h"

#include <chrono>
#include <map>
#include <memory>

#include "core/error.h"
#include "graph/graph_spec.h"

namespace gg::census {
namespace {

// The names between braces in the template, in order of appearance.
std::vector<std::string> template_names(const std::string& spec) {
  std::vector<std::string> names;
  for (std::size_t open = spec.find('{'); open != std::string::npos;
       open = spec.find('{', open + 1)) {
    const std::size_t close = spec.find('}', open);
    if (close == std::string::npos)
      throw InputError("sweep spec '" + spec + "': '{' at position " + std::to_string(open + 1) +
                       " has no closing '}'");
    names.push_back(spec.substr(open + 1, close - open - 1));
  }
  return names;
}

// Whether a member a limit stopped before would stop again: the earlier limits were at least
// as large in both dimensions (0 meaning none).
bool stops_again(const MemberRecord& stored, const SolveLimits& limits) {
  const auto at_least = [](double before, double now) {
    return before == 0 || (now != 0 && before >= now);
  };
  return at_least(static_cast<double>(stored.max_nodes), static_cast<double>(limits.max_nodes)) &&
         at_least(stored.max_seconds, limits.max_seconds);
}

std::vector<std::vector<int>> member_values(const FamilySweepOptions& options) {
  std::vector<std::vector<int>> all = {{}};
  for (const SweepParameter& p : options.parameters) {
    std::vector<std::vector<int>> next;
    for (const auto& prefix : all)
      for (int v = p.first; v <= p.last; ++v) {
        next.push_back(prefix);
        next.back().push_back(v);
      }
    all = std::move(next);
  }
  return all;
}

}  // namespace

void check_template(const FamilySweepOptions& options) {
  const auto names = template_names(options.spec_template);
  for (const std::string& name : names) {
    bool known = false;
    for (const SweepParameter& p : options.parameters) known = known || p.name == name;
    if (!known)
      throw InputError("sweep spec '" + options.spec_template + "': {" + name +
                       "} has no range (give --" + name + " A..B)");
  }
  for (const SweepParameter& p : options.parameters) {
    bool used = false;
    for (const std::string& name : names) used = used || name == p.name;
    if (!used)
      throw InputError("--" + p.name + ": the sweep spec '" + options.spec_template + "' has no {" +
                       p.name + "}");
    if (p.first > p.last)
      throw InputError("--" + p.name + " " + std::to_string(p.first) + ".." +
                       std::to_string(p.last) + ": the range is empty");
  }
  if (options.parameters.empty())
    throw InputError("sweep spec '" + options.spec_template +
                     "': give the range of its parameter, e.g. --n 3..12 for C{n}");
}

std::string member_spec(const FamilySweepOptions& options, const std::vector<int>& values) {
  std::string spec = options.spec_template;
  for (std::size_t i = 0; i < options.parameters.size(); ++i) {
    const std::string key = "{" + options.parameters[i].name + "}";
    for (std::size_t at = spec.find(key); at != std::string::npos; at = spec.find(key))
      spec.replace(at, key.size(), std::to_string(values[i]));
  }
  return spec;
}

FamilySweepResult run_family_sweep(const Game& game, const FamilySweepOptions& options,
                                   const std::function<void(const SweepMember&)>& on_member) {
  check_template(options);
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  FamilySweepResult result;
  std::vector<std::string> specs;
  for (const auto& values : member_values(options)) {
    SweepMember member;
    member.values = values;
    member.record.spec = member_spec(options, values);
    // A member the game cannot read is the user's error, found before anything is solved.
    if (game.graph_board()) {
      try {
        const Graph g = parse_graph_spec(member.record.spec);
        member.record.order = g.order();
        member.record.size = g.size();
      } catch (const InputError& e) {
        throw InputError("sweep member " + member.record.spec + ": " + e.what());
      }
    }
    specs.push_back(member.record.spec);
    result.members.push_back(std::move(member));
  }
  std::unique_ptr<MemberStore> store;
  std::unordered_map<std::string, MemberRecord> stored;
  const std::string game_name(game.name());
  if (!options.database.empty()) {
    store = std::make_unique<MemberStore>(options.database);
    stored = store->find(game_name, options.variant, specs);
  }

  for (SweepMember& member : result.members) {
    const auto before = stored.find(member.record.spec);
    if (before != stored.end() &&
        (before->second.solved || stops_again(before->second, options.limits))) {
      member.record = before->second;
      member.status = before->second.solved ? MemberStatus::kSolved : MemberStatus::kLimit;
      member.from_database = true;
    } else if (result.interrupted ||
               (options.limits.interrupt != nullptr && options.limits.interrupt->load())) {
      member.status = MemberStatus::kInterrupted;
      result.interrupted = true;
    } else if (options.budget_seconds > 0 && elapsed() >= options.budget_seconds) {
      member.status = MemberStatus::kBudget;
      result.budget_spent = true;
    } else {
      // The member's limit, shortened to what is left of the budget.
      SearchOptions search;
      search.limits = options.limits;
      search.want_line = false;
      bool budget_bound = false;
      if (options.budget_seconds > 0) {
        const double left = options.budget_seconds - elapsed();
        if (search.limits.max_seconds == 0 || left < search.limits.max_seconds) {
          search.limits.max_seconds = left;
          budget_bound = true;
        }
      }
      try {
        const SolveReport report = game.solve({{member.record.spec, "", options.params}, search});
        member.record.solved = true;
        member.record.winner = report.winner;
        member.record.winning_moves = static_cast<int>(report.winning_moves.size());
        member.record.all_moves_examined = report.all_moves_examined;
        member.record.facts = report.stored_facts;
        member.record.nodes = report.nodes;
        member.record.seconds = report.seconds;
      } catch (const SearchAborted& stop) {
        member.record.nodes = stop.nodes;
        member.record.seconds = stop.seconds;
        if (stop.reason == SearchAborted::Reason::kInterrupt) {
          member.status = MemberStatus::kInterrupted;
          result.interrupted = true;
        } else if (stop.reason == SearchAborted::Reason::kSeconds && budget_bound) {
          member.status = MemberStatus::kBudget;
          result.budget_spent = true;
        } else {
          member.status = MemberStatus::kLimit;
          member.record.max_nodes = options.limits.max_nodes;
          member.record.max_seconds = options.limits.max_seconds;
        }
      } catch (const InputError& e) {
        throw InputError("sweep member " + member.record.spec + ": " + e.what());
      }
      if (store &&
          (member.status == MemberStatus::kSolved || member.status == MemberStatus::kLimit))
        store->put(game_name, options.variant, member.record);
    }
    if (on_member) on_member(member);
  }
  result.seconds = elapsed();
  return result;
}

std::vector<RowObservation> observe(const FamilySweepResult& result,
                                    const std::optional<ExpectedPattern>& expected) {
  // Rows: by the outer parameter's value with two parameters, else one row.
  std::map<std::vector<int>, std::vector<const SweepMember*>> rows;
  for (const SweepMember& m : result.members)
    rows[std::vector<int>(m.values.begin(), m.values.end() - 1)].push_back(&m);
  std::vector<RowObservation> out;
  for (const auto& [outer, members] : rows) {
    RowObservation row;
    row.outer = outer;
    // The members solved without a gap from the row's first solved one.
    bool started = false;
    for (const SweepMember* m : members) {
      const bool solved = m->status == MemberStatus::kSolved;
      if (!solved && started) break;
      if (!solved) continue;
      if (!started) row.first = m->values.back();
      started = true;
      row.last = m->values.back();
      row.winners.push_back(m->record.winner);
    }
    row.period = eventual_period(row.winners);
    if (expected) {
      for (const SweepMember* m : members) {
        const auto want = expected->at(m->values.back());
        if (m->status != MemberStatus::kSolved || !want) continue;
        ++row.checked;
        if (*want != m->record.winner && !row.break_at) {
          row.break_at = m->values.back();
          row.expected_there = *want;
          row.solved_there = m->record.winner;
        }
      }
    }
    out.push_back(std::move(row));
  }
  return out;
}

}  // namespace gg::census
