// A transposition table for win/loss search, bounded in size.
//
// Win/loss results are exact, so an entry never needs a depth or a bound: a hit ends the
// search of that node. Layout: an array of two-slot buckets indexed by the low key bits.
// Replacement policy: slot 0 keeps the entry that cost the most work to compute (log2 of the
// subtree's node count); slot 1 always takes the newest entry. A new result goes to slot 0
// when it cost at least as much as what is there (the old slot-0 entry moves to slot 1),
// otherwise to slot 1. Expensive proofs thus survive floods of cheap ones, while recent cheap
// ones still get cached.
// Growth: the table starts at 64 KiB and doubles (rehashing) whenever half its slots are in
// use, until it reaches the size limit; from then on it is fixed and the replacement policy
// decides. Small problems thus never pay for touching a large table.
// Reuse: a census solves thousands of boards per thread, and zeroing each new table's pages
// took about 8% of its time. Given a block pool (the thread's SolverWorkspace, workspace.h), a
// block a table lets go of (when it grows or ends) goes to the pool, one per size up to
// TableBlockPool::kMaxKeptBytes, and the thread's next table of that size takes it as it is.
// Every entry carries the generation of the table that wrote it and a
// reused block gets the next generation, so what earlier tables left reads as empty (a block
// is zeroed only when its 8-bit generation wraps). Tables still start small and grow the
// same way, so a search's node count does not depend on what the thread solved before.
// Carrying entries: a pool that carries them (TableBlockPool::carry_entries, for searches
// that all share one board) keeps a table's last block with the generation it was written
// in and hands it to the next table, which starts at that block's size and goes on where
// the last one stopped (the first table starts small and grows as any does).
// Keys are full 64-bit hashes; a false hit needs a 64-bit collision within one bucket.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <utility>

#include "core/zeroed_memory.h"
#include "solve/workspace.h"

namespace gg {

template <class Move>
class TranspositionTable {
 public:
  struct Entry {
    std::uint64_t key = 0;
    Move best{};
    std::uint8_t win = 0;         // 1: the side to move wins
    std::uint8_t work = 0;        // log2(nodes in the subtree) + 1
    std::uint8_t generation = 0;  // the writing table's; any other value marks an empty slot
  };

  // `pool`: where memory is kept between tables (may be null: fresh memory every time).
  explicit TranspositionTable(std::size_t max_megabytes = 256, TableBlockPool* pool = nullptr)
      : pool_(pool) {
    max_buckets_ = std::bit_floor(std::max<std::size_t>((max_megabytes << 20) / sizeof(Bucket), 1));
    carry_ = pool_ != nullptr && pool_->carries_entries();
    // A carried table goes on in the block the last one left, at its size (a table loaded
    // from a file, gg solve --table-file, may be larger than this search's limit); the first
    // one starts small and grows as any table does.
    std::size_t start = std::min(max_buckets_, kInitialBuckets);
    if (const TableBlockPool::Block* kept = carry_ ? pool_->largest() : nullptr) {
      const std::size_t bytes = kept->memory.size();
      if (bytes % sizeof(Bucket) == 0 && std::has_single_bit(bytes / sizeof(Bucket))) {
        start = bytes / sizeof(Bucket);
        max_buckets_ = std::max(max_buckets_, start);
        carried_ = true;
      }
    }
    allocate(start, carried_);
  }
  ~TranspositionTable() { keep_for_reuse(std::move(memory_), generation_); }
  TranspositionTable(const TranspositionTable&) = delete;
  TranspositionTable& operator=(const TranspositionTable&) = delete;

  // Whether it went on from what earlier searches stored (TableBlockPool::carry_entries).
  bool carries_entries() const { return carried_; }

  const Entry* probe(std::uint64_t key) const {
    const Bucket& b = buckets()[key & mask_];
    for (const Entry& e : b.slot)
      if (e.generation == generation_ && e.key == key) return &e;
    return nullptr;
  }

  // Starts loading the bucket of `key` into the cache, so a probe soon after does not wait.
  void prefetch(std::uint64_t key) const { __builtin_prefetch(&buckets()[key & mask_]); }

