// The AND/OR tree of a split proof (docs/prove.md). Each node is a position reached from the
// proof's root position by a line of moves. A node is either open (not yet tried, or its
// attempts stopped), solved (by the engine within its budget, or the game is over there) or
// split into one child per move orbit. Winners are derived bottom-up: a split node is won by
// its mover as soon as one child is, and by the opponent once every child is (two players).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gg::prove {

enum class NodeState { kOpen, kSolved, kSplit };

std::string_view state_name(NodeState state);  // "open", "solved", "split"
// Throws InputError for a name that is none of them.
NodeState parse_state(std::string_view name);

struct ProofNode {
  std::string path;  // the moves from the proof's root, space separated; "" is the root
  int order = 0;     // its place among its siblings (the order the engine lists the moves)
  int to_move = 1;
  NodeState state = NodeState::kOpen;
  int solved_winner = 0;    // kSolved: the engine's answer (or the winner of a finished game)
  std::uint64_t nodes = 0;  // kSolved: the nodes of the solve that decided it
  double seconds = 0;
  // Attempts that a budget stopped (before the node was split) or that were cancelled once
  // the node was no longer needed: the cost of the proof that decided nothing.
  std::uint64_t spent_nodes = 0;
  double spent_seconds = 0;

  // Links and derived values, set by ProofTree.
  int parent = -1;
  int depth = 0;
  std::vector<int> children;  // in `order`
  int winner = 0;             // 0 while undecided
};

// A line of moves extended by more moves (either may be empty: "" is the root), and the line
// without its last move.
std::string child_path(std::string_view path, std::string_view moves);
std::string_view parent_path(std::string_view path);

class ProofTree {
 public:
  // A tree holding only the root (open, `to_move` to play).
  explicit ProofTree(int root_to_move);
  // The tree of stored nodes, in any order. Throws InputError when a node's parent is missing
  // or the root is.
  static ProofTree from_nodes(std::vector<ProofNode> nodes);

  static constexpr int kRoot = 0;
  int size() const { return static_cast<int>(nodes_.size()); }
  const ProofNode& node(int i) const { return nodes_[i]; }
  ProofNode& node(int i) { return nodes_[i]; }
  // The node of a path, or -1.
  int find(std::string_view path) const;

  // Adds a child under `parent` (which becomes kSplit) and returns its index.
  int add_child(int parent, std::string_view move, int to_move);
  // Derives the winner of `i` and its ancestors again after `i` changed.
  void propagate(int i);
  // A solved node whose children, as far as they are decided, imply the other winner: two
  // solves disagree, so one engine (or a merged database) is wrong. Nullopt when none does.
  std::optional<int> contradiction() const;
  // Whether work on `i` can still matter: undecided, and no ancestor decided.
  bool needed(int i) const;
  // The indices in depth-first order (children in their order): the order work is taken in,
  // so that one subtree is finished before the next is opened.
  std::vector<int> depth_first() const;

 private:
  int derived_winner(int i) const;
  // The winner the decided children of `i` imply, whatever its own state: 0 when they do not.
  int implied_by_children(int i) const;
  std::vector<ProofNode> nodes_;
  std::unordered_map<std::string, int> by_path_;
};

}  // namespace gg::prove
