// What the rest of a split proof will cost, from what deciding its nodes has cost so far
// (docs/prove.md#the-estimate). The cost of deciding a node is everything its subtree took:
// the solve that decided it or its descendants, and every attempt a budget stopped or that
// was cancelled below it. Costs are grouped by depth below the proof's root, because a node
// near the root stands for a far larger tree than one near the leaves: the mean over all
// solved subproblems, which are nearly all deep, says little about an open opening.
#pragma once

#include <cstdint>
#include <vector>

#include "prove/proof_tree.h"

namespace gg::prove {

struct DepthCost {
  int depth = 0;
  int decided = 0;          // nodes at this depth whose winner is known, moot or not
  int open = 0;             // open nodes at this depth that are still needed (this shard's)
  double mean_nodes = 0;    // of deciding one of the decided nodes; 0 when none is
  double mean_seconds = 0;  // on one core
  // What one open node here is expected to cost: the largest mean of this depth and every
  // deeper one (a node costs at least what the subtrees below it cost on average), or the
  // deepest mean when nothing at or below this depth is decided.
  double expected_nodes = 0;
  double expected_seconds = 0;
};

struct ProofEstimate {
  std::vector<DepthCost> depths;  // every depth that has a decided or an open node, in order
  double nodes = 0;               // the rest: the open nodes at their expected costs
  double seconds = 0;             // on one core
  bool known = false;             // false until some node with a cost is decided
};

// `owned` marks the nodes this database works on (owned_nodes in prover.h).
ProofEstimate estimate_rest(const ProofTree& tree, const std::vector<char>& owned);

}  // namespace gg::prove
