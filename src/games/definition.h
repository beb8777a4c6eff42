// The game definition contract: everything the program knows about a game, in one struct per
// game (`<game>::Definition` in games/<game>/<game>.h). One generic adapter (game_entry.h)
// turns any definition into the solve / show / play face every command, the census, the
// tests and the benchmarks use, so a game is added by writing its state and its definition
// and naming it once in games/all_games.h (docs/adding-a-game.md).
//
// Required members of a definition D:
//   kName           the game's name on the command line ("trail-trap")
//   kSummary        one line for help texts: what it is and its move notation
//   kGraphBoard     boards are graphs (censuses over graph generators apply)
//   kPlaneBoards    boards are plane graphs: a graph with a drawing (cells, node positions;
//                   `gg census --planar` enumerates every plane board of each graph)
//   kParams         the declared parameters (games/parameters.h), checked before make()
//   State           a GameState (solve/game_concept.h) with `using Move`
//   make(position, search)  the start position of position.board under position.params
//                   (moves not yet played), built for `search` (a game may prepare keys for
//                   it: Trail Trap's shared endgames); throws InputError for a bad board
//   parse_move(s, text)   the move `text` names in state s; InputError("move 'x': why") when
//                   it is mistyped or names something not on the board
//   why_illegal(s, m)     "" for a legal move, else the reason ("uses an edge already used")
//   format_move(s, m)     the move's text; parse_move(s, format_move(s, m)) == m
//   element_of(s, m)      the id of the element of render(s)'s SVG the move targets (the
//                   explorer colours it by the move's value and plays the move on a click):
//                   graph/standard_drawing.h's vertex and edge ids, or the game's own
//   ascii(s)        the position as text (reports, terminal play): cheap, made per solve
//   render(s)       the position drawn: the same text, and an SVG or Graphviz DOT picture
//   impartial(s)    both players have the same moves and the last move wins, so positions
//                   have Sprague-Grundy values
//   root_orbits(s)  the legal moves grouped into orbits under the position's symmetries
//                   (solve/root_analysis.h); trivial_orbits() when the game has none
//   map_move(s, m, perm)  the image of m under a member permutation of root_orbits(s)
//   certificate_rules(s)  the board's rules as a certificate's header states them
//                   (games/certificate_rules.h, docs/certificates.md)
//   kExamples       a few small boards (with parameters) that show the game's variety: the
//                   typed test matrix plays, solves and cross-checks every game on them
// Optional members (detected at compile time):
//   special_solve(request) -> std::optional<SolveReport>: an exact special algorithm (the
//                   tree algorithm, a Grundy decomposition) that answers instead of search
//                   when it applies; nullopt otherwise. Never called when the request names
//                   a solver, --win-within or the force-search parameter.
//   edge_tablebase() -> const EdgeTablebaseRules&: the rules of a retrograde pass over every
//                   graph of an order (solve/tablebase_rules.h), for games whose moves after
//                   the opening delete edges and treat the players alike; `gg census` then
//                   decides a whole order in one pass (src/tablebase/).
//   vertex_tablebase() -> const VertexTablebaseRules&: the same for games whose moves delete
//                   vertices and whose positions live on the components left.
//   add_facts(s, position, report): game facts for the report (e.g. |Aut(G)|, the EDCN).
//   kStoredFacts    the facts (games/stored_facts.h) add_facts puts in report.stored_facts,
//                   which census rows and sweep members keep beside the winner (EDGe: the
//                   colour count played with)
//   certificate_symmetry(s): the position's canonical form under the board's symmetries for
//                   certificates (games/certificate_rules.h); nullopt where it has none.
//   component_proof(s, limits): the component values proving the position's outcome, for
//                   certificates of impartial games that split into disjoint sums
//                   (games/certificate_rules.h); throws SearchAborted at a limit.
//   multiplayer_solve(request), players(s), mover(s): a game that may have more than two
//                   players (the Game of Cycles' --players 3) answers those requests itself;
//                   sessions then ask it who moves and search with solve/coalition.h,
//                   or with D::MultiplayerSolver where it names one (games/session.h).
#pragma once

#include <algorithm>
#include <concepts>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/error.h"
#include "core/permutation.h"
#include "core/text.h"
#include "games/certificate_rules.h"
#include "games/game.h"
#include "games/parameters.h"
#include "solve/game_concept.h"
#include "solve/root_analysis.h"
#include "solve/tablebase_rules.h"

