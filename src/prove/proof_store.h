// Where a split proof lives between runs: an SQLite file holding what the proof is about (its
// header) and every node the proof has touched, written in batches as subproblems finish
// (ProofRun::save_if_due), so an interrupted run loses only the subproblems it was solving and a
// killed one also at most its last second's outcomes. The same nodes export to a plain
// tab-separated table (small enough to keep in a repository) and merge back.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "games/parameters.h"
#include "prove/proof_tree.h"
#include "store/sqlite_db.h"

namespace gg::prove {

// What a proof is about, and how its work is divided.
struct ProofHeader {
  std::string game;
  std::string board;
  std::string moves;         // the moves played before the proof's root position
  std::string params;        // the game's options as given and checked, as a JSON object
  std::string variant;       // the rule variant in words (Game::variant)
  std::uint64_t budget = 0;  // engine nodes per attempt at a subproblem
  int split_depth = 0;       // nodes above this depth are split before anything is solved
  int shard = 0;             // this database proves the subtrees of shard i of m
  int shards = 1;
  // Whether two headers describe the same proof (game, board, moves, options).
  bool same_position(const ProofHeader& other) const;
  std::string describe() const;  // "trails 6 (standard)" with its moves, for messages
};

// The game's options as the header keeps them (a JSON object of their text), and back.
std::string params_json(const ParamValues& params);
ParamValues params_of_json(const std::string& text);

// The engine that solved a subproblem: the program's version and its bench signature.
std::string engine_label();

class ProofStore {
 public:
  // Read-write opens create the file; read-only ones refuse a missing file. Both refuse a file
  // that is no proof database (DatabaseError naming it).
  ProofStore(const std::string& path, store::Access access);
  ~ProofStore();
  ProofStore(const ProofStore&) = delete;
  ProofStore& operator=(const ProofStore&) = delete;

  const std::string& path() const { return path_; }
  // The stored header, or nullopt for a new database.
  std::optional<ProofHeader> header() const;
  void write_header(const ProofHeader& header);
  std::vector<ProofNode> nodes() const;
  // Writes (inserts or replaces) the nodes in one transaction.
  void save(const std::vector<const ProofNode*>& nodes);

 private:
  void exec(const char* sql) const { store::exec_sql(db_, sql, path_); }
  // Runs `writes` in one transaction, rolled back if it throws.
  void in_transaction(const std::function<void()>& writes);
  sqlite3* db_;
  std::string path_;
};

// The table form of a proof: "# key<TAB>value" header lines, a column line, one line per
// node, and a last column with the command that re-solves a solved node on its own.
std::string export_table(const ProofHeader& header, const std::vector<ProofNode>& nodes);
struct ProofTable {
  ProofHeader header;
  std::vector<ProofNode> nodes;
};
// Throws InputError naming the file and line of anything malformed.
ProofTable read_table(const std::string& text, const std::string& name);

// The command that solves the position at `path` of the proof on its own.
std::string solve_command(const ProofHeader& header, const std::string& path);

}  // namespace gg::prove
