// The SVG picture of a Trails position.
#include <sstream>

#include "games/trails/trails.h"

namespace gg::trails {
namespace {

constexpr int kCell = 64;
constexpr int kMargin = 40;
constexpr const char* kRed = "#c62828";
constexpr const char* kBlue = "#1565c0";

}  // namespace

std::string render_svg(const State& s) {
  const Board& b = s.board();
  const int n = b.size();
  const int side = 2 * kMargin + n * kCell;
  const auto px = [&](int x) { return kMargin + x * kCell; };
  const auto py = [&](int y) { return kMargin + (n - y) * kCell; };
  std::ostringstream out;
  out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << side << "\" height=\"" << side + 24
      << "\" viewBox=\"0 0 " << side << " " << side + 24 << "\" font-family=\"sans-serif\">\n";
  out << "<rect width=\"100%\" height=\"100%\" fill=\"#fffdf5\"/>\n";
  // Grid and labels.
  for (int i = 0; i <= n; ++i) {
    out << "<line x1=\"" << px(i) << "\" y1=\"" << py(0) << "\" x2=\"" << px(i) << "\" y2=\""
        << py(n) << "\" stroke=\"#bbb\"/>\n";
    out << "<line x1=\"" << px(0) << "\" y1=\"" << py(i) << "\" x2=\"" << px(n) << "\" y2=\""
        << py(i) << "\" stroke=\"#bbb\"/>\n";
  }
  for (int c = 0; c < n; ++c)
    out << "<text x=\"" << px(c) + kCell / 2 << "\" y=\"" << py(0) + 26
        << "\" text-anchor=\"middle\" font-size=\"16\">" << static_cast<char>('a' + c)
        << "</text>\n";
  for (int r = 0; r < n; ++r)
    out << "<text x=\"" << px(0) - 20 << "\" y=\"" << py(r) - kCell / 2 + 6
        << "\" text-anchor=\"middle\" font-size=\"16\">" << r + 1 << "</text>\n";
  // Each cell as a clickable area named by its square ("cell-c3"), under the tokens.
  for (int cell = 0; cell < b.cells(); ++cell)
    out << "<rect id=\"" << cell_element_id(b, cell) << "\" x=\"" << px(b.column(cell)) << "\" y=\""
        << py(b.row(cell) + 1) << "\" width=\"" << kCell << "\" height=\"" << kCell
        << "\" fill=\"white\" fill-opacity=\"0\"/>\n";
  // Tokens: a completed trail is drawn thicker.
  const int trail_root = [&] {
    if (!s.winner()) return -1;
    for (int v = 0; v < b.nodes(); ++v)
      if (joins_opposite_sides(s.component_sides(v))) return s.find(v);
    return -1;
  }();
  for (int cell = 0; cell < b.cells(); ++cell) {
    const Token t = s.token(cell);
    if (t == Token::kEmpty) continue;
    const auto [u, v] = b.ends(cell, t);
    const int w = s.find(u) == trail_root ? 9 : 5;
    out << "<line x1=\"" << px(u % (n + 1)) << "\" y1=\"" << py(u / (n + 1)) << "\" x2=\""
        << px(v % (n + 1)) << "\" y2=\"" << py(v / (n + 1)) << "\" stroke=\""
        << (b.red(u) ? kRed : kBlue) << "\" stroke-width=\"" << w
        << "\" stroke-linecap=\"round\"/>\n";
  }
  for (int v = 0; v < b.nodes(); ++v)
    out << "<circle cx=\"" << px(v % (n + 1)) << "\" cy=\"" << py(v / (n + 1))
        << "\" r=\"7\" fill=\"" << (b.red(v) ? kRed : kBlue) << "\" stroke=\"white\"/>\n";
  out << "<text x=\"" << side / 2 << "\" y=\"" << side + 12
      << "\" text-anchor=\"middle\" font-size=\"14\">";
  if (const auto w = s.winner()) {
    out << "Player " << number_of(*w) << " completed a trail";
  } else {
    out << "Player " << number_of(s.side_to_move()) << " ("
        << (s.side_to_move() == Player::kOne ? "/" : "\\") << ") to move";
  }
  out << "</text>\n</svg>\n";
  return out.str();
}

}  // namespace gg::trails
