// Integer sequences from a census database, in the OEIS's internal format: for each recorded
// sweep, the number of graphs of order n that player 1 (and player 2) wins, over the orders
// stored complete from the smallest on without a gap. docs/sequences.md lists them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "census/store.h"
#include "census/sweep.h"

namespace gg::census {

struct Sequence {
  std::string sweep;  // the sweep label
  int winner = 1;     // the player whose wins are counted
  std::string name;   // the %N line's text
  int offset = 0;     // the order of the first term
  std::vector<std::int64_t> terms;
  // The entry: %I, %S, %N, %C, %O and %K lines.
  std::string oeis() const;
};

// "connected simple graphs on n unlabeled nodes" for the sweep's label.
std::string sweep_noun(const std::string& label);

// The sequences of each sweep (sweep_statuses()) with at least one complete order.
// `game_title` names the game in words ("Trail Trap").
std::vector<Sequence> census_sequences(const ResultStore& store, const std::string& game,
                                       const std::string& variant, const std::string& game_title,
                                       const std::vector<SweepStatus>& sweeps);

}  // namespace gg::census
