// Comparing two canonical forms of one game's positions (certificate forms by least image and
// by nauty's labelling of a view).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace gg {

// forms_a[i] and forms_b[i] are two forms of position i, whose exact key is keys[i]. Every
// pair of positions must get one form under both or under neither, and at least one pair of
// different positions must get one form (so that the comparison has teeth).
inline void expect_same_merges(const std::vector<std::string>& forms_a,
                               const std::vector<std::string>& forms_b,
                               const std::vector<std::uint64_t>& keys) {
  int merged = 0;
  for (std::size_t i = 0; i < forms_a.size(); ++i) {
    for (std::size_t j = i + 1; j < forms_a.size(); ++j) {
      EXPECT_EQ(forms_a[i] == forms_a[j], forms_b[i] == forms_b[j]) << i << " " << j;
      merged += forms_a[i] == forms_a[j] && keys[i] != keys[j];
    }
  }
  EXPECT_GT(merged, 0);
}

}  // namespace gg
