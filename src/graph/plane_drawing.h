// Straight-line coordinates for a plane board: Tutte's barycentric drawing. The outer face
// (the edges on exactly one cell) is placed on a circle and every other vertex at the average
// of its neighbours, which for 3-connected boards is a plane drawing whose bounded faces are
// the cells (wheels, grids, prisms).
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

}  // namespace gg
