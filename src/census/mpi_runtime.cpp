#include "census/mpi_runtime.h"

#include <mpi.h>

namespace gg::census {
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

}  // namespace

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

}  // namespace gg::census
