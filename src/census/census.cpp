#include "census/census.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <mutex>
#include <new>
#include <thread>
#include <unordered_set>
#include <utility>

#include "core/error.h"
#include "graph/graph6.h"
#include "graph/plane_embedding.h"
#include "graph/properties.h"
#include "graph/symmetry.h"
#include "solve/limits.h"

namespace gg::census {

using store::DatabaseError;

const char* const kSolverVersion = "graphgames-0.1";

std::vector<CensusItem> items_of_line(const std::string& line, const std::string& where,
                                      bool plane_boards) {
  Graph g;
  try {
    g = parse_nauty_string(line);
  } catch (const InputError& e) {
    throw InputError(where + ": " + e.what());
  }
  std::vector<CensusItem> items;
  if (!plane_boards) {
    std::string key = canonical_string(g);
    items.push_back({std::move(key), std::move(g), ""});
    return items;
  }
  if (!is_connected(g))
    throw InputError(where + ": plane boards need connected graphs (drop --all)");
  // A drawing's key is graph6, which has no loops (the one game on plane boards has none).
  if (g.has_loops()) throw InputError(where + ": plane boards are drawn of graphs without loops");
  if (!is_planar(g)) return items;
  for (PlaneBoard& board : all_plane_boards(g))
    items.push_back({board.drawing, std::move(board.graph), format_cells(board.cells)});
  return items;
}

ResultRow item_row(const CensusItem& item, const CensusOptions& options) {
  ResultRow row;
  row.canonical = item.canonical;
  row.game = options.game;
  row.variant = options.variant_label;
  row.order = item.graph.order();
  row.size = item.graph.size();
  row.max_degree = item.graph.max_degree();
  row.sweep = row_sweep(options);
  return row;
}

std::string row_sweep(const CensusOptions& options) {
  return options.sweep ? sweep_label(*options.sweep) : options.source_label;
}

void record_run(ResultStore& store, const CensusOptions& options, const CensusResult* result) {
  if (!options.sweep) return;
  const GraphFilter& f = *options.sweep;
  store.record_sweep({options.game, options.variant_label, sweep_label(f), f.order, f.shard,
                      f.shards, result != nullptr ? result->items : 0, result != nullptr});
}

void record_counts(ResultStore& store, const CensusOptions& options, const CensusResult& result) {
  if (!options.sweep) return;
  const GraphFilter& f = *options.sweep;
  std::vector<OrderCount> counts;
  for (const auto& [key, t] : result.tally)
    if (key.order == f.order)
      counts.push_back({key.size, key.max_degree, t.graphs, t.p1, t.p2, t.p3, t.nobody});
  store.record_counts(
      {options.game, options.variant_label, sweep_label(f), f.order, f.shard, f.shards, 0, true},
      kRetrogradeMethod, counts);
}

ResultRow solve_item(const Game& game, const CensusItem& item, const CensusOptions& options,
                     SolverWorkspace& workspace) {
  SolveRequest request;
  request.position.board = to_nauty_string(item.graph);
  request.position.params = options.params;
  if (!item.cells.empty()) request.position.params.set("cells", item.cells);
  request.search.winner_only = true;
  request.search.workspace = &workspace;
  request.search.limits = options.limits;
  request.search.limits.interrupt = options.interrupt;
  const SolveReport report = game.solve(request);
  if (options.certify) options.certify(request.position, item.canonical, report.winner);
  ResultRow row = item_row(item, options);
  row.facts = report.stored_facts;
  row.winner = report.winner;
  row.grundy = report.grundy;
  row.nodes = report.nodes;
  row.seconds = report.seconds;
  row.solver_version = kSolverVersion;
  return row;
}

void add_to_tally(CensusResult& result, const ResultRow& row) {
  Tally& t = result.tally[{row.order, row.size, row.max_degree}];
  ++t.graphs;
  (row.winner == 1 ? t.p1 : row.winner == 2 ? t.p2 : row.winner == 3 ? t.p3 : t.nobody) += 1;
}

ItemReader::ItemReader(GraphSource& source, const CensusOptions& options, ResultStore& store)
    : source_(source), options_(options), store_(store) {}

std::vector<CensusItem> ItemReader::next_batch(std::size_t lines, CensusResult& result) {
  std::vector<CensusItem> items;
  for (std::size_t i = 0; i < lines; ++i) {
    const auto line = source_.next();
    if (!line) {
      done_ = true;
      break;
    }
    const std::string where = "graph " + std::to_string(source_.count()) + " of the input";
    for (CensusItem& item : items_of_line(*line, where, options_.plane_boards))
      if (source_.distinct() || seen_.insert(item.canonical).second)
        items.push_back(std::move(item));
  }
  std::vector<std::string> keys;
  for (const CensusItem& item : items) keys.push_back(item.canonical);
  const auto stored = store_.stored_winners(options_.game, options_.variant_label, keys);
  std::vector<CensusItem> todo;
  for (CensusItem& item : items) {
    ++result.items;
    const bool certificate_wanted =
        options_.certify && !(options_.has_certificate && options_.has_certificate(item.canonical));
    if (const auto it = stored.find(item.canonical); it != stored.end() && !certificate_wanted) {
      ResultRow row = item_row(item, options_);
      row.winner = it->second;
      add_to_tally(result, row);
      ++result.reused;
    } else {
      todo.push_back(std::move(item));
    }
  }
  return todo;
}

namespace {

// What the workers and the writing thread share.
class WorkQueue {
 public:
  explicit WorkQueue(const std::atomic<bool>* interrupt) : interrupt_(interrupt) {}

