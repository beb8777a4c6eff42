// Results of family sweeps (gg sweep), kept in the same SQLite file as census rows, in a table
// of their own keyed by game, variant and the member's spec ("C12", "P3xP5"). A member solved
// once is never solved again; a member a limit stopped is recorded with that limit, so a rerun
// with the same limits passes over it and a rerun with larger limits tries again.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "games/stored_facts.h"

struct sqlite3;

namespace gg::census {

struct MemberRecord {
  std::string spec;
  int order = -1;  // -1: the board is not a graph (Trails)
  int size = -1;
  bool solved = false;
  int winner = 0;
  int winning_moves = 0;
  bool all_moves_examined = true;
  StoredFacts facts;  // the game's declared facts (EDGe: the colour count played with)
  std::uint64_t nodes = 0;
  double seconds = 0;
  // For a member a limit stopped: the limits it ran under (0: none).
  std::uint64_t max_nodes = 0;
  double max_seconds = 0;
};

class MemberStore {
 public:
  // Opens (creating if needed) the database; throws InputError naming the file on failure.
  explicit MemberStore(const std::string& path);
  ~MemberStore();
  MemberStore(const MemberStore&) = delete;
  MemberStore& operator=(const MemberStore&) = delete;

  // The records stored for these specs.
  std::unordered_map<std::string, MemberRecord> find(const std::string& game,
                                                     const std::string& variant,
                                                     const std::vector<std::string>& specs) const;
  // Stores the record, replacing one of the same spec unless that one is solved.
  void put(const std::string& game, const std::string& variant, const MemberRecord& record);

 private:
  sqlite3* db_ = nullptr;
  std::string path_;
};

}  // namespace gg::census
