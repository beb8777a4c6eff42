#include "census/retrograde.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>
#include <mutex>

#include "census/sweep.h"
#include "core/error.h"
#include "core/parallel.h"
#include "graph/properties.h"
#include "graph/symmetry.h"
#include "tablebase/graph_key.h"
#include "tablebase/vertex_table.h"

namespace gg::census {
namespace {

constexpr std::size_t kRowsPerCommit = 1 << 20;

tablebase::GraphClass graph_class(const GraphFilter& f) { return {f.bipartite, f.max_degree}; }

// How many graphs of the layer belong to the sweep.
std::int64_t sweep_graphs(const tablebase::Layer& layer, const CensusPlan& plan) {
  if (!plan.filter.connected_only) return static_cast<std::int64_t>(layer.size());
  std::int64_t count = 0;
  VertexSet rows[64];
  for (std::size_t i = 0; i < layer.size(); ++i) {
    tablebase::unpack_key(layer.order(), layer.key(i), rows);
    count += rows_connected(layer.order(), rows) ? 1 : 0;
  }
  return count;
}

// Calls visit(worker, verdict) on the threads for every graph of one finished layer that
// belongs to the sweep; with `for_rows` false the verdicts carry only what a tally counts
// (no key, no bipartiteness: a layer of order 11 has up to 10^8 graphs).
template <typename Visit>
void visit_layer(const tablebase::Layer& layer, const CensusPlan& plan, const TablebaseRules& rules,
                 int variant, bool for_rows, Visit visit) {
  const int jobs = plan.options.jobs;
  const bool grundy = plan.options.params.flag("grundy");
  const int n = layer.order();
  parallel_for(
      ParallelLoop{layer.size(), jobs, 1024, nullptr},
      [&](std::size_t begin, std::size_t end, int worker) {
        VertexSet rows[64];
        for (std::size_t i = begin; i < end; ++i) {
          tablebase::unpack_key(n, layer.key(i), rows);
          GraphVerdict g;
          g.connected = rows_connected(n, rows);
          if (plan.filter.connected_only && !g.connected) continue;
          g.order = n;
          g.size = layer.edges();
          for (int v = 0; v < n; ++v) g.max_degree = std::max(g.max_degree, popcount(rows[v]));
          const TablebaseVerdict verdict =
              rules.verdict(layer.root(i), static_cast<std::size_t>(variant));
          g.winner = verdict.winner;
          if (grundy) g.grundy = verdict.grundy;
          if (for_rows) {
            g.bipartite = rows_bipartite(n, rows);
            // The key a search census stores: nauty's canonical form, not the table's.
            g.canonical = canonical_graph6(n, rows);
          }
          visit(worker, std::move(g));
        }
      },
      [](std::size_t) {});
}

// The graphs of one finished layer that belong to the sweep, with their verdicts.
std::vector<GraphVerdict> layer_verdicts(const tablebase::Layer& layer, const CensusPlan& plan,
                                         const TablebaseRules& rules, int variant) {
  std::vector<std::vector<GraphVerdict>> parts(static_cast<std::size_t>(plan.options.jobs));
  visit_layer(layer, plan, rules, variant, true, [&](int worker, GraphVerdict&& g) {
    parts[static_cast<std::size_t>(worker)].push_back(std::move(g));
  });
  std::vector<GraphVerdict> all;
  for (auto& part : parts) std::move(part.begin(), part.end(), std::back_inserter(all));
  return all;
}

// Counts one verdict into a tally.
void count(std::map<TallyKey, Tally>& tally, const GraphVerdict& g) {
  Tally& t = tally[{g.order, g.size, g.max_degree}];
  ++t.graphs;
  (g.winner == 1 ? t.p1 : t.p2) += 1;
}

// Counts the verdicts into the result's tally.
void tally(CensusResult& result, const std::vector<GraphVerdict>& graphs) {
  for (const GraphVerdict& g : graphs) count(result.tally, g);
  result.items += static_cast<std::int64_t>(graphs.size());
}

// Counts the layer's graphs of the sweep into the result's tally without keeping their
// verdicts (a layer of order 11 has up to 10^8 graphs); returns how many there were.
std::int64_t tally_layer(CensusResult& result, const tablebase::Layer& layer,
                         const CensusPlan& plan, const TablebaseRules& rules, int variant) {
  std::vector<std::map<TallyKey, Tally>> parts(static_cast<std::size_t>(plan.options.jobs));
  visit_layer(layer, plan, rules, variant, false, [&](int worker, GraphVerdict&& g) {
    count(parts[static_cast<std::size_t>(worker)], g);
  });
  std::int64_t graphs = 0;
  for (const auto& part : parts) {
    for (const auto& [key, t] : part) {
      result.tally[key] += t;
      graphs += t.graphs;
    }
  }
  result.items += graphs;
  return graphs;
}

}  // namespace

std::string retrograde_obstacle(const CensusPlan& plan) {
  const TablebaseRules* rules = plan.game->tablebase();
  const GraphFilter& f = plan.filter;
  if (rules == nullptr) return plan.options.game + " has no tablebase rules";
  if (plan.input != GraphInput::kGenerator && plan.game->edge_tablebase() == nullptr)
    return "it looks given graphs up in an edge table, which " + plan.options.game +
           "'s table is not";
  if (f.trees || f.planar) return "it runs over graphs, not trees or plane boards";
  if (f.shards != 1) return "it builds the whole order at once (drop --shard)";
  if (f.order > tablebase::kMaxKeyOrder)
    return "its tables hold graphs of at most " + std::to_string(tablebase::kMaxKeyOrder) +
           " vertices";
  if (table_variant(*rules, plan.options.variant_label) < 0)
    return "its table has no variant " + plan.options.variant_label;
  if (plan.certificates) return "certificates come from search";
  return "";
}

int table_variant(const TablebaseRules& rules, const std::string& variant) {
  const auto variants = rules.variants();
  const auto it = std::find(variants.begin(), variants.end(), variant);
  return it == variants.end() ? -1 : static_cast<int>(it - variants.begin());
}

std::string table_directory(const std::string& root, const TablebaseRules& rules, int order,
                            const tablebase::GraphClass& graphs) {
  std::string name =
      std::string(rules.table_id()) + "-" + std::to_string(order) + "-" + graphs.label();
  std::replace(name.begin(), name.end(), '/', '-');
  return (std::filesystem::path(root) / name).string();
}

std::string table_directory(const std::string& root, const CensusPlan& plan) {
  return table_directory(root, *plan.game->tablebase(), plan.filter.order,
                         graph_class(plan.filter));
}

CensusResult run_retrograde_census(
    const CensusPlan& plan, ResultStore* store, const std::string& directory,
    const std::function<void(const RetrogradeProgress&)>& on_progress, const TableRanks& ranks,
    bool tally_only) {
  const auto start = std::chrono::steady_clock::now();
  const TablebaseRules& rules = *plan.game->tablebase();
  const EdgeTablebaseRules* edge_rules = plan.game->edge_tablebase();
  if (edge_rules == nullptr && ranks.ranks > 1)
    throw InputError("--mpi: " + plan.options.game +
                     "'s table is built by one process (drop --mpi; order 10 takes minutes)");
  const int variant = table_variant(rules, plan.options.variant_label);
  GG_CHECK(variant >= 0);
  const CensusOptions& options = plan.options;
  const GraphFilter& f = plan.filter;
  const int first_rows = f.edges ? f.edges->first : 0;
  const int last_rows = f.edges ? f.edges->second : f.order * (f.order - 1) / 2;

  CensusResult result;
  // The sweep's rows already stored, per edge count: a layer whose rows are all there is only
  // counted.
  std::map<int, std::int64_t> stored;
  if (store != nullptr) {
    record_run(*store, options);
    for (const OrderSummary& s :
         store->report(options.game, options.variant_label, "size", sweep_condition(f)))
      stored[s.group] = s.graphs;
  }

  tablebase::TableRun run;
  run.order = f.order;
  run.graphs = graph_class(f);
  run.last_layer = last_rows;
  run.jobs = options.jobs;
  run.directory = directory;
  run.interrupt = options.interrupt;
  run.rank = ranks.rank;
  run.ranks = ranks.ranks;
  run.share = ranks.share;

  // Every row is this one but for its graph and verdict.
  ResultRow common;
  common.game = options.game;
  common.variant = options.variant_label;
  common.method = kRetrogradeMethod;
  common.solver_version = kSolverVersion;
  common.sweep = row_sweep(options);
  // Rows are committed about twice a second, not once per layer: small orders have many
  // small layers.
  std::vector<GraphVerdict> pending;
  auto last_commit = std::chrono::steady_clock::now();
  const auto commit = [&] {
    // In key order, the inserts extend the table's index instead of hopping about in it.
    std::sort(pending.begin(), pending.end(), [](const GraphVerdict& a, const GraphVerdict& b) {
      return a.canonical < b.canonical;
    });
    store->insert(common, pending);
    result.computed += static_cast<std::int64_t>(pending.size());
    pending.clear();
    last_commit = std::chrono::steady_clock::now();
  };

  tablebase::TableCallbacks callbacks;
  const bool counted = store != nullptr || tally_only;
  callbacks.wanted = [&](int edges) {
    return counted && edges >= first_rows && edges <= last_rows;
  };
  callbacks.finished = [&](const tablebase::Layer& layer) {
    if (!counted || layer.edges() < first_rows || layer.edges() > last_rows) return;
    if (store == nullptr) {
      result.computed += tally_layer(result, layer, plan, rules, variant);
      return;
    }
    const auto it = stored.find(layer.edges());
    if (it != stored.end() && it->second == sweep_graphs(layer, plan)) {
      result.reused += tally_layer(result, layer, plan, rules, variant);
      return;
    }
    std::vector<GraphVerdict> rows = layer_verdicts(layer, plan, rules, variant);
    tally(result, rows);
    std::move(rows.begin(), rows.end(), std::back_inserter(pending));
    if (pending.size() >= kRowsPerCommit ||
        std::chrono::steady_clock::now() - last_commit > std::chrono::milliseconds(500))
      commit();
  };
  callbacks.progress = [&](const RetrogradeProgress& p) {
    if (on_progress) on_progress(p);
  };
  tablebase::TableStats stats;
  try {
    stats = edge_rules != nullptr ? tablebase::build_edge_table(*edge_rules, run, callbacks)
                                  : tablebase::build_vertex_table(*plan.game->vertex_tablebase(),
                                                                  run, f.connected_only, callbacks);
  } catch (...) {
    // Rows of finished layers are kept whatever stops the pass.
    if (store != nullptr && !pending.empty()) commit();
    throw;
  }
  if (store != nullptr && !pending.empty()) commit();
  result.interrupted = stats.interrupted;
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (store != nullptr && !result.interrupted) record_run(*store, options, &result);
  return result;
}

}  // namespace gg::census
