// The Game of Cycles [FIRO in docs/references.md; rules: docs/games/cycles.md].
//
// Rules: a move directs one unmarked edge u->v. It is illegal if afterwards some vertex has
// all its edges marked and all pointing out (a source) or all in (a sink); in the default
// variant `leaves-exempt` (the thesis) vertices of degree 1 are never sources or sinks, in
// `strict` (F. Su's original rules) they are. A player who completes a cycle cell (every step
// of a cell's boundary walk marked in one direction around it) wins at once; otherwise the
// player who makes the last legal move wins.
//
// State: 2 bits per edge; per vertex the counts of marked, outgoing and incoming edges; per
// cell the number of boundary steps marked along and against the walk. Legality and cell
// completion are O(1) per vertex and O(cells through the edge). Reversing every arrow maps
// positions to equivalent positions, and so does every automorphism of the board (of the
// graph, mapping cells onto cells): the transposition key is the least of the hashes of the
// position's images under them, each kept up to date incrementally. Notation "u>v".
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/move_list.h"
#include "core/player.h"
#include "games/certificate_rules.h"
#include "games/definition.h"
#include "graph/plane.h"
#include "graph/standard_drawing.h"
#include "solve/root_analysis.h"

namespace gg::cycles {

enum class Variant { kLeavesExempt, kStrict };
std::string variant_name(Variant v);
Variant parse_variant(std::string_view text);  // "" means the default

struct Move {
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  bool operator==(const Move&) const = default;
};

using MoveBuffer = MoveList<Move, 2 * 64 * 63 / 2>;

std::string format_move(Move m);
Move parse_move(std::string_view text, int order);

class Board {
 public:
  // `players` move in turn (2, or 3 as in the thesis's section 3.5).
  Board(PlaneBoard plane, Variant variant, int players = 2);

  const Graph& graph() const { return plane_.graph; }
  const PlaneBoard& plane() const { return plane_; }
  Variant variant() const { return variant_; }
  int players() const { return players_; }
  // Whether vertex v is subject to the source/sink rule.
  bool constrained(int v) const {
    return graph().degree(v) >= (variant_ == Variant::kStrict ? 1 : 2);
  }

  struct Step {
    int cell;
    bool along;  // the edge's forward direction (smaller end to larger) runs along the walk
  };
  const std::vector<Step>& steps_of_edge(int e) const { return steps_[e]; }
  int cell_length(int c) const { return static_cast<int>(plane_.cells[c].size()); }
  // Whether every cell's walk passes each of its vertices once.
  bool simple_cells() const { return simple_cells_; }
  std::uint64_t key(int e, int direction) const { return keys_[2 * e + direction - 1]; }

  // Board symmetries other than the identity: at most kMaxSymmetries automorphisms of the
  // graph that map the cells onto the cells (any subset of them keeps the keys sound).
  static constexpr int kMaxSymmetries = 63;
  int symmetry_count() const { return static_cast<int>(symmetries_.size()); }
  const std::vector<int>& symmetry(int s) const { return symmetries_[s]; }
  // The key of the image, under symmetry s, of edge e marked in `direction`.
  std::uint64_t image_key(int s, int e, int direction) const {
    return image_keys_[static_cast<std::size_t>(s) * keys_.size() + 2 * e + direction - 1];
  }
  // Whether the symmetries are the whole group of automorphisms that map the cells onto the
  // cells (neither cap was reached): then a position's images under them and the identity are
  // all the positions symmetric to it.
  bool all_symmetries() const { return all_symmetries_; }
  // The edge that symmetry s takes edge e to, and whether its direction code turns round (the
  // image of the smaller end is the larger end).
  int edge_image(int s, int e) const { return edge_images_[index(s, e)] >> 1; }
  bool turns(int s, int e) const { return (edge_images_[index(s, e)] & 1) != 0; }

 private:
  void find_symmetries();
  std::size_t index(int s, int e) const {
    return static_cast<std::size_t>(s) * static_cast<std::size_t>(graph().size()) +
           static_cast<std::size_t>(e);
  }

