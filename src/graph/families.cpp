#include "graph/families.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "core/error.h"
#include "core/text.h"
#include "graph/board_file.h"
#include "graph/edge_list.h"
#include "graph/graph6.h"

namespace gg {
namespace {

void require(bool ok, std::string_view spec, const std::string& why) {
  if (!ok) throw InputError("graph spec '" + std::string(spec) + "': " + why);
}

// The comma-separated lengths (each >= 1) after the colon of "spider:1,3,7" or "theta:2,3".
std::vector<int> lengths_after_colon(std::string_view s, const std::string& what) {
  std::vector<int> lengths;
  for (auto part : split(s.substr(s.find(':') + 1), ',')) {
    const auto len = parse_uint(part, 64);
    require(len && *len >= 1, s, what + " length '" + std::string(part) + "' is not a number >= 1");
    lengths.push_back(*len);
  }
  return lengths;
}

// Parses "<prefix><int>" exactly; nullopt when the text has another shape.
std::optional<int> numbered(std::string_view s, std::string_view prefix) {
  if (s.substr(0, prefix.size()) != prefix) return std::nullopt;
  return parse_uint(s.substr(prefix.size()), 1000000);
}

// Parses "<prefix><int>,<int>"; nullopt on another shape.
std::optional<std::pair<int, int>> numbered_pair(std::string_view s, std::string_view prefix) {
  if (s.substr(0, prefix.size()) != prefix) return std::nullopt;
  const auto parts = split(s.substr(prefix.size()), ',');
  if (parts.size() != 2) return std::nullopt;
  const auto a = parse_uint(parts[0], 1000000);
  const auto b = parse_uint(parts[1], 1000000);
  if (!a || !b) return std::nullopt;
  return std::make_pair(*a, *b);
}

void check_order(std::string_view spec, long long n) {
  require(n <= Graph::kMaxVertices, spec,
          "has " + std::to_string(n) + " vertices; at most 64 are supported");
}

std::optional<Graph> parse_family(std::string_view s) {
  if (s == "petersen") return petersen_graph();
  if (s == "moser") return moser_spindle();
  if (s == "octahedron") return octahedron_graph();
  if (s == "diamond") return diamond_graph();
  if (s == "cube") return hypercube(3);
  if (s.substr(0, 7) == "spider:") {
    const std::vector<int> legs = lengths_after_colon(s, "leg");
    long long total = 1;
    for (int l : legs) total += l;
    check_order(s, total);
    return spider_graph(legs);
  }
  if (s.substr(0, 6) == "theta:") {
    const std::vector<int> paths = lengths_after_colon(s, "path");
    require(paths.size() >= 2, s, "a theta graph needs at least two paths");
    require(std::count(paths.begin(), paths.end(), 1) <= 1, s,
            "only one path may have length 1 (two would be a repeated edge)");
    long long total = 2;
    for (int l : paths) total += l - 1;
    check_order(s, total);
    return theta_graph(paths);
  }
  if (auto pq = numbered_pair(s, "K")) {
    check_order(s, static_cast<long long>(pq->first) + pq->second);
    return complete_bipartite(pq->first, pq->second);
  }
  if (s.size() > 1 && s[0] == 'C' && s.find('+') != std::string_view::npos) {
    const auto plus = s.find('+');
    const auto n = parse_uint(s.substr(1, plus - 1), 1000000);
    const auto chord = split(s.substr(plus + 1), ',');
    require(n.has_value() && chord.size() == 2, s, "expected Cn+a,b (a chorded cycle)");
    const auto a = parse_uint(chord[0], 1000000);
    const auto b = parse_uint(chord[1], 1000000);
    require(a && b, s, "chord ends must be vertex numbers 1..n");
    check_order(s, *n);
    require(*n >= 4, s, "a chorded cycle needs n >= 4");
    require(*a >= 1 && *a <= *n && *b >= 1 && *b <= *n, s, "chord ends are numbered 1..n");
    return chorded_cycle(*n, *a, *b);
  }
  struct Simple {
    std::string_view prefix;
    int minimum;
    Graph (*make)(int);
  };
  static const Simple kSimple[] = {
      {"star", 0, star_graph},     {"K", 0, complete_graph}, {"P", 1, path_graph},
      {"C", 3, cycle_graph},       {"W", 4, wheel_graph},    {"B", 2, book_graph},
      {"T", 1, triangular_ladder}, {"Q", 0, hypercube},      {"E", 0, empty_graph},
  };
  for (const Simple& f : kSimple) {
    if (auto n = numbered(s, f.prefix)) {
      require(*n >= f.minimum, s, "needs n >= " + std::to_string(f.minimum));
      if (f.prefix == "Q") {
        require(*n <= 6, s, "Q" + std::to_string(*n) + " has more than 64 vertices");
      } else {
        check_order(s, f.prefix == "star" ? *n + 1LL : *n);
      }
      return f.make(*n);
    }
  }
  return std::nullopt;
}

// parse_family, with malformed family specs counted as "not a family".
bool parse_family_quietly(std::string_view s) {
  try {
    return parse_family(s).has_value();
  } catch (const InputError&) {
    return false;
  }
}

bool looks_like_edge_list(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (!(std::isdigit(static_cast<unsigned char>(c)) ||
          std::isspace(static_cast<unsigned char>(c)) || c == '-' || c == ',' || c == ';' ||
          c == ':'))
      return false;
  }
  return true;
}

Graph parse_file(std::string_view spec) {
  const std::string content = read_spec_file(spec);
  if (looks_like_board_json(content))
    return parse_board_json(content, board_file_source(spec)).graph;
  require(content.front() != '[', spec,
          "a JSON board file holds one object: {\"vertices\": n, \"edges\": [[u, v], ...]}");
  const std::string_view body = content;
  if (looks_like_edge_list(body)) return parse_edge_list(body);
  const auto first_line = trim(body.substr(0, body.find('\n')));
  return parse_nauty_string(first_line);
}

Graph parse_atom(std::string_view s, std::string_view whole) {
  require(!s.empty(), whole, "empty part");
  if (s.back() == '*') return with_all_loops(parse_atom(s.substr(0, s.size() - 1), whole));
  if (auto g = parse_family(s)) return *g;
  // Anything made only of printable graph6 characters is tried as graph6/sparse6 last.
  try {
    return parse_nauty_string(s);
  } catch (const InputError& e) {
    throw InputError("graph spec '" + std::string(whole) +
                     "': not a known family, edge list, graph6 or sparse6 (" + e.what() + ")");
  }
}

Graph parse_product(std::string_view s, std::string_view whole) {
  // 'x' never occurs in family names, so a top-level split is unambiguous for families;
  // graph6 strings may contain 'x', so only split when every part parses as a family.
  const auto parts = split(s, 'x');
  if (parts.size() > 1) {
    bool all_families = true;
    for (auto p : parts) {
      std::string_view core = p;
      while (!core.empty() && core.back() == '*') core.remove_suffix(1);
      if (core.empty() || !parse_family(core)) all_families = false;
    }
    if (all_families) {
      Graph g = parse_atom(parts[0], whole);
      for (std::size_t i = 1; i < parts.size(); ++i) {
        const Graph h = parse_atom(parts[i], whole);
        check_order(whole, static_cast<long long>(g.order()) * h.order());
        g = cartesian_product(g, h);
      }
      return g;
    }
  }
  return parse_atom(s, whole);
}

bool parse_product_quietly(std::string_view s) {
  try {
    parse_product(s, s);
    return true;
  } catch (const InputError&) {
    return false;
  }
}

}  // namespace

