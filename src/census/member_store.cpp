#include "census/member_store.h"

#include "census/census.h"
#include "core/error.h"
#include "store/sqlite_db.h"

namespace gg::census {

using store::Access;
using store::exec_sql;
using store::has;
using store::open_database;
using store::Statement;
using store::table_columns;

MemberStore::MemberStore(const std::string& path)
    : db_(open_database(path, Access::kReadWrite)), path_(path) {
  try {
    exec_sql(db_,
             "CREATE TABLE IF NOT EXISTS family_members ("
             " game TEXT NOT NULL, variant TEXT NOT NULL, spec TEXT NOT NULL,"
             " n INTEGER NOT NULL, m INTEGER NOT NULL, solved INTEGER NOT NULL,"
             " winner INTEGER NOT NULL, winning_moves INTEGER NOT NULL,"
             " all_moves INTEGER NOT NULL, facts TEXT NOT NULL DEFAULT '{}',"
             " nodes INTEGER NOT NULL, seconds REAL NOT NULL, max_nodes INTEGER NOT NULL,"
             " max_seconds REAL NOT NULL, solver_version TEXT NOT NULL,"
             " PRIMARY KEY (game, variant, spec))",
             path_);
    // Members stored by a version that kept EDGe's colour count in a column of its own.
    if (!has(table_columns(db_, "main", "family_members", path_), "facts")) {
      exec_sql(db_, "BEGIN IMMEDIATE", path_);
      replace_colors_with_facts(db_, "family_members", path_);
      exec_sql(db_, "COMMIT", path_);
    }
  } catch (...) {
    sqlite3_close(db_);
    throw;
  }
}

MemberStore::~MemberStore() { sqlite3_close(db_); }

std::unordered_map<std::string, MemberRecord> MemberStore::find(
    const std::string& game, const std::string& variant,
    const std::vector<std::string>& specs) const {
  std::unordered_map<std::string, MemberRecord> out;
  Statement s(db_,
              "SELECT n, m, solved, winner, winning_moves, all_moves, facts, nodes, seconds,"
              " max_nodes, max_seconds FROM family_members"
              " WHERE game = ?1 AND variant = ?2 AND spec = ?3 AND solver_version = ?4",
              path_);
  for (const std::string& spec : specs) {
    s.text(1, game);
    s.text(2, variant);
    s.text(3, spec);
    s.text(4, kSolverVersion);
    if (s.step()) {
      sqlite3_stmt* r = s.get();
      MemberRecord m;
      m.spec = spec;
      m.order = sqlite3_column_int(r, 0);
      m.size = sqlite3_column_int(r, 1);
      m.solved = sqlite3_column_int(r, 2) != 0;
      m.winner = sqlite3_column_int(r, 3);
      m.winning_moves = sqlite3_column_int(r, 4);
      m.all_moves_examined = sqlite3_column_int(r, 5) != 0;
      m.facts = stored_facts_of(s.column_text(6), path_, "family member '" + spec + "'");
      m.nodes = static_cast<std::uint64_t>(sqlite3_column_int64(r, 7));
      m.seconds = sqlite3_column_double(r, 8);
      m.max_nodes = static_cast<std::uint64_t>(sqlite3_column_int64(r, 9));
      m.max_seconds = sqlite3_column_double(r, 10);
      out.emplace(spec, m);
    }
    s.reset();
  }
  return out;
}

void MemberStore::put(const std::string& game, const std::string& variant, const MemberRecord& m) {
  // A solved record is final; an unsolved one gives way to any later record.
  Statement s(db_,
              "INSERT INTO family_members (game, variant, spec, n, m, solved, winner,"
              " winning_moves, all_moves, facts, nodes, seconds, max_nodes, max_seconds,"
              " solver_version) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11,"
              " ?12, ?13, ?14, ?15) ON CONFLICT (game, variant, spec) DO UPDATE SET"
              " n = excluded.n, m = excluded.m, solved = excluded.solved,"
              " winner = excluded.winner, winning_moves = excluded.winning_moves,"
              " all_moves = excluded.all_moves, facts = excluded.facts,"
              " nodes = excluded.nodes, seconds = excluded.seconds,"
              " max_nodes = excluded.max_nodes, max_seconds = excluded.max_seconds,"
              " solver_version = excluded.solver_version"
              " WHERE family_members.solved = 0 OR family_members.solver_version <> "
              "excluded.solver_version",
              path_);
  s.text(1, game);
  s.text(2, variant);
  s.text(3, m.spec);
  s.integer(4, m.order);
  s.integer(5, m.size);
  s.integer(6, m.solved);
  s.integer(7, m.winner);
  s.integer(8, m.winning_moves);
  s.integer(9, m.all_moves_examined);
  s.text(10, facts_json(m.facts).dump());
  s.integer(11, static_cast<std::int64_t>(m.nodes));
  s.real(12, m.seconds);
  s.integer(13, static_cast<std::int64_t>(m.max_nodes));
  s.real(14, m.max_seconds);
  s.text(15, kSolverVersion);
  s.run();
}

}  // namespace gg::census
