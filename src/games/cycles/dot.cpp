// The Graphviz picture of a Game of Cycles position: marked edges as arrows, vertices pinned
// to the board's plane (barycentric) drawing when it has one, so the cells are the faces seen.
#include <cstdio>

#include "games/cycles/cycles.h"
#include "graph/plane_drawing.h"

namespace gg::cycles {

std::string render_dot(const State& s) {
  const Graph& g = s.board().graph();
  std::string out =
      "graph cycles {\n  graph [overlap=false, sep=\"+8\"];\n"
      "  node [shape=circle, fixedsize=true, width=0.4];\n";
  const auto drawing = barycentric_drawing(s.board().plane());
  for (int v = 0; v < g.order(); ++v) {
    out += "  " + std::to_string(v);
    if (drawing) {
      char pos[64];
      std::snprintf(pos, sizeof pos, " [pos=\"%.3f,%.3f!\"]", 2.5 * (*drawing)[v].first,
                    2.5 * (*drawing)[v].second);
      out += pos;
    }
    out += ";\n";
  }
  for (int e = 0; e < g.size(); ++e) {
    const Edge& edge = g.edge(e);
    const int d = s.direction(e);
    // Drawn from its tail to its head when marked.
    const int tail = d == 2 ? edge.v : edge.u;
    const int head = d == 2 ? edge.u : edge.v;
    out += "  " + std::to_string(tail) + " -- " + std::to_string(head) +
           (d == 0 ? " [style=dashed, color=gray60];\n" : " [dir=forward, penwidth=2];\n");
  }
  out += "  label=\"Game of Cycles (" + variant_name(s.board().variant()) + "), player " +
         std::to_string(number_of(s.side_to_move())) + " to move\";\n}\n";
  return out;
}

}  // namespace gg::cycles
