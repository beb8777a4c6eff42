// Patterns in a sequence of winners (a family swept over n): whether it is eventually
// periodic on the range solved, and where a stated pattern first fails. Both are observations
// about the members solved, never claims about the whole family.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gg::census {

// The winner of a member as the sequences hold it: 1, 2, 3, or 0 (nobody can force a win).
std::string winner_word(int winner);  // "P1", "P2", "P3", "none"

struct Periodicity {
  std::size_t start = 0;  // index of the first value from which the sequence repeats
  std::size_t period = 1;
};

// The longest periodic tail of `values` seen over at least `min_periods` full periods: the
// smallest start, and for it the smallest period. nullopt when no tail qualifies (fewer than
// min_periods values, or the last values do not repeat).
std::optional<Periodicity> eventual_period(const std::vector<int>& values, int min_periods = 3);

// A stated pattern: from n = from on, the winner of member n is words[n mod words.size()].
// Text: "P2 P1" (n even: P2, n odd: P1), "P2" (always P2), "5: P1 P2" (the same from n = 5).
struct ExpectedPattern {
  int from = 0;
  std::vector<int> winners;
  // The winner it states for n, or nullopt below `from`.
  std::optional<int> at(int n) const;
  std::string text() const;
};
// Throws InputError naming the word that is not P1, P2, P3 or none.
ExpectedPattern parse_expected_pattern(std::string_view text);

}  // namespace gg::census
