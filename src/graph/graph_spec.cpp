#include "graph/graph_spec.h"

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
#include "graph/families.h"
#include "graph/graph6.h"

namespace gg {
namespace {

void require(bool ok, std::string_view spec, const std::string& why) {
  if (!ok) throw InputError("graph spec '" + shown(spec) + "': " + why);
}

// Board files are small; anything larger (or a device such as /dev/zero) is refused before
// it is read.
constexpr std::uintmax_t kMaxSpecFileBytes = 16 << 20;

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

// A named family of graphs: its example and help (gg graph --help, the explorer's list) and
// its parser, which returns nullopt when the text is not of this family's shape and throws
// InputError naming what is wrong when it is but cannot be built. The table is the one place
// a family is added; parse_family tries each in turn.
struct Family {
  std::string_view example;
  std::string_view help;
  std::optional<Graph> (*parse)(std::string_view s, const Family& self);
  // Families of one number, "<prefix><n>": n >= minimum, per_n * n + plus vertices. A named
  // graph is its prefix alone, built by make(0).
  std::string_view prefix = {};
  Graph (*make)(int) = nullptr;
  int minimum = 0;
  int per_n = 1;
  int plus = 0;
};

std::optional<Graph> numbered_family(std::string_view s, const Family& f) {
  const auto n = numbered(s, f.prefix);
  if (!n) return std::nullopt;
  require(*n >= f.minimum, s, "needs n >= " + std::to_string(f.minimum));
  check_order(s, static_cast<long long>(f.per_n) * *n + f.plus);
  return f.make(*n);
}

std::optional<Graph> hypercube_family(std::string_view s, const Family&) {
  const auto d = numbered(s, "Q");
  if (!d) return std::nullopt;
  require(*d <= 6, s, "Q" + std::to_string(*d) + " has more than 64 vertices");
  return hypercube(*d);
}

std::optional<Graph> named_graph(std::string_view s, const Family& f) {
  if (s != f.prefix) return std::nullopt;
  return f.make(0);
}

std::optional<Graph> complete_multipartite_family(std::string_view s, const Family&) {
  if (s.size() <= 1 || s[0] != 'K' || s.find(',') == std::string_view::npos) return std::nullopt;
  std::vector<int> parts;
  long long total = 0;
  for (auto part : split(s.substr(1), ',')) {
    const auto size = parse_uint(part, 64);
    if (!size) return std::nullopt;
    require(*size >= 1, s, "each part of a complete multipartite graph needs a vertex");
    parts.push_back(*size);
    total += *size;
  }
  check_order(s, total);
  return parts.size() == 2 ? complete_bipartite(parts[0], parts[1]) : complete_multipartite(parts);
}

std::optional<Graph> chorded_cycle_family(std::string_view s, const Family&) {
  if (s.size() <= 1 || s[0] != 'C' || s.find('+') == std::string_view::npos) return std::nullopt;
  const auto pieces = split(s.substr(1), '+');
  const auto n = parse_uint(pieces[0], 1000000);
  require(n.has_value(), s, "expected Cn+a,b (a cycle with chords, e.g. C9+1,4+2,7)");
  check_order(s, *n);
  require(*n >= 4, s, "a chorded cycle needs n >= 4");
  std::vector<std::pair<int, int>> chords;
  for (std::size_t i = 1; i < pieces.size(); ++i) {
    const auto ends = split(pieces[i], ',');
    require(ends.size() == 2, s,
            "chord '" + std::string(pieces[i]) + "' is not a,b (two vertices 1..n)");
    const auto a = parse_uint(ends[0], 1000000);
    const auto b = parse_uint(ends[1], 1000000);
    require(a && b, s, "chord ends must be vertex numbers 1..n");
    require(*a >= 1 && *a <= *n && *b >= 1 && *b <= *n, s, "chord ends are numbered 1..n");
    chords.emplace_back(*a, *b);
  }
  return chorded_cycle(*n, chords);
}

// "<prefix>a,b,..." after a colon: the lengths, or nullopt for another prefix.
std::optional<std::vector<int>> after_prefix(std::string_view s, std::string_view prefix,
                                             const std::string& what) {
  if (s.substr(0, prefix.size()) != prefix) return std::nullopt;
  return lengths_after_colon(s, what);
}

std::optional<Graph> spider_family(std::string_view s, const Family&) {
  const auto legs = after_prefix(s, "spider:", "leg");
  if (!legs) return std::nullopt;
  long long total = 1;
  for (int l : *legs) total += l;
  check_order(s, total);
  return spider_graph(*legs);
}

std::optional<Graph> theta_family(std::string_view s, const Family&) {
  const auto paths = after_prefix(s, "theta:", "path");
  if (!paths) return std::nullopt;
  require(paths->size() >= 2, s, "a theta graph needs at least two paths");
  require(std::count(paths->begin(), paths->end(), 1) <= 1, s,
          "only one path may have length 1 (two would be a repeated edge)");
  long long total = 2;
  for (int l : *paths) total += l - 1;
  check_order(s, total);
  return theta_graph(*paths);
}

std::optional<Graph> petal_family(std::string_view s, const Family&) {
  const auto petals = after_prefix(s, "petal:", "petal");
  if (!petals) return std::nullopt;
  long long total = 1;
  for (int l : *petals) {
    require(l >= 3, s, "a petal is a cycle of length >= 3");
    total += l - 1;
  }
  check_order(s, total);
  return petal_graph(*petals);
}

std::optional<Graph> lollipop_family(std::string_view s, const Family&) {
  const auto sizes = after_prefix(s, "lollipop:", "lollipop part");
  if (!sizes) return std::nullopt;
  require(sizes->size() == 2, s, "expected lollipop:m,n (K_m with a path of n vertices)");
  check_order(s, static_cast<long long>((*sizes)[0]) + (*sizes)[1]);
  return lollipop_graph((*sizes)[0], (*sizes)[1]);
}

std::optional<Graph> barbell_family(std::string_view s, const Family&) {
  if (s.substr(0, 8) != "barbell:") return std::nullopt;
  const auto parts = split(s.substr(8), ',');
  require(parts.size() == 1 || parts.size() == 2, s,
          "expected barbell:m or barbell:m,k (two K_m joined by a path through k vertices)");
  const auto m = parse_uint(parts[0], 64);
  const auto k = parts.size() == 2 ? parse_uint(parts[1], 64) : std::optional<int>(0);
  require(m && *m >= 1 && k, s, "the clique size must be >= 1 and the path a number >= 0");
  check_order(s, 2LL * *m + *k);
  return barbell_graph(*m, *k);
}

std::optional<Graph> generalized_petersen_family(std::string_view s, const Family&) {
  const auto nk = numbered_pair(s, "GP");
  if (!nk) return std::nullopt;
  const auto [n, k] = *nk;
  require(n >= 3 && k >= 1 && 2 * k < n, s, "GP(n,k) needs n >= 3 and 1 <= k < n/2");
  check_order(s, 2LL * n);
  return generalized_petersen(n, k);
}

const Family kFamilies[] = {
    {"K5", "complete graph K_n", numbered_family, "K", complete_graph},
    {"K3,4", "complete bipartite graph K_p,q", complete_multipartite_family},
    {"P6", "path on n vertices", numbered_family, "P", path_graph, 1},
    {"C6", "cycle C_n", numbered_family, "C", cycle_graph, 3},
    {"W6", "wheel: hub and a rim of n-1", numbered_family, "W", wheel_graph, 4},
    {"B4", "book: K2 joined to n-2 pages", numbered_family, "B", book_graph, 2},
    {"T6", "triangular ladder P_n squared", numbered_family, "T", triangular_ladder, 1},
    {"star5", "star K_1,n", numbered_family, "star", star_graph, 0, 1, 1},
    {"Q3", "hypercube Q_d", hypercube_family},
    {"E4", "n vertices, no edges", numbered_family, "E", empty_graph},
    {"petersen", "Petersen graph", named_graph, "petersen", [](int) { return petersen_graph(); }},
    {"moser", "Moser spindle", named_graph, "moser", [](int) { return moser_spindle(); }},
    {"octahedron", "octahedron", named_graph, "octahedron", [](int) { return octahedron_graph(); }},
    {"diamond", "diamond, K4 minus an edge", named_graph, "diamond",
     [](int) { return diamond_graph(); }},
    {"cube", "cube, Q3", named_graph, "cube", [](int) { return hypercube(3); }},
    {"hourglass", "two triangles sharing a vertex (bowtie)", named_graph, "hourglass",
     [](int) { return hourglass_graph(); }},
    {"inverted-hourglass", "the hourglass (its other plane drawing in the Game of Cycles)",
     named_graph, "inverted-hourglass", [](int) { return hourglass_graph(); }},
    {"C8+1,3", "cycle with chords (vertices numbered 1..n): C9+1,4+2,7", chorded_cycle_family},
    {"spider:1,2,3", "spider with legs of these lengths", spider_family},
    {"theta:2,2,3", "theta graph: two poles joined by paths", theta_family},
    {"petal:3,4", "petal graph: cycles through one vertex", petal_family},
    {"K2,2,2", "complete multipartite graph", complete_multipartite_family},
    {"friendship3", "friendship graph: n triangles at one vertex", numbered_family, "friendship",
     friendship_graph, 1, 2, 1},
    {"fan5", "fan: a path of n joined to one vertex", numbered_family, "fan", fan_graph, 1, 1, 1},
    {"ladder4", "ladder P_n x K2", numbered_family, "ladder", ladder_graph, 1, 2, 0},
    {"mobius4", "Moebius ladder with n rungs", numbered_family, "mobius", mobius_ladder, 2, 2, 0},
    {"GP5,2", "generalized Petersen graph GP(n,k)", generalized_petersen_family},
    {"gear5", "gear: wheel with a vertex inside each rim edge", numbered_family, "gear", gear_graph,
     3, 2, 1},
    {"helm5", "helm: wheel with a pendant at each rim vertex", numbered_family, "helm", helm_graph,
     3, 2, 1},
    {"lollipop:4,3", "lollipop: K_m with a path of n", lollipop_family},
    {"barbell:4,1", "barbell: two K_m joined by a path", barbell_family},
};

std::optional<Graph> parse_family(std::string_view s) {
  for (const Family& f : kFamilies)
    if (auto g = f.parse(s, f)) return g;
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

Graph parse_base(std::string_view s, std::string_view whole);

Graph parse_atom(std::string_view s, std::string_view whole) {
  require(!s.empty(), whole, "empty part");
  // Loop suffixes, outermost last: "*" (every vertex) or "*[0,3]" (those vertices). Taken
  // off in a loop, not by recursion: a spec may hold thousands of them.
  std::vector<std::optional<std::vector<int>>> loops;  // nullopt: every vertex
  for (;;) {
    if (!s.empty() && s.back() == '*') {
      loops.emplace_back(std::nullopt);
      s.remove_suffix(1);
    } else if (const auto open = s.rfind("*[");
               open != std::string_view::npos && !s.empty() && s.back() == ']') {
      std::vector<int> vertices;
      for (auto part : split(s.substr(open + 2, s.size() - open - 3), ',')) {
        const auto v = parse_uint(trim(part), 63);
        require(v.has_value(), whole, "loop vertex '" + shown(part) + "' is not a number 0..63");
        vertices.push_back(*v);
      }
      loops.emplace_back(std::move(vertices));
      s = s.substr(0, open);
    } else {
      break;
    }
    require(!s.empty(), whole, "empty part");
  }
  Graph g = parse_base(s, whole);
  for (auto it = loops.rbegin(); it != loops.rend(); ++it) {
    if (!*it) {
      g = with_all_loops(g);
      continue;
    }
    try {
      g = with_loops_at(g, **it);
    } catch (const InputError& e) {
      throw InputError("graph spec '" + shown(whole) + "': " + e.what());
    }
  }
  return g;
}

// A spec without loop suffixes: a family, else graph6 or sparse6.
Graph parse_base(std::string_view s, std::string_view whole) {
  if (auto g = parse_family(s)) return *g;
  // Anything made only of printable graph6 characters is tried as graph6/sparse6 last.
  try {
    return parse_nauty_string(s);
  } catch (const InputError& e) {
    throw InputError("graph spec '" + shown(whole) +
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
      if (const auto loops = core.rfind("*["); loops != std::string_view::npos)
        core = core.substr(0, loops);
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
  const auto status = std::filesystem::status(path, error);
  require(status.type() != std::filesystem::file_type::directory, spec,
          "'" + shown(path) + "' is a directory");
  require(status.type() != std::filesystem::file_type::not_found, spec,
          "no file '" + shown(path) + "'");
  require(status.type() == std::filesystem::file_type::regular, spec,
          "'" + shown(path) + "' is not a regular file");
  const auto bytes = std::filesystem::file_size(path, error);
  require(!error && bytes <= kMaxSpecFileBytes, spec,
          "file '" + shown(path) + "' is larger than 16 MiB, more than any board needs");
  std::ifstream in(path);
  require(in.good(), spec, "cannot read file '" + shown(path) + "'");
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string content(trim(buffer.str()));
  require(!content.empty(), spec, "file '" + shown(path) + "' is empty");
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
  std::vector<SpecExample> examples;
  for (const Family& f : kFamilies) examples.push_back({f.example, f.help});
  // The syntax around the families (parse_graph_spec, parse_product, parse_atom).
  examples.insert(examples.end(), {{"P3xP3", "Cartesian product (grids, prisms C_nxK2)"},
                                   {"K3|P3", "disjoint union"},
                                   {"P4*", "a loop at every vertex (EDGe)"},
                                   {"P4*[0,3]", "loops at the listed vertices (EDGe)"},
                                   {"0-1 1-2 2-0 2-3", "edge list"},
                                   {"DQc", "graph6 or sparse6"}});
  return examples;
}

Graph parse_graph_spec(std::string_view spec) {
  const std::string_view s = trim(spec);
  require(!s.empty(), spec, "empty graph spec");
  require(std::none_of(s.begin(), s.end(),
                       [](char c) {
                         return (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) && c != '\n' &&
                                c != '\t' && c != '\r';
                       }),
          s, "holds a control character");
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
    for (const char* word :
         {"petersen", "moser", "octahedron", "diamond", "cube", "hourglass", "inverted-hourglass"})
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
      throw InputError("graph spec '" + shown(s) + "': unknown family (did you mean '" + guess +
                       "'? see gg graph --help)");
    if (parse_product_quietly(guess) && guess != s)
      throw InputError("graph spec '" + shown(s) + "': unknown family (did you mean '" + guess +
                       "'? see gg graph --help)");
    // A character that no form of spec uses is the typo: name it rather than the first
    // character graph6 refused ('K4!!' would otherwise blame the '4').
    const auto foreign = std::find_if(s.begin(), s.end(), [](char c) {
      return !(c >= 63 && c <= 126) && !std::isdigit(static_cast<unsigned char>(c)) &&
             std::string_view(" \t\r\n,:;+*-[]|").find(c) == std::string_view::npos;
    });
    if (foreign != s.end())
      throw InputError("graph spec '" + shown(s) + "': '" + shown(std::string_view(&*foreign, 1)) +
                       "' (character " + std::to_string(foreign - s.begin() + 1) +
                       ") is not part of any graph spec (gg graph --help lists them)");
    const bool word = std::all_of(s.begin(), s.end(), [](char c) {
      return std::isalpha(static_cast<unsigned char>(c)) || c == '-';
    });
    if (word && s.size() > 2) {  // most likely a name: say so first, then why not graph6
      std::string why_not_nauty = error.what();
      try {
        parse_nauty_string(s);
      } catch (const InputError& e) {
        why_not_nauty = e.what();
      }
      throw InputError("graph spec '" + shown(s) +
                       "': not a known family (gg graph --help lists them), nor graph6 (" +
                       why_not_nauty + ")");
    }
    throw;
  }
}

}  // namespace gg
