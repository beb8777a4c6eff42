// Every known result of the papers (tests/data/known_results.tsv), solved through the same
// entry point as `gg solve`.
#include <gtest/gtest.h>

#include <map>

#include "games/game.h"
#include "test_data.h"

namespace gg {
namespace {

TEST(KnownResults, EveryRowOfThePapers) {
  std::map<std::string, int> per_game;
  for (const auto& row : read_tsv(test_data_path("known_results.tsv"))) {
    // game, board, moves, winner, paper_winner, demo, source
    ASSERT_EQ(row.size(), 7u);
    SCOPED_TRACE(row[0] + " " + row[1] + " " + row[2] + " (" + row[6] + ")");
    // Where the program and the paper differ, the row points to the evidence in docs/.
    if (row[3] != row[4]) {
      EXPECT_NE(row[6].find("disagreement: docs/"), std::string::npos);
    }
    EXPECT_TRUE(row[5].empty() || row[5] == "demo");
    SolveRequest request;
    request.position.board = row[1];
    request.position.moves = row[2];
    request.search.want_line = false;
    EXPECT_EQ(find_game(row[0]).solve(request).winner, std::stoi(row[3]));
    ++per_game[row[0]];
  }
  EXPECT_GE(per_game["trail-trap"], 30);
  EXPECT_GE(per_game["edge"], 50);
  EXPECT_GE(per_game["cycles"], 9);
}

}  // namespace
}  // namespace gg
