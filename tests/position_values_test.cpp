// Every legal move's value and remoteness (play/position_values.h, the explorer's colours):
// the values agree with the solver's report on all small graphs, the remoteness obeys its
// definition move by move, and the order is best first.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "core/text.h"
#include "games/game.h"
#include "games/session.h"
#include "geng.h"
#include "graph/graph6.h"
#include "play/position_values.h"

namespace gg {
namespace {

play::PositionValues values_of(const std::string& game, const std::string& board,
                               const std::string& moves = "", std::size_t budget = 1000000) {
  Position p{board, "", {}};
  auto session = find_game(game).start(p, {});
  for (std::string_view m : split_ws(moves)) session->play(m);
  return play::evaluate_position(*session, budget);
}

std::set<std::string> winning(const play::PositionValues& v) {
  std::set<std::string> out;
  for (const auto& m : v.moves)
    if (m.value == "win") out.insert(m.move);
  return out;
}

TEST(PositionValues, AgreeWithSolveOnAllSmallGraphs) {
  int boards = 0;
  for (const std::string game : {"trail-trap", "edge", "vertex-geography"}) {
    for (int n = 2; n <= 5; ++n) {
      for (const Graph& g : generate_graphs("nauty-geng -c " + std::to_string(n))) {
        const std::string board = to_nauty_string(g);
        SCOPED_TRACE(game + " " + board);
        SolveRequest request{{board, "", {}}, {}};
        const SolveReport report = find_game(game).solve(request);
        const play::PositionValues v = values_of(game, board);
        EXPECT_EQ(winning(v),
                  std::set<std::string>(report.winning_moves.begin(), report.winning_moves.end()));
        EXPECT_EQ(v.value, report.winner == v.to_move ? "win" : "lose");
        ASSERT_TRUE(v.remoteness.has_value());
        ++boards;
      }
    }
  }
  EXPECT_GT(boards, 3 * 25);
}

// Remoteness by its definition, one level down: a won position is one more than its fastest
// winning move's, a lost one is one more than its slowest move's; moves come best first.
TEST(PositionValues, RemotenessFollowsItsDefinition) {
  for (const auto& [game, board] :
       std::vector<std::pair<std::string, std::string>>{{"trail-trap", "K4"},
                                                        {"cycles", "C5"},
                                                        {"edge", "P5"},
                                                        {"trails", "2"},
                                                        {"trail-trap", "P2xP3"},
                                                        {"cycles", "P2xP3"}}) {
    SCOPED_TRACE(game + " " + board);
    const play::PositionValues v = values_of(game, board);
    ASSERT_TRUE(v.remoteness.has_value());
    ASSERT_FALSE(v.moves.empty());
    int best_win = -1;
    int slowest = -1;
    for (const auto& m : v.moves) {
      ASSERT_TRUE(m.remoteness.has_value()) << m.move;
      if (m.value == "win" && (best_win < 0 || *m.remoteness + 1 < best_win))
        best_win = *m.remoteness + 1;
      slowest = std::max(slowest, *m.remoteness + 1);
    }
    EXPECT_EQ(*v.remoteness, v.value == "win" ? best_win : slowest);
    EXPECT_EQ(v.moves.front().value, v.value);
    if (v.value == "win") {
      EXPECT_EQ(*v.moves.front().remoteness + 1, *v.remoteness);
    }
    for (std::size_t i = 1; i < v.moves.size(); ++i) {
      const auto& a = v.moves[i - 1];
      const auto& b = v.moves[i];
      if (a.value != b.value) continue;
      if (a.value == "win") {
        EXPECT_LE(*a.remoteness, *b.remoteness);
      } else if (a.value == "lose") {
        EXPECT_GE(*a.remoteness, *b.remoteness);
      }
    }
  }
}

TEST(PositionValues, BudgetLeavesRemotenessOutButNotValues) {
  const play::PositionValues full = values_of("trail-trap", "K4");
  const play::PositionValues cheap = values_of("trail-trap", "K4", "", 3);
  EXPECT_FALSE(cheap.remoteness.has_value());
  EXPECT_EQ(winning(cheap), winning(full));
  for (const auto& m : cheap.moves) EXPECT_FALSE(m.remoteness.has_value());
  const nlohmann::json j = play::to_json(cheap);
  EXPECT_TRUE(j["remoteness"].is_null());
  EXPECT_TRUE(j["moves"][0]["delta_remoteness"].is_null());
}

TEST(PositionValues, FinishedGameAndJsonShape) {
  // P2: player 1 places the token on 0, player 2 moves it to 1, player 1 is stuck.
  const play::PositionValues over = values_of("vertex-geography", "P2", "0 0>1");
  EXPECT_NE(over.winner, 0);
  EXPECT_TRUE(over.moves.empty());
  EXPECT_EQ(over.remoteness, 0);
  const play::PositionValues v = values_of("cycles", "C4");
  const nlohmann::json j = play::to_json(v);
  for (const char* key : {"to_move", "players", "winner", "value", "remoteness", "moves"})
    EXPECT_TRUE(j.contains(key)) << key;
  for (const auto& m : j["moves"]) {
    EXPECT_EQ(m["delta_remoteness"].get<int>(), *v.remoteness - m["remoteness"].get<int>());
    for (const char* key : {"move", "value", "remoteness", "delta_remoteness", "forced_winner"})
      EXPECT_TRUE(m.contains(key)) << key;
  }
}

TEST(PositionValues, ThreePlayersNameTheForcingPlayer) {
  Position p{"C6", "", {}};
  p.params.set("players", "3");
  find_game("cycles").check(p.params);
  auto session = find_game("cycles").start(p, {});
  const play::PositionValues v = play::evaluate_position(*session, 1000000);
  EXPECT_EQ(v.players, 3);
  EXPECT_FALSE(v.remoteness.has_value());
  // C6: nobody can force a win, even after P1's first move (docs/games/cycles.md).
  EXPECT_EQ(v.value, "none");
  for (const auto& m : v.moves) EXPECT_NE(m.value, "win");
}

}  // namespace
}  // namespace gg
