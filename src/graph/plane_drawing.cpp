#include "graph/plane_drawing.h"

#include <cmath>

#include "core/error.h"
#include "graph/straight_line.h"

namespace gg {

std::optional<std::vector<std::pair<double, double>>> barycentric_drawing(const PlaneBoard& b) {
  const Graph& g = b.graph;
  if (b.cells.empty()) return std::nullopt;
  // Outer boundary: edges on exactly one cell side.
  std::vector<int> sides(static_cast<std::size_t>(g.size()), 0);
  for (const auto& cell : b.cells)
    for (std::size_t i = 0; i < cell.size(); ++i)
      ++sides[static_cast<std::size_t>(g.edge_id(cell[i], cell[(i + 1) % cell.size()]))];
  std::vector<std::vector<int>> boundary(static_cast<std::size_t>(g.order()));
  int boundary_edges = 0;
  for (int e = 0; e < g.size(); ++e) {
    if (sides[static_cast<std::size_t>(e)] != 1) continue;
    boundary[static_cast<std::size_t>(g.edge(e).u)].push_back(g.edge(e).v);
    boundary[static_cast<std::size_t>(g.edge(e).v)].push_back(g.edge(e).u);
    ++boundary_edges;
  }
  // Walk it: it must be one simple cycle through every boundary vertex.
  int start = -1;
  for (int v = 0; v < g.order(); ++v) {
    const auto d = boundary[static_cast<std::size_t>(v)].size();
    if (d != 0 && d != 2) return std::nullopt;
    if (d == 2 && start < 0) start = v;
  }
  if (start < 0) return std::nullopt;
  std::vector<int> cycle{start};
  int previous = -1, current = start;
  for (;;) {
    const auto& nb = boundary[static_cast<std::size_t>(current)];
    const int next = nb[0] != previous ? nb[0] : nb[1];
    if (next == start) break;
    cycle.push_back(next);
    previous = current;
    current = next;
    if (static_cast<int>(cycle.size()) > g.order()) return std::nullopt;
  }
  if (static_cast<int>(cycle.size()) != boundary_edges) return std::nullopt;

  std::vector<std::pair<double, double>> pos(static_cast<std::size_t>(g.order()), {0.0, 0.0});
  std::vector<bool> fixed(static_cast<std::size_t>(g.order()), false);
  const auto outer = points_on_circle(static_cast<int>(cycle.size()), 1);
  for (std::size_t i = 0; i < cycle.size(); ++i) {
    pos[static_cast<std::size_t>(cycle[i])] = outer[i];
    fixed[static_cast<std::size_t>(cycle[i])] = true;
  }
  for (int v = 0; v < g.order(); ++v)
    if (!fixed[static_cast<std::size_t>(v)] && g.degree(v) < 2) return std::nullopt;
  // Gauss-Seidel on the barycentre equations; a few hundred sweeps settle boards this small.
  for (int sweep = 0; sweep < 500; ++sweep)
    for (int v = 0; v < g.order(); ++v) {
      if (fixed[static_cast<std::size_t>(v)]) continue;
      double x = 0, y = 0;
      int count = 0;
      for (int w = 0; w < g.order(); ++w)
        if (w != v && g.adjacent(v, w)) {
          x += pos[static_cast<std::size_t>(w)].first;
          y += pos[static_cast<std::size_t>(w)].second;
          ++count;
        }
      pos[static_cast<std::size_t>(v)] = {x / count, y / count};
    }
  return pos;
}

std::vector<std::pair<double, double>> drawing_of(const PlaneBoard& b) {
  if (!b.coordinates.empty()) return b.coordinates;
  const auto candidate = barycentric_drawing(b);
  if (!candidate) return {};
  try {
    if (same_cells(cells_of_straight_line_drawing(b.graph, *candidate), b.cells)) return *candidate;
  } catch (const InputError&) {  // not plane: vertices on one point, crossings
  }
  return {};
}

std::vector<std::pair<double, double>> points_on_circle(int count, double radius) {
  std::vector<std::pair<double, double>> points;
  const double pi = std::acos(-1.0);
  for (int i = 0; i < count; ++i) {
    const double angle = pi / 2 + 2 * pi * static_cast<double>(i) / static_cast<double>(count);
    points.push_back({radius * std::cos(angle), radius * std::sin(angle)});
  }
  return points;
}

}  // namespace gg
