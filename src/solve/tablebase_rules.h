// Retrograde analysis over every graph of one order (src/tablebase/): what a game gives when,
// once its openings are played, a position is a graph with a few marked vertices, the players
// are alike (the rules treat them the same, as in an impartial game or Trail Trap after both
// tokens are placed), and every move makes the graph smaller. The positions of all boards of
// order n are then states over the graphs of order at most n, and a state's value follows from
// states of smaller graphs: a bottom-up pass, as endgame tablebases are built, decides every
// board of the order at once. Two kinds of move make a graph smaller:
// - EdgeTablebaseRules: every move deletes one edge (Trail Trap, edge geography); the pass runs
//   over the graphs of order n in increasing edge count.
// - VertexTablebaseRules: every move deletes vertices and the position is a sum of, or lives
//   on one of, the components left (Node Kayles, vertex geography); the pass runs over the
//   connected graphs in increasing order.
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

// The verdict of an impartial game's root code that is the board's Sprague-Grundy value: the
// player to move (player 1) wins iff it is not 0.
inline TablebaseVerdict grundy_verdict(std::uint8_t root) {
  return {root != 0 ? 1 : 2, static_cast<int>(root)};
}

// What the rules of every table share: their name and layout, and the verdicts of a root code.
class TablebaseRules {
 public:
  virtual ~TablebaseRules() = default;
  // Names the rules and the layout of their words; table files carry it, so a file written
  // for other rules or another layout is never read as these.
  virtual std::string_view table_id() const = 0;
  // The 64-bit value words each graph of the order keeps (at most kMaxTablebaseWords).
  virtual int words(int order) const = 0;
  // The census variants a root code answers, spelled as Game::variant spells them.
  virtual std::span<const std::string_view> variants() const = 0;
  // The result of variant `variant` (an index into variants()) from a root code.
  virtual TablebaseVerdict verdict(std::uint8_t root, std::size_t variant) const = 0;
};

class EdgeTablebaseRules : public TablebaseRules {
 public:
  // A graph's value words (zeroed by the caller) and its root code: what the graph is worth
  // as a whole board under each variant. children[i] is the graph without edges[i].
  virtual void evaluate(int order, const VertexSet* adjacency, std::span<const TablebaseEdge> edges,
                        std::span<const TablebaseChild> children, std::uint64_t* words,
                        std::uint8_t& root) const = 0;
};

// The values of the connected graphs smaller than the graph being evaluated.
class ComponentTable {
 public:
  // The value words of the connected subgraph that `vertices` induce in the graph being
  // evaluated (fewer vertices than it), in that subgraph's canonical labelling; place[v] is
  // set, for every v in `vertices`, to v's vertex in that labelling.
  virtual const std::uint64_t* words(VertexSet vertices, std::uint8_t* place) const = 0;

 protected:
  ~ComponentTable() = default;
};

class VertexTablebaseRules : public TablebaseRules {
 public:
  // A graph's value words (zeroed by the caller) and its root code from the components its
  // moves leave. The graph is connected, except on the largest order of a census of all
  // graphs, whose words are never looked up.
  virtual void evaluate(int order, const VertexSet* adjacency, const ComponentTable& table,
                        std::uint64_t* words, std::uint8_t& root) const = 0;
};

}  // namespace gg