std::string read_spec_file(std::string_view spec) {
  const std::string path(spec.substr(1));
  std::error_code error;
  require(!std::filesystem::is_directory(path, error), spec, "'" + path + "' is a directory");
  std::ifstream in(path);
  require(in.good(), spec, "cannot read file '" + path + "'");
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string content(trim(buffer.str()));
  require(!content.empty(), spec, "file '" + path + "' is empty");
  return content;
}

std::optional<EdgePairs> parse_large_edge_list(std::string_view spec) {
  const std::string_view s = trim(spec);
  if (is_file_spec(s)) {
    const std::string content = read_spec_file(s);
    if (!looks_like_edge_list(content)) return std::nullopt;
    return parse_edge_pairs(content);
  }
  if (!looks_like_edge_list(s)) return std::nullopt;
  return parse_edge_pairs(s);
}

std::vector<SpecExample> spec_examples() {
  return {{"K5", "complete graph K_n"},
          {"K3,4", "complete bipartite graph K_p,q"},
          {"P6", "path on n vertices"},
          {"C6", "cycle C_n"},
          {"W6", "wheel: hub and a rim of n-1"},
          {"B4", "book: K2 joined to n-2 pages"},
          {"T6", "triangular ladder P_n squared"},
          {"star5", "star K_1,n"},
          {"Q3", "hypercube Q_d"},
          {"petersen", "Petersen graph"},
          {"moser", "Moser spindle"},
          {"octahedron", "octahedron"},
          {"diamond", "diamond, K4 minus an edge"},
          {"C8+1,3", "cycle with one chord (vertices numbered 1..n)"},
          {"spider:1,2,3", "spider with legs of these lengths"},
          {"theta:2,2,3", "theta graph: two poles joined by paths"},
          {"P3xP3", "Cartesian product (grids, prisms C_nxK2)"},
          {"K3|P3", "disjoint union"},
          {"P4*", "a loop at every vertex (EDGe)"},
          {"0-1 1-2 2-0 2-3", "edge list"},
          {"DQc", "graph6 or sparse6"}};
}

