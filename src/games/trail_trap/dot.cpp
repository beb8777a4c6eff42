// The Graphviz picture of a Trail Trap position: used edges dashed, tokens as filled vertices.
#include "games/trail_trap/trail_trap.h"
#include "graph/standard_drawing.h"

namespace gg::trail_trap {

std::string render_dot(const State& s) {
  const Graph& g = s.board().graph();
  std::string out =
      "graph trail_trap {\n  graph [overlap=false, sep=\"+8\"];\n"
      "  node [shape=circle, style=filled, fillcolor=white, fixedsize=true, width=0.5];\n";
  for (int v = 0; v < g.order(); ++v) {
    const bool p1 = s.token(Player::kOne) == v;
    const bool p2 = s.token(Player::kTwo) == v;
    std::string fill = p1 && p2 ? "\"#f9a825:#64b5f6\""
                       : p1     ? "\"#f9a825\""
                       : p2     ? "\"#64b5f6\""
                                : "white";
    std::string label = std::to_string(v);
    if (p1) label += "\\nP1";
    if (p2) label += "\\nP2";
    // Both tokens on one vertex: three label lines need a larger circle.
    out += "  " + std::to_string(v) + " [label=\"" + label + "\", fillcolor=" + fill +
           (p1 && p2 ? ", style=wedged, width=0.8" : "") + "]" + dot_pin(s.board().drawing, v) +
           dot_vertex_id(v) + ";\n";
  }
  for (const Edge& e : g.edges()) {
    const bool used = !has(s.unused_neighbours(e.u), e.v);
    out += "  " + std::to_string(e.u) + " -- " + std::to_string(e.v) + dot_edge_id(e.u, e.v) +
           (used ? " [style=dashed, color=gray60];\n" : " [penwidth=2];\n");
  }
  out += "  label=\"Trail Trap, player " + std::to_string(number_of(s.side_to_move())) +
         " to move (dashed: used edges)\";\n}\n";
  return out;
}

}  // namespace gg::trail_trap
