#include "graph/standard_drawing.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/text.h"
#include "graph/board_file.h"
#include "graph/plane_drawing.h"
#include "graph/properties.h"

namespace gg {

Points layered_tree_drawing(const Graph& g) {
  const int n = g.order();
  const std::vector<int> centre = eccentricities(g).centre;
  // Depth below the centre (both ends of a central edge are at depth 0), each vertex's
  // children in vertex order.
  std::vector<int> depth(static_cast<std::size_t>(n), -1);
  std::vector<std::vector<int>> children(static_cast<std::size_t>(n));
  std::vector<int> queue(centre.begin(), centre.end());
  for (const int c : centre) depth[c] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int v = queue[head];
    for (const int w : bits_of(g.neighbours(v)))
      if (depth[w] < 0) {
        depth[w] = depth[v] + 1;
        children[v].push_back(w);
        queue.push_back(w);
      }
  }
  // Leaves take consecutive columns from the left; a parent sits midway over its first and
  // last child, so no two edges cross.
  Points p(static_cast<std::size_t>(n));
  double next_column = 0;
  const auto place = [&](auto&& self, int v) -> void {
    for (const int w : children[v]) self(self, w);
    const double x = children[v].empty()
                         ? next_column++
                         : (p[children[v].front()].first + p[children[v].back()].first) / 2;
    p[v] = {x, static_cast<double>(-depth[v])};  // -0.0 would print as "-0.000"
  };
  for (const int c : centre) place(place, c);
  return p;
}

// Their faces are the families' cells (tests/cycles_test.cpp, DrawingsShowTheCells).
std::optional<Points> plane_standard_drawing(std::string_view s, const Graph& g) {
  const int n = g.order();
  const auto number = s.size() > 1 ? parse_uint(s.substr(1), 64) : std::nullopt;
  if (s == "hourglass") return Points{{-2, 1}, {-2, -1}, {0, 0}, {2, 1}, {2, -1}};
  if (s == "inverted-hourglass")  // triangle 0 1 2 inside triangle 2 3 4, touching at 2
    return Points{{-1.1, 0.9}, {1.1, 0.9}, {0, -1.6}, {-2.6, 2}, {2.6, 2}};
  if (s == "K4") {
    Points p{{0, 0}};
    for (const auto& q : points_on_circle(3, 2)) p.push_back(q);
    return p;
  }
  if (s[0] == 'C' && number && s.find_first_of("x+") == std::string_view::npos)
    return points_on_circle(n, 2);
  if (s[0] == 'W' && number) {
    Points p{{0, 0}};
    for (const auto& q : points_on_circle(n - 1, 2)) p.push_back(q);
    return p;
  }
  // P_a x P_b: vertex (i, j) = i * b + j at column j, row i.
  if (s[0] == 'P') {
    const auto x = s.find('x');
    if (x == std::string_view::npos) return std::nullopt;
    const auto a = parse_uint(s.substr(1, x - 1), 64);
    const auto b =
        s.size() > x + 2 && s[x + 1] == 'P' ? parse_uint(s.substr(x + 2), 64) : std::nullopt;
    if (!a || !b || *a * *b != n) return std::nullopt;
    Points p;
    for (int i = 0; i < *a; ++i)
      for (int j = 0; j < *b; ++j) p.push_back({static_cast<double>(j), -static_cast<double>(i)});
    return p;
  }
  // C_m x K2: vertex (i, k) = 2i + k, the two cycles concentric.
  if (s[0] == 'C' && s.size() > 3 && s.substr(s.size() - 3) == "xK2") {
    const auto m = parse_uint(s.substr(1, s.size() - 4), 64);
    if (!m || 2 * *m != n) return std::nullopt;
    const Points outer = points_on_circle(*m, 2);
    const Points inner = points_on_circle(*m, 1);
    Points p;
    for (int i = 0; i < *m; ++i) {
      p.push_back(outer[i]);
      p.push_back(inner[i]);
    }
    return p;
  }
  return std::nullopt;
}

std::optional<Points> standard_drawing(std::string_view s, const Graph& g) {
  if (s.empty()) return std::nullopt;
  if (auto plane = plane_standard_drawing(s, g)) return plane;
  // A JSON board's own coordinates (the Python module passes networkx's pos this way).
  if (is_inline_board_json(s)) {
    if (auto given = parse_board_json(s, "JSON board").coordinates) return given;
  }
  const int n = g.order();
  std::string lower(s);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  if (lower == "petersen" && n == 10) {  // outer pentagon 0..4, inner pentagram 5..9
    Points p = points_on_circle(5, 2);
    for (const auto& q : points_on_circle(5, 1)) p.push_back(q);
    return p;
  }
  // The diamond as Figure 1 of the Trail Trap paper draws it: a rhombus, its diagonal 1-2.
  if (lower == "diamond" && n == 4) return Points{{-1, 0}, {0, 1}, {0, -1}, {1, 0}};
  // Kn and Pn: the number after the letter (-1 for anything else).
  const int number = s.size() > 1 ? parse_uint(s.substr(1), 64).value_or(-1) : -1;
  if (s[0] == 'K' && number == n) return points_on_circle(n, 2);
  if (s[0] == 'P' && number == n) {
    Points p;
    for (int i = 0; i < n; ++i) p.push_back({static_cast<double>(i), 0});
    return p;
  }
  // Kp,q: side A (0..p-1) in the top row, side B below, each row centred.
  if (s[0] == 'K') {
    const auto comma = s.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    const auto a = parse_uint(s.substr(1, comma - 1), 64);
    const auto b = parse_uint(s.substr(comma + 1), 64);
    if (!a || !b || *a + *b != n) return std::nullopt;
    Points p;
    for (int i = 0; i < *a; ++i) p.push_back({i - (*a - 1) / 2.0, 1});
    for (int j = 0; j < *b; ++j) p.push_back({j - (*b - 1) / 2.0, -1});
    return p;
  }
  if (n >= 3 && is_tree(g)) return layered_tree_drawing(g);
  return std::nullopt;
}

std::string dot_pin(const Points& points, int v) {
  if (points.empty()) return "";
  double extent = 1e-9;  // the drawing's larger side, scaled to 5 inches
  for (const auto& [x, y] : points)
    for (const auto& [x2, y2] : points) extent = std::max({extent, x - x2, y - y2});
  char pos[64];
  std::snprintf(pos, sizeof pos, " [pos=\"%.3f,%.3f!\"]", 5 * points[v].first / extent,
                5 * points[v].second / extent);
  return pos;
}

std::string vertex_element_id(int v) { return "v" + std::to_string(v); }

std::string edge_element_id(int u, int v) {
  if (u > v) std::swap(u, v);
  return "e" + std::to_string(u) + "_" + std::to_string(v);
}

std::string dot_vertex_id(int v) { return " [id=\"" + vertex_element_id(v) + "\"]"; }

std::string dot_edge_id(int u, int v) { return " [id=\"" + edge_element_id(u, v) + "\"]"; }

}  // namespace gg
