// Trails, a connection game designed by Phil Leduc (2020) [Leduc in docs/references.md]; rules
// as implemented in docs/games/trails.md. His rules sheet asks anyone who programs the game
// to contact him.
//
// Rules as implemented: an n x n board of cells whose (n+1) x (n+1) corner nodes are coloured
// like a checkerboard (node (x, y) is red when x + y is even, blue otherwise). Player 1 places
// only uphill tokens `/` (a cell's bottom-left to top-right corner), player 2 only downhill
// tokens `\`, one token per empty cell; a token takes the colour of the two nodes it joins.
// The player whose placement completes a one-colour chain of tokens joining either pair of
// opposite sides wins (a corner node lies on both of its sides). A full board with no such
// chain would be a draw; the designer says it cannot happen, and play() checks it.
//
// State: the token of each cell and, per node, a union-find forest (union by size, no path
// compression, so undo pops exact records) whose roots know which sides their component
// touches. A placement joins at most two components: O(log n) per move and per undo.
// Notation: "/c3" or "\c3", columns a.. from the left, rows 1.. from the bottom.
//
// Symmetry: the board maps that keep every token's direction (see Board::symmetries()).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/move_list.h"
#include "core/player.h"
#include "games/certificate_rules.h"
#include "games/definition.h"
#include "solve/game_concept.h"
#include "solve/root_analysis.h"

namespace gg::trails {

constexpr int kMinSize = 2;
constexpr int kMaxSize = 9;
constexpr int kMaxCells = kMaxSize * kMaxSize;
constexpr int kMaxNodes = (kMaxSize + 1) * (kMaxSize + 1);

enum class Token : std::uint8_t { kEmpty = 0, kUphill = 1, kDownhill = 2 };

// Player 1 places uphill tokens, player 2 downhill ones.
constexpr Token token_of(Player p) { return p == Player::kOne ? Token::kUphill : Token::kDownhill; }

struct Move {
  std::uint8_t cell = 0;
  Token token = Token::kUphill;
  bool operator==(const Move&) const = default;
};

using MoveBuffer = MoveList<Move, kMaxCells>;

// A map of the board onto itself: where each node and each cell goes.
struct BoardMap {
  std::string name;
  std::array<std::uint8_t, kMaxNodes> node{};
  std::array<std::uint8_t, kMaxCells> cell{};
};

class Board {
 public:
  // Throws InputError unless kMinSize <= n <= kMaxSize. Without `use_symmetry` the board
  // keeps only the identity map, so keys and root moves ignore symmetry.
  explicit Board(int n, bool use_symmetry = true);

  int size() const { return n_; }
  int cells() const { return n_ * n_; }
  int nodes() const { return (n_ + 1) * (n_ + 1); }
  int cell_at(int column, int row) const { return row * n_ + column; }
  int column(int cell) const { return cell % n_; }
  int row(int cell) const { return cell / n_; }
  int node_at(int x, int y) const { return y * (n_ + 1) + x; }
  // The two nodes a token joins.
  std::array<std::uint8_t, 2> ends(int cell, Token t) const {
    return ends_[cell][t == Token::kUphill ? 0 : 1];
  }
  bool red(int node) const { return (node % (n_ + 1) + node / (n_ + 1)) % 2 == 0; }
  // Sides a node lies on: bit 0 left, 1 right, 2 bottom, 3 top.
  std::uint8_t sides(int node) const { return sides_[node]; }
  // The diagonals through a node: up to four, each with its cell, its token and the node at
  // its other end (all of the node's colour).
  struct Diagonal {
    std::uint8_t cell;
    Token token;
    std::uint8_t other_end;
  };
  const MoveList<Diagonal, 4>& diagonals_at(int node) const { return diagonals_at_[node]; }
  std::uint64_t key(int cell, Token t) const {
    return keys_[2 * cell + (t == Token::kUphill ? 0 : 1)];
  }

  // Every map of the square (the dihedral group of order 8) under which each uphill token
  // stays uphill, the identity first (four maps). Derived in the constructor by testing all
  // eight; only the identity when the board was made without symmetry.
  const std::vector<BoardMap>& symmetries() const { return symmetries_; }
  // All eight maps of the square, for tests and the derivation.
  static std::vector<BoardMap> square_maps(int n);

