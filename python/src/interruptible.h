// Runs engine work off the Python thread so that Ctrl-C reaches it: the work runs on a worker
// thread with the GIL released, while the calling thread checks Python's signals every 50 ms
// (PyErr_CheckSignals, which only the main thread may run). A pending KeyboardInterrupt sets
// the work's interrupt flag; the engine stops within its next limit check (every few thousand
// nodes), and the KeyboardInterrupt is raised in Python. Other threads may call too: there the
// check finds no signal and the work runs to its end or its limits.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

#include <pybind11/pybind11.h>

namespace gg::python {

template <class Work>
auto run_interruptible(std::atomic<bool>& stop, Work&& work) -> decltype(work()) {
  using Result = decltype(work());
  stop.store(false);
  std::optional<Result> result;
  std::exception_ptr error;
  bool interrupted = false;
  {
    pybind11::gil_scoped_release release;
    std::mutex mutex;
    std::condition_variable finished;
    bool done = false;
    std::thread worker([&] {
      try {
        result.emplace(work());
      } catch (...) {
        error = std::current_exception();
      }
      const std::lock_guard<std::mutex> lock(mutex);
      done = true;
      finished.notify_one();
    });
    std::unique_lock<std::mutex> lock(mutex);
    while (!finished.wait_for(lock, std::chrono::milliseconds(50), [&] { return done; })) {
      if (interrupted) continue;
      lock.unlock();
      {
        pybind11::gil_scoped_acquire gil;
        interrupted = PyErr_CheckSignals() != 0;  // the exception stays set on this thread
      }
      if (interrupted) stop.store(true);
      lock.lock();
    }
    lock.unlock();
    worker.join();
  }
  if (interrupted) throw pybind11::error_already_set();
  if (error) std::rethrow_exception(error);
  return std::move(*result);
}

}  // namespace gg::python
