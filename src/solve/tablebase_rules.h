// Retrograde analysis over every graph of one order (src/tablebase/): what a game gives when,
// once its openings are played, a position is a graph (the edges still in play) with a few
// marked vertices, the players are alike (the rules treat them the same, as in an impartial
// game or Trail Trap after both tokens are placed), and every move deletes one edge. The
// positions of all boards of order n are then states over the graphs of order n, and a
// state's value follows from states of the graphs with one edge fewer: a bottom-up pass in
// edge count, as endgame tablebases are built, decides every board of the order at once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "core/bits.h"

namespace gg {

inline constexpr int kMaxTablebaseWords = 4;

// One edge of a graph, u < v.
struct TablebaseEdge {
  std::uint8_t u = 0;
  std::uint8_t v = 0;
};

// The graph with one edge deleted, as the layer below stores it.
struct TablebaseChild {
  const std::uint64_t* words;  // its value words, in its canonical labelling
  const std::uint8_t* place;   // place[v]: its canonical vertex for the graph's vertex v
};

// A board's result under one census variant.
struct TablebaseVerdict {
  int winner = 0;
  std::optional<int> grundy;
};

class EdgeTablebaseRules {
 public:
  virtual ~EdgeTablebaseRules() = default;
  // Names the rules and the layout of their words; table files carry it, so a file written
  // for other rules or another layout is never read as these.
  virtual std::string_view table_id() const = 0;
  // The 64-bit value words each graph of the order keeps (at most kMaxTablebaseWords).
  virtual int words(int order) const = 0;
  // A graph's value words (zeroed by the caller) and its root code: what the graph is worth
  // as a whole board under each variant. children[i] is the graph without edges[i].
  virtual void evaluate(int order, const VertexSet* adjacency, std::span<const TablebaseEdge> edges,
                        std::span<const TablebaseChild> children, std::uint64_t* words,
                        std::uint8_t& root) const = 0;
  // The census variants a root code answers, spelled as Game::variant spells them.
  virtual std::span<const std::string_view> variants() const = 0;
  // The result of variant `variant` (an index into variants()) from a root code.
  virtual TablebaseVerdict verdict(std::uint8_t root, std::size_t variant) const = 0;
};

}  // namespace gg
