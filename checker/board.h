// The graph a certificate's header spells out ("vertices 5", "edges 0-1 1-2 ..."), read
// without any help from the engine, and a few facts about it for the reader's eyes.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace gg_check {

class Header;

struct Board {
  int vertices = 0;
  std::vector<std::pair<int, int>> edges;  // in header order; loops only where a game allows
  std::vector<std::vector<int>> neighbours;

  // Index of edge {u, v}, or -1 (also for u or v outside the board).
  int edge_index(int u, int v) const;
  int degree(int v) const { return static_cast<int>(neighbours[v].size()); }
  // edge_at[u * vertices + v]: the index of edge {u, v}, or -1; filled by read_board.
  std::vector<int> edge_at;
};

// Reads "vertices" and "edges". Refuses repeated edges, vertices out of range, and loops
// unless `loops_allowed`.
Board read_board(const Header& header, bool loops_allowed);

// Whether `map` (vertex v to map[v]) is a permutation of the vertices taking every edge to
// an edge (loops to loops): a symmetry of the board.
bool is_automorphism(const Board& board, const std::vector<int>& map);

// Words for the reader: "complete graph K5", "cycle C6", "7 vertices, 9 edges".
std::string describe(const Board& board);

// What the checker makes of the header's board name.
struct Naming {
  bool confirmed = false;
  std::string words;  // "complete graph K5", or why the name is not confirmed
};

// Confirms the board's name from the checker's own definitions: a complete graph, complete
// bipartite graph, path, cycle or wheel up to isomorphism ("K5", "K3,4", "P6", "C7", "W8"); a
// product of two of P, C, K ("P3xP4", "C5xK2") in its standard labelling (vertex (i, j) is
// i * |second factor| + j); a graph6 string, encoded again from the edges in their labels.
// Refuses edges that do not form a name of these shapes; any other name is not confirmed.
Naming confirm_named_family(const Board& board, const std::string& name);

// Integers of a header field: "3" or "0,4".
std::vector<int> numbers(const std::string& text, char separator);

}  // namespace gg_check
