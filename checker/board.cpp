#include "board.h"

#include <algorithm>

#include "header.h"

namespace gg_check {
namespace {

int to_int(const std::string& s, const std::string& what) {
  if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string::npos)
    throw Refused("'" + s + "' in " + what + " is not a number");
  return std::stoi(s);
}

bool connected(const Board& b, const std::vector<bool>& skip) {
  int start = -1, count = 0;
  for (int v = 0; v < b.vertices; ++v) {
    if (!skip[v]) {
      ++count;
      if (start < 0) start = v;
    }
  }
  if (start < 0) return true;
  std::vector<bool> seen(b.vertices, false);
  std::vector<int> todo{start};
  seen[start] = true;
  int reached = 1;
  while (!todo.empty()) {
    const int v = todo.back();
    todo.pop_back();
    for (int w : b.neighbours[v]) {
      if (!skip[w] && !seen[w]) {
        seen[w] = true;
        ++reached;
        todo.push_back(w);
      }
    }
  }
  return reached == count;
}

// A connected graph (without the skipped vertices) whose degrees there are all `d`.
bool connected_regular(const Board& b, const std::vector<bool>& skip, int d) {
  for (int v = 0; v < b.vertices; ++v) {
    if (skip[v]) continue;
    int deg = 0;
    for (int w : b.neighbours[v]) deg += skip[w] ? 0 : 1;
    if (deg != d) return false;
  }
  return connected(b, skip);
}

bool is_complete(const Board& b) {
  return static_cast<int>(b.edges.size()) == b.vertices * (b.vertices - 1) / 2;
}

bool is_path(const Board& b) {
  if (b.vertices == 0 || static_cast<int>(b.edges.size()) != b.vertices - 1) return false;
  for (int v = 0; v < b.vertices; ++v)
    if (b.degree(v) > 2) return false;
  return connected(b, std::vector<bool>(b.vertices, false));
}

bool is_cycle(const Board& b) {
  return b.vertices >= 3 && connected_regular(b, std::vector<bool>(b.vertices, false), 2);
}

bool is_wheel(const Board& b) {
  const int n = b.vertices;
  if (n < 4 || static_cast<int>(b.edges.size()) != 2 * (n - 1)) return false;
  for (int hub = 0; hub < n; ++hub) {
    if (b.degree(hub) != n - 1) continue;
    std::vector<bool> skip(n, false);
    skip[hub] = true;
    if (connected_regular(b, skip, 2)) return true;
  }
  return false;
}

// The sides {p, q} (p <= q) when the board is a complete bipartite graph, else {0, 0}.
std::pair<int, int> complete_bipartite_sides(const Board& b) {
  std::vector<int> side(b.vertices, -1);
  for (int s = 0; s < b.vertices; ++s) {
    if (side[s] >= 0) continue;
    side[s] = 0;
    std::vector<int> todo{s};
    while (!todo.empty()) {
      const int v = todo.back();
      todo.pop_back();
      for (int w : b.neighbours[v]) {
        if (side[w] < 0) {
          side[w] = 1 - side[v];
          todo.push_back(w);
        } else if (side[w] == side[v]) {
          return {0, 0};
        }
      }
    }
  }
  const int p = static_cast<int>(std::count(side.begin(), side.end(), 0));
  const int q = b.vertices - p;
  if (p == 0 || q == 0 || static_cast<int>(b.edges.size()) != p * q) return {0, 0};
  return {std::min(p, q), std::max(p, q)};
}

}  // namespace

int Board::edge_index(int u, int v) const {
  if (u < 0 || v < 0 || u >= vertices || v >= vertices) return -1;
  return edge_at[static_cast<std::size_t>(u * vertices + v)];
}

bool is_automorphism(const Board& b, const std::vector<int>& map) {
  if (static_cast<int>(map.size()) != b.vertices) return false;
  std::vector<bool> hit(map.size(), false);
  for (const int image : map) {
    if (image < 0 || image >= b.vertices || hit[image]) return false;
    hit[image] = true;
  }
  for (const auto& [u, v] : b.edges)
    if (b.edge_index(map[u], map[v]) < 0) return false;
  return true;
}

std::vector<int> numbers(const std::string& text, char separator) {
  std::vector<int> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto end = std::min(text.find(separator, start), text.size());
    out.push_back(to_int(text.substr(start, end - start), "'" + text + "'"));
    start = end + 1;
  }
  return out;
}

Board read_board(const Header& header, bool loops_allowed) {
  Board b;
  b.vertices = to_int(header.field("vertices"), "vertices");
  if (b.vertices > 64) throw Refused("more than 64 vertices");
  b.neighbours.assign(b.vertices, {});
  b.edge_at.assign(static_cast<std::size_t>(b.vertices * b.vertices), -1);
  const std::string& list = header.field("edges");
  std::size_t start = 0;
  while (start < list.size()) {
    const auto end = std::min(list.find(' ', start), list.size());
    const std::string item = list.substr(start, end - start);
    start = end + 1;
    const auto dash = item.find('-');
    if (dash == std::string::npos) throw Refused("edge '" + item + "' is not u-v");
    const int u = to_int(item.substr(0, dash), "edges");
    const int v = to_int(item.substr(dash + 1), "edges");
    if (u >= b.vertices || v >= b.vertices) throw Refused("edge '" + item + "' leaves the graph");
    if (u == v && !loops_allowed) throw Refused("edge '" + item + "' is a loop");
    if (b.edge_index(u, v) >= 0) throw Refused("edge '" + item + "' is listed twice");
    b.edge_at[static_cast<std::size_t>(u * b.vertices + v)] = static_cast<int>(b.edges.size());
    b.edge_at[static_cast<std::size_t>(v * b.vertices + u)] = static_cast<int>(b.edges.size());
    b.edges.emplace_back(u, v);
    b.neighbours[u].push_back(v);
    if (u != v) b.neighbours[v].push_back(u);
  }
  return b;
}

std::string describe(const Board& b) {
  const std::string n = std::to_string(b.vertices);
  bool loops = false;
  for (const auto& [u, v] : b.edges) loops = loops || u == v;
  if (!loops) {
    if (b.vertices > 0 && is_complete(b)) return "complete graph K" + n;
    if (is_cycle(b)) return "cycle C" + n;
    if (is_path(b)) return "path P" + n;
    if (is_wheel(b)) return "wheel W" + n;
    if (const auto [p, q] = complete_bipartite_sides(b); p > 0)
      return "complete bipartite graph K" + std::to_string(p) + "," + std::to_string(q);
  }
  return n + " vertices, " + std::to_string(b.edges.size()) + " edges";
}

void confirm_named_family(const Board& b, const std::string& name) {
  if (name.size() < 2 || name.find_first_not_of("0123456789,", 1) != std::string::npos) return;
  const std::vector<int> sizes = numbers(name.substr(1), ',');
  const bool n_matches = sizes.size() == 1 && sizes[0] == b.vertices;
  bool has_form = true;
  switch (name[0]) {
    case 'K':
      if (sizes.size() == 2) {
        has_form = complete_bipartite_sides(b) ==
                   std::pair{std::min(sizes[0], sizes[1]), std::max(sizes[0], sizes[1])};
      } else {
        has_form = n_matches && is_complete(b);
      }
      break;
    case 'P':
      has_form = n_matches && is_path(b);
      break;
    case 'C':
      has_form = n_matches && is_cycle(b);
      break;
    case 'W':
      has_form = n_matches && is_wheel(b);
      break;
    default:
      return;
  }
  if (!has_form)
    throw Refused("the board is named " + name + " but its edges form: " + describe(b));
}

}  // namespace gg_check
