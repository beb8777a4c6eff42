// The graphs of one layer: every graph of a class with a given order and number of edges, as
// sorted canonical keys. nauty-geng makes them (one process per thread, each its res/mod
// share) and each is put in canonical rows (graph/symmetry.h).
#pragma once

#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "tablebase/graph_key.h"

namespace gg::tablebase {

// A class of graphs closed under deleting edges, so that the graphs one edge below a layer's
// are all in the class: all graphs, bipartite ones, those of bounded maximum degree.
struct GraphClass {
  bool bipartite = false;
  std::optional<int> max_degree;
  // "all", "bipartite", "max-degree=3", "bipartite,max-degree=3": part of table file names.
  std::string label() const;
  // geng's options for the class ("-b -D3"; "" for all graphs).
  std::string geng_options() const;
  // The most edges a graph of the class on `order` vertices can have.
  int max_edges(int order) const;
};

// The canonical keys of the class's graphs (only the connected ones when `connected`) with
// `order` vertices and `first` to `last` edges:
// one sorted vector per edge count, made by `parts` geng processes (each its res/mod share,
// read by a thread of its own). Throws InputError when nauty-geng cannot run and
// std::logic_error when two of geng's graphs (distinct up to isomorphism) get one key.
// Returns early, incomplete, when `stop` is set.
std::vector<std::vector<GraphKey>> layer_keys(int order, int first, int last,
                                              const GraphClass& graphs, bool connected, int parts,
                                              const std::atomic<bool>* stop);

}  // namespace gg::tablebase
