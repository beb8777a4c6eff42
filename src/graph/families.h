// Named graph families, each with a fixed vertex numbering (docs/graphs.md shows them all;
// graph_spec.h is the text that names them).
#pragma once

#include <utility>
#include <vector>

#include "graph/graph.h"

namespace gg {

Graph complete_graph(int n);
Graph complete_bipartite(int p, int q);
// K_{a,b,c,...}: the parts numbered one after another, each vertex joined to every vertex of
// the other parts.
Graph complete_multipartite(const std::vector<int>& parts);
Graph path_graph(int n);
Graph cycle_graph(int n);
Graph wheel_graph(int n);
Graph book_graph(int n);
Graph triangular_ladder(int n);
Graph star_graph(int leaves);
Graph hypercube(int d);
Graph empty_graph(int n);
Graph petersen_graph();
Graph moser_spindle();
Graph octahedron_graph();
Graph diamond_graph();
// Two triangles sharing vertex 2 (the bowtie); the Game of Cycles thesis draws it two ways.
Graph hourglass_graph();
// C_n plus chords, each between vertices a and b numbered 1..n as in the EDGe paper. Throws
// InputError for a chord between adjacent vertices or one given twice.
Graph chorded_cycle(int n, const std::vector<std::pair<int, int>>& chords);
// A centre (vertex 0) with legs of the given lengths, numbered leg by leg outward.
Graph spider_graph(const std::vector<int>& legs);
// Poles 0 and 1 joined by paths with the given numbers of edges; the inner vertices of each
// path follow in order from pole 0, path after path.
Graph theta_graph(const std::vector<int>& paths);
// Cycles ("petals") of the given lengths (each >= 3) through the common vertex 0; the other
// vertices of each petal follow in order around it, petal after petal.
Graph petal_graph(const std::vector<int>& petals);
// F_n, the friendship (windmill) graph: n triangles sharing vertex 0; triangle i is
// 0, 2i+1, 2i+2.
Graph friendship_graph(int triangles);
// The fan F_{1,n}: the path 1..n, each of its vertices joined to vertex 0.
Graph fan_graph(int path_vertices);
// The ladder L_n = P_n x K2: rails 0..n-1 and n..2n-1, rungs i - (n+i).
Graph ladder_graph(int rungs);
// The Moebius ladder M_n: the cycle 0..2n-1 and its n long diagonals i - (i+n).
Graph mobius_ladder(int rungs);
// The generalized Petersen graph GP(n,k) (1 <= k < n/2): outer cycle 0..n-1, spokes
// i - (n+i), inner star polygon n+i - n+(i+k mod n). GP(5,2) is the Petersen graph.
Graph generalized_petersen(int n, int k);
// The gear graph: the wheel with rim 1..n (hub 0) and a new vertex n+i inside each rim edge
// i - (i+1), so the rim is the cycle 1, n+1, 2, n+2, ..., 2n.
Graph gear_graph(int rim);
// The helm: the wheel with hub 0 and rim 1..n, plus a pendant vertex n+i at each rim vertex i.
Graph helm_graph(int rim);
// The lollipop L(m,n): K_m on 0..m-1 and the path m..m+n-1 hanging from vertex m-1.
Graph lollipop_graph(int clique, int path);
// The barbell: two copies of K_m (0..m-1 and the last m vertices) joined by a path through
// `between` inner vertices m..m+between-1 from vertex m-1 to the first vertex of the second
// copy (between = 0: a bridge).
Graph barbell_graph(int clique, int between);
// Vertex (g, h) is g * |H| + h.
Graph cartesian_product(const Graph& g, const Graph& h);
Graph disjoint_union(const Graph& g, const Graph& h);
Graph with_all_loops(const Graph& g);
// G with a loop added at each listed vertex that has none (InputError for a vertex outside G).
Graph with_loops_at(const Graph& g, const std::vector<int>& vertices);

}  // namespace gg
