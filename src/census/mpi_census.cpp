#include "census/mpi_census.h"

#include <chrono>
#include <deque>
#include <nlohmann/json.hpp>
#include <optional>

#include "core/error.h"
#include "graph/graph6.h"

namespace gg::census {

using store::all_gather_blocks;
using store::all_ranks;
using store::kAnyRank;
using store::kAnyTag;
using store::MpiMessage;
using store::MpiRuntime;
using store::receive_text;
using store::send_text;

namespace {

enum Tag : int { kRows = 1, kWork = 2, kStop = 3 };
// Graphs per message: small enough to balance dense and sparse graphs, large enough that
// messages are not the cost.
constexpr std::size_t kChunk = 16;

// A row as a worker sends it to rank 0.
nlohmann::json wire_row(const ResultRow& r) {
  return {r.canonical,
          r.order,
          r.size,
          r.max_degree,
          facts_json(r.facts),
          r.winner,
          r.grundy ? nlohmann::json(*r.grundy) : nlohmann::json(nullptr),
          r.nodes,
          r.seconds};
}

ResultRow row_of_wire(const nlohmann::json& j, const CensusOptions& options) {
  ResultRow row;
  row.canonical = j[0].get<std::string>();
  row.game = options.game;
  row.variant = options.variant_label;
  row.order = j[1].get<int>();
  row.size = j[2].get<int>();
  row.max_degree = j[3].get<int>();
  row.facts = facts_of_json(j[4]).value();
  row.winner = j[5].get<int>();
  if (!j[6].is_null()) row.grundy = j[6].get<int>();
  row.nodes = j[7].get<std::uint64_t>();
  row.seconds = j[8].get<double>();
  row.solver_version = kSolverVersion;
  row.sweep = row_sweep(options);
  return row;
}

// Worker ranks: ask for work (sending the previous chunk's rows) until told to stop. A chunk
// is a list of items as [canonical key, graph6, cells].
void work(const CensusOptions& options) {
  const Game& game = find_game(options.game);
  std::optional<SharedTable> shared;
  if (options.shared_endgames) shared.emplace(options.limits.tt_megabytes);
  SolverWorkspace workspace;
  workspace.shared_table = shared ? &*shared : nullptr;
  nlohmann::json rows = nlohmann::json::array();
  for (;;) {
    send_text(rows.dump(), 0, kRows);
    rows = nlohmann::json::array();
    const MpiMessage message = receive_text(0, kAnyTag);
    if (message.tag == kStop) return;
    for (const auto& item : nlohmann::json::parse(message.text)) {
      const CensusItem census_item{item[0].get<std::string>(),
                                   parse_nauty_string(item[1].get<std::string>()),
                                   item[2].get<std::string>()};
      try {
        rows.push_back(wire_row(solve_item(game, census_item, options, workspace)));
      } catch (const SearchAborted&) {
        break;  // interrupted: the rest of the chunk is not recorded
      }
    }
  }
}

}  // namespace

CensusResult run_census_mpi(const MpiRuntime& mpi, GraphSource* source,
                            const CensusOptions& options, ResultStore* store,
                            const std::function<void(const Progress&)>& on_progress) {
  if (mpi.size() == 1) return run_census(*source, options, *store, on_progress);
  if (mpi.rank() != 0) {
    work(options);
    return {};
  }
  const auto start = std::chrono::steady_clock::now();
  CensusResult result;
  record_run(*store, options);
  ItemReader reader(*source, options, *store);
  std::deque<CensusItem> ready;  // read, not stored yet, not handed out
  int active = mpi.size() - 1;
  while (active > 0) {
    const MpiMessage message = receive_text(kAnyRank, kRows);
    std::vector<ResultRow> batch;
    for (const auto& r : nlohmann::json::parse(message.text))
      batch.push_back(row_of_wire(r, options));
    store->insert(batch);  // committed as each chunk arrives: nothing finished is lost
    for (const ResultRow& row : batch) add_to_tally(result, row);
    result.computed += static_cast<std::int64_t>(batch.size());
    const bool interrupted = options.interrupt != nullptr && options.interrupt->load();
    while (!interrupted && ready.size() < kChunk && !reader.done())
      for (CensusItem& item : reader.next_batch(256, result)) ready.push_back(std::move(item));
    if (ready.empty() || interrupted) {
      send_text("", message.source, kStop);
      --active;
    } else {
      nlohmann::json chunk = nlohmann::json::array();
      for (std::size_t k = 0; k < kChunk && !ready.empty(); ++k) {
        const CensusItem& item = ready.front();
        chunk.push_back({item.canonical, to_nauty_string(item.graph), item.cells});
        ready.pop_front();
      }
      send_text(chunk.dump(), message.source, kWork);
    }
    if (on_progress)
      on_progress(
          {source->count(), result.reused + result.computed, result.computed,
           std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()});
  }
  result.interrupted = !reader.done() || result.reused + result.computed < result.items;
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!result.interrupted) record_run(*store, options, &result);
  return result;
}

TableRanks mpi_table_ranks(const MpiRuntime& mpi) {
  TableRanks ranks;
  ranks.rank = mpi.rank();
  ranks.ranks = mpi.size();
  ranks.share = [size = mpi.size()](tablebase::Layer& layer, std::size_t, std::size_t,
                                    bool finished) {
    if (!all_ranks(finished)) return false;
    // The blocks as build_edge_table cuts them, in graphs, records and roots.
    std::vector<std::size_t> graphs(static_cast<std::size_t>(size) + 1);
    for (int r = 0; r <= size; ++r)
      graphs[static_cast<std::size_t>(r)] =
          layer.size() * static_cast<std::size_t>(r) / static_cast<std::size_t>(size);
    std::vector<std::size_t> records = graphs;
    for (std::size_t& offset : records) offset *= layer.stride();
    all_gather_blocks(layer.records().data(), records);
    all_gather_blocks(layer.roots().data(), graphs);
    return true;
  };
  return ranks;
}

}  // namespace gg::census
