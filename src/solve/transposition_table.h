// A fixed-size transposition table for win/loss search.
//
// Win/loss results are exact, so an entry never needs a depth or a bound: a hit ends the
// search of that node. Replacement policy: the table is an array of two-slot buckets. Slot 0
// keeps the entry that cost the most work to compute (log2 of the subtree's node count);
// slot 1 always takes the newest entry. A new result goes to slot 0 when it cost at least as
// much as what is there (the old slot-0 entry moves to slot 1), otherwise to slot 1. Expensive
// proofs thus survive floods of cheap ones, while recent cheap ones still get cached.
// Keys are full 64-bit hashes; a false hit needs a 64-bit collision within one bucket.
#pragma once

#include <bit>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <optional>

namespace gg {

template <class Move>
class TranspositionTable {
 public:
  struct Entry {
    std::uint64_t key = 0;
    Move best{};
    std::uint8_t win = 0;   // 1: the side to move wins
    std::uint8_t work = 0;  // log2(nodes in the subtree) + 1; 0 marks an empty slot
  };

  // `megabytes` is rounded down to a power-of-two number of buckets (at least one).
  explicit TranspositionTable(std::size_t megabytes = 64) { resize(megabytes); }

  void resize(std::size_t megabytes) {
    const std::size_t bytes = megabytes * 1024 * 1024;
    std::size_t buckets = std::bit_floor(std::max<std::size_t>(bytes / sizeof(Bucket), 1));
    // calloc: large zeroed blocks come straight from the OS, so untouched pages cost nothing
    // and a big table for a small problem is free.
    buckets_.reset(static_cast<Bucket*>(std::calloc(buckets, sizeof(Bucket))));
    if (!buckets_) throw std::bad_alloc();
    mask_ = buckets - 1;
    used_ = 0;
  }

  void clear() {
    std::memset(static_cast<void*>(buckets_.get()), 0, (mask_ + 1) * sizeof(Bucket));
    used_ = 0;
  }

  const Entry* probe(std::uint64_t key) const {
    const Bucket& b = buckets_.get()[key & mask_];
    for (const Entry& e : b.slot)
      if (e.work != 0 && e.key == key) return &e;
    return nullptr;
  }

  void store(std::uint64_t key, bool win, Move best, std::uint64_t subtree_nodes) {
    Bucket& b = buckets_.get()[key & mask_];
    const auto work = static_cast<std::uint8_t>(std::bit_width(subtree_nodes) + 1);
    const Entry fresh{key, best, static_cast<std::uint8_t>(win ? 1 : 0), work};
    if (b.slot[0].key == key || b.slot[0].work == 0) {
      used_ += b.slot[0].work == 0;
      b.slot[0] = fresh;
    } else if (b.slot[1].key == key) {
      b.slot[1] = fresh;
    } else if (work >= b.slot[0].work) {
      used_ += b.slot[1].work == 0;
      b.slot[1] = b.slot[0];
      b.slot[0] = fresh;
    } else {
      used_ += b.slot[1].work == 0;
      b.slot[1] = fresh;
    }
  }

  std::size_t capacity() const { return 2 * (mask_ + 1); }
  std::size_t used() const { return used_; }
  std::size_t bytes() const { return (mask_ + 1) * sizeof(Bucket); }

 private:
  struct Bucket {
    Entry slot[2];
  };
  struct FreeDeleter {
    void operator()(Bucket* p) const { std::free(p); }
  };
  std::unique_ptr<Bucket, FreeDeleter> buckets_;
  std::size_t mask_ = 0;
  std::size_t used_ = 0;
};

}  // namespace gg
