#include "prove/mpi_prover.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>
#include <vector>

#include "core/error.h"

namespace gg::prove {
namespace {

using Clock = std::chrono::steady_clock;

// Rank 0 to the others: the proof's game, board and options (kStart), one subproblem with all
// its moves (kJob), cancel that subproblem (kCancel), no more work (kStop); the others to rank
// 0: an attempt's outcome (kOutcome). A job and its cancel carry the job's number, so that a
// cancel arriving after its job finished is recognised as stale.
enum Tag : int { kStart = 11, kJob = 12, kCancel = 13, kOutcome = 14, kStop = 15 };

// Rank 0 looks for outcomes between looks at the interrupt, the clock and the progress: at
// the short interval after every message, doubling up to the long one while nothing comes, so
// that subproblems of a few milliseconds keep the ranks busy and an idle wait costs nothing.
// Another rank wakes when its solver finishes, and looks for a cancel at the long interval.
constexpr auto kShortPoll = std::chrono::microseconds(20);
constexpr auto kLongPoll = std::chrono::milliseconds(1);

// The sleep between two looks: kShortPoll after a message, doubling up to kLongPoll.
class Backoff {
 public:
  void sleep() {
    std::this_thread::sleep_for(pause_);
    pause_ = std::min<std::chrono::microseconds>(2 * pause_, kLongPoll);
  }
  void reset() { pause_ = kShortPoll; }

