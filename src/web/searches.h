// The searches the server is running: at most a fixed number at once (a request beyond that
// is turned away, not queued), each with a stop flag and its progress, under the id the page
// chose for it so that the page can show how far it got and cancel it.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "solve/limits.h"

namespace gg::web {

struct RunningSearch {
  std::atomic<bool> stop{false};
  // The nodes of every search the request has run so far, as last reported. A request may
  // run several searches (the position, then each move), each counting from 0 and reporting
  // about once a second: `earlier_nodes` holds the counts of those before the current one,
  // `last_report` the current one's (both written by the searching thread alone).
  std::atomic<std::uint64_t> nodes{0};
  std::uint64_t earlier_nodes = 0;
  std::uint64_t last_report = 0;
  const std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
  // Whether the client that asked is still connected (empty: not known).
  std::function<bool()> client_connected;
};

class SearchRegistry {
 public:
  explicit SearchRegistry(int max_running) : max_running_(max_running) {}

  // Holds one of the places until destroyed; the search stops if its id is cancelled.
  class Slot {
   public:
    Slot(SearchRegistry& registry, std::string id, std::shared_ptr<RunningSearch> search)
        : registry_(registry), id_(std::move(id)), search_(std::move(search)) {}
    ~Slot() { registry_.release(id_); }
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;
    RunningSearch& search() { return *search_; }

   private:
    SearchRegistry& registry_;
    std::string id_;
    std::shared_ptr<RunningSearch> search_;
  };

  // A place for a search named `id` ("" for one the page will not ask about), or nullptr
  // when all places are taken. Throws InputError for an id that is malformed or in use.
  // `client_connected`, when given, tells whether the client that asked is still there.
  std::unique_ptr<Slot> begin(const std::string& id,
                              std::function<bool()> client_connected = nullptr);
  // How far the search `id` has got, or nullopt when no search has that id.
  std::optional<SearchProgress> progress(const std::string& id) const;
  // Whether a search named `id` runs or is among the last kRemembered that ended: a page
  // polls its job after the answer came, which is not an unknown job.
  bool known(const std::string& id) const;
  static constexpr std::size_t kRemembered = 1024;
  // Asks the search `id` to stop; false when there is none.
  bool cancel(const std::string& id);
  // Asks every running search to stop (the server is shutting down).
  void cancel_all();
  // Asks every running search whose client has gone to stop; how many it stopped.
  int cancel_abandoned();
  int running() const;

 private:
  void release(const std::string& id);

  const int max_running_;
  mutable std::mutex mutex_;
  int anonymous_ = 0;  // numbers the searches without an id
  std::map<std::string, std::shared_ptr<RunningSearch>> by_id_;
  std::deque<std::string> ended_;  // the ids of the searches that ended last, oldest first
};

// The limits of one search: the server's bounds, its stop flag and progress.
SolveLimits limits_for(RunningSearch& search, double max_seconds, std::uint64_t max_nodes,
                       std::size_t tt_megabytes);

}  // namespace gg::web
