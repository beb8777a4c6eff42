#include "bench/suite.h"

namespace gg::bench {

const std::vector<BenchCase>& suite() {
  static const std::vector<BenchCase> cases = {
      // Trail Trap: the paper's boards (Section 3) and a partly played position.
      {"trail-trap", "K6", "", false},    {"trail-trap", "K7", "", false},
      {"trail-trap", "K3,5", "", false},  {"trail-trap", "K3,7", "", false},
      {"trail-trap", "K5,5", "", false},  {"trail-trap", "P2xP7", "", false},
      {"trail-trap", "C6xK2", "", false}, {"trail-trap", "petersen", "", false},
      {"trail-trap", "P3xP4", "", false}, {"trail-trap", "K8", "", true},
      {"trail-trap", "K9", "", true},     {"trail-trap", "K3,9", "", true},
      {"trail-trap", "K5,7", "", true},
  };
  return cases;
}

}  // namespace gg::bench