 private:
  std::chrono::microseconds pause_ = kShortPoll;
};

double since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// A rank's wait for its next job: it looks without pause for a millisecond (rank 0 usually
// answers an outcome at once, and a sleeping process on a busy machine wakes late), then
// sleeps between looks (kShortPoll, doubling up to kLongPoll). MPI's own blocking receive
// would spin all the while, taking a core from the solvers while the rank has no work.
store::MpiMessage receive_when_sent(int from, int tag) {
  for (const auto until = Clock::now() + std::chrono::milliseconds(1); Clock::now() < until;)
    if (auto message = store::poll_text(from, tag)) return *std::move(message);
  for (Backoff backoff;; backoff.sleep())
    if (auto message = store::poll_text(from, tag)) return *std::move(message);
}

nlohmann::json outcome_json(long long job, const Attempt& a) {
  nlohmann::json children = nlohmann::json::array();
  for (const Child& c : a.children) children.push_back({c.move, c.to_move, c.winner});
  return {{"job", job},           {"kind", static_cast<int>(a.kind)},
          {"winner", a.winner},   {"nodes", a.nodes},
          {"seconds", a.seconds}, {"children", children}};
}

Attempt attempt_of_json(const nlohmann::json& j) {
  Attempt a;
  a.kind = static_cast<Attempt::Kind>(j.at("kind").get<int>());
  a.winner = j.at("winner").get<int>();
  a.nodes = j.at("nodes").get<std::uint64_t>();
  a.seconds = j.at("seconds").get<double>();
  for (const auto& c : j.at("children"))
    a.children.push_back({c[0].get<std::string>(), c[1].get<int>(), c[2].get<int>()});
  return a;
}

// The attempt on this rank: the engine on a thread of its own while this thread, the one
// that talks MPI, waits for it and for a cancel of this job.
Attempt solve_watching_for_cancel(const Game& game, const Job& job, long long number,
                                  std::size_t tt_megabytes, SolverWorkspace& workspace) {
  std::atomic<bool> cancel{false};
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;
  Attempt attempt;
  std::exception_ptr error;
  std::thread solver([&] {
    try {
      attempt = attempt_subproblem(game, job, tt_megabytes, cancel, workspace);
    } catch (...) {
      error = std::current_exception();
    }
    std::lock_guard lock(mutex);
    done = true;
    finished.notify_one();
  });
  for (std::unique_lock lock(mutex); !finished.wait_for(lock, kLongPoll, [&] { return done; });) {
    lock.unlock();
    if (const auto message = store::poll_text(0, kCancel))
      if (nlohmann::json::parse(message->text).at("job").get<long long>() == number)
        cancel.store(true);
    lock.lock();
  }
  solver.join();
  if (error) std::rethrow_exception(error);
  return attempt;
}

}  // namespace

ProveResult run_on_ranks(ProofRun& run, const ProveRequest& request, const store::MpiRuntime& mpi,
                         const std::function<void(const ProveProgress&)>& on_progress) {
  const Position& root = run.root();
  const std::string start_message = nlohmann::json{
      {"game", std::string(run.game().name())},
      {"board", root.board},
      {"params", params_json(root.params)},
      {"tt_mb", request.tt_megabytes}}.dump();
  std::vector<int> idle;
  for (int r = mpi.size() - 1; r >= 1; --r) {
    store::send_text(start_message, r, kStart);
    idle.push_back(r);
  }
  struct Running {
    int node;
    long long job;
    bool cancelled = false;
  };
  std::map<int, Running> on_rank;  // busy rank -> what it works on
  long long jobs = 0;
  bool interrupted = false, timed_out = false;
  const auto cancel = [&](int rank, Running& r) {
    if (r.cancelled) return;
    r.cancelled = true;
    store::send_text(nlohmann::json{{"job", r.job}}.dump(), rank, kCancel);
  };
  const auto start = Clock::now();
  auto last_progress = start;
  Backoff backoff;
  try {
    for (;;) {
      if (!interrupted && !timed_out) {
        interrupted = request.interrupt != nullptr && request.interrupt->load();
        timed_out = !interrupted && request.max_seconds > 0 && since(start) >= request.max_seconds;
        if (interrupted || timed_out)
          for (auto& [rank, r] : on_rank) cancel(rank, r);
      }
      while (!interrupted && !timed_out && !idle.empty()) {
        const std::optional<Job> job = run.next_job();
        if (!job) break;
        const int rank = idle.back();
        idle.pop_back();
        on_rank[rank] = {job->node, ++jobs};
        store::send_text(nlohmann::json{{"job", jobs},
                                        {"moves", job->position.moves},
                                        {"budget", job->budget},
                                        {"probe", job->probe}}
                             .dump(),
                         rank, kJob);
      }
      if (on_rank.empty()) break;  // decided, nothing left, or stopped and every rank back
      run.save_if_due();
      if (on_progress && since(last_progress) >= 1.0) {
        last_progress = Clock::now();
        on_progress({run.counts(), since(start)});
      }
      const auto message = store::poll_text(store::kAnyRank, kOutcome);
      if (!message) {
        backoff.sleep();
        continue;
      }
      backoff.reset();
      const auto done = on_rank.find(message->source);
      GG_CHECK(done != on_rank.end());
      const int node = done->second.node;
      on_rank.erase(done);
      idle.push_back(message->source);
      for (int moot : run.record(node, attempt_of_json(nlohmann::json::parse(message->text))))
        for (auto& [rank, r] : on_rank)
          if (r.node == moot) cancel(rank, r);
    }
  } catch (...) {
    // The ranks stop what they do (an attempt still running is not recorded); RanksReleased
    // sends them home.
    for (auto& [rank, r] : on_rank) cancel(rank, r);
    throw;
  }
  return run.result(interrupted, timed_out);
}

RanksReleased::~RanksReleased() {
  for (int r = 1; r < mpi_.size(); ++r) store::send_text("", r, kStop);
}

void serve_subproblems() {
  const store::MpiMessage first = receive_when_sent(0, store::kAnyTag);
  if (first.tag == kStop) return;
  GG_CHECK(first.tag == kStart);
  const auto start = nlohmann::json::parse(first.text);
  const Game& game = find_game(start.at("game").get<std::string>());
  const Position root{start.at("board").get<std::string>(), "",
                      params_of_json(start.at("params").get<std::string>())};
  const auto tt_megabytes = start.at("tt_mb").get<std::size_t>();
  SolverWorkspace workspace = proof_workspace();
  for (;;) {
    const store::MpiMessage message = receive_when_sent(0, store::kAnyTag);
    if (message.tag == kStop) return;
    if (message.tag == kCancel) continue;  // for a job that finished before it came
    GG_CHECK(message.tag == kJob);
    const auto j = nlohmann::json::parse(message.text);
    Job job;
    job.position = root;
    job.position.moves = j.at("moves").get<std::string>();
    job.budget = j.at("budget").get<std::uint64_t>();
    job.probe = j.at("probe").get<bool>();
    const long long number = j.at("job").get<long long>();
    const Attempt attempt = solve_watching_for_cancel(game, job, number, tt_megabytes, workspace);
    store::send_text(outcome_json(number, attempt).dump(), 0, kOutcome);
  }
}

}  // namespace gg::prove
