// The type-erased face of a game, used at the edges only (CLI, census loop, bench): a position
// in text in, a report in text out. Every game implements it through one generic adapter over
// its Definition (games/definition.h, games/game_entry.h); searches inside are concrete
// templates and nothing virtual runs per node.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/parameters.h"
#include "games/stored_facts.h"
#include "solve/limits.h"
#include "solve/solver.h"
#include "solve/tablebase_rules.h"
#include "solve/workspace.h"

namespace gg {

// A position of a game: the board, the moves played so far and the game's own parameters
// (checked against the game's declaration before use).
struct Position {
  std::string board;   // graph spec, or the board size for Trails
  std::string moves;   // moves played so far, space separated
  ParamValues params;  // e.g. colors=5, variant=strict, no-symmetry=true
};

// How to search, whatever the game.
struct SearchOptions {
  // The search named; none: negamax, and a special algorithm (trees, Grundy) may answer.
  std::optional<Solver> solver;
  std::optional<int> win_within;  // find the shortest forced win of at most this many moves
  bool want_line = true;          // compute a principal line
  bool winner_only = false;       // only the winner (census): no per-move verdicts, no line
  SolveLimits limits;
  // What the solvers keep between searches (solve/workspace.h), or none. A census thread
  // gives its own: table memory reused across boards, and with a shared table the positions
  // whose value does not depend on the board are kept across solves (game_concept.h,
  // shared_key), which changes node counts only.
  SolverWorkspace* workspace = nullptr;
};

struct SolveRequest {
  Position position;
  SearchOptions search;
};

struct MoveReport {
  std::string move;
  bool wins = false;
  std::string refutation;  // empty for a winning move
  // Games of more than two players: the player who can force a win after the move, or 0
  // when none can (there is no single refutation then).
  int forced_winner = 0;
};

struct SolveReport {
  std::string game;
  std::string board;
  std::string variant;  // variant_label() of the position's parameters
  int to_move = 1;
  // 0 only for a --win-within search that found no win that short, or, with more than two
  // players, when no player can force a win against all the others together.
  int winner = 1;
  int players = 2;
  std::vector<std::string> winning_moves;
  std::vector<MoveReport> moves;  // every legal move of the side to move (or those examined)
  std::vector<std::string> principal_line;
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::string method;
  std::string position;  // ASCII picture of the position solved
  // Facts the program reads back (census rows, text output); also printed in `details`.
  StoredFacts stored_facts;         // the game's declared facts (Game::stored_facts)
  std::optional<int> grundy;        // impartial games: the Sprague-Grundy value
  std::optional<int> win_within;    // --win-within K: K
  std::optional<int> shortest_win;  // and the length of the shortest forced win, if any
  bool all_moves_examined = true;   // false when a special algorithm lists only some moves
  // Further game-specific facts, printed only (JSON `details`).
  nlohmann::json details = nlohmann::json::object();
};

class Session;  // games/session.h

// A position drawn: ASCII for the terminal, and either an SVG (boards with a natural
// drawing) or a Graphviz DOT description (graphs, laid out by Graphviz).
struct Picture {
  std::string ascii;
  std::string svg;
  std::string dot;
};

// The picture as SVG text: its own SVG, else its DOT laid out by Graphviz (neato). Throws
// InputError when Graphviz is missing or fails.
std::string picture_svg(const Picture& picture);

// A board with its parameters, as the examples of a definition list them.
struct Example {
  std::string_view board;
  std::string_view params = "";  // "name=value&name=value"; a flag alone: "grundy"
};

class Game {
 public:
  virtual ~Game() = default;
  virtual std::string_view name() const = 0;
  // A line for help texts: the game, its move notation.
  virtual std::string_view summary() const = 0;
  // The parameters the game declares, in order.
  virtual std::span<const ParamSpec> params() const = 0;
  // Whether boards are graphs (so censuses over graph generators apply).
  virtual bool graph_board() const = 0;
  // Where a move's text writes its vertices (games/move_text.h: every graph game writes moves
  // so); none for boards that are no graph. Python rewrites them in the caller's labels.
  std::vector<std::pair<std::size_t, std::size_t>> vertices_in_move(std::string_view move) const;
  // Boards are plane graphs (census --planar, node positions from Python).
  virtual bool plane_boards() const = 0;
  // The rules of a retrograde pass over every graph of an order (solve/tablebase_rules.h),
  // or null when the game has none.
  virtual const EdgeTablebaseRules* edge_tablebase() const = 0;
  virtual const VertexTablebaseRules* vertex_tablebase() const = 0;
  // Whichever of the two the game has, or null.
  const TablebaseRules* tablebase() const {
    if (const auto* edge = edge_tablebase()) return edge;
    return vertex_tablebase();
  }
  // The numbers its reports carry that results keep beside the winner (games/stored_facts.h).
  virtual std::span<const FactSpec> stored_facts() const = 0;
  // A few small boards with their parameters ("name=value&..."), the first the one a new
  // user is shown.
  virtual std::span<const Example> examples() const = 0;
  // Checks `params` against the declaration (InputError naming the option and the game) and
  // writes its values in their normal spelling.
  void check(ParamValues& params) const;
  // The variant of these (checked) parameters in words: "standard", "strict", "colors=EDCN".
  std::string variant(const ParamValues& params) const;

  // Throws InputError for bad input and SearchAborted when a limit stops the search.
  virtual SolveReport solve(const SolveRequest& request) const = 0;
  // The position drawn. Throws InputError for bad input and SearchAborted when `limits` stop
  // the work building it needs (EDGe's EDCN).
  virtual Picture show(const Position& position, const SolveLimits& limits) const = 0;
  // The position as a game to continue move by move (play, simulate, tree, verify); the
  // session's engine searches within `limits`, its table taken from and given back to
  // `workspace` when one is given (a certificate written from gg solve --table-file's table).
  virtual std::unique_ptr<Session> start(const Position& position, const SolveLimits& limits,
                                         SolverWorkspace* workspace = nullptr) const = 0;
};

// Every game, in a fixed order (games/all_games.h).
const std::vector<std::unique_ptr<Game>>& all_games();
// Throws InputError listing the known names.
const Game& find_game(std::string_view name);
// The names of all games (or only those played on graphs), comma separated, for help texts.
std::string game_names(bool graph_boards_only = false);

}  // namespace gg
