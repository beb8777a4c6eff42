// Small string helpers used by parsers.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gg {

std::string_view trim(std::string_view s);
std::vector<std::string_view> split(std::string_view s, char sep);
// Splits on any run of whitespace.
std::vector<std::string_view> split_ws(std::string_view s);
// The moves of a move list, separated by spaces or commas ("0>1 2>3" or "0>1, 2>3").
std::vector<std::string> split_moves(std::string_view moves);
// The words separated by `sep`: a move list from its moves, the inverse of split_moves.
std::string joined(std::span<const std::string> words, std::string_view sep = " ");
// Natural order: runs of digits compare as numbers ("0>2" before "0>10"), the rest by
// character.
bool natural_less(std::string_view a, std::string_view b);
// "1 vertex", "5 vertices": a count with its noun in the right number.
std::string counted(long long n, std::string_view one, std::string_view many);
// One way to print numbers everywhere: counts with thousands separators ("11,716,571"),
// durations in seconds below a minute ("4.2 s"), then minutes and hours ("3 min 07 s",
// "2 h 05 min").
std::string format_count(long long n);
std::string format_seconds(double seconds);
// Parses a non-negative decimal integer no larger than `max`; nullopt otherwise.
std::optional<int> parse_uint(std::string_view s, int max = 1 << 30);
// The text as one line of a file's header: line breaks become spaces (a board given as JSON
// text may span several lines).
std::string one_line(std::string text);
// Input text as an error message may show it: control characters written as \xNN (a
// message is one line, and carries no terminal escape sequence), and at most `max_chars`
// characters, the rest replaced by "...".
std::string shown(std::string_view s, std::size_t max_chars = 80);

}  // namespace gg
