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

// Checks limits every few thousand nodes so the check costs nothing in the hot loop; every 64
// nodes under a small node limit, so that a limit of a few hundred nodes (a split proof's
// budget on a small board) stops the search near it.
class LimitGuard {
 public:
  explicit LimitGuard(const SolveLimits& limits)
      : limits_(limits),
        start_(std::chrono::steady_clock::now()),
        check_mask_(limits.max_nodes != 0 && limits.max_nodes < (1u << 16) ? 63 : 4095) {}

  void on_node(std::uint64_t nodes) {
    if ((nodes & check_mask_) != 0) return;
    const double seconds = elapsed();
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
  const SolveLimits& limits_;
  std::chrono::steady_clock::time_point start_;
  std::uint64_t check_mask_;
  double next_report_ = 1;  // the first progress report comes after a second
};

}  // namespace gg
