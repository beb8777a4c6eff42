#include "census/table_lookup.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>
#include <utility>
#include <vector>

#include "census/retrograde.h"
#include "core/error.h"
#include "graph/symmetry.h"
#include "tablebase/graph_key.h"
#include "tablebase/layer_files.h"

namespace gg::census {
namespace {

// A graph to look up: its row (canonical graph6 filled in) and its key in its order's table.
struct Wanted {
  ResultRow row;
  tablebase::GraphKey key = 0;
};

tablebase::GraphKey table_key(const Graph& g) {
  const int n = g.order();
  VertexSet adjacency[tablebase::kMaxKeyOrder];
  VertexSet rows[tablebase::kMaxKeyOrder];
  std::uint8_t place[tablebase::kMaxKeyOrder];
  for (int v = 0; v < n; ++v) adjacency[v] = g.neighbours(v);
  canonical_rows(n, adjacency, place, rows);
  return tablebase::pack_rows(n, rows);
}

}  // namespace

CensusResult run_table_lookup(const CensusPlan& plan, ResultStore& store, const std::string& root) {
  const auto start = std::chrono::steady_clock::now();
  const EdgeTablebaseRules& rules = *plan.game->edge_tablebase();
  const CensusOptions& options = plan.options;
  const int variant = table_variant(rules, options.variant_label);
  GG_CHECK(variant >= 0);
  const bool grundy = options.params.flag("grundy");

  // The graphs not yet stored, by the layer (order, edges) that holds them.
  CensusResult result;
  std::map<std::pair<int, int>, std::vector<Wanted>> by_layer;
  GraphSource source = plan.open_source();
  ItemReader reader(source, options, store);
  while (!reader.done()) {
    for (CensusItem& item : reader.next_batch(4096, result)) {
      const int n = item.graph.order();
      if (n > tablebase::kMaxKeyOrder)
        throw InputError("graph " + item.canonical + " of the input has " + std::to_string(n) +
                         " vertices; the tables hold graphs of at most " +
                         std::to_string(tablebase::kMaxKeyOrder) + " (--method search solves it)");
      Wanted w{item_row(item, options), table_key(item.graph)};
      by_layer[{n, w.row.size}].push_back(std::move(w));
    }
    if (options.interrupt != nullptr && options.interrupt->load()) {
      result.interrupted = true;
      return result;
    }
  }

  // One layer read at a time (order 11's largest is 0.96 GB of keys and roots).
  const tablebase::GraphClass all_graphs;
  for (auto& [layer_of, wanted] : by_layer) {
    const auto [n, edges] = layer_of;
    const std::string directory = table_directory(root, rules, n, all_graphs);
    const std::string build = "gg census " + options.game + " --order " + std::to_string(n) +
                              " --no-rows --tables " + root;
    if (!std::filesystem::is_directory(directory))
      throw InputError("no table of order " + std::to_string(n) + " in '" + directory +
                       "' for graph " + wanted.front().row.canonical + "; build it with `" + build +
                       "`");
    const tablebase::TableFiles files(
        directory, {std::string(rules.table_id()), n, all_graphs, rules.words(n)});
    if (!files.has(edges, false))
      throw InputError("the table in '" + directory + "' has no layer of " + std::to_string(edges) +
                       " edges (graph " + wanted.front().row.canonical +
                       "): its run stopped before it; finish it with `" + build + "`");
    const tablebase::TableFiles::Roots layer = files.read_roots(edges);
    std::vector<ResultRow> rows;
    for (Wanted& w : wanted) {
      const auto it = std::lower_bound(layer.keys.begin(), layer.keys.end(), w.key);
      // Every graph of the order is in its layer: a miss is a table that is not this one.
      if (it == layer.keys.end() || *it != w.key)
        throw InputError("the table in '" + directory + "' lacks graph " + w.row.canonical +
                         " in its layer of " + std::to_string(edges) +
                         " edges; delete the directory to compute the table again");
      const TablebaseVerdict verdict =
          rules.verdict(layer.roots[static_cast<std::size_t>(it - layer.keys.begin())],
                        static_cast<std::size_t>(variant));
      w.row.winner = verdict.winner;
      if (grundy) w.row.grundy = verdict.grundy;
      w.row.method = kRetrogradeMethod;
      w.row.solver_version = kSolverVersion;
      add_to_tally(result, w.row);
      rows.push_back(std::move(w.row));
    }
    store.insert(rows);
    result.computed += static_cast<std::int64_t>(rows.size());
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace gg::census
