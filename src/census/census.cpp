#include "census/census.h"

#include <chrono>
#include <cstdio>
#include <mutex>
#include <thread>
#include <unordered_map>

#include "core/error.h"
#include "graph/graph6.h"
#include "graph/plane_embedding.h"
#include "graph/properties.h"
#include "graph/symmetry.h"
#include "solve/limits.h"

namespace gg::census {

const char* const kSolverVersion = "graphgames-0.1";

std::string generator_command(const GraphFilter& f) {
  if (f.order < 1 || f.order > 32) throw InputError("--order must be between 1 and 32");
  if (f.shards < 1 || f.shard < 0 || f.shard >= f.shards)
    throw InputError("--shard i/m needs 0 <= i < m");
  std::string cmd;
  if (f.trees) {
    cmd = "nauty-gentreeg -q";
    if (f.max_degree) cmd += " -D" + std::to_string(*f.max_degree);
    cmd += " " + std::to_string(f.order);
  } else {
    cmd = "nauty-geng -q";
    if (f.connected_only) cmd += " -c";
    if (f.bipartite) cmd += " -b";
    if (f.max_degree) cmd += " -D" + std::to_string(*f.max_degree);
    cmd += " " + std::to_string(f.order);
    if (f.edges)
      cmd += " " + std::to_string(f.edges->first) + ":" + std::to_string(f.edges->second);
  }
  if (f.shards > 1) cmd += " " + std::to_string(f.shard) + "/" + std::to_string(f.shards);
  if (f.planar) cmd += " | nauty-planarg -q";
  return cmd;
}

std::vector<std::string> read_graph_lines(std::FILE* in, int shard, int shards) {
  std::vector<std::string> lines;
  std::string line;
  std::int64_t index = 0;
  for (int c = std::fgetc(in);; c = std::fgetc(in)) {
    if (c == '\n' || c == EOF) {
      while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
      if (!line.empty() && line[0] != '>') {
        if (index % shards == shard) lines.push_back(line);
        ++index;
      }
      line.clear();
      if (c == EOF) break;
    } else {
      line.push_back(static_cast<char>(c));
    }
  }
  return lines;
}

std::vector<std::string> run_generator(const std::string& command) {
  std::FILE* pipe = popen((command + " 2>/dev/null").c_str(), "r");
  if (pipe == nullptr) throw InputError("cannot run '" + command + "'");
  std::vector<std::string> lines = read_graph_lines(pipe, 0, 1);
  const int status = pclose(pipe);
  if (status != 0)
    throw InputError(
        "'" + command +
        "' failed (is the nauty package installed? scripts/install-deps.sh installs it)");
  return lines;
}

std::vector<CensusItem> census_items(const std::vector<std::string>& graph_lines,
                                     bool plane_boards) {
  std::vector<CensusItem> items;
  std::unordered_map<std::string, std::size_t> seen;
  for (std::size_t i = 0; i < graph_lines.size(); ++i) {
    const std::string where = "graph " + std::to_string(i + 1) + " of the input: ";
    Graph g;
    try {
      g = parse_nauty_string(graph_lines[i]);
    } catch (const InputError& e) {
      throw InputError(where + e.what());
    }
    if (!plane_boards) {
      std::string key = canonical_string(g);
      if (seen.emplace(key, items.size()).second)
        items.push_back({std::move(key), std::move(g), ""});
      continue;
    }
    if (!is_connected(g))
      throw InputError(where + "plane boards need connected graphs (drop --all)");
    if (!is_planar(g)) continue;
    for (PlaneBoard& board : all_plane_boards(g))
      if (seen.emplace(board.drawing, items.size()).second)
        items.push_back({board.drawing, std::move(board.graph), format_cells(board.cells)});
  }
  return items;
}

std::vector<std::size_t> unsolved(const std::vector<CensusItem>& items,
                                  const std::unordered_map<std::string, int>& known) {
  std::vector<std::size_t> todo;
  for (std::size_t i = 0; i < items.size(); ++i)
    if (!known.count(items[i].canonical)) todo.push_back(i);
  return todo;
}

ResultRow item_row(const CensusItem& item, const CensusOptions& options) {
  ResultRow row;
  row.canonical = item.canonical;
  row.game = options.game;
  row.variant = options.variant_label;
  row.order = item.graph.order();
  row.size = item.graph.size();
  row.max_degree = item.graph.max_degree();
  return row;
}

ResultRow solve_item(const Game& game, const CensusItem& item, const CensusOptions& options) {
  SolveRequest request;
  request.position.board = to_nauty_string(item.graph);
  request.position.params = options.params;
  if (!item.cells.empty()) request.position.params.set("cells", item.cells);
  request.search.winner_only = true;
  request.search.shared_endgames = options.shared_endgames;
  request.search.limits = options.limits;
  request.search.limits.interrupt = options.interrupt;
  const SolveReport report = game.solve(request);
  ResultRow row = item_row(item, options);
  row.colors = report.colors.value_or(0);
  row.winner = report.winner;
  row.grundy = report.grundy;
  row.nodes = report.nodes;
  row.seconds = report.seconds;
  row.solver_version = kSolverVersion;
  return row;
}

std::vector<ResultRow> all_rows(const std::vector<CensusItem>& items,
                                const std::vector<std::optional<ResultRow>>& computed,
                                const std::unordered_map<std::string, int>& known,
                                const CensusOptions& options) {
  std::vector<ResultRow> out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (computed[i]) {
      out.push_back(*computed[i]);
    } else if (const auto it = known.find(items[i].canonical); it != known.end()) {
      ResultRow r = item_row(items[i], options);
      r.winner = it->second;
      out.push_back(r);
    }
  }
  return out;
}

