// Helpers for data-driven tests: the data folder and a tab-separated reader.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace gg {

inline std::string test_data_path(const std::string& name) {
  return std::string(GG_TEST_DATA_DIR) + "/" + name;
}

// Rows of a TSV file; '#' lines and blank lines are skipped.
inline std::vector<std::vector<std::string>> read_tsv(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open test data " + path);
  std::vector<std::vector<std::string>> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cells;
    std::stringstream ss(line);
    std::string cell;
    while (std::getline(ss, cell, '\t')) cells.push_back(cell);
    rows.push_back(cells);
  }
  return rows;
}

}  // namespace gg
