#include "tablebase/layer_graphs.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <thread>

#include "core/error.h"
#include "graph/graph6.h"
#include "graph/symmetry.h"

namespace gg::tablebase {

std::string GraphClass::label() const {
  std::string out = bipartite ? "bipartite" : "";
  if (max_degree)
    out += (out.empty() ? "" : ",") + std::string("max-degree=") + std::to_string(*max_degree);
  return out.empty() ? "all" : out;
}

std::string GraphClass::geng_options() const {
  std::string out = bipartite ? "-b" : "";
  if (max_degree) out += (out.empty() ? "-D" : " -D") + std::to_string(*max_degree);
  return out;
}

int GraphClass::max_edges(int order) const {
  int most = order * (order - 1) / 2;
  if (bipartite) most = std::min(most, order * order / 4);
  if (max_degree) most = std::min(most, order * *max_degree / 2);
  return most;
}

namespace {

// Share `part` of `parts` of geng's graphs, each as the key of its canonical rows, into the
// vector of its edge count.
void read_share(int order, int first, int last, const GraphClass& graphs, bool connected, int part,
                int parts, const std::atomic<bool>* stop, std::vector<std::vector<GraphKey>>& out) {
  const std::string command = "nauty-geng -q " + std::string(connected ? "-c " : "") +
                              graphs.geng_options() + " " + std::to_string(order) + " " +
                              std::to_string(first) + ":" + std::to_string(last) + " " +
                              std::to_string(part) + "/" + std::to_string(parts) + " 2>/dev/null";
  std::FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) throw InputError("cannot run '" + command + "'");
  char line[128];
  VertexSet rows[64];
  VertexSet canonical[64];
  std::uint8_t place[64];
  bool stopped = false;
  while (std::fgets(line, sizeof line, pipe) != nullptr) {
    if (stop != nullptr && stop->load(std::memory_order_relaxed)) {
      stopped = true;
      break;
    }
    std::size_t length = std::strlen(line);
    while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) --length;
    if (graph6_rows(std::string_view(line, length), rows) != order)
      throw std::logic_error("nauty-geng gave a graph of another order: " + std::string(line));
    canonical_rows(order, rows, place, canonical);
    int edges = 0;
    for (int v = 0; v < order; ++v) edges += popcount(rows[v]);
    edges /= 2;
    if (edges < first || edges > last)
      throw std::logic_error("nauty-geng gave a graph outside its edge range: " +
                             std::string(line));
    out[static_cast<std::size_t>(edges - first)].push_back(pack_rows(order, canonical));
  }
  // Stopping early closes the pipe under geng, which then ends on its next write.
  const int status = pclose(pipe);
  if (status != 0 && !stopped)
    throw InputError("'" + command +
                     "' failed (is the nauty package installed? scripts/install-deps.sh "
                     "installs it)");
}

}  // namespace

std::vector<std::vector<GraphKey>> layer_keys(int order, int first, int last,
                                              const GraphClass& graphs, bool connected, int parts,
                                              const std::atomic<bool>* stop) {
  parts = std::max(parts, 1);
  const auto layers = static_cast<std::size_t>(last - first + 1);
  std::vector<std::vector<std::vector<GraphKey>>> shares(
      static_cast<std::size_t>(parts), std::vector<std::vector<GraphKey>>(layers));
  std::vector<std::exception_ptr> errors(static_cast<std::size_t>(parts));
  std::vector<std::thread> threads;
  for (int part = 0; part < parts; ++part)
    threads.emplace_back([&, part] {
      try {
        read_share(order, first, last, graphs, connected, part, parts, stop,
                   shares[static_cast<std::size_t>(part)]);
      } catch (...) {
        errors[static_cast<std::size_t>(part)] = std::current_exception();
      }
    });
  for (std::thread& t : threads) t.join();
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);
  std::vector<std::vector<GraphKey>> keys(layers);
  for (std::size_t layer = 0; layer < layers; ++layer) {
    std::vector<GraphKey>& out = keys[layer];
    std::size_t total = 0;
    for (const auto& share : shares) total += share[layer].size();
    out.reserve(total);
    for (auto& share : shares) {
      out.insert(out.end(), share[layer].begin(), share[layer].end());
      std::vector<GraphKey>().swap(share[layer]);
    }
    std::sort(out.begin(), out.end());
    if (std::adjacent_find(out.begin(), out.end()) != out.end())
      throw std::logic_error("two graphs of order " + std::to_string(order) + " with " +
                             std::to_string(first + static_cast<int>(layer)) +
                             " edges that nauty-geng tells apart got one canonical key");
  }
  return keys;
}

}  // namespace gg::tablebase
