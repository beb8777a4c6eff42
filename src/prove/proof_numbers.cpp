#include "prove/proof_numbers.h"

#include <algorithm>
#include <utility>

namespace gg::prove {

std::uint64_t step_budget(std::uint64_t budget, int step) {
  const int s = std::clamp(step, 0, kBudgetSteps - 1);
  return std::max<std::uint64_t>(64, budget / 16 * kBudgetSixteenths[s]);
}

int steps_taken(std::uint64_t spent_nodes, std::uint64_t budget) {
  std::uint64_t finished = 0;
  int steps = 0;
  while (steps < kBudgetSteps - 1) {
    finished += step_budget(budget, steps);
    if (spent_nodes < finished) break;
    ++steps;
  }
  return steps;
}

ProofNumbers::ProofNumbers(const ProofTree& tree, LeafCost leaf_cost)
    : tree_(tree), leaf_cost_(std::move(leaf_cost)) {
  recompute_all();
}

void ProofNumbers::recompute_all() {
  win_.assign(tree_.size(), kInfinite);
  lose_.assign(tree_.size(), kInfinite);
  // A child's index is above its parent's (the tree only appends), so this is children first.
  for (int i = tree_.size() - 1; i >= 0; --i) compute(i);
}

void ProofNumbers::add_new_nodes() {
  const int old_size = static_cast<int>(win_.size());
  if (old_size == tree_.size()) return;
  win_.resize(tree_.size(), kInfinite);
  lose_.resize(tree_.size(), kInfinite);
  for (int i = tree_.size() - 1; i >= old_size; --i) compute(i);
}

void ProofNumbers::update(int i) {
  add_new_nodes();
  for (; i >= 0; i = tree_.node(i).parent) compute(i);
}

void ProofNumbers::compute(int i) {
  const ProofNode& n = tree_.node(i);
  if (n.winner != 0) {
    win_[i] = n.winner == n.to_move ? 0 : kInfinite;
    lose_[i] = n.winner == n.to_move ? kInfinite : 0;
  } else if (n.state != NodeState::kSplit) {
    win_[i] = lose_[i] = leaf_cost_(i);
  } else {
    double win = kInfinite, lose = 0;
    for (const int c : n.children) {
      const bool same = tree_.node(c).to_move == n.to_move;
      win = std::min(win, same ? win_[c] : lose_[c]);
      lose = std::min(kInfinite, lose + (same ? lose_[c] : win_[c]));
    }
    win_[i] = win;
    lose_[i] = lose;
  }
}

int most_proving_node(const ProofTree& tree, const ProofNumbers& numbers,
                      const std::function<bool(int)>& available) {
  const auto search = [&](auto&& self, int i) -> int {
    const ProofNode& n = tree.node(i);
    if (n.winner != 0) return -1;
    if (n.state != NodeState::kSplit) return available(i) ? i : -1;
    // The children by the cost of the mover's win through them, ties in the engine's order.
    const auto cost = [&](int c) {
      return tree.node(c).to_move == n.to_move ? numbers.win(c) : numbers.lose(c);
    };
    std::vector<int> children = n.children;
    std::stable_sort(children.begin(), children.end(),
                     [&](int a, int b) { return cost(a) < cost(b); });
    for (const int c : children)
      if (const int found = self(self, c); found >= 0) return found;
    return -1;
  };
  return search(search, ProofTree::kRoot);
}

}  // namespace gg::prove
