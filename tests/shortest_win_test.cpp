// --win-within K: the shortest forced win and its principal line (the attacker's fastest
// moves against the defender's longest resistance), checked move by move on several games.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/game.h"
#include "games/session.h"

namespace gg {
namespace {

SolveReport shortest(const std::string& game, const std::string& board, const std::string& moves,
                     int within) {
  SolveRequest request;
  request.position.board = board;
  request.position.moves = moves;
  request.search.win_within = within;
  return find_game(game).solve(request);
}

std::string joined(const std::string& moves, const std::string& more) {
  return moves.empty() ? more : moves + " " + more;
}

struct Puzzle {
  std::string game, board, moves;
  int within;
};

TEST(ShortestWin, PrincipalLineIsFastestWinAgainstLongestResistance) {
  const std::vector<Puzzle> puzzles{{"trail-trap", "K4", "", 3}, {"trail-trap", "K1,3", "", 3},
                                    {"edge", "P6", "", 4},       {"cycles", "P2xP3", "", 4},
                                    {"trails", "3", "", 4},      {"vertex-geography", "P5", "", 3},
                                    {"cycles", "C5", "0>1", 3}};
  int checked = 0;
  for (const Puzzle& p : puzzles) {
    SCOPED_TRACE(p.game + " " + p.board + " " + p.moves);
    const SolveReport r = shortest(p.game, p.board, p.moves, p.within);
    if (!r.shortest_win) continue;  // no win that short: nothing to check
    const int k = *r.shortest_win;
    const auto& line = r.principal_line;
    ASSERT_EQ(static_cast<int>(line.size()), 2 * k - 1);
    // The line is legal and ends with the attacker's win.
    auto session = find_game(p.game).start({p.board, p.moves, {}}, {});
    const int attacker = session->to_move();
    for (const auto& m : line) session->play(m);
    EXPECT_EQ(session->winner(), attacker);
    // After each of the defender's replies the attacker's win is one move shorter, and no
    // other reply puts it further off.
    std::string played = p.moves;
    for (int i = 0; i + 1 < static_cast<int>(line.size()); i += 2) {
      played = joined(played, line[i]);
      auto after_attack = find_game(p.game).start({p.board, played, {}}, {});
      int slowest = 0;
      for (const auto& reply : after_attack->moves()) {
        const SolveReport after = shortest(p.game, p.board, joined(played, reply), k);
        ASSERT_TRUE(after.shortest_win.has_value()) << reply;
        slowest = std::max(slowest, *after.shortest_win);
      }
      played = joined(played, line[i + 1]);
      const SolveReport after = shortest(p.game, p.board, played, k);
      ASSERT_TRUE(after.shortest_win.has_value());
      EXPECT_EQ(*after.shortest_win, k - 1 - i / 2);
      EXPECT_EQ(*after.shortest_win, slowest);
    }
    ++checked;
  }
  EXPECT_GE(checked, 6);
}

}  // namespace
}  // namespace gg
