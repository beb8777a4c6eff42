#include "tablebase/layer.h"

#include <stdexcept>
#include <utility>

#include "core/zobrist.h"

namespace gg::tablebase {

Layer::Layer(int order, int edges, int words, std::vector<GraphKey> keys)
    : order_(order), edges_(edges), words_(words), roots_(keys.size(), 0) {
  if (keys.size() >= 0xFFFFFFFFULL) throw std::length_error("a tablebase layer of 2^32 graphs");
  records_ = ZeroedMemory(keys.size() * stride() * sizeof(std::uint64_t));
  const std::span<std::uint64_t> all = records();
  for (std::size_t i = 0; i < keys.size(); ++i) all[i * stride()] = keys[i];
}

std::size_t Layer::slot_of(GraphKey key) const { return mix64(key) & mask_; }

void Layer::build_index() {
  // At most half full: probes stay short, and 4 bytes a slot is small beside the records.
  std::size_t capacity = 2;
  while (capacity < 2 * size()) capacity *= 2;
  mask_ = capacity - 1;
  slots_ = ZeroedMemory(capacity * sizeof(std::uint32_t));
  auto* slots = static_cast<std::uint32_t*>(slots_.data());
  for (std::size_t i = 0; i < size(); ++i) {
    std::size_t slot = slot_of(key(i));
    while (slots[slot] != 0) slot = (slot + 1) & mask_;
    slots[slot] = static_cast<std::uint32_t>(i + 1);
  }
}

void Layer::clear() {
  records_ = ZeroedMemory();
  std::vector<std::uint8_t>().swap(roots_);
  slots_ = ZeroedMemory();
  mask_ = 0;
}

}  // namespace gg::tablebase
