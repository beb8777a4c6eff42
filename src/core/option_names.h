// Messages of the shared parsers name command-line options ("--colors does not apply ...",
// "--moves: move 2 ..."). Python and the web page have keyword arguments and form fields
// instead: this writes each option as a plain name.
#pragma once

#include <string>
#include <string_view>

namespace gg {

// "--distinct-placement" -> "distinct_placement" with hyphen '_', "distinct-placement" with '-'.
// Only a "--" that starts a word and is followed by a lowercase letter is an option.
std::string options_as_names(std::string_view message, char hyphen);

}  // namespace gg
