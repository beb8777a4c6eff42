#include "graph/symmetry.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>
#include <set>

#include "core/error.h"
#include "core/zobrist.h"
#include "graph/graph6.h"
#include "graph/small_canonical.h"

// Debian's libnautyL1: 64-bit setwords, MAXN = WORDSIZE = 64, thread-local statics.
#define WORDSIZE 64
#define MAXN WORDSIZE
#include <nauty.h>

// nauty's set macros use a global table named `bit`, which gg::bit would shadow inside
// namespace gg; the one function that builds nauty graphs therefore lives outside it.
static void build_nauty_graph(int n, const std::uint64_t* adjacency, graph* ng) {
  EMPTYGRAPH(ng, 1, n);
  for (int v = 0; v < n; ++v)
    for (std::uint64_t rest = adjacency[v]; rest != 0; rest &= rest - 1) {
      const int w = __builtin_ctzll(rest);
      if (w > v) ADDONEEDGE(ng, v, w, 1);
    }
}

namespace gg {
namespace {

thread_local std::vector<Permutation>* collected_generators = nullptr;

void collect_generator(int /*count*/, int* perm, int* /*orbits*/, int /*numorbits*/,
                       int /*stabvertex*/, int n) {
  if (collected_generators != nullptr) collected_generators->emplace_back(perm, perm + n);
}

struct NautyRun {
  std::vector<Permutation> generators;
  std::vector<int> orbits;
  std::vector<int> lab;
  double grpsize1 = 1;
  int grpsize2 = 0;
};

// One densenauty call on a loop-free graph given by adjacency words, with the partition
// made from `colour` (cells ordered by colour value); `canon` (n words, or null) receives the
// canonical graph. Allocation-free apart from the optional generator list, so it can run
// inside a search.
void call_nauty(int n, const VertexSet* adjacency, const int* colour, graph* canon,
                std::vector<Permutation>* generators, int* lab, int* orbits, statsblk* stats) {
  graph ng[MAXN * 1];
  int ptn[MAXN];
  build_nauty_graph(n, adjacency, ng);
  for (int i = 0; i < n; ++i) lab[i] = i;
  // Insertion sort by colour: stable, tiny, and allocation-free.
  for (int i = 1; i < n; ++i) {
    const int v = lab[i];
    int j = i;
    for (; j > 0 && colour[lab[j - 1]] > colour[v]; --j) lab[j] = lab[j - 1];
    lab[j] = v;
  }
  for (int i = 0; i < n; ++i) ptn[i] = (i + 1 < n && colour[lab[i]] == colour[lab[i + 1]]) ? 1 : 0;
  DEFAULTOPTIONS_GRAPH(options);
  options.defaultptn = FALSE;
  options.getcanon = canon != nullptr ? TRUE : FALSE;
  options.userautomproc = generators != nullptr ? collect_generator : nullptr;
  collected_generators = generators;
  densenauty(ng, lab, ptn, orbits, &options, stats, 1, n, canon);
  collected_generators = nullptr;
}

NautyRun run_nauty(const Graph& g, const std::vector<int>& colours, bool want_canon) {
  const int n = g.order();
  NautyRun run;
  if (n == 0) return run;
  std::vector<int> colour(static_cast<std::size_t>(n), 0);
  if (!colours.empty()) {
    GG_CHECK(static_cast<int>(colours.size()) == n);
    colour = colours;
  }
  // Loops: a looped vertex must map to a looped vertex. Shift colours to separate them.
  if (g.has_loops()) {
    const int span = *std::max_element(colour.begin(), colour.end()) + 1;
    for (int v = 0; v < n; ++v)
      if (g.has_loop(v)) colour[v] += span;
  }
  VertexSet adjacency[MAXN];
  for (int v = 0; v < n; ++v) adjacency[v] = g.neighbours(v);
  int lab[MAXN];
  int orbits[MAXN];
  graph canon[MAXN * 1];
  statsblk stats;
  call_nauty(n, adjacency, colour.data(), want_canon ? canon : nullptr, &run.generators, lab,
             orbits, &stats);
  run.orbits.assign(orbits, orbits + n);
  run.lab.assign(lab, lab + n);
  run.grpsize1 = stats.grpsize1;
  run.grpsize2 = stats.grpsize2;
  return run;
}

std::string group_order_text(double grpsize1, int grpsize2) {
  const double value = grpsize1 * std::pow(10.0, grpsize2);
  if (value < 9007199254740992.0)
    return std::to_string(static_cast<long long>(std::llround(value)));
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.6fe%d", grpsize1, grpsize2);
  return buffer;
}

}  // namespace

AutomorphismGroup automorphisms(const Graph& g, const std::vector<int>& colours) {
  NautyRun run = run_nauty(g, colours, false);
  AutomorphismGroup group;
  group.generators = std::move(run.generators);
  group.vertex_orbit = std::move(run.orbits);
  group.order = run.grpsize1 * std::pow(10.0, run.grpsize2);
  group.order_text = group_order_text(run.grpsize1, run.grpsize2);
  return group;
}

GroupElements group_elements(const AutomorphismGroup& group, int n, std::size_t cap) {
  const Permutation identity = identity_permutation(n);
  GroupElements out;
  out.elements.push_back(identity);
  std::set<Permutation> seen{identity};
  std::size_t head = 0;
  for (; head < out.elements.size() && out.elements.size() <= cap; ++head)
    for (const Permutation& generator : group.generators) {
      Permutation next = compose(out.elements[head], generator);
      if (seen.insert(next).second) out.elements.push_back(std::move(next));
    }
  out.complete = head == out.elements.size();
  return out;
}

Permutation canonical_labelling(const Graph& g, const std::vector<int>& colours) {
  const NautyRun run = run_nauty(g, colours, true);
  Permutation perm(static_cast<std::size_t>(g.order()));
  for (int i = 0; i < g.order(); ++i) perm[run.lab[i]] = i;  // lab[i] is the vertex put at i
  return perm;
}

std::uint64_t canonical_hash(int n, const VertexSet* adjacency, const int* colours) {
  // Small graphs take the cheap search; the ones too symmetric for it (a property of the
  // isomorphism class, so every copy takes the same path) and larger ones take nauty.
  if (const auto small = small_canonical_hash(n, adjacency, colours)) return *small;
  // The canonical graph's adjacency words and the colours in canonical order, hashed as one
  // sequence: equal exactly for isomorphic coloured graphs, up to 64-bit collisions.
  int lab[MAXN];
  int orbits[MAXN];
  graph canon[MAXN * 1];
  statsblk stats;
  if (n > 0) call_nauty(n, adjacency, colours, canon, nullptr, lab, orbits, &stats);
  std::uint64_t key = mix64(0x63616E6F6E696361ULL + static_cast<std::uint64_t>(n));
  for (int i = 0; i < n; ++i) {
    key = mix64(key ^ canon[i]);
    key = mix64(key ^ static_cast<std::uint64_t>(colours[lab[i]]));
  }
  return key;
}

void canonical_rows(int n, const VertexSet* adjacency, std::uint8_t* place, VertexSet* rows) {
  if (small_canonical_labelling(n, adjacency, place, rows)) return;
  int lab[MAXN];
  int orbits[MAXN];
  int colour[MAXN] = {};
  graph canon[MAXN * 1];
  statsblk stats;
  call_nauty(n, adjacency, colour, canon, nullptr, lab, orbits, &stats);
  for (int i = 0; i < n; ++i) {
    place[lab[i]] = static_cast<std::uint8_t>(i);
    // nauty's set words hold vertex j in bit 63 - j.
    rows[i] = 0;
    for (setword word = canon[i]; word != 0; word &= word - 1)
      rows[i] |= VertexSet{1} << (63 - std::countr_zero(word));
  }
}

Graph canonical_form(const Graph& g) {
  Graph relabelled = g.relabelled(canonical_labelling(g));
  // Canonical edge order too, so equal graphs compare and print equal.
  std::vector<Edge> edges = relabelled.edges();
  std::sort(edges.begin(), edges.end(),
            [](const Edge& a, const Edge& b) { return a.v != b.v ? a.v < b.v : a.u < b.u; });
  Graph out(g.order());
  for (const Edge& e : edges) out.add_edge(e.u, e.v);
  return out;
}

std::string canonical_string(const Graph& g) { return to_nauty_string(canonical_form(g)); }

std::string canonical_graph6(int n, const VertexSet* adjacency) {
  // The labelling canonical_form() takes (nauty, one colour class), applied to the words.
  int lab[MAXN];
  int orbits[MAXN];
  int colour[MAXN] = {};
  graph canon[MAXN * 1];
  statsblk stats;
  if (n > 0) call_nauty(n, adjacency, colour, canon, nullptr, lab, orbits, &stats);
  int place[MAXN];
  for (int i = 0; i < n; ++i) place[lab[i]] = i;
  VertexSet rows[MAXN] = {};
  for (int v = 0; v < n; ++v)
    for (const int w : bits_of(adjacency[v])) rows[place[v]] |= bit(place[w]);
  return graph6_of_rows(n, rows);
}

}  // namespace gg
