// Proofs by component values (docs/certificates.md, "Component values"), for Node Kayles:
// instead of a tree of positions, the certificate lists components of the board (sets of
// vertices, each inducing a connected subgraph) with their Sprague-Grundy values.
//
// What the checker trusts besides the rules: the Sprague-Grundy theory of impartial games
// under normal play. A position whose free vertices split into components is the disjoint sum
// of those components (a move takes a vertex and its neighbours, so it changes one component
// only); the value of a sum is the XOR of its parts' values; a component's value is the least
// number that no option's value equals; the player to move wins exactly when the value is
// not zero.
//
// Each entry is verified before the next is read:
//   'G' (a value shown by its options): the vertices form a connected set; for every vertex
//       v of it the option "choose v" leaves the set minus v's closed neighbourhood, whose
//       components must each be an earlier entry; the XOR of their values is the option's
//       value; the entry's value must be the least value no option has.
//   'I' (an image of an earlier entry): a map of the vertices onto that entry's vertices that
//       keeps adjacency and non-adjacency both ways (an isomorphism of the two induced
//       subgraphs), so the value is that entry's.
// Then the start position's components must all be entries, and the XOR of their values must
// give the claimed winner.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "board.h"
#include "certificate_reader.h"
#include "header.h"
#include "walk.h"

namespace gg_check {

class ComponentValues {
 public:
  explicit ComponentValues(const Board& board) : board_(board) {
    if (board.vertices > 64) throw Refused("component values need a board of at most 64 vertices");
    for (int v = 0; v < board.vertices; ++v) {
      closed_.push_back(bit(v));
      for (int w : board.neighbours[v]) closed_.back() |= bit(w);
    }
  }

  // Reads and verifies every entry, then the claim that `winner` wins from the position
  // whose free vertices are `free` ('1' each) with `mover` to move.
  WalkResult run(CertificateReader& reader, const std::string& free, int mover, int winner) {
    const std::uint64_t count = reader.number();
    if (count > (std::uint64_t{1} << 32)) throw Refused("the proof claims too many entries");
    for (std::uint64_t i = 0; i < count; ++i) read_entry(reader);
    std::uint64_t position = 0;
    for (int v = 0; v < board_.vertices; ++v)
      if (free[static_cast<std::size_t>(v)] == '1') position |= bit(v);
    const int value = sum_value(position, "the start position");
    const int shown = value != 0 ? mover : 3 - mover;
    if (shown != winner)
      throw Refused("at the start: the components' values (XOR " + std::to_string(value) +
                    ") give player " + std::to_string(shown) + " the win, not player " +
                    std::to_string(winner));
    return {count, count};
  }

 private:
  static std::uint64_t bit(int v) { return std::uint64_t{1} << v; }

  struct Entry {
    std::uint64_t set;
    std::vector<int> vertices;
    int value;
  };

