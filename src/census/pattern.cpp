#include "census/pattern.h"

#include "core/error.h"
#include "core/text.h"

namespace gg::census {

std::string winner_word(int winner) { return winner == 0 ? "none" : "P" + std::to_string(winner); }

std::optional<Periodicity> eventual_period(const std::vector<int>& values, int min_periods) {
  const std::size_t n = values.size();
  std::optional<Periodicity> best;
  for (std::size_t period = 1; period * min_periods <= n; ++period) {
    // Walk back from the end while each value equals the one a period later.
    std::size_t start = n - period;
    while (start > 0 && values[start - 1] == values[start - 1 + period]) --start;
    if (n - start < period * min_periods) continue;
    if (!best || start < best->start) best = Periodicity{start, period};
  }
  return best;
}

std::optional<int> ExpectedPattern::at(int n) const {
  if (n < from || winners.empty()) return std::nullopt;
  const int k = static_cast<int>(winners.size());
  return winners[((n % k) + k) % k];
}

std::string ExpectedPattern::text() const {
  std::string out = from != 0 ? std::to_string(from) + ": " : "";
  for (std::size_t i = 0; i < winners.size(); ++i) out += (i ? " " : "") + winner_word(winners[i]);
  return out;
}

ExpectedPattern parse_expected_pattern(std::string_view text) {
  ExpectedPattern pattern;
  std::string_view words = trim(text);
  if (const auto colon = words.find(':'); colon != std::string_view::npos) {
    const auto from = parse_uint(trim(words.substr(0, colon)), 1000000);
    if (!from)
      throw InputError("--expect '" + std::string(text) + "': '" +
                       std::string(trim(words.substr(0, colon))) +
                       "' before the colon is not a member number n >= 0");
    pattern.from = *from;
    words = trim(words.substr(colon + 1));
  }
  for (auto word : split_ws(words)) {
    if (word == "P1" || word == "P2" || word == "P3") {
      pattern.winners.push_back(word[1] - '0');
    } else if (word == "none") {
      pattern.winners.push_back(0);
    } else {
      throw InputError("--expect '" + std::string(text) + "': '" + std::string(word) +
                       "' is not a winner (P1, P2, P3 or none)");
    }
  }
  if (pattern.winners.empty())
    throw InputError("--expect '" + std::string(text) +
                     "': no winners given (e.g. \"P2 P1\": n even P2, n odd P1)");
  return pattern;
}

}  // namespace gg::census
