// One move buffer per search depth, kept for the searcher's life: a game's move list can be
// large (Trail Trap's first ply holds up to 4,032 moves), so it lives on the heap, allocated
// once per depth, instead of on the recursion's stack.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

namespace gg {

template <class S>
class MoveBuffers {
 public:
  typename S::MoveBuffer& at(std::size_t depth) {
    while (buffers_.size() <= depth) buffers_.push_back(std::make_unique<typename S::MoveBuffer>());
    return *buffers_[depth];
  }

 private:
  std::vector<std::unique_ptr<typename S::MoveBuffer>> buffers_;
};

}  // namespace gg
