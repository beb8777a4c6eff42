#include "core/machine_memory.h"

#include <algorithm>
#include <bit>
#include <fstream>
#include <string>

namespace gg {

std::size_t table_megabytes_for(int tables) {
  std::ifstream meminfo("/proc/meminfo");
  std::string key;
  std::size_t kilobytes = 0, available_mb = 1024;  // unknown: 1 GB
  while (meminfo >> key >> kilobytes) {
    if (key == "MemAvailable:") available_mb = kilobytes / 1024;
    meminfo.ignore(64, '\n');
  }
  const std::size_t each = available_mb / 2 / static_cast<std::size_t>(std::max(1, tables));
  return std::clamp<std::size_t>(std::bit_floor(std::max<std::size_t>(each, 1)), 64, 4096);
}

}  // namespace gg
