// Move text shared by the games: "u>v" arcs (Trail Trap, Game of Cycles) and the loop that
// plays a --moves sequence with one clear error for the first bad move.
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include "core/error.h"
#include "core/text.h"

namespace gg {

inline std::string format_arc(int from, int to) {
  return std::to_string(from) + ">" + std::to_string(to);
}

// "u>v" with both vertices in 0..order-1; throws InputError naming the text otherwise.
inline std::pair<int, int> parse_arc(std::string_view text, int order) {
  const auto gt = text.find('>');
  const auto bad = [&](const std::string& why) {
    return InputError("move '" + std::string(text) + "': " + why);
  };
  if (gt == std::string_view::npos) throw bad("expected u>v");
  const auto u = parse_uint(text.substr(0, gt), 1000);
  const auto v = parse_uint(text.substr(gt + 1), 1000);
  if (!u || !v) throw bad("expected u>v with vertex numbers");
  if (*u >= order || *v >= order) throw bad("vertex out of range 0.." + std::to_string(order - 1));
  return {*u, *v};
}

// Plays the space-separated moves in order. `parse(token)` reads a move; `why_illegal(move)`
// returns an empty string for a legal move, else the reason, reported with the move's number.
template <class State, class Parse, class WhyIllegal>
void play_move_sequence(State& s, std::string_view moves, Parse parse, WhyIllegal why_illegal) {
  int index = 0;
  for (std::string_view token : split_ws(moves)) {
    ++index;
    const auto m = parse(token);
    const std::string why = why_illegal(m);
    if (!why.empty())
      throw InputError("--moves: move " + std::to_string(index) + " '" + std::string(token) + "' " +
                       why);
    s.play(m);
  }
}

}  // namespace gg
