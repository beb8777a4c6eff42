// A run of a tablebase pass (edge_table.h, vertex_table.h): what to build, where its files go,
// how it reports its layers and progress, and what it measured.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>

#include "tablebase/layer.h"
#include "tablebase/layer_graphs.h"

namespace gg::tablebase {

struct TableRun {
  int order = 0;
  GraphClass graphs;
  int last_layer = -1;  // layers 0..last_layer (-1: up to the complete graph's C(n, 2))
  int jobs = 1;
  std::string directory;  // the table's files
  const std::atomic<bool>* interrupt = nullptr;
  // Several processes (MPI ranks): each computes its block [begin, end) of every layer, then
  // `share` is told whether this process finished its block and returns whether all did; when
  // all did, it has made the whole layer known to every process.
  int rank = 0;
  int ranks = 1;
  std::function<bool(Layer&, std::size_t begin, std::size_t end, bool finished)> share;
};

struct LayerProgress {
  // Vertex tables (vertex_table.h) first build the connected graphs of every smaller order:
  // that order while they do, 0 on the table's own order.
  int order_below = 0;
  int edges = 0;
  int last_layer = 0;
  bool generating = false;  // nauty-geng is making the layer's graphs
  std::size_t graphs = 0;   // in the layer (0 while generating)
  std::size_t done = 0;
  double layer_seconds = 0;
  double seconds = 0;
};

struct TableCallbacks {
  // Whether a layer already on disk is wanted by finished() (its rows may be stored already).
  std::function<bool(int edges)> wanted = [](int) { return true; };
  // Every layer in turn, computed now or read from disk: its keys and root codes.
  std::function<void(const Layer&)> finished = [](const Layer&) {};
  std::function<void(const LayerProgress&)> progress = [](const LayerProgress&) {};
};

struct TableStats {
  int layers_read = 0;      // finished layers found on disk
  int layers_computed = 0;  // layers this run computed
  std::int64_t graphs = 0;  // in the layers computed
  std::int64_t labellings = 0;
  double seconds = 0;
  bool interrupted = false;
};

}  // namespace gg::tablebase
