#include "prove/proof_estimate.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace gg::prove {

ProofEstimate estimate_rest(const ProofTree& tree, const std::vector<char>& owned) {
  // Subtree costs, children before parents (a tree stores every parent before its children).
  std::vector<double> nodes(tree.size()), seconds(tree.size());
  for (int i = tree.size() - 1; i >= 0; --i) {
    const ProofNode& n = tree.node(i);
    nodes[i] += static_cast<double>(n.spent_nodes);
    seconds[i] += n.spent_seconds;
    if (n.state == NodeState::kSolved) {
      nodes[i] += static_cast<double>(n.nodes);
      seconds[i] += n.seconds;
    }
    if (n.parent >= 0) {
      nodes[n.parent] += nodes[i];
      seconds[n.parent] += seconds[i];
    }
  }
  std::map<int, DepthCost> by_depth;
  for (int i = 0; i < tree.size(); ++i) {
    const ProofNode& n = tree.node(i);
    if (n.winner != 0) {
      DepthCost& d = by_depth[n.depth];
      ++d.decided;
      d.mean_nodes += nodes[i];
      d.mean_seconds += seconds[i];
    } else if (n.state == NodeState::kOpen && owned[i] && tree.needed(i)) {
      ++by_depth[n.depth].open;
    }
  }
  ProofEstimate estimate;
  for (auto& [depth, d] : by_depth) {
    d.depth = depth;
    if (d.decided > 0) {
      d.mean_nodes /= d.decided;
      d.mean_seconds /= d.decided;
    }
    estimate.depths.push_back(d);
  }
  // From the deepest depth up: the largest mean so far is what a node here costs at least.
  double nodes_floor = 0, seconds_floor = 0;
  for (auto d = estimate.depths.rbegin(); d != estimate.depths.rend(); ++d) {
    if (d->decided > 0) {
      nodes_floor = std::max(nodes_floor, d->mean_nodes);
      seconds_floor = std::max(seconds_floor, d->mean_seconds);
    }
    d->expected_nodes = nodes_floor;
    d->expected_seconds = seconds_floor;
  }
  // Open nodes below every decided one: the deepest mean.
  const auto deepest = std::find_if(estimate.depths.rbegin(), estimate.depths.rend(),
                                    [](const DepthCost& d) { return d.decided > 0; });
  if (deepest == estimate.depths.rend()) return estimate;
  estimate.known = deepest->mean_nodes > 0;
  for (auto d = estimate.depths.rbegin(); d != deepest; ++d) {
    d->expected_nodes = deepest->mean_nodes;
    d->expected_seconds = deepest->mean_seconds;
  }
  for (const DepthCost& d : estimate.depths) {
    estimate.nodes += d.open * d.expected_nodes;
    estimate.seconds += d.open * d.expected_seconds;
  }
  return estimate;
}

SampledEstimate estimate_by_growth(const ProofTree& tree, const std::vector<char>& owned,
                                   const SampledGrowth& growth, int plies_before_root) {
  SampledEstimate estimate;
  for (int i = 0; i < tree.size(); ++i) {
    const ProofNode& n = tree.node(i);
    if (n.state != NodeState::kOpen || n.winner != 0 || !owned[i] || !tree.needed(i)) continue;
    const double empty = growth.cells - plies_before_root - n.depth;
    const double centre = growth.intercept + growth.slope * empty;
    const double half = growth.t * growth.residual *
                        std::sqrt(1.0 / growth.positions +
                                  (empty - growth.x_mean) * (empty - growth.x_mean) / growth.sxx);
    ++estimate.open;
    estimate.nodes += std::pow(10.0, centre);
    estimate.nodes_low += std::pow(10.0, centre - half);
    estimate.nodes_high += std::pow(10.0, centre + half);
  }
  return estimate;
}

}  // namespace gg::prove
