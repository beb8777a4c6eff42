#include "games/certificate_rules.h"

#include <algorithm>

#include "graph/symmetry.h"

namespace gg {

void add_graph_rules(CertificateRules& rules, const Graph& graph) {
  std::string edges;
  for (const Edge& e : graph.edges()) {
    if (!edges.empty()) edges += ' ';
    edges += std::to_string(e.u) + "-" + std::to_string(e.v);
  }
  rules.emplace_back("vertices", std::to_string(graph.order()));
  rules.emplace_back("edges", edges);
}

CertificateSymmetry graph_symmetry(const Graph& view, const std::vector<int>& colours, int keep,
                                   const std::string& facts) {
  const Permutation label = canonical_labelling(view, colours);
  // The relabelled graph as a sorted edge list and the colours in canonical order: equal
  // exactly for isomorphic coloured views.
  std::vector<std::pair<int, int>> edges;
  for (const Edge& e : view.edges()) {
    const int a = label[static_cast<std::size_t>(e.u)], b = label[static_cast<std::size_t>(e.v)];
    edges.emplace_back(std::min(a, b), std::max(a, b));
  }
  std::sort(edges.begin(), edges.end());
  std::vector<int> colour_at(static_cast<std::size_t>(view.order()), 0);
  for (int v = 0; v < view.order(); ++v)
    colour_at[static_cast<std::size_t>(label[static_cast<std::size_t>(v)])] =
        colours.empty() ? 0 : colours[static_cast<std::size_t>(v)];
  CertificateSymmetry out;
  out.canonical.reserve(2 * edges.size() + colour_at.size() + facts.size() + 1);
  out.canonical += static_cast<char>(view.order());
  for (const auto& [a, b] : edges) {
    out.canonical += static_cast<char>(a);
    out.canonical += static_cast<char>(b);
  }
  for (const int c : colour_at) out.canonical += static_cast<char>(c);
  out.canonical += facts;
  out.to_canonical.assign(label.begin(), label.begin() + keep);
  return out;
}

}  // namespace gg
