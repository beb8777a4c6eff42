// Node Kayles: an impartial game on a simple graph (docs/games/node-kayles.md). The players
// take turns choosing a vertex that is neither chosen nor next to a chosen vertex; the player
// who cannot choose loses. On a path it is Dawson's Kayles, the octal game 0.137.
//
// State: the free vertices (neither chosen nor next to a chosen one) and the chosen ones, a
// 64-bit word each. A move names its vertex; undo frees the vertices of its closed
// neighbourhood that no other chosen vertex covers. The Zobrist hash covers the vertices no
// longer free, so positions with the same free vertices share a key whatever was chosen; the
// side to move is left out (the game is impartial).
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
#include "games/node_kayles/tablebase.h"
#include "graph/graph.h"
#include "graph/standard_drawing.h"
#include "graph/symmetry.h"
#include "solve/root_analysis.h"

namespace gg::node_kayles {

struct Move {
  std::uint8_t vertex = 0;
  bool operator==(const Move&) const = default;
};

using MoveBuffer = MoveList<Move, 64>;

class Board {
 public:
  // Throws InputError for a graph with loops.
  Board(Graph g, bool symmetry);

  const Graph& graph() const { return graph_; }
  // v and its neighbours: what choosing v takes off the board.
  VertexSet closed_neighbourhood(int v) const { return closed_[v]; }
  std::uint64_t key(int v) const { return keys_[v]; }
  // Aut(G) orbits of the vertices (one orbit per vertex without symmetry).
  const std::vector<OrbitWithTransversal>& vertex_orbits() const { return vertex_orbits_; }
  // The standard drawing of a named family (graph/standard_drawing.h); empty: Graphviz
  // lays the graph out.
  Points drawing;

 private:
  Graph graph_;
  std::array<VertexSet, 64> closed_{};
  std::array<std::uint64_t, 64> keys_{};
  std::vector<OrbitWithTransversal> vertex_orbits_;
};

class State {
 public:
  using Move = node_kayles::Move;
  using MoveBuffer = node_kayles::MoveBuffer;

  explicit State(std::shared_ptr<const Board> board);

  Player side_to_move() const { return (ply_ & 1) == 0 ? Player::kOne : Player::kTwo; }
  int ply() const { return ply_; }
  const Board& board() const { return *board_; }
  VertexSet free_vertices() const { return free_; }
  VertexSet chosen() const { return chosen_; }

  void legal_moves(MoveBuffer& out) const;
  bool is_legal(Move m) const { return m.vertex < 64 && has(free_, m.vertex); }
  void play(Move m);
  void undo(Move m);
  // Engaged exactly when no vertex is free: the player to move has lost.
  std::optional<Player> winner() const;
  // When no two free vertices are adjacent every move takes exactly one vertex, so the
  // player to move wins iff an odd number are free.
  std::optional<Player> static_winner() const;
  std::uint64_t hash() const { return hash_; }
  std::uint64_t hash_from_scratch() const;
  bool operator==(const State& other) const;

  // From the empty board: one vertex per Aut(G) orbit; later positions: every move alone.
  std::vector<RootOrbit<Move>> root_orbits() const;

 private:
  std::shared_ptr<const Board> board_;
  VertexSet free_ = 0;
  VertexSet chosen_ = 0;
  int ply_ = 0;
  std::uint64_t hash_ = 0;
};

std::string render_ascii(const State& s);
std::string render_dot(const State& s);

struct Definition {
  using State = node_kayles::State;
  using Move = node_kayles::Move;
  static constexpr std::string_view kName = "node-kayles";
  static constexpr std::string_view kSummary =
      "Node Kayles (impartial): choose a vertex that is neither chosen nor next to a chosen "
      "one; moves v";
  static constexpr bool kGraphBoard = true;
  static constexpr bool kPlaneBoards = false;
  static constexpr std::array<ParamSpec, 3> kParams{
      param::kGrundySpec,
      flag_param(param::kForceSearch, ParamRole::kSearch,
                 "Search even where the component decomposition decides the winner"),
      param::kNoSymmetrySpec};
  static constexpr std::array<Example, 7> kExamples{
      // The Petersen graph first, the board a new user is shown.
      {{"petersen"}, {"P4"}, {"P7"}, {"C6"}, {"K3,4"}, {"P3xP3"}, {"star5"}}};

  static State make(const Position& position, const SearchOptions& search);
  // Every position, by the component decomposition (components.h): the Sprague-Grundy
  // value, each move's verdict with a refutation, and a principal line.
  static std::optional<SolveReport> special_solve(const SolveRequest& request);
  static Move parse_move(const State& s, std::string_view text);
  static std::string why_illegal(const State& s, Move m);
  static std::string format_move(const State&, Move m) { return std::to_string(m.vertex); }
  static std::string element_of(const State&, Move m) { return vertex_element_id(m.vertex); }
  static std::string ascii(const State& s) { return render_ascii(s); }
  static Picture render(const State& s) { return {render_ascii(s), "", render_dot(s)}; }
  static bool impartial(const State&) { return true; }
  // The census by retrograde analysis over the connected graphs of each order.
  static const VertexTablebaseRules& vertex_tablebase() { return vertex_tablebase_rules(); }
  static std::vector<RootOrbit<Move>> root_orbits(const State& s) { return s.root_orbits(); }
  static Move map_move(const State&, Move m, const Permutation& p) {
    return Move{static_cast<std::uint8_t>(p[m.vertex])};
  }
  static CertificateRules certificate_rules(const State& s) {
    CertificateRules rules;
    add_graph_rules(rules, s.board().graph());
    return rules;
  }
  // The board with its free vertices coloured apart (games/certificate_rules.h).
  static std::optional<CertificateSymmetry> certificate_symmetry(const State& s);
  // Certificates prove by component values (component_proof.h).
  static ComponentProof component_proof(const State& s, const SolveLimits& limits);
};

}  // namespace gg::node_kayles
