// What the rest of a split proof will cost, from what deciding its nodes has cost so far
// (docs/prove.md#the-estimate). The cost of deciding a node is everything its subtree took:
// the solve that decided it or its descendants, and every attempt a budget stopped or that
// was cancelled below it. Costs are grouped by depth below the proof's root, because a node
// near the root stands for a far larger tree than one near the leaves: the mean over all
// solved subproblems, which are nearly all deep, says little about an open opening.
#pragma once

#include <cstdint>
#include <string>
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

// A growth of search cost measured apart from the proof, on random positions of the same
// board (scripts/cost_sample.py fit --json): log10(nodes of one search) = intercept + slope *
// empty cells, fitted on `positions` positions; a position `plies` moves from the empty board
// has cells - plies empty cells (one cell per move, as in Trails).
struct SampledGrowth {
  std::string game;
  std::string board;
  int cells = 0;
  int positions = 0;
  double intercept = 0, slope = 0;
  double x_mean = 0, sxx = 0, residual = 0, t = 0;  // the line's 95% interval
};

struct SampledEstimate {
  double nodes = 0;  // the open subproblems, each at the line's value for its empty cells
  double nodes_low = 0, nodes_high = 0;  // each at the ends of the line's 95% interval
  int open = 0;
};

// The rest of the proof by the sampled growth: every open subproblem still needed (of the
// nodes `owned`) costs one search of its position, `plies_before_root` being the moves that
// lead to the proof's root.
SampledEstimate estimate_by_growth(const ProofTree& tree, const std::vector<char>& owned,
                                   const SampledGrowth& growth, int plies_before_root);

}  // namespace gg::prove