  void push(std::vector<CensusItem> items) {
    std::lock_guard lock(mutex_);
    for (CensusItem& item : items) queue_.push_back(std::move(item));
    ready_.notify_all();
  }
  // No more items will come; workers finish the queue and leave.
  void close() {
    std::lock_guard lock(mutex_);
    closed_ = true;
    ready_.notify_all();
  }
  // Workers leave after their current item (interrupt or error).
  void stop(const std::string& error = "") {
    std::lock_guard lock(mutex_);
    stopped_ = true;
    if (error_.empty()) error_ = error;
    ready_.notify_all();
  }
  bool stopped() const {
    std::lock_guard lock(mutex_);
    return stopped_ || interrupted();
  }
  std::size_t queued() const {
    std::lock_guard lock(mutex_);
    return queue_.size();
  }
  std::string error() const {
    std::lock_guard lock(mutex_);
    return error_;
  }
  // The next item, or nullopt when the worker should leave.
  std::optional<CensusItem> take() {
    std::unique_lock lock(mutex_);
    for (;;) {
      if (stopped_ || interrupted()) return std::nullopt;
      if (!queue_.empty()) {
        CensusItem item = std::move(queue_.front());
        queue_.pop_front();
        return item;
      }
      if (closed_) return std::nullopt;
      ready_.wait_for(lock, std::chrono::milliseconds(100));
    }
  }
  void finish(ResultRow row) {
    std::lock_guard lock(mutex_);
    finished_.push_back(std::move(row));
  }
  std::vector<ResultRow> take_finished() {
    std::lock_guard lock(mutex_);
    return std::exchange(finished_, {});
  }

 private:
  bool interrupted() const { return interrupt_ != nullptr && interrupt_->load(); }

