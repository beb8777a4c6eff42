#include "prove/prover.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "core/error.h"
#include "games/session.h"
#include "prove/proof_run.h"
#include "solve/limits.h"
#include "solve/workspace.h"
#ifdef GG_HAVE_MPI
#include "prove/mpi_prover.h"
#endif

namespace gg::prove {

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// The run on threads: each takes the next subproblem under the lock, works on it unlocked and
// records the outcome; the calling thread watches the interrupt, the clock and the progress.
class ThreadedRun {
 public:
  ThreadedRun(ProofRun& run, const ProveRequest& request)
      : run_(run), request_(request), active_(std::max(1, request.jobs)) {
    // Threads share their costlier results; one thread has them all in its own table.
    if (request.jobs > 1) shared_.emplace(std::max<std::size_t>(1, request.tt_megabytes));
  }

  ProveResult go(const std::function<void(const ProveProgress&)>& on_progress) {
    const auto start = Clock::now();
    std::vector<std::thread> workers;
    for (int j = 0; j < std::max(1, request_.jobs); ++j) workers.emplace_back([this] { work(); });
    auto last_progress = start;
    for (std::unique_lock lock(mutex_); active_ > 0;) {
      changed_.wait_for(lock, std::chrono::milliseconds(100));
      run_.save_if_due();
      const bool interrupted = request_.interrupt != nullptr && request_.interrupt->load();
      const bool timed_out = request_.max_seconds > 0 && since(start) >= request_.max_seconds;
      if ((interrupted || timed_out) && !stopping_) {
        stopping_ = true;
        interrupted_ = interrupted;
        timed_out_ = !interrupted;
        for (auto& [node, cancel] : cancels_) cancel->store(true);
        changed_.notify_all();
      }
      if (on_progress && since(last_progress) >= 1.0) {
        last_progress = Clock::now();
        ProveProgress p{run_.counts(), since(start)};
        lock.unlock();
        on_progress(p);
        lock.lock();
      }
    }
    for (auto& w : workers) w.join();
    if (error_) std::rethrow_exception(error_);
    return run_.result(interrupted_, timed_out_);
  }

 private:
  void work() {
    SolverWorkspace workspace = proof_workspace(shared_ ? &*shared_ : nullptr);
    try {
      for (;;) {
        std::optional<Job> job;
        std::shared_ptr<std::atomic<bool>> cancel;
        {
          std::unique_lock lock(mutex_);
          for (;;) {
            // The interrupt is read here too: a small proof may finish before the monitor
            // looks.
            if (!stopping_ && request_.interrupt != nullptr && request_.interrupt->load()) {
              stopping_ = true;
              interrupted_ = true;
            }
            if (stopping_ || run_.decided()) break;
            job = run_.next_job();
            if (job || !run_.running()) break;
            changed_.wait(lock);  // a running subproblem may yet be split
          }
          if (!job) break;
          cancel = std::make_shared<std::atomic<bool>>(false);
          cancels_.emplace(job->node, cancel);
        }
        const Attempt attempt =
            attempt_subproblem(run_.game(), *job, request_.tt_megabytes, *cancel, workspace);
        std::lock_guard lock(mutex_);
        cancels_.erase(job->node);
        for (int moot : run_.record(job->node, attempt)) cancels_.at(moot)->store(true);
        changed_.notify_all();
      }
    } catch (...) {
      std::lock_guard lock(mutex_);
      if (!error_) error_ = std::current_exception();
      stopping_ = true;
      for (auto& [node, c] : cancels_) c->store(true);
    }
    std::lock_guard lock(mutex_);
    --active_;
    changed_.notify_all();
  }

  ProofRun& run_;
  const ProveRequest& request_;
  std::optional<SharedTable> shared_;  // the threads' shared table (SolverWorkspace::proof_table)
  std::mutex mutex_;
  std::condition_variable changed_;
  std::map<int, std::shared_ptr<std::atomic<bool>>> cancels_;  // running node -> its flag
  int active_;                                                 // workers still running
  bool stopping_ = false;
  bool interrupted_ = false;
  bool timed_out_ = false;
  std::exception_ptr error_;
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
  ProofRun run(game, root, store, std::move(proof));
  run.split_above_depth();
  ProveResult result;
#ifdef GG_HAVE_MPI
  if (request.mpi != nullptr && request.mpi->size() > 1) {
    result = run_on_ranks(run, request, *request.mpi, on_progress);
  } else
#endif
  {
    result = ThreadedRun(run, request).go(on_progress);
  }
  run.save_changes();
  return result;
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
