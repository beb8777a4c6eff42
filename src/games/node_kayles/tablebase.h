// Node Kayles by retrograde analysis (solve/tablebase_rules.h): choosing v deletes its closed
// neighbourhood, and the graph left is the disjoint sum of its components, so the Sprague-Grundy
// value of a graph is the mex, over its vertices v, of the XOR of the values of the components
// of G - N[v], all smaller connected graphs. One pass over the connected graphs of each order
// gives the value of every position of every board of an order.
#pragma once

#include "solve/tablebase_rules.h"

namespace gg::node_kayles {

// The rules' one instance.
const VertexTablebaseRules& vertex_tablebase_rules();

}  // namespace gg::node_kayles
