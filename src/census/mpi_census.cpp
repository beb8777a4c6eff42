#include "census/mpi_census.h"

#include <mpi.h>

#include <chrono>
#include <nlohmann/json.hpp>

#include "core/error.h"

namespace gg::census {
namespace {

enum Tag : int { kRows = 1, kWork = 2, kStop = 3 };
// Graphs per message: small enough to balance dense and sparse graphs, large enough that
// messages are not the cost.
constexpr std::size_t kChunk = 16;

void send_text(const std::string& text, int to, int tag) {
  MPI_Send(text.data(), static_cast<int>(text.size()), MPI_CHAR, to, tag, MPI_COMM_WORLD);
}

std::string receive_text(int from, int tag, MPI_Status& status) {
  MPI_Probe(from, tag, MPI_COMM_WORLD, &status);
  int count = 0;
  MPI_Get_count(&status, MPI_CHAR, &count);
  std::string text(static_cast<std::size_t>(count), '\0');
  MPI_Recv(text.data(), count, MPI_CHAR, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD,
           MPI_STATUS_IGNORE);
  return text;
}

// Rank 0's lines reach every rank (stdin is only rank 0's under mpirun).
std::vector<std::string> broadcast_lines(const MpiRuntime& mpi, std::vector<std::string> lines) {
  std::string joined;
  if (mpi.rank() == 0)
    for (const auto& l : lines) joined += l + "\n";
  long long size = static_cast<long long>(joined.size());
  MPI_Bcast(&size, 1, MPI_LONG_LONG, 0, MPI_COMM_WORLD);
  joined.resize(static_cast<std::size_t>(size));
  MPI_Bcast(joined.data(), static_cast<int>(size), MPI_CHAR, 0, MPI_COMM_WORLD);
  if (mpi.rank() == 0) return lines;
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i < joined.size(); ++i)
    if (joined[i] == '\n') {
      out.push_back(joined.substr(start, i - start));
      start = i + 1;
    }
  return out;
}

nlohmann::json row_json(std::size_t index, const ResultRow& r) {
  return {index,    r.colors,
          r.winner, r.grundy ? nlohmann::json(*r.grundy) : nlohmann::json(nullptr),
          r.nodes,  r.seconds};
}

// Worker ranks: ask for work (sending the previous chunk's rows) until told to stop.
void work(const std::vector<CensusItem>& items, const CensusOptions& options) {
  const Game& game = find_game(options.game);
  nlohmann::json rows = nlohmann::json::array();
  for (;;) {
    send_text(rows.dump(), 0, kRows);
    rows = nlohmann::json::array();
    MPI_Status status;
    const std::string message = receive_text(0, MPI_ANY_TAG, status);
    if (status.MPI_TAG == kStop) return;
    for (const auto& index : nlohmann::json::parse(message)) {
      const auto i = index.get<std::size_t>();
      try {
        rows.push_back(row_json(i, solve_item(game, items[i], options)));
      } catch (const SearchAborted&) {
        break;  // interrupted: the rest of the chunk is not recorded
      }
    }
  }
}

}  // namespace

MpiRuntime::MpiRuntime() {
  MPI_Init(nullptr, nullptr);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
}

MpiRuntime::~MpiRuntime() { MPI_Finalize(); }

CensusResult run_census_mpi(const MpiRuntime& mpi, std::vector<std::string> graph_lines,
                            const CensusOptions& options, ResultStore* store,
                            const std::function<void(const Progress&)>& on_progress) {
  if (mpi.size() == 1) return run_census(graph_lines, options, *store, on_progress);
  const std::vector<CensusItem> items =
      census_items(broadcast_lines(mpi, std::move(graph_lines)), options.plane_boards);
  if (mpi.rank() != 0) {
    work(items, options);
    return {};
  }
  const auto start = std::chrono::steady_clock::now();
  const auto known = store->known(options.game, options.variant_label);
  CensusResult result;
  const std::vector<std::size_t> todo = unsolved(items, known);
  result.reused = static_cast<std::int64_t>(items.size() - todo.size());
  std::vector<std::optional<ResultRow>> computed(items.size());
  std::size_t next = 0;
  int active = mpi.size() - 1;
  while (active > 0) {
    MPI_Status status;
    const std::string message = receive_text(MPI_ANY_SOURCE, kRows, status);
    std::vector<ResultRow> batch;
    for (const auto& r : nlohmann::json::parse(message)) {
      const auto i = r[0].get<std::size_t>();
      ResultRow row = item_row(items[i], options);
      row.colors = r[1].get<int>();
      row.winner = r[2].get<int>();
      if (!r[3].is_null()) row.grundy = r[3].get<int>();
      row.nodes = r[4].get<std::uint64_t>();
      row.seconds = r[5].get<double>();
      row.solver_version = kSolverVersion;
      computed[i] = row;
      batch.push_back(std::move(row));
    }
    store->insert(batch);  // committed as each chunk arrives: nothing finished is lost
    result.computed += static_cast<std::int64_t>(batch.size());
    const bool interrupted = options.interrupt != nullptr && options.interrupt->load();
    if (next >= todo.size() || interrupted) {
      send_text("", status.MPI_SOURCE, kStop);
      --active;
    } else {
      nlohmann::json chunk = nlohmann::json::array();
      for (std::size_t k = 0; k < kChunk && next < todo.size(); ++k) chunk.push_back(todo[next++]);
      send_text(chunk.dump(), status.MPI_SOURCE, kWork);
    }
    if (on_progress)
      on_progress(
          {result.reused + result.computed, static_cast<std::int64_t>(items.size()),
           result.computed,
           std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()});
  }
  result.interrupted = result.reused + result.computed < static_cast<std::int64_t>(items.size());
  result.rows = all_rows(items, computed, known, options);
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace gg::census
