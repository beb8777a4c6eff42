// Straight-line coordinates for a plane board's picture: the board's own (a file's or a named
// family's standard drawing), else Tutte's barycentric drawing. The outer face (the edges on
// exactly one cell) is placed on a circle and every other vertex at the average of its
// neighbours, which for 3-connected boards is a plane drawing whose bounded faces are the
// cells (wheels, grids, prisms). Made only to draw: solving needs the cells alone.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "graph/plane.h"

namespace gg {

// Coordinates in the unit disc, or nullopt when the board has no cells, its outer boundary is
// not one simple cycle, or an inner vertex has fewer than two neighbours (a caller then lays
// the graph out some other way).
std::optional<std::vector<std::pair<double, double>>> barycentric_drawing(const PlaneBoard& b);

// The board's picture: its coordinates when it has them, else the barycentric drawing when
// that is plane with exactly the board's cells (no two vertices at one point, no edge through
// a vertex, no crossing); empty when neither is (Graphviz then lays the board out).
std::vector<std::pair<double, double>> drawing_of(const PlaneBoard& b);

// `count` points evenly on a circle around the origin, the first at the top, counterclockwise.
std::vector<std::pair<double, double>> points_on_circle(int count, double radius);

}  // namespace gg
