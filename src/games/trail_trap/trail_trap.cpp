#include "games/trail_trap/trail_trap.h"

#include <algorithm>
#include <sstream>

#include "core/error.h"
#include "core/text.h"
#include "core/zobrist.h"
#include "games/move_text.h"
#include "games/trail_trap/longest_trail.h"
#include "graph/symmetry.h"

namespace gg::trail_trap {
namespace {

constexpr std::uint64_t kEdgeStream = 0x7472616974726170ULL;  // "traitrap"
constexpr std::uint64_t kTokenStream = 0x746F6B656E737321ULL;

// Longest-trail searches cost this many steps at most before the solver falls back to
// ordinary search; it keeps a static decision far cheaper than the subtree it replaces.
constexpr std::int64_t kTrailBudget = 20000;

// Live parts up to this many vertices get canonical keys, at every ply on dense boards.
constexpr int kLiveCanonicalMaxVertices = 16;
constexpr std::uint64_t kLiveCanonicalStream = 0x6C697665636B6579ULL;  // "liveckey"

int arc_index(int u, int v) { return u * 64 + v; }

// Arcs are numbered 2 * edge id + orientation (0: from the edge's smaller end).
int arc_number(const Graph& g, int from, int to) {
  const int e = g.edge_id(from, to);
  return 2 * e + (g.edge(e).u == from ? 0 : 1);
}
Move arc_move(const Graph& g, int arc) {
  const Edge& e = g.edge(arc / 2);
  const int from = arc % 2 == 0 ? e.u : e.v;
  const int to = arc % 2 == 0 ? e.v : e.u;
  return Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)};
}

// The first moves numbered for orbit computations: placements 0..n-1, then the arcs.
int move_number(const Graph& g, Move m) {
  return is_placement(m) ? m.to : g.order() + arc_number(g, m.from, m.to);
}
Move numbered_move(const Graph& g, int k) {
  return k < g.order() ? Move{kPlace, static_cast<std::uint8_t>(k)} : arc_move(g, k - g.order());
}

