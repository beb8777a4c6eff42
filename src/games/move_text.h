// Move text shared by the games: "u>v" arcs (Trail Trap, Game of Cycles, geography) and
// vertices alone (placing a token, choosing a vertex in Node Kayles).
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

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

// "v", a vertex in 0..order-1. Throws InputError naming the text, with `expected` ("a vertex
// number") when it is not a number.
inline int parse_vertex(std::string_view text, int order, std::string_view expected) {
  const auto v = parse_uint(text, 1000);
  if (!v) throw InputError("move '" + std::string(text) + "': expected " + std::string(expected));
  if (*v >= order)
    throw InputError("move '" + std::string(text) + "': vertex out of range 0.." +
                     std::to_string(order - 1));
  return *v;
}

// "u>v", or "v" alone (a token placed on v): {-1, v} for the latter. Throws InputError
// naming the text, with `expected` ("u>v, or v to place a token") when it is neither.
inline std::pair<int, int> parse_arc_or_vertex(std::string_view text, int order,
                                               std::string_view expected) {
  if (text.find('>') != std::string_view::npos) return parse_arc(text, order);
  return {-1, parse_vertex(text, order, expected)};
}

// Where a move in this notation ("u>v", "v", "v=c") writes its vertices: one (offset, length)
// per vertex, spaces around it left out; a colour after '=' is no vertex. A door that shows
// the caller's own vertex labels (Python) rewrites the vertices of a move with it, reading no
// notation of its own. Malformed text gets fields too: the game's reader refuses it later.
inline std::vector<std::pair<std::size_t, std::size_t>> vertex_fields(std::string_view move) {
  std::vector<std::pair<std::size_t, std::size_t>> fields;
  const std::size_t end = std::min(move.find('='), move.size());
  for (std::size_t start = 0;;) {
    const std::size_t stop = std::min(move.find('>', start), end);
    const std::string_view field = trim(move.substr(start, stop - start));
    fields.emplace_back(field.empty() ? start : field.data() - move.data(), field.size());
    if (stop == end) return fields;
    start = stop + 1;
  }
}

}  // namespace gg
