#include "games/edge/edcn.h"

#include <algorithm>
#include <array>
#include <set>
#include <string>

#include "core/error.h"

namespace gg::edge {
namespace {

class ColouringSearch {
 public:
  ColouringSearch(const Graph& g, int k) : g_(g), k_(k) {
    // Colour high-degree vertices first, then grow along edges (BFS from them): clashes
    // show up early.
    const int n = g.order();
    std::vector<char> placed(n, 0);
    for (;;) {
      int start = -1;
      for (int v = 0; v < n; ++v)
        if (!placed[v] && (start < 0 || g.degree(v) > g.degree(start))) start = v;
      if (start < 0) break;
      std::vector<int> queue{start};
      placed[start] = 1;
      for (std::size_t head = 0; head < queue.size(); ++head) {
        const int v = queue[head];
        order_.push_back(v);
        std::vector<int> next;
        for (int w : bits_of(g.neighbours(v)))
          if (!placed[w]) next.push_back(w);
        std::sort(next.begin(), next.end(),
                  [&](int a, int b) { return g.degree(a) > g.degree(b); });
        for (int w : next) {
          placed[w] = 1;
          queue.push_back(w);
        }
      }
    }
    colour_.assign(n, 0);
    budget_.fill(k + 1);
    remaining_degree_ = 0;
    remaining_odd_ = 0;
    for (int v = 0; v < n; ++v) {
      remaining_degree_ += g.degree(v);
      remaining_odd_ += g.degree(v) & 1;
    }
    unused_pairs_ = k * (k + 1) / 2;
    open_edges_ = g.size();
  }

  bool run(std::uint64_t& nodes, LimitGuard* guard) {
    nodes_ = &nodes;
    guard_ = guard;
    return place(0, 0);
  }
  const std::vector<int>& colouring() const { return colour_; }

 private:
  bool place(std::size_t index, int colours_used) {
    ++*nodes_;
    if (guard_ != nullptr) guard_->on_node(*nodes_);
    if (index == order_.size()) return true;
    if (!feasible()) return false;
    const int v = order_[index];
    const int limit = std::min(k_, colours_used + 1);  // a new colour: only the next one
    for (int c = 1; c <= limit; ++c) {
      if (budget_[c] < g_.degree(v)) continue;
      // Pairs this vertex would create, with the already coloured neighbours and its loop.
      std::array<int, 65> pairs_made{};
      int made = 0;
      VertexSet seen_colours = 0;
      bool ok = true;
      for (int w : bits_of(g_.neighbours(v))) {
        const int d = colour_[w];
        if (d == 0) continue;
        if (has(seen_colours, d) || has(used_[c], d)) {
          ok = false;
          break;
        }
        seen_colours |= bit(d);
        pairs_made[made++] = d;
      }
      if (ok && g_.has_loop(v)) {
        if (has(seen_colours, c) || has(used_[c], c)) ok = false;
        pairs_made[made++] = c;
      }
      if (!ok) continue;
      for (int i = 0; i < made; ++i) mark(c, pairs_made[i], true);
      colour_[v] = c;
      budget_[c] -= g_.degree(v);
      remaining_degree_ -= g_.degree(v);
      remaining_odd_ -= g_.degree(v) & 1;
      unused_pairs_ -= made;
      open_edges_ -= made;
      if (place(index + 1, std::max(colours_used, c))) return true;
      open_edges_ += made;
      unused_pairs_ += made;
      remaining_odd_ += g_.degree(v) & 1;
      remaining_degree_ += g_.degree(v);
      budget_[c] += g_.degree(v);
      colour_[v] = 0;
      for (int i = 0; i < made; ++i) mark(c, pairs_made[i], false);
    }
    return false;
  }

  // Can the uncoloured vertices still fit? Every open edge needs its own unused pair, and the
  // uncoloured degrees must fit into the colour budgets, an odd budget without an odd-degree
  // vertex wasting one unit.
  bool feasible() const {
    if (open_edges_ > unused_pairs_) return false;
    int capacity = 0;
    int odd_bins = 0;
    for (int c = 1; c <= k_; ++c) {
      capacity += budget_[c];
      odd_bins += budget_[c] & 1;
    }
    capacity -= std::max(0, odd_bins - remaining_odd_);
    return remaining_degree_ <= capacity;
  }

  void mark(int a, int b, bool on) {
    if (on) {
      used_[a] |= bit(b);
      used_[b] |= bit(a);
    } else {
      used_[a] &= ~bit(b);
      used_[b] &= ~bit(a);
    }
  }

  const Graph& g_;
  int k_;
  std::vector<int> order_;
  std::vector<int> colour_;
  std::array<VertexSet, 65> used_{};  // used_[a] has bit b iff the pair {a, b} is taken
  std::array<int, 65> budget_{};
  int remaining_degree_ = 0;
  int remaining_odd_ = 0;
  int unused_pairs_ = 0;
  int open_edges_ = 0;
  std::uint64_t* nodes_ = nullptr;
  LimitGuard* guard_ = nullptr;
};

}  // namespace

bool is_edge_distinguishing(const Graph& g, const std::vector<int>& colouring) {
  std::set<std::pair<int, int>> pairs;
  for (const Edge& e : g.edges()) {
    const int a = colouring[e.u];
    const int b = colouring[e.v];
    if (a < 1 || b < 1) return false;
    if (!pairs.insert({std::min(a, b), std::max(a, b)}).second) return false;
  }
  return true;
}

bool has_edge_distinguishing_colouring(const Graph& g, int k, std::vector<int>* witness,
                                       std::uint64_t* nodes, LimitGuard* guard) {
  if (k < 1 || k > kMaxColours) return false;
  std::uint64_t local = 0;
  ColouringSearch search(g, k);
  const bool found = search.run(nodes != nullptr ? *nodes : local, guard);
  if (found && witness != nullptr) *witness = search.colouring();
  return found;
}

EdcnResult edcn(const Graph& g, const SolveLimits& limits) {
  LimitGuard guard(limits);
  EdcnResult result;
  if (g.order() == 0) return result;
  int k = 1;
  while (k * (k + 1) / 2 < g.size()) ++k;
  int max_simple_degree = 0;
  for (int v = 0; v < g.order(); ++v)
    max_simple_degree = std::max(max_simple_degree, popcount(g.neighbours(v)));
  k = std::max(k, max_simple_degree);
  for (; k <= kMaxColours; ++k) {
    if (has_edge_distinguishing_colouring(g, k, &result.colouring, &result.nodes, &guard)) {
      result.k = k;
      return result;
    }
  }
  throw InputError("the EDCN of this graph exceeds " + std::to_string(kMaxColours) +
                   " colours, the most supported");
  return result;
}

}  // namespace gg::edge
