#include "graph/plane.h"

#include <algorithm>
#include <optional>

#include "core/error.h"
#include "core/text.h"
#include "graph/board_file.h"
#include "graph/edge_list.h"
#include "graph/families.h"
#include "graph/graph_spec.h"
#include "graph/plane_drawing.h"
#include "graph/plane_embedding.h"
#include "graph/properties.h"
#include "graph/standard_drawing.h"
#include "graph/straight_line.h"

namespace gg {
namespace {

std::vector<std::vector<int>> parse_cells(std::string_view text, int order) {
  std::vector<std::vector<int>> cells;
  int index = 0;
  for (std::string_view part : split(text, ';')) {
    ++index;
    if (trim(part).empty()) continue;
    std::vector<int> cell;
    for (std::string_view token : split_ws(part)) {
      const auto v = parse_uint(token, 1000);
      if (!v || *v >= order)
        throw InputError("--cells: cell " + std::to_string(index) + " has '" + std::string(token) +
                         "', not a vertex 0.." + std::to_string(order - 1));
      cell.push_back(*v);
    }
    cells.push_back(cell);
  }
  return cells;
}

// The faces of the embedding given by a rotation system, as vertex walks; the longest face is
// left out as the outer face.
std::vector<std::vector<int>> faces_of_embedding(const Graph& g) {
  const std::optional<RotationSystem> around = planar_embedding(g);
  if (!around) throw InputError("the graph is not planar, so it has no plane drawing");
  const std::vector<std::vector<int>> faces = trace_faces(g, *around);
  // One outer face per component is dropped: the longest of each.
  std::vector<std::vector<int>> cells;
  std::vector<char> outer(faces.size(), 0);
  VertexSet done = 0;
  for (int v = 0; v < g.order(); ++v) {
    if (has(done, v) || g.neighbours(v) == 0) continue;
    const VertexSet comp = component_of(g, v);
    done |= comp;
    int best = -1;
    for (std::size_t f = 0; f < faces.size(); ++f)
      if (has(comp, faces[f][0]) && (best < 0 || faces[f].size() > faces[best].size()))
        best = static_cast<int>(f);
    if (best >= 0) outer[best] = 1;
  }
  for (std::size_t f = 0; f < faces.size(); ++f)
    if (!outer[f]) cells.push_back(faces[f]);
  return cells;
}

bool is_forest(const Graph& g) { return g.size() == g.order() - component_count(g); }

}  // namespace

bool same_cells(std::vector<std::vector<int>> a, std::vector<std::vector<int>> b) {
  for (auto& w : a) w = canonical_walk(w);
  for (auto& w : b) w = canonical_walk(w);
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  return a == b;
}

void validate_cells(const Graph& g, const std::vector<std::vector<int>>& cells) {
  std::vector<int> sides(g.size(), 0);
  for (std::size_t c = 0; c < cells.size(); ++c) {
    const auto& cell = cells[c];
    const std::string name = "cell " + std::to_string(c + 1);
    if (cell.size() < 3) throw InputError(name + " has fewer than 3 vertices");
    for (std::size_t i = 0; i < cell.size(); ++i) {
      const int a = cell[i];
      const int b = cell[(i + 1) % cell.size()];
      const int e = a == b ? -1 : g.edge_id(a, b);
      if (e < 0)
        throw InputError(name + ": " + std::to_string(a) + "-" + std::to_string(b) +
                         " is not an edge of the graph");
      if (++sides[e] > 2)
        throw InputError("edge " + std::to_string(a) + "-" + std::to_string(b) +
                         " borders more than two cells");
    }
  }
  // Euler for a plane drawing with c components: V - E + F = 1 + c, F counting the one
  // unbounded face, so V - E + cells = c.
  const int components = component_count(g);
  if (g.order() - g.size() + static_cast<int>(cells.size()) != components)
    throw InputError(
        "the cells are not the bounded faces of a drawing: " + std::to_string(g.order()) +
        " vertices - " + std::to_string(g.size()) + " edges + " + std::to_string(cells.size()) +
        " cells should equal " + std::to_string(components) +
        (components == 1 ? " component" : " components") + " (Euler's formula)");
}

PlaneBoard parse_plane_board(std::string_view spec, std::string_view cells_text) {
  const std::string_view s = trim(spec);
  PlaneBoard board;
  auto cycle_cells = [](int n) {
    std::vector<int> c(n);
    for (int i = 0; i < n; ++i) c[i] = i;
    return std::vector<std::vector<int>>{c};
  };
  const bool inline_json = is_inline_board_json(s);
  const std::string file_text = is_file_spec(s) ? read_spec_file(s) : "";
  if (inline_json || looks_like_board_json(file_text)) {
    const std::string source = inline_json ? "JSON board" : board_file_source(s);
    const std::string from = inline_json ? "the JSON board" : "the board file";
    BoardFile file = parse_board_json(inline_json ? s : std::string_view(file_text), source);
    board.graph = std::move(file.graph);
    if ((file.cells || file.coordinates) && !trim(cells_text).empty())
      throw InputError("--cells: the " + source + " already gives the drawing");
    if (file.cells) {
      board.cells = std::move(*file.cells);
      board.drawing = "cells from " + from;
    } else if (file.coordinates) {
      board.cells = cells_of_straight_line_drawing(board.graph, *file.coordinates);
      board.coordinates = scaled_to_unit(*file.coordinates);
      board.drawing = "straight-line drawing from " + from + "'s coordinates";
    }
  } else if (s == "hourglass" || s == "inverted-hourglass") {
    board.graph = hourglass_graph();
    board.cells = s == "hourglass" ? std::vector<std::vector<int>>{{0, 1, 2}, {2, 3, 4}}
                                   : std::vector<std::vector<int>>{{0, 1, 2}, {2, 3, 4, 2, 1, 0}};
    board.coordinates = *plane_standard_drawing(s, board.graph);
    board.drawing = std::string(s) + " (thesis Figure 4)";
  } else {
    board.graph = parse_graph_spec(s);
  }
  if (board.graph.has_loops())
    throw InputError("the Game of Cycles is played on graphs without loops");
  const int n = board.graph.order();
  if (!trim(cells_text).empty()) {
    board.cells = parse_cells(cells_text, n);
    board.coordinates.clear();  // a named drawing shows other cells
    board.drawing = "cells given";
  } else if (board.drawing.empty()) {
    const char first = s.empty() ? ' ' : s[0];
    std::optional<int> number;
    if (s.size() > 1) number = parse_uint(s.substr(1), 64);
    if (is_forest(board.graph)) {
      board.drawing = "forest (no cells)";
      // A tree as the graph games draw it (a path in a line, others in layers from the
      // centre): with no cells, any crossing-free drawing is its plane drawing.
      if (is_tree(board.graph))
        board.coordinates = standard_drawing(s, board.graph).value_or(Points{});
    } else if (first == 'C' && number && s.find_first_of("x+") == std::string_view::npos) {
      board.cells = cycle_cells(*number);
      board.coordinates = *plane_standard_drawing(s, board.graph);
      board.drawing = "standard drawing of C" + std::to_string(*number);
    } else if (first == 'W' && number) {
      for (int i = 1; i < n; ++i) board.cells.push_back({0, i, i + 1 < n ? i + 1 : 1});
      board.coordinates = *plane_standard_drawing(s, board.graph);
      board.drawing = "standard drawing of W" + std::to_string(*number) + " (hub 0)";
    } else if (s == "K4") {
      board.cells = {{0, 1, 2}, {0, 2, 3}, {0, 3, 1}};
      board.coordinates = *plane_standard_drawing(s, board.graph);
      board.drawing = "K4 as triangle 1 2 3 around vertex 0";
    } else if (auto standard = plane_standard_drawing(s, board.graph)) {
      // Grids and prisms: the cells are the faces of the standard drawing.
      board.cells = cells_of_straight_line_drawing(board.graph, *standard);
      board.coordinates = std::move(*standard);
      board.drawing = "standard drawing of " + std::string(s);
    } else {
      board.cells = faces_of_embedding(board.graph);
      board.drawing = "automatic planar embedding (longest face outer)";
    }
  }
  validate_cells(board.graph, board.cells);
  return board;
}

}  // namespace gg
