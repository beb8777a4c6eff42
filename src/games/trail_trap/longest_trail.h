// Longest trails (walks without repeated edges) from a vertex: the exact tool for deciding a
// Trail Trap position once the tokens can no longer interact.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "core/bits.h"

namespace gg::trail_trap {

using Adjacency = std::array<VertexSet, 64>;

// Vertices reachable from v through edges of `adj`.
VertexSet reachable(const Adjacency& adj, int v);

// An upper bound on the longest trail from v inside its component: the edge count, less the
// edges that must be left out because a trail has at most two odd-degree vertices.
int trail_upper_bound(const Adjacency& adj, int v);

// The length of a longest trail from v, or any value >= `enough` once a trail that long is
// found (the caller only needs to know that much). Returns nullopt when the depth-first
// search needs more than `budget` steps; `budget` is decreased by the steps used.
std::optional<int> longest_trail(const Adjacency& adj, int v, int enough, std::int64_t& budget);

}  // namespace gg::trail_trap
