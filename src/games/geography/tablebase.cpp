#include "games/geography/tablebase.h"

#include <array>
#include <bit>

#include "core/error.h"
#include "graph/properties.h"

namespace gg::geography {
namespace {

// The value words of a graph H of order n: the Grundy value of (H, token on v) in the four
// bits from 4v. It is at most the degree of v (a mex over its edges), so at most 15 for the
// orders a table holds. The root code: the unrooted game's Grundy value, the mex over the
// vertices where player 1 may place the token (at most n).
constexpr int kBits = 4;
constexpr std::array<std::string_view, 1> kVariants{"standard"};

int value(const std::uint64_t* words, int v) {
  const int bit = v * kBits;
  return static_cast<int>((words[bit >> 6] >> (bit & 63)) & 15U);
}

// The least value not in `seen` (bit g set when g was seen).
int mex(std::uint32_t seen) { return std::countr_one(seen); }

void set_value(std::uint64_t* words, int v, int g) {
  words[(v * kBits) >> 6] |= static_cast<std::uint64_t>(g) << ((v * kBits) & 63);
}

// What both geographies' tables share: four bits per vertex, one variant, and a root code that
// is the unrooted game's Grundy value.
template <class Kind>
class GrundyPerVertex : public Kind {
 public:
  int words(int order) const override { return (order * kBits + 63) / 64; }
  std::span<const std::string_view> variants() const override { return kVariants; }
  TablebaseVerdict verdict(std::uint8_t root, std::size_t /*variant*/) const override {
    return grundy_verdict(root);
  }
};

class EdgeRules final : public GrundyPerVertex<EdgeTablebaseRules> {
 public:
  std::string_view table_id() const override { return "edge-geography/grundy-v1"; }

  void evaluate(int n, const VertexSet* /*adjacency*/, std::span<const TablebaseEdge> edges,
                std::span<const TablebaseChild> children, std::uint64_t* words,
                std::uint8_t& root) const override {
    GG_CHECK(n * kBits <= 64 * kMaxTablebaseWords && n < 16);
    // seen[v]: the values of the positions the token on v moves to.
    std::array<std::uint32_t, 16> seen{};
    for (std::size_t k = 0; k < edges.size(); ++k) {
      const int u = edges[k].u;
      const int v = edges[k].v;
      const std::uint64_t* child = children[k].words;
      const std::uint8_t* place = children[k].place;
      seen[u] |= std::uint32_t{1} << value(child, place[v]);  // u>v
      seen[v] |= std::uint32_t{1} << value(child, place[u]);  // v>u
    }
    std::uint32_t placements = 0;
    for (int v = 0; v < n; ++v) {
      const int g = mex(seen[v]);
      set_value(words, v, g);
      placements |= std::uint32_t{1} << g;
    }
    root = static_cast<std::uint8_t>(mex(placements));
  }
};

// The same words and root code for vertex geography: the value of (H, token on t) is the mex
// over the neighbours w of the value of (the component of w in H - t, token on w).
class VertexRules final : public GrundyPerVertex<VertexTablebaseRules> {
 public:
  std::string_view table_id() const override { return "vertex-geography/grundy-v1"; }

  void evaluate(int n, const VertexSet* adjacency, const ComponentTable& table,
                std::uint64_t* words, std::uint8_t& root) const override {
    GG_CHECK(n * kBits <= 64 * kMaxTablebaseWords && n < 16);
    std::uint8_t place[64];
    std::uint32_t placements = 0;
    for (int t = 0; t < n; ++t) {
      std::uint32_t seen = 0;
      for (const int w : bits_of(adjacency[t])) {
        const VertexSet component = rows_component(adjacency, first_n(n) & ~bit(t), w);
        // The lookup fills place[] first: its words are read only after.
        const std::uint64_t* child = table.words(component, place);
        seen |= std::uint32_t{1} << value(child, place[w]);
      }
      const int g = mex(seen);
      set_value(words, t, g);
      placements |= std::uint32_t{1} << g;
    }
    root = static_cast<std::uint8_t>(mex(placements));
  }
};

}  // namespace

const EdgeTablebaseRules& edge_tablebase_rules() {
  static const EdgeRules rules;
  return rules;
}

const VertexTablebaseRules& vertex_tablebase_rules() {
  static const VertexRules rules;
  return rules;
}

}  // namespace gg::geography
