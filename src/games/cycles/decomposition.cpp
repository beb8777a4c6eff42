#include "games/cycles/decomposition.h"

#include <algorithm>
#include <bit>
#include <bitset>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace gg::cycles {
namespace {

std::uint64_t unmarked_edges(const State& s) {
  std::uint64_t edges = 0;
  for (int e = 0; e < s.board().graph().size(); ++e)
    if (s.direction(e) == 0) edges |= std::uint64_t{1} << e;
  return edges;
}

char reversed_label(char label) {
  if (label == 'o') return 'i';
  if (label == 'i') return 'o';
  return label;
}

// Appends the canonical form of the labelled tree rooted at `v` to `out`: its label, then
// its children's forms in sorted order, in brackets. The children are written one after the
// other and then put in order in place, so no string is allocated per vertex.
void append_rooted_form(const std::array<VertexSet, 64>& adjacent,
                        const std::array<char, 64>& labels, int v, int parent, std::string& out,
                        std::string& scratch) {
  out += labels[v];
  out += '(';
  const std::size_t begin = out.size();
  std::array<std::string_view::size_type, 65> bounds{};
  int children = 0;
  bounds[0] = begin;
  for (int w : bits_of(adjacent[v])) {
    if (w == parent) continue;
    append_rooted_form(adjacent, labels, w, v, out, scratch);
    bounds[++children] = out.size();
  }
  if (children > 1) {
    scratch.assign(out, begin, out.size() - begin);
    std::array<std::string_view, 64> forms;
    for (int c = 0; c < children; ++c)
      forms[c] = std::string_view(scratch).substr(bounds[c] - begin, bounds[c + 1] - bounds[c]);
    std::sort(forms.begin(), forms.begin() + children);
    auto at = out.begin() + static_cast<std::ptrdiff_t>(begin);
    for (int c = 0; c < children; ++c) at = std::copy(forms[c].begin(), forms[c].end(), at);
  }
  out += ')';
}

}  // namespace

DecompositionSolver::DecompositionSolver(const SolveLimits& limits, SolverWorkspace* workspace)
    : guard_(limits), memo_(workspace != nullptr ? workspace->grundy_memo : own_memo_) {}

// 'u' free: can never be a source or a sink again (exempt, in and out already, or an end of
// an edge that can never be marked); 'f' constrained with nothing marked; 'o' / 'i'
// constrained with only outgoing / only incoming marked edges.
char DecompositionSolver::label(const State& s, int v) const {
  const char base = base_label(s, v);
  if (base == 'u') return base;
  for (std::uint64_t rest = incident_[v]; rest != 0; rest &= rest - 1) {
    const int e = std::countr_zero(rest);
    if (s.direction(e) == 0 && dead(s, e)) return 'u';
  }
  return base;
}

char DecompositionSolver::base_label(const State& s, int v) {
  const int in = s.in_count(v);
  const int out = s.marked_count(v) - in;
  if (!s.board().constrained(v) || (in > 0 && out > 0)) return 'u';
  if (in == 0 && out == 0) return 'f';
  return out > 0 ? 'o' : 'i';
}

// An unmarked edge is dead when both directions are illegal now; they stay illegal, since
// only marking the edge itself could change its ends' last-edge situation.
bool DecompositionSolver::dead(const State& s, int e) const {
  const Edge& ed = s.board().graph().edge(e);
  auto last = [&](int v) { return s.board().graph().degree(v) - s.marked_count(v) == 1; };
  // Marking the last edge of v outwards makes a source unless v has an edge in already.
  auto no_out = [&](int v) {
    const char l = base_label(s, v);
    return last(v) && (l == 'f' || l == 'o');
  };
  auto no_in = [&](int v) {
    const char l = base_label(s, v);
    return last(v) && (l == 'f' || l == 'i');
  };
  return (no_out(ed.u) || no_in(ed.v)) && (no_out(ed.v) || no_in(ed.u));
}

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
void DecompositionSolver::for_each_group(const State& s, std::uint64_t edges, Visit visit) const {
  for (std::uint64_t rest = edges; rest != 0; rest &= rest - 1)
    if (dead(s, std::countr_zero(rest))) edges &= ~(std::uint64_t{1} << std::countr_zero(rest));
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
      for (int v : bits_of(touched))
        if (label(s, v) != 'u') reach |= incident_[v];
      frontier = reach & edges & ~group;
      group |= frontier;
    }
    visit(group);
    edges &= ~group;
  }
}

