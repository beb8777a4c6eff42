#include "games/cycles/driver.h"

#include "core/error.h"
#include "games/cycles/cycles.h"
#include "games/cycles/decomposition.h"
#include "games/search_report.h"
#include "games/session.h"
#include "solve/grundy.h"

namespace gg::cycles {
namespace {

class CyclesGame final : public Game {
 public:
  std::string_view name() const override { return "cycles"; }
  std::string_view default_variant() const override { return "leaves-exempt"; }

  SolveReport solve(const SolveRequest& request) const override {
    if (request.colors) throw InputError("--colors applies to the edge game only");
    State state = make_state(request);
    const Variant variant = state.board().variant();
    const Board* board = &state.board();
    SolveReport report;
    report.game = std::string(name());
    report.board = request.board;
    report.variant = variant_name(variant);
    report.details["cells"] = board->plane().cells;
    report.details["drawing"] = board->plane().drawing;
    if (request.grundy) {
      if (!board->plane().cells.empty())
        throw InputError(
            "--grundy: with cells the game is not normal play (completing a cell wins), so it has "
            "no Grundy value");
      GrundySolver<State> grundy(request.limits);
      State copy = state;
      report.details["grundy"] = grundy.value(copy);
    }
    const int n = board->graph().order();
    if (request.winner_only && !search_requested(request) && board->plane().cells.empty() &&
        board->graph().size() <= 64) {
      // Without cells: a sum of independent groups of edges, solved by Grundy values.
      DecompositionSolver solver(request.limits);
      const int value = solver.grundy(state);
      report.to_move = number_of(state.side_to_move());
      report.winner = number_of(value != 0 ? state.side_to_move() : opponent(state.side_to_move()));
      report.details["grundy"] = value;
      report.nodes = solver.stats().nodes;
      report.seconds = solver.stats().seconds;
      report.method = "grundy-decomposition";
      return report;
    }
    fill_search_report(
        state, request, [&] { return trivial_orbits(state, n); },
        [](Move m, const Permutation& p) {
          return Move{static_cast<std::uint8_t>(p[m.from]), static_cast<std::uint8_t>(p[m.to])};
        },
        format_move, report);
    report.position = render_ascii(state);
    return report;
  }

  Picture show(const SolveRequest& request) const override {
    const State state = make_state(request);
    return Picture{render_ascii(state), "", render_dot(state)};
  }

  std::unique_ptr<Session> start(const SolveRequest& request) const override {
    State state = make_state(request);
    // Without cells the last move wins: impartial under normal play.
    const bool impartial = state.board().plane().cells.empty();
    return make_session(
        std::move(state), format_move, [](State& s, std::string_view text) { play_moves(s, text); },
        [](const State& s) { return render_ascii(s); }, request.limits, impartial);
  }

 private:
  static State make_state(const SolveRequest& request) {
    State state(std::make_shared<const Board>(parse_plane_board(request.board, request.cells),
                                              parse_variant(request.variant)));
    play_moves(state, request.moves);
    return state;
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<CyclesGame>(); }

}  // namespace gg::cycles
