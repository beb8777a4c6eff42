#include "drawing.h"

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <set>

#include "header.h"

namespace gg_check {
namespace {

int tail(const Board& b, int dart) {
  const auto& [u, v] = b.edges[static_cast<std::size_t>(dart / 2)];
  return dart % 2 ? v : u;
}

// The cells turned so that no dart is walked twice: a cell that shares an edge with one
// already placed must walk it the other way round, which fixes its direction.
std::vector<std::vector<int>> turned(const Board& b, std::vector<std::vector<int>> cells) {
  std::vector<std::vector<int>> cells_at_edge(b.edges.size());
  for (std::size_t c = 0; c < cells.size(); ++c)
    for (const int d : cells[c]) cells_at_edge[static_cast<std::size_t>(d / 2)].push_back(int(c));
  std::vector<int> walked_by(2 * b.edges.size(), -1);
  std::vector<bool> placed(cells.size(), false);
  const auto place = [&](std::size_t c) {
    if (std::any_of(cells[c].begin(), cells[c].end(), [&](int d) { return walked_by[d] >= 0; })) {
      std::reverse(cells[c].begin(), cells[c].end());
      for (int& d : cells[c]) d ^= 1;
    }
    for (const int d : cells[c]) {
      if (walked_by[d] >= 0)
        throw Refused("the cells walk edge " + std::to_string(tail(b, d)) + "-" +
                      std::to_string(tail(b, d ^ 1)) +
                      " three times or twice the same way round: they are no drawing's faces");
      walked_by[d] = static_cast<int>(c);
    }
    placed[c] = true;
  };
  for (std::size_t first = 0; first < cells.size(); ++first) {
    if (placed[first]) continue;
    place(first);
    std::vector<std::size_t> todo{first};
    while (!todo.empty()) {
      const std::size_t c = todo.back();
      todo.pop_back();
      for (const int d : cells[c])
        for (const int next : cells_at_edge[static_cast<std::size_t>(d / 2)])
          if (!placed[next]) {
            place(next);
            todo.push_back(next);
          }
    }
  }
  return cells;
}

std::set<std::vector<int>> edge_sets(const std::vector<std::vector<int>>& cells) {
  std::set<std::vector<int>> sets;
  for (const auto& cell : cells) {
    std::vector<int> edges;
    for (const int d : cell) edges.push_back(d / 2);
    std::sort(edges.begin(), edges.end());
    sets.insert(edges);
  }
  return sets;
}

// The standard cells of "PaxPb" (unit squares) and "CmxK2" (squares, and the inner cycle of
// the vertices 2i + 1) as edge sets; empty when the name is of neither shape.
std::set<std::vector<int>> product_cells(const Board& b, const std::string& name) {
  std::vector<std::vector<int>> walks;
  int a = 0, m = 0;
  if (std::sscanf(name.c_str(), "P%dxP%d", &a, &m) == 2 && a * m == b.vertices) {
    for (int i = 0; i + 1 < a; ++i)
      for (int j = 0; j + 1 < m; ++j)
        walks.push_back({i * m + j, i * m + j + 1, (i + 1) * m + j + 1, (i + 1) * m + j});
  } else if (std::sscanf(name.c_str(), "C%dxK2", &m) == 1 && 2 * m == b.vertices &&
             name == "C" + std::to_string(m) + "xK2") {
    walks.emplace_back();
    for (int i = 0; i < m; ++i) {
      walks.push_back({2 * i, 2 * i + 1, 2 * ((i + 1) % m) + 1, 2 * ((i + 1) % m)});
      walks.front().push_back(2 * i + 1);
    }
  }
  std::vector<std::vector<int>> cells;
  for (const auto& walk : walks) {
    cells.emplace_back();
    for (std::size_t k = 0; k < walk.size(); ++k) {
      const int e = b.edge_index(walk[k], walk[(k + 1) % walk.size()]);
      if (e < 0) return {};
      cells.back().push_back(2 * e);
    }
  }
  return edge_sets(cells);
}

// Whether the drawing is the standard one of the board's (confirmed) name: the cells of a
// cycle and of K4 are the same in every drawing; a wheel's are the triangles at its hub; a
// grid's and a prism's are compared cell for cell in the standard labelling.
std::string standard_words(const Board& b, const std::vector<std::vector<int>>& cells,
                           const std::string& name, bool& is_standard) {
  const bool numbered =
      name.size() > 1 && name.find_first_not_of("0123456789", 1) == std::string::npos;
  if ((numbered && name[0] == 'C') || name == "K4") {
    is_standard = true;
  } else if (numbered && name[0] == 'W') {
    int hub = 0;
    for (int v = 0; v < b.vertices; ++v)
      if (b.degree(v) == b.vertices - 1) hub = v;
    is_standard = std::all_of(cells.begin(), cells.end(), [&](const std::vector<int>& c) {
      return c.size() == 3 &&
             std::any_of(c.begin(), c.end(), [&](int d) { return tail(b, d) == hub; });
    });
  } else {
    const auto standard = product_cells(b, name);
    if (standard.empty()) return "";
    is_standard = standard == edge_sets(cells);
  }
  return (is_standard ? "the standard drawing of " : "not the standard drawing of ") + name;
}

}  // namespace

Drawing check_drawing(const Board& b, const std::vector<std::vector<int>>& given,
                      const std::string& name, bool name_confirmed) {
  const std::vector<std::vector<int>> cells = turned(b, given);
  const std::size_t darts = 2 * b.edges.size();
  // The rotation: next[d] is the dart after d (both out of one vertex) in the cyclic order
  // there. A cell's corner a -> v -> w puts v -> w right after v -> a.
  std::vector<int> next(darts, -1), before(darts, -1), cell_of(darts, -1);
  for (std::size_t c = 0; c < cells.size(); ++c)
    for (std::size_t k = 0; k < cells[c].size(); ++k) {
      const int in = cells[c][k], out = cells[c][(k + 1) % cells[c].size()];
      next[in ^ 1] = out;
      before[out] = in ^ 1;
      cell_of[in] = static_cast<int>(c);
    }
  // At each vertex the corners chain its darts into paths; the outer face's corners join
  // them into one cycle. A chain closed on itself but short of all the vertex's darts is a
  // vertex the cells pinch: no drawing.
  for (int v = 0; v < b.vertices; ++v) {
    std::vector<int> out, starts, ends;
    for (std::size_t d = 0; d < darts; ++d)
      if (tail(b, static_cast<int>(d)) == v) out.push_back(static_cast<int>(d));
    std::size_t on_paths = 0;
    for (const int d : out) {
      if (before[d] >= 0) continue;
      starts.push_back(d);
      int last = d;
      for (++on_paths; next[last] >= 0; last = next[last]) ++on_paths;
      ends.push_back(last);
    }
    if (on_paths != out.size() && !(starts.empty() && [&] {
          std::size_t around = 1;
          for (int d = next[out[0]]; d != out[0]; d = next[d]) ++around;
          return around == out.size();
        }()))
      throw Refused("the cells' corners at vertex " + std::to_string(v) +
                    " do not fit around it: they are no drawing's faces");
    for (std::size_t k = 0; k < starts.size(); ++k) next[ends[k]] = starts[(k + 1) % starts.size()];
  }
  // Components, by their edges.
  std::vector<int> component(static_cast<std::size_t>(b.vertices));
  std::iota(component.begin(), component.end(), 0);
  const auto root = [&](int v) {
    while (component[v] != v) v = component[v] = component[component[v]];
    return v;
  };
  for (const auto& [u, v] : b.edges) component[root(u)] = root(v);
  // The faces are the orbits of "turn at the head": the dart after d in its face is the one
  // after d's reverse around d's head. Every cell is one; the rest are outer faces.
  std::vector<int> vertices_of(b.vertices, 0), edges_of(b.vertices, 0), faces_of(b.vertices, 0),
      outer_of(b.vertices, 0);
  for (int v = 0; v < b.vertices; ++v) ++vertices_of[root(v)];
  for (const auto& [u, v] : b.edges) ++edges_of[root(u)];
  Drawing drawing;
  std::vector<bool> seen(darts, false);
  for (std::size_t first = 0; first < darts; ++first) {
    if (seen[first]) continue;
    std::string walk;
    std::size_t length = 0;
    for (int d = static_cast<int>(first); !seen[d]; d = next[d ^ 1], ++length) {
      seen[d] = true;
      if (!walk.empty()) walk += ' ';
      walk += std::to_string(tail(b, d));
    }
    const int c = cell_of[first], comp = root(tail(b, static_cast<int>(first)));
    ++faces_of[comp];
    if (c >= 0 && length != cells[static_cast<std::size_t>(c)].size())
      throw Refused("a cell is no face of the drawing its corners make");
    if (c < 0) {
      ++outer_of[comp];
      if (!drawing.outer.empty()) drawing.outer += "; ";
      drawing.outer += walk;
    }
  }
  for (int r = 0; r < b.vertices; ++r) {
    if (root(r) != r || edges_of[r] == 0) continue;
    if (outer_of[r] != 1)
      throw Refused("the component of vertex " + std::to_string(r) + " has " +
                    std::to_string(outer_of[r]) +
                    " faces besides its cells: the cells are not all its bounded faces");
    if (vertices_of[r] - edges_of[r] + faces_of[r] != 2)
      throw Refused("the component of vertex " + std::to_string(r) +
                    " fails Euler's formula: V - E + F = " +
                    std::to_string(vertices_of[r] - edges_of[r] + faces_of[r]) + ", not 2");
  }
  if (cells.empty()) {  // a forest, by Euler's formula: every drawing has no cells
    drawing.is_standard = true;
    drawing.standard = "the only cells a forest has (none)";
  } else if (name_confirmed) {
    drawing.standard = standard_words(b, cells, name, drawing.is_standard);
  }
  return drawing;
}

}  // namespace gg_check
