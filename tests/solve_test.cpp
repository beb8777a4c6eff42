// The solver's building blocks: zeroed (huge-page) memory, the transposition table and the
// limit check.
#include <gtest/gtest.h>

#include <atomic>
#include <bit>
#include <cstdint>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

#include "core/machine_memory.h"
#include "core/zeroed_memory.h"
#include "solve/limits.h"
#include "solve/shared_table.h"
#include "solve/transposition_table.h"

namespace gg {
namespace {

bool all_zero(const ZeroedMemory& m) {
  const auto* bytes = static_cast<const unsigned char*>(m.data());
  for (std::size_t i = 0; i < m.size(); ++i)
    if (bytes[i] != 0) return false;
  return true;
}

// A node limit stops a search at exactly its count, whatever interval the checks have grown
// to: a split proof's subproblems and a limit's message must not depend on the machine's speed.
TEST(LimitGuard, ANodeLimitStopsAtExactlyItsCount) {
  for (const std::uint64_t limit : {1ull, 63ull, 10'000ull, 90'000ull, 1'000'003ull}) {
    SolveLimits limits;
    limits.max_nodes = limit;
    LimitGuard guard(limits);
    std::uint64_t stopped_at = 0;
    try {
      for (std::uint64_t nodes = 1; nodes <= 2 * limit + 8192; ++nodes) guard.on_node(nodes);
    } catch (const SearchAborted& e) {
      EXPECT_EQ(e.reason, SearchAborted::Reason::kNodes);
      stopped_at = e.nodes;
    }
    EXPECT_EQ(stopped_at, limit);
  }
}

TEST(ZeroedMemory, SmallAndHugePageBlocksStartZeroed) {
  for (std::size_t bytes : {std::size_t{1}, std::size_t{4096}, std::size_t{3} << 20}) {
    ZeroedMemory m(bytes);
    ASSERT_NE(m.data(), nullptr);
    EXPECT_EQ(m.size(), bytes);
    EXPECT_TRUE(all_zero(m)) << bytes;
    static_cast<unsigned char*>(m.data())[bytes - 1] = 7;  // writable to the last byte
  }
}

TEST(ZeroedMemory, LargeBlocksAreHugePageAligned) {
  ZeroedMemory m(std::size_t{4} << 20);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(m.data()) % (std::size_t{2} << 20), 0u);
}

TEST(ZeroedMemory, MovingTransfersOwnership) {
  ZeroedMemory a(std::size_t{2} << 20);
  void* data = a.data();
  ZeroedMemory b = std::move(a);
  EXPECT_EQ(b.data(), data);
  EXPECT_EQ(a.data(), nullptr);  // NOLINT(bugprone-use-after-move): the moved-from state
  a = std::move(b);
  EXPECT_EQ(a.data(), data);
}

struct TinyMove {
  std::uint16_t id = 0;
};

// The default table of gg's searches: a power of two from 64 MiB to 4 GiB (the memory
// available may change between calls, so sizes are not compared with each other).
TEST(MachineMemory, TableSizesArePowersOfTwoInRange) {
  for (int tables : {1, 2, 3, 8, 1000}) {
    const std::size_t mb = gg::table_megabytes_for(tables);
    EXPECT_TRUE(std::has_single_bit(mb)) << mb;
    EXPECT_GE(mb, 64U);
    EXPECT_LE(mb, 4096U);
  }
  EXPECT_EQ(gg::table_megabytes_for(1 << 20), 64U);  // 128 MiB each would need 256 TiB
}

TEST(TranspositionTable, GrowsWithoutLosingEntries) {
  {
    TranspositionTable<TinyMove> tt(64);
    const std::size_t start = tt.capacity();
    constexpr std::uint64_t kEntries = 200000;
    for (std::uint64_t k = 1; k <= kEntries; ++k)
      tt.store(k * 0x9E3779B97F4A7C15ULL, k % 3 == 0, TinyMove{static_cast<std::uint16_t>(k)}, k);
    EXPECT_GT(tt.capacity(), start);
    for (std::uint64_t k = 1; k <= kEntries; ++k) {
      const auto* e = tt.probe(k * 0x9E3779B97F4A7C15ULL);
      ASSERT_NE(e, nullptr) << k;
      EXPECT_EQ(e->win != 0, k % 3 == 0);
      EXPECT_EQ(e->best.id, static_cast<std::uint16_t>(k));
    }
    EXPECT_EQ(tt.probe(0x1234567), nullptr);
  }
}

std::uint64_t round_key(std::uint64_t round, std::uint64_t k) {
  return ((round << 32) | k) * 0x9E3779B97F4A7C15ULL;
}

// Blocks a table lets go of (growing or ending) go to the pool and to the next tables, which
// must see none of the old entries: here three tables in a row, each growing through sizes.
TEST(TranspositionTable, ReusedBlocksReadEmpty) {
  TableBlockPool pool;
  {
    constexpr std::uint64_t kPerRound = 20000;
    for (std::uint64_t round = 1; round <= 3; ++round) {
      TranspositionTable<TinyMove> tt(64, &pool);
      const std::size_t start = tt.bytes();
      for (std::uint64_t k = 1; k <= kPerRound; ++k) {
        if (round > 1) {
          ASSERT_EQ(tt.probe(round_key(round - 1, k)), nullptr) << round;
        }
        tt.store(round_key(round, k), k % 2 == 0, TinyMove{static_cast<std::uint16_t>(k)}, 3);
      }
      ASSERT_GT(tt.bytes(), start);
      EXPECT_EQ(tt.used(), kPerRound);  // only live entries were carried through growth
      for (std::uint64_t k = 1; k <= kPerRound; ++k) {
        const auto* e = tt.probe(round_key(round, k));
        ASSERT_NE(e, nullptr) << round << " " << k;
        ASSERT_EQ(e->best.id, static_cast<std::uint16_t>(k));
        if (round > 1) {
          ASSERT_EQ(tt.probe(round_key(round - 1, k)), nullptr) << round;
        }
      }
    }
  }
  // The blocks went back to the pool (so the tables above did reuse them).
  EXPECT_NE(pool.take(TranspositionTable<TinyMove>(64).bytes()).memory.data(), nullptr);
}

// The 8-bit generation wraps after 255 reuses of a block: what the first table wrote must
// still read as empty then (300 small tables after one that filled part of the block).
TEST(TranspositionTable, ReusedBlocksReadEmptyAcrossGenerationWrap) {
  TableBlockPool pool;
  {
    constexpr std::uint64_t kFirst = 1500;  // stays within the initial block
    std::size_t block = 0;
    {
      TranspositionTable<TinyMove> first(64, &pool);
      for (std::uint64_t k = 1; k <= kFirst; ++k) first.store(round_key(1, k), true, {}, 3);
      block = first.bytes();
    }
    for (std::uint64_t round = 2; round <= 300; ++round) {
      TranspositionTable<TinyMove> tt(64, &pool);
      ASSERT_EQ(tt.bytes(), block);
      for (std::uint64_t k = 1; k <= kFirst; ++k) {
        ASSERT_EQ(tt.probe(round_key(1, k)), nullptr) << "round " << round;
      }
      ASSERT_EQ(tt.probe(round_key(round - 1, 1)), nullptr) << "round " << round;
      tt.store(round_key(round, 1), true, {}, 3);
      ASSERT_NE(tt.probe(round_key(round, 1)), nullptr) << "round " << round;
    }
  }
}

// A pool that carries entries (a split proof's worker): the first table grows as any, the
// next starts in the block the last one left, at its size, and reads what it stored, and a
// pool that does not carry them still hands out blocks that read empty.
TEST(TranspositionTable, APoolThatCarriesEntriesKeepsThemForTheNextTable) {
  TableBlockPool pool;
  pool.carry_entries(true);
  constexpr std::uint64_t kPerRound = 20000;
  std::size_t full = 0;
  for (std::uint64_t round = 1; round <= 3; ++round) {
    TranspositionTable<TinyMove> tt(128, &pool);
    if (round == 1) {
      ASSERT_LT(tt.bytes(), std::size_t{1} << 20) << "the first carrying table starts small";
      ASSERT_FALSE(tt.carries_entries());
    } else {
      ASSERT_EQ(tt.bytes(), full) << "the next one starts at the size the last one reached";
      ASSERT_TRUE(tt.carries_entries());
    }
    for (std::uint64_t earlier = 1; earlier < round; ++earlier) {
      for (std::uint64_t k = 1; k <= kPerRound; ++k) {
        const auto* e = tt.probe(round_key(earlier, k));
        ASSERT_NE(e, nullptr) << round << " " << earlier << " " << k;
        ASSERT_EQ(e->win, k % 2 == 0 ? 1 : 0);
      }
    }
    for (std::uint64_t k = 1; k <= kPerRound; ++k)
      tt.store(round_key(round, k), k % 2 == 0, TinyMove{static_cast<std::uint16_t>(k)}, 3);
    full = tt.bytes();
  }
  pool.carry_entries(false);
  TranspositionTable<TinyMove> fresh(128, &pool);
  EXPECT_LT(fresh.bytes(), full) << "without carrying, tables start small again";
  EXPECT_EQ(fresh.probe(round_key(3, 1)), nullptr);
}

TEST(TranspositionTable, FullTableKeepsTheCostlierEntry) {
  TranspositionTable<TinyMove> tt(1);  // 1 MiB: once grown to it, replacement decides
  const std::size_t full = (std::size_t{1} << 20) / sizeof(TranspositionTable<TinyMove>::Entry);
  for (std::uint64_t k = 1; tt.capacity() < full; ++k) tt.store(k * 7919, false, TinyMove{}, 1);
  // Three keys in one two-slot bucket (same low bits): an expensive one, then two cheap ones.
  const std::uint64_t expensive = (1ULL << 40) | 5;
  const std::uint64_t cheap1 = (2ULL << 40) | 5;
  const std::uint64_t cheap2 = (3ULL << 40) | 5;
  tt.store(expensive, true, TinyMove{1}, 1 << 20);
  tt.store(cheap1, false, TinyMove{2}, 2);
  tt.store(cheap2, false, TinyMove{3}, 2);
  EXPECT_NE(tt.probe(expensive), nullptr);
  EXPECT_EQ(tt.probe(cheap1), nullptr);  // the newest cheap entry took the second slot
  EXPECT_NE(tt.probe(cheap2), nullptr);
}

TEST(SharedTable, KeepsTheCostlierEntryAndTheNewest) {
  SharedTable table(1);
  // Three keys in one two-slot bucket (same low bits): an expensive one, then two cheap ones.
  const std::uint64_t expensive = (1ULL << 40) | 5;
  const std::uint64_t cheap1 = (2ULL << 40) | 5;
  const std::uint64_t cheap2 = (3ULL << 40) | 5;
  EXPECT_FALSE(table.probe(expensive));
  table.store(expensive, true, 1 << 20);
  table.store(cheap1, false, 2);
  table.store(cheap2, false, 2);
  EXPECT_EQ(table.probe(expensive), std::optional<bool>(true));
  EXPECT_FALSE(table.probe(cheap1));  // the newest cheap entry took the second slot
  EXPECT_EQ(table.probe(cheap2), std::optional<bool>(false));
  // A costlier entry takes slot 0 and moves the old one to slot 1; storing a key again
  // replaces its entry.
  const std::uint64_t costlier = (4ULL << 40) | 5;
  table.store(costlier, false, 1 << 30);
  EXPECT_EQ(table.probe(costlier), std::optional<bool>(false));
  EXPECT_EQ(table.probe(expensive), std::optional<bool>(true));
  EXPECT_FALSE(table.probe(cheap2));
  table.store(costlier, true, 1 << 30);
  EXPECT_EQ(table.probe(costlier), std::optional<bool>(true));
  EXPECT_EQ(table.probe(expensive), std::optional<bool>(true));
}

// Threads hammering a shared table with 4,096 keys crowded into 64 buckets: a probe may miss,
// but it must never return a value other than the one stored for that key (slots torn by
// racing writers read as misses).
TEST(SharedTable, ConcurrentWritersNeverYieldAWrongValue) {
  SharedTable table(1);
  auto value_of = [](std::uint64_t key) { return ((key * 0x9E3779B97F4A7C15ULL) >> 63) != 0; };
  std::atomic<std::uint64_t> wrong{0};
  std::atomic<std::uint64_t> hits{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      std::uint64_t x = 12345 + static_cast<std::uint64_t>(t);
      for (int i = 0; i < 200000; ++i) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        const std::uint64_t r = (x >> 33) % 4096 + 1;
        const std::uint64_t key = (r << 15) | (r & 63);
        if (i % 2 == 0) {
          table.store(key, value_of(key), (x >> 20) & 0xFFFF);
        } else if (const auto v = table.probe(key)) {
          hits.fetch_add(1, std::memory_order_relaxed);
          if (*v != value_of(key)) wrong.fetch_add(1, std::memory_order_relaxed);
        }
      }
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(wrong.load(), 0u);
  EXPECT_GT(hits.load(), 5000u) << hits.load();  // the check above saw plenty of hits
}

}  // namespace
}  // namespace gg
