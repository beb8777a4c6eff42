// The census over MPI ranks (built when CMake finds MPI; GG_HAVE_MPI). Rank 0 reads the
// graphs as a stream, hands out chunks of them dynamically to the other ranks, gathers their rows
// and is the only writer of the database; every other rank only solves. With one rank the threaded
// census runs instead. Run as `mpirun -np K gg census ... --mpi`.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "census/census.h"
#include "census/retrograde.h"
#include "store/mpi_runtime.h"

namespace gg::census {

// Rank 0 passes its graph source and its store, and streams the items to the other ranks in
// chunks as they ask; the others pass no source and no store. Returns the result on rank 0,
// an empty one elsewhere.
CensusResult run_census_mpi(const store::MpiRuntime& mpi, GraphSource* source,
                            const CensusOptions& options, ResultStore* store,
                            const std::function<void(const Progress&)>& on_progress);

// A retrograde census over the ranks: each computes its block of every layer, and one
// MPI_Allgatherv per layer gives every rank the whole layer (rank 0 stores the rows).
TableRanks mpi_table_ranks(const store::MpiRuntime& mpi);

}  // namespace gg::census
