#include "graph/edge_list.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "core/error.h"
#include "core/text.h"

namespace gg {

Graph parse_edge_list(std::string_view text) {
  std::string normalised(text);
  std::replace(normalised.begin(), normalised.end(), ',', ' ');
  std::replace(normalised.begin(), normalised.end(), ';', ' ');
  std::string_view body = normalised;
  int declared = -1;
  if (const auto colon = body.find(':'); colon != std::string_view::npos) {
    const auto count = parse_uint(trim(body.substr(0, colon)), 100000);
    if (!count) {
      throw InputError("edge list: '" + std::string(trim(body.substr(0, colon))) +
                       "' before ':' is not a vertex count");
    }
    declared = *count;
    body = body.substr(colon + 1);
  }
  std::vector<std::pair<int, int>> pairs;
  int max_vertex = -1;
  int index = 0;
  for (std::string_view token : split_ws(body)) {
    ++index;
    const auto dash = token.find('-');
    const auto bad = [&]() {
      return InputError("edge list: item " + std::to_string(index) + " '" + std::string(token) +
                        "' is not of the form u-v with vertex numbers");
    };
    if (dash == std::string_view::npos) throw bad();
    const auto u = parse_uint(token.substr(0, dash), 100000);
    const auto v = parse_uint(token.substr(dash + 1), 100000);
    if (!u || !v) throw bad();
    pairs.emplace_back(*u, *v);
    max_vertex = std::max({max_vertex, *u, *v});
  }
  const int n = declared >= 0 ? declared : max_vertex + 1;
  if (n > Graph::kMaxVertices) {
    throw InputError("edge list: graph has " + std::to_string(n) +
                     " vertices; at most 64 are supported");
  }
  Graph g(n);
  for (auto [u, v] : pairs) g.add_edge(u, v);
  return g;
}

std::string to_edge_list(const Graph& g) {
  std::string out = std::to_string(g.order()) + ":";
  for (const Edge& e : g.edges()) out += " " + std::to_string(e.u) + "-" + std::to_string(e.v);
  return out;
}

std::string to_dot(const Graph& g, std::string_view name) {
  std::string out = "graph \"" + std::string(name) + "\" {\n";
  for (int v = 0; v < g.order(); ++v) out += "  " + std::to_string(v) + ";\n";
  for (const Edge& e : g.edges())
    out += "  " + std::to_string(e.u) + " -- " + std::to_string(e.v) + ";\n";
  out += "}\n";
  return out;
}

}  // namespace gg
