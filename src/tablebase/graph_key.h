// A graph of at most kMaxKeyOrder vertices as one 64-bit word: the upper triangle of its
// adjacency matrix, row by row. The tablebase keys every graph by the word of its canonical
// rows (graph/symmetry.h, canonical_rows), so isomorphic graphs share one key.
#pragma once

#include <cstdint>

#include "core/bits.h"

namespace gg::tablebase {

inline constexpr int kMaxKeyOrder = 11;  // C(11, 2) = 55 bits

using GraphKey = std::uint64_t;

inline GraphKey pack_rows(int n, const VertexSet* rows) {
  GraphKey key = 0;
  int shift = 0;
  for (int i = 0; i + 1 < n; ++i) {
    key |= (rows[i] >> (i + 1)) << shift;
    shift += n - 1 - i;
  }
  return key;
}

// rows[0..n): the adjacency words of the key's graph.
inline void unpack_key(int n, GraphKey key, VertexSet* rows) {
  for (int i = 0; i < n; ++i) rows[i] = 0;
  int shift = 0;
  for (int i = 0; i + 1 < n; ++i) {
    const int width = n - 1 - i;
    const VertexSet upper = ((key >> shift) & ((VertexSet{1} << width) - 1)) << (i + 1);
    rows[i] |= upper;
    for (const int j : bits_of(upper)) rows[j] |= bit(i);
    shift += width;
  }
}

}  // namespace gg::tablebase
