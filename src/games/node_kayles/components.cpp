#include "games/node_kayles/components.h"

#include <array>
#include <bitset>

#include "graph/symmetry.h"

namespace gg::node_kayles {

ComponentSolver::ComponentSolver(const Board& board, const SolveLimits& limits,
                                 SolverWorkspace* workspace)
    : board_(board),
      guard_(limits),
      memo_(workspace != nullptr ? workspace->grundy_memo : own_memo_) {}

VertexSet component_of(const Board& board, VertexSet free, int v) {
  VertexSet reached = bit(v);
  VertexSet frontier = reached;
  while (frontier != 0) {
    VertexSet next = 0;
    for (int u : bits_of(frontier)) next |= board.graph().neighbours(u);
    frontier = next & free & ~reached;
    reached |= frontier;
  }
  return reached;
}

Graph induced_graph(const Board& board, VertexSet component) {
  std::array<int, 64> index{};
  int k = 0;
  for (int v : bits_of(component)) index[static_cast<std::size_t>(v)] = k++;
  Graph g(k);
  for (int v : bits_of(component))
    for (int w : bits_of(board.graph().neighbours(v) & component))
      if (v < w) g.add_edge(index[static_cast<std::size_t>(v)], index[static_cast<std::size_t>(w)]);
  return g;
}

int ComponentSolver::grundy(VertexSet free) {
  int value = 0;
  while (free != 0) {
    const VertexSet component = component_of(board_, free, std::countr_zero(free));
    value ^= component_value(component);
    free &= ~component;
  }
  return value;
}

std::string ComponentSolver::canonical_key(VertexSet component) const {
  // Tagged, since the workspace's table is shared with other games' decompositions.
  return "node-kayles " + canonical_string(induced_graph(board_, component));
}

int ComponentSolver::component_value(VertexSet component) {
  ++stats_.nodes;
  guard_.on_node(stats_.nodes);
  if ((component & (component - 1)) == 0) return 1;  // one vertex: one move
  if (const auto it = board_memo_.find(component); it != board_memo_.end()) {
    ++stats_.tt_hits;
    return it->second;
  }
  std::string key = canonical_key(component);
  if (const auto it = memo_.find(key); it != memo_.end()) {
    ++stats_.tt_hits;
    board_memo_.emplace(component, it->second);
    return it->second;
  }
  // A mex is at most the number of options, one per vertex.
  std::bitset<65> seen;
  for (int v : bits_of(component)) {
    const int value = grundy(component & ~board_.closed_neighbourhood(v));
    if (value <= 64) seen.set(static_cast<std::size_t>(value));
  }
  int mex = 0;
  while (seen.test(static_cast<std::size_t>(mex))) ++mex;
  if (memo_.size() >= kMemoLimit) memo_.clear();
  memo_.emplace(std::move(key), mex);
  board_memo_.emplace(component, mex);
  return mex;
}

}  // namespace gg::node_kayles
