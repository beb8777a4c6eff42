// Trail Trap's definition: boards from graph specs, the tree algorithm for trees.
#include <bit>
#include <chrono>
#include <climits>
#include <tuple>
#include <utility>

#include "core/error.h"
#include "games/move_text.h"
#include "games/trail_trap/trail_trap.h"
#include "games/trail_trap/tree_solver.h"
#include "graph/graph_spec.h"
#include "graph/involution.h"
#include "graph/properties.h"

namespace gg::trail_trap {
namespace {

std::string arc_text(Arc a) { return format_arc(a.from, a.to); }

// The tree algorithm's verdicts on P1's moves as the report's moves (report.winner set), and
// with `want_line` the line of the first two moves: after them the game is a race or two
// separated walks, which the algorithm decides without playing them out.
void add_verdicts(const std::vector<OpeningVerdict>& verdicts, bool want_line,
                  SolveReport& report) {
  for (const OpeningVerdict& v : verdicts) {
    MoveReport m{arc_text(v.opening), v.wins, v.refutation ? arc_text(*v.refutation) : ""};
    if (v.wins) report.winning_moves.push_back(m.move);
    report.moves.push_back(std::move(m));
  }
  if (!want_line) return;
  for (const OpeningVerdict& v : verdicts) {
    if (v.wins != (report.winner == 1)) continue;
    report.principal_line.push_back(arc_text(v.opening));
    if (v.refutation) report.principal_line.push_back(arc_text(*v.refutation));
    break;
  }
}

SolveReport tree_report(const SolveRequest& request, const Tree& tree, bool all_openings) {
  const auto start = std::chrono::steady_clock::now();
  const bool winner_only = request.search.winner_only;
  const TreeResult result = solve_tree(tree, all_openings && !winner_only);
  SolveReport report;
  report.to_move = 1;
  report.winner = result.winner;
  report.all_moves_examined = all_openings && !winner_only;
  add_verdicts(result.openings, request.search.want_line, report);
  report.nodes = result.p2_replies_examined;
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  report.method = "tree";
  report.position =
      "Trail Trap on a tree with " + std::to_string(tree.order()) + " vertices; player 1 to move\n";
  report.details["openings_examined"] =
      report.all_moves_examined ? "all"
                                : "central openings only (Lemmas 11-12: every other opening loses)";
  report.details["p2_replies_examined"] = result.p2_replies_examined;
  return report;
}

// The mirror strategy played out to the end of the game: player 1 takes its first legal move
// at every turn, player 2 the mirror image, until player 1 has no move. Proposition 3 makes
// every image legal; one that is not would be a wrong verdict, so it stops the solve.
std::vector<std::string> mirror_line(const Graph& g, const std::vector<int>& mirror) {
  Options plain;  // the board only lists legal moves here: no automorphism group needed
  plain.symmetry = false;
  State s(std::make_shared<Board>(g, plain));
  std::vector<std::string> line;
  MoveBuffer moves;
  for (;;) {
    moves.clear();
    s.legal_moves(moves);
    if (moves.empty()) return line;
    const Move m = moves[0];
    s.play(m);
    const Move image{static_cast<std::uint8_t>(mirror[m.from]),
                     static_cast<std::uint8_t>(mirror[m.to])};
    GG_CHECK(s.is_legal(image));
    s.play(image);
    line.push_back(format_move(m));
    line.push_back(format_move(image));
  }
}

// Proposition 3: a graph with an involutive automorphism s fixing no edge is a win for player 2,
// who answers each move u->v by s(u)->s(v). Every opening is listed with that answer, and the
// principal line is one game of the strategy to its end.
SolveReport mirror_report(const SolveRequest& request, const Graph& g,
                          const std::vector<int>& mirror, double seconds) {
  SolveReport report;
  report.to_move = 1;
  report.winner = 2;
  report.all_moves_examined = true;
  for (const Edge& e : g.edges())
    for (const auto& [u, v] : {std::pair{e.u, e.v}, std::pair{e.v, e.u}})
      report.moves.push_back(
          {format_arc(u, v), false,
           format_arc(mirror[static_cast<std::size_t>(u)], mirror[static_cast<std::size_t>(v)])});
  if (request.search.want_line) report.principal_line = mirror_line(g, mirror);
  report.nodes = 0;
  report.seconds = seconds;
  report.method = "mirror";
  report.position = "Trail Trap on " + std::to_string(g.order()) + " vertices and " +
                    std::to_string(g.size()) + " edges; player 1 to move\n";
  report.details["mirror_involution"] = mirror;
  report.details["decided_by"] =
      "Proposition 3: an involutive automorphism fixing no edge; player 2 mirrors every move";
  return report;
}

// "u,v": the rooted start vertices (checked against the board by Board).
std::array<int, 2> parse_start(const std::string& text) {
  const auto comma = text.find(',');
  const auto u =
      comma == std::string::npos ? std::nullopt : parse_uint(text.substr(0, comma), 1 << 30);
  const auto v =
      comma == std::string::npos ? std::nullopt : parse_uint(text.substr(comma + 1), 1 << 30);
  if (!u || !v)
    throw InputError("--start '" + text + "': expected u,v (player 1's vertex, player 2's vertex)");
  return {*u, *v};
}

Variant variant_of(const ParamValues& params) {
  // The name was checked against the declared choices.
  const auto name = params.text(Definition::kVariant).value_or("standard");
  for (Variant v : kVariants)
    if (variant_name(v) == name) return v;
  return Variant::kStandard;
}

// The rule options that belong together: --start with rooted, --distinct-placement with
// the place-first variants.
Options rule_options(const ParamValues& params) {
  Options options;
  options.variant = variant_of(params);
  const bool rooted = options.variant == Variant::kRooted;
  const auto start = params.text(Definition::kStart);
  if (rooted && !start) throw InputError("--variant rooted needs --start u,v");
  if (!rooted && start) throw InputError("--start applies to --variant rooted only");
  if (start) options.start = parse_start(*start);
  options.distinct_placement = params.flag(Definition::kDistinctPlacement);
  const bool places =
      options.variant == Variant::kPlaceFirst || options.variant == Variant::kPlaceFirstAlternating;
  if (options.distinct_placement && !places)
    throw InputError(
        "--distinct-placement applies to --variant place-first or place-first-alternating");
  return options;
}

// The arcs of P1's moves from a rooted position with their verdicts, as a report.
SolveReport rooted_tree_report(const SolveRequest& request, const Tree& tree,
                               std::array<int, 2> start) {
  const auto clock = std::chrono::steady_clock::now();
  const RootedTreeResult result = solve_rooted_tree(tree, start[0], start[1]);
  SolveReport report;
  report.to_move = 1;
  report.winner = result.winner;
  report.all_moves_examined = true;
  add_verdicts(result.moves, request.search.want_line, report);
  report.nodes = result.positions_decided;
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - clock).count();
  report.method = "tree";
  report.position = "Trail Trap (rooted) on a tree with " + std::to_string(tree.order()) +
                    " vertices; tokens on " + std::to_string(start[0]) + " and " +
                    std::to_string(start[1]) + ", player 1 to move\n";
  report.details["positions_decided"] = result.positions_decided;
  return report;
}

}  // namespace

