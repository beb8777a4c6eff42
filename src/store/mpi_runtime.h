// MPI for the commands that run under mpirun (gg census --mpi, gg prove --mpi), built when
// CMake finds MPI (GG_HAVE_MPI): the runtime's life, and text messages between ranks, so that
// no other header needs <mpi.h>.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gg::store {

// Initialises MPI for the life of the object. Only the thread that made it calls MPI; others
// (a rank's solver thread) may run beside it.
class MpiRuntime {
 public:
  MpiRuntime();
  ~MpiRuntime();
  MpiRuntime(const MpiRuntime&) = delete;
  MpiRuntime& operator=(const MpiRuntime&) = delete;
  int rank() const { return rank_; }
  int size() const { return size_; }

 private:
  int rank_ = 0;
  int size_ = 1;
};

// Whether `value` holds on every rank (a logical and over all of them).
bool all_ranks(bool value);
// Every rank's block of an array, given to all: rank r holds [offsets[r], offsets[r + 1]) of
// `data` (in elements) and receives the rest (MPI_Allgatherv in place).
void all_gather_blocks(std::uint64_t* data, const std::vector<std::size_t>& offsets);
void all_gather_blocks(std::uint8_t* data, const std::vector<std::size_t>& offsets);

// A text message received, with its sender and tag.
struct MpiMessage {
  std::string text;
  int source = 0;
  int tag = 0;
};

constexpr int kAnyRank = -1;
constexpr int kAnyTag = -1;

void send_text(const std::string& text, int to, int tag);
// Waits for a message from `from` with `tag` (either may be kAnyRank / kAnyTag).
MpiMessage receive_text(int from, int tag);
// The next such message if one has arrived, without waiting.
std::optional<MpiMessage> poll_text(int from, int tag);

}  // namespace gg::store
