#include "prove/proof_run.h"

#include <algorithm>
#include <bit>

#include "core/error.h"
#include "games/session.h"
#include "solve/limits.h"

namespace gg::prove {

namespace {

Position position_at(const Position& root, const std::string& path) {
  Position p = root;
  p.moves = child_path(root.moves, path);
  return p;
}

// Splits node `i` into `children`; appends the indices written (the children, then `i`).
void add_children(ProofTree& tree, int i, const std::vector<Child>& children,
                  std::vector<int>& changed) {
  for (const Child& c : children) {
    const int k = tree.add_child(i, c.move, c.to_move);
    if (c.winner != 0) {
      tree.node(k).state = NodeState::kSolved;
      tree.node(k).solved_winner = c.winner;
    }
  }
  for (int k : tree.node(i).children) {
    tree.propagate(k);
    changed.push_back(k);
  }
  changed.push_back(i);
}

bool probed(const ProofNode& n) { return n.spent_nodes > 0; }

}  // namespace

std::vector<Child> expand(const Game& game, const Position& position) {
  SolveLimits small;
  small.tt_megabytes = 1;  // the session's engine is never asked here
  const auto session = game.start(position, small);
  std::vector<Child> children;
  for (const std::string& move : session->move_orbits()) {
    const auto next = session->clone();
    next->play(move);
    children.push_back({move, next->to_move(), next->winner()});
  }
  return children;
}

SolverWorkspace proof_workspace(SharedTable* shared) {
  SolverWorkspace workspace;
  workspace.table_blocks.carry_entries(true);
  workspace.proof_table = shared;
  return workspace;
}

Attempt attempt_subproblem(const Game& game, const Job& job, std::size_t tt_megabytes,
                           const std::atomic<bool>& cancel, SolverWorkspace& workspace) {
  SolveRequest solve;
  solve.position = job.position;
  solve.search.winner_only = true;
  solve.search.want_line = false;
  solve.search.workspace = &workspace;
  solve.search.limits.max_nodes = job.budget;
  // A workspace that carries its table from one subproblem to the next gets the whole table
  // asked for. Otherwise a table to fit the budget (about 32 bytes per node allowed), at most
  // the one asked for: a small subproblem does not pay for clearing a large table.
  const std::size_t most = std::max<std::size_t>(1, tt_megabytes);
  solve.search.limits.tt_megabytes =
      workspace.table_blocks.carries_entries()
          ? most
          : std::clamp<std::size_t>(std::bit_ceil(job.budget / 32768 + 1), 1, most);
  solve.search.limits.interrupt = &cancel;
  Attempt attempt;
  try {
    const SolveReport report = game.solve(solve);
    attempt.winner = report.winner;
    attempt.nodes = report.nodes;
    attempt.seconds = report.seconds;
  } catch (const SearchAborted& stopped) {
    attempt.nodes = stopped.nodes;
    attempt.seconds = stopped.seconds;
    if (stopped.reason == SearchAborted::Reason::kInterrupt || job.probe) {
      attempt.kind = Attempt::kUnfinished;  // a probe: the full attempt comes later
    } else {
      attempt.kind = Attempt::kStopped;
      attempt.children = expand(game, job.position);
    }
  }
  return attempt;
}

ProofRun::ProofRun(const Game& game, Position root, ProofStore& store, StoredProof proof)
    : game_(game),
      store_(store),
      header_(std::move(proof.header)),
      tree_(std::move(proof.tree)),
      owned_(std::move(proof.owned)),
      root_(std::move(root)) {}

void ProofRun::split_above_depth() {
  std::vector<int> changed;
  for (int i = 0; i < tree_.size(); ++i) {  // the tree grows as it goes
    if (tree_.node(i).depth >= header_.split_depth || tree_.node(i).state != NodeState::kOpen)
      continue;
    const std::string path = tree_.node(i).path;
    add_children(tree_, i, expand(game_, position_at(root_, path)), changed);
  }
  save(changed);
  owned_ = owned_nodes(tree_, header_.split_depth, header_.shard, header_.shards);
}

void ProofRun::save(const std::vector<int>& indices) {
  if (indices.empty()) return;
  std::vector<const ProofNode*> nodes;
  for (int i : indices) nodes.push_back(&tree_.node(i));
  store_.save(nodes);
}

// In depth-first order, so that one subtree is finished before the next is opened; at each
// split node its untried children are probed first (a small budget finds the cheap answers
// among siblings, and one cheap winning move spares the rest), then the first open one gets a
// full attempt. -1 when nothing is left for this run.
int ProofRun::next_node() const {
  const auto available = [&](int i) {
    const ProofNode& n = tree_.node(i);
    return n.state == NodeState::kOpen && n.winner == 0 && owned_[i] && !running_.count(i);
  };
  std::vector<int> stack{ProofTree::kRoot};
  while (!stack.empty()) {
    const int i = stack.back();
    stack.pop_back();
    const ProofNode& n = tree_.node(i);
    if (n.winner != 0) continue;  // decided: nothing below it is needed
    if (available(i)) return i;
    for (int c : n.children)
      if (available(c) && !probed(tree_.node(c))) return c;
    for (auto it = n.children.rbegin(); it != n.children.rend(); ++it) stack.push_back(*it);
  }
  return -1;
}

std::optional<Job> ProofRun::next_job() {
  if (decided()) return std::nullopt;
  const int i = next_node();
  if (i < 0) return std::nullopt;
  running_.insert(i);
  const ProofNode& n = tree_.node(i);
  // A first attempt is a probe of a sixteenth of the budget; later ones get all of it.
  const bool probe = !probed(n);
  const std::uint64_t budget =
      probe ? std::max<std::uint64_t>(header_.budget / 16, 64) : header_.budget;
  return Job{i, position_at(root_, n.path), budget, probe && budget < header_.budget};
}

std::vector<int> ProofRun::record(int i, const Attempt& attempt) {
  running_.erase(i);
  ProofNode& node = tree_.node(i);  // valid until the tree grows
  std::vector<int> changed{i};
  switch (attempt.kind) {
    case Attempt::kSolved:
      node.state = NodeState::kSolved;
      node.solved_winner = attempt.winner;
      node.nodes = attempt.nodes;
      node.seconds = attempt.seconds;
      tree_.propagate(i);
      break;
    case Attempt::kStopped:
      node.spent_nodes += attempt.nodes;
      node.spent_seconds += attempt.seconds;
      changed.clear();
      add_children(tree_, i, attempt.children, changed);
      owned_.resize(tree_.size(), char{owned_[i]});  // a split stays in its shard
      break;
    case Attempt::kUnfinished:
      node.spent_nodes += attempt.nodes;
      node.spent_seconds += attempt.seconds;
      break;
  }
  save(changed);
  std::vector<int> moot;
  for (int other : running_)
    if (!tree_.needed(other)) moot.push_back(other);
  return moot;
}

ProofCounts ProofRun::counts() const {
  return count_nodes(tree_, owned_, std::vector<int>(running_.begin(), running_.end()));
}

ProveResult ProofRun::result(bool interrupted, bool timed_out) const {
  ProveResult r;
  r.header = header_;
  r.winner = tree_.node(ProofTree::kRoot).winner;
  r.interrupted = interrupted;
  r.timed_out = timed_out;
  r.counts = counts();
  return r;
}

}  // namespace gg::prove
