// Graphs from nauty's generators (installed by scripts/install-deps.sh), read as graph6.
#pragma once

#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "graph/graph6.h"

namespace gg {

// Runs e.g. "nauty-geng -c 6" (with -q added) and parses every line.
inline std::vector<Graph> generate_graphs(const std::string& command) {
  std::FILE* pipe = popen((command + " -q").c_str(), "r");
  if (pipe == nullptr) throw std::runtime_error("cannot run " + command);
  std::vector<Graph> graphs;
  char line[512];
  while (std::fgets(line, sizeof line, pipe) != nullptr) graphs.push_back(parse_nauty_string(line));
  if (pclose(pipe) != 0) throw std::runtime_error(command + " failed");
  return graphs;
}

}  // namespace gg
