#include "games/certificate_rules.h"

#include <array>

#include "core/bits.h"
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
  const int n = view.order();
  // The relabelled graph as a sorted edge list (each edge as its two ends, the smaller first;
  // a loop as its vertex twice) and the colours in canonical order: equal exactly for
  // isomorphic coloured views. The list is read off the relabelled adjacency in order, which
  // is sorted without sorting (writing certificates spends most of its time here).
  std::array<VertexSet, Graph::kMaxVertices> adjacency{};
  VertexSet loops = 0;
  std::vector<int> colour_at(static_cast<std::size_t>(n), 0);
  const auto at = [](int i) { return static_cast<std::size_t>(i); };
  for (int v = 0; v < n; ++v) {
    const int a = label[at(v)];
    for (const int u : bits_of(view.neighbours(v))) adjacency[at(a)] |= bit(label[at(u)]);
    if (view.has_loop(v)) loops |= bit(a);
    colour_at[at(a)] = colours.empty() ? 0 : colours[at(v)];
  }
  CertificateSymmetry out;
  out.canonical.reserve(2 * view.size() + colour_at.size() + facts.size() + 1);
  out.canonical += static_cast<char>(n);
  for (int a = 0; a < n; ++a) {
    const VertexSet later = adjacency[at(a)] & ~first_n(a + 1);
    for (const int b : bits_of(later | (loops & bit(a)))) {
      out.canonical += static_cast<char>(a);
      out.canonical += static_cast<char>(b);
    }
  }
  for (const int c : colour_at) out.canonical += static_cast<char>(c);
  out.canonical += facts;
  out.to_canonical.assign(label.begin(), label.begin() + keep);
  return out;
}

}  // namespace gg