std::size_t DecompositionSolver::BoardKeyHash::operator()(const BoardKey& k) const {
  std::uint64_t h = k.edges * 0x9E3779B97F4A7C15ULL;
  h ^= (k.labels_low + 0x632BE59BD9B4E019ULL + (h << 6) + (h >> 2)) * 0xBF58476D1CE4E5B9ULL;
  h ^= (k.labels_high + 0x85EBCA77C2B2AE63ULL + (h << 6) + (h >> 2)) * 0x94D049BB133111EBULL;
  return static_cast<std::size_t>(h ^ (h >> 31));
}

DecompositionSolver::GroupLabels DecompositionSolver::group_labels(const State& s,
                                                                   std::uint64_t edges) const {
  GroupLabels group;
  for (std::uint64_t rest = edges; rest != 0; rest &= rest - 1)
    group.touched |= ends_[std::countr_zero(rest)];
  for (int v : bits_of(group.touched)) group.labels[v] = label(s, v);
  return group;
}

DecompositionSolver::BoardKey DecompositionSolver::board_key(std::uint64_t edges,
                                                             const GroupLabels& group) {
  BoardKey key{edges, 0, 0};
  for (int v : bits_of(group.touched)) {
    const char l = group.labels[v];
    const std::uint64_t code = l == 'u' ? 0 : l == 'f' ? 1 : l == 'o' ? 2 : 3;
    (v < 32 ? key.labels_low : key.labels_high) |= code << (2 * (v & 31));
  }
  return key;
}

std::string DecompositionSolver::group_key(const State& s, std::uint64_t edges,
                                           const GroupLabels& group) const {
  std::array<VertexSet, 64> adjacent{};
  const Graph& g = s.board().graph();
  for (std::uint64_t rest = edges; rest != 0; rest &= rest - 1) {
    const Edge& e = g.edge(std::countr_zero(rest));
    adjacent[e.u] |= bit(e.v);
    adjacent[e.v] |= bit(e.u);
  }
  // The centre: peel leaves until one vertex or one edge is left.
  VertexSet centre = group.touched;
  while (std::popcount(centre) > 2) {
    VertexSet leaves = 0;
    for (int v : bits_of(centre))
      if (std::popcount(adjacent[v] & centre) <= 1) leaves |= bit(v);
    centre &= ~leaves;
  }
  std::array<char, 64> reversed{};
  for (int v : bits_of(group.touched)) reversed[v] = reversed_label(group.labels[v]);
  std::string best;
  std::string form;
  std::string scratch;
  for (int root : bits_of(centre)) {
    for (const std::array<char, 64>* l :
         std::array<const std::array<char, 64>*, 2>{&group.labels, &reversed}) {
      form.clear();
      append_rooted_form(adjacent, *l, root, -1, form, scratch);
      if (best.empty() || form < best) best.swap(form);
    }
  }
  return best;
}

int DecompositionSolver::group_value(State& s, std::uint64_t edges) {
  ++stats_.nodes;
  guard_.on_node(stats_.nodes);
  const GroupLabels labelled = group_labels(s, edges);
  const BoardKey local = board_key(edges, labelled);
  if (const auto it = board_memo_.find(local); it != board_memo_.end()) {
    ++stats_.tt_hits;
    return it->second;
  }
  std::string key = group_key(s, edges, labelled);
  if (const auto it = memo_.find(key); it != memo_.end()) {
    ++stats_.tt_hits;
    board_memo_.emplace(local, it->second);
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
      for_each_group(s, edges & ~(std::uint64_t{1} << id),
                     [&](std::uint64_t group) { value ^= group_value(s, group); });
      s.undo(m);
      if (value < 130) seen.set(static_cast<std::size_t>(value));
    }
  }
  int mex = 0;
  while (seen.test(static_cast<std::size_t>(mex))) ++mex;
  if (memo_.size() >= kMemoLimit) memo_.clear();
  memo_.emplace(std::move(key), mex);
  board_memo_.emplace(local, mex);
  return mex;
}

int DecompositionSolver::grundy(State& s) {
  GG_CHECK(s.board().plane().cells.empty() && s.board().graph().size() <= 64);
  prepare(s.board().graph());
  int value = 0;
  for_each_group(s, unmarked_edges(s),
                 [&](std::uint64_t group) { value ^= group_value(s, group); });
  stats_.seconds = guard_.elapsed();
  return value;
}

}  // namespace gg::cycles
