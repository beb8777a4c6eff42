// Trail Trap (partizan edge geography with two tokens) [Carr in docs/references.md], with the
// variants the paper compares it with (its section 1); rules: docs/games/trail-trap.md.
//
// Rules: turn 1, P1 picks any edge uv, places its token on u and moves it to v. Turn 2, P2
// does the same on any other edge with its own token. Afterwards the player to move moves its
// own token along an unused edge to the other end. An edge is used once either player has
// moved along it; tokens may share vertices and revisit them. A player with no move loses.
// Variants (Variant below) change only how the tokens get onto the board.
//
// State: for each vertex the set of neighbours still joined by an unused edge (one 64-bit word
// per vertex), both token positions, the ply. Every move places a token or uses one edge, so
// the tokens placed and the edges used determine the side to move; the Zobrist hash covers
// exactly those. A rooted game starts at ply 2 (both tokens placed, P1 to move), so from ply 2
// on every variant is the same game. Notation: "u>v" with 0-based vertex ids, "v" to place a
// token without moving it.
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
#include "games/trail_trap/tablebase.h"
#include "graph/graph.h"
#include "graph/standard_drawing.h"
#include "solve/root_analysis.h"

namespace gg::trail_trap {

// `from` is kPlace for a move that only places a token on `to`.
inline constexpr std::uint8_t kPlace = 0xFF;

struct Move {
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  bool operator==(const Move&) const = default;
};

inline bool is_placement(Move m) { return m.from == kPlace; }

// Ply 0 offers every arc: up to 2 * C(64, 2) moves.
using MoveBuffer = MoveList<Move, 64 * 63>;

std::string format_move(Move m);
// Throws InputError for text that is not "u>v" or "v" with vertices of an n-vertex graph.
Move parse_move(std::string_view text, int order);

// How the tokens get onto the board (docs/games/trail-trap.md).
enum class Variant {
  // Each player's first turn places its token and moves it along an edge.
  kStandard,
  // P1's first turn only places its token; P2's first turn places its token and moves it
  // (a standard first turn); then P1 moves. Both tokens are placed before either moves, and
  // P2 makes the first move along an edge, as in unrooted geography.
  kPlaceFirst,
  // P1 places, P2 places, then P1 makes the first move along an edge.
  kPlaceFirstAlternating,
  // The tokens start on given vertices with no edge used; P1 moves first (partizan edge
  // geography, Fraenkel and Simonson).
  kRooted,
};

inline constexpr std::array<Variant, 4> kVariants{
    Variant::kStandard, Variant::kPlaceFirst, Variant::kPlaceFirstAlternating, Variant::kRooted};
// The name --variant takes ("place-first").
std::string_view variant_name(Variant v);
// Throws InputError unless both rooted start vertices lie on a board of `order` vertices.
void check_start(std::array<int, 2> start, int order);

struct Options {
  Variant variant = Variant::kStandard;
  // Place-first variants: P2 may not place its token on P1's vertex (they may meet later).
  bool distinct_placement = false;
  // Rooted: the vertices P1's and P2's tokens start on.
  std::array<int, 2> start{0, 0};

  bool symmetry = true;          // one opening per Aut(G) orbit, one reply per stabiliser orbit
  bool static_decisions = true;  // decide separated tokens by longest trails
  // From ply 2 on, positions whose live part is small share one transposition entry per
  // isomorphism class of that part (State::live_canonical_key), on dense boards and
  // wherever keys are canonical under Aut(G). Needs `symmetry`.
  bool live_canonical = true;
  // Up to this ply, the other transposition keys are canonical under Aut(G): symmetric
  // positions share one entry. Each such key costs a nauty call, so deeper plies use the
  // plain key. kAutomaticDepth picks by |Aut(G)| (see Board::Board).
  static constexpr int kAutomaticDepth = -1;
  int canonical_depth = kAutomaticDepth;
  // From ply 2 on, positions with a live canonical key also get it as shared_key(): the
  // solver keeps them in a table that outlives the board (in a census every later board of
  // the process reuses them). Needs `symmetry` and `live_canonical`.
  bool shared_endgames = false;
};

// The graph and everything derived from it that all states share: Zobrist keys and the
// symmetry tables. One Board serves one thread at a time (reply tables are filled lazily).
class Board {
 public:
  // Throws InputError for loops and for rooted start vertices outside the graph.
  Board(Graph g, Options options);

