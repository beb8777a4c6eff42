// Golden files: expected output kept in tests/golden/, compared byte for byte. Run the tests
// with GG_UPDATE_GOLDEN=1 to write the current output as the new golden files (then look at
// what changed before committing it).
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace gg {

inline std::string golden_path(const std::string& name) {
  return std::string(GG_TEST_GOLDEN_DIR) + "/" + name;
}

inline void expect_golden(const std::string& name, const std::string& actual,
                          const std::string& what) {
  const std::string path = golden_path(name);
  const char* update = std::getenv("GG_UPDATE_GOLDEN");
  if (update != nullptr && std::string(update) == "1") {
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    std::ofstream(path, std::ios::binary) << actual;
    return;
  }
  std::ifstream in(path, std::ios::binary);
  ASSERT_TRUE(in) << "no golden file " << path << " for " << what
                  << " (run with GG_UPDATE_GOLDEN=1 to write it)";
  std::stringstream expected;
  expected << in.rdbuf();
  EXPECT_EQ(expected.str(), actual) << what << ": output differs from " << path;
}

}  // namespace gg
