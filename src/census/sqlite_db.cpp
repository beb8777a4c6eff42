#include "census/sqlite_db.h"

#include "core/error.h"

namespace gg::census {

sqlite3* open_database(const std::string& path) {
  sqlite3* db = nullptr;
  if (sqlite3_open(path.c_str(), &db) != SQLITE_OK) {
    const std::string why = db != nullptr ? sqlite3_errmsg(db) : "cannot open";
    sqlite3_close(db);
    throw InputError("database '" + path + "': " + why);
  }
  sqlite3_busy_timeout(db, 10000);
  try {
    exec_sql(db, "PRAGMA journal_mode=WAL", path);
    exec_sql(db, "PRAGMA synchronous=NORMAL", path);
  } catch (...) {
    sqlite3_close(db);
    throw;
  }
  return db;
}

void exec_sql(sqlite3* db, const char* sql, const std::string& path) {
  char* error = nullptr;
  if (sqlite3_exec(db, sql, nullptr, nullptr, &error) != SQLITE_OK) {
    const std::string why = error != nullptr ? error : "unknown error";
    sqlite3_free(error);
    throw InputError("database '" + path + "': " + why);
  }
}

Statement::Statement(sqlite3* db, const char* sql, const std::string& path) {
  if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK)
    throw InputError("database '" + path + "': " + sqlite3_errmsg(db));
}

}  // namespace gg::census
