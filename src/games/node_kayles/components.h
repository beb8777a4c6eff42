// Node Kayles by decomposition into components. A move takes a vertex and its neighbours off
// the board, and a vertex is free or not by its own neighbourhood alone, so the free vertices
// of different components of the free subgraph never interact: a position is the disjoint sum
// of its components and its Sprague-Grundy value is the XOR of theirs. A component's value
// depends only on its graph up to isomorphism, so values are memoised under its canonical
// form (nauty), in the caller's workspace (solve/workspace.h) when there is one: a census
// meets the same small components on many boards. Within a board, components are first found
// by their vertex set. The table is cleared when it reaches kMemoLimit entries, so memory
// stays bounded in long runs. The recursion is at most one level per move, 64 deep.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>

#include "games/node_kayles/node_kayles.h"
#include "solve/limits.h"
#include "solve/workspace.h"

namespace gg::node_kayles {

// The vertices of `free` reachable from v through free vertices.
VertexSet component_of(const Board& board, VertexSet free, int v);
// The subgraph `component` induces, its vertices numbered in increasing order.
Graph induced_graph(const Board& board, VertexSet component);

class ComponentSolver {
 public:
  static constexpr std::size_t kMemoLimit = std::size_t{1} << 22;

  // `workspace` (may be null): its grundy_memo keeps component values across solves.
  ComponentSolver(const Board& board, const SolveLimits& limits,
                  SolverWorkspace* workspace = nullptr);

  // The Sprague-Grundy value of the position with these free vertices (nonzero iff the
  // player to move wins).
  int grundy(VertexSet free);
  const SolveStats& stats() {
    stats_.seconds = guard_.elapsed();
    return stats_;
  }

 private:
  int component_value(VertexSet component);
  // The component's graph in nauty's canonical form, tagged with the game.
  std::string canonical_key(VertexSet component) const;

  const Board& board_;
  LimitGuard guard_;
  SolveStats stats_;
  std::unordered_map<std::string, int> own_memo_;  // without a workspace
  std::unordered_map<std::string, int>& memo_;     // the workspace's or own_memo_
  std::unordered_map<VertexSet, int> board_memo_;
};

}  // namespace gg::node_kayles
