// gg prove over MPI ranks (built with MPI; GG_HAVE_MPI). Rank 0 holds the proof and its
// database and hands out one subproblem at a time to whichever rank is free; the other ranks
// only solve, each with its own engine and table, and know nothing but what rank 0 sends them
// (the position, the table size, then one subproblem after another). An attempt that a
// decided sibling makes moot is cancelled on its rank. Run as
// `mpirun -np K gg prove ... --db proof.db --mpi`.
#pragma once

#include <functional>

#include "prove/proof_run.h"
#include "prove/request.h"
#include "store/mpi_runtime.h"

namespace gg::prove {

// Rank 0: works `run` with the other ranks until the root is decided, nothing is left, or the
// request's interrupt or time limit stops it.
ProveResult run_on_ranks(ProofRun& run, const ProveRequest& request, const store::MpiRuntime& mpi,
                         const std::function<void(const ProveProgress&)>& on_progress);

// Every other rank: solves what rank 0 sends until rank 0 releases it.
void serve_subproblems();

// Rank 0 holds one while it runs: leaving, however rank 0's run ends (an error before the
// first subproblem included), it releases every other rank, so none waits for work that never
// comes.
class RanksReleased {
 public:
  explicit RanksReleased(const store::MpiRuntime& mpi) : mpi_(mpi) {}
  ~RanksReleased();
  RanksReleased(const RanksReleased&) = delete;
  RanksReleased& operator=(const RanksReleased&) = delete;

 private:
  const store::MpiRuntime& mpi_;
};

}  // namespace gg::prove
