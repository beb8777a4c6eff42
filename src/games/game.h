// The type-erased face of a game, used at the edges only (CLI, census loop, bench): each game
// module's driver turns a request in text into a report in text. Searches inside are concrete
// templates; nothing virtual runs per node.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solve/limits.h"

namespace gg {

struct SolveRequest {
  std::string board;    // graph spec, or the board size for Trails
  std::string moves;    // the position: moves played so far, space separated
  std::string variant;  // empty: the game's default
  std::string cells;    // Game of Cycles: explicit cells "0 1 2; 2 3 4" (else the drawing's)
  std::optional<int> colors;
  bool grundy = false;  // impartial games: also compute the Sprague-Grundy value
  bool use_symmetry = true;
  bool force_search = false;           // bypass special algorithms (e.g. the tree algorithm)
  bool want_line = true;               // compute a principal line
  bool winner_only = false;            // only the winner (census): no per-move verdicts, no line
  std::optional<int> canonical_depth;  // plies with canonical keys (game default if unset)
  std::string solver;                  // "negamax" (default) or "dfpn"
  std::optional<int> win_within;       // find the shortest forced win of at most this many moves
  // Many boards solved by one thread (census): positions whose value does not depend on the
  // board may be kept across solves (game_concept.h, shared_key). Changes node counts only.
  bool shared_endgames = false;
  SolveLimits limits;
};

struct MoveReport {
  std::string move;
  bool wins = false;
  std::string refutation;  // empty for a winning move
};

struct SolveReport {
  std::string game;
  std::string board;
  std::string variant;
  int to_move = 1;
  int winner = 1;
  std::vector<std::string> winning_moves;
  std::vector<MoveReport> moves;  // every legal move of the side to move
  std::vector<std::string> principal_line;
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::string method;
  std::string position;                               // ASCII picture of the position solved
  nlohmann::json details = nlohmann::json::object();  // game-specific facts
};

class Session;  // games/session.h

// A position drawn: ASCII for the terminal, and either an SVG (boards with a natural
// drawing) or a Graphviz DOT description (graphs, laid out by Graphviz).
struct Picture {
  std::string ascii;
  std::string svg;
  std::string dot;
};

class Game {
 public:
  virtual ~Game() = default;
  virtual std::string_view name() const = 0;
  virtual std::string_view default_variant() const = 0;
  // Throws InputError for bad input and SearchAborted when a limit stops the search.
  virtual SolveReport solve(const SolveRequest& request) const = 0;
  // The position of request.board after request.moves. Throws InputError for bad input.
  virtual Picture show(const SolveRequest& request) const = 0;
  // The position as a game to continue move by move (play, simulate, tree, verify).
  virtual std::unique_ptr<Session> start(const SolveRequest& request) const = 0;
};

// Every game, in a fixed order.
const std::vector<std::unique_ptr<Game>>& all_games();
// Throws InputError listing the known names.
const Game& find_game(std::string_view name);

}  // namespace gg
