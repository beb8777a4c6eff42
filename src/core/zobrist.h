// Deterministic Zobrist keys: the same table in every run, so node counts and `gg bench`
// signatures are reproducible.
#pragma once

#include <cstdint>

namespace gg {

// SplitMix64: a tiny, well-mixed generator; good enough for hash keys.
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// A bijective 64-bit finaliser (MurmurHash3's fmix64): chains of it hash word sequences.
constexpr std::uint64_t mix64(std::uint64_t z) {
  z = (z ^ (z >> 33)) * 0xFF51AFD7ED558CCDULL;
  z = (z ^ (z >> 33)) * 0xC4CEB9FE1A85EC53ULL;
  return z ^ (z >> 33);
}

// Key number `index` of the stream named `stream` (one stream per kind of feature).
constexpr std::uint64_t zobrist_key(std::uint64_t stream, std::uint64_t index) {
  std::uint64_t s = stream * 0x100000001B3ULL + index * 0xD6E8FEB86659FD93ULL;
  return splitmix64(s);
}

}  // namespace gg