  const Graph& graph() const { return graph_; }
  const Options& options() const { return options_; }
  // The standard drawing of a named family (graph/standard_drawing.h), for pictures; empty:
  // Graphviz lays the graph out.
  Points drawing;
  // The ply the game starts at: 2 for a rooted game (tokens placed), 0 otherwise.
  int first_ply() const { return options_.variant == Variant::kRooted ? 2 : 0; }
  // Whether the move at this ply (0 or 1) only places a token.
  bool placement_at(int ply) const { return ply < placement_plies_; }
  std::uint64_t edge_key(int u, int v) const { return edge_keys_[u * 64 + v]; }
  std::uint64_t token_key(Player p, int v) const { return token_keys_[index_of(p)][v]; }
  // Turns the keys of P1's token on `first` and P2's on `second` into the swapped placement.
  std::uint64_t role_swap_key(int first, int second) const {
    return token_key(Player::kOne, first) ^ token_key(Player::kTwo, second) ^
           token_key(Player::kOne, second) ^ token_key(Player::kTwo, first);
  }

  // Aut(G) orbits of P1's first moves (arcs, or placements).
  const std::vector<RootOrbit<Move>>& opening_orbits() const { return opening_orbits_; }
  // Orbits of P2's first moves under the stabiliser of P1's first move.
  const std::vector<RootOrbit<Move>>& reply_orbits(Move opening);
  const std::string& automorphism_group_order() const { return group_order_; }
  int canonical_depth() const { return canonical_depth_; }
  // Average degree at least 5.25: live parts get canonical keys at every ply.
  bool dense() const { return dense_; }

  // An automorphism of the graph with the map it makes of the edge ids.
  struct ListedSymmetry {
    Permutation vertices;
    std::vector<std::uint8_t> edges;  // edge id -> its image's edge id
  };
  static constexpr std::size_t kMaxListedSymmetries = 1024;
  // Every automorphism of the graph (whatever options().symmetry says), the identity first,
  // for certificate forms by least image (Definition::certificate_symmetry); nullptr where
  // there are more than kMaxListedSymmetries or the graph has more than 64 edges. Listed on
  // first use: only certificates need them, and a census builds hundreds of thousands of
  // boards.
  const std::vector<ListedSymmetry>* listed_symmetries() const;

 private:
  Graph graph_;
  Options options_;
  std::vector<std::uint64_t> edge_keys_;
  std::array<std::array<std::uint64_t, 64>, 2> token_keys_{};
  int placement_plies_ = 0;  // the first plies that only place a token
  std::vector<RootOrbit<Move>> opening_orbits_;
  // By move number (placements 0..n-1, then arcs).
  std::vector<std::unique_ptr<std::vector<RootOrbit<Move>>>> reply_cache_;
  std::string group_order_ = "1";
  int canonical_depth_ = 0;
  bool dense_ = false;
  mutable bool symmetries_listed_ = false;
  mutable std::vector<ListedSymmetry> listed_symmetries_;  // empty: too many to list
};

class State {
 public:
  using Move = trail_trap::Move;
  using MoveBuffer = trail_trap::MoveBuffer;
  static constexpr int kNoVertex = -1;

  explicit State(std::shared_ptr<Board> board);

  Player side_to_move() const { return (ply_ & 1) == 0 ? Player::kOne : Player::kTwo; }
  int ply() const { return ply_; }
  // Moves played from the start (a rooted game starts at ply 2).
  int moves_played() const { return ply_ - board_->first_ply(); }
  int token(Player p) const { return token_[index_of(p)]; }
  VertexSet unused_neighbours(int v) const { return unused_[v]; }
  std::uint64_t hash() const { return hash_; }
  const Board& board() const { return *board_; }

  void legal_moves(MoveBuffer& out) const;
  bool is_legal(Move m) const;
  void play(Move m);
  void undo(Move m);
  std::optional<Player> winner() const;

