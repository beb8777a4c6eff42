#include "graph/small_canonical.h"

#include <array>
#include <bit>

#include "core/zobrist.h"

namespace gg {
namespace {

constexpr int kMax = kSmallCanonicalMaxOrder;
// Beyond this many leaves the graph has many automorphisms, which nauty prunes and this
// search does not.
constexpr int kLeafBudget = 64;
constexpr std::uint64_t kStream = 0x736D616C6C63616EULL;  // "smallcan"

using Row = std::uint32_t;

// Refinement sort keys: cell rank | neighbour signature | vertex.
constexpr int kVertexBits = 5;  // vertices 0..31
constexpr int kCellBits = 6;    // cell ranks 0..32
constexpr int kCellShift = 64 - kCellBits;
constexpr std::uint64_t kVertexMask = (std::uint64_t{1} << kVertexBits) - 1;
constexpr std::uint64_t kSumMask = ((std::uint64_t{1} << kCellShift) - 1) & ~kVertexMask;
using Rows = std::array<Row, kMax>;

// Weights that fold a vertex's neighbour counts per cell into one number. Any function of the
// counts keeps the refinement isomorphism-invariant; a collision only leaves two vertices in
// one cell that could have been split, which the individualisation search still separates.
constexpr std::array<std::uint64_t, kMax> cell_weights() {
  std::array<std::uint64_t, kMax> w{};
  for (int c = 0; c < kMax; ++c) w[c] = zobrist_key(kStream, static_cast<std::uint64_t>(c)) | 1;
  return w;
}
constexpr std::array<std::uint64_t, kMax> kCellWeight = cell_weights();

// Batcher's odd-even merge sort as a list of compare-exchange pairs for `size` keys.
struct Comparators {
  std::array<std::array<std::uint8_t, 2>, 1024> pair{};
  int count = 0;
  constexpr const std::array<std::uint8_t, 2>* begin() const { return pair.data(); }
  constexpr const std::array<std::uint8_t, 2>* end() const { return pair.data() + count; }
};
constexpr Comparators batcher_network(int size) {
  Comparators c;
  for (int p = 1; p < size; p *= 2)
    for (int k = p; k >= 1; k /= 2)
      for (int j = k % p; j + k < size; j += 2 * k)
        for (int i = 0; i < k && i + j + k < size; ++i)
          if ((i + j) / (2 * p) == (i + j + k) / (2 * p))
            c.pair[c.count++] = {static_cast<std::uint8_t>(i + j),
                                 static_cast<std::uint8_t>(i + j + k)};
  return c;
}

// An ordered partition of the vertices: cell[v] is the rank of v's cell, ranks 0..count-1.
struct Cells {
  std::array<std::uint8_t, kMax> cell{};
  int count = 0;
};

class Canonicaliser {
 public:
  Canonicaliser(int n, const VertexSet* adjacency) : n_(n) {
    for (int v = 0; v < n; ++v) adjacency_[v] = static_cast<Row>(adjacency[v]);
  }

  // Explores the whole search tree from `start`; false when it has too many leaves.
  bool run(Cells start) {
    split_by_degree(start);
    return search(start);
  }
  const Rows& best() const { return best_; }
  // The leaf that gave best(): each vertex's place in the canonical form.
  const std::array<std::uint8_t, kMax>& best_places() const { return best_places_; }

 private:
  // Splits cells by neighbour counts into every cell until no cell splits (an equitable
  // partition). Cells keep their order; a split cell's parts are ordered by their counts.
  // On graphs this small, mispredicted branches cost more than arithmetic: the loops have
  // fixed lengths and the sort is a sorting network.
  void refine(Cells& p) const {
    for (;;) {
      // One sort key per vertex: its cell (top bits), the weighted sum of its neighbours'
      // cells, which stands for its counts per cell (middle bits), the vertex (low bits).
      std::array<std::uint64_t, kMax> weight;
      for (int w = 0; w < n_; ++w) weight[w] = kCellWeight[p.cell[w]];
      std::array<std::uint64_t, kMax> key;
      for (int v = 0; v < n_; ++v) {
        std::uint64_t sum = 0;
        const Row row = adjacency_[v];
        for (int w = 0; w < n_; ++w) sum += weight[w] & (0 - std::uint64_t{(row >> w) & 1U});
        key[v] = (std::uint64_t{p.cell[v]} << kCellShift) | ((sum >> kCellBits) & kSumMask) |
                 static_cast<std::uint64_t>(v);
      }
      if (!split(p, key) || p.count == n_) return;
    }
  }

  // Splits cells by degree: the first round of refinement, without the counting.
  void split_by_degree(Cells& p) const {
    std::array<std::uint64_t, kMax> key;
    for (int v = 0; v < n_; ++v)
      key[v] = (std::uint64_t{p.cell[v]} << kCellShift) |
               (static_cast<std::uint64_t>(std::popcount(adjacency_[v])) << kVertexBits) |
               static_cast<std::uint64_t>(v);
    split(p, key);
  }

  // Renumbers the cells by the order of the keys (cell | signature | vertex); true when
  // some cell split.
  bool split(Cells& p, std::array<std::uint64_t, kMax>& key) const {
    const int width = n_ <= 16 ? 16 : kMax;
    for (int v = n_; v < width; ++v) key[v] = ~std::uint64_t{0};
    if (width == 16) {
      sort_keys<16>(key);
    } else {
      sort_keys<kMax>(key);
    }
    int count = 0;
    for (int i = 0; i < n_; ++i) {
      count += i > 0 && (key[i] >> kVertexBits) != (key[i - 1] >> kVertexBits) ? 1 : 0;
      p.cell[key[i] & kVertexMask] = static_cast<std::uint8_t>(count);
    }
    const bool changed = count + 1 != p.count;
    p.count = count + 1;
    return changed;
  }

