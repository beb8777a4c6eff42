// A TikZ picture drawn from an SVG picture, element by element, so a figure for a paper has
// exactly the layout the program draws: the SVGs the program writes itself and the ones
// Graphviz lays out (shapes, paths of lines and cubic curves, arrows, dashes, colours, text).
#pragma once

#include <string>

namespace gg {

// A tikzpicture environment (needs \usepackage{tikz} and \usetikzlibrary{arrows.meta}),
// scaled so it is at most `max_width_pt` wide. Throws InputError for SVG it cannot read.
std::string svg_to_tikz(const std::string& svg, double max_width_pt = 340);

}  // namespace gg
