// The Graphviz picture of a Game of Cycles position: marked edges as arrows, vertices pinned
// to the board's plane drawing when it has one, so the cells are the faces seen; otherwise
// Graphviz lays the graph out and the cells are listed.
#include <algorithm>
#include <cstdio>

#include "games/cycles/cycles.h"
#include "graph/standard_drawing.h"

namespace gg::cycles {

std::string render_dot(const State& s, const Drawing& points) {
  const Graph& g = s.board().graph();
  std::string out =
      "graph cycles {\n  graph [overlap=false, sep=\"+8\"];\n"
      "  node [shape=circle, fixedsize=true, width=0.4];\n";
  for (int v = 0; v < g.order(); ++v)
    out += "  " + std::to_string(v) + dot_pin(points, v) + dot_vertex_id(v) + ";\n";
  for (int e = 0; e < g.size(); ++e) {
    const Edge& edge = g.edge(e);
    const int d = s.direction(e);
    // Drawn from its tail to its head when marked.
    const int tail = d == 2 ? edge.v : edge.u;
    const int head = d == 2 ? edge.u : edge.v;
    out += "  " + std::to_string(tail) + " -- " + std::to_string(head) + dot_edge_id(tail, head) +
           (d == 0 ? " [style=dashed, color=gray60];\n" : " [dir=forward, penwidth=2];\n");
  }
  std::string cells;
  if (points.empty())  // the layout need not show the faces: name them
    for (const auto& cell : s.board().plane().cells) {
      cells += cells.empty() ? "\\ncells:" : ";";
      for (int v : cell) cells += " " + std::to_string(v);
    }
  out += "  label=\"Game of Cycles (" + variant_name(s.board().variant()) + "), player " +
         std::to_string(number_of(s.side_to_move())) + " to move" + cells + "\";\n}\n";
  return out;
}

}  // namespace gg::cycles
