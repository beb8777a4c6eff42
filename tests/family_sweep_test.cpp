// Family sweeps: pattern detection on synthetic sequences and on C_n in the Game of Cycles,
// the stated-pattern check, the template, and resuming from the database after an interrupt.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <filesystem>

#include "census/family_sweep.h"
#include "census/pattern.h"
#include "core/error.h"
#include "games/game.h"

namespace gg::census {
namespace {

TEST(Pattern, EventualPeriodOnSyntheticSequences) {
  using V = std::vector<int>;
  const auto period = [](const V& v) { return eventual_period(v); };
  // Alternating from the start.
  ASSERT_TRUE(period({1, 2, 1, 2, 1, 2}));
  EXPECT_EQ(period({1, 2, 1, 2, 1, 2})->start, 0u);
  EXPECT_EQ(period({1, 2, 1, 2, 1, 2})->period, 2u);
  // Constant after a prefix: from index 3 on, period 1.
  const auto tail = period({2, 1, 1, 2, 2, 2, 2});
  ASSERT_TRUE(tail);
  EXPECT_EQ(tail->start, 3u);
  EXPECT_EQ(tail->period, 1u);
  // A prefix, then period 3 seen three times.
  const auto three = period({2, 2, 1, 1, 2, 1, 1, 2, 1, 1, 2});
  ASSERT_TRUE(three);
  EXPECT_EQ(three->period, 3u);
  EXPECT_EQ(three->start, 1u);
  // Fewer than three periods: nothing.
  EXPECT_FALSE(period({2, 1, 2, 1, 2}) && period({2, 1, 2, 1, 2})->period == 2);  // 2.5 periods
  EXPECT_FALSE(period({1, 2}));
  EXPECT_FALSE(period({1, 2, 2, 1}));  // the last two repeat only twice
  EXPECT_FALSE(period({}));
  // Two periods of 2 and a half are not three: the constant tail of length 1 is not either.
  EXPECT_FALSE(period({1, 1, 2, 1, 2}));
  // The longest tail wins over the shortest period: 1 2 1 2 1 2 2 2 ends in "2 2 2" (period 1
  // from index 5) and has no longer periodic tail.
  const auto longest = period({1, 2, 1, 2, 1, 2, 2, 2});
  ASSERT_TRUE(longest);
  EXPECT_EQ(longest->start, 5u);
  EXPECT_EQ(longest->period, 1u);
  // Asking for more periods.
  EXPECT_FALSE(eventual_period({1, 2, 1, 2, 1, 2}, 4));
}

TEST(Pattern, ExpectedPatternText) {
  const ExpectedPattern alternating = parse_expected_pattern("P2 P1");
  EXPECT_EQ(alternating.at(4), 2);
  EXPECT_EQ(alternating.at(7), 1);
  const ExpectedPattern later = parse_expected_pattern(" 5:  P1 ");
  EXPECT_FALSE(later.at(4));
  EXPECT_EQ(later.at(9), 1);
  EXPECT_EQ(later.text(), "5: P1");
  EXPECT_EQ(parse_expected_pattern("none P3").at(1), 3);
  for (const char* bad : {"", "P4", "p1", "x: P1", "3:"})
    EXPECT_THROW(parse_expected_pattern(bad), InputError) << bad;
}

FamilySweepOptions cycles_options(const std::string& spec, int first, int last) {
  FamilySweepOptions options;
  options.spec_template = spec;
  options.parameters = {{"n", first, last}};
  const Game& game = find_game("cycles");
  game.check(options.params);
  options.variant = game.variant(options.params);
  return options;
}

// The thesis: on C_n player 1 wins exactly when n is odd. The sweep sees period 2 from n = 3.
TEST(FamilySweep, CyclesOnCnArePeriodic) {
  const auto options = cycles_options("C{n}", 3, 14);
  const auto result = run_family_sweep(find_game("cycles"), options, nullptr);
  ASSERT_EQ(result.members.size(), 12u);
  EXPECT_EQ(result.members[0].record.spec, "C3");
  EXPECT_EQ(result.members[0].record.order, 3);
  const auto rows = observe(result, parse_expected_pattern("P2 P1"));
  ASSERT_EQ(rows.size(), 1u);
  ASSERT_TRUE(rows[0].period);
  EXPECT_EQ(rows[0].period->start, 0u);
  EXPECT_EQ(rows[0].period->period, 2u);
  EXPECT_EQ(rows[0].first, 3);
  EXPECT_EQ(rows[0].last, 14);
  EXPECT_FALSE(rows[0].break_at);
  EXPECT_EQ(rows[0].checked, 12);
  // A wrong statement breaks at the first member.
  const auto wrong = observe(result, parse_expected_pattern("P1"));
  ASSERT_TRUE(wrong[0].break_at);
  EXPECT_EQ(*wrong[0].break_at, 4);
  EXPECT_EQ(wrong[0].solved_there, 2);
}

TEST(FamilySweep, TemplateErrors) {
  auto options = cycles_options("C{n}", 3, 5);
  EXPECT_EQ(member_spec(options, {7}), "C7");
  options.spec_template = "C{m}";
  EXPECT_THROW(check_template(options), InputError);  // {m} has no range, --n no {n}
  options.spec_template = "C{n";
  EXPECT_THROW(check_template(options), InputError);
  options.spec_template = "C{n}";
  options.parameters = {{"n", 2, 4}};  // C2 is not a graph: named before anything is solved
  try {
    run_family_sweep(find_game("cycles"), options, nullptr);
    FAIL() << "C2 accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("sweep member C2"), std::string::npos) << e.what();
  }
}

TEST(FamilySweep, ResumesFromTheDatabaseAfterAnInterrupt) {
  const std::string db =
      (std::filesystem::temp_directory_path() / "gg_family_sweep_test.db").string();
  std::filesystem::remove(db);
  std::atomic<bool> interrupt{false};
  auto options = cycles_options("P{n}", 2, 9);
  options.database = db;
  options.limits.interrupt = &interrupt;
  const Game& game = find_game("cycles");
  // Interrupted after the third member: the rest are not solved.
  int seen = 0;
  const auto first = run_family_sweep(game, options, [&](const SweepMember&) {
    if (++seen == 3) interrupt = true;
  });
  EXPECT_TRUE(first.interrupted);
  EXPECT_EQ(first.members[2].status, MemberStatus::kSolved);
  EXPECT_EQ(first.members[3].status, MemberStatus::kInterrupted);
  interrupt = false;
  const auto second = run_family_sweep(game, options, nullptr);
  EXPECT_FALSE(second.interrupted);
  for (std::size_t i = 0; i < second.members.size(); ++i) {
    EXPECT_EQ(second.members[i].status, MemberStatus::kSolved) << i;
    EXPECT_EQ(second.members[i].from_database, i < 3) << i;
  }
  EXPECT_EQ(second.members[1].record.winner, first.members[1].record.winner);
  // A member a limit stopped is passed over under the same limit and retried under a larger.
  auto limited = cycles_options("C{n}+1,3", 30, 30);
  limited.database = db;
  limited.limits.max_nodes = 5000;
  const auto stopped = run_family_sweep(game, limited, nullptr);
  ASSERT_EQ(stopped.members[0].status, MemberStatus::kLimit);
  const auto again = run_family_sweep(game, limited, nullptr);
  EXPECT_EQ(again.members[0].status, MemberStatus::kLimit);
  EXPECT_TRUE(again.members[0].from_database);
  limited.limits.max_nodes = 6000;
  const auto retried = run_family_sweep(game, limited, nullptr);
  EXPECT_FALSE(retried.members[0].from_database);
  std::filesystem::remove(db);
}

TEST(FamilySweep, BudgetStopsTheSweepCleanly) {
  auto options = cycles_options("C{n}+1,3", 28, 31);
  options.budget_seconds = 0.2;
  const auto result = run_family_sweep(find_game("cycles"), options, nullptr);
  EXPECT_TRUE(result.budget_spent);
  EXPECT_LT(result.seconds, 5.0);
  EXPECT_EQ(result.members.back().status, MemberStatus::kBudget);
}

}  // namespace
}  // namespace gg::census
