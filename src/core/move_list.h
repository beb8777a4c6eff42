// A fixed-capacity move buffer: no allocation in the search loop.
#pragma once

#include <array>
#include <cstddef>

#include "core/error.h"

namespace gg {

template <class Move, std::size_t Capacity>
class MoveList {
 public:
  void clear() { size_ = 0; }
  void push(const Move& m) {
    GG_DCHECK(size_ < Capacity);
    moves_[size_++] = m;
  }
  // Keeps the first `size` moves.
  void truncate(std::size_t size) {
    GG_DCHECK(size <= size_);
    size_ = size;
  }
  static constexpr std::size_t capacity() { return Capacity; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move& operator[](std::size_t i) { return moves_[i]; }
  const Move& operator[](std::size_t i) const { return moves_[i]; }
  Move* begin() { return moves_.data(); }
  Move* end() { return moves_.data() + size_; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }

 private:
  std::array<Move, Capacity> moves_;
  std::size_t size_ = 0;
};

}  // namespace gg
