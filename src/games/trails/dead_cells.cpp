#include "games/trails/dead_cells.h"

#include <algorithm>
#include <cstdint>

namespace gg::trails {
namespace {

constexpr int kSourceSide = kMaxNodes;      // super-node joined to every node of one side
constexpr int kTargetSide = kMaxNodes + 1;  // and to every node of the opposite side
constexpr int kVertices = kMaxNodes + 2;
constexpr int kMaxDegree = 2 * (kMaxSize + 1);  // a super-node: a side's nodes plus S-T
// Edge ids: a diagonal is named by its cell; side edges and the S-T edge come after.
constexpr int kFirstSideEdge = kMaxCells;
constexpr int kJoinEdge = 255;

// One colour's potential graph with S and T joined to two opposite sides; marks the diagonals
// that share a biconnected block with the edge S-T (Tarjan's algorithm with an edge stack).
class SideToSidePaths {
 public:
  void add_edge(int a, int b, int id) {
    adjacent_[a][degree_[a]++] = {static_cast<std::uint8_t>(b), static_cast<std::uint8_t>(id)};
    adjacent_[b][degree_[b]++] = {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(id)};
  }
  int next_side_edge() { return kFirstSideEdge + side_edges_++; }

  void mark_cells_on_paths(CellFlags& on_path) {
    add_edge(kSourceSide, kTargetSide, kJoinEdge);
    on_path_ = &on_path;
    visit(kSourceSide, -1);
  }

 private:
  struct Edge {
    std::uint8_t to;
    std::uint8_t id;
  };

  void visit(int u, int parent_edge) {
    order_[u] = low_[u] = ++clock_;
    for (int i = 0; i < degree_[u]; ++i) {
      const auto [v, id] = adjacent_[u][i];
      if (id == parent_edge) continue;
      if (order_[v] == 0) {
        stack_[depth_++] = id;
        visit(v, id);
        low_[u] = std::min(low_[u], low_[v]);
        if (low_[v] >= order_[u]) pop_block(id);
      } else if (order_[v] < order_[u]) {
        stack_[depth_++] = id;
        low_[u] = std::min(low_[u], order_[v]);
      }
    }
  }

  // Pops the block that ends with edge `last`; its diagonals are on a side-to-side path when
  // the block holds the S-T edge.
  void pop_block(int last) {
    int begin = depth_;
    bool joins = false;
    do {
      --begin;
      joins |= stack_[begin] == kJoinEdge;
    } while (stack_[begin] != last);
    if (joins)
      for (int i = begin; i < depth_; ++i)
        if (stack_[i] < kFirstSideEdge) (*on_path_)[stack_[i]] = true;
    depth_ = begin;
  }

  std::array<std::array<Edge, kMaxDegree + 1>, kVertices> adjacent_;
  std::array<std::uint8_t, kVertices> degree_{};
  std::array<std::uint8_t, kVertices> order_{};
  std::array<std::uint8_t, kVertices> low_{};
  std::array<std::uint8_t, kMaxCells + kMaxDegree * 2 + 1> stack_;
  int depth_ = 0;
  int clock_ = 0;
  int side_edges_ = 0;
  CellFlags* on_path_ = nullptr;
};

}  // namespace

int find_dead_cells(const State& s, CellFlags& dead) {
  const Board& b = s.board();
  // Cells with a diagonal on some simple side-to-side path of its colour's potential graph.
  CellFlags live{};
  constexpr std::uint8_t kLeftRight[2] = {1, 2}, kBottomTop[2] = {4, 8};
  for (const bool red : {true, false})
    for (const auto& sides : {kLeftRight, kBottomTop}) {
      SideToSidePaths graph;
      for (int cell = 0; cell < b.cells(); ++cell) {
        const Token t = s.token(cell);
        // The diagonal of colour `red` this cell has or may still get.
        const Token diagonal =
            b.red(b.ends(cell, Token::kUphill)[0]) == red ? Token::kUphill : Token::kDownhill;
        if (t != Token::kEmpty && t != diagonal) continue;
        const auto [a, z] = b.ends(cell, diagonal);
        graph.add_edge(a, z, cell);
      }
      for (int v = 0; v < b.nodes(); ++v) {
        if (b.red(v) != red) continue;
        if ((b.sides(v) & sides[0]) != 0) graph.add_edge(kSourceSide, v, graph.next_side_edge());
        if ((b.sides(v) & sides[1]) != 0) graph.add_edge(kTargetSide, v, graph.next_side_edge());
      }
      graph.mark_cells_on_paths(live);
    }
  int count = 0;
  for (int cell = 0; cell < kMaxCells; ++cell) {
    dead[cell] = cell < b.cells() && s.token(cell) == Token::kEmpty && !live[cell];
    count += dead[cell];
  }
  return count;
}

}  // namespace gg::trails
