// The keys of the positions proven so far, kept exactly (a key is compared byte for byte, never
// trusted by its hash) in about a third of the memory of a std::unordered_set<std::string>:
// the keys one after another in 64 MB chunks (a 2-byte length, then the bytes) and an
// open-addressing table of their places (linear probing, at most 3/4 full). Each slot holds
// the key's place plus one (0: empty) in its low 42 bits and the top bits of the key's hash
// above them, so that most probes are settled without reading the key.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

#include "header.h"

namespace gg_check {

class KeySet {
 public:
  bool contains(std::string_view key) const {
    return size_ > 0 && slots_[find(key, std::hash<std::string_view>{}(key))] != 0;
  }

  void insert(std::string_view key) {
    if (key.size() > 0xffff) throw Refused("a position key longer than 65,535 bytes");
    if (4 * (size_ + 1) > 3 * slots_.size()) grow();
    const std::uint64_t hash = std::hash<std::string_view>{}(key);
    std::uint64_t& slot = slots_[find(key, hash)];
    if (slot != 0) return;
    if (chunks_.empty() || used_ + 2 + key.size() > kChunk) {
      chunks_.push_back(std::make_unique_for_overwrite<char[]>(kChunk));
      used_ = 0;
    }
    char* at = chunks_.back().get() + used_;
    at[0] = static_cast<char>(key.size() & 0xff);
    at[1] = static_cast<char>(key.size() >> 8);
    std::copy(key.begin(), key.end(), at + 2);
    const std::uint64_t place = (chunks_.size() - 1) << kChunkBits | used_;
    slot = (hash & ~kPlace) | (place + 1);
    used_ += 2 + key.size();
    ++size_;
  }

  std::size_t size() const { return size_; }

 private:
  static constexpr int kChunkBits = 26;
  static constexpr std::size_t kChunk = std::size_t{1} << kChunkBits;
  static constexpr std::uint64_t kPlace = (std::uint64_t{1} << 42) - 1;

  std::string_view key_at(std::uint64_t slot) const {
    const std::uint64_t place = (slot & kPlace) - 1;
    const char* at = chunks_[place >> kChunkBits].get() + (place & (kChunk - 1));
    const auto length = static_cast<unsigned char>(at[0]) | static_cast<unsigned char>(at[1]) << 8;
    return {at + 2, static_cast<std::size_t>(length)};
  }

  // The slot holding the key, or the empty slot where it would go.
  std::size_t find(std::string_view key, std::uint64_t hash) const {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
      const std::uint64_t slot = slots_[i];
      if (slot == 0 || ((slot & ~kPlace) == (hash & ~kPlace) && key_at(slot) == key)) return i;
    }
  }

  void grow() {
    std::vector<std::uint64_t> old(std::max<std::size_t>(1024, 2 * slots_.size()), 0);
    old.swap(slots_);
    for (const std::uint64_t slot : old) {
      if (slot == 0) continue;
      const std::string_view key = key_at(slot);
      slots_[find(key, std::hash<std::string_view>{}(key))] = slot;
    }
  }

  std::vector<std::unique_ptr<char[]>> chunks_;
  std::size_t used_ = 0;  // bytes used in the last chunk
  std::vector<std::uint64_t> slots_;
  std::size_t size_ = 0;
};

}  // namespace gg_check
