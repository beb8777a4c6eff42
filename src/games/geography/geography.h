// Vertex geography and edge geography on undirected graphs: impartial games (Fraenkel,
// Scheinerman and Ullman, "Undirected edge geography", Theoretical Computer Science 112,
// 1993), the one-token games Trail Trap is compared with.
//
// Rules: a token stands on a vertex and the players move it in turn to an adjacent vertex: in
// vertex geography only to a vertex never visited (the start counts as visited), in edge
// geography only along an edge never used (vertices may be visited again). The player who
// cannot move loses. Rooted (`start`): the token starts on that vertex and player 1 moves it
// first. Unrooted (no `start`): player 1's first move places the token on any vertex, and
// player 2 makes the first move along an edge.
//
// Known results, checked by the tests on every graph up to 9 vertices: rooted vertex
// geography is won by the player to move iff every maximum matching covers the start vertex;
// unrooted vertex geography is a player 2 win iff the graph has a perfect matching.
//
// State: the token, the visited vertices (vertex geography) or the unused edges at each
// vertex (edge geography), one 64-bit word each. A move names where it starts, so undo needs
// no history. The Zobrist hash covers the token and the visited vertices or used edges; the
// side to move is left out (the game is impartial). Notation: "v" places the token (the first
// move of an unrooted game), "u>v" moves it from u to v.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/bits.h"
#include "core/move_list.h"
#include "core/player.h"
#include "games/certificate_rules.h"
#include "games/definition.h"
#include "games/geography/tablebase.h"
#include "graph/graph.h"
#include "graph/standard_drawing.h"
#include "graph/symmetry.h"
#include "solve/root_analysis.h"

namespace gg::geography {

enum class Kind { kVertex, kEdge };

// `from` is kPlace for the move that places the token.
constexpr std::uint8_t kPlace = 0xFF;

struct Move {
  std::uint8_t from = kPlace;
  std::uint8_t to = 0;
  bool operator==(const Move&) const = default;
};

// A token has at most 63 neighbours; the placing move offers at most 64 vertices.
using MoveBuffer = MoveList<Move, 64>;

class Board {
 public:
  // `start`: the vertex the token starts on, or -1 (unrooted). Throws InputError for loops
  // and for a start outside the graph.
  Board(Graph g, int start, bool symmetry);

  const Graph& graph() const { return graph_; }
  int start() const { return start_; }
  // The standard drawing of a named family (graph/standard_drawing.h), for pictures; empty:
  // Graphviz lays the graph out.
  Points drawing;
  std::uint64_t token_key(int v) const { return keys_[v]; }
  std::uint64_t visit_key(int v) const { return keys_[64 + v]; }
  std::uint64_t edge_key(int u, int v) const {
    return keys_[128 + 64 * std::min(u, v) + std::max(u, v)];
  }
  // Aut(G) orbits of the vertices (one orbit per vertex without symmetry).
  const std::vector<OrbitWithTransversal>& vertex_orbits() const { return vertex_orbits_; }

 private:
  Graph graph_;
  int start_;
  std::vector<std::uint64_t> keys_;
  std::vector<OrbitWithTransversal> vertex_orbits_;
};

template <Kind K>
class State {
 public:
  using Move = geography::Move;
  using MoveBuffer = geography::MoveBuffer;
  static constexpr int kNoToken = -1;

  explicit State(std::shared_ptr<const Board> board);

  Player side_to_move() const { return (ply_ & 1) == 0 ? Player::kOne : Player::kTwo; }
  int ply() const { return ply_; }
  int token() const { return token_; }
  const Board& board() const { return *board_; }
  // Vertex geography: the vertices visited so far.
  VertexSet visited() const { return visited_; }
  // Edge geography: the neighbours of v still joined to it by an unused edge.
  VertexSet unused_neighbours(int v) const { return unused_[v]; }

  void legal_moves(MoveBuffer& out) const;
  bool is_legal(Move m) const;
  void play(Move m);
  void undo(Move m);
  // Engaged exactly when the player to move has no move: the other player has won.
  std::optional<Player> winner() const;
  std::uint64_t hash() const { return hash_; }
  std::uint64_t hash_from_scratch() const;
  bool operator==(const State& other) const;

