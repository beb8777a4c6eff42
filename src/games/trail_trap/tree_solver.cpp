#include "games/trail_trap/tree_solver.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <limits>
#include <stdexcept>
#include <string>

#include "core/error.h"

namespace gg::trail_trap {
namespace {

constexpr int kNone = -1;
constexpr int kMinusInfinity = std::numeric_limits<int>::min() / 4;

// Breadth-first order, parents and depths of the component of `root`, never crossing the
// edges in `cuts` (each given by its two ends).
struct Rooted {
  std::vector<int> order;
  std::vector<int> parent;
  std::vector<int> depth;
};

bool is_cut(const std::array<Arc, 2>& cuts, int v, int w) {
  for (const Arc& e : cuts)
    if ((e.from == v && e.to == w) || (e.from == w && e.to == v)) return true;
  return false;
}

void root_tree(const Tree& t, int root, const std::array<Arc, 2>& cuts, Rooted& r) {
  r.order.clear();
  r.order.push_back(root);
  r.parent[root] = kNone;
  r.depth[root] = 0;
  for (std::size_t head = 0; head < r.order.size(); ++head) {
    const int v = r.order[head];
    for (const int* w = t.begin(v); w != t.end(v); ++w) {
      if (*w == r.parent[v]) continue;
      if (is_cut(cuts, v, *w)) continue;
      r.parent[*w] = v;
      r.depth[*w] = r.depth[v] + 1;
      r.order.push_back(*w);
    }
  }
}

// Everything about one P1 opening u->c that P2's replies are judged against.
class OpeningAnalysis {
 public:
  OpeningAnalysis(const Tree& t, Arc p1) : t_(t), u_(p1.from), c_(p1.to) {
    const int n = t.order();
    c_side_.parent.assign(n, kNone);
    c_side_.depth.assign(n, 0);
    u_side_.parent.assign(n, kNone);
    u_side_.depth.assign(n, 0);
    root_tree(t, c_, {Arc{u_, c_}, Arc{u_, c_}}, c_side_);
    height_.assign(n, 0);
    top_.assign(n, {Child{0, kNone}, Child{0, kNone}, Child{0, kNone}});
    // Heights and the three longest child branches, bottom-up.
    for (auto it = c_side_.order.rbegin(); it != c_side_.order.rend(); ++it) {
      const int v = *it;
      const int p = c_side_.parent[v];
      if (p == kNone) continue;
      const Child branch{height_[v] + 1, v};
      height_[p] = std::max(height_[p], branch.length);
      auto& top = top_[p];
      if (branch.length > top[0].length) {
        top = {branch, top[0], top[1]};
      } else if (branch.length > top[1].length) {
        top = {top[0], branch, top[1]};
      } else if (branch.length > top[2].length) {
        top[2] = branch;
      }
    }
    euler_depth_max();
    u_side_diameter();
  }

  // A P2 reply that wins against this opening, or nullopt if P1 wins against every reply.
  std::optional<Arc> refutation(std::uint64_t& examined) {
    // Replies on u's side: separated; the best is the start of a diameter of that side.
    ++examined;
    if (u_diameter_ > height_[c_]) return u_refutation_;
    // Replies on c's side: x->y with x the parent of y (separated), or with x a child of y
    // (a race along the path from c to y).
    for (const int y : c_side_.order) {
      const int parent = c_side_.parent[y];
      if (parent != kNone) {
        ++examined;
        if (!p1_wins_separated(y)) return Arc{parent, y};
      }
      // Replies child->y differ only in the branch P2 arrived from; only the three longest
      // branches can change the race, so one representative of the other children suffices.
      bool other_child_done = false;
      for (const int* w = t_.begin(y); w != t_.end(y); ++w) {
        if (*w == parent || (y == c_ && *w == u_)) continue;
        const auto& top = top_[y];
        const bool among_top = *w == top[0].child || *w == top[1].child || *w == top[2].child;
        if (!among_top) {
          if (other_child_done) continue;
          other_child_done = true;
        }
        ++examined;
        if (!p1_wins_race(*w, y)) return Arc{*w, y};
      }
    }
    return std::nullopt;
  }

  bool p1_wins_against(Arc p2) {
    if (!in_c_side(p2.to)) return u_side_reply_length(p2) < height_[c_];
    if (c_side_.parent[p2.to] == p2.from) return p1_wins_separated(p2.to);
    return p1_wins_race(p2.from, p2.to);
  }

 private:
  struct Child {
    int length;  // edges of the longest path from the parent into this child's subtree
    int child;
  };

