#include "games/geography/geography.h"
#include "graph/standard_drawing.h"

#include <sstream>

#include "core/error.h"
#include "core/text.h"
#include "core/zobrist.h"
#include "games/move_text.h"
#include "graph/graph_spec.h"

namespace gg::geography {
namespace {

constexpr std::uint64_t kStream = 0x67656F6772617068ULL;  // "geograph"

}  // namespace

Board::Board(Graph g, int start, bool symmetry) : graph_(std::move(g)), start_(start) {
  if (graph_.has_loops()) throw InputError("geography is played on simple graphs: no loops");
  if (start_ >= graph_.order())
    throw InputError("--start " + std::to_string(start_) + ": the graph has vertices 0.." +
                     std::to_string(graph_.order() - 1));
  keys_.resize(128 + 64 * 64);
  for (std::size_t i = 0; i < keys_.size(); ++i) keys_[i] = zobrist_key(kStream, i);
  std::vector<Permutation> generators;
  if (symmetry) generators = automorphisms(graph_).generators;
  vertex_orbits_ = orbit_transversals(
      graph_.order(), graph_.order(), generators, [](const Permutation& p, int v) { return p[v]; },
      [](int) { return true; });
}

template <Kind K>
State<K>::State(std::shared_ptr<const Board> board) : board_(std::move(board)) {
  const Graph& g = board_->graph();
  for (int v = 0; v < g.order(); ++v) unused_[v] = g.neighbours(v);
  if (board_->start() >= 0) {
    token_ = board_->start();
    visited_ = bit(token_);
  }
  hash_ = hash_from_scratch();
}

template <Kind K>
VertexSet State<K>::targets() const {
  if (token_ == kNoToken) return 0;
  if constexpr (K == Kind::kVertex) {
    return board_->graph().neighbours(token_) & ~visited_;
  } else {
    return unused_[token_];
  }
}

template <Kind K>
void State<K>::legal_moves(MoveBuffer& out) const {
  out.clear();
  if (token_ == kNoToken) {
    for (int v = 0; v < board_->graph().order(); ++v)
      out.push(Move{kPlace, static_cast<std::uint8_t>(v)});
    return;
  }
  for (int v : bits_of(targets()))
    out.push(Move{static_cast<std::uint8_t>(token_), static_cast<std::uint8_t>(v)});
}

template <Kind K>
bool State<K>::is_legal(Move m) const {
  if (m.to >= board_->graph().order()) return false;
  if (m.from == kPlace) return token_ == kNoToken;
  return token_ != kNoToken && m.from == token_ && has(targets(), m.to);
}

template <Kind K>
void State<K>::play(Move m) {
  GG_DCHECK(is_legal(m));
  if (token_ != kNoToken) hash_ ^= board_->token_key(token_);
  if (m.from != kPlace) {
    if constexpr (K == Kind::kEdge) {
      unused_[m.from] &= ~bit(m.to);
      unused_[m.to] &= ~bit(m.from);
      hash_ ^= board_->edge_key(m.from, m.to);
    }
  }
  if constexpr (K == Kind::kVertex) {
    visited_ |= bit(m.to);
    hash_ ^= board_->visit_key(m.to);
  }
  token_ = m.to;
  hash_ ^= board_->token_key(token_);
  ++ply_;
}

template <Kind K>
void State<K>::undo(Move m) {
  --ply_;
  hash_ ^= board_->token_key(token_);
  if constexpr (K == Kind::kVertex) {
    visited_ &= ~bit(m.to);
    hash_ ^= board_->visit_key(m.to);
  }
  if (m.from == kPlace) {
    token_ = kNoToken;
    return;
  }
  if constexpr (K == Kind::kEdge) {
    unused_[m.from] |= bit(m.to);
    unused_[m.to] |= bit(m.from);
    hash_ ^= board_->edge_key(m.from, m.to);
  }
  token_ = m.from;
  hash_ ^= board_->token_key(token_);
}

template <Kind K>
std::optional<Player> State<K>::winner() const {
  const bool can_move = token_ == kNoToken ? board_->graph().order() > 0 : targets() != 0;
  if (can_move) return std::nullopt;
  return opponent(side_to_move());
}

template <Kind K>
std::uint64_t State<K>::hash_from_scratch() const {
  std::uint64_t h = token_ == kNoToken ? 0 : board_->token_key(token_);
  const Graph& g = board_->graph();
  if constexpr (K == Kind::kVertex) {
    for (int v : bits_of(visited_)) h ^= board_->visit_key(v);
  } else {
    for (const Edge& e : g.edges())
      if (!has(unused_[e.u], e.v)) h ^= board_->edge_key(e.u, e.v);
  }
  return h;
}

template <Kind K>
bool State<K>::operator==(const State& other) const {
  return board_ == other.board_ && token_ == other.token_ && visited_ == other.visited_ &&
         unused_ == other.unused_ && ply_ == other.ply_ && hash_ == other.hash_;
}

template <Kind K>
std::vector<RootOrbit<Move>> State<K>::root_orbits() const {
  std::vector<RootOrbit<Move>> orbits;
  if (token_ == kNoToken) {
    for (const auto& orbit : board_->vertex_orbits()) {
      RootOrbit<Move> r{Move{kPlace, static_cast<std::uint8_t>(orbit.representative)}, {}};
      for (const auto& [w, sigma] : orbit.members)
        r.members.emplace_back(Move{kPlace, static_cast<std::uint8_t>(w)}, sigma);
      orbits.push_back(std::move(r));
    }
    return orbits;
  }
  return trivial_orbits(*this, board_->graph().order());
}

std::string format_move(Move m) {
  return m.from == kPlace ? std::to_string(m.to) : format_arc(m.from, m.to);
}

Move parse_move(std::string_view text, int order) {
  const auto [u, v] = parse_arc_or_vertex(text, order, "u>v, or v to place the token");
  return Move{u < 0 ? kPlace : static_cast<std::uint8_t>(u), static_cast<std::uint8_t>(v)};
}

template <Kind K>
std::string render_ascii(const State<K>& s) {
  const Graph& g = s.board().graph();
  std::ostringstream out;
  out << (K == Kind::kVertex ? "Vertex" : "Edge") << " geography on "
      << counted(g.order(), "vertex", "vertices") << ", " << counted(g.size(), "edge", "edges")
      << "; ply " << s.ply() << ", player " << number_of(s.side_to_move()) << " to move\n";
  out << "  token: "
      << (s.token() == State<K>::kNoToken ? "not placed" : "on vertex " + std::to_string(s.token()))
      << "\n";
  if constexpr (K == Kind::kVertex) {
    out << "  visited:";
    for (int v : bits_of(s.visited())) out << " " << v;
    out << "\n";
  } else {
    out << "  unused edges:";
    for (const Edge& e : g.edges())
      if (has(s.unused_neighbours(e.u), e.v)) out << " " << e.u << "-" << e.v;
    out << "\n";
  }
  // The moves themselves, or why there are none: what makes a move legal.
  typename State<K>::MoveBuffer moves;
  s.legal_moves(moves);
  if (moves.empty()) {
    out << "  Player " << number_of(s.side_to_move()) << " has no move: player "
        << number_of(opponent(s.side_to_move())) << " wins\n";
  } else {
    out << "  moves:";
    for (const auto& m : moves) out << " " << Definition<K>::format_move(s, m);
    out << "\n";
  }
  return out.str();
}

template <Kind K>
std::string render_dot(const State<K>& s) {
  const Graph& g = s.board().graph();
  std::string out =
      "graph geography {\n  graph [overlap=false, sep=\"+8\"];\n"
      "  node [shape=circle, style=filled, fillcolor=white, fixedsize=true, width=0.5];\n";
  for (int v = 0; v < g.order(); ++v) {
    const bool token = s.token() == v;
    std::string fill = token ? "\"#f9a825\"" : "white";
    if constexpr (K == Kind::kVertex) {
      if (!token && has(s.visited(), v)) fill = "gray80";
    }
    out += "  " + std::to_string(v) + " [label=\"" + std::to_string(v) + "\", fillcolor=" + fill +
           "]" + dot_pin(s.board().drawing, v) + dot_vertex_id(v) + ";\n";
  }
  for (const Edge& e : g.edges()) {
    bool used = false;
    if constexpr (K == Kind::kEdge) used = !has(s.unused_neighbours(e.u), e.v);
    out += "  " + std::to_string(e.u) + " -- " + std::to_string(e.v) + dot_edge_id(e.u, e.v) +
           (used ? " [style=dashed, color=gray60];\n" : " [penwidth=2];\n");
  }
  out += std::string("  label=\"") + (K == Kind::kVertex ? "Vertex" : "Edge") +
         " geography, player " + std::to_string(number_of(s.side_to_move())) + " to move (" +
         (K == Kind::kVertex ? "grey: visited" : "dashed: used edges") + ")\";\n}\n";
  return out;
}

template <Kind K>
State<K> Definition<K>::make(const Position& position, const SearchOptions&) {
  const int start = position.params.integer(kStart).value_or(-1);
  auto board = std::make_shared<Board>(parse_graph_spec(position.board), start,
                                       !position.params.flag(param::kNoSymmetry));
  board->drawing = standard_drawing(position.board, board->graph()).value_or(Points{});
  return State(std::move(board));
}

template <Kind K>
std::string Definition<K>::why_illegal(const State& s, Move m) {
  if (s.is_legal(m)) return "";
  const std::string at = std::to_string(s.token());
  if (m.from == kPlace) return "places the token, which is already on vertex " + at;
  if (s.token() == State::kNoToken)
    return "moves the token before it is placed (the first move names a vertex, e.g. 0)";
  if (m.from != s.token()) return "does not start at the token (vertex " + at + ")";
  if (!s.board().graph().adjacent(m.from, m.to)) return "is not an edge of the graph";
  return K == Kind::kVertex ? "goes to a vertex already visited" : "uses an edge already used";
}

// Vertex geography: the board with its vertices coloured by visit and token; edge geography:
// the board with its unused edges on a second layer and the token's vertex coloured.
template <Kind K>
std::optional<CertificateSymmetry> Definition<K>::certificate_symmetry(const State& s) {
  const Graph& g = s.board().graph();
  const int n = g.order();
  const std::string facts{static_cast<char>(s.token() >= 0),
                          static_cast<char>(number_of(s.side_to_move()))};
  if constexpr (K == Kind::kVertex) {
    std::vector<int> colours(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v)
      colours[static_cast<std::size_t>(v)] = has(s.visited(), v) + 2 * (v == s.token());
    return graph_symmetry(g, colours, n, facts);
  } else {
    if (2 * n > Graph::kMaxVertices) return std::nullopt;
    std::vector<int> colours(static_cast<std::size_t>(2 * n), 2);
    for (int v = 0; v < n; ++v) colours[static_cast<std::size_t>(v)] = v == s.token();
    return graph_symmetry(
        layered_view(g, [&](int u, int v) { return has(s.unused_neighbours(u), v); }), colours, n,
        facts);
  }
}

template class State<Kind::kVertex>;
template class State<Kind::kEdge>;
template struct Definition<Kind::kVertex>;
template struct Definition<Kind::kEdge>;
template std::string render_ascii(const State<Kind::kVertex>&);
template std::string render_ascii(const State<Kind::kEdge>&);
template std::string render_dot(const State<Kind::kVertex>&);
template std::string render_dot(const State<Kind::kEdge>&);

}  // namespace gg::geography
