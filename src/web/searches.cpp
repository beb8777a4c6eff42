#include "web/searches.h"

#include <algorithm>

#include "core/error.h"

namespace gg::web {
namespace {

bool valid_id(const std::string& id) {
  if (id.empty() || id.size() > 64) return false;
  for (char c : id)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') return false;
  return true;
}

}  // namespace

std::unique_ptr<SearchRegistry::Slot> SearchRegistry::begin(
    const std::string& id, std::function<bool()> client_connected) {
  if (!id.empty() && !valid_id(id))
    throw InputError("job '" + id + "': use 1 to 64 letters, digits, '-' or '_'");
  const std::lock_guard<std::mutex> lock(mutex_);
  if (!id.empty() && by_id_.count(id)) throw InputError("job '" + id + "' is already running");
  if (static_cast<int>(by_id_.size()) >= max_running_) return nullptr;
  // Searches without an id are kept under a name no request can give ('#' is refused above).
  const std::string key = id.empty() ? "#" + std::to_string(anonymous_++) : id;
  auto search = std::make_shared<RunningSearch>();
  search->client_connected = std::move(client_connected);
  by_id_.emplace(key, search);
  return std::make_unique<Slot>(*this, key, std::move(search));
}

void SearchRegistry::release(const std::string& id) {
  const std::lock_guard<std::mutex> lock(mutex_);
  by_id_.erase(id);
  if (id.empty() || id[0] == '#') return;  // one without an id is never asked about
  ended_.push_back(id);
  if (ended_.size() > kRemembered) ended_.pop_front();
}

bool SearchRegistry::known(const std::string& id) const {
  const std::lock_guard<std::mutex> lock(mutex_);
  return by_id_.count(id) != 0 || std::find(ended_.begin(), ended_.end(), id) != ended_.end();
}

std::optional<SearchProgress> SearchRegistry::progress(const std::string& id) const {
  const std::lock_guard<std::mutex> lock(mutex_);
  const auto it = by_id_.find(id);
  if (it == by_id_.end()) return std::nullopt;
  const RunningSearch& search = *it->second;
  // The request's time, not the current search's.
  const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - search.started;
  return SearchProgress{search.nodes.load(), seconds.count()};
}

bool SearchRegistry::cancel(const std::string& id) {
  const std::lock_guard<std::mutex> lock(mutex_);
  const auto it = by_id_.find(id);
  if (it == by_id_.end()) return false;
  it->second->stop = true;
  return true;
}

void SearchRegistry::cancel_all() {
  const std::lock_guard<std::mutex> lock(mutex_);
  for (auto& [id, search] : by_id_) search->stop = true;
}

int SearchRegistry::cancel_abandoned() {
  // Under the lock: a search's client check may use its connection only while it runs.
  const std::lock_guard<std::mutex> lock(mutex_);
  int stopped = 0;
  for (auto& [id, search] : by_id_) {
    if (search->stop || !search->client_connected || search->client_connected()) continue;
    search->stop = true;
    ++stopped;
  }
  return stopped;
}

int SearchRegistry::running() const {
  const std::lock_guard<std::mutex> lock(mutex_);
  return static_cast<int>(by_id_.size());
}

SolveLimits limits_for(RunningSearch& search, double max_seconds, std::uint64_t max_nodes,
                       std::size_t tt_megabytes) {
  SolveLimits limits;
  limits.max_seconds = max_seconds;
  limits.max_nodes = max_nodes;
  limits.tt_megabytes = tt_megabytes;
  limits.interrupt = &search.stop;
  limits.on_progress = [&search](const SearchProgress& p) {
    if (p.nodes < search.last_report) search.earlier_nodes += search.last_report;  // a new search
    search.last_report = p.nodes;
    search.nodes = search.earlier_nodes + p.nodes;
  };
  return limits;
}

}  // namespace gg::web
