// The fixed benchmark suite run by `gg bench`. Its total node count is the search signature
// checked in at bench/signature.txt: a change that alters search behaviour changes it, on
// purpose and visibly.
#pragma once

#include <string>
#include <vector>

namespace gg::bench {

struct BenchCase {
  std::string game;
  std::string board;
  std::string moves;
  bool heavy = false;  // only with `gg bench --full` (frontier boards, minutes)
};

const std::vector<BenchCase>& suite();

}  // namespace gg::bench
