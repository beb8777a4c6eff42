#include "games/edge/driver.h"

#include "core/error.h"
#include "games/edge/edcn.h"
#include "games/edge/edge.h"
#include "games/search_report.h"
#include "games/session.h"
#include "graph/families.h"
#include "solve/grundy.h"

namespace gg::edge {
namespace {

class EdgeGame final : public Game {
 public:
  std::string_view name() const override { return "edge"; }
  std::string_view default_variant() const override { return "colors=EDCN"; }

  SolveReport solve(const SolveRequest& request) const override {
    EdcnResult lambda;
    State state = make_state(request, lambda);
    const auto* board = &state.board();
    const int k = board->colours();

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
    const int n = board->graph().order();
    fill_search_report(
        state, request, [&] { return state.root_orbits(); },
        [n](Move m, const Permutation& p) { return map_move(m, p, n); }, format_move, report);
    report.position = render_ascii(state);
    report.details["edcn_witness"] = lambda.colouring;
    return report;
  }

  Picture show(const SolveRequest& request) const override {
    EdcnResult lambda;
    const State state = make_state(request, lambda);
    return Picture{render_ascii(state), "", render_dot(state)};
  }

  std::unique_ptr<Session> start(const SolveRequest& request) const override {
    EdcnResult lambda;
    return make_session(
        make_state(request, lambda), format_move,
        [](State& s, std::string_view text) { play_moves(s, text); },
        [](const State& s) { return render_ascii(s); }, request.limits, true);
  }

 private:
  // The position asked for; `lambda` receives the graph's EDCN (the default colour count).
  static State make_state(const SolveRequest& request, EdcnResult& lambda) {
    if (!request.variant.empty())
      throw InputError("the edge game has no --variant; choose the colour count with --colors");
    Graph g = parse_graph_spec(request.board);
    lambda = edcn(g);
    Options options;
    options.symmetry = request.use_symmetry;
    if (request.canonical_depth) options.canonical_depth = *request.canonical_depth;
    State state(
        std::make_shared<const Board>(std::move(g), request.colors.value_or(lambda.k), options));
    play_moves(state, request.moves);
    return state;
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<EdgeGame>(); }

}  // namespace gg::edge
