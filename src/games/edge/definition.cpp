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

// The board and one vertex per colour, each coloured vertex joined to its colour's vertex:
// symmetries are the board's automorphisms with any renaming of the colours.
std::optional<CertificateSymmetry> Definition::certificate_symmetry(const State& s) {
  const Graph& g = s.board().graph();
  const int n = g.order(), k = s.board().colours();
  if (n + k > Graph::kMaxVertices) return std::nullopt;
  Graph view(n + k);
  for (const Edge& e : g.edges()) view.add_edge(e.u, e.v);
  for (int v = 0; v < n; ++v)
    if (s.colour(v) > 0) view.add_edge(v, n + s.colour(v) - 1);
  std::vector<int> colours(static_cast<std::size_t>(n + k), 1);
  std::fill(colours.begin(), colours.begin() + n, 0);
  return graph_symmetry(view, colours, n + k,
                        std::string(1, static_cast<char>(number_of(s.side_to_move()))));
}

}  // namespace gg::edge
