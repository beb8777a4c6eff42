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
    ASSERT_EQ(row.size(), 5u);
    SCOPED_TRACE(row[0] + " " + row[1] + " " + row[2] + " (" + row[4] + ")");
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
