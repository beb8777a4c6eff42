// A game at a terminal (gg play): a person against the engine, two people, or engine against
// engine, one command per line from a stream, so a script can feed it and a test can check
// the transcript: a move, "moves", "hint", "undo", "board", "help" or "quit".
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "games/game.h"

namespace gg::play {

// The commands typed during a game: printed by `help` in the game and by `gg play --help`.
extern const char* const kInGameCommands;

struct TerminalGameOptions {
  std::string as = "1";        // the person's seat: "1", "2", "3", "both" (every seat) or "none"
  bool random_engine = false;  // the engine plays uniformly random moves, not perfect ones
  std::uint64_t seed = 1;      // of the random engine and of random playouts
  double think = 10;           // seconds the perfect engine searches per move (0: until it decides)
  SolveLimits limits;          // each hint's search, and the interrupt that ends the game
  // Called when the perfect engine starts thinking, and when it is done (a terminal shows a
  // line meanwhile); either may be empty.
  std::function<void(int player)> thinking;
  std::function<void()> done_thinking;
  // Reads a line of the person's input into `line`; false when the input ended or the game
  // was interrupted. Empty: std::getline on the stream given.
  std::function<bool(std::string& line)> read_line;
};

struct TerminalGameRecord {
  std::vector<std::string> moves;  // the session's history at the end (gg play --json)
  int winner = 0;                  // 0: not finished (quit, or the input ended)
};

// Plays from `start` until the game ends, `in` ends or a "quit"; the transcript goes to `out`.
// Throws InputError for options that do not fit the game, SearchAborted when interrupted.
TerminalGameRecord play_terminal_game(const Game& game, const Position& start,
                                      const TerminalGameOptions& options, std::istream& in,
                                      std::ostream& out);

}  // namespace gg::play
