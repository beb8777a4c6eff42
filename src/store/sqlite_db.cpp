#include "store/sqlite_db.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "core/hex.h"
#include "store/checksum_vfs.h"

namespace gg::store {
std::string repair_advice(const std::string& path) {
  return "'gg census --check --db " + path +
         "' reports where; restore it from a copy (or merge the shards it came from)";
}

namespace {

// What a user can do about each kind of failure.
std::string advice(int code, const std::string& path) {
  switch (code & 0xff) {
    case SQLITE_CORRUPT:
      return "; it is damaged: " + repair_advice(path);
    case SQLITE_NOTADB:
      return "; it is not a graphgames database (or its first page is damaged)";
    case SQLITE_FULL:
      return "; the disk is full: free space and rerun, every committed result is kept";
    case SQLITE_IOERR:
      return "; the file system reported an I/O error";
    case SQLITE_READONLY:
      return "; it cannot be written (read-only file or file system)";
    case SQLITE_CANTOPEN:
      return "; check the path and its permissions";
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return "; another process holds it locked";
    default:
      return "";
  }
}

// The one line of a failure: SQLite's words (`why`) and what to do, or for a page that fails
// its checksum, which page.
std::string failure(const std::string& why, int code, const std::string& path) {
  if (code == SQLITE_IOERR_DATA) {
    return "database '" + path + "' is damaged: the page at byte " +
           std::to_string(last_checksum_fault().value_or(0)) + " fails its checksum; " +
           repair_advice(path);
  }
  return "database '" + path + "': " + why + advice(code, path);
}

bool exists(const std::string& path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0;
}

sqlite3* open_with(const std::string& name, int flags, const std::string& path) {
  sqlite3* db = nullptr;
  const int code = sqlite3_open_v2(name.c_str(), &db, flags, checksum_vfs_name());
  if (code != SQLITE_OK) {
    const std::string why = db != nullptr ? sqlite3_errmsg(db) : "cannot open";
    sqlite3_close(db);
    throw DatabaseError(failure(why, code, path));
  }
  sqlite3_extended_result_codes(db, 1);
  sqlite3_busy_timeout(db, 10000);
  return db;
}

// The URI of a path for SQLite (percent-encoding what a URI cannot hold as it is).
std::string file_uri(const std::string& path) {
  std::string uri = "file:";
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '/' || c == '.' || c == '-' || c == '_') {
      uri += static_cast<char>(c);
    } else {
      uri += '%';
      append_hex(uri, c, true);
    }
  }
  return uri;
}

// Writes a file's data to the disk, so that renaming it over another never leaves a hole.
void sync_file(const std::string& file, const std::string& path) {
  const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
  const bool synced = fd >= 0 && ::fsync(fd) == 0;
  if (fd >= 0) ::close(fd);
  if (!synced) throw DatabaseError("database '" + path + "': cannot write '" + file + "' to disk");
}

// Gives the pages of a database opened for writing their checksums (checksum_vfs.h): a new
// file is created with room for them; an older one is rebuilt once into a copy that has them
// (VACUUM INTO, after the write-ahead log of the previous format went into the file), which
// then replaces it. A crash leaves either file whole. True when the file must be opened again.
bool add_checksums(sqlite3* db, const std::string& path) {
  std::int64_t pages = 0;
  {
    Statement count(db, "PRAGMA page_count", path);
    if (count.step()) pages = count.column_integer(0);
  }
  if (pages_checksummed(db)) return false;
  int reserve = kChecksumBytes;
  sqlite3_file_control(db, "main", SQLITE_FCNTL_RESERVE_BYTES, &reserve);
  if (pages == 0) {
    expect_checksums(db);
    return false;
  }
  // The log's pages go into the file first, so that the file alone is the database.
  exec_sql(db, "PRAGMA journal_mode=DELETE", path);
  const std::string rebuilt = path + kRebuiltSuffix;
  std::filesystem::remove(rebuilt);
  {
    Statement vacuum(db, "VACUUM INTO ?1", path);
    vacuum.text(1, rebuilt);
    vacuum.run();
  }
  sync_file(rebuilt, path);
  std::error_code failed;
  std::filesystem::rename(rebuilt, path, failed);
  if (failed)
    throw DatabaseError("database '" + path +
                        "': cannot replace it with its copy with checksums (" + failed.message() +
                        ")");
  return true;
}

}  // namespace

