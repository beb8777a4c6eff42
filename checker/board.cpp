#include "board.h"

#include <algorithm>
#include <optional>

#include "header.h"

namespace gg_check {
namespace {

// Numbers are spelt one way only ("7", never "07"), so that a claim has one canonical text.
int to_int(const std::string& s, const std::string& what) {
  if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string::npos ||
      (s.size() > 1 && s[0] == '0'))
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

namespace {

// The edges of P_n, C_n or K_n ('P', 'C', 'K') in labels 0..n-1.
std::vector<std::pair<int, int>> factor_edges(char family, int n) {
  std::vector<std::pair<int, int>> edges;
  for (int j = 1; j < n; ++j)
    for (int i = 0; i < j; ++i)
      if (family == 'K' || j == i + 1 || (family == 'C' && n >= 3 && i == 0 && j == n - 1))
        edges.emplace_back(i, j);
  return edges;
}

// "PmxPn", "CmxK2", ...: the product rebuilt in its standard labelling and compared edge for
// edge; std::nullopt when the name is not of this shape.
std::optional<bool> is_named_product(const Board& b, const std::string& name) {
  const auto x = name.find('x');
  if (x == std::string::npos || x < 2 || x + 2 >= name.size()) return std::nullopt;
  const std::string g = name.substr(0, x), h = name.substr(x + 1);
  for (const std::string& f : {g, h})
    if (std::string("PCK").find(f[0]) == std::string::npos ||
        f.find_first_not_of("0123456789", 1) != std::string::npos || f.size() > 3)
      return std::nullopt;
  const int m = std::stoi(g.substr(1)), n = std::stoi(h.substr(1));
  if (m * n != b.vertices) return false;
  std::vector<std::pair<int, int>> want;
  for (int i = 0; i < m; ++i)
    for (const auto& [u, v] : factor_edges(h[0], n)) want.emplace_back(i * n + u, i * n + v);
  for (const auto& [u, v] : factor_edges(g[0], m))
    for (int j = 0; j < n; ++j) want.emplace_back(u * n + j, v * n + j);
  if (want.size() != b.edges.size()) return false;
  for (const auto& [u, v] : want)
    if (b.edge_index(u, v) < 0) return false;
  return true;
}

// The graph6 string of the board's edges in their labels (no loops), or "" past 62 vertices.
std::string graph6(const Board& b) {
  if (b.vertices > 62) return "";
  std::string out(1, static_cast<char>(63 + b.vertices));
  int bit = 0, word = 0;
  for (int j = 1; j < b.vertices; ++j) {
    for (int i = 0; i < j; ++i) {
      word = word << 1 | (b.edge_index(i, j) >= 0 ? 1 : 0);
      if (++bit == 6) {
        out += static_cast<char>(63 + word);
        bit = word = 0;
      }
    }
  }
  if (bit > 0) out += static_cast<char>(63 + (word << (6 - bit)));
  return out;
}

// A name of graph6's shape: its first character gives an order up to 62 and its length fits.
bool looks_like_graph6(const std::string& name) {
  if (name.empty() || name[0] < 63 || name[0] > 63 + 62) return false;
  const long n = name[0] - 63;
  if (static_cast<long>(name.size()) != 1 + (n * (n - 1) / 2 + 5) / 6) return false;
  return std::all_of(name.begin(), name.end(), [](char c) { return c >= 63 && c <= 126; });
}

}  // namespace

Naming confirm_named_family(const Board& b, const std::string& name) {
  const auto refuse = [&](const std::string& form) {
    throw Refused("the board is named " + name + " but its edges form: " + form);
  };
  if (const auto product = is_named_product(b, name)) {
    if (!*product) refuse("another graph (" + describe(b) + ")");
    return {true, "the product " + name + " in its standard labelling"};
  }
  if (name.size() >= 2 && name.find_first_not_of("0123456789,", 1) == std::string::npos &&
      std::string("KPCW").find(name[0]) != std::string::npos) {
    const std::vector<int> sizes = numbers(name.substr(1), ',');
    const bool n_matches = sizes.size() == 1 && sizes[0] == b.vertices;
    bool has_form = false;
    if (name[0] == 'K' && sizes.size() == 2)
      has_form = complete_bipartite_sides(b) ==
                 std::pair{std::min(sizes[0], sizes[1]), std::max(sizes[0], sizes[1])};
    else if (name[0] == 'K')
      has_form = n_matches && is_complete(b);
    else if (name[0] == 'P')
      has_form = n_matches && is_path(b);
    else if (name[0] == 'C')
      has_form = n_matches && is_cycle(b);
    else
      has_form = n_matches && is_wheel(b);
    if (!has_form) refuse(describe(b));
    return {true, describe(b)};
  }
  if (looks_like_graph6(name)) {
    bool loops = false;
    for (const auto& [u, v] : b.edges) loops = loops || u == v;
    const std::string encoded = graph6(b);
    if (!loops && encoded != name) refuse("the graph6 string " + encoded);
    if (!loops) return {true, "the graph6 string of the edges as listed"};
  }
  return {false, "not confirmed: the board is the edges as listed"};
}

}  // namespace gg_check