  bool in_c_side(int v) const { return v == c_ || c_side_.parent[v] != kNone; }

  // Longest path from y away from x when both lie on u's side (a BFS; for single queries).
  int u_side_reply_length(Arc p2) const {
    Rooted r;
    r.parent.assign(t_.order(), kNone);
    r.depth.assign(t_.order(), 0);
    root_tree(t_, p2.to, {Arc{p2.from, p2.to}, Arc{u_, c_}}, r);
    int longest = 0;
    for (int v : r.order) longest = std::max(longest, r.depth[v]);
    return longest;
  }

  // Longest child branch of v, and second longest, leaving out child `excluded`.
  std::pair<int, int> top_two_without(int v, int excluded) const {
    const auto& top = top_[v];
    if (top[0].child == excluded) return {top[1].length, top[2].length};
    if (top[1].child == excluded) return {top[0].length, top[2].length};
    return {top[0].length, top[1].length};
  }

  // Separated reply parent(y)->y: P2 walks down from y, P1 anywhere outside y's subtree.
  bool p1_wins_separated(int y) const {
    const int outside = std::max(prefix_max_[tin_[y]], suffix_max_[tout_[y] + 1]);
    return outside > height_[y];
  }

  // Reply x->y with x a child of y: the tokens face each other along c = p0 ... pk = y.
  bool p1_wins_race(int x, int y) {
    path_.clear();
    for (int v = y; v != kNone; v = c_side_.parent[v]) path_.push_back(v);
    std::reverse(path_.begin(), path_.end());
    const int k = static_cast<int>(path_.size()) - 1;
    // The child of p_m a player arrived from or must not leave through.
    auto p2_arrival = [&](int b) { return b == k ? x : path_[b + 1]; };
    if (k == 0) {  // P2 moved into c: both tokens on c, P1 to move
      const auto [first, second] = top_two_without(c_, x);
      return first > second;
    }
    // Branch lengths at interior path vertices (not along the path).
    branch_.assign(k + 1, 0);
    for (int m = 1; m < k; ++m) branch_[m] = top_two_without(path_[m], path_[m + 1]).first;
    // States t = 0, 1, ...: P1 to move when t is even. a = ceil(t/2), b = k - floor(t/2).
    int last = 0;
    while ((last + 2) / 2 < k - (last + 1) / 2) ++last;
    int interior_plus = kMinusInfinity;   // max over a < m < b of branch[m] + m
    int interior_minus = kMinusInfinity;  // max over a < m < b of branch[m] - m
    bool next_state_mover_wins = false;
    for (int t = last; t >= 0; --t) {
      const int a = (t + 1) / 2;
      const int b = k - t / 2;
      if (t < last) {  // the state after t has one interior vertex fewer: add it back
        const int m = t % 2 == 0 ? a + 1 : b - 1;
        interior_plus = std::max(interior_plus, branch_[m] + m);
        interior_minus = std::max(interior_minus, branch_[m] - m);
      }
      const auto [p1_first, p1_second] = top_two_without(path_[a], path_[a + 1]);
      const auto [p2_first, p2_second] = top_two_without(path_[b], p2_arrival(b));
      bool mover_wins = false;
      if (t % 2 == 0) {
        // P1 escapes into its longest branch; P2 then walks to its best spot.
        const int p2_best = std::max({b + interior_minus, p2_first, (b - a) + p1_second});
        mover_wins = p1_first > p2_best;
        if (!mover_wins) {
          if (b == a + 1) {  // P1 steps onto P2's vertex; P2 to move there
            const auto [f, s] = top_two_without(path_[b], p2_arrival(b));
            mover_wins = !(f > s);
          } else {
            mover_wins = !next_state_mover_wins;
          }
        }
      } else {
        const int p1_best = std::max({interior_plus - a, p1_first, (b - a) + p2_second});
        mover_wins = p2_first > p1_best;
        if (!mover_wins) {
          if (b == a + 1) {  // P2 steps onto P1's vertex; P1 to move there
            const auto [f, s] = top_two_without(path_[a], path_[b]);
            mover_wins = !(f > s);
          } else {
            mover_wins = !next_state_mover_wins;
          }
        }
      }
      next_state_mover_wins = mover_wins;
    }
    return next_state_mover_wins;  // the mover of state 0 is P1
  }

