// What every fuzz target shares: the input as text, and the errors a bad input may give (an
// InputError, or a search stopped at the target's tiny limits). Anything else escapes to
// libFuzzer as a crash, and so does any sanitizer report.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "core/error.h"
#include "solve/limits.h"

namespace gg::fuzz {

inline std::string text_of(const std::uint8_t* data, std::size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

// A search may take this many nodes per input: enough to start, never to run long.
inline SolveLimits tiny_limits() {
  SolveLimits limits;
  limits.max_nodes = 4096;
  limits.tt_megabytes = 1;
  return limits;
}

// Runs `parse` on the input; bad input is expected and ignored.
template <class F>
int accept_or_refuse(F&& parse) {
  try {
    parse();
  } catch (const InputError&) {
  } catch (const SearchAborted&) {
  }
  return 0;
}

}  // namespace gg::fuzz
