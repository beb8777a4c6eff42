#include "games/trail_trap/longest_trail.h"

#include <algorithm>

namespace gg::trail_trap {
namespace {

struct TrailSearch {
  Adjacency adj;
  int enough;
  std::int64_t& budget;
  int best = 0;
  bool out_of_budget = false;

  // Extends a trail of `length` edges ending at v; returns true to stop the whole search.
  bool extend(int v, int length) {
    best = std::max(best, length);
    if (best >= enough) return true;
    if (--budget < 0) {
      out_of_budget = true;
      return true;
    }
    for (int w : bits_of(adj[v])) {
      adj[v] &= ~bit(w);
      adj[w] &= ~bit(v);
      const bool stop = extend(w, length + 1);
      adj[v] |= bit(w);
      adj[w] |= bit(v);
      if (stop) return true;
    }
    return false;
  }
};

}  // namespace

VertexSet reachable(const Adjacency& adj, int v) {
  VertexSet seen = bit(v);
  VertexSet frontier = seen;
  while (frontier != 0) {
    VertexSet next = 0;
    for (int u : bits_of(frontier)) next |= adj[u];
    frontier = next & ~seen;
    seen |= next;
  }
  return seen;
}

int trail_upper_bound(const Adjacency& adj, int v) {
  int degree_sum = 0;
  int odd = 0;
  for (int u : bits_of(reachable(adj, v))) {
    const int d = popcount(adj[u]);
    degree_sum += d;
    odd += d & 1;
  }
  return degree_sum / 2 - std::max(0, (odd - 2) / 2);
}

std::optional<int> longest_trail(const Adjacency& adj, int v, int enough, std::int64_t& budget) {
  TrailSearch search{adj, std::min(enough, trail_upper_bound(adj, v)), budget};
  search.extend(v, 0);
  if (search.out_of_budget) return std::nullopt;
  return search.best;
}

}  // namespace gg::trail_trap
