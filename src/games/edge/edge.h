// EDGe, the edge-distinguishing game [BBBCJ in docs/references.md; rules: docs/games/edge.md].
//
// Rules: players alternately colour an uncoloured vertex with a colour from 1..k (default
// k = EDCN(G)) so that the edges with both ends coloured keep pairwise different colour
// multisets {c(u), c(v)} (a loop at v has {c(v), c(v)}). The player who makes the last move
// wins. The game is impartial.
//
// State: the colour of each vertex and the set of used colour pairs as one 64-bit word per
// colour. A vertex is markable with colour c iff its coloured neighbours have distinct colours
// X, no pair {c, x} (x in X) is used, and, with a loop, c is not in X and {c, c} is unused;
// so legality is a few word operations per colour. Once unmarkable, a vertex stays so.
// Notation: "v=c" (vertex 0-based, colour 1..k).
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
#include "games/edge/edcn.h"
#include "graph/graph.h"
#include "graph/standard_drawing.h"
#include "graph/symmetry.h"
#include "solve/root_analysis.h"

namespace gg::edge {

struct Move {
  std::uint8_t vertex = 0;
  std::uint8_t colour = 0;  // 1..k
  bool operator==(const Move&) const = default;
};

using MoveBuffer = MoveList<Move, 64 * 64>;

std::string format_move(Move m);
Move parse_move(std::string_view text, int order, int colours);

struct Options {
  bool symmetry = true;  // colour interchangeability and Aut(G)
  // Up to this ply, transposition keys are canonical under Aut(G) x colour permutations
  // (nauty); deeper, colours are only renamed by first appearance. Automatic: every ply (the
  // canonical key costs about as much as the rest of a node and saves far more nodes).
  static constexpr int kAutomaticDepth = -1;
  int canonical_depth = kAutomaticDepth;
};

class Board {
 public:
  // Throws InputError when k is outside 1..kMaxColours. `edcn`: the graph's EDCN with its
  // witness, when it was computed (to choose k).
  Board(Graph g, int colours, Options options, std::optional<EdcnResult> edcn = std::nullopt);

  const Graph& graph() const { return graph_; }
  // The standard drawing of a named family (graph/standard_drawing.h), for pictures; empty:
  // Graphviz lays the graph out.
  Points drawing;
  int colours() const { return colours_; }
  const Options& options() const { return options_; }
  int canonical_depth() const { return canonical_depth_; }
  std::uint64_t colour_key(int v, int c) const { return keys_[v * 65 + c]; }
  // One vertex per Aut(G) orbit with a transversal (for the first move).
  const std::vector<OrbitWithTransversal>& vertex_orbits() const { return vertex_orbits_; }
  const std::optional<EdcnResult>& edcn() const { return edcn_; }

 private:
  Graph graph_;
  int colours_;
  std::optional<EdcnResult> edcn_;
  Options options_;
  int canonical_depth_ = 0;
  std::vector<std::uint64_t> keys_;
  std::vector<OrbitWithTransversal> vertex_orbits_;
};

class State {
 public:
  using Move = edge::Move;
  using MoveBuffer = edge::MoveBuffer;

  explicit State(std::shared_ptr<const Board> board);

  Player side_to_move() const { return (ply_ & 1) == 0 ? Player::kOne : Player::kTwo; }
  int ply() const { return ply_; }
  int colour(int v) const { return colour_[v]; }
  std::uint64_t hash() const { return hash_; }
  const Board& board() const { return *board_; }

  // Colours v may take now (bit c for colour c), 0 when v is coloured or unmarkable.
  VertexSet allowed_colours(int v) const;
  void legal_moves(MoveBuffer& out) const;
  bool is_legal(Move m) const;
  void play(Move m);
  void undo(Move m);
  std::optional<Player> winner() const;

  // Solver hooks: one move per class of colours interchangeable here (and per Aut(G) orbit
  // of vertices on the empty board); keys invariant under the symmetries in use.
  void search_moves(MoveBuffer& out) const;
  std::uint64_t tt_key() const;
  // Keys of the reduced position (see Reduced): canonical under Aut(G) x colour
  // permutations (nauty), or with colours renamed by first appearance only (cheap).
  std::uint64_t canonical_key() const;
  std::uint64_t reduced_key() const;

  // The reduced position's canonical form for certificates, with a map of every vertex and
  // colour that takes the markable vertices and relevant colours to their canonical places
  // (the others anywhere): two positions with one form have the same future, so a
  // certificate may refer one to the other (docs/certificates.md, "EDGe").
  std::optional<CertificateSymmetry> reduced_symmetry() const;

  std::uint64_t hash_from_scratch() const;
  bool operator==(const State& other) const;

  // Root orbits under the symmetries that fix this position; member permutations act on
  // the points 0..n-1 (vertices) and n + c (colour c), so the identity is the identity.
  std::vector<RootOrbit<Move>> root_orbits() const;

