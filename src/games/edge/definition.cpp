// EDGe's definition: boards from graph specs, k colours (default: the graph's EDCN).
#include <algorithm>

#include "games/edge/edge.h"
#include "graph/graph_spec.h"

namespace gg::edge {

State Definition::make(const Position& position, const SearchOptions& search) {
  Graph g = parse_graph_spec(position.board);
  Options options;
  options.symmetry = !position.params.flag(param::kNoSymmetry);
  if (const auto depth = position.params.integer(param::kCanonicalDepth))
    options.canonical_depth = *depth;
  Points drawing = standard_drawing(position.board, g).value_or(Points{});
  std::shared_ptr<Board> board;
  if (const auto k = position.params.integer(kColors)) {
    board = std::make_shared<Board>(std::move(g), *k, options);
  } else {
    EdcnResult lambda = edcn(g, search.limits);
    const int colours = std::max(1, lambda.k);  // a graph without vertices has EDCN 0
    board = std::make_shared<Board>(std::move(g), colours, options, std::move(lambda));
  }
  board->drawing = std::move(drawing);
  return State(std::move(board));
}

void Definition::add_facts(const State& s, const Position&, SolveReport& report) {
  report.stored_facts[std::string(kColors)] = s.board().colours();
  if (const auto& lambda = s.board().edcn()) {
    report.details["edcn"] = lambda->k;
    report.details["edcn_witness"] = lambda->colouring;
  }
}

std::optional<CertificateSymmetry> Definition::certificate_symmetry(const State& s) {
  return s.reduced_symmetry();
}

}  // namespace gg::edge
