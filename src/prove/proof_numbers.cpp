#include "prove/proof_numbers.h"

#include <algorithm>

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

ProofNumbers proof_numbers(const ProofTree& tree, const std::function<double(int)>& leaf_cost) {
  constexpr double kInf = ProofNumbers::kInfinite;
  ProofNumbers pn{std::vector<double>(tree.size(), kInf), std::vector<double>(tree.size(), kInf)};
  // Children before parents: the reverse of a preorder.
  std::vector<int> order = tree.depth_first();
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    const int i = *it;
    const ProofNode& n = tree.node(i);
    if (n.winner != 0) {
      pn.win[i] = n.winner == n.to_move ? 0 : kInf;
      pn.lose[i] = n.winner == n.to_move ? kInf : 0;
    } else if (n.state != NodeState::kSplit) {
      pn.win[i] = pn.lose[i] = leaf_cost(i);
    } else {
      double win = kInf, lose = 0;
      for (const int c : n.children) {
        const bool same = tree.node(c).to_move == n.to_move;
        win = std::min(win, same ? pn.win[c] : pn.lose[c]);
        lose = std::min(kInf, lose + (same ? pn.lose[c] : pn.win[c]));
      }
      pn.win[i] = win;
      pn.lose[i] = lose;
    }
  }
  return pn;
}

int most_proving_node(const ProofTree& tree, const ProofNumbers& numbers,
                      const std::function<bool(int)>& available) {
  const auto search = [&](auto&& self, int i) -> int {
    const ProofNode& n = tree.node(i);
    if (n.winner != 0) return -1;
    if (n.state != NodeState::kSplit) return available(i) ? i : -1;
    // The children by the cost of the mover's win through them, ties in the engine's order.
    const auto cost = [&](int c) {
      return tree.node(c).to_move == n.to_move ? numbers.win[c] : numbers.lose[c];
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