namespace gg {

// The position of an example, its parameters read as text (and not yet checked).
inline Position example_position(const Example& e) {
  Position p{std::string(e.board), "", {}};
  for (std::string_view item : split(e.params, '&')) {
    item = trim(item);
    if (item.empty()) continue;
    const auto eq = item.find('=');
    if (eq == std::string_view::npos) {
      p.params.set(std::string(item), "true");
    } else {
      p.params.set(std::string(item.substr(0, eq)), std::string(item.substr(eq + 1)));
    }
  }
  return p;
}

template <class D>
concept GameDefinition = GameState<typename D::State> &&
    requires(const Position& position, const SearchOptions& search, const typename D::State& s,
             typename D::Move m, std::string_view text, const Permutation& perm) {
  { D::kName } -> std::convertible_to<std::string_view>;
  { D::kSummary } -> std::convertible_to<std::string_view>;
  { D::kGraphBoard } -> std::convertible_to<bool>;
  { D::kPlaneBoards } -> std::convertible_to<bool>;
  {std::span<const ParamSpec>(D::kParams)};
  {std::span<const Example>(D::kExamples)};
  { D::make(position, search) } -> std::same_as<typename D::State>;
  { D::parse_move(s, text) } -> std::same_as<typename D::Move>;
  { D::why_illegal(s, m) } -> std::same_as<std::string>;
  { D::format_move(s, m) } -> std::same_as<std::string>;
  { D::element_of(s, m) } -> std::same_as<std::string>;
  { D::ascii(s) } -> std::same_as<std::string>;
  { D::render(s) } -> std::same_as<Picture>;
  { D::impartial(s) } -> std::same_as<bool>;
  { D::root_orbits(s) } -> std::same_as<std::vector<RootOrbit<typename D::Move>>>;
  { D::map_move(s, m, perm) } -> std::same_as<typename D::Move>;
  { D::certificate_rules(s) } -> std::same_as<CertificateRules>;
};

template <class D>
concept HasSpecialSolve = requires(const SolveRequest& request) {
  { D::special_solve(request) } -> std::same_as<std::optional<SolveReport>>;
};

// Games of more than two players (solve/coalition.h): a solver that answers every request
// for such a position (nullopt for a two-player one), and who moves.
template <class D>
concept HasMultiplayer = requires(const SolveRequest& request, const typename D::State& s) {
  { D::multiplayer_solve(request) } -> std::same_as<std::optional<SolveReport>>;
  { D::players(s) } -> std::same_as<int>;
  { D::mover(s) } -> std::same_as<int>;
};

template <class D>
concept HasCertificateSymmetry = requires(const typename D::State& s) {
  { D::certificate_symmetry(s) } -> std::same_as<std::optional<CertificateSymmetry>>;
};

template <class D>
concept HasComponentProof = requires(const typename D::State& s, const SolveLimits& limits) {
  { D::component_proof(s, limits) } -> std::same_as<ComponentProof>;
};

template <class D>
concept HasEdgeTablebase = requires {
  { D::edge_tablebase() } -> std::same_as<const EdgeTablebaseRules&>;
};

template <class D>
concept HasVertexTablebase = requires {
  { D::vertex_tablebase() } -> std::same_as<const VertexTablebaseRules&>;
};

template <class D>
concept HasStoredFacts = requires {
  {std::span<const FactSpec>(D::kStoredFacts)};
};

template <class D>
concept HasFacts = requires(const typename D::State& s, const Position& position,
                            SolveReport& report) {
  D::add_facts(s, position, report);
};

// The parameter names every game shares for its own kind of choice.
namespace param {
inline constexpr std::string_view kNoSymmetry = "no-symmetry";
inline constexpr std::string_view kCanonicalDepth = "canonical-depth";
inline constexpr std::string_view kForceSearch = "force-search";
inline constexpr std::string_view kGrundy = "grundy";

inline constexpr ParamSpec kNoSymmetrySpec =
    flag_param(kNoSymmetry, ParamRole::kSearch, "Do not use the board's symmetries");
inline constexpr ParamSpec kCanonicalDepthSpec = int_param(
    kCanonicalDepth, ParamRole::kSearch,
    "Canonical (symmetry-merged) transposition keys up to this ply", 0, 64, "the game's choice");
inline constexpr ParamSpec kGrundySpec = flag_param(
    kGrundy, ParamRole::kSearch, "Also compute the Sprague-Grundy value (impartial games)");
}  // namespace param

// Plays the space-separated moves in order with D's reader; throws InputError naming the
// first bad move with its number ("--moves: move 2 '0>9': vertex out of range 0..3").
template <GameDefinition D>
void play_move_list(typename D::State& s, std::string_view moves) {
  int index = 0;
  for (const std::string& token : split_moves(moves)) {
    ++index;
    const std::string where = "--moves: move " + std::to_string(index) + " ";
    // A control byte (a NUL from a web form) would end the message where it stands.
    if (std::any_of(token.begin(), token.end(),
                    [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; }))
      throw MoveListError(where + "'" + shown(token) + "' contains a control character", index);
    typename D::Move m;
    try {
      m = D::parse_move(s, token);
    } catch (const InputError& e) {
      // The reader says "move 'x': why"; in a list the move's number comes first.
      std::string why = e.what();
      if (why.rfind("move ", 0) == 0) why.erase(0, 5);
      throw MoveListError(where + why, index);
    }
    const std::string why = D::why_illegal(s, m);
    if (!why.empty()) throw MoveListError(where + "'" + token + "' " + why, index);
    s.play(m);
  }
}

// The position with its moves played, its parameters already checked: the state every door
// (solve, show, a session) and a game's own solver start from.
template <GameDefinition D>
typename D::State start_state(const Position& position, const SearchOptions& search = {}) {
  typename D::State state = D::make(position, search);
  play_move_list<D>(state, position.moves);
  return state;
}

}  // namespace gg