 private:
  int n_;
  std::array<std::array<std::array<std::uint8_t, 2>, 2>, kMaxCells> ends_{};
  std::array<std::uint8_t, kMaxNodes> sides_{};
  std::array<MoveList<Diagonal, 4>, kMaxNodes> diagonals_at_{};
  std::vector<std::uint64_t> keys_;
  std::vector<BoardMap> symmetries_;
};

// Whether a component touching `sides` joins a pair of opposite sides.
constexpr bool joins_opposite_sides(std::uint8_t sides) {
  return (sides & 3) == 3 || (sides & 12) == 12;
}

// A cell's square, "c3", and the id of its element in the pictures, "cell-c3".
std::string cell_name(const Board& b, int cell);
std::string cell_element_id(const Board& b, int cell);
std::string format_move(const Board& b, Move m);
// Throws InputError for text that is not "/c3" or "\c3" on this board.
Move parse_move(const Board& b, std::string_view text);

class State {
 public:
  using Move = trails::Move;
  using MoveBuffer = trails::MoveBuffer;

  explicit State(std::shared_ptr<const Board> board);

  const Board& board() const { return *board_; }
  const std::shared_ptr<const Board>& board_ptr() const { return board_; }
  Player side_to_move() const { return (ply_ & 1) == 0 ? Player::kOne : Player::kTwo; }
  int ply() const { return ply_; }
  Token token(int cell) const { return cells_[cell]; }
  std::uint64_t hash() const { return hash_; }

  bool is_legal(Move m) const;
  void legal_moves(MoveBuffer& out) const;
  void play(Move m);
  void undo(Move m);
  std::optional<Player> winner() const;
  // The root of a node's component and the sides that component touches.
  int find(int node) const;
  std::uint8_t component_sides(int node) const { return sides_[find(node)]; }

  // Whether player p placing its token in the empty `cell` completes a trail.
  bool wins_at(int cell, Player p) const;
  // The cells where player p would complete a trail, at most `limit` of them.
  int winning_cells(Player p, std::array<std::uint8_t, kMaxCells>& out, int limit) const;

  // Threats a refuting line may hold (search_moves replays the opponent's lines after quiet
  // moves), and threats the static test (static_winner) may use. The static test gains a
  // little from a fourth threat and nothing from a fifth; refuting lines of four cost more
  // than they save (measurements: the tuning table in docs/games/trails.md).
  static constexpr int kThreatSequenceDepth = 3;
  static constexpr int kStaticThreatDepth = 4;
  using ThreatLine = MoveList<std::uint8_t, kThreatSequenceDepth>;

