#include "graph/edge_list.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "core/error.h"
#include "core/text.h"

namespace gg {

EdgePairs parse_edge_pairs(std::string_view text) {
  std::string normalised(text);
  std::replace(normalised.begin(), normalised.end(), ',', ' ');
  std::replace(normalised.begin(), normalised.end(), ';', ' ');
  std::string_view body = normalised;
  int declared = -1;
  if (const auto colon = body.find(':'); colon != std::string_view::npos) {
    const auto count = parse_uint(trim(body.substr(0, colon)), kMaxEdgeListVertices);
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
    const auto u = parse_uint(token.substr(0, dash), kMaxEdgeListVertices - 1);
    const auto v = parse_uint(token.substr(dash + 1), kMaxEdgeListVertices - 1);
    if (!u || !v) throw bad();
    if (declared >= 0 && std::max(*u, *v) >= declared) {
      throw InputError("edge list: item " + std::to_string(index) + " '" + std::string(token) +
                       "' names a vertex outside 0.." + std::to_string(declared - 1));
    }
    pairs.emplace_back(*u, *v);
    max_vertex = std::max({max_vertex, *u, *v});
  }
  const int n = declared >= 0 ? declared : max_vertex + 1;
  return EdgePairs{n, std::move(pairs)};
}

Graph parse_edge_list(std::string_view text) {
  const EdgePairs list = parse_edge_pairs(text);
  if (list.n > Graph::kMaxVertices) {
    throw InputError("edge list: graph has " + std::to_string(list.n) +
                     " vertices; at most 64 are supported");
  }
  Graph g(list.n);
  for (auto [u, v] : list.edges) g.add_edge(u, v);
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
