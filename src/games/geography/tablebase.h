// Edge geography by retrograde analysis (solve/tablebase_rules.h): a position is the graph H
// of unused edges with the token on a vertex, and every move deletes the edge it runs along,
// so the Sprague-Grundy value of (H, token on v) follows from the values of H - e. One pass
// over all graphs of an order gives the value of every position of every board of that order,
// and the unrooted game's root (player 1 places the token) as the mex over the vertices.
//
// Vertex geography the same way over vertices: moving the token from t to w deletes t, and only
// the component of w in H - t matters after it, a smaller connected graph, so the value of
// (H, token on t) follows from the connected graphs of smaller orders.
#pragma once

#include "solve/tablebase_rules.h"

namespace gg::geography {

// The rules' one instance.
const EdgeTablebaseRules& edge_tablebase_rules();
const VertexTablebaseRules& vertex_tablebase_rules();

}  // namespace gg::geography
