// What a run of gg prove is asked (prover.h), what it reports while it works, and what it
// returns; the threaded run, the MPI run and the command share these.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>

#include "games/game.h"
#include "prove/proof_state.h"
#include "prove/proof_store.h"

namespace gg::store {
class MpiRuntime;
}

namespace gg::prove {

// Engine nodes per attempt at a subproblem when the proof does not say: about ten seconds of
// Trails or Trail Trap search on one core (docs/prove.md).
constexpr std::uint64_t kDefaultBudget = 10'000'000;

struct ProveRequest {
  Position root;  // the position to decide (parameters not yet checked)
  // Unset: the database's, else the defaults (kDefaultBudget, no split, shard 0/1).
  std::optional<std::uint64_t> budget;
  std::optional<int> split_depth;
  std::optional<std::pair<int, int>> shard;  // i, m
  int jobs = 1;                              // threads; ignored on more than one MPI rank
  const store::MpiRuntime* mpi = nullptr;    // ranks other than 0 solve (mpi_prover.h)
  std::size_t tt_megabytes = 256;            // each worker's table (table_megabytes_for)
  double max_seconds = 0;  // stop the run (not a subproblem) after this; 0: no limit
  const std::atomic<bool>* interrupt = nullptr;
};

struct ProveProgress {
  ProofCounts counts;
  double seconds = 0;  // since this run started
};

struct ProveResult {
  ProofHeader header;
  int winner = 0;            // of the root; 0 while undecided
  bool interrupted = false;  // by the interrupt
  bool timed_out = false;    // by max_seconds
  ProofCounts counts;
};

}  // namespace gg::prove