[[noreturn]] void fail_database(sqlite3* db, int code, const std::string& path) {
  throw DatabaseError(failure(sqlite3_errmsg(db), code, path));
}

sqlite3* open_database(const std::string& path, Access access) {
  if (access == Access::kReadOnly) {
    if (!exists(path)) throw DatabaseError("database '" + path + "' does not exist");
    sqlite3* db = open_with(path, SQLITE_OPEN_READONLY, path);
    // A WAL database needs its index file beside it; on read-only media it cannot be made,
    // and an immutable open (no locks, no index) reads the file as it is.
    const int code =
        sqlite3_exec(db, "SELECT count(*) FROM sqlite_schema", nullptr, nullptr, nullptr);
    if ((code & 0xff) != SQLITE_CANTOPEN && (code & 0xff) != SQLITE_READONLY) {
      if ((code & 0xff) == SQLITE_NOTADB) {
        try {
          fail_database(db, code, path);
        } catch (...) {
          sqlite3_close(db);
          throw;
        }
      }
      return db;  // other failures are met, and named, by the first statement that needs it
    }
    sqlite3_close(db);
    return open_with(file_uri(path) + "?immutable=1", SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, path);
  }
  sqlite3* db = open_with(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, path);
  try {
    if (add_checksums(db, path)) {
      // A file rebuilt with checksums is opened afresh, so its pages are read as they are now.
      sqlite3_close(db);
      db = nullptr;
      db = open_with(path, SQLITE_OPEN_READWRITE, path);
    }
    // A rollback journal, not a write-ahead log (checksum_vfs.h says why); FULL syncs the
    // journal before the file, so a crash or power cut leaves the last commit whole.
    exec_sql(db, "PRAGMA journal_mode=DELETE", path);
    exec_sql(db, "PRAGMA synchronous=FULL", path);
  } catch (...) {
    sqlite3_close(db);
    throw;
  }
  return db;
}

void exec_sql(sqlite3* db, const char* sql, const std::string& path) {
  char* error = nullptr;
  const int code = sqlite3_exec(db, sql, nullptr, nullptr, &error);
  if (code != SQLITE_OK) {
    const std::string why = error != nullptr ? error : sqlite3_errstr(code);
    sqlite3_free(error);
    throw DatabaseError(failure(why, code, path));
  }
}

std::vector<std::string> table_columns(sqlite3* db, const std::string& schema,
                                       const std::string& table, const std::string& path) {
  const std::string sql = "PRAGMA " + schema + ".table_info(" + table + ")";
  Statement s(db, sql.c_str(), path);
  std::vector<std::string> names;
  while (s.step()) names.push_back(s.column_text(1));
  return names;
}

bool has(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

std::vector<std::string> integrity_problems(sqlite3* db, const std::string& path, int max) {
  const std::string sql = "PRAGMA integrity_check(" + std::to_string(max) + ")";
  Statement s(db, sql.c_str(), path);
  std::vector<std::string> problems;
  while (s.step()) {
    std::string line = s.column_text(0);
    if (line != "ok") problems.push_back(std::move(line));
  }
  return problems;
}

Statement::Statement(sqlite3* db, const char* sql, const std::string& path) : db_(db), path_(path) {
  const int code = sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr);
  if (code != SQLITE_OK) fail_database(db, code, path);
}

bool Statement::step() {
  const int code = sqlite3_step(stmt_);
  if (code == SQLITE_ROW) return true;
  if (code == SQLITE_DONE) return false;
  fail_database(db_, code, path_);
}

void Statement::run() {
  while (step()) {
  }
  reset();
}

std::string Statement::column_text(int i) const {
  const unsigned char* text = sqlite3_column_text(stmt_, i);
  return text != nullptr ? reinterpret_cast<const char*>(text) : "";
}

}  // namespace gg::store
