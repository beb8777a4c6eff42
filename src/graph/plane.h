// Plane boards: a graph with the cells of a drawing (the bounded faces), each given by its
// boundary as a closed walk of vertices (a walk may repeat vertices, e.g. around a bridge).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "graph/graph.h"

namespace gg {

struct PlaneBoard {
  Graph graph;
  std::vector<std::vector<int>> cells;
  std::string drawing;  // how the cells were obtained, for reports
  // The board's own straight-line drawing, one point per vertex, whose bounded faces are the
  // cells: the board file's coordinates or a named family's standard drawing; empty otherwise
  // (plane_drawing.h, drawing_of, finds one for a picture).
  std::vector<std::pair<double, double>> coordinates;
};

// A board from a graph spec and optional cells ("0 1 2; 2 3 4"). Without cells: the standard
// drawing of the named plane families (Cn, Wn, K4, PmxPn, CnxK2, hourglass,
// inverted-hourglass), no cells for forests, else an automatic planar embedding (Boyer's
// planarity library; its longest face is taken as the outer face). Throws InputError for a
// non-planar graph or cells that are not the bounded faces of a drawing.
PlaneBoard parse_plane_board(std::string_view spec, std::string_view cells);

// Whether two cell lists are the same faces: each walk up to rotation and reversal, in any
// order.
bool same_cells(std::vector<std::vector<int>> a, std::vector<std::vector<int>> b);

// Checks that `cells` can be the bounded faces of a drawing of g: every cell is a closed walk
// along edges, every edge lies on at most two cell sides, and Euler's formula holds.
void validate_cells(const Graph& g, const std::vector<std::vector<int>>& cells);

}  // namespace gg
