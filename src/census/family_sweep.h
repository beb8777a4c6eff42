// Family sweeps (gg sweep): one spec with parameters, "C{n}" or "P{a}xP{b}", solved member by
// member in order with a limit per member and a time budget for the whole sweep. Results go
// to a database when one is given, so a rerun resumes where the last one stopped. Patterns in
// the winners (census/pattern.h) are reported as observations on the members solved.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "census/member_store.h"
#include "census/pattern.h"
#include "games/game.h"

namespace gg::census {

// One parameter of the spec and its range: "{n}" over first..last.
struct SweepParameter {
  std::string name;
  int first = 0;
  int last = 0;
};

struct FamilySweepOptions {
  std::string spec_template;  // "C{n}", "P{a}xP{b}"
  // One or two, the outer first: members run through the last parameter fastest.
  std::vector<SweepParameter> parameters;
  ParamValues params;         // the game's options, checked
  std::string variant;        // Game::variant(params)
  SolveLimits limits;         // per member (max_nodes, max_seconds), the interrupt, progress
  double budget_seconds = 0;  // for the whole sweep; 0: none
  std::string database;       // "" keeps nothing
};

// Throws InputError when a {name} of the template has no range, a range names no {name} of
// the template, or a range is empty.
void check_template(const FamilySweepOptions& options);
// The member's spec: the template with each {name} replaced by its value.
std::string member_spec(const FamilySweepOptions& options, const std::vector<int>& values);

enum class MemberStatus {
  kSolved,
  kLimit,        // the member's own limit stopped it (recorded, skipped by reruns alike)
  kBudget,       // the sweep's time budget ran out during or before it
  kInterrupted,  // Ctrl-C during or before it
};

struct SweepMember {
  std::vector<int> values;  // one per parameter
  MemberRecord record;      // spec, shape, and the verdict when solved
  MemberStatus status = MemberStatus::kSolved;
  bool from_database = false;  // taken from the database, not solved in this run
};

struct FamilySweepResult {
  std::vector<SweepMember> members;  // every member of the ranges, in order
  bool interrupted = false;
  bool budget_spent = false;
  double seconds = 0;
};

// Runs the sweep; `on_member` sees each member as soon as it is settled (solved, stopped or
// read back). Throws InputError for a member the game cannot read, naming the member.
FamilySweepResult run_family_sweep(const Game& game, const FamilySweepOptions& options,
                                   const std::function<void(const SweepMember&)>& on_member);

// What the winners of one row of the sweep show: a row is the whole sweep with one parameter,
// or the members with one value of the outer parameter with two.
struct RowObservation {
  std::vector<int> outer;  // the outer parameter's value (two parameters), else empty
  int first = 0;           // the last parameter's range solved without a gap: first..last
  int last = 0;
  std::vector<int> winners;           // the winners of first..last
  std::optional<Periodicity> period;  // in indices of `winners`
  // The first member solved whose winner differs from the expected pattern, if any.
  std::optional<int> break_at;
  int expected_there = 0;
  int solved_there = 0;
  int checked = 0;  // how many solved members the expected pattern covers
};
std::vector<RowObservation> observe(const FamilySweepResult& result,
                                    const std::optional<ExpectedPattern>& expected);

}  // namespace gg::census