  // Depth maxima before and after each subtree in depth-first order, so that the deepest
  // vertex outside any subtree is O(1).
  void euler_depth_max() {
    const int n = t_.order();
    tin_.assign(n, 0);
    tout_.assign(n, 0);
    std::vector<int> depth_in_order;
    std::vector<std::pair<int, const int*>> stack{{c_, t_.begin(c_)}};
    tin_[c_] = 0;
    depth_in_order.push_back(0);
    while (!stack.empty()) {
      auto& [v, next] = stack.back();
      if (next == t_.end(v)) {
        tout_[v] = static_cast<int>(depth_in_order.size()) - 1;
        stack.pop_back();
        continue;
      }
      const int w = *next++;
      if (w == c_side_.parent[v] || (v == c_ && w == u_)) continue;
      tin_[w] = static_cast<int>(depth_in_order.size());
      depth_in_order.push_back(c_side_.depth[w]);
      stack.emplace_back(w, t_.begin(w));
    }
    const int size = static_cast<int>(depth_in_order.size());
    prefix_max_.assign(size + 1, 0);  // prefix_max_[i]: max over positions < i
    suffix_max_.assign(size + 1, 0);  // suffix_max_[i]: max over positions >= i
    for (int i = 0; i < size; ++i) prefix_max_[i + 1] = std::max(prefix_max_[i], depth_in_order[i]);
    for (int i = size - 1; i >= 0; --i)
      suffix_max_[i] = std::max(suffix_max_[i + 1], depth_in_order[i]);
  }

  // The diameter of u's side and the reply that starts a longest path there.
  void u_side_diameter() {
    root_tree(t_, u_, {Arc{u_, c_}, Arc{u_, c_}}, u_side_);
    int far = u_;
    for (int v : u_side_.order)
      if (u_side_.depth[v] > u_side_.depth[far]) far = v;
    root_tree(t_, far, {Arc{u_, c_}, Arc{u_, c_}}, u_side_);
    int other = far;
    for (int v : u_side_.order)
      if (u_side_.depth[v] > u_side_.depth[other]) other = v;
    u_diameter_ = u_side_.depth[other];
    if (u_diameter_ > 0) {
      // Walk from `other` back to the neighbour of `far`: P2 plays far -> that neighbour.
      int v = other;
      while (u_side_.parent[v] != far) v = u_side_.parent[v];
      u_refutation_ = Arc{far, v};
    }
  }

