#include "games/trail_trap/driver.h"

#include <chrono>

#include "core/error.h"
#include "games/search_report.h"
#include "games/session.h"
#include "games/trail_trap/trail_trap.h"
#include "games/trail_trap/tree_solver.h"
#include "graph/families.h"
#include "graph/properties.h"

namespace gg::trail_trap {
namespace {

class TrailTrapGame final : public Game {
 public:
  std::string_view name() const override { return "trail-trap"; }
  std::string_view default_variant() const override { return "standard"; }

  SolveReport solve(const SolveRequest& request) const override {
    if (!request.variant.empty() && request.variant != "standard")
      throw InputError("trail-trap has one variant, 'standard' (got '" + request.variant + "')");
    if (request.colors) throw InputError("--colors applies to the edge game only");
    // Trees larger than a Graph holds, given as edge lists: the tree algorithm alone.
    if (auto large = parse_large_edge_list(request.board);
        large && large->n > Graph::kMaxVertices) {
      if (!request.moves.empty())
        throw InputError("--moves: positions are supported on graphs of at most 64 vertices");
      if (search_requested(request))
        throw InputError(
            "graphs over 64 vertices are solved by the tree algorithm only "
            "(no --solver, --win-within or --force-search)");
      if (static_cast<int>(large->edges.size()) != large->n - 1)
        throw InputError("graphs over 64 vertices are solved only when they are trees (" +
                         std::to_string(large->n) + " vertices, " +
                         std::to_string(large->edges.size()) + " edges)");
      return tree_report(request, Tree(large->n, large->edges), false);
    }
    Graph g = parse_graph_spec(request.board);
    if (request.moves.empty() && !search_requested(request) && is_tree(g))
      return tree_report(request, Tree::from_graph(g), true);
    State state = make_state(std::move(g), request);
    const Board& board = state.board();

    SolveReport report = base_report(request);
    fill_search_report(
        state, request, [&] { return state.root_orbits(); }, map_move, format_move, report);
    report.position = render_ascii(state);
    report.details["automorphisms"] = board.automorphism_group_order();
    report.details["symmetry"] = board.options().symmetry;
    report.details["canonical_depth"] = board.canonical_depth();
    return report;
  }

  Picture show(const SolveRequest& request) const override {
    const State state = make_state(parse_graph_spec(request.board), request);
    return Picture{render_ascii(state), "", render_dot(state)};
  }

  std::unique_ptr<Session> start(const SolveRequest& request) const override {
    return make_session(
        make_state(parse_graph_spec(request.board), request), format_move,
        [](State& s, std::string_view text) { play_moves(s, text); },
        [](const State& s) { return render_ascii(s); }, request.limits, false);
  }

 private:
  static State make_state(Graph g, const SolveRequest& request) {
    Options options;
    options.symmetry = request.use_symmetry;
    if (request.canonical_depth) options.canonical_depth = *request.canonical_depth;
    options.shared_endgames = request.shared_endgames;
    State state(std::make_shared<Board>(std::move(g), options));
    play_moves(state, request.moves);
    return state;
  }

  SolveReport base_report(const SolveRequest& request) const {
    SolveReport report;
    report.game = std::string(name());
    report.board = request.board;
    report.variant = "standard";
    return report;
  }

  SolveReport tree_report(const SolveRequest& request, const Tree& tree, bool all_openings) const {
    const auto start = std::chrono::steady_clock::now();
    const TreeResult result = solve_tree(tree, all_openings && !request.winner_only);
    SolveReport report = base_report(request);
    report.to_move = 1;
    report.winner = result.winner;
    auto text = [](Arc a) { return std::to_string(a.from) + ">" + std::to_string(a.to); };
    for (const OpeningVerdict& v : result.openings) {
      MoveReport m{text(v.opening), v.wins, v.refutation ? text(*v.refutation) : ""};
      if (v.wins) report.winning_moves.push_back(m.move);
      report.moves.push_back(std::move(m));
    }
    if (request.want_line) {
      // The tree method's line is the two openings; after them the game is a race or a
      // separation whose outcome the algorithm decides without playing it out.
      for (const OpeningVerdict& v : result.openings) {
        if (v.wins != (result.winner == 1)) continue;
        report.principal_line.push_back(text(v.opening));
        if (v.refutation) report.principal_line.push_back(text(*v.refutation));
        break;
      }
    }
    report.nodes = result.p2_replies_examined;
    report.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    report.method = "tree";
    report.position = "Trail Trap on a tree with " + std::to_string(tree.order()) +
                      " vertices; player 1 to move\n";
    report.details["openings_examined"] =
        all_openings ? "all" : "central openings only (Lemmas 11-12: every other opening loses)";
    report.details["p2_replies_examined"] = result.p2_replies_examined;
    return report;
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<TrailTrapGame>(); }

}  // namespace gg::trail_trap
