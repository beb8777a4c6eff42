#include "graph/families.h"

#include <utility>

#include "core/error.h"

namespace gg {

Graph complete_graph(int n) {
  Graph g(n);
  for (int j = 1; j < n; ++j)
    for (int i = 0; i < j; ++i) g.add_edge(i, j);
  return g;
}

Graph complete_bipartite(int p, int q) {  // part A = 0..p-1, part B = p..p+q-1
  Graph g(p + q);
  for (int i = 0; i < p; ++i)
    for (int j = 0; j < q; ++j) g.add_edge(i, p + j);
  return g;
}

Graph complete_multipartite(const std::vector<int>& parts) {
  int n = 0;
  for (int p : parts) n += p;
  std::vector<int> part_of;
  for (std::size_t i = 0; i < parts.size(); ++i) part_of.insert(part_of.end(), parts[i], int(i));
  Graph g(n);
  for (int j = 1; j < n; ++j)
    for (int i = 0; i < j; ++i)
      if (part_of[i] != part_of[j]) g.add_edge(i, j);
  return g;
}

Graph path_graph(int n) {
  Graph g(n);
  for (int i = 0; i + 1 < n; ++i) g.add_edge(i, i + 1);
  return g;
}

Graph cycle_graph(int n) {
  Graph g = path_graph(n);
  g.add_edge(0, n - 1);
  return g;
}

Graph wheel_graph(int n) {  // hub 0, rim 1..n-1 in cyclic order
  Graph g(n);
  for (int i = 1; i < n; ++i) g.add_edge(i, i + 1 < n ? i + 1 : 1);
  for (int i = 1; i < n; ++i) g.add_edge(0, i);
  return g;
}

Graph book_graph(int n) {  // spine 0-1, pages 2..n-1 each joined to both spine vertices
  Graph g(n);
  g.add_edge(0, 1);
  for (int i = 2; i < n; ++i) {
    g.add_edge(0, i);
    g.add_edge(1, i);
  }
  return g;
}

Graph triangular_ladder(int n) {  // P_n squared: i ~ i+1 and i ~ i+2
  Graph g(n);
  for (int i = 0; i + 1 < n; ++i) {
    g.add_edge(i, i + 1);
    if (i + 2 < n) g.add_edge(i, i + 2);
  }
  return g;
}

Graph star_graph(int leaves) {  // centre 0, leaves 1..leaves
  Graph g(leaves + 1);
  for (int i = 1; i <= leaves; ++i) g.add_edge(0, i);
  return g;
}

Graph hypercube(int d) {  // vertices are d-bit words, adjacent when they differ in one bit
  const int n = 1 << d;
  Graph g(n);
  for (int v = 0; v < n; ++v)
    for (int b = 0; b < d; ++b)
      if (v < (v ^ (1 << b))) g.add_edge(v, v ^ (1 << b));
  return g;
}

Graph empty_graph(int n) { return Graph(n); }

Graph petersen_graph() {  // outer 5-cycle 0..4, spokes i~i+5, inner pentagram on 5..9
  Graph g(10);
  for (int i = 0; i < 5; ++i) g.add_edge(i, (i + 1) % 5);
  for (int i = 0; i < 5; ++i) g.add_edge(i, i + 5);
  for (int i = 0; i < 5; ++i) g.add_edge(5 + i, 5 + (i + 2) % 5);
  return g;
}

Graph moser_spindle() {
  // Two rhombi (each two triangles sharing an edge) with common apex 0: 0,1,2,3 and 0,4,5,6;
  // their far tips 3 and 6 are joined.
  Graph g(7);
  for (auto [u, v] : {std::pair{0, 1},
                      {0, 2},
                      {1, 2},
                      {1, 3},
                      {2, 3},
                      {0, 4},
                      {0, 5},
                      {4, 5},
                      {4, 6},
                      {5, 6},
                      {3, 6}})
    g.add_edge(u, v);
  return g;
}

Graph octahedron_graph() {  // K_{2,2,2}: i and i+3 are the non-adjacent (antipodal) pairs
  Graph g(6);
  for (int j = 1; j < 6; ++j)
    for (int i = 0; i < j; ++i)
      if (j != i + 3) g.add_edge(i, j);
  return g;
}

Graph diamond_graph() {  // K4 minus the edge 0-3
  Graph g(4);
  for (auto [u, v] : {std::pair{0, 1}, {0, 2}, {1, 2}, {1, 3}, {2, 3}}) g.add_edge(u, v);
  return g;
}

Graph hourglass_graph() {  // triangles 0 1 2 and 2 3 4, the edges in the thesis's order
  Graph g(5);
  for (auto [u, v] : {std::pair{0, 1}, {1, 2}, {0, 2}, {2, 3}, {3, 4}, {2, 4}}) g.add_edge(u, v);
  return g;
}

Graph chorded_cycle(int n, const std::vector<std::pair<int, int>>& chords) {
  Graph g = cycle_graph(n);
  for (const auto& [a, b] : chords) {
    if (a == b || g.edge_id(a - 1, b - 1) >= 0)
      throw InputError("chorded cycle C" + std::to_string(n) + ": the chord " + std::to_string(a) +
                       "," + std::to_string(b) +
                       " must join two non-adjacent vertices not already joined by a chord");
    g.add_edge(a - 1, b - 1);
  }
  return g;
}

Graph spider_graph(const std::vector<int>& legs) {
  int n = 1;
  for (int l : legs) n += l;
  Graph g(n);
  int next = 1;
  for (int len : legs) {
    int prev = 0;
    for (int i = 0; i < len; ++i) {
      g.add_edge(prev, next);
      prev = next++;
    }
  }
  return g;
}

Graph theta_graph(const std::vector<int>& paths) {
  int n = 2;
  for (int l : paths) n += l - 1;
  Graph g(n);
  int next = 2;
  for (int len : paths) {
    int prev = 0;
    for (int i = 1; i < len; ++i) {
      g.add_edge(prev, next);
      prev = next++;
    }
    g.add_edge(prev, 1);
  }
  return g;
}

Graph petal_graph(const std::vector<int>& petals) {
  int n = 1;
  for (int length : petals) n += length - 1;
  Graph g(n);
  int next = 1;
  for (int length : petals) {
    int prev = 0;
    for (int i = 1; i < length; ++i) {
      g.add_edge(prev, next);
      prev = next++;
    }
    g.add_edge(prev, 0);
  }
  return g;
}

Graph friendship_graph(int triangles) {
  Graph g(2 * triangles + 1);
  for (int i = 0; i < triangles; ++i) {
    g.add_edge(0, 2 * i + 1);
    g.add_edge(0, 2 * i + 2);
    g.add_edge(2 * i + 1, 2 * i + 2);
  }
  return g;
}

Graph fan_graph(int path_vertices) {
  Graph g(path_vertices + 1);
  for (int i = 1; i < path_vertices; ++i) g.add_edge(i, i + 1);
  for (int i = 1; i <= path_vertices; ++i) g.add_edge(0, i);
  return g;
}

Graph ladder_graph(int rungs) {
  Graph g(2 * rungs);
  for (int i = 0; i + 1 < rungs; ++i) g.add_edge(i, i + 1);
  for (int i = 0; i + 1 < rungs; ++i) g.add_edge(rungs + i, rungs + i + 1);
  for (int i = 0; i < rungs; ++i) g.add_edge(i, rungs + i);
  return g;
}

Graph mobius_ladder(int rungs) {
  Graph g = cycle_graph(2 * rungs);
  for (int i = 0; i < rungs; ++i) g.add_edge(i, i + rungs);
  return g;
}

Graph generalized_petersen(int n, int k) {
  Graph g = cycle_graph(n);
  g = disjoint_union(g, Graph(n));
  for (int i = 0; i < n; ++i) g.add_edge(i, n + i);
  for (int i = 0; i < n; ++i) g.add_edge(n + i, n + (i + k) % n);
  return g;
}

Graph gear_graph(int rim) {
  Graph g(2 * rim + 1);
  for (int i = 1; i <= rim; ++i) {
    g.add_edge(i, rim + i);
    g.add_edge(rim + i, i % rim + 1);
  }
  for (int i = 1; i <= rim; ++i) g.add_edge(0, i);
  return g;
}

Graph helm_graph(int rim) {
  Graph g = disjoint_union(wheel_graph(rim + 1), Graph(rim));
  for (int i = 1; i <= rim; ++i) g.add_edge(i, rim + i);
  return g;
}

Graph lollipop_graph(int clique, int path) {
  Graph g = disjoint_union(complete_graph(clique), path_graph(path));
  if (clique > 0 && path > 0) g.add_edge(clique - 1, clique);
  return g;
}

Graph barbell_graph(int clique, int between) {
  Graph g = disjoint_union(disjoint_union(complete_graph(clique), path_graph(between)),
                           complete_graph(clique));
  // The path from the last vertex of the first clique to the first vertex of the second.
  g.add_edge(clique - 1, clique);
  if (between > 0) g.add_edge(clique + between - 1, clique + between);
  return g;
}

Graph cartesian_product(const Graph& g, const Graph& h) {
  const int m = h.order();
  Graph p(g.order() * m);
  // A loop of either factor is copied like its other edges, so (x, y) has a loop when x has
  // one in G or y has one in H (and one loop when both do).
  for (int x = 0; x < g.order(); ++x)
    for (const Edge& e : h.edges()) p.add_edge(x * m + e.u, x * m + e.v);
  for (const Edge& e : g.edges())
    for (int y = 0; y < m; ++y)
      if (e.u != e.v || !p.has_loop(e.u * m + y)) p.add_edge(e.u * m + y, e.v * m + y);
  return p;
}

Graph disjoint_union(const Graph& g, const Graph& h) {
  Graph u(g.order() + h.order());
  for (const Edge& e : g.edges()) u.add_edge(e.u, e.v);
  for (const Edge& e : h.edges()) u.add_edge(g.order() + e.u, g.order() + e.v);
  return u;
}

Graph with_all_loops(const Graph& g) {
  std::vector<int> every(g.order());
  for (int v = 0; v < g.order(); ++v) every[v] = v;
  return with_loops_at(g, every);
}

Graph with_loops_at(const Graph& g, const std::vector<int>& vertices) {
  Graph out(g.order());
  for (const Edge& e : g.edges()) out.add_edge(e.u, e.v);
  for (int v : vertices) {
    if (v < 0 || v >= g.order())
      throw InputError("loop at vertex " + std::to_string(v) + ": the graph has vertices 0.." +
                       std::to_string(g.order() - 1));
    if (!out.has_loop(v)) out.add_edge(v, v);
  }
  return out;
}

}  // namespace gg