  const std::atomic<bool>* interrupt_;
  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<CensusItem> queue_;
  std::vector<ResultRow> finished_;
  bool closed_ = false;
  bool stopped_ = false;
  std::string error_;
};

}  // namespace

CensusResult run_census(GraphSource& source, const CensusOptions& options, ResultStore& store,
                        const std::function<void(const Progress&)>& on_progress) {
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  const Game& game = find_game(options.game);
  const int jobs = std::max(1, options.jobs);
  // Enough queued work that no worker waits while the next batch is read, and no more.
  constexpr std::size_t kBatchLines = 1024;
  const std::size_t low_water = static_cast<std::size_t>(jobs) * 64;

  CensusResult result;
  record_run(store, options);
  WorkQueue queue(options.interrupt);
  ItemReader reader(source, options, store);
  // One workspace per thread; the table of board-independent endgames serves them all.
  std::optional<SharedTable> shared;
  if (options.shared_endgames) {
    try {
      shared.emplace(options.limits.tt_megabytes);
    } catch (const std::bad_alloc&) {
      throw InputError("--tt-mb " + std::to_string(options.limits.tt_megabytes) +
                       ": the shared endgame table cannot get that much memory (give a smaller "
                       "--tt-mb, or --no-shared-table)");
    }
  }
  std::atomic<int> working{jobs};
  auto worker = [&] {
    SolverWorkspace workspace;
    workspace.shared_table = shared ? &*shared : nullptr;
    while (auto item = queue.take()) {
      try {
        queue.finish(solve_item(game, *item, options, workspace));
      } catch (const SearchAborted&) {
        break;  // interrupted: this graph is simply not recorded
      } catch (const std::bad_alloc&) {
        queue.stop("out of memory solving graph " + item->canonical +
                   " (give a smaller --tt-mb or fewer --jobs)");
        break;
      } catch (const std::exception& e) {
        queue.stop(std::string(e.what()) + " (graph " + item->canonical + ")");
        break;
      }
    }
    --working;
  };
  std::vector<std::thread> threads;
  // However this function is left (a full disk, a damaged page, an interrupt), the workers
  // are stopped and joined first: a thread still joinable at its destruction would end the
  // program without a word.
  struct JoinOnExit {
    WorkQueue& queue;
    std::vector<std::thread>& threads;
    ~JoinOnExit() {
      queue.stop();
      for (auto& t : threads)
        if (t.joinable()) t.join();
    }
  } join_on_exit{queue, threads};
  for (int j = 0; j < jobs; ++j) threads.emplace_back(worker);

  // The calling thread reads ahead, commits finished rows in batches and reports progress.
  const auto commit = [&] {
    const std::vector<ResultRow> rows = queue.take_finished();
    store.insert(rows);
    for (const ResultRow& row : rows) add_to_tally(result, row);
    result.computed += static_cast<std::int64_t>(rows.size());
  };
  const auto report = [&] {
    if (on_progress)
      on_progress({source.count(), result.reused + result.computed, result.computed, elapsed()});
  };
  auto last_commit = std::chrono::steady_clock::now();
  while (working.load() > 0) {
    try {
      while (!reader.done() && !queue.stopped() && queue.queued() < low_water)
        queue.push(reader.next_batch(kBatchLines, result));
    } catch (const DatabaseError&) {
      throw;  // the store itself failed: nothing more can be recorded
    } catch (const InputError& e) {
      queue.stop(e.what());
    }
    if (reader.done()) queue.close();
    if (std::chrono::steady_clock::now() - last_commit > std::chrono::milliseconds(500)) {
      commit();
      last_commit = std::chrono::steady_clock::now();
      report();
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  for (auto& t : threads) t.join();
  commit();
  report();
  if (const std::string error = queue.error(); !error.empty()) throw InputError(error);
  result.interrupted = !reader.done() || result.reused + result.computed < result.items;
  result.seconds = elapsed();
  if (!result.interrupted) record_run(store, options, &result);
  return result;
}

std::pair<std::string, std::string> split_board_key(const std::string& key) {
  const auto space = key.find(' ');
  if (space == std::string::npos) return {key, ""};
  return {key.substr(0, space), key.substr(space + 1)};
}

nlohmann::json row_json(const Game& game, const ResultRow& row) {
  const auto [graph6, cells] = split_board_key(row.canonical);
  nlohmann::json j = {
      {"graph6", graph6},
      {"order", row.order},
      {"size", row.size},
      {"max_degree", row.max_degree},
      {"winner", row.winner == 0 ? nlohmann::json(nullptr) : nlohmann::json(row.winner)},
      {"nodes", row.nodes},
      {"grundy", row.grundy ? nlohmann::json(*row.grundy) : nlohmann::json(nullptr)},
      {"facts", facts_json(row.facts)},
      {"method", row.method}};
  // A forest's one drawing has no cells: its key is its graph alone.
  if (game.plane_boards())
    j["cells"] = cells.empty() ? nlohmann::json(nullptr) : nlohmann::json(cells);
  return j;
}

}  // namespace gg::census
