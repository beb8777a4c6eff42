// graph6 and sparse6, as defined in nauty's formats.txt. Graphs are limited to 64 vertices;
// larger inputs are rejected with an InputError rather than truncated.
#pragma once

#include <string>
#include <string_view>

#include "graph/graph.h"

namespace gg {

// Accepts an optional ">>graph6<<" header. Loop-free only (graph6 cannot express loops).
Graph parse_graph6(std::string_view text);
// The same into adjacency words without allocating: rows[v] = the neighbours of v (all 64
// words are written); returns the order.
int graph6_rows(std::string_view text, VertexSet* rows);
// Accepts an optional ">>sparse6<<" header and the leading ':'. Loops are kept.
Graph parse_sparse6(std::string_view text);
// graph6 or sparse6, chosen by the first character.
Graph parse_nauty_string(std::string_view text);

std::string to_graph6(const Graph& g);
// graph6 of the loop-free graph whose vertex v has the neighbours rows[v].
std::string graph6_of_rows(int n, const VertexSet* rows);
std::string to_sparse6(const Graph& g);
// graph6 for loop-free graphs, sparse6 when the graph has loops.
std::string to_nauty_string(const Graph& g);

}  // namespace gg
