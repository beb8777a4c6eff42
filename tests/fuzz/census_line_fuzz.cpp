// One line of `gg census --stdin`: graph6 or sparse6, as a graph or as every plane board of it.
#include "census/census.h"
#include "fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string line = gg::fuzz::text_of(data + 1, size - 1);
  // Every plane board of a graph is a search over its embeddings: kept to small orders (a
  // graph6 line of at most 8 characters), as a census --planar would meet them.
  const bool plane_boards = (data[0] & 1) != 0 && line.size() <= 8;
  return gg::fuzz::accept_or_refuse(
      [&] { gg::census::items_of_line(line, "graph 1 of the input", plane_boards); });
}