Graph parse_graph_spec(std::string_view spec) {
  const std::string_view s = trim(spec);
  require(!s.empty(), spec, "empty graph spec");
  if (is_file_spec(s)) return parse_file(s);
  if (is_inline_board_json(s)) return parse_board_json(s, "JSON board").graph;
  if (looks_like_edge_list(s)) return parse_edge_list(s);
  // graph6/sparse6 strings may contain '|' and 'x', so a string that is one is taken as one
  // before the union and product operators are looked for. No family spec is valid graph6:
  // each has a digit or is too short for the order its first character declares.
  const bool nauty_characters =
      std::all_of(s.begin(), s.end(), [](char c) { return c >= 63 && c <= 126; });
  if ((nauty_characters || s[0] == ':') && !parse_family_quietly(s)) {
    try {
      return parse_nauty_string(s);
    } catch (const InputError&) {
    }
  }
  if (s.find('|') != std::string_view::npos) {
    const auto parts = split(s, '|');
    Graph g = parse_product(trim(parts[0]), s);
    for (std::size_t i = 1; i < parts.size(); ++i) {
      const Graph h = parse_product(trim(parts[i]), s);
      check_order(s, static_cast<long long>(g.order()) + h.order());
      g = disjoint_union(g, h);
    }
    return g;
  }
  try {
    return parse_product(s, s);
  } catch (const InputError& error) {
    // Names typed another way: word families in any case; otherwise a suggestion.
    std::string lower(s);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const char* word : {"petersen", "moser", "octahedron", "diamond", "cube"})
      if (lower == word) return *parse_family(word);
    std::string guess = lower;
    guess.erase(std::remove(guess.begin(), guess.end(), '_'), guess.end());
    for (std::size_t i = 0; i < guess.size(); ++i)  // K5, P3xP4, K3,5, C5xK2, star5
      if (std::isalpha(static_cast<unsigned char>(guess[i])) && guess[i] != 'x' &&
          guess.compare(i, 4, "star") != 0 &&
          (i == 0 || !std::isalpha(static_cast<unsigned char>(guess[i - 1])) ||
           guess[i - 1] == 'x'))
        guess[i] = static_cast<char>(std::toupper(static_cast<unsigned char>(guess[i])));
    if (guess != s && parse_family_quietly(guess))
      throw InputError("graph spec '" + std::string(s) + "': unknown family (did you mean '" +
                       guess + "'? see gg graph --help)");
    if (parse_product_quietly(guess) && guess != s)
      throw InputError("graph spec '" + std::string(s) + "': unknown family (did you mean '" +
                       guess + "'? see gg graph --help)");
    const bool word = std::all_of(s.begin(), s.end(), [](char c) {
      return std::isalpha(static_cast<unsigned char>(c)) || c == '-';
    });
    if (word && s.size() > 2)  // most likely a name: say so first
      throw InputError("graph spec '" + std::string(s) +
                       "': not a known family (gg graph --help lists them), nor graph6 (" +
                       error.what() + ")");
    throw;
  }
}

Graph complete_graph(int n) {
  Graph g(n);
  for (int j = 1; j < n; ++j)
    for (int i = 0; i < j; ++i) g.add_edge(i, j);
  return g;
}

Graph complete_bipartite(int p, int q) {  // part A = 0..p-1, part B = p..p+q-1
  Graph g(p + q);
  for (int i = 0; i < p; ++i)
    for (int j = 0; j < q; ++j) g.add_edge(i, p + j);
  return g;
}

Graph path_graph(int n) {
  Graph g(n);
  for (int i = 0; i + 1 < n; ++i) g.add_edge(i, i + 1);
  return g;
}

Graph cycle_graph(int n) {
  Graph g = path_graph(n);
  g.add_edge(0, n - 1);
  return g;
}

Graph wheel_graph(int n) {  // hub 0, rim 1..n-1 in cyclic order
  Graph g(n);
  for (int i = 1; i < n; ++i) g.add_edge(i, i + 1 < n ? i + 1 : 1);
  for (int i = 1; i < n; ++i) g.add_edge(0, i);
  return g;
}

Graph book_graph(int n) {  // spine 0-1, pages 2..n-1 each joined to both spine vertices
  Graph g(n);
  g.add_edge(0, 1);
  for (int i = 2; i < n; ++i) {
    g.add_edge(0, i);
    g.add_edge(1, i);
  }
  return g;
}

