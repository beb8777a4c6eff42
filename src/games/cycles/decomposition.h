// Game of Cycles on boards without cells, by decomposition. Without cells the game is
// impartial normal play, and two unmarked edges interact only through a shared vertex that
// still constrains them: the source/sink rule of a vertex looks at its own edges only, and a
// vertex that is exempt (a leaf under `leaves-exempt`) or already has an edge in and an edge
// out can never become a source or a sink. So a position is the disjoint sum of the groups
// of unmarked edges linked through constraining vertices, and its Sprague-Grundy value is
// the XOR of theirs.
//
// An edge neither of whose directions is legal (the last edge of a vertex that may not
// become a source or a sink either way) stays so: it is dropped, and its ends are free.
//
// On a forest every group is a tree whose vertices carry one of four labels: free (exempt, in
// and out already, or the end of a dead edge), fresh (constrained, nothing marked yet), out-only
// and in-only. A group's value depends on that labelled tree alone, so values are memoised under
// the tree's canonical form (rooted at its centre, children sorted; the smaller of the form and the
// form with out/in swapped, since reversing every arrow keeps the value). Those values hold for
// every board and both rule variants (the variant only decides the starting labels), so the table
// lives in the caller's workspace (solve/workspace.h) and serves every solve of a census thread: a
// census meets the same small trees again and again. The table is cleared when it reaches
// kMemoLimit entries, so memory stays bounded in long runs.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <unordered_map>

#include "games/cycles/cycles.h"
#include "solve/limits.h"
#include "solve/workspace.h"

namespace gg::cycles {

class DecompositionSolver {
 public:
  static constexpr std::size_t kMemoLimit = std::size_t{1} << 22;

  // The board must have no cells (so it is a forest) and at most 64 edges.
  // `workspace` (may be null): its grundy_memo keeps the values of groups across solves.
  explicit DecompositionSolver(const SolveLimits& limits, SolverWorkspace* workspace = nullptr);

  // The Sprague-Grundy value of the position (nonzero iff the side to move wins).
  int grundy(State& s);
  const SolveStats& stats() {
    stats_.seconds = guard_.elapsed();
    return stats_;
  }

 private:
  int group_value(State& s, std::uint64_t edges);
  // The vertices a group's edges touch, with their labels (computed once per group visit).
  struct GroupLabels {
    VertexSet touched = 0;
    std::array<char, 64> labels{};
  };
  GroupLabels group_labels(const State& s, std::uint64_t edges) const;
  // The canonical form of the group's labelled tree.
  std::string group_key(const State& s, std::uint64_t edges, const GroupLabels& group) const;
  // The group exactly as it lies on this board: its edges and the labels of their ends.
  struct BoardKey {
    std::uint64_t edges;
    std::uint64_t labels_low;   // 2 bits per vertex 0..31
    std::uint64_t labels_high;  // 2 bits per vertex 32..63
    bool operator==(const BoardKey&) const = default;
  };
  struct BoardKeyHash {
    std::size_t operator()(const BoardKey& k) const;
  };
  static BoardKey board_key(std::uint64_t edges, const GroupLabels& group);
  // Calls visit(group) for each group of `edges` linked through constraining vertices.
  template <class Visit>
  void for_each_group(const State& s, std::uint64_t edges, Visit visit) const;
  void prepare(const Graph& g);
  char label(const State& s, int v) const;
  static char base_label(const State& s, int v);
  bool dead(const State& s, int e) const;

  std::array<std::uint64_t, 64> incident_{};  // edges at each vertex
  std::array<VertexSet, 64> ends_{};          // both ends of each edge

  LimitGuard guard_;
  SolveStats stats_;
  std::unordered_map<std::string, int> own_memo_;  // without a workspace
  std::unordered_map<std::string, int>& memo_;     // the workspace's or own_memo_
  // Transpositions within this board are found by the cheap board key first.
  std::unordered_map<BoardKey, int, BoardKeyHash> board_memo_;
};

}  // namespace gg::cycles
