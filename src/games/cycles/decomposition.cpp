#include "games/cycles/decomposition.h"

#include <bit>
#include <bitset>

#include "core/error.h"
#include "core/zobrist.h"

namespace gg::cycles {
namespace {

constexpr std::uint64_t kGroupStream = 0x67726F75706B6579ULL;

std::uint64_t unmarked_edges(const State& s) {
  std::uint64_t edges = 0;
  for (int e = 0; e < s.board().graph().size(); ++e)
    if (s.direction(e) == 0) edges |= std::uint64_t{1} << e;
  return edges;
}

}  // namespace

void DecompositionSolver::prepare(const Graph& g) {
  incident_.fill(0);
  for (int e = 0; e < g.size(); ++e) {
    const Edge& ed = g.edge(e);
    ends_[e] = bit(ed.u) | bit(ed.v);
    incident_[ed.u] |= std::uint64_t{1} << e;
    incident_[ed.v] |= std::uint64_t{1} << e;
  }
}

template <class Visit>
void DecompositionSolver::for_each_group(std::uint64_t edges, Visit visit) const {
  while (edges != 0) {
    std::uint64_t group = edges & (~edges + 1);  // start from the lowest edge
    std::uint64_t frontier = group;
    VertexSet seen = 0;
    while (frontier != 0) {
      VertexSet touched = 0;
      for (std::uint64_t rest = frontier; rest != 0; rest &= rest - 1)
        touched |= ends_[std::countr_zero(rest)];
      touched &= ~seen;
      seen |= touched;
      std::uint64_t reach = 0;
      for (int v : bits_of(touched)) reach |= incident_[v];
      frontier = reach & edges & ~group;
      group |= frontier;
    }
    visit(group);
    edges &= ~group;
  }
}

std::uint64_t DecompositionSolver::group_key(const State& s, std::uint64_t edges) const {
  // The group's edges and, for each vertex they touch, how many of its edges are marked and
  // how many point in: everything the group's moves depend on.
  std::uint64_t key = 0;
  VertexSet touched = 0;
  for (std::uint64_t rest = edges; rest != 0; rest &= rest - 1) {
    const int id = std::countr_zero(rest);
    key ^= zobrist_key(kGroupStream, static_cast<std::uint64_t>(id));
    touched |= ends_[id];
  }
  for (int v : bits_of(touched)) {
    const auto state =
        static_cast<std::uint64_t>((v * 65 + s.marked_count(v)) * 65 + s.in_count(v));
    key ^= zobrist_key(kGroupStream, 4096 + state);
  }
  return key;
}

int DecompositionSolver::group_value(State& s, std::uint64_t edges) {
  ++stats_.nodes;
  guard_.on_node(stats_.nodes);
  const std::uint64_t key = group_key(s, edges);
  if (const auto it = memo_.find(key); it != memo_.end()) {
    ++stats_.tt_hits;
    return it->second;
  }
  const Graph& g = s.board().graph();
  // A mex is at most the number of options: at most 2 per edge, 128 in all.
  std::bitset<130> seen;
  for (std::uint64_t rest = edges; rest != 0; rest &= rest - 1) {
    const int id = std::countr_zero(rest);
    const Edge& e = g.edge(id);
    for (const Move m : {Move{static_cast<std::uint8_t>(e.u), static_cast<std::uint8_t>(e.v)},
                         Move{static_cast<std::uint8_t>(e.v), static_cast<std::uint8_t>(e.u)}}) {
      if (!s.is_legal(m)) continue;
      s.play(m);
      int value = 0;
      for_each_group(edges & ~(std::uint64_t{1} << id),
                     [&](std::uint64_t group) { value ^= group_value(s, group); });
      s.undo(m);
      if (value < 130) seen.set(static_cast<std::size_t>(value));
    }
  }
  int mex = 0;
  while (seen.test(static_cast<std::size_t>(mex))) ++mex;
  memo_.emplace(key, mex);
  return mex;
}

int DecompositionSolver::grundy(State& s) {
  GG_CHECK(s.board().plane().cells.empty() && s.board().graph().size() <= 64);
  prepare(s.board().graph());
  int value = 0;
  for_each_group(unmarked_edges(s), [&](std::uint64_t group) { value ^= group_value(s, group); });
  stats_.seconds = guard_.elapsed();
  return value;
}

}  // namespace gg::cycles
