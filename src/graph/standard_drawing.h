// Standard drawings of named graph families, as the papers draw them: the plane families
// whose faces are the Game of Cycles' cells (cycles, wheels, K4, grids, prisms, the
// hourglasses), and for pictures of any graph game also the Petersen graph (pentagon around
// a pentagram), complete graphs on a circle, complete bipartite graphs in two rows, paths
// in a line and trees in layers from their centre. Vertex numbers as in docs/graphs.md.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/graph.h"

namespace gg {

using Points = std::vector<std::pair<double, double>>;

// The plane drawing of a named plane family (its bounded faces are the family's cells), or
// nothing for other specs.
std::optional<Points> plane_standard_drawing(std::string_view spec, const Graph& g);

// The picture of a board for the graph games: a JSON board's own coordinates; a named
// family's plane drawing, else the Petersen graph, Kn, Kp,q and Pn as the papers draw them;
// any tree in layers from its centre; nothing for other graphs (Graphviz lays them out).
std::optional<Points> standard_drawing(std::string_view spec, const Graph& g);

// A tree in layers by distance from its centre (the centre, or both ends of the central edge,
// on top), each parent midway over its children: no two edges cross.
Points layered_tree_drawing(const Graph& g);

// The Graphviz attribute that pins vertex v to its point of the drawing, scaled so that the
// drawing's larger side is 5 inches (neato keeps pinned positions): " [pos=\"x,y!\"]".
std::string dot_pin(const Points& points, int v);

// The ids every picture gives its vertices and edges, in DOT (Graphviz copies them into its
// SVG) and in the games' own SVGs alike: "v3", and "e2_5" with the smaller end first. The web
// explorer finds the vertex or edge a move names by them.
std::string vertex_element_id(int v);
std::string edge_element_id(int u, int v);
// The same as DOT attributes: " [id=\"v3\"]".
std::string dot_vertex_id(int v);
std::string dot_edge_id(int u, int v);

}  // namespace gg