  // Solver hooks. static_winner: the side to move wins if it can complete a trail now; it
  // loses if the opponent threatens two completions (only one can be blocked); with no
  // threat on the board, it wins if forced_win finds a threat sequence.
  std::optional<Player> static_winner();
  // What the side to move's token in each empty cell makes (NewThreats::count, the opponent's
  // counted up to 1), recorded by static_winner when neither player has a winning cell and no
  // sequence wins. search_moves reuses it on the same position, and each child's
  // static_winner reads its own winning cells from it, instead of walking the board again
  // (tuning table in docs/games/trails.md).
  struct FirstSteps {
    std::uint64_t stamp = 0;  // the ply_stamp_ of the position it describes; 0: none
    std::array<std::array<std::uint8_t, 2>, kMaxCells> threats{};
  };
  // A threat sequence (Allis's threat-space search, here without branching for the
  // defender): the side to move makes a threat, the opponent's block is forced, and so on,
  // ending in two threats at once or in a block that hands the attacker a completion. At most
  // `depth` threats; the line is abandoned when a move hands the opponent a completion or a
  // block makes a threat of its own. Only a proof: false means "not found". Requires that
  // neither player can complete a trail now. `first` receives each first step tried; it
  // covers every empty cell only when the answer is false.
  bool forced_win(int depth, ThreatLine* line, FirstSteps* first = nullptr);
  // Winning threat sequences with different first cells, as many as fit in `lines`; returns
  // how many were found.
  int winning_lines(std::span<ThreatLine> lines);
  // How many of the opponent's sequences search_moves replays after a quiet move; one that
  // lets any of them through is dropped. Past four lines the node counts only swing with the
  // move order (tuning table in docs/games/trails.md).
  static constexpr int kRefutingLines = 8;
  // Whether the side to move wins by playing the threats of `line` (cells found by forced_win
  // in another position), every block following the threat it must stop.
  bool replays(const ThreatLine& line);
  // The cells where each player (index_of) would now complete a trail, counted, and the
  // first of them, made by the last token placed, when neither player had such a cell before
  // it. Walks the nodes of the chain that token grew, not the whole board.
  struct NewThreats {
    std::array<int, 2> count{};
    std::array<std::uint8_t, 2> first{};
  };
  // The walk stops once a player's count reaches enough[player]: the callers only need to
  // know "at least that many" (see until).
  static constexpr int kCountAll = kMaxCells;
  NewThreats threats_made_by_last_move(std::array<int, 2> enough = {kCountAll, kCountAll}) const;
  // A single threat must be blocked; otherwise moves that hand the opponent a completion
  // ("cold" moves) are dropped unless every move is cold, and the rest are ordered: moves that
  // threaten a completion first (those that make two threats win outright), then cells far
  // from the centre first (far fewer nodes than centre first or quiet moves first: tuning
  // table in docs/games/trails.md). When the opponent, were it its turn,
  // has a threat sequence, every quiet move (no threat, not cold) after which that sequence
  // still replays is dropped too: it loses. At least one move is always kept. Returns the
  // number of threats in front, which the history heuristic leaves in front.
  std::size_t search_moves(MoveBuffer& out);
  // df-pn's first proof numbers (solve/game_concept.h), read from static_winner's record:
  // the moves that hand the opponent no completion, and how many of them threaten one.
  ProofNumbers proof_number_hint() const;
  // History heuristic (solve/game_concept.h): a move is its cell and direction. Negamax then
  // tries first the moves that won most often before, ahead of this game's own order. It
  // pays in winner-only solves; the full analysis finds its refutations mostly by the killer
  // move already (tuning table in docs/games/trails.md).
  static constexpr int kHistorySlots = 2 * kMaxCells;
  int history_slot(Move m) const { return 2 * m.cell + (m.token == Token::kUphill ? 0 : 1); }
  // The hash merged over the board symmetries: symmetric positions share one entry.
  std::uint64_t tt_key() const;
  // tt_key() after m, exactly, without playing m: negamax prefetches the children's entries
  // and stops at a child already stored as lost (an enhanced transposition cut-off).
  std::uint64_t tt_key_after(Move m) const;
  static constexpr bool kKeyAfterIsExact = true;

  // Orbits of the legal moves under the symmetries that fix this position.
  std::vector<RootOrbit<Move>> root_orbits() const;

  std::uint64_t hash_from_scratch() const;
  bool operator==(const State& other) const;

 private:
  struct Undo {
    std::uint8_t cell = 0;          // the cell played, or kNone for a pass
    std::uint8_t absorbed = kNone;  // the root joined under another root, or kNone
    std::uint8_t old_sides = 0;     // the surviving root's sides before the join
  };
  static constexpr std::uint8_t kNone = 0xFF;

  // One step of a threat sequence: the side to move's token in the empty `cell` and, when
  // that makes exactly one threat, the opponent's forced block. Requires that neither player
  // could complete a trail before it. kGoesOn leaves a position without threats again.
  struct ThreatStep {
    enum Outcome { kWins, kGoesOn, kFails } outcome = kFails;
    int played = 0;
    std::array<int, 2> first_threats{};  // NewThreats::count after the first token
    std::array<Move, 2> moves{};
  };
  // Threat steps, like the move scoring, place and lift tokens without updating the Zobrist
  // keys: nothing reads a hash there.
  ThreatStep play_threat(int cell);
  // forced_win's step: whether the threat at `cell` starts a winning sequence of at most
  // `depth` threats (appended to `line` when it does).
  bool threat_wins(int cell, int depth, ThreatLine* line, FirstSteps* first);
  void undo_threat(const ThreatStep& step);
  // threats_made_by_last_move's `enough` for "at least `count` of that player's, all of the
  // other's".
  static std::array<int, 2> until(int player_index, int count);
  // play and undo without the Zobrist keys.
  void place(Move m);
  void unplace(Move m);
  // A null move, for asking what the opponent could do if it were its turn.
  void pass();
  void unpass();
  // Adds or removes a token's Zobrist key in the hash and in every symmetric image's hash.
  void toggle_keys(Move m);

