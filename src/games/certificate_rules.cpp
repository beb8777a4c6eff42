#include "games/certificate_rules.h"

#include <array>
#include <cstring>
#include <string>
#include <unordered_map>

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

namespace {

constexpr std::size_t kMaxRememberedRelabels = std::size_t{1} << 16;

// The canonical labelling's first `keep` labels, relabelled by the canonical labelling of the
// graph the kept vertices span in the canonical image (`adjacency`). The second labelling is
// a function of the canonical image alone, so two positions with one canonical image still
// differ by the same map (all the certificate writer uses). But where the kept vertices span
// the same graph in every position (the board under a view of its state), each map is now an
// isomorphism from the board to one fixed copy of it: there are at most |Aut(board)|
// different maps, where the raw labellings number in the hundreds of thousands (W12: 815,000
// for 3.2 M positions), and the writer keeps each map once (play/certificate.cpp).
Permutation board_relative(const Permutation& label,
                           const std::array<VertexSet, Graph::kMaxVertices>& adjacency, int keep) {
  const auto at = [](int i) { return static_cast<std::size_t>(i); };
  if (keep == static_cast<int>(label.size())) return label;  // the whole image: nothing to gain
  VertexSet kept = 0;
  for (int v = 0; v < keep; ++v) kept |= bit(label[at(v)]);
  const auto rank = [&](int a) { return popcount(kept & first_n(a)); };
  // The spanned graph's adjacency words are the key of the labellings computed before: a
  // board's canonical images show it in few different labellings (W11: about 9,000).
  std::string words(at(keep) * sizeof(VertexSet), '\0');
  for (const int a : bits_of(kept)) {
    VertexSet row = 0;
    for (const int b : bits_of(adjacency[at(a)] & kept)) row |= bit(rank(b));
    std::memcpy(words.data() + at(rank(a)) * sizeof(VertexSet), &row, sizeof row);
  }
  thread_local std::unordered_map<std::string, Permutation> relabels;
  auto found = relabels.find(words);
  if (found == relabels.end()) {
    if (relabels.size() >= kMaxRememberedRelabels) relabels.clear();
    Graph spanned(keep);
    for (int r = 0; r < keep; ++r) {
      VertexSet row = 0;
      std::memcpy(&row, words.data() + at(r) * sizeof(VertexSet), sizeof row);
      for (const int q : bits_of(row & ~first_n(r + 1))) spanned.add_edge(r, q);
    }
    found = relabels.emplace(std::move(words), canonical_labelling(spanned)).first;
  }
  const Permutation& relabel = found->second;
  Permutation out(at(keep));
  for (int v = 0; v < keep; ++v) out[at(v)] = relabel[at(rank(label[at(v)]))];
  return out;
}

}  // namespace

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
  out.to_canonical = board_relative(label, adjacency, keep);
  return out;
}

}  // namespace gg
