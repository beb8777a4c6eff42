// The terminal game loop of gg play (play/terminal_game.h), driven by scripted input.
#include <gtest/gtest.h>

#include <sstream>

#include "games/game.h"
#include "play/terminal_game.h"

namespace gg::play {
namespace {

struct Transcript {
  TerminalGameRecord record;
  std::string text;
};

// The person takes `as`: "1", "2", "3", "both" or "none".
TerminalGameOptions seated(const char* as) {
  TerminalGameOptions options;
  options.as = as;
  return options;
}

Transcript play(const std::string& game, const std::string& board, const std::string& input,
                TerminalGameOptions options = {}) {
  std::istringstream in(input);
  std::ostringstream out;
  Position start;
  start.board = board;
  TerminalGameRecord record = play_terminal_game(find_game(game), start, options, in, out);
  return {record, out.str()};
}

TEST(TerminalGame, TwoPeoplePlayToTheEnd) {
  const TerminalGameOptions both = seated("both");
  // P3 in Trail Trap: 0>1, then 2>1 leaves player 1 stuck at 1 (every edge used).
  const Transcript t = play("trail-trap", "P3", "0>1\n2>1\n", both);
  EXPECT_EQ(t.record.moves, (std::vector<std::string>{"0>1", "2>1"}));
  EXPECT_EQ(t.record.winner, 2);
  EXPECT_NE(t.text.find("Player 2 wins."), std::string::npos) << t.text;
}

TEST(TerminalGame, IllegalMovesAreNamedAndTheGameGoesOn) {
  const TerminalGameOptions both = seated("both");
  const Transcript t = play("trail-trap", "P3", "0>2\nmoves\nquit\n", both);
  EXPECT_NE(t.text.find("Illegal: "), std::string::npos) << t.text;
  EXPECT_NE(t.text.find("0>1 1>0 1>2 2>1"), std::string::npos) << t.text;
  EXPECT_TRUE(t.record.moves.empty());
  EXPECT_EQ(t.record.winner, 0);
}

TEST(TerminalGame, TheEngineTakesItsSeatAndTheGameStopsWhenInputEnds) {
  // The engine opens as player 1; the person only asks for the moves until the input ends.
  const TerminalGameOptions person_second = seated("2");
  std::string input;
  for (int i = 0; i < 20; ++i) input += "moves\n";  // never a move: the input ends first
  const Transcript t = play("trail-trap", "K4", input, person_second);
  EXPECT_NE(t.text.find("Engine (player 1) plays "), std::string::npos) << t.text;
  EXPECT_EQ(t.record.moves.size(), 1u);
  EXPECT_NE(t.text.find("(input ended)"), std::string::npos);
}

TEST(TerminalGame, EngineAgainstEngineAgreesWithTheSolver) {
  const TerminalGameOptions engines = seated("none");
  for (const char* board : {"K4", "K5", "P2xP3", "C5xK2"}) {
    const Transcript t = play("trail-trap", board, "", engines);
    SolveRequest request;
    request.position.board = board;
    EXPECT_EQ(t.record.winner, find_game("trail-trap").solve(request).winner) << board;
  }
}

TEST(TerminalGame, HintsGiveEveryMoveItsValueAndUndoGoesBackOverTheEngine) {
  const TerminalGameOptions person_first = seated("1");
  const Transcript t = play("trail-trap", "K4", "hint\n0>1\nundo\nundo\nquit\n", person_first);
  EXPECT_NE(t.text.find("wins, game over in"), std::string::npos) << t.text;
  EXPECT_NE(t.text.find("Engine (player 2) plays "), std::string::npos) << t.text;
  EXPECT_NE(t.text.find("Nothing to undo."), std::string::npos) << t.text;
  EXPECT_TRUE(t.record.moves.empty());
}

TEST(TerminalGame, ASeatTheGameDoesNotHaveIsAnError) {
  const TerminalGameOptions third = seated("3");
  EXPECT_THROW(play("trail-trap", "K4", "", third), InputError);
}

}  // namespace
}  // namespace gg::play