Graph triangular_ladder(int n) {  // P_n squared: i ~ i+1 and i ~ i+2
  Graph g(n);
  for (int i = 0; i + 1 < n; ++i) {
    g.add_edge(i, i + 1);
    if (i + 2 < n) g.add_edge(i, i + 2);
  }
  return g;
}

Graph star_graph(int leaves) {  // centre 0, leaves 1..leaves
  Graph g(leaves + 1);
  for (int i = 1; i <= leaves; ++i) g.add_edge(0, i);
  return g;
}

Graph hypercube(int d) {  // vertices are d-bit words, adjacent when they differ in one bit
  const int n = 1 << d;
  Graph g(n);
  for (int v = 0; v < n; ++v)
    for (int b = 0; b < d; ++b)
      if (v < (v ^ (1 << b))) g.add_edge(v, v ^ (1 << b));
  return g;
}

Graph empty_graph(int n) { return Graph(n); }

Graph petersen_graph() {  // outer 5-cycle 0..4, spokes i~i+5, inner pentagram on 5..9
  Graph g(10);
  for (int i = 0; i < 5; ++i) g.add_edge(i, (i + 1) % 5);
  for (int i = 0; i < 5; ++i) g.add_edge(i, i + 5);
  for (int i = 0; i < 5; ++i) g.add_edge(5 + i, 5 + (i + 2) % 5);
  return g;
}

Graph moser_spindle() {
  // Two rhombi (each two triangles sharing an edge) with common apex 0: 0,1,2,3 and 0,4,5,6;
  // their far tips 3 and 6 are joined.
  Graph g(7);
  for (auto [u, v] : {std::pair{0, 1},
                      {0, 2},
                      {1, 2},
                      {1, 3},
                      {2, 3},
                      {0, 4},
                      {0, 5},
                      {4, 5},
                      {4, 6},
                      {5, 6},
                      {3, 6}})
    g.add_edge(u, v);
  return g;
}

Graph octahedron_graph() {  // K_{2,2,2}: i and i+3 are the non-adjacent (antipodal) pairs
  Graph g(6);
  for (int j = 1; j < 6; ++j)
    for (int i = 0; i < j; ++i)
      if (j != i + 3) g.add_edge(i, j);
  return g;
}

Graph diamond_graph() {  // K4 minus the edge 0-3
  Graph g(4);
  for (auto [u, v] : {std::pair{0, 1}, {0, 2}, {1, 2}, {1, 3}, {2, 3}}) g.add_edge(u, v);
  return g;
}

Graph chorded_cycle(int n, int a, int b) {
  Graph g = cycle_graph(n);
  if (g.edge_id(a - 1, b - 1) >= 0 || a == b) {
    throw InputError("chorded cycle C" + std::to_string(n) + "+" + std::to_string(a) + "," +
                     std::to_string(b) + ": the chord must join two non-adjacent vertices");
  }
  g.add_edge(a - 1, b - 1);
  return g;
}

Graph spider_graph(const std::vector<int>& legs) {
  int n = 1;
  for (int l : legs) n += l;
  Graph g(n);
  int next = 1;
  for (int len : legs) {
    int prev = 0;
    for (int i = 0; i < len; ++i) {
      g.add_edge(prev, next);
      prev = next++;
    }
  }
  return g;
}

Graph theta_graph(const std::vector<int>& paths) {
  int n = 2;
  for (int l : paths) n += l - 1;
  Graph g(n);
  int next = 2;
  for (int len : paths) {
    int prev = 0;
    for (int i = 1; i < len; ++i) {
      g.add_edge(prev, next);
      prev = next++;
    }
    g.add_edge(prev, 1);
  }
  return g;
}

Graph cartesian_product(const Graph& g, const Graph& h) {
  const int m = h.order();
  Graph p(g.order() * m);
  for (int x = 0; x < g.order(); ++x)
    for (const Edge& e : h.edges())
      if (e.u != e.v) p.add_edge(x * m + e.u, x * m + e.v);
  for (const Edge& e : g.edges())
    if (e.u != e.v)
      for (int y = 0; y < m; ++y) p.add_edge(e.u * m + y, e.v * m + y);
  return p;
}

Graph disjoint_union(const Graph& g, const Graph& h) {
  Graph u(g.order() + h.order());
  for (const Edge& e : g.edges()) u.add_edge(e.u, e.v);
  for (const Edge& e : h.edges()) u.add_edge(g.order() + e.u, g.order() + e.v);
  return u;
}

Graph with_all_loops(const Graph& g) {
  Graph out(g.order());
  for (const Edge& e : g.edges()) out.add_edge(e.u, e.v);
  for (int v = 0; v < g.order(); ++v)
    if (!g.has_loop(v)) out.add_edge(v, v);
  return out;
}

}  // namespace gg