  void read_entry(CertificateReader& reader) {
    const std::size_t number = entries_.size();
    const std::uint8_t tag = reader.byte();
    const std::string name = "entry " + std::to_string(number);
    if (tag != 'G' && tag != 'I') throw Refused(name + ": unknown kind of entry");
    const std::uint64_t k = reader.number();
    if (k == 0 || k > static_cast<std::uint64_t>(board_.vertices))
      throw Refused(name + ": a component of " + std::to_string(k) + " vertices");
    const std::vector<int> vertices = read_vertices(reader, name, k, true);
    std::uint64_t set = 0;
    for (int v : vertices) set |= bit(v);
    const std::string named = name + " (" + spelled(set) + ")";
    if (values_.count(set)) throw Refused(named + " gives a component given before");
    int value = 0;
    if (tag == 'G') {
      const std::uint64_t claimed = reader.number();
      if (component_of(set, vertices.front()) != set) throw Refused(named + " is not connected");
      std::vector<bool> seen(vertices.size() + 2, false);
      for (int v : vertices) {
        const int option = sum_value(set & ~closed_[v], named + ", option " + std::to_string(v));
        if (option < static_cast<int>(seen.size())) seen[static_cast<std::size_t>(option)] = true;
      }
      while (seen[static_cast<std::size_t>(value)]) ++value;
      if (claimed != static_cast<std::uint64_t>(value))
        throw Refused(named + " claims value " + std::to_string(claimed) +
                      ", but its options give " + std::to_string(value));
    } else {
      const std::uint64_t target = reader.number();
      if (target >= number) throw Refused(named + " refers to a later entry");
      const Entry& to = entries_[target];
      const std::vector<int> images = read_vertices(reader, named, k, false);
      std::uint64_t image_set = 0;
      for (int w : images) image_set |= bit(w);
      if (images.size() != vertices.size() || image_set != to.set)
        throw Refused(named + " is not mapped onto the vertices of entry " +
                      std::to_string(target));
      for (std::size_t a = 0; a < vertices.size(); ++a)
        for (std::size_t b = a + 1; b < vertices.size(); ++b)
          if (adjacent(vertices[a], vertices[b]) != adjacent(images[a], images[b]))
            throw Refused(named + ": the map to entry " + std::to_string(target) +
                          " is not an isomorphism (" + std::to_string(vertices[a]) + ", " +
                          std::to_string(vertices[b]) + ")");
      value = to.value;
    }
    values_.emplace(set, value);
    entries_.push_back({set, vertices, value});
  }

  // `k` distinct vertices of the board; `increasing`: in increasing order.
  std::vector<int> read_vertices(CertificateReader& reader, const std::string& name,
                                 std::uint64_t k, bool increasing) {
    std::vector<int> out;
    std::uint64_t seen = 0;
    for (std::uint64_t i = 0; i < k; ++i) {
      const std::uint64_t v = reader.number();
      if (v >= static_cast<std::uint64_t>(board_.vertices))
        throw Refused(name + ": no vertex " + std::to_string(v));
      if ((seen & bit(static_cast<int>(v))) ||
          (increasing && !out.empty() && static_cast<int>(v) < out.back()))
        throw Refused(name + ": vertices out of order or repeated");
      seen |= bit(static_cast<int>(v));
      out.push_back(static_cast<int>(v));
    }
    return out;
  }

  bool adjacent(int u, int v) const { return (closed_[u] & bit(v)) != 0 && u != v; }

  std::uint64_t component_of(std::uint64_t set, int v) const {
    std::uint64_t reached = bit(v);
    for (std::uint64_t frontier = reached; frontier != 0;) {
      std::uint64_t next = 0;
      for (int u = 0; u < board_.vertices; ++u)
        if (frontier & bit(u)) next |= closed_[u];
      frontier = next & set & ~reached;
      reached |= frontier;
    }
    return reached;
  }

  // The XOR of the values of the components of `set`, each of which must be an entry.
  int sum_value(std::uint64_t set, const std::string& where) const {
    int value = 0;
    while (set != 0) {
      int v = 0;
      while (!(set & bit(v))) ++v;
      const std::uint64_t part = component_of(set, v);
      const auto it = values_.find(part);
      if (it == values_.end())
        throw Refused(where + ": the component " + spelled(part) + " has no earlier entry");
      value ^= it->second;
      set &= ~part;
    }
    return value;
  }

  std::string spelled(std::uint64_t set) const {
    std::string out = "{";
    for (int v = 0; v < board_.vertices; ++v) {
      if (!(set & bit(v))) continue;
      if (out.size() > 1) out += ',';
      out += std::to_string(v);
    }
    return out + "}";
  }

  const Board& board_;
  std::vector<std::uint64_t> closed_;  // each vertex with its neighbours
  std::vector<Entry> entries_;
  std::unordered_map<std::uint64_t, int> values_;  // by vertex set
};

}  // namespace gg_check
