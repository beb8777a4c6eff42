#include "store/mpi_runtime.h"

#include <mpi.h>

#include <algorithm>

namespace gg::store {
namespace {

int mpi_source(int from) { return from == kAnyRank ? MPI_ANY_SOURCE : from; }
int mpi_tag(int tag) { return tag == kAnyTag ? MPI_ANY_TAG : tag; }

MpiMessage receive_probed(const MPI_Status& status) {
  int count = 0;
  MPI_Get_count(&status, MPI_CHAR, &count);
  MpiMessage m{std::string(static_cast<std::size_t>(count), '\0'), status.MPI_SOURCE,
               status.MPI_TAG};
  MPI_Recv(m.text.data(), count, MPI_CHAR, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD,
           MPI_STATUS_IGNORE);
  return m;
}

// MPI counts are ints: larger blocks go in several rounds of at most this many elements.
constexpr std::size_t kMaxCount = std::size_t{1} << 30;

template <class T>
void gather_blocks(T* data, const std::vector<std::size_t>& offsets, MPI_Datatype type) {
  const std::size_t ranks = offsets.size() - 1;
  std::size_t longest = 0;
  for (std::size_t r = 0; r < ranks; ++r) longest = std::max(longest, offsets[r + 1] - offsets[r]);
  // Round k moves elements [k * kMaxCount, (k + 1) * kMaxCount) of every block.
  for (std::size_t from = 0; from < longest; from += kMaxCount) {
    std::vector<int> counts(ranks);
    std::vector<int> displacements(ranks);
    // Each round gathers into a buffer laid out block after block, then copies back.
    std::size_t total = 0;
    for (std::size_t r = 0; r < ranks; ++r) {
      const std::size_t size = offsets[r + 1] - offsets[r];
      const std::size_t count = size > from ? std::min(size - from, kMaxCount) : 0;
      counts[r] = static_cast<int>(count);
      displacements[r] = static_cast<int>(total);
      total += count;
    }
    std::vector<T> buffer(total);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    const auto own = static_cast<std::size_t>(rank);
    std::copy_n(data + offsets[own] + from, counts[own], buffer.data() + displacements[own]);
    MPI_Allgatherv(MPI_IN_PLACE, 0, type, buffer.data(), counts.data(), displacements.data(), type,
                   MPI_COMM_WORLD);
    for (std::size_t r = 0; r < ranks; ++r)
      std::copy_n(buffer.data() + displacements[r], counts[r], data + offsets[r] + from);
  }
}

}  // namespace

bool all_ranks(bool value) {
  int mine = value ? 1 : 0;
  int all = 0;
  MPI_Allreduce(&mine, &all, 1, MPI_INT, MPI_LAND, MPI_COMM_WORLD);
  return all != 0;
}

void all_gather_blocks(std::uint64_t* data, const std::vector<std::size_t>& offsets) {
  gather_blocks(data, offsets, MPI_UINT64_T);
}

void all_gather_blocks(std::uint8_t* data, const std::vector<std::size_t>& offsets) {
  gather_blocks(data, offsets, MPI_UINT8_T);
}

MpiRuntime::MpiRuntime() {
  // Funneled: a rank may run a solver thread beside the one that talks MPI (gg prove).
  int provided = 0;
  MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
}

MpiRuntime::~MpiRuntime() { MPI_Finalize(); }

void send_text(const std::string& text, int to, int tag) {
  MPI_Send(text.data(), static_cast<int>(text.size()), MPI_CHAR, to, tag, MPI_COMM_WORLD);
}

MpiMessage receive_text(int from, int tag) {
  MPI_Status status;
  MPI_Probe(mpi_source(from), mpi_tag(tag), MPI_COMM_WORLD, &status);
  return receive_probed(status);
}

std::optional<MpiMessage> poll_text(int from, int tag) {
  MPI_Status status;
  int waiting = 0;
  MPI_Iprobe(mpi_source(from), mpi_tag(tag), MPI_COMM_WORLD, &waiting, &status);
  if (!waiting) return std::nullopt;
  return receive_probed(status);
}

}  // namespace gg::store
