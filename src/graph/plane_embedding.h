// Combinatorial plane embeddings: a rotation system (the cyclic order of the neighbours
// around each vertex) determines the faces of a drawing, and a connected graph with m edges
// and n vertices is drawn without crossings exactly when its rotation system traces
// m - n + 2 faces (Euler). Used to trace the faces of a given drawing, to list every plane
// board of a small graph (each embedding with each choice of outer face), and to name a board
// canonically so that isomorphic boards are one census row.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "graph/plane.h"

namespace gg {

// rotation[v]: the neighbours of v in their cyclic order around v.
using RotationSystem = std::vector<std::vector<int>>;

// One plane embedding of the graph from Boyer's planarity library, or nothing when the graph
// is not planar. Throws InputError if the library fails.
std::optional<RotationSystem> planar_embedding(const Graph& g);

// The faces of the embedding: each a closed walk of vertices (after arriving at b from a, the
// walk leaves b towards the neighbour after a in b's rotation). Isolated vertices have none.
std::vector<std::vector<int>> trace_faces(const Graph& g, const RotationSystem& rotation);

// Calls visit(rotation) once for every plane embedding of a connected graph, up to mirror
// image (only one of an embedding and its reflection is visited). Edges are drawn one at a
// time through the faces of the drawing so far, so the work is proportional to the number of
// embeddings, which grows quickly with the order: meant for small graphs.
void for_each_plane_embedding(const Graph& g,
                              const std::function<void(const RotationSystem&)>& visit);

// Every plane board of a connected planar graph up to isomorphism of boards (a board is the
// graph with the bounded faces of one drawing as cells; mirror images are the same board).
// Forests give one board without cells. Each board comes relabelled into its canonical form,
// with `drawing` set to its canonical key (see canonical_board_key).
std::vector<PlaneBoard> all_plane_boards(const Graph& g);

// The canonical key of a board obtained from an embedding and an outer face: the graph6 of the
// canonically relabelled graph followed by its cells ("0 1 2; 0 2 3"), or, without cells, the
// nauty canonical graph6 of the graph alone. Isomorphic boards, mirror images included, get
// the same key. `relabelled` (optional) receives the board in that labelling.
std::string canonical_board_key(const Graph& g, const RotationSystem& rotation,
                                const std::vector<int>& outer_face,
                                PlaneBoard* relabelled = nullptr);

// A closed walk from its least starting point in its lesser direction: equal for walks that
// are rotations or reversals of each other (the same cell).
std::vector<int> canonical_walk(const std::vector<int>& walk);

// "0 1 2; 2 3 4": the --cells notation.
std::string format_cells(const std::vector<std::vector<int>>& cells);

}  // namespace gg
