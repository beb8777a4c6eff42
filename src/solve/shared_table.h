// A win/loss table shared by every thread of the process, for positions whose key names their
// value whatever the board (game_concept.h, shared_key): what one census thread learns about
// an endgame serves every other thread and every later graph.
//
// Lock-free (lockless hashing after Hyatt and Mann): a slot is two 64-bit words, the entry's
// data and its key XOR the data, written and read as relaxed atomics. A reader accepts a slot
// only when the two words give back its key, so a slot torn by concurrent writers reads as a
// miss; data words are never zero, so empty slots never match (keys are never zero either).
// Layout and replacement as in TranspositionTable: two-slot buckets, slot 0 keeps the entry
// that cost the most work (log2 of its subtree's nodes), slot 1 takes the newest. Racing
// writers may lose an entry, never corrupt one. Fixed size, chosen by the first user; the
// pages are zeroed by the kernel as they are first touched, so an unused table costs nothing.
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <optional>

#include "core/zeroed_memory.h"

namespace gg {

class SharedTable {
 public:
  explicit SharedTable(std::size_t megabytes)
      : buckets_(std::bit_floor(std::max<std::size_t>((megabytes << 20) / sizeof(Bucket), 1))),
        memory_(buckets_ * sizeof(Bucket)) {}

  // Whether the side to move wins, if the table knows the position.
  std::optional<bool> probe(std::uint64_t key) const {
    Bucket& b = bucket(key);
    for (Slot& s : b.slot) {
      const std::uint64_t data = load(s.data);
      if ((load(s.check) ^ data) == key && data != 0) return (data & kWinBit) != 0;
    }
    return std::nullopt;
  }

  void prefetch(std::uint64_t key) const { __builtin_prefetch(&bucket(key)); }

  void store(std::uint64_t key, bool win, std::uint64_t subtree_nodes) {
    const std::uint64_t work = static_cast<std::uint64_t>(std::bit_width(subtree_nodes)) + 1;
    const std::uint64_t data = kUsedBit | (win ? kWinBit : 0) | (work << kWorkShift);
    Bucket& b = bucket(key);
    const std::uint64_t data0 = load(b.slot[0].data);
    const bool same0 = (load(b.slot[0].check) ^ data0) == key;
    if (data0 == 0 || same0 || work >= (data0 >> kWorkShift)) {
      // Slot 0 gets the new entry; what it held (unless the same key) moves to slot 1.
      if (data0 != 0 && !same0) write(b.slot[1], load(b.slot[0].check) ^ data0, data0);
      write(b.slot[0], key, data);
    } else {
      write(b.slot[1], key, data);
    }
  }

 private:
  static constexpr std::uint64_t kUsedBit = 1;
  static constexpr std::uint64_t kWinBit = 2;
  static constexpr int kWorkShift = 8;

  struct Slot {
    std::uint64_t check;  // key ^ data
    std::uint64_t data;   // used bit, win bit, work
  };
  struct Bucket {
    Slot slot[2];
  };

  static std::uint64_t load(std::uint64_t& word) {
    return std::atomic_ref<std::uint64_t>(word).load(std::memory_order_relaxed);
  }
  static void write(Slot& s, std::uint64_t key, std::uint64_t data) {
    std::atomic_ref<std::uint64_t>(s.data).store(data, std::memory_order_relaxed);
    std::atomic_ref<std::uint64_t>(s.check).store(key ^ data, std::memory_order_relaxed);
  }
  Bucket& bucket(std::uint64_t key) const {
    return static_cast<Bucket*>(memory_.data())[key & (buckets_ - 1)];
  }

  std::size_t buckets_;
  ZeroedMemory memory_;
};

}  // namespace gg
