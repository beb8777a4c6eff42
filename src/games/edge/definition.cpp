// EDGe's definition: boards from graph specs, k colours (default: the graph's EDCN).
#include <algorithm>

#include "games/edge/edge.h"
#include "graph/families.h"

namespace gg::edge {

State Definition::make(const Position& position, const SearchOptions& search) {
  Graph g = parse_graph_spec(position.board);
  Options options;
  options.symmetry = !position.params.flag(param::kNoSymmetry);
  if (const auto depth = position.params.integer(param::kCanonicalDepth))
    options.canonical_depth = *depth;
  if (const auto k = position.params.integer(kColors))
    return State(std::make_shared<const Board>(std::move(g), *k, options));
  EdcnResult lambda = edcn(g, search.limits);
  const int k = std::max(1, lambda.k);  // a graph without vertices has EDCN 0
  return State(std::make_shared<const Board>(std::move(g), k, options, std::move(lambda)));
}

void Definition::add_facts(const State& s, const Position&, SolveReport& report) {
  report.colors = s.board().colours();
  if (const auto& lambda = s.board().edcn()) {
    report.details["edcn"] = lambda->k;
    report.details["edcn_witness"] = lambda->colouring;
  }
}

}  // namespace gg::edge
