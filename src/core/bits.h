// Bit tricks on 64-bit words: vertex sets of graphs with at most 64 vertices.
#pragma once

#include <bit>
#include <cstdint>

namespace gg {

using VertexSet = std::uint64_t;

constexpr VertexSet bit(int i) { return VertexSet{1} << i; }
constexpr bool has(VertexSet s, int i) { return (s >> i) & 1U; }
constexpr int popcount(VertexSet s) { return std::popcount(s); }
constexpr int lowest(VertexSet s) { return std::countr_zero(s); }
constexpr VertexSet first_n(int n) { return n >= 64 ? ~VertexSet{0} : (VertexSet{1} << n) - 1; }

// Iterate set bits: for (int v : bits_of(s)) ...
class BitIterator {
 public:
  constexpr explicit BitIterator(VertexSet s) : s_(s) {}
  constexpr int operator*() const { return std::countr_zero(s_); }
  constexpr BitIterator& operator++() {
    s_ &= s_ - 1;
    return *this;
  }
  constexpr bool operator!=(const BitIterator& o) const { return s_ != o.s_; }

 private:
  VertexSet s_;
};

struct BitRange {
  VertexSet s;
  constexpr BitIterator begin() const { return BitIterator(s); }
  constexpr BitIterator end() const { return BitIterator(0); }
};

constexpr BitRange bits_of(VertexSet s) { return BitRange{s}; }

}  // namespace gg