State Definition::make(const Position& position, const SearchOptions& search) {
  Options options = rule_options(position.params);
  options.symmetry = !position.params.flag(param::kNoSymmetry);
  if (const auto depth = position.params.integer(param::kCanonicalDepth))
    options.canonical_depth = *depth;
  options.shared_endgames =
      search.workspace != nullptr && search.workspace->shared_table != nullptr;
  auto board = std::make_shared<Board>(parse_graph_spec(position.board), options);
  board->drawing = standard_drawing(position.board, board->graph()).value_or(Points{});
  return State(std::move(board));
}

std::optional<SolveReport> Definition::special_solve(const SolveRequest& request) {
  const Position& position = request.position;
  const Options options = rule_options(position.params);
  // The tree algorithm decides standard and rooted games; the place-first ones are searched.
  const bool rooted = options.variant == Variant::kRooted;
  if (options.variant != Variant::kStandard && !rooted) return std::nullopt;
  auto solve = [&](const Tree& tree, bool all_openings) {
    if (!rooted) return tree_report(request, tree, all_openings);
    check_start(options.start, tree.order());
    return rooted_tree_report(request, tree, options.start);
  };
  // Trees larger than a Graph holds, given as edge lists: the tree algorithm alone.
  if (auto large = parse_large_edge_list(position.board); large && large->n > Graph::kMaxVertices) {
    if (!position.moves.empty())
      throw InputError("--moves: positions are supported on graphs of at most 64 vertices");
    if (static_cast<int>(large->edges.size()) != large->n - 1)
      throw InputError("graphs over 64 vertices are solved only when they are trees (" +
                       std::to_string(large->n) + " vertices, " +
                       std::to_string(large->edges.size()) + " edges)");
    return solve(Tree(large->n, large->edges), false);
  }
  if (!position.moves.empty()) return std::nullopt;
  const Graph g = parse_graph_spec(position.board);
  if (is_tree(g)) return solve(Tree::from_graph(g), true);
  if (rooted) return std::nullopt;
  const auto start = std::chrono::steady_clock::now();
  const auto mirror = fixed_edge_free_involution(g);
  if (!mirror) return std::nullopt;
  return mirror_report(
      request, g, *mirror,
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
}

void Definition::add_facts(const State& s, const Position&, SolveReport& report) {
  const Board& board = s.board();
  report.details["automorphisms"] = board.automorphism_group_order();
  report.details["symmetry"] = board.options().symmetry;
  report.details["canonical_depth"] = board.canonical_depth();
  if (board.options().variant == Variant::kRooted)
    report.details["start"] = {board.options().start[0], board.options().start[1]};
}

namespace {

// Which tokens are placed and who moves: facts of the position that neither form draws.
std::string facts_of(const State& s) {
  return {static_cast<char>(s.token(Player::kOne) >= 0),
          static_cast<char>(s.token(Player::kTwo) >= 0),
          static_cast<char>(number_of(s.side_to_move()))};
}

// The position's image under each listed symmetry, as (P1's token, P2's token, the unused
// edges as a word over edge ids): the least image is the canonical form and its symmetry the
// map. Since the list is the whole group, two positions get one form exactly when a symmetry
// takes one to the other, as with the view below (both are the orbits of one group), at a few
// operations per symmetry instead of a canonical labelling. Images whose tokens already
// compare greater are passed over before their edges are mapped.
CertificateSymmetry least_image(const State& s, const std::vector<Board::ListedSymmetry>& listed) {
  const Graph& g = s.board().graph();
  std::uint64_t unused = 0;
  for (int e = 0; e < g.size(); ++e)
    if (has(s.unused_neighbours(g.edge(e).u), g.edge(e).v)) unused |= std::uint64_t{1} << e;
  const int one = s.token(Player::kOne), two = s.token(Player::kTwo);
  const auto image = [](const Permutation& p, int v) { return v < 0 ? -1 : p[v]; };
  std::size_t chosen = 0;
  std::tuple<int, int, std::uint64_t> least{INT_MAX, INT_MAX, 0};
  for (std::size_t k = 0; k < listed.size(); ++k) {
    const Board::ListedSymmetry& symmetry = listed[k];
    const int a = image(symmetry.vertices, one), b = image(symmetry.vertices, two);
    if (std::pair(a, b) > std::pair(std::get<0>(least), std::get<1>(least))) continue;
    std::uint64_t edges = 0;
    for (std::uint64_t rest = unused; rest != 0; rest &= rest - 1)
      edges |= std::uint64_t{1} << symmetry.edges[static_cast<std::size_t>(std::countr_zero(rest))];
    if (std::tuple(a, b, edges) < least) {
      least = {a, b, edges};
      chosen = k;
    }
  }
  CertificateSymmetry form;
  form.canonical = "i";
  form.canonical += static_cast<char>(std::get<0>(least) + 1);
  form.canonical += static_cast<char>(std::get<1>(least) + 1);
  for (int byte = 0; byte < 8; ++byte)
    form.canonical += static_cast<char>(std::get<2>(least) >> (8 * byte) & 0xff);
  form.canonical += facts_of(s);
  form.to_canonical = listed[chosen].vertices;
  return form;
}

}  // namespace

// The board, with the unused edges on a second layer; each vertex coloured by the tokens on
// it. Which tokens are placed and who moves are facts of the position, not of the view.
std::optional<CertificateSymmetry> certificate_symmetry_from_view(const State& s) {
  const Graph& g = s.board().graph();
  const int n = g.order();
  if (2 * n > Graph::kMaxVertices) return std::nullopt;
  const Graph view = layered_view(g, [&](int u, int v) { return has(s.unused_neighbours(u), v); });
  const int one = s.token(Player::kOne), two = s.token(Player::kTwo);
  std::vector<int> colours(static_cast<std::size_t>(2 * n), 4);
  for (int v = 0; v < n; ++v) colours[static_cast<std::size_t>(v)] = (v == one) + 2 * (v == two);
  return graph_symmetry(view, colours, n, facts_of(s));
}

std::optional<CertificateSymmetry> Definition::certificate_symmetry(const State& s) {
  const Board& board = s.board();
  // On a graph without symmetries two positions are symmetric only when equal, and the writer
  // finds those by their keys: a canonical form could only ever map a position to itself. Half
  // of the connected graphs on 9 vertices are such.
  if (board.options().symmetry && board.automorphism_group_order() == "1") return std::nullopt;
  if (const std::vector<Board::ListedSymmetry>* listed = board.listed_symmetries()) {
    if (listed->size() == 1) return std::nullopt;
    return least_image(s, *listed);
  }
  return certificate_symmetry_from_view(s);
}

}  // namespace gg::trail_trap
