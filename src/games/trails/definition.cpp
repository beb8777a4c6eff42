// Trails' definition: square boards given by their size.
#include "core/error.h"
#include "core/text.h"
#include "games/trails/trails.h"

namespace gg::trails {

int parse_board_size(std::string_view text) {
  std::string_view t = trim(text);
  const std::string quoted = "Trails board '" + std::string(text) + "': ";
  if (const auto x = t.find_first_of("xX"); x != std::string_view::npos) {
    if (t.substr(0, x) != t.substr(x + 1))
      throw InputError(quoted + "boards are square, e.g. 5 or 5x5");
    t = t.substr(0, x);
  }
  const auto n = parse_uint(t, 1000);
  if (!n) throw InputError(quoted + "expected a size such as 5 or 5x5");
  return *n;
}

State Definition::make(const Position& position, const SearchOptions&) {
  return State(std::make_shared<const Board>(parse_board_size(position.board),
                                             !position.params.flag(param::kNoSymmetry)));
}

void Definition::add_facts(const State& s, const Position&, SolveReport& report) {
  const int n = s.board().size();
  report.board = std::to_string(n) + "x" + std::to_string(n);
  report.details["designer"] = "Phil Leduc";
}

}  // namespace gg::trails
