// The certificate writer's memory of proven positions: 64-bit keys, with or without a 32-bit
// value each, in flat open-addressing arrays (linear probing). A certificate remembers hundreds
// of millions of positions (Trail Trap K11 passed 175 M), so the layout is what decides
// whether it fits:
//   * no value where none is read (the set of exact position hashes): 8 bytes a slot;
//   * a 32-bit value where one is (the canonical forms' map numbers): 12 bytes a slot;
//   * tables grow at three quarters full, not one half, and by a quarter, not double, so that
//     they are always 60-75% full (doubling left them 37.5% full after each growth: W12's
//     3.2 M positions took 52 bytes each in the two tables, where 20 bytes a slot is all);
//   * 256 shards chosen by the key's top byte, each growing on its own, so that a doubling
//     holds old and new arrays for one shard at a time (a single table held both for the
//     whole: three times its size at the moment it grew).
// Node-based tables took 3.5 GB for EDGe C20 and minutes to free when a run was interrupted;
// these take two allocations per shard.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace gg::play {

struct NoValue {};

// Value: std::uint32_t, or NoValue for a set.
template <class Value>
class PositionTable {
  static constexpr bool kKeysOnly = std::is_same_v<Value, NoValue>;

 public:
  bool contains(std::uint64_t key) const { return find_slot(key) != kMissing; }

  // The value of `key` (not for sets), or nullptr.
  const Value* find(std::uint64_t key) const requires(!kKeysOnly) {
    if (key == 0) return has_zero_ ? &zero_value_ : nullptr;
    const std::size_t i = find_slot(key);
    return i == kMissing ? nullptr : &shard_of(key).values[i];
  }

  // Adds `key` (with `value`), or gives a present key its new value.
  void insert(std::uint64_t key, Value value = {}) {
    if (key == 0) {
      size_ += has_zero_ ? 0 : 1;
      has_zero_ = true;
      zero_value_ = value;
      return;
    }
    Shard& s = shard_of(key);
    if (4 * (s.size + 1) > 3 * s.keys.size()) grow(s);
    std::size_t i = slot(key, s.keys.size());
    while (s.keys[i] != 0 && s.keys[i] != key) i = next(i, s.keys.size());
    if (s.keys[i] == 0) {
      ++s.size;
      ++size_;
    }
    s.keys[i] = key;
    if constexpr (!kKeysOnly) s.values[i] = value;
  }

  std::size_t size() const { return size_; }

 private:
  static constexpr std::size_t kMissing = ~std::size_t{0};
  static constexpr int kShardBits = 8;

  struct Shard {
    std::vector<std::uint64_t> keys;                                 // 0: an empty slot
    std::vector<std::conditional_t<kKeysOnly, char, Value>> values;  // empty for a set
    std::size_t size = 0;
  };

  static std::uint64_t mixed(std::uint64_t key) { return key * 0x9e3779b97f4a7c15ULL; }
  // The top bits choose the shard, the next 32 the slot: scaled to the capacity (any size
  // below 2^32), not masked, so that capacities need not be powers of two.
  static std::size_t slot(std::uint64_t key, std::size_t capacity) {
    const std::uint64_t fraction = (mixed(key) >> (32 - kShardBits)) & 0xffffffffULL;
    return static_cast<std::size_t>((fraction * capacity) >> 32);
  }
  static std::size_t next(std::size_t i, std::size_t capacity) {
    return i + 1 == capacity ? 0 : i + 1;
  }
  Shard& shard_of(std::uint64_t key) { return shards_[mixed(key) >> (64 - kShardBits)]; }
  const Shard& shard_of(std::uint64_t key) const {
    return shards_[mixed(key) >> (64 - kShardBits)];
  }

  std::size_t find_slot(std::uint64_t key) const {
    if (key == 0) return has_zero_ ? 0 : kMissing;
    const Shard& s = shard_of(key);
    if (s.keys.empty()) return kMissing;
    for (std::size_t i = slot(key, s.keys.size());; i = next(i, s.keys.size())) {
      if (s.keys[i] == key) return i;
      if (s.keys[i] == 0) return kMissing;
    }
  }

  void grow(Shard& s) {
    std::vector<std::uint64_t> keys = std::move(s.keys);
    auto values = std::move(s.values);
    s.keys.assign(std::max<std::size_t>(64, keys.size() + keys.size() / 4), 0);
    if constexpr (!kKeysOnly) s.values.assign(s.keys.size(), Value{});
    for (std::size_t k = 0; k < keys.size(); ++k) {
      if (keys[k] == 0) continue;
      std::size_t i = slot(keys[k], s.keys.size());
      while (s.keys[i] != 0) i = next(i, s.keys.size());
      s.keys[i] = keys[k];
      if constexpr (!kKeysOnly) s.values[i] = values[k];
    }
  }

  std::array<Shard, std::size_t{1} << kShardBits> shards_;
  std::size_t size_ = 0;
  bool has_zero_ = false;
  Value zero_value_{};
};

}  // namespace gg::play
