#include "graph/board_file.h"

#include <set>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/text.h"

namespace gg {
namespace {

using nlohmann::json;

[[noreturn]] void fail(std::string_view source, const std::string& what) {
  throw InputError(std::string(source) + ": " + what);
}

// A value as an error message shows it: short, whatever the input held.
std::string shown_value(const json& value) {
  return shown(value.dump(-1, ' ', false, json::error_handler_t::replace), 40);
}

int vertex_at(const json& value, int order, std::string_view source, const std::string& where) {
  if (!value.is_number_integer() || value.get<long long>() < 0 || value.get<long long>() >= order)
    fail(source,
         where + " is " + shown_value(value) + ", not a vertex 0.." + std::to_string(order - 1));
  return value.get<int>();
}

// The deepest a board nests: the object, "cells", one cell, a vertex.
constexpr int kMaxDepth = 4;

// Parses the text, refusing what a board never holds before it is built: nesting deeper
// than a board's (a file nested 100,000 levels deep costs nothing), and a key given twice
// (which of the two would be meant is a guess).
json parse_document(std::string_view content, std::string_view source) {
  std::set<std::string> keys;
  const json::parser_callback_t check = [&](int depth, json::parse_event_t event, json& value) {
    if (depth > kMaxDepth) fail(source, "nested deeper than a board is");
    if (event == json::parse_event_t::key && depth == 1 &&
        !keys.insert(value.get<std::string>()).second)
      fail(source, "key '" + shown(value.get<std::string>(), 40) + "' is given twice");
    return true;
  };
  try {
    return json::parse(content, check);
  } catch (const json::out_of_range&) {
    fail(source, "a number is too large");
  } catch (const json::exception& e) {
    fail(source, std::string("not valid JSON (") + shown(e.what(), 160) + ")");
  }
}

}  // namespace

bool looks_like_board_json(std::string_view content) {
  const std::string_view t = trim(content);
  return !t.empty() && t.front() == '{';
}

bool is_inline_board_json(std::string_view spec) {
  // '{' alone also begins graph6 strings of 60 vertices; '"' is never in graph6.
  return looks_like_board_json(spec) && spec.find('"') != std::string_view::npos;
}

std::string board_file_source(std::string_view file_spec) {
  return "board file '" + std::string(file_spec.substr(1)) + "'";
}

BoardFile parse_board_json(std::string_view content, std::string_view source) {
  const json doc = parse_document(content, source);
  if (!doc.is_object()) fail(source, "expected a JSON object");
  for (const auto& [key, value] : doc.items())
    if (key != "vertices" && key != "edges" && key != "cells" && key != "coordinates")
      fail(source,
           "unknown key '" + shown(key, 40) + "' (expected vertices, edges, cells, coordinates)");
  if (!doc.contains("vertices") || !doc["vertices"].is_number_integer())
    fail(source, "'vertices' must be the number of vertices (a whole number 0..64)");
  const long long n = doc["vertices"].get<long long>();
  // The empty board is one, as K0 is: a game on it is over before the first move.
  if (n < 0 || n > Graph::kMaxVertices)
    fail(source, "'vertices' is " + std::to_string(n) + ", expected 0..64");
  const int order = static_cast<int>(n);
  BoardFile board{Graph(order), std::nullopt, std::nullopt};
  if (!doc.contains("edges") || !doc["edges"].is_array())
    fail(source, "'edges' must be a list of [u, v] pairs");
  int index = 0;
  for (const json& e : doc["edges"]) {
    const std::string where = "edge " + std::to_string(++index);
    if (!e.is_array() || e.size() != 2)
      fail(source, where + " is " + shown_value(e) + ", not [u, v]");
    const int u = vertex_at(e[0], order, source, where);
    const int v = vertex_at(e[1], order, source, where);
    try {
      board.graph.add_edge(u, v);
    } catch (const InputError& error) {
      fail(source, where + ": " + error.what());
    }
  }
  if (doc.contains("cells") && doc.contains("coordinates"))
    fail(source, "give either 'cells' or 'coordinates', not both");
  if (doc.contains("cells")) {
    if (!doc["cells"].is_array()) fail(source, "'cells' must be a list of vertex lists");
    board.cells.emplace();
    index = 0;
    for (const json& c : doc["cells"]) {
      const std::string where = "cell " + std::to_string(++index);
      if (!c.is_array()) fail(source, where + " is " + shown_value(c) + ", not a list of vertices");
      std::vector<int> walk;
      for (const json& v : c) walk.push_back(vertex_at(v, order, source, where));
      board.cells->push_back(walk);
    }
  }
  if (doc.contains("coordinates")) {
    const json& points = doc["coordinates"];
    if (!points.is_array() || points.size() != static_cast<std::size_t>(order))
      fail(source,
           "'coordinates' must list one [x, y] point per vertex (" + std::to_string(order) + ")");
    board.coordinates.emplace();
    index = 0;
    for (const json& p : points) {
      if (!p.is_array() || p.size() != 2 || !p[0].is_number() || !p[1].is_number())
        fail(source, "point " + std::to_string(index) + " is " + shown_value(p) + ", not [x, y]");
      board.coordinates->push_back({p[0].get<double>(), p[1].get<double>()});
      ++index;
    }
  }
  return board;
}

}  // namespace gg
