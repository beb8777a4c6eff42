#include "games/edge/edge.h"

#include <sstream>

#include "core/error.h"
#include "core/text.h"
#include "core/zobrist.h"
#include "games/edge/edcn.h"
#include "games/move_text.h"
#include "graph/symmetry.h"

namespace gg::edge {
namespace {

constexpr std::uint64_t kColourStream = 0x65646765636F6C72ULL;

// Permutation acting on vertices (0..n-1) and colours (n + c): vertex part `vertices`,
// colours a and b swapped.
Permutation with_colour_swap(const Permutation& vertices, int colours, int a, int b) {
  Permutation p = vertices;
  const int n = static_cast<int>(vertices.size());
  p.resize(static_cast<std::size_t>(n + colours + 1));
  for (int c = 0; c <= colours; ++c) p[n + c] = n + (c == a ? b : (c == b ? a : c));
  return p;
}

}  // namespace

std::string format_move(Move m) {
  return std::to_string(m.vertex) + "=" + std::to_string(m.colour);
}

Move parse_move(std::string_view text, int order, int colours) {
  const auto eq = text.find('=');
  const auto bad = [&](const std::string& why) {
    return InputError("move '" + std::string(text) + "': " + why);
  };
  if (eq == std::string_view::npos) throw bad("expected v=c");
  const auto v = parse_uint(text.substr(0, eq), 1000);
  const auto c = parse_uint(text.substr(eq + 1), 1000);
  if (!v || !c) throw bad("expected v=c with a vertex number and a colour number");
  if (*v >= order) throw bad("vertex out of range 0.." + std::to_string(order - 1));
  if (*c < 1 || *c > colours) throw bad("colour out of range 1.." + std::to_string(colours));
  return Move{static_cast<std::uint8_t>(*v), static_cast<std::uint8_t>(*c)};
}

Board::Board(Graph g, int colours, Options options)
    : graph_(std::move(g)), colours_(colours), options_(options) {
  if (colours < 1 || colours > kMaxColours)
    throw InputError("--colors must be between 1 and " + std::to_string(kMaxColours));
  keys_.assign(64 * 65, 0);
  for (int v = 0; v < graph_.order(); ++v)
    for (int c = 1; c <= colours; ++c)
      keys_[v * 65 + c] = zobrist_key(kColourStream, static_cast<std::uint64_t>(v * 65 + c));
  std::vector<Permutation> generators;
  if (options_.symmetry) generators = automorphisms(graph_).generators;
  vertex_orbits_ = orbit_transversals(
      graph_.order(), graph_.order(), generators, [](const Permutation& p, int v) { return p[v]; },
      [](int) { return true; });
  canonical_depth_ = options_.canonical_depth;
  if (canonical_depth_ == Options::kAutomaticDepth)
    canonical_depth_ = options_.symmetry ? graph_.order() / 2 : 0;
  if (!options_.symmetry) canonical_depth_ = -1;
}

State::State(std::shared_ptr<const Board> board) : board_(std::move(board)) {}

VertexSet State::used_colours() const {
  VertexSet used = 0;
  for (int v = 0; v < board_->graph().order(); ++v)
    if (colour_[v] != 0) used |= bit(colour_[v]);
  return used;
}

VertexSet State::allowed_colours(int v) const {
  if (colour_[v] != 0) return 0;
  const Graph& g = board_->graph();
  VertexSet around = 0;
  for (int w : bits_of(g.neighbours(v))) {
    const int d = colour_[w];
    if (d == 0) continue;
    if (has(around, d)) return 0;  // two equal neighbours: every colour repeats a pair
    around |= bit(d);
  }
  const bool loop = g.has_loop(v);
  VertexSet allowed = 0;
  for (int c = 1; c <= board_->colours(); ++c) {
    if ((used_pairs_[c] & around) != 0) continue;
    if (loop && (has(around, c) || has(used_pairs_[c], c))) continue;
    allowed |= bit(c);
  }
  return allowed;
}

void State::legal_moves(MoveBuffer& out) const {
  out.clear();
  for (int v = 0; v < board_->graph().order(); ++v)
    for (int c : bits_of(allowed_colours(v)))
      out.push(Move{static_cast<std::uint8_t>(v), static_cast<std::uint8_t>(c)});
}

bool State::is_legal(Move m) const {
  return m.vertex < board_->graph().order() && m.colour >= 1 && m.colour <= board_->colours() &&
         has(allowed_colours(m.vertex), m.colour);
}

void State::play(Move m) {
  GG_DCHECK(is_legal(m));
  const Graph& g = board_->graph();
  const int c = m.colour;
  for (int w : bits_of(g.neighbours(m.vertex))) {
    const int d = colour_[w];
    if (d == 0) continue;
    used_pairs_[c] |= bit(d);
    used_pairs_[d] |= bit(c);
  }
  if (g.has_loop(m.vertex)) used_pairs_[c] |= bit(c);
  colour_[m.vertex] = static_cast<std::uint8_t>(c);
  hash_ ^= board_->colour_key(m.vertex, c);
  ++ply_;
}

void State::undo(Move m) {
  // The move created only pairs that were unused before it, so clearing them is exact.
  const Graph& g = board_->graph();
  const int c = m.colour;
  colour_[m.vertex] = 0;
  for (int w : bits_of(g.neighbours(m.vertex))) {
    const int d = colour_[w];
    if (d == 0) continue;
    used_pairs_[c] &= ~bit(d);
    used_pairs_[d] &= ~bit(c);
  }
  if (g.has_loop(m.vertex)) used_pairs_[c] &= ~bit(c);
  hash_ ^= board_->colour_key(m.vertex, c);
  --ply_;
}

std::optional<Player> State::winner() const {
  for (int v = 0; v < board_->graph().order(); ++v)
    if (allowed_colours(v) != 0) return std::nullopt;
  return opponent(side_to_move());  // the previous player made the last move
}

void State::search_moves(MoveBuffer& out) const {
  if (!board_->options().symmetry) {
    legal_moves(out);
    return;
  }
  out.clear();
  if (ply_ == 0) {  // empty board: colour 1 on one vertex per Aut(G) orbit
    for (const auto& orbit : board_->vertex_orbits())
      if (has(allowed_colours(orbit.representative), 1))
        out.push(Move{static_cast<std::uint8_t>(orbit.representative), 1});
    return;
  }
  const VertexSet used = used_colours();
  for (int v = 0; v < board_->graph().order(); ++v) {
    const VertexSet allowed = allowed_colours(v);
    for (int c : bits_of(allowed & used))
      out.push(Move{static_cast<std::uint8_t>(v), static_cast<std::uint8_t>(c)});
    // Unused colours are interchangeable: one of them stands for all.
    const VertexSet fresh = allowed & ~used;
    if (fresh != 0)
      out.push(Move{static_cast<std::uint8_t>(v), static_cast<std::uint8_t>(lowest(fresh))});
  }
}

std::uint64_t State::tt_key() const {
  if (!board_->options().symmetry) return hash_;
  return ply_ <= board_->canonical_depth() ? canonical_key() : colour_free_key();
}

std::uint64_t State::colour_free_key() const {
  std::array<int, 65> rename{};
  int next = 0;
  std::uint64_t key = 0;
  for (int v = 0; v < board_->graph().order(); ++v) {
    const int c = colour_[v];
    if (c == 0) continue;
    if (rename[c] == 0) rename[c] = ++next;
    key ^= board_->colour_key(v, rename[c]);
  }
  return key;
}

std::uint64_t State::canonical_key() const {
  // The position as a vertex-coloured graph H: the coloured vertices and the uncoloured
  // vertices that can still be coloured (the others never matter again), with their edges,
  // plus one node per colour in use joined to the vertices of that colour. Isomorphic H means
  // isomorphic games, so the hash of H's canonical form is the key.
  const Graph& g = board_->graph();
  const int n = g.order();
  std::array<int, 64> index{};
  std::array<int, 64> node_of_colour{};
  std::array<VertexSet, 64> adjacency{};
  std::array<int, 64> type{};
  int nodes = 0;
  for (int v = 0; v < n; ++v) {
    index[v] = -1;
    if (colour_[v] == 0 && allowed_colours(v) == 0) continue;
    index[v] = nodes;
    type[nodes] = (colour_[v] != 0 ? 1 : 0) + (g.has_loop(v) ? 2 : 0);
    ++nodes;
  }
  node_of_colour.fill(-1);
  for (int v = 0; v < n; ++v) {
    if (colour_[v] == 0) continue;
    int& node = node_of_colour[colour_[v] - 1];
    if (node < 0) {
      if (nodes == 64) return colour_free_key();
      node = nodes;
      type[nodes++] = 4;
    }
    adjacency[index[v]] |= bit(node);
    adjacency[node] |= bit(index[v]);
  }
  for (const Edge& e : g.edges()) {
    if (e.u == e.v || index[e.u] < 0 || index[e.v] < 0) continue;
    adjacency[index[e.u]] |= bit(index[e.v]);
    adjacency[index[e.v]] |= bit(index[e.u]);
  }
  return canonical_hash(nodes, adjacency.data(), type.data());
}

std::uint64_t State::hash_from_scratch() const {
  std::uint64_t h = 0;
  for (int v = 0; v < board_->graph().order(); ++v)
    if (colour_[v] != 0) h ^= board_->colour_key(v, colour_[v]);
  return h;
}

bool State::operator==(const State& other) const {
  return board_ == other.board_ && colour_ == other.colour_ && used_pairs_ == other.used_pairs_ &&
         ply_ == other.ply_ && hash_ == other.hash_;
}

std::vector<RootOrbit<Move>> State::root_orbits() const {
  const int n = board_->graph().order();
  const int k = board_->colours();
  if (!board_->options().symmetry) return trivial_orbits(*this, n + k + 1);
  std::vector<RootOrbit<Move>> orbits;
  const Permutation identity = identity_permutation(n);
  if (ply_ == 0) {
    for (const auto& orbit : board_->vertex_orbits()) {
      if (!has(allowed_colours(orbit.representative), 1)) continue;
      RootOrbit<Move> r{Move{static_cast<std::uint8_t>(orbit.representative), 1}, {}};
      for (const auto& [w, sigma] : orbit.members)
        for (int c = 1; c <= k; ++c)
          r.members.emplace_back(Move{static_cast<std::uint8_t>(w), static_cast<std::uint8_t>(c)},
                                 with_colour_swap(sigma, k, 1, c));
      orbits.push_back(std::move(r));
    }
    return orbits;
  }
  const VertexSet used = used_colours();
  for (int v = 0; v < n; ++v) {
    const VertexSet allowed = allowed_colours(v);
    for (int c : bits_of(allowed & used)) {
      const Move m{static_cast<std::uint8_t>(v), static_cast<std::uint8_t>(c)};
      orbits.push_back({m, {{m, with_colour_swap(identity, k, c, c)}}});
    }
    const VertexSet fresh = allowed & ~used;
    if (fresh == 0) continue;
    const int first = lowest(fresh);
    RootOrbit<Move> r{Move{static_cast<std::uint8_t>(v), static_cast<std::uint8_t>(first)}, {}};
    for (int c : bits_of(fresh))
      r.members.emplace_back(Move{static_cast<std::uint8_t>(v), static_cast<std::uint8_t>(c)},
                             with_colour_swap(identity, k, first, c));
    orbits.push_back(std::move(r));
  }
  return orbits;
}

void play_moves(State& s, std::string_view moves) {
  const int n = s.board().graph().order();
  play_move_sequence(
      s, moves, [&](std::string_view token) { return parse_move(token, n, s.board().colours()); },
      [&](Move m) -> std::string {
        if (s.is_legal(m)) return "";
        return s.colour(m.vertex) != 0 ? "colours a vertex that is already coloured"
                                       : "repeats an edge colour";
      });
}

std::string render_ascii(const State& s) {
  std::ostringstream out;
  const Graph& g = s.board().graph();
  out << "EDGe on " << g.order() << " vertices, " << g.size() << " edges, " << s.board().colours()
      << " colours; ply " << s.ply() << ", player " << number_of(s.side_to_move())
      << " to move\n  ";
  for (int v = 0; v < g.order(); ++v) {
    out << v << ":";
    if (s.colour(v) != 0) {
      out << s.colour(v);
    } else {
      out << (s.allowed_colours(v) == 0 ? "x" : ".");
    }
    out << (v + 1 < g.order() ? " " : "\n");
  }
  out << "  (. uncoloured, x unmarkable)\n";
  return out.str();
}

}  // namespace gg::edge
