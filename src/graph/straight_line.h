// Boards from straight-line drawings: given a point per vertex, the drawing is checked to be
// plane and its bounded faces become the cells.
#pragma once

#include <utility>
#include <vector>

#include "graph/graph.h"

namespace gg {

using Point = std::pair<double, double>;

// The cells of the straight-line drawing of a connected graph: neighbours ordered by angle
// around each vertex, faces traced, and the one face that runs counterclockwise (positive area)
// left out as the outer face. Throws InputError naming the first problem: two vertices at one
// point, a vertex on an edge, two crossing edges, or a disconnected graph.
std::vector<std::vector<int>> cells_of_straight_line_drawing(const Graph& g,
                                                             const std::vector<Point>& points);

// The points scaled by one power of two (exact) so that the largest coordinate is below 1 in
// magnitude: a drawing given at 1e300 or at 1e-300 is drawn alike, and arithmetic on it
// neither overflows nor underflows.
std::vector<Point> scaled_to_unit(std::vector<Point> points);

}  // namespace gg
