// One layer of a tablebase: every graph of one order and one number of edges (in a class of
// graphs), keyed by canonical rows and sorted by key, with each graph's value words and root
// code. The layer below a layer being built is looked up by key through an open-addressing
// index.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "core/zeroed_memory.h"
#include "tablebase/graph_key.h"

namespace gg::tablebase {

class Layer {
 public:
  Layer() = default;
  // The graphs of `keys` (sorted, distinct) with `words` zeroed value words each.
  Layer(int order, int edges, int words, std::vector<GraphKey> keys);

  int order() const { return order_; }
  int edges() const { return edges_; }
  int words_per_graph() const { return words_; }
  std::size_t size() const { return roots_.size(); }

  GraphKey key(std::size_t i) const { return records()[i * stride()]; }
  std::uint64_t* words(std::size_t i) { return &records()[i * stride() + 1]; }
  const std::uint64_t* words(std::size_t i) const { return &records()[i * stride() + 1]; }
  std::uint8_t& root(std::size_t i) { return roots_[i]; }
  std::uint8_t root(std::size_t i) const { return roots_[i]; }
  const std::vector<std::uint8_t>& roots() const { return roots_; }
  std::vector<std::uint8_t>& roots() { return roots_; }

  // Records: the key, then the value words; stride() words each, in key order.
  std::size_t stride() const { return static_cast<std::size_t>(words_) + 1; }
  std::span<std::uint64_t> records() {
    return {static_cast<std::uint64_t*>(records_.data()), size() * stride()};
  }
  std::span<const std::uint64_t> records() const {
    return {static_cast<const std::uint64_t*>(records_.data()), size() * stride()};
  }

  // Builds the lookup index (after the records are final).
  void build_index();
  // The value words of the graph with this key, or nullptr when the layer has no such graph.
  const std::uint64_t* find(GraphKey key) const {
    for (std::size_t slot = slot_of(key);; slot = (slot + 1) & mask_) {
      const std::uint32_t entry = slots()[slot];
      if (entry == 0) return nullptr;
      const std::uint64_t* record = &records()[(entry - 1) * stride()];
      if (record[0] == key) return record + 1;
    }
  }
  // Asks the memory for the index slot of `key`, and then for the record it names, ahead
  // of find(): a large layer's index and records are far beyond the caches, and a graph
  // looks up all its children at once (edge_table.cpp).
  void prefetch_slot(GraphKey key) const { __builtin_prefetch(&slots()[slot_of(key)]); }
  void prefetch_record(GraphKey key) const {
    const std::uint32_t entry = slots()[slot_of(key)];
    if (entry != 0) __builtin_prefetch(&records()[(entry - 1) * stride()]);
  }
  // Frees the index and the records.
  void clear();

 private:
  std::size_t slot_of(GraphKey key) const;
  const std::uint32_t* slots() const { return static_cast<const std::uint32_t*>(slots_.data()); }

  int order_ = 0;
  int edges_ = 0;
  int words_ = 0;
  // The records, and the index: rank + 1 of the graph in each slot, 0 when empty. Both are
  // read at random while the layer above is built, so both are on huge pages
  // (zeroed_memory.h).
  ZeroedMemory records_;
  std::vector<std::uint8_t> roots_;
  ZeroedMemory slots_;
  std::size_t mask_ = 0;
};

}  // namespace gg::tablebase
