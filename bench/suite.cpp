#include "bench/suite.h"

namespace gg::bench {

const std::vector<BenchCase>& suite() {
  static const std::vector<BenchCase> cases = {
      // Trail Trap: the paper's boards (Section 3) and partly played positions.
      {"trail-trap", "K6", "", false},
      {"trail-trap", "K7", "", false},
      {"trail-trap", "K8", "", false},
      {"trail-trap", "K8", "0>1 2>3 1>2", false},
      {"trail-trap", "K9", "", false},
      {"trail-trap", "K3,5", "", false},
      {"trail-trap", "K3,7", "", false},
      {"trail-trap", "K3,9", "", false},
      {"trail-trap", "K4,6", "", false},
      {"trail-trap", "K5,5", "", false},
      {"trail-trap", "P2xP7", "", false},
      {"trail-trap", "C6xK2", "", false},
      {"trail-trap", "petersen", "", false},
      {"trail-trap", "P3xP4", "", false},
      {"trail-trap", "P4xP5", "", false},
      // EDGe with k = EDCN: the paper's boards.
      {"edge", "petersen", "", false},
      {"edge", "C8", "", false},
      {"edge", "T7", "", false},
      {"edge", "moser", "", false},
      {"edge", "C8+1,3", "", false},
      {"edge", "P12", "", false},
      {"edge", "C12", "", false},
      {"edge", "P14", "", false},
      {"edge", "C16", "", false},
      // Game of Cycles: wheels (hub + C7 and hub + C8: 14 and 16 edges), the hourglasses.
      {"cycles", "W8", "", false},
      {"cycles", "W9", "", false},
      {"cycles", "hourglass", "", false},
      {"cycles", "inverted-hourglass", "", false},
      {"cycles", "spider:1,3,7", "", false},
      // Trails (Phil Leduc): small boards and 5x5 middle games.
      {"trails", "4", "", false},
      {"trails", "5", "/c3 \\b2 /d4 \\b4 /b3 \\d2", false},
      // Frontier boards: `gg bench --full`.
      {"trail-trap", "K5,7", "", false},
      {"trail-trap", "K3,11", "", false},
      {"trail-trap", "K5,9", "", true},
      {"trail-trap", "K10", "", true},
      {"trail-trap", "K7,7", "", true},
      {"trail-trap", "K5,11", "", true},
      {"cycles", "W10", "", true},
      {"trails", "5", "/c3 \\b2 /d4 \\b4", true},
      {"edge", "P18", "", true, true},
      // A dense census board (9 vertices, 28 edges), winner only, and the 5x5 Trails question:
      // every opening's verdict.
      {"trail-trap", "H?zn~~~", "", true, true},
      {"trails", "5", "", true, false, 8192},
  };
  return cases;
}

}  // namespace gg::bench
