// The SQLite plumbing the results database and the family-sweep table share: opening a file
// the same way (WAL, busy timeout), running a statement, and prepared statements that
// finalize themselves. Every failure is an InputError naming the file.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <optional>
#include <string>

namespace gg::census {

// Opens (creating if needed) the database in WAL mode: readers never block the writer, and a
// killed writer loses at most its open transaction.
sqlite3* open_database(const std::string& path);
void exec_sql(sqlite3* db, const char* sql, const std::string& path);

class Statement {
 public:
  Statement(sqlite3* db, const char* sql, const std::string& path);
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  sqlite3_stmt* get() const { return stmt_; }
  void text(int i, const std::string& s) {
    sqlite3_bind_text(stmt_, i, s.c_str(), -1, SQLITE_TRANSIENT);
  }
  void integer(int i, std::int64_t v) { sqlite3_bind_int64(stmt_, i, v); }
  void real(int i, double v) { sqlite3_bind_double(stmt_, i, v); }
  // NULL when there is no value.
  void optional_integer(int i, std::optional<int> v) {
    if (v) {
      integer(i, *v);
    } else {
      sqlite3_bind_null(stmt_, i);
    }
  }

 private:
  sqlite3_stmt* stmt_ = nullptr;
};

}  // namespace gg::census
