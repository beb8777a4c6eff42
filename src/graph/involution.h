// Involutive automorphisms with no fixed edge (Trail Trap, Proposition 3: such a graph is a
// win for player 2, who answers every move u->v by the mirror move s(u)->s(v)).
#pragma once

#include <optional>
#include <vector>

#include "graph/graph.h"

namespace gg {

// An automorphism s of g with s(s(v)) = v for every v that maps no edge onto itself (no edge
// joins two fixed vertices or a vertex to its image), as s[v]; nullopt when there is none or
// when the search gives up after `max_steps` assignments (it then proves nothing).
std::optional<std::vector<int>> fixed_edge_free_involution(const Graph& g,
                                                           long long max_steps = 1'000'000);

}  // namespace gg
