// A tablebase's finished layers on disk, so a run resumes after Ctrl-C, a crash or kill -9 at
// the layer it was building, and a finished table answers later runs (other variants of the
// same game) without a pass of its own.
//
// Per layer two files in the table's directory: `layer-MM.roots` (the keys and root codes,
// kept) and `layer-MM.words` (the value words, needed only to build layer MM + 1, removed once
// that layer is on disk). Each starts with a header naming the rules, order, class and layer,
// and ends with a 64-bit checksum of everything before it; files are written under a temporary
// name and renamed, so a file is whole or absent (after a crash of the program; after a crash
// of the machine too when it was synced to disk first, as every layer that took a while to
// build is). A file that fails its checks is an error naming it, never read as a shorter or
// other layer.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tablebase/layer.h"
#include "tablebase/layer_graphs.h"

namespace gg::tablebase {

// What every file of one table records and every read checks.
struct TableIdentity {
  std::string rules;  // EdgeTablebaseRules::table_id()
  int order = 0;
  GraphClass graphs;
  int words = 0;  // value words per graph
};

class TableFiles {
 public:
  // The table's directory (created when missing). Throws InputError when it cannot be made.
  TableFiles(std::string directory, TableIdentity identity);

  const std::string& directory() const { return directory_; }

  // Writes the layer's keys and roots, then (with `words`) its value words; with `sync`, each
  // file reaches the disk before it gets its name.
  void write(const Layer& layer, bool words, bool sync) const;
  // Whether the layer's roots (with `words`: and words) are on disk.
  bool has(int edges, bool words) const;
  // The layer as written: keys and roots, and the words when `words`. Throws InputError
  // naming the file when it is damaged or belongs to another table.
  Layer read(int edges, bool words) const;
  // The layer's keys (sorted) and root codes alone, as read() checks them: all a lookup of
  // single graphs needs (a third of the memory of a Layer).
  struct Roots {
    std::vector<GraphKey> keys;
    std::vector<std::uint8_t> roots;
  };
  Roots read_roots(int edges) const;
  // Removes the layer's words file.
  void drop_words(int edges) const;

 private:
  std::string path(int edges, bool words) const;
  std::string directory_;
  TableIdentity identity_;
};

}  // namespace gg::tablebase
