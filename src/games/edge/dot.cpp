// The Graphviz picture of an EDGe position: coloured vertices filled from a palette, each edge
// with both ends coloured labelled with its colour pair (the pairs must all differ).
#include "core/text.h"
#include "games/edge/edge.h"
#include "graph/standard_drawing.h"

namespace gg::edge {
namespace {
// Paul Tol's "light" scheme, told apart with every common colour-vision deficiency, without its
// grey (the colour of a vertex no colour fits) and with its red and green pushed away from the
// pictures' win/lose and player colours; the label names the colour, so eight are enough.
constexpr const char* kPalette[] = {"#ee8866", "#eedd88", "#99ddff", "#ffaabb",
                                    "#bbcc33", "#44bb99", "#77aadd", "#aaaa00"};
constexpr std::size_t kPaletteSize = sizeof kPalette / sizeof kPalette[0];
}  // namespace

std::string render_dot(const State& s) {
  const Graph& g = s.board().graph();
  std::string out =
      "graph \"EDGe\" {\n  graph [overlap=false, sep=\"+8\"];\n"
      "  node [shape=circle, style=filled, fillcolor=white, fixedsize=true, width=0.5];\n";
  for (int v = 0; v < g.order(); ++v) {
    const int c = s.colour(v);
    out += "  " + std::to_string(v) + " [label=\"" + std::to_string(v);
    if (c != 0) {
      out += "=" + std::to_string(c) + "\", fillcolor=\"" +
             kPalette[static_cast<std::size_t>(c - 1) % kPaletteSize] + "\"";
    } else if (s.allowed_colours(v) == 0) {
      out += "\", fillcolor=\"#d0d0d0\", style=\"filled,dashed\"";  // no colour fits any more
    } else {
      out += "\"";
    }
    out += "]" + dot_pin(s.board().drawing, v) + dot_vertex_id(v) + ";\n";
  }
  for (const Edge& e : g.edges()) {
    out += "  " + std::to_string(e.u) + " -- " + std::to_string(e.v) + dot_edge_id(e.u, e.v);
    if (const std::string pair = colour_pair(s, e); !pair.empty())
      out += " [label=\"" + pair + "\", penwidth=2.5, fontsize=11]";
    out += e.u == e.v ? " [dir=none];\n" : ";\n";
  }
  out += "  label=\"EDGe with " + counted(s.board().colours(), "colour", "colours") + ", player " +
         std::to_string(number_of(s.side_to_move())) + " to move (grey: no colour left)\";\n}\n";
  return out;
}

}  // namespace gg::edge
