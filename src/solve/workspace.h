// What solvers keep between searches, owned by whoever runs them and handed to the solvers
// explicitly (SearchOptions::workspace): nothing of it lives in statics, its sizes are the
// owner's choice, and a test can start from a fresh one.
//   * table_blocks: transposition-table memory a finished table lets go of, kept for the
//     next table of the same size (one thread's: a census thread solves thousands of boards,
//     and zeroing a new table's pages took about 8% of its time);
//   * shared_table: the process-wide table of board-independent endgames (shared_table.h),
//     owned by the census and used by all its threads, or none;
//   * proof_table: a win/loss table the threads of one split proof share (prove/), for the
//     costlier results of any position of its board, or none;
//   * grundy_memo: Grundy values of independent parts by a string key, kept across boards
//     (the Game of Cycles' decomposition: the same small parts recur on every board).
// One workspace serves one thread at a time.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>

#include "core/zeroed_memory.h"
#include "solve/shared_table.h"

namespace gg {

class TableBlockPool {
 public:
  // Blocks larger than this are freed: they are rare, and keeping them would double the
  // memory of the searches that need them. (A pool that carries entries keeps any size.)
  static constexpr std::size_t kMaxKeptBytes = std::size_t{64} << 20;

  // Whether the entries in a kept block stay valid for the next table: only when every
  // search that uses the pool is of one game on one board under one rule set, so a key names
  // the same position in all of them (a split proof's subproblems, prove/proof_run.h). Then
  // a table starts in the block the last one left, at its size, and goes on with what it
  // stored; a search's node count depends on what was solved before.
  void carry_entries(bool carry) { carry_entries_ = carry; }
  bool carries_entries() const { return carry_entries_; }

  struct Block {
    ZeroedMemory memory;
    std::uint8_t generation = 0;  // the last generation written in it
  };
  // The kept block of exactly `bytes`, or an empty one.
  Block take(std::size_t bytes) {
    Block& b = blocks_[std::bit_width(bytes) - 1];
    if (b.memory.size() != bytes) return {};
    return std::exchange(b, Block{});
  }
  // The largest kept block, or null: with carry_entries, the table the searches left (what
  // gg solve --table-file saves).
  const Block* largest() const {
    for (auto b = blocks_.rbegin(); b != blocks_.rend(); ++b)
      if (b->memory.data() != nullptr) return &*b;
    return nullptr;
  }
  void give(ZeroedMemory memory, std::uint8_t generation) {
    if (memory.data() == nullptr || (memory.size() > kMaxKeptBytes && !carry_entries_)) return;
    Block& b = blocks_[std::bit_width(memory.size()) - 1];
    b = Block{std::move(memory), generation};
  }

 private:
  std::array<Block, 64> blocks_;
  bool carry_entries_ = false;
};

struct SolverWorkspace {
  TableBlockPool table_blocks;
  SharedTable* shared_table = nullptr;  // not owned
  SharedTable* proof_table = nullptr;   // not owned
  std::unordered_map<std::string, int> grundy_memo;
};

}  // namespace gg
