#include "tablebase/edge_table.h"

#include <array>
#include <chrono>
#include <stdexcept>
#include <vector>

#include "core/error.h"
#include "core/parallel.h"
#include "graph/symmetry.h"
#include "tablebase/layer_files.h"

namespace gg::tablebase {
namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

constexpr int kMaxEdges = kMaxKeyOrder * (kMaxKeyOrder - 1) / 2;
constexpr int kOrderGeneratedAtOnce = 10;
constexpr double kSyncAfterSeconds = 1.0;
// Small orders take longer to start geng processes than to read one.
constexpr int kOrderGeneratedByOneProcess = 8;

// One thread's buffers for evaluating graphs: the children of the graph at hand.
struct Scratch {
  std::array<TablebaseEdge, kMaxEdges> edges;
  std::array<TablebaseChild, kMaxEdges> children;
  std::array<std::array<std::uint8_t, kMaxKeyOrder>, kMaxEdges> places;
  std::array<GraphKey, kMaxEdges> keys;
};

// Graph i of `layer`: its children looked up in `below`, then the rules' evaluation. The
// lookups of a large layer wait on memory, so they go in three passes: every child's key
// (asking for its index slot as soon as it is known), then every child's record, then the
// lookups themselves, by which time both have arrived.
void evaluate_graph(const EdgeTablebaseRules& rules, const Layer& below, Layer& layer,
                    std::size_t i, Scratch& scratch) {
  const int n = layer.order();
  VertexSet adjacency[64];
  VertexSet rows[64];
  unpack_key(n, layer.key(i), adjacency);
  std::size_t count = 0;
  for (int u = 0; u < n; ++u)
    for (const int v : bits_of(adjacency[u] & ~first_n(u + 1))) {
      adjacency[u] &= ~bit(v);
      adjacency[v] &= ~bit(u);
      canonical_rows(n, adjacency, scratch.places[count].data(), rows);
      adjacency[u] |= bit(v);
      adjacency[v] |= bit(u);
      scratch.keys[count] = pack_rows(n, rows);
      below.prefetch_slot(scratch.keys[count]);
      scratch.edges[count] = {static_cast<std::uint8_t>(u), static_cast<std::uint8_t>(v)};
      ++count;
    }
  for (std::size_t c = 0; c < count; ++c) below.prefetch_record(scratch.keys[c]);
  for (std::size_t c = 0; c < count; ++c) {
    const std::uint64_t* child = below.find(scratch.keys[c]);
    if (child == nullptr)
      throw std::logic_error("tablebase: a graph with " + std::to_string(layer.edges()) +
                             " edges has a child missing from the layer below");
    scratch.children[c] = {child, scratch.places[c].data()};
  }
  rules.evaluate(n, adjacency, std::span(scratch.edges.data(), count),
                 std::span(scratch.children.data(), count), layer.words(i), layer.root(i));
}

}  // namespace

TableStats build_edge_table(const EdgeTablebaseRules& rules, const TableRun& run,
                            const TableCallbacks& callbacks) {
  const auto start = Clock::now();
  const int n = run.order;
  if (n < 1 || n > kMaxKeyOrder)
    throw InputError("a tablebase holds graphs of 1 to " + std::to_string(kMaxKeyOrder) +
                     " vertices, not " + std::to_string(n));
  const int words = rules.words(n);
  GG_CHECK(words >= 1 && words <= kMaxTablebaseWords);
  const int most = run.graphs.max_edges(n);
  const int last = run.last_layer < 0 ? most : std::min(run.last_layer, most);
  const TableFiles files(run.directory, {std::string(rules.table_id()), n, run.graphs, words});
  const bool writer = run.rank == 0;
  TableStats stats;

  // Resume after the highest layer whose words are on disk, every layer below it kept.
  int resume = -1;
  for (int m = last; m >= 0 && resume < 0; --m)
    if (files.has(m, true)) resume = m;
  for (int m = 0; m <= resume; ++m)
    if (!files.has(m, false)) resume = -1;
  for (int m = 0; m <= resume; ++m) {
    ++stats.layers_read;
    if (callbacks.wanted(m)) callbacks.finished(files.read(m, false));
  }

  Layer below;
  if (resume >= 0) {
    below = files.read(resume, true);
    below.build_index();
  }
  std::vector<Scratch> scratch(static_cast<std::size_t>(std::max(run.jobs, 1)));
  // The graphs of the layers to come: all at once for orders whose graphs all fit in memory
  // with ease (order 10: 12 million keys, 96 MB), which spares a geng run per layer; one layer
  // at a time above.
  const bool at_once = n <= kOrderGeneratedAtOnce;
  const int parts = n <= kOrderGeneratedByOneProcess ? 1 : run.jobs;
  std::vector<std::vector<GraphKey>> generated;
  for (int m = resume + 1; m <= last; ++m) {
    const auto layer_start = Clock::now();
    LayerProgress progress{0, m, last, true, 0, 0, 0, since(start)};
    callbacks.progress(progress);
    const int batch_first = at_once ? resume + 1 : m;
    if (m == batch_first)
      generated = layer_keys(n, m, at_once ? last : m, run.graphs, /*connected=*/false, parts,
                             run.interrupt);
    Layer layer(n, m, words, std::move(generated[static_cast<std::size_t>(m - batch_first)]));
    bool finished = run.interrupt == nullptr || !run.interrupt->load();
    // This process's block of the layer.
    const std::size_t begin =
        layer.size() * static_cast<std::size_t>(run.rank) / static_cast<std::size_t>(run.ranks);
    const std::size_t end =
        layer.size() * static_cast<std::size_t>(run.rank + 1) / static_cast<std::size_t>(run.ranks);
    progress.generating = false;
    progress.graphs = end - begin;
    if (finished)
      finished = parallel_for(
          ParallelLoop{end - begin, run.jobs, 64, run.interrupt},
          [&](std::size_t first, std::size_t stop, int worker) {
            for (std::size_t i = begin + first; i < begin + stop; ++i)
              evaluate_graph(rules, below, layer, i, scratch[static_cast<std::size_t>(worker)]);
          },
          [&](std::size_t done) {
            progress.done = done;
            progress.layer_seconds = since(layer_start);
            progress.seconds = since(start);
            callbacks.progress(progress);
          });
    // Every process takes part in the exchange, finished or not, so none waits for another.
    if (run.ranks > 1) finished = run.share(layer, begin, end, finished);
    if (!finished) {
      stats.interrupted = true;
      break;
    }
    ++stats.layers_computed;
    stats.graphs += static_cast<std::int64_t>(layer.size());
    stats.labellings += static_cast<std::int64_t>(layer.size()) * m;
    if (writer) {
      // A layer that was quick to build is quick to build again: it is not worth a wait for
      // the disk.
      files.write(layer, true, /*sync=*/since(layer_start) > kSyncAfterSeconds);
      if (m > 0) files.drop_words(m - 1);
    }
    callbacks.finished(layer);
    below = std::move(layer);
    below.build_index();
  }
  stats.seconds = since(start);
  return stats;
}

}  // namespace gg::tablebase
