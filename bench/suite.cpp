#include "bench/suite.h"

namespace gg::bench {

const std::vector<BenchCase>& suite() {
  static const std::vector<BenchCase> cases = {
      // Trail Trap: the paper's boards (Section 3) and partly played positions.
      {"trail-trap", "K6", "", {}},
      {"trail-trap", "K7", "", {}},
      {"trail-trap", "K8", "", {}},
      {"trail-trap", "K8", "0>1 2>3 1>2", {}},
      {"trail-trap", "K9", "", {}},
      {"trail-trap", "K3,5", "", {}},
      {"trail-trap", "K3,7", "", {}},
      {"trail-trap", "K3,9", "", {}},
      {"trail-trap", "K4,6", "", {}},
      {"trail-trap", "K5,5", "", {}},
      {"trail-trap", "P2xP7", "", {}},
      {"trail-trap", "C6xK2", "", {}},
      {"trail-trap", "petersen", "", {}},
      {"trail-trap", "P3xP4", "", {}},
      {"trail-trap", "P4xP5", "", {}},
      // EDGe with k = EDCN: the paper's boards.
      {"edge", "petersen", "", {}},
      {"edge", "C8", "", {}},
      {"edge", "T7", "", {}},
      {"edge", "moser", "", {}},
      {"edge", "C8+1,3", "", {}},
      {"edge", "P12", "", {}},
      {"edge", "C12", "", {}},
      {"edge", "P14", "", {}},
      {"edge", "C16", "", {}},
      // Game of Cycles: wheels (hub + C7 and hub + C8: 14 and 16 edges), the hourglasses.
      {"cycles", "W8", "", {}},
      {"cycles", "W9", "", {}},
      {"cycles", "hourglass", "", {}},
      {"cycles", "inverted-hourglass", "", {}},
      {"cycles", "spider:1,3,7", "", {}},
      // Trails (Phil Leduc): small boards and 5x5 middle games.
      {"trails", "4", "", {}},
      {"trails", "5", "/c3 \\b2 /d4 \\b4 /b3 \\d2", {}},
      // Node Kayles: grids by component decomposition (shared component values).
      {"node-kayles", "P5xP6", "", {}},
      {"node-kayles", "P4xP8", "", {}},
      // Frontier boards: `gg bench --full`.
      {"trail-trap", "K5,7", "", {}},
      {"trail-trap", "K3,11", "", {}},
      {"trail-trap", "K5,9", "", {.heavy = true}},
      {"trail-trap", "K10", "", {.heavy = true}},
      {"trail-trap", "K7,7", "", {.heavy = true}},
      {"trail-trap", "K5,11", "", {.heavy = true}},
      {"cycles", "W10", "", {.heavy = true}},
      {"trails", "5", "/c3 \\b2 /d4 \\b4", {.heavy = true}},
      {"edge", "P18", "", {.heavy = true, .winner_only = true}},
      // A dense census board (9 vertices, 28 edges), winner only, and the 5x5 Trails question:
      // every opening's verdict.
      {"trail-trap", "H?zn~~~", "", {.heavy = true, .winner_only = true}},
      {"trails", "5", "", {.heavy = true, .tt_megabytes = 8192}},
  };
  return cases;
}

}  // namespace gg::bench
