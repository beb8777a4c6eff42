// Graphviz layout: a DOT description in, an SVG picture out (`gg show --svg`, `gg tree --svg`
// and the Python module's pictures). Runs Graphviz's `dot` program with the chosen layout
// engine; installed by scripts/install-deps.sh.
#pragma once

#include <string>

namespace gg {

// The SVG text of `dot` laid out by `engine` ("dot" for layered trees, "neato" for graphs).
// Throws InputError when Graphviz is missing or rejects the description.
std::string svg_from_dot(const std::string& dot, const std::string& engine);

}  // namespace gg
