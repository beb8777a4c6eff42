#include "core/zeroed_memory.h"

#include <cstdint>
#include <cstdlib>
#include <new>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace gg {
namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;

}  // namespace

ZeroedMemory::ZeroedMemory(std::size_t bytes) : size_(bytes) {
#if defined(__linux__)
  if (bytes >= kHugePage) {
    // Map one huge page more than needed so an aligned start always fits; anonymous
    // mappings are zero-filled by the kernel as pages are first touched.
    const std::size_t length = bytes + kHugePage;
    void* region =
        mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (region == MAP_FAILED) throw std::bad_alloc();
    const auto start = reinterpret_cast<std::uintptr_t>(region);
    const std::uintptr_t aligned = (start + kHugePage - 1) & ~(kHugePage - 1);
    data_ = reinterpret_cast<void*>(aligned);
    madvise(data_, bytes, MADV_HUGEPAGE);  // advice only: failure leaves ordinary pages
    mapping_ = region;
    mapped_ = length;
    return;
  }
#endif
  mapping_ = std::calloc(bytes == 0 ? 1 : bytes, 1);
  if (mapping_ == nullptr) throw std::bad_alloc();
  data_ = mapping_;
}

ZeroedMemory::~ZeroedMemory() { release(); }

ZeroedMemory::ZeroedMemory(ZeroedMemory&& other) noexcept
    : data_(std::exchange(other.data_, nullptr)),
      mapping_(std::exchange(other.mapping_, nullptr)),
      mapped_(std::exchange(other.mapped_, 0)),
      size_(std::exchange(other.size_, 0)) {}

ZeroedMemory& ZeroedMemory::operator=(ZeroedMemory&& other) noexcept {
  if (this != &other) {
    release();
    data_ = std::exchange(other.data_, nullptr);
    mapping_ = std::exchange(other.mapping_, nullptr);
    mapped_ = std::exchange(other.mapped_, 0);
    size_ = std::exchange(other.size_, 0);
  }
  return *this;
}

void ZeroedMemory::release() {
  if (mapping_ == nullptr) return;
#if defined(__linux__)
  if (mapped_ != 0) {
    munmap(mapping_, mapped_);
    mapping_ = nullptr;
    return;
  }
#endif
  std::free(mapping_);
  mapping_ = nullptr;
}

}  // namespace gg
