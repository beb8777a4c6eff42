// One run of a split proof apart from who does the work (prover.cpp, mpi_prover.h): the tree and
// its database, the choice of the next subproblem, what an attempt's outcome implies, and which
// running attempts it makes moot. Threads (prover.cpp) and MPI ranks (mpi_prover.h) share it; it is
// not thread-safe, so the threaded run holds a lock around it and the MPI run uses it from rank 0's
// one thread.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "games/game.h"
#include "prove/proof_numbers.h"
#include "prove/proof_state.h"
#include "prove/proof_store.h"
#include "prove/request.h"
#include "solve/workspace.h"

namespace gg::prove {

// A move of a position and what it leads to.
struct Child {
  std::string move;
  int to_move = 1;
  int winner = 0;  // the game is over after it
};

// One move per orbit of the position's symmetries, each with the position it leads to.
std::vector<Child> expand(const Game& game, const Position& position);

// The outcome of one attempt at a subproblem.
struct Attempt {
  // kStopped: an attempt at the last budget step stopped, so the node is split; kUnfinished:
  // an attempt at an earlier step stopped (the next step comes later), or work cancelled: the
  // node stays open.
  enum Kind { kSolved, kStopped, kUnfinished } kind = kSolved;
  int winner = 0;
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::vector<Child> children;  // kStopped: the subproblem's split
};

// A subproblem handed out: the node, its position and the engine nodes it may spend (its
// budget step, prove/proof_numbers.h). A probe (a step before the last) that the budget stops
// leaves the node open; an attempt at the last step that it stops splits the node.
struct Job {
  int node = -1;
  Position position;
  std::uint64_t budget = 0;
  bool probe = false;
};

// The engine on one subproblem within `budget` nodes (winner only), with a table of at most
// `tt_megabytes`; `cancel` stops it. Give each worker one workspace for the whole proof, made
// by proof_workspace(): what one subproblem's search stored serves the next.
Attempt attempt_subproblem(const Game& game, const Job& job, std::size_t tt_megabytes,
                           const std::atomic<bool>& cancel, SolverWorkspace& workspace);

// A workspace whose transposition table carries over from one subproblem to the next. Sound
// because every subproblem of a proof is a position of one game on one board under one rule
// set, and win/loss entries are exact: a key names the same position's value in all of them.
// Positions recur below different openings; without it each subproblem proves them again.
// `shared` (may be null): the table the proof's threads share (SolverWorkspace::proof_table),
// sound for the same reason.
SolverWorkspace proof_workspace(SharedTable* shared = nullptr);

class ProofRun {
 public:
  ProofRun(const Game& game, Position root, ProofStore& store, StoredProof proof);
  // Writes what is still unwritten; a failure then is lost with the error that ended the run.
  ~ProofRun();
  ProofRun(const ProofRun&) = delete;
  ProofRun& operator=(const ProofRun&) = delete;

  // Shards divide the nodes at the split depth, so every node above it is split first, the
  // same way in every shard's database (move orbits in the game's order).
  void split_above_depth();
  // The next subproblem, now counted as running; none when nothing is left to hand out now
  // (a running attempt may still split its node).
  std::optional<Job> next_job();
  // Stores an attempt's outcome and what it implies; returns the running nodes it made moot,
  // whose attempts should be cancelled.
  std::vector<int> record(int node, const Attempt& attempt);
  // Outcomes are written to the database in batches, not one transaction (and its syncs to
  // disk) per subproblem: a run of many small subproblems spent most of its time waiting for
  // the disk. A batch is written once twenty times the last write's duration has passed, so
  // writing takes about 5% of the run at most, and at least every kSaveEvery. save_if_due
  // writes when a batch is due (the run's loops call it as they wake), save_changes now (at
  // the end). A SIGKILL loses the outcomes of at most the last interval, as well as the
  // attempts that were running.
  static constexpr std::chrono::milliseconds kSaveEvery{1000};
  static constexpr int kSaveSpacing = 20;
  void save_if_due();
  void save_changes();

  bool decided() const { return tree_.node(ProofTree::kRoot).winner != 0; }
  bool running() const { return !running_.empty(); }
  ProofCounts counts() const;
  ProveResult result(bool interrupted, bool timed_out) const;
  const Game& game() const { return game_; }
  const Position& root() const { return root_; }

 private:
  int next_node() const;
  double leaf_cost(int i) const;  // the cost of an open node (ProofNumbers' leaf cost)
  void mark_unsaved(const std::vector<int>& indices);  // to be written

  const Game& game_;
  ProofStore& store_;
  ProofHeader header_;
  ProofTree tree_;
  std::vector<char> owned_;  // by node: this run works on it (its shard's)
  const Position root_;      // parameters checked
  std::set<int> running_;    // nodes being attempted now
  ProofNumbers numbers_;     // kept up to date with the tree, running_ and owned_
  std::set<int> unsaved_;    // nodes changed since the last write
  std::chrono::steady_clock::time_point last_save_;
  std::chrono::steady_clock::duration save_interval_{};  // kSaveSpacing x the last write's
};

}  // namespace gg::prove
