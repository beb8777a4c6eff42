// The SQLite plumbing every database shares (census results, sweeps, proofs): opening a file
// the same way (WAL, busy timeout, read-only when nothing is written), stepping statements,
// and prepared statements that finalize themselves. Every SQLite failure, at any step, is a
// DatabaseError naming the file and what to do: a damaged database never reads as "no rows".
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"

namespace gg::store {

// An SQLite error: the database is damaged, not a database, full, unreadable or read-only.
// An InputError (one line, exit 2 in the CLI); the server answers it as its own failure.
class DatabaseError : public InputError {
 public:
  using InputError::InputError;
};

enum class Access {
  kReadWrite,  // created if missing; pages with checksums, a rollback journal
  kReadOnly,   // must exist; never written, so a database on read-only media can be read
};

// Opens the database through the page checksums (store/checksum_vfs.h): every page read is
// verified, so damage is an error, never fewer rows. Read-write opens create the file with
// checksums, or rebuild an older file with them once, and keep a rollback journal: a killed
// writer loses at most its open transaction. Read-only opens refuse a missing file ("does not
// exist"); a file of the previous format left in WAL mode is read in SQLite's immutable mode
// where the file system cannot hold its WAL index.
sqlite3* open_database(const std::string& path, Access access);
void exec_sql(sqlite3* db, const char* sql, const std::string& path);
// What to do about a damaged file: where to learn more, how to restore it.
std::string repair_advice(const std::string& path);
// Throws the DatabaseError of SQLite's last failure on `db` (result code `code`).
[[noreturn]] void fail_database(sqlite3* db, int code, const std::string& path);
// The columns a table of the database (`schema`: main, or an attached one) has; empty when
// there is no such table.
std::vector<std::string> table_columns(sqlite3* db, const std::string& schema,
                                       const std::string& table, const std::string& path);
bool has(const std::vector<std::string>& names, const std::string& name);
// SQLite's integrity check: empty when the file is sound, else its findings (at most `max`).
std::vector<std::string> integrity_problems(sqlite3* db, const std::string& path, int max = 20);

class Statement {
 public:
  Statement(sqlite3* db, const char* sql, const std::string& path);
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  sqlite3_stmt* get() const { return stmt_; }
  // True with a row to read, false when the statement has finished; any other outcome (a
  // damaged page, a full disk, an I/O error) throws DatabaseError.
  bool step();
  // Steps a statement that returns no rows, then resets it for the next bindings.
  void run();
  void reset() { sqlite3_reset(stmt_); }
  void text(int i, const std::string& s) {
    sqlite3_bind_text(stmt_, i, s.c_str(), -1, SQLITE_TRANSIENT);
  }
  void integer(int i, std::int64_t v) { sqlite3_bind_int64(stmt_, i, v); }
  void real(int i, double v) { sqlite3_bind_double(stmt_, i, v); }
  void null(int i) { sqlite3_bind_null(stmt_, i); }
  // NULL when there is no value.
  void optional_integer(int i, std::optional<int> v) {
    if (v) {
      integer(i, *v);
    } else {
      null(i);
    }
  }
  std::string column_text(int i) const;
  std::int64_t column_integer(int i) const { return sqlite3_column_int64(stmt_, i); }

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
  std::string path_;
};

}  // namespace gg::store
