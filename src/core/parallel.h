// A loop over [0, count) split into chunks that `jobs` threads take in turn, while the calling
// thread waits and may report progress. Used where every item costs about the same and no
// item depends on another (a tablebase layer, the rows of a finished layer).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace gg {

struct ParallelLoop {
  std::size_t count = 0;
  int jobs = 1;
  std::size_t chunk = 256;
  // Set by someone else to stop early: chunks not started are skipped.
  const std::atomic<bool>* stop = nullptr;
};

// body(begin, end, worker) for consecutive chunks of [0, count), worker in 0..jobs-1; the
// calling thread calls tick(done) about every `every` with the items finished so far. The
// first exception a body throws stops the others and is rethrown here. Returns whether every
// chunk ran (false when `stop` cut it short).
template <class Body, class Tick>
bool parallel_for(const ParallelLoop& loop, Body&& body, Tick&& tick,
                  std::chrono::milliseconds every = std::chrono::milliseconds(250)) {
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> done{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  std::mutex mutex;
  std::condition_variable finished;
  int running = std::max(loop.jobs, 1);
  const auto stopped = [&] {
    return failed.load(std::memory_order_relaxed) ||
           (loop.stop != nullptr && loop.stop->load(std::memory_order_relaxed));
  };
  const auto work = [&](int worker) {
    try {
      for (;;) {
        if (stopped()) break;
        const std::size_t begin = next.fetch_add(loop.chunk, std::memory_order_relaxed);
        if (begin >= loop.count) break;
        const std::size_t end = std::min(begin + loop.chunk, loop.count);
        body(begin, end, worker);
        done.fetch_add(end - begin, std::memory_order_relaxed);
      }
    } catch (...) {
      const std::lock_guard<std::mutex> lock(mutex);
      if (!error) error = std::current_exception();
      failed = true;
    }
    const std::lock_guard<std::mutex> lock(mutex);
    if (--running == 0) finished.notify_all();
  };
  std::vector<std::thread> threads;
  const int jobs = std::max(loop.jobs, 1);
  threads.reserve(static_cast<std::size_t>(jobs));
  for (int w = 0; w < jobs; ++w) threads.emplace_back(work, w);
  {
    std::unique_lock<std::mutex> lock(mutex);
    while (!finished.wait_for(lock, every, [&] { return running == 0; })) {
      lock.unlock();
      tick(done.load(std::memory_order_relaxed));
      lock.lock();
    }
  }
  for (std::thread& t : threads) t.join();
  if (error) std::rethrow_exception(error);
  return done.load() == loop.count;
}

}  // namespace gg
