// Graph specs as a user types them: families, products, unions, loops, edge lists, graph6,
// sparse6, inline JSON boards. File specs (a leading '@') are left out: they read files.
#include "fuzz_input.h"
#include "graph/graph_spec.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string spec = gg::fuzz::text_of(data, size);
  if (!spec.empty() && spec.find('@') != std::string::npos) return 0;
  return gg::fuzz::accept_or_refuse([&] { gg::parse_graph_spec(spec); });
}
