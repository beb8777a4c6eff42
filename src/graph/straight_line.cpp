#include "graph/straight_line.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

#include "core/error.h"
#include "graph/plane_embedding.h"
#include "graph/properties.h"

namespace gg {
namespace {

// The geometry is exact: every point is snapped to a grid of 2^kGridBits steps across the
// drawing's extent (one power-of-two scale, so points given at 1e300 or at 1e-300 are alike),
// and orientations are integer determinants in 128 bits. A drawing is judged as the grid
// holds it; two points closer than a step are one point.
constexpr int kGridBits = 40;

// 128-bit integers (a GCC and Clang extension, hence the marker).
__extension__ using Wide = __int128;

struct GridPoint {
  std::int64_t x = 0;
  std::int64_t y = 0;
  bool operator==(const GridPoint&) const = default;
};

int magnitude_exponent(const std::vector<Point>& points);

std::vector<GridPoint> snap_to_grid(const std::vector<Point>& points) {
  const int exponent = magnitude_exponent(points);
  std::vector<GridPoint> grid;
  for (const auto& [x, y] : points)
    grid.push_back({std::llround(std::ldexp(x, kGridBits - exponent)),
                    std::llround(std::ldexp(y, kGridBits - exponent))});
  return grid;
}

// Twice the signed area of triangle a, b, c: positive when it turns left. Coordinates are
// below 2^40 in magnitude, so the products fit 128 bits with room to spare.
Wide turn(const GridPoint& a, const GridPoint& b, const GridPoint& c) {
  return static_cast<Wide>(b.x - a.x) * (c.y - a.y) - static_cast<Wide>(b.y - a.y) * (c.x - a.x);
}

bool on_segment(const GridPoint& p, const GridPoint& a, const GridPoint& b) {
  return turn(a, b, p) == 0 && std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) &&
         std::min(a.y, b.y) <= p.y && p.y <= std::max(a.y, b.y);
}

int sign(Wide v) { return v > 0 ? 1 : v < 0 ? -1 : 0; }

std::string edge_name(const Edge& e) { return std::to_string(e.u) + "-" + std::to_string(e.v); }

void check_plane(const Graph& g, const std::vector<GridPoint>& p) {
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
      const int d1 = sign(turn(p[a.u], p[a.v], p[b.u]));
      const int d2 = sign(turn(p[a.u], p[a.v], p[b.v]));
      const int d3 = sign(turn(p[b.u], p[b.v], p[a.u]));
      const int d4 = sign(turn(p[b.u], p[b.v], p[a.v]));
      if (d1 * d2 < 0 && d3 * d4 < 0)
        throw InputError("coordinates: edges " + edge_name(a) + " and " + edge_name(b) + " cross");
    }
  }
}

// The exponent e with every coordinate below 2^e in magnitude (0 for all zero).
int magnitude_exponent(const std::vector<Point>& points) {
  double largest = 0;
  for (const auto& [x, y] : points) largest = std::max({largest, std::fabs(x), std::fabs(y)});
  int exponent = 0;
  if (largest > 0) std::frexp(largest, &exponent);
  return exponent;
}

}  // namespace

std::vector<Point> scaled_to_unit(std::vector<Point> points) {
  const int exponent = magnitude_exponent(points);
  for (auto& [x, y] : points) {
    x = std::ldexp(x, -exponent);
    y = std::ldexp(y, -exponent);
  }
  return points;
}

std::vector<std::vector<int>> cells_of_straight_line_drawing(const Graph& g,
                                                             const std::vector<Point>& points) {
  if (static_cast<int>(points.size()) != g.order())
    throw InputError("coordinates: " + std::to_string(points.size()) + " points for " +
                     std::to_string(g.order()) + " vertices");
  if (!is_connected(g)) throw InputError("coordinates: the graph must be connected");
  for (const Point& q : points)
    if (!std::isfinite(q.first) || !std::isfinite(q.second))
      throw InputError("coordinates: every coordinate must be a finite number");
  const std::vector<GridPoint> grid = snap_to_grid(points);
  check_plane(g, grid);
  RotationSystem rotation(g.order());
  for (int v = 0; v < g.order(); ++v) {
    for (int w : bits_of(g.neighbours(v))) rotation[v].push_back(w);
    // Differences of grid points are exact in a double (at most 2^41).
    auto angle = [&](int w) {
      return std::atan2(static_cast<double>(grid[w].y - grid[v].y),
                        static_cast<double>(grid[w].x - grid[v].x));
    };
    std::sort(rotation[v].begin(), rotation[v].end(),
              [&](int a, int b) { return angle(a) < angle(b); });
  }
  // With neighbours counterclockwise, a walk leaves each vertex by the sharpest right turn, so
  // bounded faces are traced clockwise (negative area) and the outer face counterclockwise.
  std::vector<std::vector<int>> faces = trace_faces(g, rotation);
  auto area = [&](const std::vector<int>& face) {
    Wide twice = 0;
    for (std::size_t i = 0; i < face.size(); ++i) {
      const GridPoint& a = grid[face[i]];
      const GridPoint& b = grid[face[(i + 1) % face.size()]];
      twice += static_cast<Wide>(a.x) * b.y - static_cast<Wide>(b.x) * a.y;
    }
    return twice;
  };
  const auto outer = std::max_element(
      faces.begin(), faces.end(), [&](const auto& a, const auto& b) { return area(a) < area(b); });
  if (outer != faces.end()) faces.erase(outer);
  return faces;
}

}  // namespace gg
