// Trail Trap's definition: boards from graph specs, the tree algorithm for trees.
#include <chrono>

#include "core/error.h"
#include "games/move_text.h"
#include "games/trail_trap/trail_trap.h"
#include "games/trail_trap/tree_solver.h"
#include "graph/families.h"
#include "graph/properties.h"

namespace gg::trail_trap {
namespace {

std::string arc_text(Arc a) { return format_arc(a.from, a.to); }

SolveReport tree_report(const SolveRequest& request, const Tree& tree, bool all_openings) {
  const auto start = std::chrono::steady_clock::now();
  const bool winner_only = request.search.winner_only;
  const TreeResult result = solve_tree(tree, all_openings && !winner_only);
  SolveReport report;
  report.to_move = 1;
  report.winner = result.winner;
  report.all_moves_examined = all_openings && !winner_only;
  for (const OpeningVerdict& v : result.openings) {
    MoveReport m{arc_text(v.opening), v.wins, v.refutation ? arc_text(*v.refutation) : ""};
    if (v.wins) report.winning_moves.push_back(m.move);
    report.moves.push_back(std::move(m));
  }
  if (request.search.want_line) {
    // The tree method's line is the two openings; after them the game is a race or a
    // separation whose outcome the algorithm decides without playing it out.
    for (const OpeningVerdict& v : result.openings) {
      if (v.wins != (result.winner == 1)) continue;
      report.principal_line.push_back(arc_text(v.opening));
      if (v.refutation) report.principal_line.push_back(arc_text(*v.refutation));
      break;
    }
  }
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

}  // namespace

State Definition::make(const Position& position, const SearchOptions& search) {
  Options options;
  options.symmetry = !position.params.flag(param::kNoSymmetry);
  if (const auto depth = position.params.integer(param::kCanonicalDepth))
    options.canonical_depth = *depth;
  options.shared_endgames =
      search.workspace != nullptr && search.workspace->shared_table != nullptr;
  return State(std::make_shared<Board>(parse_graph_spec(position.board), options));
}

std::optional<SolveReport> Definition::special_solve(const SolveRequest& request) {
  const Position& position = request.position;
  // Trees larger than a Graph holds, given as edge lists: the tree algorithm alone.
  if (auto large = parse_large_edge_list(position.board); large && large->n > Graph::kMaxVertices) {
    if (!position.moves.empty())
      throw InputError("--moves: positions are supported on graphs of at most 64 vertices");
    if (static_cast<int>(large->edges.size()) != large->n - 1)
      throw InputError("graphs over 64 vertices are solved only when they are trees (" +
                       std::to_string(large->n) + " vertices, " +
                       std::to_string(large->edges.size()) + " edges)");
    return tree_report(request, Tree(large->n, large->edges), false);
  }
  if (!position.moves.empty()) return std::nullopt;
  const Graph g = parse_graph_spec(position.board);
  if (!is_tree(g)) return std::nullopt;
  return tree_report(request, Tree::from_graph(g), true);
}

void Definition::add_facts(const State& s, const Position&, SolveReport& report) {
  const Board& board = s.board();
  report.details["automorphisms"] = board.automorphism_group_order();
  report.details["symmetry"] = board.options().symmetry;
  report.details["canonical_depth"] = board.canonical_depth();
}

}  // namespace gg::trail_trap