  const Tree& t_;
  int u_;
  int c_;
  Rooted c_side_;
  Rooted u_side_;
  std::vector<int> height_;
  std::vector<std::array<Child, 3>> top_;
  std::vector<int> tin_, tout_, prefix_max_, suffix_max_;
  int u_diameter_ = 0;
  Arc u_refutation_;
  std::vector<int> path_;
  std::vector<int> branch_;
};

// Centres of a tree: the middle vertex or two of a longest path.
std::vector<int> tree_centre(const Tree& t) {
  Rooted r;
  r.parent.assign(t.order(), kNone);
  r.depth.assign(t.order(), 0);
  root_tree(t, 0, {Arc{kNone, kNone}, Arc{kNone, kNone}}, r);
  int far = r.order.back();
  root_tree(t, far, {Arc{kNone, kNone}, Arc{kNone, kNone}}, r);
  int other = r.order.back();
  const int diameter = r.depth[other];
  std::vector<int> path;
  for (int v = other; v != kNone; v = r.parent[v]) path.push_back(v);
  if (diameter % 2 == 0) return {path[diameter / 2]};
  return {path[diameter / 2], path[diameter / 2 + 1]};
}

}  // namespace

Tree::Tree(int n, const std::vector<std::pair<int, int>>& edges) : n_(n) {
  if (n < 1) throw InputError("a tree needs at least one vertex");
  if (static_cast<int>(edges.size()) != n - 1)
    throw InputError("not a tree: " + std::to_string(n) + " vertices but " +
                     std::to_string(edges.size()) + " edges");
  offset_.assign(n + 1, 0);
  for (auto [a, b] : edges) {
    if (a < 0 || b < 0 || a >= n || b >= n || a == b)
      throw InputError("tree edge " + std::to_string(a) + "-" + std::to_string(b) + " is invalid");
    ++offset_[a + 1];
    ++offset_[b + 1];
  }
  for (int v = 0; v < n; ++v) offset_[v + 1] += offset_[v];
  adjacency_.assign(2 * edges.size(), 0);
  std::vector<int> fill(offset_.begin(), offset_.end() - 1);
  for (auto [a, b] : edges) {
    adjacency_[fill[a]++] = b;
    adjacency_[fill[b]++] = a;
  }
  // Connected with n - 1 edges means a tree.
  Rooted r;
  r.parent.assign(n, kNone);
  r.depth.assign(n, 0);
  root_tree(*this, 0, {Arc{kNone, kNone}, Arc{kNone, kNone}}, r);
  if (static_cast<int>(r.order.size()) != n)
    throw InputError("not a tree: the graph is not connected");
}

Tree Tree::from_graph(const Graph& g) {
  std::vector<std::pair<int, int>> edges;
  for (const Edge& e : g.edges()) edges.emplace_back(e.u, e.v);
  return Tree(g.order(), edges);
}

bool p1_wins_after_openings(const Tree& tree, Arc p1, Arc p2) {
  OpeningAnalysis analysis(tree, p1);
  return analysis.p1_wins_against(p2);
}

TreeResult solve_tree(const Tree& tree, bool all_openings) {
  TreeResult result;
  const int n = tree.order();
  std::vector<Arc> openings;
  if (all_openings || n <= 2) {
    for (int v = 0; v < n; ++v)
      for (const int* w = tree.begin(v); w != tree.end(v); ++w) openings.push_back(Arc{v, *w});
  } else {
    // Lemmas 11-12: P1 must move into a central vertex of degree 3, and with two centres
    // from the degree-2 centre into the degree-3 one.
    const auto centre = tree_centre(tree);
    if (centre.size() == 1 && tree.degree(centre[0]) == 3) {
      for (const int* w = tree.begin(centre[0]); w != tree.end(centre[0]); ++w)
        openings.push_back(Arc{*w, centre[0]});
    } else if (centre.size() == 2) {
      for (int i = 0; i < 2; ++i)
        if (tree.degree(centre[i]) == 3 && tree.degree(centre[1 - i]) == 2)
          openings.push_back(Arc{centre[1 - i], centre[i]});
    }
  }
  for (const Arc& opening : openings) {
    OpeningAnalysis analysis(tree, opening);
    OpeningVerdict verdict{opening, false, analysis.refutation(result.p2_replies_examined)};
    verdict.wins = !verdict.refutation.has_value();
    if (verdict.wins) result.winner = 1;
    result.openings.push_back(verdict);
  }
  return result;
}

namespace {

// The tree with a new leaf joined to each vertex of `roots`, numbered n, n + 1, ... in order.
Tree with_leaves(const Tree& tree, std::initializer_list<int> roots) {
  std::vector<std::pair<int, int>> edges;
  for (int v = 0; v < tree.order(); ++v)
    for (const int* w = tree.begin(v); w != tree.end(v); ++w)
      if (v < *w) edges.emplace_back(v, *w);
  int leaf = tree.order();
  for (int r : roots) edges.emplace_back(r, leaf++);
  return Tree(leaf, edges);
}

}  // namespace

RootedTreeResult solve_rooted_tree(const Tree& tree, int a, int b) {
  const int n = tree.order();
  RootedTreeResult result;
  // After P1's move a->w, P2 moves from b: the position after "openings" of P2 (a leaf into
  // b) and of P1 (a->w), P2 in the role of the player to move.
  const Tree with_b_leaf = with_leaves(tree, {b});
  for (const int* w = tree.begin(a); w != tree.end(a); ++w) {
    const Arc move{a, *w};
    ++result.positions_decided;
    OpeningVerdict verdict{move, !p1_wins_after_openings(with_b_leaf, Arc{n, b}, move), {}};
    if (!verdict.wins) {
      // P2's winning replies b->z: P1 to move after the two moves loses.
      for (const int* z = tree.begin(b); z != tree.end(b) && !verdict.refutation; ++z) {
        const Arc reply{b, *z};
        if ((reply.from == move.from && reply.to == move.to) ||
            (reply.from == move.to && reply.to == move.from))
          continue;
        ++result.positions_decided;
        if (!p1_wins_after_openings(tree, move, reply)) verdict.refutation = reply;
      }
    }
    if (verdict.wins) result.winner = 1;
    result.moves.push_back(verdict);
  }
  // The start itself, decided once more through leaves at both tokens: a cross-check of the
  // move-by-move verdicts that costs one more pass.
  ++result.positions_decided;
  const bool p1_wins = p1_wins_after_openings(with_leaves(tree, {a, b}), Arc{n, a}, Arc{n + 1, b});
  if (p1_wins != (result.winner == 1))
    throw std::logic_error("rooted tree algorithm: the start and its moves disagree");
  return result;
}

}  // namespace gg::trail_trap
