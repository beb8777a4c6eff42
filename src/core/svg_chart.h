// Charts as SVG text: panels stacked one above the other, each with axes, ticks, grid lines,
// axis labels, a title and a legend; data as lines with markers (linear or log scale) or as
// coloured cells (a winner per family member). No dependencies beyond the standard library.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace gg::chart {

struct Point {
  double x = 0;
  double y = 0;
};

struct Series {
  std::string name;
  std::string colour;  // any SVG colour, "#1f77b4"
  std::vector<Point> points;
  bool dashed = false;
  bool line = true;     // false: markers only
  bool hollow = false;  // open markers (values marked rather than measured)
};

// A point whose y is NaN breaks a series' line there (a member without a value).

// A coloured cell centred at (x, y) in data coordinates, one unit wide and high, with an
// optional short label inside.
struct Cell {
  double x = 0;
  double y = 0;
  std::string colour;
  std::string label;
};

struct Axis {
  std::string label;
  double min = 0;
  double max = 1;
  bool log = false;  // base 10; points at or below 0 are left out
  // Tick positions and labels; empty: chosen from the range (every integer when the axis
  // holds whole numbers and few of them, else 1-2-5 steps, or powers of ten on a log axis).
  std::vector<std::pair<double, std::string>> ticks;
  bool integers = false;  // automatic ticks at whole numbers only
};

struct Panel {
  std::string title;
  Axis x;
  Axis y;
  std::vector<Series> series;
  std::vector<Cell> cells;
  // Legend entries beyond the series' own (for cells): name, colour.
  std::vector<std::pair<std::string, std::string>> legend;
  double height = 240;  // pixels of plotting area
};

// The panels stacked in one SVG document of the given width, under an overall title.
std::string render(const std::string& title, const std::vector<Panel>& panels, double width = 760);

// Escapes text for SVG/XML content and attributes.
std::string xml_escape(const std::string& text);

}  // namespace gg::chart
