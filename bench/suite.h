// The fixed benchmark suite run by `gg bench`. Its total node count is the search signature
// checked in at bench/signature.txt: a change that alters search behaviour changes it, on
// purpose and visibly (per game and in total).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace gg::bench {

struct BenchOptions {
  bool heavy = false;            // only with `gg bench --full` (frontier boards, minutes)
  bool winner_only = false;      // decide the winner only (as a census does)
  std::size_t tt_megabytes = 0;  // transposition table size; 0: the command's limit
};

struct BenchCase {
  std::string game;
  std::string board;
  std::string moves;
  BenchOptions options;
};

const std::vector<BenchCase>& suite();

}  // namespace gg::bench
