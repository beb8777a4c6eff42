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

// The four maps of the square keeping every token's direction (docs/games/trails.md): the
// canonical form is the least of the four images; a map is a permutation of the cells, cell
// (column, row) numbered column * n + row as certificates number them.
std::optional<CertificateSymmetry> Definition::certificate_symmetry(const State& s) {
  const int n = s.board().size(), last = n - 1;
  CertificateSymmetry best;
  for (int kind = 0; kind < 4; ++kind) {
    Permutation map(static_cast<std::size_t>(n * n));
    std::string image(static_cast<std::size_t>(n * n), '.');
    for (int col = 0; col < n; ++col) {
      for (int row = 0; row < n; ++row) {
        const int to[4][2] = {
            {col, row}, {last - col, last - row}, {row, col}, {last - row, last - col}};
        const int target = to[kind][0] * n + to[kind][1];
        map[static_cast<std::size_t>(col * n + row)] = target;
        image[static_cast<std::size_t>(target)] =
            static_cast<char>('0' + static_cast<int>(s.token(s.board().cell_at(col, row))));
      }
    }
    if (kind == 0 || image < best.canonical) best = {image, map};
  }
  best.canonical += static_cast<char>(number_of(s.side_to_move()));
  return best;
}

}  // namespace gg::trails