  // The placing move: one vertex per Aut(G) orbit; later moves on their own.
  std::vector<RootOrbit<Move>> root_orbits() const;

 private:
  VertexSet targets() const;  // where the token can go now

  std::shared_ptr<const Board> board_;
  int token_ = kNoToken;
  VertexSet visited_ = 0;
  std::array<VertexSet, 64> unused_{};
  int ply_ = 0;
  std::uint64_t hash_ = 0;
};

std::string format_move(Move m);
// "v" or "u>v" with vertices of an n-vertex graph; InputError("move 'x': why") otherwise.
Move parse_move(std::string_view text, int order);

template <Kind K>
std::string render_ascii(const State<K>& s);
template <Kind K>
std::string render_dot(const State<K>& s);

// Both games for the rest of the program (games/definition.h).
template <Kind K>
struct Definition {
  using State = geography::State<K>;
  using Move = geography::Move;
  static constexpr std::string_view kName =
      K == Kind::kVertex ? "vertex-geography" : "edge-geography";
  static constexpr std::string_view kSummary =
      K == Kind::kVertex
          ? "Vertex geography (impartial): move the token to a neighbour never visited; moves "
            "u>v, and v to place the token in an unrooted game"
          : "Edge geography (impartial): move the token along an edge never used; moves u>v, "
            "and v to place the token in an unrooted game";
  static constexpr bool kGraphBoard = true;
  static constexpr bool kPlaneBoards = false;
  static constexpr std::string_view kStart = "start";
  static constexpr std::array<ParamSpec, 3> kParams{
      naming_vertices(int_param(kStart, ParamRole::kBoard,
                                "The vertex the token starts on, player 1 to move it (default: "
                                "unrooted, player 1 places the token and player 2 moves first)",
                                0, 63, "any"),
                      VertexSyntax::kList),
      param::kGrundySpec, param::kNoSymmetrySpec};
  // The Petersen graph first, the board a new user is shown.
  static constexpr std::array<Example, 9> kExamples{{{"petersen"},
                                                     {"P4"},
                                                     {"P5"},
                                                     {"C6"},
                                                     {"K4"},
                                                     {"K3,4"},
                                                     {"P3xP3"},
                                                     {"star5", "start=0"},
                                                     {"diamond", "start=1"}}};

  static State make(const Position& position, const SearchOptions& search);
  static Move parse_move(const State& s, std::string_view text) {
    return geography::parse_move(text, s.board().graph().order());
  }
  static std::string why_illegal(const State& s, Move m);
  // The position's canonical form for certificates (games/certificate_rules.h).
  static std::optional<CertificateSymmetry> certificate_symmetry(const State& s);
  static std::string format_move(const State&, Move m) { return geography::format_move(m); }
  static std::string element_of(const State&, Move m) {
    return m.from == kPlace ? vertex_element_id(m.to) : edge_element_id(m.from, m.to);
  }
  static std::string ascii(const State& s) { return render_ascii(s); }
  static CertificateRules certificate_rules(const State& s) {
    const int start = s.board().start();
    CertificateRules rules{{"start", start < 0 ? "none" : std::to_string(start)}};
    add_graph_rules(rules, s.board().graph());
    return rules;
  }
  static Picture render(const State& s) { return {render_ascii(s), "", render_dot(s)}; }
  static bool impartial(const State&) { return true; }
  // The census by retrograde analysis: over edges for edge geography (every move deletes an
  // edge), over vertices for vertex geography (every move deletes the vertex it leaves).
  static const EdgeTablebaseRules& edge_tablebase() requires(K == Kind::kEdge) {
    return edge_tablebase_rules();
  }
  static const VertexTablebaseRules& vertex_tablebase() requires(K == Kind::kVertex) {
    return vertex_tablebase_rules();
  }
  static std::vector<RootOrbit<Move>> root_orbits(const State& s) { return s.root_orbits(); }
  static Move map_move(const State&, Move m, const Permutation& p) {
    return Move{m.from == kPlace ? kPlace : static_cast<std::uint8_t>(p[m.from]),
                static_cast<std::uint8_t>(p[m.to])};
  }
};

using VertexDefinition = Definition<Kind::kVertex>;
using EdgeDefinition = Definition<Kind::kEdge>;

}  // namespace gg::geography