  template <int kWidth>
  static void sort_keys(std::array<std::uint64_t, kMax>& key) {
    static constexpr Comparators network = batcher_network(kWidth);
#pragma GCC unroll 256
    for (int c = 0; c < network.count; ++c) {
      const int a = network.pair[c][0];
      const int b = network.pair[c][1];
      const std::uint64_t x = key[a];
      const std::uint64_t y = key[b];
      key[a] = x < y ? x : y;
      key[b] = x < y ? y : x;
    }
  }

  bool search(Cells p) {
    refine(p);
    if (p.count == n_) {
      record_leaf(p);
      return ++leaves_ <= kLeafBudget;
    }
    std::array<int, kMax> size{};
    for (int v = 0; v < n_; ++v) ++size[p.cell[v]];
    int target = 0;
    while (size[target] < 2) ++target;
    Row tried = 0;
    for (int v = 0; v < n_; ++v) {
      if (p.cell[v] != target) continue;
      // Twins (same cell, same neighbours apart from each other) are swapped by an
      // automorphism that fixes every other vertex, so every earlier individualisation: the
      // subtree of v would repeat the subtree of a twin already tried.
      if (has_twin_in(v, tried)) continue;
      tried |= Row{1} << v;
      // v alone first, then the rest of its cell; later cells move up one rank.
      Cells child;
      child.count = p.count + 1;
      for (int u = 0; u < n_; ++u) {
        const int c = p.cell[u];
        child.cell[u] = static_cast<std::uint8_t>(c < target || u == v ? c : c + 1);
      }
      if (!search(child)) return false;
    }
    return true;
  }

  bool has_twin_in(int v, Row candidates) const {
    for (Row rest = candidates; rest != 0; rest &= rest - 1) {
      const int u = std::countr_zero(rest);
      if ((adjacency_[u] & ~(Row{1} << v)) == (adjacency_[v] & ~(Row{1} << u))) return true;
    }
    return false;
  }

  // A discrete partition numbers the vertices; keep the least relabelled adjacency matrix.
  void record_leaf(const Cells& p) {
    Rows rows{};
    for (int v = 0; v < n_; ++v) {
      Row row = 0;
      for (VertexSet rest = adjacency_[v]; rest != 0; rest &= rest - 1)
        row |= Row{1} << p.cell[std::countr_zero(rest)];
      rows[p.cell[v]] = row;
    }
    bool smaller = !have_best_;
    for (int i = 0; i < n_ && !smaller; ++i) {
      if (rows[i] != best_[i]) {
        smaller = rows[i] < best_[i];
        break;
      }
    }
    if (smaller) {
      best_ = rows;
      best_places_ = p.cell;
      have_best_ = true;
    }
  }

  int n_;
  Rows adjacency_{};
  Rows best_{};
  std::array<std::uint8_t, kMax> best_places_{};
  bool have_best_ = false;
  int leaves_ = 0;
};

}  // namespace

std::optional<std::uint64_t> small_canonical_hash(int n, const VertexSet* adjacency,
                                                  const int* colours) {
  if (n > kMax) return std::nullopt;
  if (n == 0) return mix64(kStream);
  // The first partition: one cell per colour, ordered by colour value. Refinement and
  // individualisation keep that order, so canonical position i holds the i-th smallest colour.
  std::array<int, kMax> sorted{};
  for (int i = 0; i < n; ++i) {
    int j = i;
    for (; j > 0 && sorted[j - 1] > colours[i]; --j) sorted[j] = sorted[j - 1];
    sorted[j] = colours[i];
  }
  Cells start;
  std::array<int, kMax> rank_at{};  // the cell rank of the colour at each sorted position
  for (int i = 0; i < n; ++i) {
    if (i > 0 && sorted[i] != sorted[i - 1]) ++start.count;
    rank_at[i] = start.count;
  }
  ++start.count;
  for (int v = 0; v < n; ++v) {
    int i = 0;
    while (sorted[i] != colours[v]) ++i;
    start.cell[v] = static_cast<std::uint8_t>(rank_at[i]);
  }

  Canonicaliser canon(n, adjacency);
  if (!canon.run(start)) return std::nullopt;
  // One hashed word per canonical position (its row and colour, rows fit in 32 bits),
  // combined like Zobrist keys: independent multiplies instead of one long chain.
  std::uint64_t key = mix64(kStream + static_cast<std::uint64_t>(n));
  for (int i = 0; i < n; ++i) {
    const std::uint64_t word =
        canon.best()[i] | (static_cast<std::uint64_t>(static_cast<std::uint32_t>(sorted[i])) << 32);
    key ^= mix64(word + static_cast<std::uint64_t>(i + 1) * 0x9E3779B97F4A7C15ULL);
  }
  return key;
}

bool small_canonical_labelling(int n, const VertexSet* adjacency, std::uint8_t* place,
                               VertexSet* rows) {
  if (n > kMax) return false;
  if (n == 0) return true;
  Cells start;
  start.count = 1;  // one cell: no colours
  Canonicaliser canon(n, adjacency);
  if (!canon.run(start)) return false;
  for (int v = 0; v < n; ++v) {
    place[v] = canon.best_places()[v];
    rows[v] = canon.best()[v];
  }
  return true;
}

}  // namespace gg
