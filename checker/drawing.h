// The cells of a Game of Cycles board as a plane drawing: the checker confirms that the cells
// are exactly the bounded faces of a drawing of the board in the plane, and says whether it
// is the board's standard drawing where it knows one (docs/certificates.md, "The claim").
#pragma once

#include <string>
#include <vector>

#include "board.h"

namespace gg_check {

struct Drawing {
  std::string outer;  // each component's outer face as a vertex walk, "1 2 3 4 5"
  // "the standard drawing of W6", "not the standard drawing of W6", or "" when the checker
  // knows no standard drawing of the board's name.
  std::string standard;
  bool is_standard = false;
};

// `cells` are closed walks given as darts: dart 2e runs along edge e from its first listed
// end, 2e + 1 back. Refuses cells that are not the bounded faces of a plane drawing: each
// cell is turned so that no dart is walked twice; the corners of the cells must fit a
// rotation system (at every vertex the darts out of it in one cyclic order) whose remaining
// faces are one outer face per component, and every component must satisfy Euler's formula
// V - E + F = 2, F counting its cells and its outer face.
Drawing check_drawing(const Board& board, const std::vector<std::vector<int>>& cells,
                      const std::string& name, bool name_confirmed);

}  // namespace gg_check
