// The graphs a census run covers at one order (connected graphs, all graphs, trees, plane
// boards, each optionally bipartite or bounded in degree or edges): the nauty command that
// generates them, how many there are, and the sweep's stable name in the results database.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>

namespace gg::census {

struct GraphFilter {
  int order = 0;
  bool connected_only = true;  // geng -c
  bool trees = false;          // nauty-gentreeg
  bool bipartite = false;      // geng -b
  bool planar = false;         // filtered by nauty-planarg
  std::optional<int> max_degree;
  std::optional<std::pair<int, int>> edges;  // geng mine:maxe
  // Graphs with more edges first (geng once per edge count, from the most): the costly
  // dense graphs start early instead of forming the tail of a run.
  bool dense_first = false;
  // The part of the generator's stream this run takes: the graphs at positions i, i + m,
  // i + 2m, ... (GraphSource). Even by count at every order and m, unlike geng's res/mod.
  int shard = 0;
  int shards = 1;
};

// The generator command line for a filter (geng or gentreeg, once per edge count with
// dense_first, piped through nauty-planarg for planar graphs). The shard is not part of it:
// the source takes every m-th line of its output.
std::string generator_command(const GraphFilter& filter);
// The plain geng command that generates the same graphs (every shard, in geng's order, not
// piped), for counting them with count_generated(); "" for trees and plane boards.
std::string counting_command(const GraphFilter& filter);
// How many of `total` stream positions shard i of m takes.
std::int64_t shard_size(std::int64_t total, int shard, int shards);
// How many graphs the generator makes with each number of edges (geng -u once per edge
// count; trees counted as they are generated). Throws InputError if a count fails.
std::map<int, std::int64_t> generated_counts(const GraphFilter& filter);

// A short stable name of the sweep's graphs (the order aside): "connected", "all", "trees",
// "plane-boards", then any of ",bipartite", ",max-degree=D", ",edges=A:B". The same filter
// always gives the same label, and different sets of graphs different labels.
std::string sweep_label(const GraphFilter& filter);
// The same in words: "Connected graphs (nauty-geng -c)".
std::string sweep_title(const GraphFilter& filter);
// The filter a label names at an order; throws InputError for a label sweep_label never gives.
GraphFilter filter_of_sweep(const std::string& label, int order);

}  // namespace gg::census
