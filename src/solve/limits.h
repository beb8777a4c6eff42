// Limits, statistics and progress reporting shared by every solver.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>

namespace gg {

// How far a search has got, for a progress line.
struct SearchProgress {
  std::uint64_t nodes = 0;
  double seconds = 0;
};

struct SolveLimits {
  std::uint64_t max_nodes = 0;                   // 0: unlimited
  double max_seconds = 0;                        // 0: unlimited
  const std::atomic<bool>* interrupt = nullptr;  // set by a signal handler to stop early
  std::size_t tt_megabytes = 256;
  // Called about once a second while a search runs (on the searching thread), or empty.
  std::function<void(const SearchProgress&)> on_progress;
};

struct SolveStats {
  std::uint64_t nodes = 0;
  std::uint64_t tt_hits = 0;
  std::uint64_t static_decisions = 0;
  double seconds = 0;
};

// Thrown out of a search when a limit or an interrupt stops it; nothing partial is stored.
// Carries how far the search got, for the user's report.
struct SearchAborted {
  enum class Reason { kNodes, kSeconds, kInterrupt };
  std::uint64_t nodes = 0;
  double seconds = 0;
  Reason reason = Reason::kNodes;
};

// Checks limits every few thousand nodes so the check costs nothing in the hot loop. The
// interval adapts to what a node costs: checks start every 64 nodes and double their interval
// while they come less than a millisecond apart (up to 4,096 nodes), and halve it when they
// come more than 20 ms apart (down to every node: on a board of a thousand edges a node can
// take milliseconds). A node limit is also checked at exactly its count, so a search stops at
// the same node however fast the machine is: a split proof's subproblems and a limit's
// message then do not depend on timing.
class LimitGuard {
 public:
  explicit LimitGuard(const SolveLimits& limits)
      : limits_(limits), start_(std::chrono::steady_clock::now()) {}

  void on_node(std::uint64_t nodes) {
    if ((nodes & check_mask_) != 0 && nodes != limits_.max_nodes) return;
    const double seconds = elapsed();
    const double interval = seconds - last_check_;
    last_check_ = seconds;
    if (interval < 0.001 && check_mask_ < kMaxMask) {
      check_mask_ = 2 * check_mask_ + 1;
    } else if (interval > 0.02 && check_mask_ > 0) {
      check_mask_ >>= 1;
    }
    using Reason = SearchAborted::Reason;
    if (limits_.interrupt != nullptr && limits_.interrupt->load(std::memory_order_relaxed))
      throw SearchAborted{nodes, seconds, Reason::kInterrupt};
    if (limits_.max_nodes != 0 && nodes >= limits_.max_nodes)
      throw SearchAborted{nodes, seconds, Reason::kNodes};
    if (limits_.max_seconds > 0 && seconds > limits_.max_seconds)
      throw SearchAborted{nodes, seconds, Reason::kSeconds};
    if (limits_.on_progress && seconds >= next_report_) {
      limits_.on_progress({nodes, seconds});
      next_report_ = seconds + 1;
    }
  }

  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  // A copy: solvers are often built from a temporary (`Negamax<S> n(SolveLimits{})`), and a
  // reference to it would dangle at the first check.
  const SolveLimits limits_;
  std::chrono::steady_clock::time_point start_;
  static constexpr std::uint64_t kMaxMask = 4095;
  std::uint64_t check_mask_ = 63;  // check when the node count has these bits clear
  double last_check_ = 0;
  double next_report_ = 1;  // the first progress report comes after a second
};

}  // namespace gg