CensusResult run_census(const std::vector<std::string>& graph_lines, const CensusOptions& options,
                        ResultStore& store,
                        const std::function<void(const Progress&)>& on_progress) {
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  const Game& game = find_game(options.game);

  // Canonical keys first: isomorphic inputs are one row, and stored rows are not redone.
  const std::vector<CensusItem> items = census_items(graph_lines, options.plane_boards);
  const auto known = store.known(options.game, options.variant_label);

  CensusResult result;
  const std::vector<std::size_t> todo = unsolved(items, known);
  result.reused = static_cast<std::int64_t>(items.size() - todo.size());
  std::vector<std::optional<ResultRow>> rows(items.size());

  std::atomic<std::size_t> next{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;
  std::vector<ResultRow> pending;
  std::string worker_error;
  auto worker = [&] {
    for (;;) {
      if (stop.load() || (options.interrupt != nullptr && options.interrupt->load())) return;
      const std::size_t t = next.fetch_add(1);
      if (t >= todo.size()) return;
      const CensusItem& item = items[todo[t]];
      try {
        ResultRow row = solve_item(game, item, options);
        std::lock_guard<std::mutex> lock(mutex);
        pending.push_back(row);
        rows[todo[t]] = std::move(row);
      } catch (const SearchAborted&) {
        return;  // interrupted: this graph is simply not recorded
      } catch (const std::exception& e) {
        std::lock_guard<std::mutex> lock(mutex);
        if (worker_error.empty())
          worker_error = std::string(e.what()) + " (graph " + item.canonical + ")";
        stop.store(true);
        return;
      }
    }
  };
  std::vector<std::thread> threads;
  const int jobs = std::max(
      1, std::min<int>(options.jobs, static_cast<int>(std::max<std::size_t>(todo.size(), 1))));
  for (int j = 0; j < jobs; ++j) threads.emplace_back(worker);

  // The calling thread commits finished rows in batches and reports progress.
  auto flush = [&] {
    std::vector<ResultRow> batch;
    {
      std::lock_guard<std::mutex> lock(mutex);
      batch.swap(pending);
    }
    store.insert(batch);
    result.computed += static_cast<std::int64_t>(batch.size());
  };
  std::size_t finished_threads = 0;
  while (finished_threads < threads.size()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    flush();
    if (on_progress)
      on_progress({result.reused + result.computed, static_cast<std::int64_t>(items.size()),
                   result.computed, elapsed()});
    finished_threads = 0;
    const bool all_taken = next.load() >= todo.size();
    if (all_taken || stop.load() || (options.interrupt != nullptr && options.interrupt->load())) {
      for (auto& t : threads) t.join();
      finished_threads = threads.size();
    }
  }
  flush();
  if (!worker_error.empty()) throw InputError(worker_error);
  result.interrupted = result.reused + result.computed < static_cast<std::int64_t>(items.size());
  result.rows = all_rows(items, rows, known, options);
  result.seconds = elapsed();
  return result;
}

}  // namespace gg::census