  PlaneBoard plane_;
  Variant variant_;
  int players_ = 2;
  std::vector<std::vector<Step>> steps_;
  std::vector<std::uint64_t> keys_;
  std::vector<std::vector<int>> symmetries_;
  std::vector<std::uint64_t> image_keys_;
  std::vector<int> edge_images_;  // per symmetry and edge: the image edge << 1 | turns
  bool all_symmetries_ = false;
  bool simple_cells_ = true;
};

class State {
 public:
  using Move = cycles::Move;
  using MoveBuffer = cycles::MoveBuffer;

  explicit State(std::shared_ptr<const Board> board);

  // Two players: by the ply's parity. With three players the solvers for two (negamax,
  // Grundy values) do not apply; mover() says who moves.
  Player side_to_move() const { return (ply_ & 1) == 0 ? Player::kOne : Player::kTwo; }
  int mover() const { return ply_ % board_->players() + 1; }
  int ply() const { return ply_; }
  // 0 unmarked, 1 from the edge's smaller end to the larger, 2 the other way.
  int direction(int e) const { return direction_[e]; }
  std::uint64_t hash() const { return hash_; }
  // The hash of the position's image under the board's symmetry s.
  std::uint64_t image_hash(int s) const { return image_hashes_[2 * static_cast<std::size_t>(s)]; }
  const Board& board() const { return *board_; }
  int marked_count(int v) const { return marked_[v]; }
  int in_count(int v) const { return in_[v]; }

  bool is_legal(Move m) const;
  void legal_moves(MoveBuffer& out) const;
  void play(Move m);
  void undo(Move m);
  std::optional<Player> winner() const;

  // Solver hooks: cell-completing moves first; arrow reversal and board symmetries merged in
  // the key.
  void search_moves(MoveBuffer& out) const;
  std::uint64_t tt_key() const;
  // tt_key() after m, exactly, without playing m: negamax prefetches the children's entries
  // and stops at a child already stored as lost (an enhanced transposition cut-off).
  std::uint64_t tt_key_after(Move m) const;
  static constexpr bool kKeyAfterIsExact = true;

  std::uint64_t hash_from_scratch() const;
  bool operator==(const State& other) const;
  bool completes_cell(Move m) const;

 private:
  int direction_code(Move m) const;  // 1 or 2 for the edge's direction if m is played
  void toggle_keys(int e, int direction);

  std::shared_ptr<const Board> board_;
  std::vector<std::uint8_t> direction_;
  std::array<std::uint8_t, 64> marked_{};
  std::array<std::uint8_t, 64> out_{};
  std::array<std::uint8_t, 64> in_{};
  std::vector<int> along_;
  std::vector<int> against_;
  int completed_cells_ = 0;
  int ply_ = 0;
  std::uint64_t hash_ = 0;
  std::uint64_t reversed_hash_ = 0;
  // Per board symmetry: the hash of the image and of the reversed image.
  std::vector<std::uint64_t> image_hashes_;
};

std::string render_ascii(const State& s);
// The position's canonical form for certificates computed by nauty on a coloured graph of
// the position (Definition::certificate_symmetry uses it on boards with too many symmetries
// to list; the tests compare the two forms).
std::optional<CertificateSymmetry> certificate_symmetry_from_view(const State& s);
// Pictures on `drawing`, the board's straight-line drawing (drawing_of in
// graph/plane_drawing.h) or empty. The Graphviz (DOT) description pins its vertices to the
// drawing, else Graphviz lays it out and the label names the cells; the SVG is drawn on it
// with the cells shaded, or is "" without a drawing.
using Drawing = std::vector<std::pair<double, double>>;
std::string render_dot(const State& s, const Drawing& drawing);
std::string render_svg(const State& s, const Drawing& drawing);

class ForcingSolver;  // forcing_solver.h: who can force a win among several players

// The game for the rest of the program (games/definition.h).
struct Definition {
  using State = cycles::State;
  using Move = cycles::Move;
  static constexpr std::string_view kName = "cycles";
  static constexpr std::string_view kSummary =
      "Game of Cycles on a plane graph; moves u>v direct the edge u-v from u to v";
  static constexpr bool kGraphBoard = true;
  static constexpr bool kPlaneBoards = true;
  static constexpr std::string_view kVariant = "variant";
  static constexpr std::string_view kCells = "cells";
  static constexpr std::string_view kPlayers = "players";
  static constexpr std::array<ParamSpec, 5> kParams{
      choice_param(kVariant, ParamRole::kRule,
                   "leaves-exempt (the thesis: leaves are never sources or sinks) or strict (F. "
                   "Su's rules: they are)",
                   "leaves-exempt|strict"),
      int_param(kPlayers, ParamRole::kRule,
                "Players moving in turn; with 3 (thesis section 3.5) the report says which "
                "player, if any, can force a win against the other two together",
                2, 3, 2),
      naming_vertices(text_param(kCells, ParamRole::kBoard,
                                 "The cells of the drawing as vertex walks, \"0 1 2; 2 3 4\" "
                                 "(default: the faces of the board's drawing)"),
                      VertexSyntax::kWalks),
      param::kGrundySpec,
      flag_param(param::kForceSearch, ParamRole::kSearch,
                 "Search even where the Grundy decomposition decides the winner")};