 private:
  // What the rest of the game depends on: the markable vertices, the colours next to each,
  // and the used pairs that a future edge could repeat. Colours outside `relevant` behave
  // exactly like colours never used.
  struct Reduced {
    VertexSet markable = 0;
    VertexSet looped = 0;                 // markable vertices with a loop
    std::array<VertexSet, 64> allowed{};  // allowed_colours() of every vertex
    std::array<VertexSet, 64> around{};   // colours of a markable vertex's coloured neighbours
    std::array<VertexSet, 65> next_to{};  // markable vertices next to a colour
    std::array<VertexSet, 65> pairs{};    // the used pairs that still matter
    VertexSet relevant = 0;               // colours in `around` or in a pair that matters
  };
  Reduced reduced() const;
  // The reduced position as a vertex-coloured graph: one node per markable vertex (joined as
  // in G; type 1 with a loop, else 0) and one per relevant colour (type 3 when {c, c} is
  // used, else 2), joined to the markable vertices it is next to and to the colours it is
  // paired with. Isomorphic views mean isomorphic games.
  struct ReducedView {
    int nodes = 0;
    std::array<VertexSet, 64> adjacency{};
    std::array<int, 64> type{};
    std::array<int, 64> node_of_vertex{};  // for markable vertices
    std::array<int, 65> node_of_colour{};  // for relevant colours
  };
  // Nullopt when the view has more than 64 nodes.
  std::optional<ReducedView> reduced_view(const Reduced& r) const;
  VertexSet used_colours() const;

  std::shared_ptr<const Board> board_;
  std::array<std::uint8_t, 64> colour_{};
  std::array<VertexSet, 65> used_pairs_{};  // bit b of used_pairs_[a]: pair {a, b} taken
  int ply_ = 0;
  std::uint64_t hash_ = 0;
};

inline Move map_move(Move m, const Permutation& p, int order) {
  return Move{static_cast<std::uint8_t>(p[m.vertex]),
              static_cast<std::uint8_t>(p[order + m.colour] - order)};
}

// The colour pair an edge holds once both ends are coloured, "{1,2}" (smaller colour first),
// else "".
std::string colour_pair(const State& s, const Edge& e);
std::string render_ascii(const State& s);
// A Graphviz (DOT) description of the position, laid out by Graphviz.
std::string render_dot(const State& s);

// The game for the rest of the program (games/definition.h).
struct Definition {
  using State = edge::State;
  using Move = edge::Move;
  static constexpr std::string_view kName = "edge";
  static constexpr std::string_view kSummary =
      "EDGe, the edge-distinguishing game (impartial); moves v=c: vertex v gets colour c";
  static constexpr bool kGraphBoard = true;
  static constexpr bool kPlaneBoards = false;
  static constexpr std::string_view kColors = "colors";
  static constexpr std::array<ParamSpec, 4> kParams{
      int_param(kColors, ParamRole::kRule, "Number of colours k (default: the graph's EDCN)", 1,
                kMaxColours, "EDCN"),
      param::kGrundySpec, param::kNoSymmetrySpec, param::kCanonicalDepthSpec};
  static constexpr std::array<FactSpec, 1> kStoredFacts{{{kColors, "colour", "colours"}}};

  // The Petersen graph first, the board a new user is shown: a row of the paper's table.
  static constexpr std::array<Example, 12> kExamples{{{"petersen"},
                                                      {"P2"},
                                                      {"P6"},
                                                      {"C7"},
                                                      {"K4"},
                                                      {"K3,4"},
                                                      {"moser"},
                                                      {"K5*"},
                                                      {"T8"},
                                                      {"K3|P4"},
                                                      {"E3"},
                                                      {"P5", "colors=4"}}};

  static State make(const Position& position, const SearchOptions& search);
  static Move parse_move(const State& s, std::string_view text) {
    return edge::parse_move(text, s.board().graph().order(), s.board().colours());
  }
  static std::string why_illegal(const State& s, Move m);
  // The position's canonical form for certificates (games/certificate_rules.h).
  static std::optional<CertificateSymmetry> certificate_symmetry(const State& s);
  static std::string format_move(const State&, Move m) { return edge::format_move(m); }
  static std::string element_of(const State&, Move m) { return vertex_element_id(m.vertex); }
  static std::string ascii(const State& s) { return render_ascii(s); }
  static CertificateRules certificate_rules(const State& s) {
    CertificateRules rules{{"colors", std::to_string(s.board().colours())}};
    add_graph_rules(rules, s.board().graph());
    return rules;
  }
  static Picture render(const State& s) { return {render_ascii(s), "", render_dot(s)}; }
  static bool impartial(const State&) { return true; }
  static std::vector<RootOrbit<Move>> root_orbits(const State& s) { return s.root_orbits(); }
  static Move map_move(const State& s, Move m, const Permutation& p) {
    return edge::map_move(m, p, s.board().graph().order());
  }
  static void add_facts(const State& s, const Position& position, SolveReport& report);
};

}  // namespace gg::edge