  // Solver hooks (see solve/game_concept.h).
  void search_moves(MoveBuffer& out) const;
  std::optional<Player> static_winner() const;
  // History heuristic for P2's reply only: one reply often refutes many openings, while later
  // in the game a move's worth depends on the position (history there cost nodes).
  static constexpr int kHistorySlots = 64 * 64;
  int history_slot(Move m) const { return ply_ == 1 && !is_placement(m) ? m.from * 64 + m.to : -1; }
  // live_canonical_key() where it applies (ply 2 on, tokens not separated, a small live
  // part, a dense board or a canonical ply); otherwise canonical_key() up to the board's
  // canonical depth, live_key() deeper.
  std::uint64_t tt_key() const;
  // The hash with every edge neither token can reach counted as used (such edges can never
  // matter again) and, from ply 2 on, the tokens keyed by role (mover's, other's) rather than
  // by owner: the same position with P1 or with P2 to move shares one key.
  std::uint64_t live_key() const;
  // Census boards' tables are gigabytes: every probe is a trip to memory (game_concept.h).
  static constexpr bool kTableIsMemoryBound = true;
  // live_key() after m, assuming m strands no further edges (true for most moves). Where the
  // child's key is canonical the hint misses; a prefetch costs too little to bother.
  std::uint64_t tt_key_after(Move m) const;
  // A key shared by exactly the positions equivalent to this one under Aut(G).
  std::uint64_t canonical_key() const;
  // From ply 2 on: a key shared by exactly the positions whose live parts (unused edges a
  // token can still reach, the tokens of the mover and of the opponent) are isomorphic,
  // whatever the board and the side to move: nothing else decides the rest of the game.
  std::uint64_t live_canonical_key() const;
  // live_canonical_key() wherever it applies (ply 2 on, tokens not separated, a live part of
  // at most 16 vertices) when the board asks for shared endgames; 0 elsewhere. The key names the
  // rest of the game whatever the board, so the solver may keep such positions across boards.
  std::uint64_t shared_key() const;

  // The hash computed from the position alone; equals hash() (checked by the tests).
  std::uint64_t hash_from_scratch() const;
  // Same position (board, edges, tokens, ply, hash).
  bool operator==(const State& other) const;

  // The automorphism orbits of the legal moves at this position (trivial after ply 1).
  std::vector<RootOrbit<Move>> root_orbits() const;

 private:
  Move opening_move() const;  // P1's first move, at ply 1
  // The vertex P2 may not start on at ply 1 (distinct placement), or kNoVertex.
  int excluded_vertex() const {
    return ply_ == 1 && board_->options().distinct_placement ? token_[0] : kNoVertex;
  }
  // Whether playing m lets the opponent win on its next move (from ply 2 on), and the search
  // move list without such moves: they can never be the winning move.
  bool loses_at_once(Move m) const;
  void drop_losing_at_once(MoveBuffer& moves) const;
  // Whether live_canonical_key() describes the position: ply 2 on, symmetry and live keys
  // enabled, tokens not separated, a live part of at most 16 vertices.
  bool live_canonical_applies() const;

  // Which edges neither token can reach any more, and whether the tokens can reach each
  // other: both the transposition key and the static decision need it at every node, so it
  // is computed once per position (from ply 2 on) and kept until the position changes.
  void refresh_reach() const;
  bool tokens_separated() const {
    refresh_reach();
    return reach_.separated;
  }
  // Whether the reach of the position stays valid when the edge u-v is used or given back:
  // true when u and v keep a common neighbour through unused edges, so taking the edge
  // away disconnects nothing (the moving token stays in its component).
  bool reach_survives_edge(int u, int v) const { return (unused_[u] & unused_[v]) != 0; }
  struct Reach {
    bool valid = false;                // describes the current position
    std::uint64_t dead_edges_key = 0;  // XOR of the edge keys of the unreachable unused edges
    VertexSet live = 0;                // the vertices the tokens can reach (tokens included)
    bool separated = false;
  };
  mutable Reach reach_;

