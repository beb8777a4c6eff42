// JSON boards, accepted wherever a graph is named, in a file (@file.json) or inline (the spec
// is the JSON object itself, as the Python module passes boards):
//   {"vertices": 5, "edges": [[0,1],[1,2],[0,2],[2,3],[3,4],[2,4]],
//    "cells": [[0,1,2],[2,3,4]]}
// "cells" (boundary walks of the bounded faces) or "coordinates" ([[x,y], ...], one point per
// vertex, for a straight-line drawing whose faces are then traced) are optional and used by
// the Game of Cycles; games played on the graph alone play on vertices and edges and draw the
// vertices at the coordinates (graph/standard_drawing.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/graph.h"

namespace gg {

struct BoardFile {
  Graph graph;
  std::optional<std::vector<std::vector<int>>> cells;
  std::optional<std::vector<std::pair<double, double>>> coordinates;
};

// Whether an @file's text is a JSON board (it starts with '{').
bool looks_like_board_json(std::string_view content);

// Whether a board spec is itself a JSON board (it starts with '{' and holds a '"').
bool is_inline_board_json(std::string_view spec);
// How errors name the board of a file spec "@name": "board file 'name'".
std::string board_file_source(std::string_view file_spec);

// Throws InputError naming the board (`source`: "board file 'x.json'" or "JSON board") and the
// offending key or entry.
BoardFile parse_board_json(std::string_view content, std::string_view source);

}  // namespace gg
