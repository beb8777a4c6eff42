#include "prove/proof_tree.h"

#include <algorithm>

#include "core/error.h"

namespace gg::prove {

std::string_view state_name(NodeState state) {
  switch (state) {
    case NodeState::kOpen:
      return "open";
    case NodeState::kSolved:
      return "solved";
    case NodeState::kSplit:
      return "split";
  }
  return "open";
}

NodeState parse_state(std::string_view name) {
  for (NodeState s : {NodeState::kOpen, NodeState::kSolved, NodeState::kSplit})
    if (state_name(s) == name) return s;
  throw InputError("node state '" + std::string(name) + "': use open, solved or split");
}

std::string child_path(std::string_view path, std::string_view moves) {
  std::string out(path);
  if (!out.empty() && !moves.empty()) out += ' ';
  out += moves;
  return out;
}

std::string_view parent_path(std::string_view path) {
  const auto space = path.rfind(' ');
  return space == std::string_view::npos ? std::string_view() : path.substr(0, space);
}

namespace {

int depth_of(std::string_view path) {
  return path.empty() ? 0 : 1 + static_cast<int>(std::count(path.begin(), path.end(), ' '));
}

}  // namespace

ProofTree::ProofTree(int root_to_move) {
  ProofNode root;
  root.to_move = root_to_move;
  nodes_.push_back(root);
  by_path_.emplace("", kRoot);
}

ProofTree ProofTree::from_nodes(std::vector<ProofNode> nodes) {
  // Parents before children, siblings in their order.
  std::sort(nodes.begin(), nodes.end(), [](const ProofNode& a, const ProofNode& b) {
    const int da = depth_of(a.path), db = depth_of(b.path);
    if (da != db) return da < db;
    return a.order < b.order;
  });
  if (nodes.empty() || !nodes.front().path.empty())
    throw InputError("the proof has no root position");
  ProofTree tree(nodes.front().to_move);
  tree.nodes_.front() = nodes.front();
  tree.nodes_.front().parent = -1;
  tree.nodes_.front().depth = 0;
  tree.nodes_.front().children.clear();
  for (const ProofNode& n : nodes) {
    const bool solved = n.state == NodeState::kSolved;
    if (n.to_move < 1 || n.to_move > 2 ||
        (solved ? n.solved_winner < 1 || n.solved_winner > 2 : n.solved_winner != 0))
      throw InputError("the proof's node '" + n.path + "' names no player 1 or 2 where it must");
  }
  for (std::size_t i = 1; i < nodes.size(); ++i) {
    ProofNode& n = nodes[i];
    const int parent = tree.find(parent_path(n.path));
    if (parent < 0)
      throw InputError("the proof's node '" + n.path + "' has no parent position in it");
    if (tree.find(n.path) >= 0) throw InputError("the proof holds '" + n.path + "' twice");
    n.parent = parent;
    n.depth = tree.nodes_[parent].depth + 1;
    n.children.clear();
    const int index = tree.size();
    tree.by_path_.emplace(n.path, index);
    tree.nodes_[parent].children.push_back(index);
    tree.nodes_.push_back(std::move(n));
  }
  // Derived winners, children before parents.
  for (int i = tree.size() - 1; i >= 0; --i) tree.nodes_[i].winner = tree.derived_winner(i);
  return tree;
}

int ProofTree::find(std::string_view path) const {
  const auto it = by_path_.find(std::string(path));
  return it == by_path_.end() ? -1 : it->second;
}

int ProofTree::add_child(int parent, std::string_view move, int to_move) {
  ProofNode child;
  child.path = child_path(nodes_[parent].path, move);
  child.order = static_cast<int>(nodes_[parent].children.size());
  child.to_move = to_move;
  child.parent = parent;
  child.depth = nodes_[parent].depth + 1;
  const int index = size();
  by_path_.emplace(child.path, index);
  nodes_.push_back(std::move(child));
  nodes_[parent].children.push_back(index);
  nodes_[parent].state = NodeState::kSplit;
  return index;
}

int ProofTree::implied_by_children(int i) const {
  const ProofNode& n = nodes_[i];
  if (n.children.empty()) return 0;
  const int opponent = 3 - n.to_move;
  bool all_lost = true;
  for (int c : n.children) {
    if (nodes_[c].winner == n.to_move) return n.to_move;
    all_lost &= nodes_[c].winner == opponent;
  }
  return all_lost ? opponent : 0;
}

int ProofTree::derived_winner(int i) const {
  const ProofNode& n = nodes_[i];
  if (n.state == NodeState::kSolved) return n.solved_winner;
  return n.state == NodeState::kSplit ? implied_by_children(i) : 0;
}

void ProofTree::propagate(int i) {
  for (; i >= 0; i = nodes_[i].parent) {
    const int w = derived_winner(i);
    if (w == nodes_[i].winner && nodes_[i].state != NodeState::kSolved) return;
    nodes_[i].winner = w;
  }
}

std::optional<int> ProofTree::contradiction() const {
  for (int i = 0; i < size(); ++i) {
    if (nodes_[i].state != NodeState::kSolved) continue;
    const int implied = implied_by_children(i);
    if (implied != 0 && implied != nodes_[i].solved_winner) return i;
  }
  return std::nullopt;
}

bool ProofTree::needed(int i) const {
  for (; i >= 0; i = nodes_[i].parent)
    if (nodes_[i].winner != 0) return false;
  return true;
}

std::vector<int> ProofTree::depth_first() const {
  std::vector<int> order;
  order.reserve(nodes_.size());
  std::vector<int> stack{kRoot};
  while (!stack.empty()) {
    const int i = stack.back();
    stack.pop_back();
    order.push_back(i);
    const auto& kids = nodes_[i].children;
    for (auto it = kids.rbegin(); it != kids.rend(); ++it) stack.push_back(*it);
  }
  return order;
}

}  // namespace gg::prove
