// gg prove: one hard position decided as a tree of subproblems (docs/prove.md). The most
// proving open node is tried with the engine within a node budget that rises in steps; a
// node the last step stops is split into one child per move orbit, not lost; every answer is stored
// as it arrives and propagated, so a decided node cancels the work below its siblings that can no
// longer matter, and the root's answer appears as soon as it is implied. A rerun resumes from the
// database; shards divide the subtrees below a fixed split depth between runs that are merged
// afterwards.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "games/game.h"
#include "prove/proof_estimate.h"
#include "prove/proof_store.h"
#include "prove/proof_tree.h"

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

// The state of a proof's tree, over the nodes this database works on (its shard's).
struct ProofCounts {
  int nodes = 0;   // in the tree, decided or not
  int solved = 0;  // by the engine or a finished game
  int split = 0;
  int open = 0;                    // still needed
  int moot = 0;                    // open, but an ancestor is decided
  int running = 0;                 // being solved now
  std::uint64_t solved_nodes = 0;  // engine nodes of the solves that decided something
  std::uint64_t spent_nodes = 0;   // of attempts that stopped at the budget or were cancelled
  double solved_seconds = 0;
  double spent_seconds = 0;
  // The rest, at what deciding a node at each depth has cost so far (proof_estimate.h).
  ProofEstimate estimate;
};

// Which nodes a database of shard `shard` of `shards` works on: those below its share of the
// nodes at depth `split_depth` (numbered in depth-first order, dealt out i, i + m, ...).
std::vector<char> owned_nodes(const ProofTree& tree, int split_depth, int shard, int shards);
ProofCounts count_nodes(const ProofTree& tree, const std::vector<char>& owned,
                        const std::vector<int>& running = {});

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

// Opens (or starts) the proof in `store` and works until the root is decided, this shard has
// nothing left, or the run is stopped. Throws InputError when the database holds another
// proof or another division of the work, or the game has more than two players.
ProveResult prove(const Game& game, const ProveRequest& request, ProofStore& store,
                  const std::function<void(const ProveProgress&)>& on_progress);

// The tree of a stored proof, with its header; the caller owns nothing else.
struct StoredProof {
  ProofHeader header;
  ProofTree tree;
  std::vector<char> owned;
};
StoredProof load_proof(const ProofStore& store);

// Joins a proof (from another database or a table) into `store`: nodes it lacks are added,
// open ones take the other's progress, and a solve that contradicts the other's is refused
// before anything is written. Returns the number of nodes added or changed.
int merge_proof(ProofStore& store, const ProofTable& other, const std::string& other_name);

}  // namespace gg::prove