  std::shared_ptr<Board> board_;
  std::array<VertexSet, 64> unused_{};
  std::array<int, 2> token_{kNoVertex, kNoVertex};
  int ply_ = 0;
  int unused_edges_ = 0;
  std::uint64_t hash_ = 0;
};

// Applies a vertex permutation to a move (used to carry refutations across an orbit).
inline Move map_move(Move m, const Permutation& p) {
  return Move{is_placement(m) ? kPlace : static_cast<std::uint8_t>(p[m.from]),
              static_cast<std::uint8_t>(p[m.to])};
}

// The position's canonical form under the board's automorphisms by nauty's labelling of a
// two-layer view (boards up to 32 vertices), whatever symmetries the board lists: the form
// Definition::certificate_symmetry takes where the group is too large to list, and the one the
// tests compare the least image with.
std::optional<CertificateSymmetry> certificate_symmetry_from_view(const State& s);

// A text picture of the position.
std::string render_ascii(const State& s);
// A Graphviz (DOT) description of the position, laid out by Graphviz.
std::string render_dot(const State& s);

// The game for the rest of the program (games/definition.h).
struct Definition {
  using State = trail_trap::State;
  using Move = trail_trap::Move;
  static constexpr std::string_view kName = "trail-trap";
  static constexpr std::string_view kSummary =
      "Trail Trap (partizan edge geography with two tokens); moves u>v along an edge, v to "
      "only place a token (place-first variants)";
  static constexpr bool kGraphBoard = true;
  static constexpr bool kPlaneBoards = false;
  static constexpr std::string_view kVariant = "variant";
  static constexpr std::string_view kDistinctPlacement = "distinct-placement";
  static constexpr std::string_view kStart = "start";
  static constexpr std::array<ParamSpec, 6> kParams{
      choice_param(kVariant, ParamRole::kRule,
                   "standard: each first turn places a token and moves it; place-first: P1 "
                   "only places, then P2 places and moves; place-first-alternating: P1 "
                   "places, P2 places, P1 moves first; rooted: tokens start on --start",
                   "standard|place-first|place-first-alternating|rooted"),
      flag_param(kDistinctPlacement, ParamRole::kRule,
                 "Place-first variants: player 2 may not place its token on player 1's vertex"),
      naming_vertices(
          text_param(kStart, ParamRole::kBoard,
                     "Rooted variant: u,v puts player 1's token on u and player 2's on v"),
          VertexSyntax::kList),
      param::kNoSymmetrySpec,
      param::kCanonicalDepthSpec,
      flag_param(param::kForceSearch, ParamRole::kSearch,
                 "Search even on trees (which the tree algorithm solves otherwise)")};

  static constexpr std::array<Example, 15> kExamples{
      {{"diamond"},  // first, the board a new user is shown: Figure 1 of the paper
       {"P2"},
       {"K1,3"},
       {"K5"},
       {"K3,4"},
       {"petersen"},
       {"P3xP4"},
       {"K4|C5"},
       {"K12"},
       {"K3,3|E2"},
       {"P3", "variant=place-first"},
       {"C5", "variant=place-first-alternating&distinct-placement"},
       {"P2xP3", "variant=place-first-alternating"},
       {"petersen", "variant=rooted&start=0,1"},
       {"spider:3,2,1", "variant=rooted&start=1,5"}}};

  static State make(const Position& position, const SearchOptions& search);
  static Move parse_move(const State& s, std::string_view text) {
    return trail_trap::parse_move(text, s.board().graph().order());
  }
  static std::string why_illegal(const State& s, Move m);
  static std::string format_move(const State&, Move m) { return trail_trap::format_move(m); }
  static std::string element_of(const State&, Move m) {
    return is_placement(m) ? vertex_element_id(m.to) : edge_element_id(m.from, m.to);
  }
  static std::string ascii(const State& s) { return render_ascii(s); }
  static CertificateRules certificate_rules(const State& s) {
    const Options& o = s.board().options();
    CertificateRules rules{{"variant", std::string(variant_name(o.variant))},
                           {"distinct-placement", o.distinct_placement ? "yes" : "no"}};
    if (o.variant == Variant::kRooted)
      rules.emplace_back("start", std::to_string(o.start[0]) + "," + std::to_string(o.start[1]));
    add_graph_rules(rules, s.board().graph());
    return rules;
  }
  // By least image where the board's symmetries are listed, else by nauty's labelling of a
  // view (boards up to 32 vertices: the view has two layers).
  static std::optional<CertificateSymmetry> certificate_symmetry(const State& s);
  static Picture render(const State& s) { return {render_ascii(s), "", render_dot(s)}; }
  static bool impartial(const State&) { return false; }
  static std::vector<RootOrbit<Move>> root_orbits(const State& s) { return s.root_orbits(); }
  static Move map_move(const State&, Move m, const Permutation& p) {
    return trail_trap::map_move(m, p);
  }
  // Trees (up to any size as edge lists) by the tree algorithm of solve_tree().
  static std::optional<SolveReport> special_solve(const SolveRequest& request);
  // Every board of an order at once, by retrograde analysis (games/trail_trap/tablebase.h).
  static const EdgeTablebaseRules& edge_tablebase() { return tablebase_rules(); }
  static void add_facts(const State& s, const Position& position, SolveReport& report);
};

}  // namespace gg::trail_trap
