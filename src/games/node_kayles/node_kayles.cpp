#include "games/node_kayles/node_kayles.h"

#include <sstream>

#include "core/error.h"
#include "core/text.h"
#include "core/zobrist.h"
#include "games/definition.h"
#include "games/move_text.h"
#include "games/node_kayles/component_proof.h"
#include "games/node_kayles/components.h"
#include "graph/graph_spec.h"

namespace gg::node_kayles {
namespace {

constexpr std::uint64_t kStream = 0x6E6F64656B61796CULL;  // "nodekayl"

}  // namespace

Board::Board(Graph g, bool symmetry) : graph_(std::move(g)) {
  if (graph_.has_loops()) throw InputError("node kayles is played on simple graphs: no loops");
  for (int v = 0; v < graph_.order(); ++v) {
    closed_[v] = graph_.neighbours(v) | bit(v);
    keys_[v] = zobrist_key(kStream, static_cast<std::uint64_t>(v));
  }
  std::vector<Permutation> generators;
  if (symmetry) generators = automorphisms(graph_).generators;
  vertex_orbits_ = orbit_transversals(
      graph_.order(), graph_.order(), generators, [](const Permutation& p, int v) { return p[v]; },
      [](int) { return true; });
}

State::State(std::shared_ptr<const Board> board) : board_(std::move(board)) {
  const int n = board_->graph().order();
  free_ = n == 64 ? ~VertexSet{0} : (VertexSet{1} << n) - 1;
  hash_ = hash_from_scratch();
}

void State::legal_moves(MoveBuffer& out) const {
  out.clear();
  for (int v : bits_of(free_)) out.push(Move{static_cast<std::uint8_t>(v)});
}

void State::play(Move m) {
  GG_DCHECK(is_legal(m));
  const VertexSet taken = board_->closed_neighbourhood(m.vertex) & free_;
  for (int v : bits_of(taken)) hash_ ^= board_->key(v);
  free_ &= ~taken;
  chosen_ |= bit(m.vertex);
  ++ply_;
}

void State::undo(Move m) {
  --ply_;
  chosen_ &= ~bit(m.vertex);
  // The vertices m took are those of its closed neighbourhood no other chosen vertex covers.
  VertexSet still_covered = 0;
  for (int c : bits_of(chosen_)) still_covered |= board_->closed_neighbourhood(c);
  const VertexSet freed = board_->closed_neighbourhood(m.vertex) & ~still_covered;
  for (int v : bits_of(freed)) hash_ ^= board_->key(v);
  free_ |= freed;
}

std::optional<Player> State::winner() const {
  if (free_ != 0) return std::nullopt;
  return opponent(side_to_move());
}

std::optional<Player> State::static_winner() const {
  for (int v : bits_of(free_))
    if ((board_->graph().neighbours(v) & free_) != 0) return std::nullopt;
  const bool mover_wins = (popcount(free_) & 1) == 1;
  return mover_wins ? side_to_move() : opponent(side_to_move());
}

std::uint64_t State::hash_from_scratch() const {
  std::uint64_t h = 0;
  for (int v = 0; v < board_->graph().order(); ++v)
    if (!has(free_, v)) h ^= board_->key(v);
  return h;
}

bool State::operator==(const State& other) const {
  return board_ == other.board_ && free_ == other.free_ && chosen_ == other.chosen_ &&
         ply_ == other.ply_ && hash_ == other.hash_;
}

std::vector<RootOrbit<Move>> State::root_orbits() const {
  if (chosen_ != 0) return trivial_orbits(*this, board_->graph().order());
  std::vector<RootOrbit<Move>> orbits;
  for (const auto& orbit : board_->vertex_orbits()) {
    RootOrbit<Move> r{Move{static_cast<std::uint8_t>(orbit.representative)}, {}};
    for (const auto& [w, sigma] : orbit.members)
      r.members.emplace_back(Move{static_cast<std::uint8_t>(w)}, sigma);
    orbits.push_back(std::move(r));
  }
  return orbits;
}

std::string render_ascii(const State& s) {
  const Graph& g = s.board().graph();
  std::ostringstream out;
  out << "Node Kayles on " << counted(g.order(), "vertex", "vertices") << ", "
      << counted(g.size(), "edge", "edges") << "; ply " << s.ply() << ", player "
      << number_of(s.side_to_move()) << " to move\n";
  out << "  chosen:";
  for (int v : bits_of(s.chosen())) out << " " << v;
  out << (s.chosen() == 0 ? " none\n" : "\n");
  if (s.free_vertices() == 0) {
    out << "  No vertex is free: player " << number_of(opponent(s.side_to_move())) << " wins\n";
  } else {
    out << "  free (the moves):";
    for (int v : bits_of(s.free_vertices())) out << " " << v;
    out << "\n";
  }
  return out.str();
}

std::string render_dot(const State& s) {
  const Graph& g = s.board().graph();
  std::string out =
      "graph node_kayles {\n  graph [overlap=false, sep=\"+8\"];\n"
      "  node [shape=circle, style=filled, fillcolor=white, fixedsize=true, width=0.5];\n";
  for (int v = 0; v < g.order(); ++v) {
    std::string fill = "white";
    if (has(s.chosen(), v))
      fill = "\"#f9a825\"";
    else if (!has(s.free_vertices(), v))
      fill = "gray80";
    out += "  " + std::to_string(v) + " [label=\"" + std::to_string(v) + "\", fillcolor=" + fill +
           "]" + dot_pin(s.board().drawing, v) + dot_vertex_id(v) + ";\n";
  }
  for (const Edge& e : g.edges()) {
    const bool live = has(s.free_vertices(), e.u) && has(s.free_vertices(), e.v);
    out += "  " + std::to_string(e.u) + " -- " + std::to_string(e.v) + dot_edge_id(e.u, e.v) +
           (live ? " [penwidth=2];\n" : " [style=dashed, color=gray60];\n");
  }
  out += "  label=\"Node Kayles, player " + std::to_string(number_of(s.side_to_move())) +
         " to move (orange: chosen; grey: next to a chosen vertex)\";\n}\n";
  return out;
}

State Definition::make(const Position& position, const SearchOptions&) {
  auto board = std::make_shared<Board>(parse_graph_spec(position.board),
                                       !position.params.flag(param::kNoSymmetry));
  board->drawing = standard_drawing(position.board, board->graph()).value_or(Points{});
  return State(std::move(board));
}

std::optional<SolveReport> Definition::special_solve(const SolveRequest& request) {
  State state = start_state<Definition>(request.position);
  const Board& board = state.board();
  ComponentSolver solver(board, request.search.limits, request.search.workspace);
  const int value = solver.grundy(state.free_vertices());
  SolveReport report;
  report.to_move = number_of(state.side_to_move());
  report.winner = number_of(value != 0 ? state.side_to_move() : opponent(state.side_to_move()));
  report.grundy = value;
  report.method = "grundy-decomposition";
  report.position = render_ascii(state);
  // A move wins iff the position after it has value 0; a winning reply is a refutation.
  const auto first_zero_move = [&](VertexSet free) -> std::optional<int> {
    for (int v : bits_of(free))
      if (solver.grundy(free & ~board.closed_neighbourhood(v)) == 0) return v;
    return std::nullopt;
  };
  if (!request.search.winner_only) {
    for (int v : bits_of(state.free_vertices())) {
      const VertexSet after = state.free_vertices() & ~board.closed_neighbourhood(v);
      const std::optional<int> reply = first_zero_move(after);
      const std::string move = std::to_string(v);
      if (!reply) report.winning_moves.push_back(move);
      report.moves.push_back({move, !reply, reply ? std::to_string(*reply) : ""});
    }
    // The winner plays its first winning move; the loser its first move.
    if (request.search.want_line) {
      for (VertexSet free = state.free_vertices(); free != 0;) {
        const int v = first_zero_move(free).value_or(std::countr_zero(free));
        report.principal_line.push_back(std::to_string(v));
        free &= ~board.closed_neighbourhood(v);
      }
    }
  }
  report.nodes = solver.stats().nodes;
  report.seconds = solver.stats().seconds;
  return report;
}

Move Definition::parse_move(const State& s, std::string_view text) {
  return Move{
      static_cast<std::uint8_t>(parse_vertex(text, s.board().graph().order(), "a vertex number"))};
}

std::string Definition::why_illegal(const State& s, Move m) {
  if (s.is_legal(m)) return "";
  if (has(s.chosen(), m.vertex)) return "chooses a vertex already chosen";
  for (int c : bits_of(s.chosen()))
    if (s.board().graph().adjacent(c, m.vertex))
      return "chooses a neighbour of the chosen vertex " + std::to_string(c);
  return "is not a vertex of the board";
}

// The board with its vertices coloured free or not: a symmetry of the board maps one
// position to another exactly when it maps the free vertices onto the free vertices (what
// was chosen does not matter for the rest of the game).
std::optional<CertificateSymmetry> Definition::certificate_symmetry(const State& s) {
  const Graph& g = s.board().graph();
  const int n = g.order();
  std::vector<int> colours(static_cast<std::size_t>(n));
  for (int v = 0; v < n; ++v) colours[static_cast<std::size_t>(v)] = has(s.free_vertices(), v);
  return graph_symmetry(g, colours, n,
                        std::string(1, static_cast<char>(number_of(s.side_to_move()))));
}

ComponentProof Definition::component_proof(const State& s, const SolveLimits& limits) {
  return node_kayles::component_proof(s, limits);
}

}  // namespace gg::node_kayles
