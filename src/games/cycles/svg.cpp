// The SVG picture of a Game of Cycles position on the board's own plane drawing: cells
// shaded (a completed cycle cell in green), marked edges as arrows, unmarked edges dashed.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "games/cycles/cycles.h"
#include "graph/standard_drawing.h"

namespace gg::cycles {
namespace {

constexpr double kSize = 420;  // the drawing's longer side, in pixels
constexpr double kMargin = 36;
constexpr double kRadius = 13;  // vertex circles

// Whether every step of cell c is marked in one direction around it.
bool completed(const State& s, const std::vector<int>& cell) {
  const Graph& g = s.board().graph();
  int along = 0;
  int against = 0;
  for (std::size_t i = 0; i < cell.size(); ++i) {
    const int a = cell[i];
    const int b = cell[(i + 1) % cell.size()];
    const int d = s.direction(g.edge_id(a, b));
    if (d == 0) return false;
    // Direction 1 runs from the edge's smaller end to its larger one.
    ((d == 1) == (a < b) ? along : against) += 1;
  }
  return along == 0 || against == 0;
}

}  // namespace

std::string render_svg(const State& s, const Drawing& points) {
  const PlaneBoard& plane = s.board().plane();
  if (points.empty()) return "";
  const Graph& g = s.board().graph();
  double min_x = points[0].first, max_x = min_x, min_y = points[0].second, max_y = min_y;
  for (const auto& [x, y] : points) {
    min_x = std::min(min_x, x);
    max_x = std::max(max_x, x);
    min_y = std::min(min_y, y);
    max_y = std::max(max_y, y);
  }
  const double scale = kSize / std::max({max_x - min_x, max_y - min_y, 1e-9});
  const double width = (max_x - min_x) * scale + 2 * kMargin;
  const double height = (max_y - min_y) * scale + 2 * kMargin + 28;
  // y grows downwards in SVG: flip it.
  const auto px = [&](int v) { return kMargin + (points[v].first - min_x) * scale; };
  const auto py = [&](int v) { return kMargin + (max_y - points[v].second) * scale; };
  std::ostringstream out;
  char buf[256];
  std::snprintf(buf, sizeof buf,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
                "viewBox=\"0 0 %.0f %.0f\" font-family=\"sans-serif\">\n",
                width, height, width, height);
  out << buf;
  out << "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
         "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\">"
         "<path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#222\"/></marker></defs>\n";
  out << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  // Cells: the even-odd rule leaves out what another cell's walk encloses (a cell with a
  // cell inside, as in the inverted hourglass).
  // Pastel shades tell neighbouring cells apart; green marks a completed cycle cell.
  constexpr const char* kShades[] = {"#e3f2fd", "#fff3e0", "#f3e5f5",
                                     "#fffde7", "#fce4ec", "#e0f7fa"};
  for (std::size_t c = 0; c < plane.cells.size(); ++c) {
    const auto& cell = plane.cells[c];
    out << "<polygon fill-rule=\"evenodd\" fill=\""
        << (completed(s, cell) ? "#81c784" : kShades[c % std::size(kShades)])
        << "\" stroke=\"none\" points=\"";
    for (int v : cell) {
      std::snprintf(buf, sizeof buf, "%.1f,%.1f ", px(v), py(v));
      out << buf;
    }
    out << "\"/>\n";
  }
  for (int e = 0; e < g.size(); ++e) {
    const Edge& edge = g.edge(e);
    const int d = s.direction(e);
    const int tail = d == 2 ? edge.v : edge.u;
    const int head = d == 2 ? edge.u : edge.v;
    // Stop at the head's circle so the arrowhead shows.
    const double dx = px(head) - px(tail);
    const double dy = py(head) - py(tail);
    const double length = std::max(std::hypot(dx, dy), 1e-9);
    const double shorten = d == 0 ? 0 : (kRadius + 1) / length;
    std::snprintf(buf, sizeof buf,
                  "<line id=\"%s\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" ",
                  edge_element_id(edge.u, edge.v).c_str(), px(tail), py(tail),
                  px(head) - dx * shorten, py(head) - dy * shorten);
    out << buf
        << (d == 0 ? "stroke=\"#9e9e9e\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>\n"
                   : "stroke=\"#222\" stroke-width=\"3\" marker-end=\"url(#arrow)\"/>\n");
  }
  for (int v = 0; v < g.order(); ++v) {
    std::snprintf(buf, sizeof buf,
                  "<g id=\"%s\"><circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.0f\" fill=\"white\" "
                  "stroke=\"#222\" stroke-width=\"1.5\"/><text x=\"%.1f\" y=\"%.1f\" "
                  "text-anchor=\"middle\" font-size=\"13\">%d</text></g>\n",
                  vertex_element_id(v).c_str(), px(v), py(v), kRadius, px(v), py(v) + 4.5, v);
    out << buf;
  }
  out << "<text x=\"" << width / 2 << "\" y=\"" << height - 12
      << "\" text-anchor=\"middle\" font-size=\"14\">Game of Cycles ("
      << variant_name(s.board().variant()) << "), "
      << (s.winner() ? "player " + std::to_string(number_of(*s.winner())) + " has won"
                     : "player " + std::to_string(number_of(s.side_to_move())) + " to move")
      << "</text>\n</svg>\n";
  return out.str();
}

}  // namespace gg::cycles
