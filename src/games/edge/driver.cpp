#include "games/edge/driver.h"

#include "core/error.h"
#include "games/edge/edcn.h"
#include "games/edge/edge.h"
#include "graph/families.h"
#include "solve/grundy.h"
#include "solve/negamax.h"
#include "solve/root_analysis.h"

namespace gg::edge {
namespace {

class EdgeGame final : public Game {
 public:
  std::string_view name() const override { return "edge"; }
  std::string_view title() const override { return "EDGe, the edge-distinguishing game"; }
  std::string_view default_variant() const override { return "colors=EDCN"; }

  SolveReport solve(const SolveRequest& request) const override {
    if (!request.variant.empty())
      throw InputError("the edge game has no --variant; choose the colour count with --colors");
    Graph g = parse_graph_spec(request.board);
    const EdcnResult lambda = edcn(g);
    const int k = request.colors.value_or(lambda.k);
    Options options;
    options.symmetry = request.use_symmetry;
    if (request.canonical_depth) options.canonical_depth = *request.canonical_depth;
    auto board = std::make_shared<const Board>(std::move(g), k, options);
    State state(board);
    play_moves(state, request.moves);

    Negamax<State> engine(request.limits);
    SolveReport report;
    report.game = std::string(name());
    report.board = request.board;
    report.variant = "colors=" + std::to_string(k);
    report.details["edcn"] = lambda.k;
    report.details["colors"] = k;
    if (request.grundy) {
      GrundySolver<State> grundy(request.limits);
      State copy = state;
      report.details["grundy"] = grundy.value(copy);
      report.details["grundy_nodes"] = grundy.stats().nodes;
    }
    if (request.winner_only) {
      const bool wins = engine.solve(state);
      report.to_move = number_of(state.side_to_move());
      report.winner = number_of(wins ? state.side_to_move() : opponent(state.side_to_move()));
      report.nodes = engine.stats().nodes;
      report.seconds = engine.stats().seconds;
      report.method = "negamax";
      return report;
    }
    const int n = board->graph().order();
    const auto analysis =
        analyse_root(state, engine, state.root_orbits(),
                     [n](Move m, const Permutation& p) { return map_move(m, p, n); });
    report.to_move = number_of(analysis.to_move);
    report.winner = number_of(analysis.winner);
    for (const auto& v : analysis.moves) {
      MoveReport m{format_move(v.move), v.wins, v.refutation ? format_move(*v.refutation) : ""};
      if (v.wins) report.winning_moves.push_back(m.move);
      report.moves.push_back(std::move(m));
    }
    if (request.want_line)
      for (const Move& m : analysis.principal_line) report.principal_line.push_back(format_move(m));
    report.nodes = analysis.stats.nodes;
    report.seconds = analysis.stats.seconds;
    report.method = "negamax";
    report.position = render_ascii(state);
    report.details["edcn_witness"] = lambda.colouring;
    report.details["tt_hits"] = analysis.stats.tt_hits;
    return report;
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<EdgeGame>(); }

}  // namespace gg::edge
