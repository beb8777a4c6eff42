#include "graph/involution.h"

namespace gg {
namespace {

// Backtracking over the vertices in order: each unassigned vertex is fixed or swapped with a
// later unassigned vertex of the same degree; every assignment is checked at once against the
// vertices assigned before, so a failed adjacency or a fixed edge cuts the branch there.
class InvolutionSearch {
 public:
  InvolutionSearch(const Graph& g, long long max_steps)
      : g_(g), image_(static_cast<std::size_t>(g.order()), kUnassigned), steps_left_(max_steps) {}

  bool run() { return extend(0); }
  bool gave_up() const { return steps_left_ < 0; }
  std::vector<int> image() const { return image_; }

 private:
  static constexpr int kUnassigned = -1;

  int at(int v) const { return image_[static_cast<std::size_t>(v)]; }

  // Whether the vertices assigned so far, with v just assigned, keep adjacency.
  bool consistent(int v) const {
    for (int u = 0; u < g_.order(); ++u)
      if (at(u) != kUnassigned && g_.adjacent(u, v) != g_.adjacent(at(u), at(v))) return false;
    return true;
  }

  bool extend(int v) {
    while (v < g_.order() && at(v) != kUnassigned) ++v;
    if (v == g_.order()) return true;
    if (--steps_left_ < 0) return false;
    // v fixed: no fixed neighbour (that edge would be fixed).
    image_[static_cast<std::size_t>(v)] = v;
    bool fixed_neighbour = false;
    for (int u = 0; u < v && !fixed_neighbour; ++u)
      fixed_neighbour = at(u) == u && g_.adjacent(u, v);
    if (!fixed_neighbour && consistent(v) && extend(v + 1)) return true;
    // v swapped with w: not adjacent (edge vw would be fixed), same degree.
    for (int w = v + 1; w < g_.order() && !gave_up(); ++w) {
      if (at(w) != kUnassigned || g_.adjacent(v, w) || g_.degree(v) != g_.degree(w)) continue;
      image_[static_cast<std::size_t>(v)] = w;
      image_[static_cast<std::size_t>(w)] = v;
      if (consistent(v) && consistent(w) && extend(v + 1)) return true;
      image_[static_cast<std::size_t>(w)] = kUnassigned;
    }
    image_[static_cast<std::size_t>(v)] = kUnassigned;
    return false;
  }

  const Graph& g_;
  std::vector<int> image_;
  long long steps_left_;
};

}  // namespace

std::optional<std::vector<int>> fixed_edge_free_involution(const Graph& g, long long max_steps) {
  InvolutionSearch search(g, max_steps);
  if (!search.run() || search.gave_up()) return std::nullopt;
  return search.image();
}

}  // namespace gg
