#include "games/cycles/cycle_gaps.h"

#include <algorithm>

namespace gg::cycles {
namespace {

constexpr int kS = 0;  // the gap's bounds point the same way
constexpr int kD = 1;  // they disagree

char gap_code(int length, int type) { return static_cast<char>(2 * length + type); }
int gap_length(char code) { return static_cast<unsigned char>(code) / 2; }
int gap_type(char code) { return static_cast<unsigned char>(code) % 2; }

bool live(int length, int type) { return type == kS ? length >= 1 : length >= 2; }

void insert_sorted(std::string& codes, int length, int type) {
  if (!live(length, type)) return;
  const char c = gap_code(length, type);
  codes.insert(std::lower_bound(codes.begin(), codes.end(), c), c);
}

// The vertices of a cycle graph in walking order from vertex 0, or empty for other graphs.
std::vector<int> cycle_order(const Graph& g) {
  const int n = g.order();
  if (n < 3 || g.size() != n) return {};
  for (int v = 0; v < n; ++v)
    if (g.degree(v) != 2) return {};
  std::vector<int> order{0};
  int previous = -1;
  int v = 0;
  for (int step = 1; step < n; ++step) {
    int next = -1;
    for (int w : bits_of(g.neighbours(v)))
      if (w != previous) {
        next = w;
        break;
      }
    previous = v;
    v = next;
    if (v == 0) return {};  // a shorter cycle: the graph is not connected
    order.push_back(v);
  }
  return order;
}

}  // namespace

std::optional<CycleGaps> cycle_gaps(const State& s) {
  const Graph& g = s.board().graph();
  const std::vector<int> order = cycle_order(g);
  if (order.empty()) return std::nullopt;
  const int n = g.order();
  // Each edge of the walk: 0 unmarked, 1 marked along the walk, 2 against it.
  std::vector<int> walk(n);
  for (int i = 0; i < n; ++i) {
    const int u = order[i];
    const int v = order[(i + 1) % n];
    const int direction = s.direction(g.edge_id(u, v));
    const bool along = (direction == 1) == (u < v);
    walk[i] = direction == 0 ? 0 : along ? 1 : 2;
  }
  CycleGaps gaps;
  gaps.order = n;
  const auto first_marked = std::find_if(walk.begin(), walk.end(), [](int w) { return w != 0; });
  if (first_marked == walk.end()) {
    gaps.untouched = true;
    return gaps;
  }
  // Walk once around from the first marked edge, closing each gap at the next marked edge.
  const int start = static_cast<int>(first_marked - walk.begin());
  int bound = walk[start];
  int length = 0;
  for (int k = 1; k <= n; ++k) {
    const int w = walk[(start + k) % n];
    if (w == 0) {
      ++length;
      continue;
    }
    insert_sorted(gaps.codes, length, w == bound ? kS : kD);
    bound = w;
    length = 0;
  }
  return gaps;
}

unsigned CycleGapSolver::rotate(unsigned child_mask) const {
  const unsigned all = (1u << players_) - 1;
  return ((child_mask << 1) | (child_mask >> (players_ - 1))) & all;
}

int CycleGapSolver::forcing_seat(const CycleGaps& position) {
  unsigned mask = 0;
  if (!position.untouched) {
    mask = mask_of(position.codes);
  } else {
    // Every first move leaves one S gap of the other n - 1 edges.
    ++stats_.nodes;
    std::string after;
    insert_sorted(after, position.order - 1, kS);
    mask = rotate(mask_of(after));
  }
  for (int seat = 0; seat < players_; ++seat)
    if (mask & (1u << seat)) return seat;
  return -1;
}

unsigned CycleGapSolver::mask_of(const std::string& codes) {
  if (const auto it = memo_.find(codes); it != memo_.end()) {
    ++stats_.tt_hits;
    return it->second;
  }
  ++stats_.nodes;
  guard_.on_node(stats_.nodes);
  const unsigned others = ((1u << players_) - 1) & ~1u;
  // No move: the player before the mover moved last and has won.
  unsigned mask = codes.empty() ? 1u << (players_ - 1) : others;
  for (std::size_t g = 0; g < codes.size() && !(mask & 1u); ++g) {
    if (g > 0 && codes[g] == codes[g - 1]) continue;  // the same gap again
    const int length = gap_length(codes[g]);
    const int far_bound = gap_type(codes[g]);  // the near bound points way 0
    std::string rest = codes;
    rest.erase(g, 1);
    // Edge i and its mirror image L + 1 - i (with the direction reversed for a D gap)
    // leave the same gaps: the first half suffices.
    for (int i = 1; 2 * i <= length + 1 && !(mask & 1u); ++i) {
      for (int d = 0; d < 2; ++d) {
        if (i == 1 && d != 0) continue;  // it would contradict the near bound
        if (i == length && d != far_bound) continue;
        std::string child = rest;
        insert_sorted(child, i - 1, d == 0 ? kS : kD);
        insert_sorted(child, length - i, d == far_bound ? kS : kD);
        const unsigned seen = rotate(mask_of(child));
        // The mover needs one move that keeps it winning; anyone else needs all of them.
        mask = (mask & ~1u & seen) | ((mask | seen) & 1u);
        if (mask & 1u) break;
      }
    }
  }
  if (mask & 1u) mask = 1u;  // at most one player can force a win
  memo_.emplace(codes, static_cast<std::uint8_t>(mask));
  return mask;
}

}  // namespace gg::cycles
