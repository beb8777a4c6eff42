#include "games/trail_trap/driver.h"

#include "core/error.h"
#include "games/trail_trap/trail_trap.h"
#include "graph/families.h"
#include "solve/negamax.h"
#include "solve/root_analysis.h"

namespace gg::trail_trap {
namespace {

class TrailTrapGame final : public Game {
 public:
  std::string_view name() const override { return "trail-trap"; }
  std::string_view title() const override { return "Trail Trap"; }
  std::string_view default_variant() const override { return "standard"; }

  SolveReport solve(const SolveRequest& request) const override {
    if (!request.variant.empty() && request.variant != "standard")
      throw InputError("trail-trap has one variant, 'standard' (got '" + request.variant + "')");
    if (request.colors) throw InputError("--colors applies to the edge game only");
    Graph g = parse_graph_spec(request.board);
    Options options;
    options.symmetry = request.use_symmetry;
    auto board = std::make_shared<Board>(std::move(g), options);
    State state(board);
    play_moves(state, request.moves);

    Negamax<State> engine(request.limits);
    const auto analysis = analyse_root(state, engine, state.root_orbits(), map_move);

    SolveReport report;
    report.game = std::string(name());
    report.board = request.board;
    report.variant = "standard";
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
    report.details["automorphisms"] = board->automorphism_group_order();
    report.details["symmetry"] = options.symmetry;
    report.details["tt_hits"] = analysis.stats.tt_hits;
    report.details["static_decisions"] = analysis.stats.static_decisions;
    return report;
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<TrailTrapGame>(); }

}  // namespace gg::trail_trap
