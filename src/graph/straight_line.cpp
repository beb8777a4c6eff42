#include "graph/straight_line.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/error.h"
#include "graph/plane_embedding.h"
#include "graph/properties.h"

namespace gg {
namespace {

// Twice the signed area of triangle a, b, c: positive when it turns left.
double turn(const Point& a, const Point& b, const Point& c) {
  return (b.first - a.first) * (c.second - a.second) - (b.second - a.second) * (c.first - a.first);
}

bool on_segment(const Point& p, const Point& a, const Point& b) {
  return turn(a, b, p) == 0 && std::min(a.first, b.first) <= p.first &&
         p.first <= std::max(a.first, b.first) && std::min(a.second, b.second) <= p.second &&
         p.second <= std::max(a.second, b.second);
}

std::string edge_name(const Edge& e) { return std::to_string(e.u) + "-" + std::to_string(e.v); }

void check_plane(const Graph& g, const std::vector<Point>& p) {
  for (int u = 0; u < g.order(); ++u)
    for (int v = u + 1; v < g.order(); ++v)
      if (p[u] == p[v])
        throw InputError("coordinates: vertices " + std::to_string(u) + " and " +
                         std::to_string(v) + " are at the same point");
  for (const Edge& e : g.edges())
    for (int w = 0; w < g.order(); ++w)
      if (w != e.u && w != e.v && on_segment(p[w], p[e.u], p[e.v]))
        throw InputError("coordinates: vertex " + std::to_string(w) + " lies on edge " +
                         edge_name(e));
  for (int i = 0; i < g.size(); ++i) {
    for (int j = i + 1; j < g.size(); ++j) {
      const Edge& a = g.edge(i);
      const Edge& b = g.edge(j);
      if (a.u == b.u || a.u == b.v || a.v == b.u || a.v == b.v) continue;
      const double d1 = turn(p[a.u], p[a.v], p[b.u]);
      const double d2 = turn(p[a.u], p[a.v], p[b.v]);
      const double d3 = turn(p[b.u], p[b.v], p[a.u]);
      const double d4 = turn(p[b.u], p[b.v], p[a.v]);
      if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
        throw InputError("coordinates: edges " + edge_name(a) + " and " + edge_name(b) + " cross");
    }
  }
}

}  // namespace

std::vector<std::vector<int>> cells_of_straight_line_drawing(const Graph& g,
                                                             const std::vector<Point>& points) {
  if (static_cast<int>(points.size()) != g.order())
    throw InputError("coordinates: " + std::to_string(points.size()) + " points for " +
                     std::to_string(g.order()) + " vertices");
  if (!is_connected(g)) throw InputError("coordinates: the graph must be connected");
  for (const Point& q : points)
    if (!std::isfinite(q.first) || !std::isfinite(q.second))
      throw InputError("coordinates: every coordinate must be a finite number");
  check_plane(g, points);
  RotationSystem rotation(g.order());
  for (int v = 0; v < g.order(); ++v) {
    for (int w : bits_of(g.neighbours(v))) rotation[v].push_back(w);
    auto angle = [&](int w) {
      return std::atan2(points[w].second - points[v].second, points[w].first - points[v].first);
    };
    std::sort(rotation[v].begin(), rotation[v].end(),
              [&](int a, int b) { return angle(a) < angle(b); });
  }
  // With neighbours counterclockwise, a walk leaves each vertex by the sharpest right turn, so
  // bounded faces are traced clockwise (negative area) and the outer face counterclockwise.
  std::vector<std::vector<int>> faces = trace_faces(g, rotation);
  auto area = [&](const std::vector<int>& face) {
    double twice = 0;
    for (std::size_t i = 0; i < face.size(); ++i) {
      const Point& a = points[face[i]];
      const Point& b = points[face[(i + 1) % face.size()]];
      twice += a.first * b.second - b.first * a.second;
    }
    return twice;
  };
  const auto outer = std::max_element(
      faces.begin(), faces.end(), [&](const auto& a, const auto& b) { return area(a) < area(b); });
  if (outer != faces.end()) faces.erase(outer);
  return faces;
}

}  // namespace gg
