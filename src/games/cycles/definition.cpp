// The Game of Cycles' definition: plane boards (named drawings, cells, coordinates, or an
// automatic embedding), the Grundy decomposition for the winner on boards without cells.
#include "games/cycles/cycles.h"
#include "games/cycles/decomposition.h"
#include "games/game_entry.h"
#include "graph/plane_drawing.h"

namespace gg::cycles {

State Definition::make(const Position& position, const SearchOptions&) {
  const std::string cells = position.params.text(kCells).value_or("");
  const std::string variant = position.params.text(kVariant).value_or("");
  return State(std::make_shared<const Board>(parse_plane_board(position.board, cells),
                                             parse_variant(variant)));
}

std::optional<SolveReport> Definition::special_solve(const SolveRequest& request) {
  if (!request.search.winner_only) return std::nullopt;
  State state = GameEntry<Definition>::start_state(request.position);
  if (!state.board().plane().cells.empty() || state.board().graph().size() > 64)
    return std::nullopt;
  DecompositionSolver solver(request.search.limits, request.search.workspace);
  const int value = solver.grundy(state);
  SolveReport report;
  report.to_move = number_of(state.side_to_move());
  report.winner = number_of(value != 0 ? state.side_to_move() : opponent(state.side_to_move()));
  report.grundy = value;
  report.nodes = solver.stats().nodes;
  report.seconds = solver.stats().seconds;
  report.method = "grundy-decomposition";
  report.position = render_ascii(state);
  add_facts(state, request.position, report);
  return report;
}

Picture Definition::render(const State& s) {
  const Drawing drawing = drawing_of(s.board().plane());
  return {render_ascii(s), render_svg(s, drawing), render_dot(s, drawing)};
}

void Definition::add_facts(const State& s, const Position&, SolveReport& report) {
  report.details["cells"] = s.board().plane().cells;
  report.details["drawing"] = s.board().plane().drawing;
}

}  // namespace gg::cycles
