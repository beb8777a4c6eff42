// Table sizes chosen from the machine when the user names none.
#pragma once

#include <cstddef>

namespace gg {

// A size in MiB for each of `tables` transposition tables of one process: half the memory
// available now (MemAvailable in /proc/meminfo; 1 GB where it cannot be read), shared out and
// rounded down to a power of two, between 64 MB and 4 GB. A larger table pays on the searches
// that fill one: on Trails 6 x 6 a 32 MB table needed 1.9 times the nodes of a 2 GB one
// (docs/prove.md), and a dense order-10 Trail Trap board 2.6 times with 256 MB against
// 4 GB (docs/census.md). Tables grow as they fill (transposition_table.h), so a search that
// needs little memory takes little whatever this says.
std::size_t table_megabytes_for(int tables);

}  // namespace gg
