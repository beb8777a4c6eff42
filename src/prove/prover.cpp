#include "prove/prover.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

#include "core/error.h"
#include "games/session.h"
#include "solve/limits.h"
#include "solve/workspace.h"

namespace gg::prove {

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

Position position_at(const Position& root, const std::string& path) {
  Position p = root;
  p.moves = child_path(root.moves, path);
  return p;
}

// A move of a position and what it leads to.
struct Child {
  std::string move;
  int to_move = 1;
  int winner = 0;  // the game is over after it
};

// One move per orbit of the position's symmetries, each with the position it leads to.
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

// The outcome of one attempt at a subproblem.
struct Attempt {
  // kStopped: a full attempt the budget stopped, so the node is split; kUnfinished: a probe
  // the budget stopped, or work cancelled: the node stays open.
  enum Kind { kSolved, kStopped, kUnfinished } kind = kSolved;
  int winner = 0;
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::vector<Child> children;  // kStopped: the subproblem's split
};

// One run of the proof: the tree under a lock, the workers, the monitor.
class Run {
 public:
  Run(const Game& game, const ProveRequest& request, Position root, ProofStore& store,
      StoredProof proof)
      : game_(game),
        request_(request),
        store_(store),
        header_(std::move(proof.header)),
        tree_(std::move(proof.tree)),
        owned_(std::move(proof.owned)),
        root_(std::move(root)),
        active_(std::max(1, request.jobs)) {}

  ProveResult go(const std::function<void(const ProveProgress&)>& on_progress) {
    split_above_depth();
    const auto start = Clock::now();
    std::vector<std::thread> workers;
    for (int j = 0; j < std::max(1, request_.jobs); ++j) workers.emplace_back([this] { work(); });
    auto last_progress = start;
    for (std::unique_lock lock(mutex_); active_ > 0;) {
      changed_.wait_for(lock, std::chrono::milliseconds(100));
      const bool interrupted = request_.interrupt != nullptr && request_.interrupt->load();
      const bool timed_out = request_.max_seconds > 0 && since(start) >= request_.max_seconds;
      if ((interrupted || timed_out) && !stopping_) {
        stopping_ = true;
        result_.interrupted = interrupted;
        result_.timed_out = !interrupted;
        for (auto& [node, cancel] : running_) cancel->store(true);
        changed_.notify_all();
      }
      if (on_progress && since(last_progress) >= 1.0) {
        last_progress = Clock::now();
        ProveProgress p{counts(), since(start)};
        lock.unlock();
        on_progress(p);
        lock.lock();
      }
    }
    for (auto& w : workers) w.join();
    if (error_) std::rethrow_exception(error_);
    result_.header = header_;
    result_.winner = tree_.node(ProofTree::kRoot).winner;
    result_.counts = counts();
    return result_;
  }

 private:
  ProofCounts counts() const {
    std::vector<int> running;
    for (const auto& [node, cancel] : running_) running.push_back(node);
    return count_nodes(tree_, owned_, running);
  }

