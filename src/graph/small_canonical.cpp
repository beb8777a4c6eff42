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
// K is the capacity, 16 or kMax: searches and the tablebase meet graphs of at most 16
// vertices, whose arrays then stay small enough to copy and clear for nothing.
template <int K>
struct Cells {
  std::array<std::uint8_t, K> cell{};
  int count = 0;
};

template <int K>
class Canonicaliser {
 public:
  using Keys = std::array<std::uint64_t, K>;
  using Places = std::array<std::uint8_t, K>;

  Canonicaliser(int n, const VertexSet* adjacency) : n_(n) {
    for (int v = 0; v < n; ++v) adjacency_[v] = static_cast<Row>(adjacency[v]);
  }

  // Explores the whole search tree from `start`; false when it has too many leaves.
  bool run(Cells<K> start) {
    split_by_degree(start);
    return search(start);
  }
  const std::array<Row, K>& best() const { return best_; }
  // The leaf that gave best(): each vertex's place in the canonical form.
  const Places& best_places() const { return best_places_; }

 private:
  // Splits cells by neighbour counts into every cell until no cell splits (an equitable
  // partition). Cells keep their order; a split cell's parts are ordered by their counts.
  // On graphs this small, mispredicted branches cost more than arithmetic: the loops have
  // fixed lengths and the sort is a sorting network.
  void refine(Cells<K>& p) const {
    for (;;) {
      // One sort key per vertex: its cell (top bits), the weighted sum of its neighbours'
      // cells, which stands for its counts per cell (middle bits), the vertex (low bits).
      std::array<std::uint64_t, K> weight;
      for (int w = 0; w < n_; ++w) weight[w] = kCellWeight[p.cell[w]];
      Keys key;
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
  void split_by_degree(Cells<K>& p) const {
    Keys key;
    for (int v = 0; v < n_; ++v)
      key[v] = (std::uint64_t{p.cell[v]} << kCellShift) |
               (static_cast<std::uint64_t>(std::popcount(adjacency_[v])) << kVertexBits) |
               static_cast<std::uint64_t>(v);
    split(p, key);
  }

  // Renumbers the cells by the order of the keys (cell | signature | vertex); true when
  // some cell split.
  bool split(Cells<K>& p, Keys& key) const {
    for (int v = n_; v < K; ++v) key[v] = ~std::uint64_t{0};
    sort_keys(key);
    int count = 0;
    for (int i = 0; i < n_; ++i) {
      count += i > 0 && (key[i] >> kVertexBits) != (key[i - 1] >> kVertexBits) ? 1 : 0;
      p.cell[key[i] & kVertexMask] = static_cast<std::uint8_t>(count);
    }
    const bool changed = count + 1 != p.count;
    p.count = count + 1;
    return changed;
  }

  static void sort_keys(Keys& key) {
    static constexpr Comparators network = batcher_network(K);
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

  bool search(Cells<K> p) {
    refine(p);
    if (p.count == n_) {
      record_leaf(p);
      return ++leaves_ <= kLeafBudget;
    }
    std::array<int, K> size{};
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
      Cells<K> child;
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

  // The adjacency relabelled by a discrete partition. Each row's bits move through tables of
  // four vertices at a time, built once per leaf: a loop over each row's neighbours
  // mispredicts its exit on nearly every row.
  void relabel(const Cells<K>& p, std::array<Row, K>& rows) const {
    constexpr int kNibbles = K / 4;
    std::array<std::array<Row, 16>, kNibbles> table;
    const int nibbles = (n_ + 3) / 4;
    for (int k = 0; k < nibbles; ++k) {
      table[k][0] = 0;
      for (int x = 1; x < 16; ++x) {
        const int v = 4 * k + std::countr_zero(static_cast<unsigned>(x));
        table[k][x] = table[k][x & (x - 1)] | (v < n_ ? Row{1} << p.cell[v] : 0);
      }
    }
    for (int v = 0; v < n_; ++v) {
      Row row = 0;
      const Row adjacent = adjacency_[v];
      for (int k = 0; k < nibbles; ++k) row |= table[k][(adjacent >> (4 * k)) & 15U];
      rows[p.cell[v]] = row;
    }
  }

  // A discrete partition numbers the vertices; keep the least relabelled adjacency matrix.
  void record_leaf(const Cells<K>& p) {
    if (!have_best_) {
      relabel(p, best_);
      best_places_ = p.cell;
      have_best_ = true;
      return;
    }
    std::array<Row, K> rows;
    relabel(p, rows);
    for (int i = 0; i < n_; ++i) {
      if (rows[i] != best_[i]) {
        if (rows[i] < best_[i]) {
          best_ = rows;
          best_places_ = p.cell;
        }
        return;
      }
    }
  }

  int n_;
  std::array<Row, K> adjacency_{};
  std::array<Row, K> best_{};
  Places best_places_{};
  bool have_best_ = false;
  int leaves_ = 0;
};

// The first partition: one cell per colour, ordered by colour value. Refinement and
// individualisation keep that order, so canonical position i holds sorted[i], the i-th
// smallest colour.
template <int K>
Cells<K> colour_cells(int n, const int* colours, std::array<int, kMax>& sorted) {
  std::array<int, kMax> distinct;  // the colours present, ascending
  int count = 0;
  for (int v = 0; v < n; ++v) {
    const int c = colours[v];
    int j = 0;
    while (j < count && distinct[j] < c) ++j;
    if (j < count && distinct[j] == c) continue;
    for (int k = count; k > j; --k) distinct[k] = distinct[k - 1];
    distinct[j] = c;
    ++count;
  }
  Cells<K> start;
  start.count = count;
  std::array<int, kMax> size{};
  for (int v = 0; v < n; ++v) {
    int j = 0;
    while (distinct[j] != colours[v]) ++j;
    start.cell[v] = static_cast<std::uint8_t>(j);
    ++size[j];
  }
  int i = 0;
  for (int j = 0; j < count; ++j)
    for (int k = 0; k < size[j]; ++k) sorted[i++] = distinct[j];
  return start;
}

template <int K>
std::optional<std::uint64_t> hash_with(int n, const VertexSet* adjacency, const int* colours) {
  std::array<int, kMax> sorted;
  Canonicaliser<K> canon(n, adjacency);
  if (!canon.run(colour_cells<K>(n, colours, sorted))) return std::nullopt;
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

template <int K>
bool labelling_with(int n, const VertexSet* adjacency, std::uint8_t* place, VertexSet* rows) {
  Cells<K> start;
  start.count = 1;  // one cell: no colours
  Canonicaliser<K> canon(n, adjacency);
  if (!canon.run(start)) return false;
  for (int v = 0; v < n; ++v) {
    place[v] = canon.best_places()[v];
    rows[v] = canon.best()[v];
  }
  return true;
}

}  // namespace

std::optional<std::uint64_t> small_canonical_hash(int n, const VertexSet* adjacency,
                                                  const int* colours) {
  if (n > kMax) return std::nullopt;
  if (n == 0) return mix64(kStream);
  return n <= 16 ? hash_with<16>(n, adjacency, colours) : hash_with<kMax>(n, adjacency, colours);
}

bool small_canonical_labelling(int n, const VertexSet* adjacency, std::uint8_t* place,
                               VertexSet* rows) {
  if (n > kMax) return false;
  if (n == 0) return true;
  return n <= 16 ? labelling_with<16>(n, adjacency, place, rows)
                 : labelling_with<kMax>(n, adjacency, place, rows);
}

}  // namespace gg