  void store(std::uint64_t key, bool win, Move best, std::uint64_t subtree_nodes) {
    const auto work = static_cast<std::uint8_t>(std::bit_width(subtree_nodes) + 1);
    insert(Entry{key, best, static_cast<std::uint8_t>(win ? 1 : 0), work, generation_});
    if (used_ * 2 > capacity() && mask_ + 1 < max_buckets_) grow();
  }

  std::size_t capacity() const { return 2 * (mask_ + 1); }
  std::size_t used() const { return used_; }
  std::size_t bytes() const { return (mask_ + 1) * sizeof(Bucket); }

 private:
  struct Bucket {
    Entry slot[2];
  };
  static constexpr std::size_t kInitialBuckets = (std::size_t{64} << 10) / sizeof(Bucket);

  Bucket* buckets() const { return static_cast<Bucket*>(memory_.data()); }

  void keep_for_reuse(ZeroedMemory memory, std::uint8_t generation) {
    if (pool_ != nullptr) pool_->give(std::move(memory), generation);
  }
  // A block outgrown: a carrying pool keeps only the table's last block (it keeps any size,
  // and a smaller one would only hold memory).
  void outgrown(ZeroedMemory memory, std::uint8_t generation) {
    if (!carry_) keep_for_reuse(std::move(memory), generation);
  }

  // `carry`: the kept block's entries stay valid (its generation goes on).
  void allocate(std::size_t buckets, bool carry = false) {
    const std::size_t bytes = buckets * sizeof(Bucket);
    TableBlockPool::Block kept = pool_ != nullptr ? pool_->take(bytes) : TableBlockPool::Block{};
    if (kept.memory.data() != nullptr && carry) {
      memory_ = std::move(kept.memory);
      generation_ = kept.generation;
    } else if (kept.memory.data() != nullptr) {
      memory_ = std::move(kept.memory);
      generation_ = static_cast<std::uint8_t>(kept.generation + 1);
      if (generation_ == 0) {  // wrapped: entries of every generation may be in the block
        std::memset(memory_.data(), 0, bytes);
        generation_ = 1;
      }
    } else {
      // Zeroed by the OS as pages are first touched: untouched pages cost nothing.
      memory_ = ZeroedMemory(bytes);
      generation_ = 1;
    }
    mask_ = buckets - 1;
    used_ = 0;
  }

  void insert(const Entry& fresh) {
    Bucket& b = buckets()[fresh.key & mask_];
    const bool empty0 = b.slot[0].generation != generation_;
    const bool empty1 = b.slot[1].generation != generation_;
    if (empty0 || b.slot[0].key == fresh.key) {
      used_ += empty0;
      b.slot[0] = fresh;
    } else if (!empty1 && b.slot[1].key == fresh.key) {
      b.slot[1] = fresh;
    } else if (fresh.work >= b.slot[0].work) {
      used_ += empty1;
      b.slot[1] = b.slot[0];
      b.slot[0] = fresh;
    } else {
      used_ += empty1;
      b.slot[1] = fresh;
    }
  }

  void grow() {
    ZeroedMemory old = std::move(memory_);
    const std::uint8_t old_generation = generation_;
    const auto* old_buckets = static_cast<const Bucket*>(old.data());
    const std::size_t old_count = mask_ + 1;
    allocate(old_count * 2);
    for (std::size_t i = 0; i < old_count; ++i) {
      for (Entry e : old_buckets[i].slot) {
        if (e.generation != old_generation) continue;
        e.generation = generation_;
        insert(e);
      }
    }
    outgrown(std::move(old), old_generation);
  }

  TableBlockPool* pool_;
  bool carry_ = false;    // the pool keeps this table's entries for the next one
  bool carried_ = false;  // this table went on from an earlier one's entries
  ZeroedMemory memory_;
  std::uint8_t generation_ = 1;
  std::size_t mask_ = 0;
  std::size_t max_buckets_ = 1;
  std::size_t used_ = 0;
};

}  // namespace gg