  // Shards divide the nodes at the split depth, so every node above it is split first, the
  // same way in every shard's database (move orbits in the game's order).
  void split_above_depth() {
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

  void save(const std::vector<int>& indices) {
    if (indices.empty()) return;
    std::vector<const ProofNode*> nodes;
    for (int i : indices) nodes.push_back(&tree_.node(i));
    store_.save(nodes);
  }

  // The next node to try, in depth-first order so that one subtree is finished before the
  // next is opened; at each split node its untried children are probed first (a small budget
  // finds the cheap answers among siblings, and one cheap winning move spares the rest), then
  // the first open one gets a full attempt. -1 when nothing is left for this run.
  int next_node() const {
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

  static bool probed(const ProofNode& n) { return n.spent_nodes > 0; }
  // A first attempt is a probe of a sixteenth of the budget; later ones get all of it.
  std::uint64_t budget_for(const ProofNode& n) const {
    return probed(n) ? header_.budget : std::max<std::uint64_t>(header_.budget / 16, 64);
  }

  void work() {
    SolverWorkspace workspace;
    try {
      for (;;) {
        int i = -1;
        std::shared_ptr<std::atomic<bool>> cancel;
        Position position;
        std::uint64_t budget = 0;
        {
          std::unique_lock lock(mutex_);
          for (;;) {
            // The interrupt is read here too: a small proof may finish before the monitor
            // looks.
            if (!stopping_ && request_.interrupt != nullptr && request_.interrupt->load()) {
              stopping_ = true;
              result_.interrupted = true;
            }
            if (stopping_ || tree_.node(ProofTree::kRoot).winner != 0) break;
            i = next_node();
            if (i >= 0 || running_.empty()) break;
            changed_.wait(lock);  // a running subproblem may yet be split
          }
          if (i < 0) break;
          cancel = std::make_shared<std::atomic<bool>>(false);
          running_.emplace(i, cancel);
          position = position_at(root_, tree_.node(i).path);
          budget = budget_for(tree_.node(i));
        }
        const Attempt attempt = try_subproblem(position, budget, *cancel, workspace);
        std::lock_guard lock(mutex_);
        running_.erase(i);
        record(i, attempt);
        changed_.notify_all();
      }
    } catch (...) {
      std::lock_guard lock(mutex_);
      if (!error_) error_ = std::current_exception();
      stopping_ = true;
      for (auto& [node, c] : running_) c->store(true);
    }
    std::lock_guard lock(mutex_);
    --active_;
    changed_.notify_all();
  }

  Attempt try_subproblem(const Position& position, std::uint64_t budget,
                         const std::atomic<bool>& cancel, SolverWorkspace& workspace) const {
    SolveRequest solve;
    solve.position = position;
    solve.search.winner_only = true;
    solve.search.want_line = false;
    solve.search.workspace = &workspace;
    solve.search.limits.max_nodes = budget;
    // A table to fit the budget (about 32 bytes per node allowed), at most the one asked for:
    // a small subproblem does not pay for clearing a large table.
    solve.search.limits.tt_megabytes = std::clamp<std::size_t>(
        std::bit_ceil(budget / 32768 + 1), 1, std::max<std::size_t>(1, request_.tt_megabytes));
    solve.search.limits.interrupt = &cancel;
    Attempt attempt;
    try {
      const SolveReport report = game_.solve(solve);
      attempt.winner = report.winner;
      attempt.nodes = report.nodes;
      attempt.seconds = report.seconds;
    } catch (const SearchAborted& stopped) {
      attempt.nodes = stopped.nodes;
      attempt.seconds = stopped.seconds;
      if (stopped.reason == SearchAborted::Reason::kInterrupt) {
        attempt.kind = Attempt::kUnfinished;
      } else if (budget < header_.budget) {
        attempt.kind = Attempt::kUnfinished;  // a probe: the full attempt comes later
      } else {
        attempt.kind = Attempt::kStopped;
        attempt.children = expand(game_, position);
      }
    }
    return attempt;
  }

  // Stores an attempt's outcome and what it implies; cancels work that no longer matters.
  void record(int i, const Attempt& attempt) {
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
    for (auto& [other, cancel] : running_)
      if (!tree_.needed(other)) cancel->store(true);
  }

  const Game& game_;
  const ProveRequest& request_;
  ProofStore& store_;
  ProofHeader header_;
  ProofTree tree_;
  std::vector<char> owned_;  // by node: this run works on it (its shard's)
  const Position root_;      // parameters checked

  std::mutex mutex_;
  std::condition_variable changed_;
  std::map<int, std::shared_ptr<std::atomic<bool>>> running_;  // node -> its cancel flag
  int active_;                                                 // workers still running
  bool stopping_ = false;
  std::exception_ptr error_;
  ProveResult result_;
};

// The header this request asks for, checked against the stored one.
ProofHeader settle_header(const Game& game, const ProveRequest& request,
                          const std::optional<ProofHeader>& stored, Position& root) {
  game.check(root.params);
  ProofHeader h;
  h.game = std::string(game.name());
  h.board = root.board;
  h.moves = root.moves;
  h.params = params_json(root.params);
  h.variant = game.variant(root.params);
  if (stored && !stored->same_position(h))
    throw InputError("database holds the proof of " + stored->describe() + ", not of " +
                     h.describe() + ": use another --db");
  h.budget = request.budget.value_or(stored ? stored->budget : kDefaultBudget);
  h.split_depth = request.split_depth.value_or(stored ? stored->split_depth : 0);
  const auto shard =
      request.shard.value_or(stored ? std::pair{stored->shard, stored->shards} : std::pair{0, 1});
  std::tie(h.shard, h.shards) = shard;
  if (stored && (h.split_depth != stored->split_depth || h.shard != stored->shard ||
                 h.shards != stored->shards))
    throw InputError("database works on shard " + std::to_string(stored->shard) + "/" +
                     std::to_string(stored->shards) + " split at depth " +
                     std::to_string(stored->split_depth) +
                     "; another division of the work needs another --db");
  if (h.budget == 0) throw InputError("--budget: a subproblem needs at least one node");
  if (h.shards < 1 || h.shard < 0 || h.shard >= h.shards)
    throw InputError("--shard " + std::to_string(h.shard) + "/" + std::to_string(h.shards) +
                     ": i must be below m");
  if (h.shards > 1 && h.split_depth < 1)
    throw InputError(
        "--shard needs --split-depth of at least 1: shards divide the subtrees at "
        "that depth");
  return h;
}

}  // namespace

std::vector<char> owned_nodes(const ProofTree& tree, int split_depth, int shard, int shards) {
  std::vector<char> owned(tree.size(), shards == 1);
  if (shards == 1) return owned;
  int index = 0;
  for (int i : tree.depth_first()) {
    const ProofNode& n = tree.node(i);
    if (n.depth < split_depth) continue;
    owned[i] = n.depth == split_depth ? (index++ % shards == shard) : owned[n.parent];
  }
  return owned;
}

ProofCounts count_nodes(const ProofTree& tree, const std::vector<char>& owned,
                        const std::vector<int>& running) {
  ProofCounts c;
  c.nodes = tree.size();
  for (int i = 0; i < tree.size(); ++i) {
    const ProofNode& n = tree.node(i);
    c.spent_nodes += n.spent_nodes;
    c.spent_seconds += n.spent_seconds;
    switch (n.state) {
      case NodeState::kSolved:
        ++c.solved;
        c.solved_nodes += n.nodes;
        c.solved_seconds += n.seconds;
        break;
      case NodeState::kSplit:
        ++c.split;
        break;
      case NodeState::kOpen:
        if (!owned[i]) break;
        ++(tree.needed(i) ? c.open : c.moot);
        break;
    }
  }
  c.running = static_cast<int>(running.size());
  if (c.solved > 0 && c.open > 0) {
    const double per = static_cast<double>(c.solved_nodes + c.spent_nodes) / c.solved;
    c.estimated_nodes = static_cast<std::uint64_t>(per * c.open);
    c.estimated_seconds = (c.solved_seconds + c.spent_seconds) / c.solved * c.open;
  }
  return c;
}

StoredProof load_proof(const ProofStore& store) {
  auto header = store.header();
  if (!header) throw InputError("database '" + store.path() + "' holds no proof yet");
  auto nodes = store.nodes();
  ProofTree tree = ProofTree::from_nodes(std::move(nodes));
  auto owned = owned_nodes(tree, header->split_depth, header->shard, header->shards);
  return {*std::move(header), std::move(tree), std::move(owned)};
}

ProveResult prove(const Game& game, const ProveRequest& request, ProofStore& store,
                  const std::function<void(const ProveProgress&)>& on_progress) {
  Position root = request.root;
  const auto stored = store.header();
  const ProofHeader header = settle_header(game, request, stored, root);
  {
    SolveLimits small;
    small.tt_megabytes = 1;
    const auto session = game.start(root, small);
    if (session->players() != 2)
      throw InputError("gg prove decides two-player games; this position has " +
                       std::to_string(session->players()) + " players");
    if (!stored) {
      ProofNode node;
      node.to_move = session->to_move();
      if (const int w = session->winner()) {
        node.state = NodeState::kSolved;
        node.solved_winner = w;
      }
      store.save({&node});
    }
  }
  store.write_header(header);
  StoredProof proof = load_proof(store);
  if (const auto bad = proof.tree.contradiction())
    throw InputError("database '" + store.path() + "' contradicts itself at '" +
                     proof.tree.node(*bad).path + "': two solves disagree");
  Run run(game, request, root, store, std::move(proof));
  return run.go(on_progress);
}

// Merging: every node of `other` the store lacks is added; an open node takes the other's
// state; a solved node wins over a split one; two solves of one node must agree.
int merge_proof(ProofStore& store, const ProofTable& other, const std::string& other_name) {
  auto mine = store.header();
  if (mine && !mine->same_position(other.header))
    throw InputError(other_name + " holds the proof of " + other.header.describe() + ", not of " +
                     mine->describe() + ": nothing was merged");
  std::map<std::string, ProofNode> merged;
  if (mine)
    for (auto& n : store.nodes()) merged.emplace(n.path, std::move(n));
  int changes = 0;
  for (const ProofNode& theirs : other.nodes) {
    auto [it, added] = merged.emplace(theirs.path, theirs);
    ProofNode& n = it->second;
    if (added) {
      ++changes;
      continue;
    }
    if (n.state == NodeState::kSolved && theirs.state == NodeState::kSolved &&
        n.solved_winner != theirs.solved_winner)
      throw InputError(other_name + " solves '" + theirs.path + "' for player " +
                       std::to_string(theirs.solved_winner) + ", database '" + store.path() +
                       "' for player " + std::to_string(n.solved_winner) + ": nothing was merged");
    const bool take = (n.state == NodeState::kOpen && theirs.state != NodeState::kOpen) ||
                      (n.state == NodeState::kSplit && theirs.state == NodeState::kSolved);
    if (take || theirs.spent_nodes > n.spent_nodes) {
      if (take) {
        n.state = theirs.state;
        n.solved_winner = theirs.solved_winner;
        n.nodes = theirs.nodes;
        n.seconds = theirs.seconds;
      }
      n.spent_nodes = std::max(n.spent_nodes, theirs.spent_nodes);
      n.spent_seconds = std::max(n.spent_seconds, theirs.spent_seconds);
      ++changes;
    }
  }
  std::vector<ProofNode> all;
  for (auto& [path, n] : merged) all.push_back(n);
  const ProofTree tree = ProofTree::from_nodes(all);
  if (const auto bad = tree.contradiction())
    throw InputError(other_name + " and database '" + store.path() + "' disagree at '" +
                     tree.node(*bad).path + "': nothing was merged");
  ProofHeader header = mine ? *mine : other.header;
  // The merge covers more than one shard: a run on it resumes the whole proof.
  header.shard = 0;
  header.shards = 1;
  std::vector<const ProofNode*> rows;
  for (const auto& n : all) rows.push_back(&n);
  store.save(rows);
  store.write_header(header);
  return changes;
}

}  // namespace gg::prove
