#include "prove/proof_run.h"

#include <algorithm>
#include <bit>

#include "core/error.h"
#include "games/session.h"
#include "prove/proof_numbers.h"
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
      root_(std::move(root)),
      numbers_(tree_, [this](int i) { return leaf_cost(i); }),
      last_save_(std::chrono::steady_clock::now()) {}

ProofRun::~ProofRun() {
  try {
    save_changes();
  } catch (const std::exception&) {  // NOLINT(bugprone-empty-catch): the run's error comes first
  }
}

void ProofRun::split_above_depth() {
  std::vector<int> split;
  for (int i = 0; i < tree_.size(); ++i) {  // the tree grows as it goes
    if (tree_.node(i).depth >= header_.split_depth || tree_.node(i).state != NodeState::kOpen)
      continue;
    const std::string path = tree_.node(i).path;
    add_children(tree_, i, expand(game_, position_at(root_, path)), split);
  }
  owned_ = owned_nodes(tree_, header_.split_depth, header_.shard, header_.shards);
  numbers_.recompute_all();
  mark_unsaved(split);
  save_changes();
}

void ProofRun::mark_unsaved(const std::vector<int>& indices) {
  unsaved_.insert(indices.begin(), indices.end());
}

void ProofRun::save_if_due() {
  if (!unsaved_.empty() && std::chrono::steady_clock::now() - last_save_ >= save_interval_)
    save_changes();
}

void ProofRun::save_changes() {
  if (unsaved_.empty()) return;
  const auto start = std::chrono::steady_clock::now();
  std::vector<const ProofNode*> nodes;
  for (int i : unsaved_) nodes.push_back(&tree_.node(i));
  store_.save(nodes);
  unsaved_.clear();
  last_save_ = std::chrono::steady_clock::now();
  save_interval_ = std::min<std::chrono::steady_clock::duration>(
      kSaveEvery, kSaveSpacing * (last_save_ - start));
}

// An open node costs its next attempt's budget. A node being attempted costs the step after
// it, as if the attempt fails, so that the workers of one proof spread over the most proving
// nodes instead of queueing at one.
double ProofRun::leaf_cost(int i) const {
  const ProofNode& n = tree_.node(i);
  if (!owned_[i]) return ProofNumbers::kInfinite;
  const int step = steps_taken(n.spent_nodes, header_.budget) + (running_.count(i) ? 1 : 0);
  // Past the last step the node is split, into children of the first step at least.
  return static_cast<double>(step < kBudgetSteps
                                 ? step_budget(header_.budget, step)
                                 : 2 * step_budget(header_.budget, kBudgetSteps - 1));
}

// The most proving node (prove/proof_numbers.h); -1 when nothing is left for this run.
int ProofRun::next_node() const {
  const auto available = [&](int i) {
    const ProofNode& n = tree_.node(i);
    return n.state == NodeState::kOpen && n.winner == 0 && owned_[i] && !running_.count(i);
  };
  return most_proving_node(tree_, numbers_, available);
}

std::optional<Job> ProofRun::next_job() {
  if (decided()) return std::nullopt;
  const int i = next_node();
  if (i < 0) return std::nullopt;
  running_.insert(i);
  numbers_.update(i);
  const ProofNode& n = tree_.node(i);
  // Budgets rise in steps; only a stop at the last step splits the node.
  const int step = steps_taken(n.spent_nodes, header_.budget);
  return Job{i, position_at(root_, n.path), step_budget(header_.budget, step),
             step < kBudgetSteps - 1};
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
  numbers_.update(i);
  mark_unsaved(changed);
  save_if_due();
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