  static constexpr std::array<Example, 14> kExamples{
      {{"hourglass"},  // first, the board a new user is shown: the thesis's hourglass
       {"C5"},
       {"W6"},
       {"K4", "variant=strict"},
       {"inverted-hourglass"},
       {"P3xP4"},
       {"C6xK2"},
       {"spider:2,3,4"},
       {"P2"},
       {"E2"},
       {"0-1 1-2 2-0 2-3 3-4 4-2", "cells=0 1 2; 2 3 4"},
       {"C7", "players=3"},
       {"hourglass", "players=3&variant=strict"},
       {"W5", "players=3"}}};

  static State make(const Position& position, const SearchOptions& search);
  static Move parse_move(const State& s, std::string_view text) {
    return cycles::parse_move(text, s.board().graph().order());
  }
  static std::string why_illegal(const State& s, Move m);
  // The position's canonical form for certificates (games/certificate_rules.h).
  static std::optional<CertificateSymmetry> certificate_symmetry(const State& s);
  static std::string format_move(const State&, Move m) { return cycles::format_move(m); }
  static std::string element_of(const State&, Move m) { return edge_element_id(m.from, m.to); }
  static std::string ascii(const State& s) { return render_ascii(s); }
  static CertificateRules certificate_rules(const State& s) {
    std::string cells;
    for (const auto& walk : s.board().plane().cells) {
      if (!cells.empty()) cells += "; ";
      for (std::size_t i = 0; i < walk.size(); ++i) {
        if (i > 0) cells += ' ';
        cells += std::to_string(walk[i]);
      }
    }
    CertificateRules rules{{"variant", variant_name(s.board().variant())},
                           {"players", std::to_string(s.board().players())},
                           {"cells", cells}};
    add_graph_rules(rules, s.board().graph());
    return rules;
  }
  static Picture render(const State& s);
  // Without cells the last move wins: impartial under normal play.
  static bool impartial(const State& s) { return s.board().plane().cells.empty(); }
  static std::vector<RootOrbit<Move>> root_orbits(const State& s) {
    return trivial_orbits(s, s.board().graph().order());
  }
  static Move map_move(const State&, Move m, const Permutation& p) {
    return Move{static_cast<std::uint8_t>(p[m.from]), static_cast<std::uint8_t>(p[m.to])};
  }
  // The winner only, on boards without cells: a sum of independent groups of edges, solved by
  // Grundy values (decomposition.h).
  static std::optional<SolveReport> special_solve(const SolveRequest& request);
  // Three players: which player can force a win (cycle_gaps.h on C_n, else coalition.h).
  static std::optional<SolveReport> multiplayer_solve(const SolveRequest& request);
  static int players(const State& s) { return s.board().players(); }
  static int mover(const State& s) { return s.mover(); }
  using MultiplayerSolver = cycles::ForcingSolver;  // sessions ask it, not the generic search
  static void add_facts(const State& s, const Position& position, SolveReport& report);
};

}  // namespace gg::cycles
