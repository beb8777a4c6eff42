#include "census/graph_filter.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

#include "census/graph_source.h"
#include "core/error.h"
#include "core/text.h"

namespace gg::census {

namespace {

// geng with the filter's options, before the edge range.
std::string geng_options(const GraphFilter& f) {
  std::string cmd = "nauty-geng -q";
  if (f.connected_only) cmd += " -c";
  if (f.bipartite) cmd += " -b";
  if (f.max_degree) cmd += " -D" + std::to_string(*f.max_degree);
  return cmd + " " + std::to_string(f.order);
}

// The edge counts the filter allows: --edges within what a graph of the filter's kind can
// have (geng refuses impossible counts, so a run per edge count must stay inside them).
std::pair<int, int> edge_range(const GraphFilter& f) {
  int low = f.connected_only ? std::max(f.order - 1, 0) : 0;
  int high = f.order * (f.order - 1) / 2;
  if (f.max_degree) high = std::min(high, f.order * *f.max_degree / 2);
  if (f.bipartite) high = std::min(high, f.order * f.order / 4);
  if (f.edges) {
    low = std::max(low, f.edges->first);
    high = std::min(high, f.edges->second);
  }
  return {low, high};
}

void check_filter(const GraphFilter& f) {
  if (f.order < 1 || f.order > 32) throw InputError("--order must be between 1 and 32");
  if (f.shards < 1 || f.shard < 0 || f.shard >= f.shards)
    throw InputError("--shard i/m needs 0 <= i < m");
  if (f.edges && (f.edges->first < 0 || f.edges->first > f.edges->second))
    throw InputError("--edges " + std::to_string(f.edges->first) + ":" +
                     std::to_string(f.edges->second) + ": expected A:B with 0 <= A <= B");
}

// The kinds of graphs a sweep takes, by label and in words, with the filter each one sets.
struct SweepKind {
  std::string_view label;
  std::string_view title;
  bool planar;
  bool trees;
  bool connected_only;
};
constexpr std::array<SweepKind, 4> kSweepKinds{{
    {"plane-boards", "Plane boards of the connected planar graphs (nauty-planarg)", true, false,
     true},
    {"trees", "Trees (nauty-gentreeg)", false, true, true},
    {"connected", "Connected graphs (nauty-geng -c)", false, false, true},
    {"all", "All graphs, disconnected too (nauty-geng)", false, false, false},
}};

// A plane board is connected and drawn, so `planar` decides before `trees`, and a tree is
// connected, so `trees` before `connected_only`.
const SweepKind& kind_of(const GraphFilter& f) {
  return kSweepKinds[f.planar ? 0 : f.trees ? 1 : f.connected_only ? 2 : 3];
}

}  // namespace

std::string generator_command(const GraphFilter& f) {
  check_filter(f);
  std::string cmd;
  if (f.trees) {
    cmd = "nauty-gentreeg -q";
    if (f.max_degree) cmd += " -D" + std::to_string(*f.max_degree);
    cmd += " " + std::to_string(f.order);
  } else if (f.dense_first) {
    // One geng run per edge count, most edges first (about 1.2x the time of one run).
    const auto [low, high] = edge_range(f);
    std::string counts;
    for (int m = high; m >= low; --m) counts += " " + std::to_string(m);
    cmd = "for m in" + counts + "; do " + geng_options(f) + " $m:$m || exit 1; done";
  } else {
    cmd = geng_options(f);
    if (f.edges)
      cmd += " " + std::to_string(f.edges->first) + ":" + std::to_string(f.edges->second);
  }
  if (f.planar) cmd = (f.dense_first ? "{ " + cmd + "; }" : cmd) + " | nauty-planarg -q";
  return cmd;
}

std::string counting_command(const GraphFilter& f) {
  if (f.trees || f.planar) return "";
  GraphFilter plain = f;
  plain.dense_first = false;
  return generator_command(plain);
}

std::map<int, std::int64_t> generated_counts(const GraphFilter& f) {
  check_filter(f);
  std::map<int, std::int64_t> out;
  if (f.trees) {
    GraphSource trees = GraphSource::from_command(generator_command(f));
    std::int64_t count = 0;
    while (trees.next()) ++count;
    out[f.order - 1] = count;
    return out;
  }
  const auto [low, high] = edge_range(f);
  for (int m = low; m <= high; ++m) {
    const std::string command = geng_options(f) + " " + std::to_string(m) + ":" + std::to_string(m);
    const auto count = count_generated(command);
    if (!count) throw InputError("could not count the graphs of '" + command + "'");
    if (*count > 0) out[m] = *count;
  }
  return out;
}

std::int64_t shard_size(std::int64_t total, int shard, int shards) {
  return total <= shard ? 0 : (total - shard + shards - 1) / shards;
}

std::string sweep_label(const GraphFilter& f) {
  std::string label(kind_of(f).label);
  if (f.bipartite && !f.trees) label += ",bipartite";
  if (f.max_degree) label += ",max-degree=" + std::to_string(*f.max_degree);
  if (f.edges && !f.trees)
    label += ",edges=" + std::to_string(f.edges->first) + ":" + std::to_string(f.edges->second);
  return label;
}

std::string sweep_title(const GraphFilter& f) {
  std::string title(kind_of(f).title);
  if (f.bipartite && !f.trees) title += ", bipartite";
  if (f.max_degree) title += ", maximum degree at most " + std::to_string(*f.max_degree);
  if (f.edges && !f.trees)
    title +=
        ", " + std::to_string(f.edges->first) + " to " + std::to_string(f.edges->second) + " edges";
  return title;
}

GraphFilter filter_of_sweep(const std::string& label, int order) {
  GraphFilter f;
  f.order = order;
  const auto bad = [&] { return InputError("census sweep '" + label + "' is not one gg records"); };
  const auto number = [&](std::string_view text) {
    const std::optional<int> value = parse_uint(text, 1 << 20);
    if (!value) throw bad();
    return *value;
  };
  const std::vector<std::string_view> parts = split(label, ',');
  if (parts.empty()) throw bad();
  const auto kind = std::find_if(kSweepKinds.begin(), kSweepKinds.end(),
                                 [&](const SweepKind& k) { return k.label == parts[0]; });
  if (kind == kSweepKinds.end()) throw bad();
  f.planar = kind->planar;
  f.trees = kind->trees;
  f.connected_only = kind->connected_only;
  for (std::size_t i = 1; i < parts.size(); ++i) {
    const std::string_view p = parts[i];
    if (p == "bipartite") {
      f.bipartite = true;
    } else if (p.starts_with("max-degree=")) {
      f.max_degree = number(p.substr(11));
    } else if (p.starts_with("edges=") && p.find(':') != std::string_view::npos) {
      const auto colon = p.find(':');
      f.edges = {{number(p.substr(6, colon - 6)), number(p.substr(colon + 1))}};
    } else {
      throw bad();
    }
  }
  // Only the spelling sweep_label gives is accepted, so one set of graphs has one label.
  if (sweep_label(f) != label) throw bad();
  return f;
}

}  // namespace gg::census
