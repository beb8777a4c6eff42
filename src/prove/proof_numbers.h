// Which subproblem of a split proof to work on next (docs/prove.md, "Taking work"): the most
// proving node of the proof tree, as proof-number search defines it, with the engine's node
// budget of a subproblem's next attempt as the cost of an open node. A subproblem is tried
// with rising budgets (kBudgetSteps) and split only after the largest, so every sibling gets
// an attempt at a budget before any gets the next: a cheap winning move is found before its
// expensive losing siblings are split.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "prove/proof_tree.h"

namespace gg::prove {

// The budgets of a subproblem's attempts, as multiples of sixteenths of the proof's budget B:
// B/16, B, 4B, 16B. A stop at the last splits the node.
inline constexpr std::array<std::uint64_t, 4> kBudgetSixteenths = {1, 16, 64, 256};
inline constexpr int kBudgetSteps = static_cast<int>(kBudgetSixteenths.size());

// The budget of attempt `step` (0 .. kBudgetSteps - 1) under the proof's budget.
std::uint64_t step_budget(std::uint64_t budget, int step);
// How many steps an open node has had, from the nodes its attempts spent: each finished step
// spent its budget (a cancelled or interrupted attempt less, so it counts short).
int steps_taken(std::uint64_t spent_nodes, std::uint64_t budget);

// Per node: what the proof numbers say it costs to show that its mover wins (`win`) and that
// its mover loses (`lose`), in engine nodes. A decided node costs 0 one way and kInfinite the
// other; an open one its next attempt's budget both ways (`leaf_cost`); a split one, with `to_c`
// a child's cost seen from this node's mover, min over children of its win and the sum of its
// lose (negamax proof numbers: a mover wins by one move, loses only when every move loses).
//
// Kept up to date node by node: a change to one node (an attempt started or ended, the node
// decided or split) touches only its path to the root, so choosing the next subproblem costs a
// path, not the whole tree. Numbers below a decided node go stale; nothing reads them.
class ProofNumbers {
 public:
  static constexpr double kInfinite = 1e300;
  using LeafCost = std::function<double(int)>;
  // The numbers of every node of `tree`, which must outlive them.
  ProofNumbers(const ProofTree& tree, LeafCost leaf_cost);
  // After node `i` changed, or anything its leaf cost reads: the nodes added to the tree since
  // the last call (its children, when it was split), then `i` and its ancestors.
  void update(int i);
  // Every node again, after changes to many (the shard a node belongs to).
  void recompute_all();
  double win(int i) const { return win_[i]; }
  double lose(int i) const { return lose_[i]; }

 private:
  void compute(int i);  // from the node and its children's numbers
  void add_new_nodes();
  const ProofTree& tree_;
  LeafCost leaf_cost_;
  std::vector<double> win_, lose_;
};

// The most proving open node below the root for which `available` holds, or -1: from the
// root, the child through which its mover's win looks cheapest, and so on down; where that
// child's subtree has no available node (running, another shard's), the next cheapest.
int most_proving_node(const ProofTree& tree, const ProofNumbers& numbers,
                      const std::function<bool(int)>& available);

}  // namespace gg::prove