  std::shared_ptr<const Board> board_;
  std::array<Token, kMaxCells> cells_{};
  std::array<std::uint8_t, kMaxNodes> parent_{};
  std::array<std::uint8_t, kMaxNodes> size_{};
  std::array<std::uint8_t, kMaxNodes> sides_{};
  // The nodes of each component as a ring (next node in the same component): joining two
  // components swaps their roots' successors, and swapping them again splits the ring back.
  std::array<std::uint8_t, kMaxNodes> next_in_component_{};
  std::array<Undo, kMaxCells> undo_{};
  std::array<std::uint64_t, 4> symmetric_hash_{};  // hash of the image under each symmetry
  int ply_ = 0;
  bool completed_ = false;  // the last placement completed a trail
  std::uint64_t hash_ = 0;
  // ply_stamp_[k] names the position at ply k exactly (a hash could collide): play and pass
  // give the new ply a stamp never used before, and undo returns to a ply whose position is
  // the one its stamp names. Threat steps and the scoring place tokens at deeper plies and
  // lift them again, so they need none.
  std::array<std::uint64_t, kMaxCells + 1> ply_stamp_{};
  std::uint64_t last_stamp_ = 0;
  // Written by static_winner, read by search_moves and the children's static_winner: the
  // solvers call both hooks on their own mutable state (solve/game_concept.h).
  std::array<FirstSteps, kMaxCells + 1> first_steps_{};
  // The record of the position at `ply`, if static_winner made one for it.
  const FirstSteps* recorded_first_steps(int ply) const;
};

// The board with row numbers on the left and column letters below; rows from the top.
std::string render_ascii(const State& s);
// The tokens of a shortest trail joining two opposite sides (left to right, else bottom to
// top), in order along it; empty when no trail is complete.
std::vector<Move> completed_trail(const State& s);
// An SVG picture: red and blue nodes, tokens drawn in their colour, a completed trail thicker.
std::string render_svg(const State& s);

// "5" or "5x5": the board size; throws InputError for anything else.
int parse_board_size(std::string_view text);

// The game for the rest of the program (games/definition.h).
struct Definition {
  using State = trails::State;
  using Move = trails::Move;
  static constexpr std::string_view kName = "trails";
  static constexpr std::string_view kSummary =
      "Trails (designed by Phil Leduc) on an n x n board, n = 2..9; moves /c3 (player 1) or "
      "\\c3 (player 2): column letter, row number from the bottom";
  static constexpr bool kGraphBoard = false;
  static constexpr bool kPlaneBoards = false;
  static constexpr std::array<ParamSpec, 1> kParams{param::kNoSymmetrySpec};

  static constexpr std::array<Example, 8> kExamples{
      // 4 x 4 first, the board a new user is shown: the smallest with room for the game's
      // tactics that is still decided at once (5 x 5 takes minutes)
      {{"4"}, {"2"}, {"3"}, {"5"}, {"6"}, {"7"}, {"8"}, {"9"}}};

  static State make(const Position& position, const SearchOptions& search);
  static Move parse_move(const State& s, std::string_view text) {
    return trails::parse_move(s.board(), text);
  }
  static std::string why_illegal(const State& s, Move m);
  // The position's canonical form for certificates (games/certificate_rules.h).
  static std::optional<CertificateSymmetry> certificate_symmetry(const State& s);
  static std::string format_move(const State& s, Move m) {
    return trails::format_move(s.board(), m);
  }
  static std::string element_of(const State& s, Move m) {
    return cell_element_id(s.board(), m.cell);
  }
  static std::string ascii(const State& s) { return render_ascii(s); }
  static CertificateRules certificate_rules(const State& s) {
    return {{"size", std::to_string(s.board().size())}};
  }
  static Picture render(const State& s) { return {render_ascii(s), render_svg(s), ""}; }
  static bool impartial(const State&) { return false; }
  static std::vector<RootOrbit<Move>> root_orbits(const State& s) { return s.root_orbits(); }
  static Move map_move(const State&, Move m, const Permutation& p) {
    return Move{static_cast<std::uint8_t>(p[m.cell]), m.token};
  }
  static void add_facts(const State& s, const Position& position, SolveReport& report);
};

}  // namespace gg::trails