// Orbits of the first moves accepted by `valid` under `generators`, as root orbits.
template <class Valid>
std::vector<RootOrbit<Move>> move_orbits(const Graph& g, const std::vector<Permutation>& generators,
                                         Valid valid) {
  const auto orbits = orbit_transversals(
      g.order() + 2 * g.size(), g.order(), generators,
      [&](const Permutation& p, int k) { return move_number(g, map_move(numbered_move(g, k), p)); },
      [&](int k) { return valid(numbered_move(g, k)); });
  std::vector<RootOrbit<Move>> out;
  out.reserve(orbits.size());
  for (const auto& o : orbits) {
    RootOrbit<Move> r{numbered_move(g, o.representative), {}};
    for (const auto& [k, perm] : o.members) r.members.emplace_back(numbered_move(g, k), perm);
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<Permutation> trivial_group() { return {}; }

}  // namespace

std::string format_move(Move m) {
  return is_placement(m) ? std::to_string(m.to) : format_arc(m.from, m.to);
}

Move parse_move(std::string_view text, int order) {
  const auto [u, v] = parse_arc_or_vertex(text, order, "u>v, or v to place a token");
  return Move{u < 0 ? kPlace : static_cast<std::uint8_t>(u), static_cast<std::uint8_t>(v)};
}

std::string_view variant_name(Variant v) {
  switch (v) {
    case Variant::kStandard:
      return "standard";
    case Variant::kPlaceFirst:
      return "place-first";
    case Variant::kPlaceFirstAlternating:
      return "place-first-alternating";
    case Variant::kRooted:
      return "rooted";
  }
  return "standard";
}

void check_start(std::array<int, 2> start, int order) {
  for (int v : start)
    if (v < 0 || v >= order)
      throw InputError("--start: vertex " + std::to_string(v) +
                       " is not on the board (vertices 0.." + std::to_string(order - 1) + ")");
}

Board::Board(Graph g, Options options) : graph_(std::move(g)), options_(options) {
  if (graph_.has_loops())
    throw InputError("Trail Trap is played on simple graphs: loops are not allowed");
  switch (options_.variant) {
    case Variant::kStandard:
    case Variant::kRooted:
      placement_plies_ = 0;
      options_.distinct_placement = false;
      break;
    case Variant::kPlaceFirst:
      placement_plies_ = 1;
      break;
    case Variant::kPlaceFirstAlternating:
      placement_plies_ = 2;
      break;
  }
  if (options_.variant == Variant::kRooted) check_start(options_.start, graph_.order());
  edge_keys_.assign(64 * 64, 0);
  for (const Edge& e : graph_.edges()) {
    const std::uint64_t key =
        zobrist_key(kEdgeStream, static_cast<std::uint64_t>(arc_index(e.u, e.v)));
    edge_keys_[arc_index(e.u, e.v)] = key;
    edge_keys_[arc_index(e.v, e.u)] = key;
  }
  for (int p = 0; p < 2; ++p)
    for (int v = 0; v < 64; ++v)
      token_keys_[p][v] = zobrist_key(kTokenStream, static_cast<std::uint64_t>(p * 64 + v));
  std::vector<Permutation> generators = trivial_group();
  if (options_.symmetry) {
    AutomorphismGroup group = automorphisms(graph_);
    group_order_ = group.order_text;
    generators = std::move(group.generators);
    // Measured (docs/games/trail-trap.md): canonical keys at every ply pay off for large
    // groups (K9: 25M -> 9k nodes, 40x faster), for mid-size groups up to half depth, and
    // cost more than they save for small groups (grids).
    canonical_depth_ = options_.canonical_depth;
    if (canonical_depth_ == Options::kAutomaticDepth) {
      canonical_depth_ = group.order >= 1000  ? graph_.size()
                         : group.order >= 100 ? graph_.size() / 2
                                              : 0;
    }
  }
  // Measured per edge count on samples of the 9-vertex census: from 24 edges (average degree
  // 5.25 and more) isomorphic live parts abound and canonical keys pay (1.5x less time at 25
  // edges, 3.5x at 28-29); at 21-22 edges they cost twice the time, at 23 they break even. On
  // larger sparse boards such as grids the canonical form costs more than the merges save.
  dense_ = 8 * graph_.size() >= 21 * graph_.order();
  // A rooted game starts with both tokens placed: it has no opening.
  if (options_.variant != Variant::kRooted) {
    const bool places = placement_at(0);
    opening_orbits_ =
        move_orbits(graph_, generators, [&](Move m) { return is_placement(m) == places; });
  }
  reply_cache_.resize(static_cast<std::size_t>(graph_.order() + 2 * graph_.size()));
}

const std::vector<Board::ListedSymmetry>* Board::listed_symmetries() const {
  if (!symmetries_listed_) {
    symmetries_listed_ = true;
    if (graph_.size() <= 64) {
      GroupElements group =
          group_elements(automorphisms(graph_), graph_.order(), kMaxListedSymmetries);
      if (group.complete && group.elements.size() <= kMaxListedSymmetries) {
        for (Permutation& p : group.elements) {
          ListedSymmetry listed;
          for (const Edge& e : graph_.edges())
            listed.edges.push_back(static_cast<std::uint8_t>(graph_.edge_id(p[e.u], p[e.v])));
          listed.vertices = std::move(p);
          listed_symmetries_.push_back(std::move(listed));
        }
      }
    }
  }
  return listed_symmetries_.empty() ? nullptr : &listed_symmetries_;
}

const std::vector<RootOrbit<Move>>& Board::reply_orbits(Move opening) {
  auto& slot = reply_cache_[move_number(graph_, opening)];
  if (!slot) {
    std::vector<Permutation> generators;
    if (options_.symmetry) {
      // The position after the opening keeps P1's token at `to` and the edge (if any) used,
      // so the automorphisms that preserve it fix the ends of the opening arc.
      std::vector<int> colours(static_cast<std::size_t>(graph_.order()), 0);
      if (!is_placement(opening)) colours[opening.from] = 1;
      colours[opening.to] = 2;
      generators = automorphisms(graph_, colours).generators;
    }
    const bool places = placement_at(1);
    const int used = is_placement(opening) ? -1 : graph_.edge_id(opening.from, opening.to);
    const int excluded = options_.distinct_placement ? opening.to : State::kNoVertex;
    slot =
        std::make_unique<std::vector<RootOrbit<Move>>>(move_orbits(graph_, generators, [&](Move m) {
          if (is_placement(m) != places) return false;
          if (places) return m.to != excluded;
          return m.from != excluded && graph_.edge_id(m.from, m.to) != used;
        }));
  }
  return *slot;
}

State::State(std::shared_ptr<Board> board) : board_(std::move(board)) {
  const Graph& g = board_->graph();
  for (int v = 0; v < g.order(); ++v) unused_[v] = g.neighbours(v);
  unused_edges_ = g.size();
  if (board_->options().variant == Variant::kRooted) {
    for (Player p : {Player::kOne, Player::kTwo}) {
      token_[index_of(p)] = board_->options().start[index_of(p)];
      hash_ ^= board_->token_key(p, token_[index_of(p)]);
    }
    ply_ = board_->first_ply();
  }
}

void State::legal_moves(MoveBuffer& out) const {
  out.clear();
  if (ply_ >= 2) {
    const int from = token_[index_of(side_to_move())];
    for (int to : bits_of(unused_[from]))
      out.push(Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
    return;
  }
  const int n = board_->graph().order();
  const int excluded = excluded_vertex();
  if (board_->placement_at(ply_)) {
    for (int v = 0; v < n; ++v)
      if (v != excluded) out.push(Move{kPlace, static_cast<std::uint8_t>(v)});
    return;
  }
  for (int u = 0; u < n; ++u) {
    if (u == excluded) continue;
    for (int v : bits_of(unused_[u]))
      out.push(Move{static_cast<std::uint8_t>(u), static_cast<std::uint8_t>(v)});
  }
}

bool State::is_legal(Move m) const {
  const int n = board_->graph().order();
  if (ply_ < 2 && board_->placement_at(ply_))
    return is_placement(m) && m.to < n && m.to != excluded_vertex();
  if (m.from >= n || m.to >= n || !has(unused_[m.from], m.to)) return false;
  if (ply_ < 2) return m.from != excluded_vertex();
  return token_[index_of(side_to_move())] == m.from;
}

void State::play(Move m) {
  GG_DCHECK(is_legal(m));
  const int me = index_of(side_to_move());
  if (is_placement(m)) {
    token_[me] = m.to;
    hash_ ^= board_->token_key(side_to_move(), m.to);
    reach_.valid = false;
    ++ply_;
    return;
  }
  unused_[m.from] &= ~bit(m.to);
  unused_[m.to] &= ~bit(m.from);
  // From ply 2 on the moving token stays in its component; when the edge was not needed to
  // hold that component together, the child has the same reach (most moves on dense boards).
  reach_.valid = reach_.valid && ply_ >= 2 && reach_survives_edge(m.from, m.to);
  --unused_edges_;
  hash_ ^= board_->edge_key(m.from, m.to);
  if (token_[me] != kNoVertex) hash_ ^= board_->token_key(side_to_move(), token_[me]);
  token_[me] = m.to;
  hash_ ^= board_->token_key(side_to_move(), m.to);
  ++ply_;
}

void State::undo(Move m) {
  --ply_;
  const int me = index_of(side_to_move());
  hash_ ^= board_->token_key(side_to_move(), m.to);
  if (is_placement(m)) {
    token_[me] = kNoVertex;
    reach_.valid = false;
    return;
  }
  token_[me] = ply_ >= 2 ? m.from : kNoVertex;
  if (token_[me] != kNoVertex) hash_ ^= board_->token_key(side_to_move(), token_[me]);
  hash_ ^= board_->edge_key(m.from, m.to);
  reach_.valid = reach_.valid && ply_ >= 2 && reach_survives_edge(m.from, m.to);
  unused_[m.from] |= bit(m.to);
  unused_[m.to] |= bit(m.from);
  ++unused_edges_;
}

std::optional<Player> State::winner() const {
  bool can_move = false;
  if (ply_ >= 2) {
    can_move = unused_[token_[index_of(side_to_move())]] != 0;
  } else if (board_->placement_at(ply_)) {
    can_move = board_->graph().order() > (excluded_vertex() == kNoVertex ? 0 : 1);
  } else {
    // An edge has two ends: one is not P1's vertex, whatever the placement rule.
    can_move = unused_edges_ > 0;
  }
  if (can_move) return std::nullopt;
  return opponent(side_to_move());
}

void State::search_moves(MoveBuffer& out) const {
  if (ply_ >= 2 || !board_->options().symmetry) {
    legal_moves(out);
  } else {
    out.clear();
    const auto& orbits =
        ply_ == 0 ? board_->opening_orbits() : board_->reply_orbits(opening_move());
    for (const auto& orbit : orbits) out.push(orbit.representative);
  }
  if (ply_ >= 2 && board_->options().static_decisions) drop_losing_at_once(out);
}

bool State::loses_at_once(Move m) const {
  const int theirs = token_[index_of(opponent(side_to_move()))];
  const VertexSet their_left = unused_[theirs] & ~(theirs == m.from ? bit(m.to)
                                                   : theirs == m.to ? bit(m.from)
                                                                    : 0);
  if (their_left == 0) return false;  // the opponent is stuck: m wins
  // The opponent moves, and then the mover is stuck at m.to: it had no edge left, or only
  // one that the opponent's token can take (it joins m.to to the opponent, or the two tokens
  // share m.to).
  const VertexSet left = unused_[m.to] & ~bit(m.from);
  return left == 0 || (popcount(left) == 1 && (left == bit(theirs) || m.to == theirs));
}

void State::drop_losing_at_once(MoveBuffer& moves) const {
  std::size_t kept = 0;
  for (const Move& m : moves)
    if (!loses_at_once(m)) moves[kept++] = m;
  // When every move loses, one stays so the search still sees the loss through a move.
  moves.truncate(std::max<std::size_t>(kept, std::min<std::size_t>(moves.size(), 1)));
}

Move State::opening_move() const {
  const int head = token_[0];
  if (board_->placement_at(0)) return Move{kPlace, static_cast<std::uint8_t>(head)};
  // At ply 1 P1's token is at its opening arc's head, and exactly one edge is used.
  const int tail = lowest(board_->graph().neighbours(head) & ~unused_[head]);
  return Move{static_cast<std::uint8_t>(tail), static_cast<std::uint8_t>(head)};
}

std::optional<Player> State::static_winner() const {
  if (ply_ < 2 || !board_->options().static_decisions) return std::nullopt;
  const Player me = side_to_move();
  const int mine = token_[index_of(me)];
  const int theirs = token_[index_of(opponent(me))];
  // Win in one: the opponent's last unused edge leaves its token's vertex, and the mover can
  // use it (it leads to the mover's token, or both tokens share the vertex).
  if (unused_[theirs] == bit(mine) || (mine == theirs && popcount(unused_[mine]) == 1)) return me;
  if (!tokens_separated()) return std::nullopt;
  // The tokens are in different components of the unused edges: each player just walks
  // its longest trail. The player to move makes its k-th move before the opponent's k-th,
  // so it wins exactly when its longest trail is strictly longer.
  std::int64_t budget = kTrailBudget;
  const int their_bound = trail_upper_bound(unused_, theirs);
  const auto theirs_len = longest_trail(unused_, theirs, their_bound, budget);
  if (!theirs_len) return std::nullopt;
  if (trail_upper_bound(unused_, mine) <= *theirs_len) return opponent(me);
  const auto mine_len = longest_trail(unused_, mine, *theirs_len + 1, budget);
  if (!mine_len) return std::nullopt;
  return *mine_len > *theirs_len ? me : opponent(me);
}

void State::refresh_reach() const {
  if (reach_.valid) return;
  const VertexSet from_first = reachable(unused_, token_[0]);
  reach_.separated = !has(from_first, token_[1]);
  const VertexSet live = reach_.separated ? from_first | reachable(unused_, token_[1]) : from_first;
  reach_.dead_edges_key = 0;
  for (int v : bits_of(first_n(board_->graph().order()) & ~live))
    for (int w : bits_of(unused_[v] & ~live))
      if (v < w) reach_.dead_edges_key ^= board_->edge_key(v, w);
  reach_.live = live;
  reach_.valid = true;
}

std::uint64_t State::live_key() const {
  if (ply_ < 2) return hash_;
  refresh_reach();
  std::uint64_t key = hash_ ^ reach_.dead_edges_key;
  // The tokens enter by role (P1's keys for the mover's token, P2's for the other), not by
  // owner: the rest of the game does not depend on who is P1.
  if (side_to_move() == Player::kTwo)
    key ^= board_->role_swap_key(token_[index_of(Player::kOne)], token_[index_of(Player::kTwo)]);
  return key;
}

std::uint64_t State::tt_key_after(Move m) const {
  // Edges dead now stay dead (a token only ever reaches fewer vertices), so unless m cuts
  // off more of the board the child's key is this key with m's edge and token step applied,
  // and from ply 2 on the roles swapped (the mover's token becomes the opponent's).
  if (is_placement(m)) return live_key() ^ board_->token_key(side_to_move(), m.to);
  std::uint64_t key = live_key() ^ board_->edge_key(m.from, m.to);
  if (ply_ < 2) return key ^ board_->token_key(side_to_move(), m.to);
  const int other = token_[index_of(opponent(side_to_move()))];
  return key ^ board_->token_key(Player::kOne, m.from) ^ board_->token_key(Player::kTwo, other) ^
         board_->token_key(Player::kOne, other) ^ board_->token_key(Player::kTwo, m.to);
}

std::uint64_t State::canonical_key() const {
  // The position as a vertex-coloured graph: G with each used edge subdivided by a vertex of
  // its own colour, and the original vertices coloured by the tokens on them. Equivalent
  // positions under Aut(G) give isomorphic coloured graphs, hence the same canonical hash.
  const Graph& g = board_->graph();
  const int n = g.order();
  std::array<VertexSet, 64> adjacency{};
  std::array<int, 64> colour{};
  int vertices = n;
  for (int v = 0; v < n; ++v) {
    adjacency[v] = unused_[v];
    colour[v] = (token_[0] == v ? 1 : 0) + (token_[1] == v ? 2 : 0);
  }
  for (const Edge& e : g.edges()) {
    if (has(unused_[e.u], e.v)) continue;
    if (vertices == 64) return hash_;  // no room to subdivide: fall back to the plain key
    const int s = vertices++;
    adjacency[s] = bit(e.u) | bit(e.v);
    adjacency[e.u] |= bit(s);
    adjacency[e.v] |= bit(s);
    colour[s] = 4;
  }
  return canonical_hash(vertices, adjacency.data(), colour.data());
}

bool State::live_canonical_applies() const {
  if (ply_ < 2 || !board_->options().symmetry || !board_->options().live_canonical) return false;
  refresh_reach();
  // Separated tokens are decided by their trail lengths (static_winner), hardly searched.
  return !reach_.separated && popcount(reach_.live) <= kLiveCanonicalMaxVertices;
}

std::uint64_t State::tt_key() const {
  // Where canonical_key() would be used, the live canonical key merges more and costs less.
  if (live_canonical_applies() && (board_->dense() || ply_ <= board_->canonical_depth()))
    return live_canonical_key();
  return ply_ > board_->canonical_depth() ? live_key() : canonical_key();
}

std::uint64_t State::shared_key() const {
  if (!board_->options().shared_endgames || !live_canonical_applies()) return 0;
  return live_canonical_key();
}

std::uint64_t State::live_canonical_key() const {
  refresh_reach();
  // The live vertices renumbered 0..k-1 in order; when they are already 0..k-1 (often, on
  // dense boards) the rows need no renumbering.
  std::array<int, 64> index;
  std::array<VertexSet, 64> adjacency;
  std::array<int, 64> colour;
  const VertexSet live = reach_.live;
  const bool renumber = (live & (live + 1)) != 0;
  int k = 0;
  for (int v : bits_of(live)) index[v] = k++;
  const int mine = token_[index_of(side_to_move())];
  const int theirs = token_[index_of(opponent(side_to_move()))];
  for (int v : bits_of(live)) {
    VertexSet row = unused_[v];
    if (renumber) {
      row = 0;
      for (int w : bits_of(unused_[v])) row |= bit(index[w]);
    }
    adjacency[index[v]] = row;
    colour[index[v]] = (v == mine ? 1 : 0) + (v == theirs ? 2 : 0);
  }
  return canonical_hash(k, adjacency.data(), colour.data()) ^ kLiveCanonicalStream;
}

std::uint64_t State::hash_from_scratch() const {
  std::uint64_t h = 0;
  for (const Edge& e : board_->graph().edges())
    if (!has(unused_[e.u], e.v)) h ^= board_->edge_key(e.u, e.v);
  for (Player p : {Player::kOne, Player::kTwo})
    if (token_[index_of(p)] != kNoVertex) h ^= board_->token_key(p, token_[index_of(p)]);
  return h;
}

bool State::operator==(const State& other) const {
  return board_ == other.board_ && unused_ == other.unused_ && token_ == other.token_ &&
         ply_ == other.ply_ && unused_edges_ == other.unused_edges_ && hash_ == other.hash_;
}

std::vector<RootOrbit<Move>> State::root_orbits() const {
  if (ply_ == 0) return board_->opening_orbits();
  if (ply_ == 1) return board_->reply_orbits(opening_move());
  return trivial_orbits(*this, board_->graph().order());
}

std::string Definition::why_illegal(const State& s, Move m) {
  const Graph& g = s.board().graph();
  if (s.is_legal(m)) return "";
  const std::string who = "player " + std::to_string(number_of(s.side_to_move()));
  if (s.ply() < 2 && s.board().placement_at(s.ply())) {
    if (!is_placement(m))
      return "moves along an edge, but " + who + " only places its token now: give a vertex";
    return "places on player 1's vertex, which --distinct-placement forbids";
  }
  if (is_placement(m)) {
    return s.ply() < 2 ? "only places a token, but " + who +
                             " places its token and moves it now: give an edge u>v"
                       : "places a token, but both are on the board: move " + who +
                             "'s token along an edge (u>v)";
  }
  if (s.ply() < 2 && g.adjacent(m.from, m.to) && has(s.unused_neighbours(m.from), m.to))
    return "starts at player 1's vertex, which --distinct-placement forbids";
  if (!g.adjacent(m.from, m.to)) return "is not an edge of the graph";
  if (!has(s.unused_neighbours(m.from), m.to)) return "uses an edge that is already used";
  return "does not start at the token of player " + std::to_string(number_of(s.side_to_move())) +
         " (vertex " + std::to_string(s.token(s.side_to_move())) + ")";
}

std::string render_ascii(const State& s) {
  std::ostringstream out;
  const Graph& g = s.board().graph();
  const Options& options = s.board().options();
  out << "Trail Trap";
  if (options.variant != Variant::kStandard)
    out << " (" << variant_name(options.variant)
        << (options.distinct_placement ? ", distinct placement)" : ")");
  out << " on " << counted(g.order(), "vertex", "vertices") << ", "
      << counted(g.size(), "edge", "edges") << "; ply " << s.moves_played() << ", player "
      << number_of(s.side_to_move()) << " to move\n";
  // Each token with the edges it may take next: what makes a move legal.
  for (Player p : {Player::kOne, Player::kTwo}) {
    out << "  P" << number_of(p) << " token: ";
    const int at = s.token(p);
    if (at == State::kNoVertex) {
      out << "not placed\n";
      continue;
    }
    out << "at vertex " << at << ", ";
    const VertexSet next = s.unused_neighbours(at);
    if (next == 0) {
      out << "no unused edge there\n";
      continue;
    }
    out << "may move along";
    for (const int v : bits_of(next)) out << " " << at << "-" << v;
    out << "\n";
  }
  for (const bool used : {true, false}) {
    out << (used ? "  used edges:  " : "  unused edges:");
    int count = 0;
    for (const Edge& e : g.edges()) {
      if (has(s.unused_neighbours(e.u), e.v) == used) continue;
      out << " " << e.u << "-" << e.v;
      ++count;
    }
    out << (count == 0 ? " none\n" : "\n");
  }
  MoveBuffer moves;
  s.legal_moves(moves);
  if (moves.empty()) {
    const Player mover = s.side_to_move();
    out << "  Player " << number_of(mover) << " has no move ("
        << (s.token(mover) == State::kNoVertex
                ? "no unused edge to start on"
                : "trapped at vertex " + std::to_string(s.token(mover)))
        << "): player " << number_of(opponent(mover)) << " wins\n";
  }
  return out.str();
}

}  // namespace gg::trail_trap
