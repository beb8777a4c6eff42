// The state of a stored split proof (prover.h): its tree, the nodes this database's shard works
// on, and how many of them are solved, split or open, with an estimate of the rest.
#pragma once

#include <cstdint>
#include <vector>

#include "prove/proof_estimate.h"
#include "prove/proof_store.h"
#include "prove/proof_tree.h"

namespace gg::prove {

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

// The tree of a stored proof, with its header; the caller owns nothing else.
struct StoredProof {
  ProofHeader header;
  ProofTree tree;
  std::vector<char> owned;
};
StoredProof load_proof(const ProofStore& store);

}  // namespace gg::prove
