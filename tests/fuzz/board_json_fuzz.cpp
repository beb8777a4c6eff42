// JSON boards (inline or in a board file), and the cells of a straight-line drawing traced
// from their coordinates.
#include "fuzz_input.h"
#include "graph/board_file.h"
#include "graph/straight_line.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = gg::fuzz::text_of(data, size);
  return gg::fuzz::accept_or_refuse([&] {
    const gg::BoardFile board = gg::parse_board_json(text, "JSON board");
    if (board.coordinates) {
      gg::cells_of_straight_line_drawing(board.graph, *board.coordinates);
      gg::scaled_to_unit(*board.coordinates);
    }
  });
}
