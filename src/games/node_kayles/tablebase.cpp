#include "games/node_kayles/tablebase.h"

#include <array>
#include <bit>

#include "graph/properties.h"

namespace gg::node_kayles {
namespace {

// The value word of a graph and its root code: its Sprague-Grundy value, a mex over at most
// n options, so at most n (11 for the orders a table holds); the XOR of such values stays
// below 16.
constexpr std::array<std::string_view, 1> kVariants{"standard"};

class Rules final : public VertexTablebaseRules {
 public:
  std::string_view table_id() const override { return "node-kayles/grundy-v1"; }
  int words(int /*order*/) const override { return 1; }
  std::span<const std::string_view> variants() const override { return kVariants; }
  TablebaseVerdict verdict(std::uint8_t root, std::size_t /*variant*/) const override {
    return grundy_verdict(root);
  }

  void evaluate(int n, const VertexSet* adjacency, const ComponentTable& table,
                std::uint64_t* words, std::uint8_t& root) const override {
    std::uint8_t place[64];
    std::uint32_t seen = 0;  // bit g: some move leaves a sum of value g
    for (int v = 0; v < n; ++v) {
      VertexSet left = first_n(n) & ~adjacency[v] & ~bit(v);
      std::uint64_t sum = 0;
      while (left != 0) {
        const VertexSet component = rows_component(adjacency, left, lowest(left));
        left &= ~component;
        // One vertex, or two joined by an edge: one move takes it all.
        sum ^= popcount(component) <= 2 ? 1 : table.words(component, place)[0];
      }
      seen |= std::uint32_t{1} << sum;
    }
    const int value = std::countr_one(seen);
    words[0] = static_cast<std::uint64_t>(value);
    root = static_cast<std::uint8_t>(value);
  }
};

}  // namespace

const VertexTablebaseRules& vertex_tablebase_rules() {
  static const Rules rules;
  return rules;
}

}  // namespace gg::node_kayles
