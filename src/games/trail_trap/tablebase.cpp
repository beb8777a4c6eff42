#include "games/trail_trap/tablebase.h"

#include <array>

namespace gg::trail_trap {
namespace {

// The value words of a graph H of order n, bit by bit:
//   wins(a, b)     at a * n + b:      the player to move, its token on a, the other on b, wins;
//   placing(v)     at n * n + v:      P2 to make its first move (place and move), P1's token
//                                     on v: P2 wins;
//   placing_apart(v) at n * n + n + v: the same when P2 may not start on v.
// The root code: bit i when P1 wins the board under variant i of kVariants.
constexpr std::array<std::string_view, 5> kVariants{
    "standard", "place-first", "place-first,distinct-placement", "place-first-alternating",
    "place-first-alternating,distinct-placement"};
enum VariantBit { kStandard, kPlaceFirst, kPlaceFirstApart, kAlternating, kAlternatingApart };

bool get(const std::uint64_t* words, int i) { return (words[i >> 6] >> (i & 63)) & 1U; }
// Sets bit `at` + b for every b in `row`, a set of vertices below n. The row may straddle
// two words; the second is touched only then, as the last row may end the graph's words.
void set_row(std::uint64_t* words, int at, VertexSet row, int n) {
  const int shift = at & 63;
  words[at >> 6] |= row << shift;
  if (shift + n > 64) words[(at >> 6) + 1] |= row >> (64 - shift);
}

class Rules final : public EdgeTablebaseRules {
 public:
  std::string_view table_id() const override { return "trail-trap/wins-placing-v1"; }
  int words(int order) const override { return (order * order + 2 * order + 63) / 64; }
  std::span<const std::string_view> variants() const override { return kVariants; }
  TablebaseVerdict verdict(std::uint8_t root, std::size_t variant) const override {
    return {((root >> variant) & 1U) != 0 ? 1 : 2, std::nullopt};
  }

  void evaluate(int n, const VertexSet* /*adjacency*/, std::span<const TablebaseEdge> edges,
                std::span<const TablebaseChild> children, std::uint64_t* words,
                std::uint8_t& root) const override {
    const int placing = n * n;
    const int placing_apart = n * n + n;
    bool standard = false;
    for (std::size_t k = 0; k < edges.size(); ++k) {
      const int u = edges[k].u;
      const int v = edges[k].v;
      const std::uint64_t* child = children[k].words;
      const std::uint8_t* place = children[k].place;
      const int cu = place[u];
      const int cv = place[v];
      // A token moves u>v (v>u) and the token on b is to move in the child: the mover wins
      // when that is a loss. The losses are gathered as sets of b and written a row at a
      // time: a branch per bit mispredicts about as often as it is taken.
      VertexSet lost_after_to_v = 0;
      VertexSet lost_after_to_u = 0;
      for (int b = 0; b < n; ++b) {
        const int cb = place[b] * n;
        lost_after_to_v |= VertexSet{!get(child, cb + cv)} << b;
        lost_after_to_u |= VertexSet{!get(child, cb + cu)} << b;
      }
      set_row(words, u * n, lost_after_to_v, n);
      set_row(words, v * n, lost_after_to_u, n);
      // P2's first move along this edge, P1's token on b (P1 to move in the child).
      set_row(words, placing, lost_after_to_v | lost_after_to_u, n);
      set_row(words, placing_apart, (lost_after_to_v & ~bit(u)) | (lost_after_to_u & ~bit(v)), n);
      // P1's first move u>v (v>u), then P2 places and moves in the child.
      standard = standard || !get(child, placing + cv) || !get(child, placing + cu);
    }
    bool place_first = false;
    bool place_first_apart = false;
    bool alternating = false;
    bool alternating_apart = false;
    for (int p = 0; p < n; ++p) {
      // P1 places on p and P2 makes the first move along an edge.
      place_first = place_first || !get(words, placing + p);
      place_first_apart = place_first_apart || !get(words, placing_apart + p);
      // P1 places on p, P2 on q, then P1 moves first: P1 needs every q to be a win.
      bool every = true;
      bool every_apart = true;
      for (int q = 0; q < n; ++q) {
        const bool wins = get(words, p * n + q);
        every = every && wins;
        every_apart = every_apart && (wins || q == p);
      }
      alternating = alternating || every;
      alternating_apart = alternating_apart || every_apart;
    }
    root = static_cast<std::uint8_t>((standard ? 1U << kStandard : 0U) |
                                     (place_first ? 1U << kPlaceFirst : 0U) |
                                     (place_first_apart ? 1U << kPlaceFirstApart : 0U) |
                                     (alternating ? 1U << kAlternating : 0U) |
                                     (alternating_apart ? 1U << kAlternatingApart : 0U));
  }
};

}  // namespace

const EdgeTablebaseRules& tablebase_rules() {
  static const Rules rules;
  return rules;
}

}  // namespace gg::trail_trap
