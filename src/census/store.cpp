#include "census/store.h"

#include <sqlite3.h>

#include "core/error.h"

namespace gg::census {
namespace {

// A prepared statement that finalizes itself.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql, const std::string& path) {
    if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK)
      throw InputError("database '" + path + "': " + sqlite3_errmsg(db));
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  sqlite3_stmt* get() const { return stmt_; }
  void text(int i, const std::string& s) {
    sqlite3_bind_text(stmt_, i, s.c_str(), -1, SQLITE_TRANSIENT);
  }
  void integer(int i, std::int64_t v) { sqlite3_bind_int64(stmt_, i, v); }

 private:
  sqlite3_stmt* stmt_ = nullptr;
};

ResultRow read_row(sqlite3_stmt* s) {
  ResultRow r;
  r.canonical = reinterpret_cast<const char*>(sqlite3_column_text(s, 0));
  r.game = reinterpret_cast<const char*>(sqlite3_column_text(s, 1));
  r.variant = reinterpret_cast<const char*>(sqlite3_column_text(s, 2));
  r.colors = sqlite3_column_int(s, 3);
  r.order = sqlite3_column_int(s, 4);
  r.size = sqlite3_column_int(s, 5);
  r.max_degree = sqlite3_column_int(s, 6);
  r.winner = sqlite3_column_int(s, 7);
  if (sqlite3_column_type(s, 8) != SQLITE_NULL) r.grundy = sqlite3_column_int(s, 8);
  r.nodes = static_cast<std::uint64_t>(sqlite3_column_int64(s, 9));
  r.seconds = sqlite3_column_double(s, 10);
  r.solver_version = reinterpret_cast<const char*>(sqlite3_column_text(s, 11));
  return r;
}

constexpr const char* kColumns =
    "canonical, game, variant, colors, n, m, max_degree, winner, grundy, nodes, seconds, "
    "solver_version";

}  // namespace

ResultStore::ResultStore(const std::string& path) : path_(path) {
  if (sqlite3_open(path.c_str(), &db_) != SQLITE_OK) {
    const std::string why = db_ != nullptr ? sqlite3_errmsg(db_) : "cannot open";
    sqlite3_close(db_);
    db_ = nullptr;
    throw InputError("database '" + path + "': " + why);
  }
  sqlite3_busy_timeout(db_, 10000);
  // WAL: readers never block the writer, and a killed writer loses at most its open batch.
  exec("PRAGMA journal_mode=WAL");
  exec("PRAGMA synchronous=NORMAL");
  exec(
      "CREATE TABLE IF NOT EXISTS results ("
      " canonical TEXT NOT NULL, game TEXT NOT NULL, variant TEXT NOT NULL,"
      " colors INTEGER NOT NULL, n INTEGER NOT NULL, m INTEGER NOT NULL,"
      " max_degree INTEGER NOT NULL, winner INTEGER NOT NULL, grundy INTEGER,"
      " nodes INTEGER NOT NULL, seconds REAL NOT NULL, solver_version TEXT NOT NULL,"
      " PRIMARY KEY (canonical, game, variant))");
  exec("CREATE INDEX IF NOT EXISTS results_by_order ON results (game, variant, n)");
  // EDGe censuses at each graph's EDCN were labelled "edcn" before the variant got the one
  // spelling every command prints ("colors=EDCN").
  exec(
      "UPDATE OR IGNORE results SET variant = 'colors=EDCN' WHERE game = 'edge' AND variant = "
      "'edcn'");
}

ResultStore::~ResultStore() { sqlite3_close(db_); }

void ResultStore::exec(const char* sql) const {
  char* error = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &error) != SQLITE_OK) {
    const std::string why = error != nullptr ? error : "unknown error";
    sqlite3_free(error);
    throw InputError("database '" + path_ + "': " + why);
  }
}

std::unordered_map<std::string, ResultRow> ResultStore::stored_rows(
    const std::string& game, const std::string& variant,
    const std::vector<std::string>& keys) const {
  std::unordered_map<std::string, ResultRow> out;
  if (keys.empty()) return out;
  const std::string sql = std::string("SELECT ") + kColumns +
                          " FROM results WHERE canonical = ? AND game = ? AND variant = ?";
  Statement s(db_, sql.c_str(), path_);
  for (const std::string& key : keys) {
    sqlite3_reset(s.get());
    s.text(1, key);
    s.text(2, game);
    s.text(3, variant);
    if (sqlite3_step(s.get()) == SQLITE_ROW) out.emplace(key, read_row(s.get()));
  }
  return out;
}

std::unordered_map<std::string, int> ResultStore::stored_winners(
    const std::string& game, const std::string& variant,
    const std::vector<std::string>& keys) const {
  std::unordered_map<std::string, int> out;
  for (const auto& [key, row] : stored_rows(game, variant, keys)) out.emplace(key, row.winner);
  return out;
}

void ResultStore::insert(const std::vector<ResultRow>& rows) {
  if (rows.empty()) return;
  exec("BEGIN IMMEDIATE");
  Statement s(db_,
              "INSERT OR IGNORE INTO results (canonical, game, variant, colors, n, m, max_degree,"
              " winner, grundy, nodes, seconds, solver_version) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
              path_);
  for (const ResultRow& r : rows) {
    sqlite3_reset(s.get());
    s.text(1, r.canonical);
    s.text(2, r.game);
    s.text(3, r.variant);
    s.integer(4, r.colors);
    s.integer(5, r.order);
    s.integer(6, r.size);
    s.integer(7, r.max_degree);
    s.integer(8, r.winner);
    if (r.grundy) {
      s.integer(9, *r.grundy);
    } else {
      sqlite3_bind_null(s.get(), 9);
    }
    s.integer(10, static_cast<std::int64_t>(r.nodes));
    sqlite3_bind_double(s.get(), 11, r.seconds);
    s.text(12, r.solver_version);
    if (sqlite3_step(s.get()) != SQLITE_DONE) {
      const std::string why = sqlite3_errmsg(db_);
      exec("ROLLBACK");
      throw InputError("database '" + path_ + "': " + why);
    }
  }
  exec("COMMIT");
}

namespace {

// The WHERE clause of a filter, its values bound by number (?1 game .. ?6 size).
std::string where_clause(const QueryFilter& f) {
  std::string sql = " WHERE game = ?1";
  if (!f.variant.empty()) sql += " AND variant = ?2";
  if (f.order) sql += " AND n = ?3";
  if (f.winner) sql += " AND winner = ?4";
  if (f.max_degree) sql += " AND max_degree <= ?5";
  if (f.size) sql += " AND m = ?6";
  return sql;
}

void bind_filter(Statement& s, const QueryFilter& f) {
  s.text(1, f.game);
  if (!f.variant.empty()) s.text(2, f.variant);
  if (f.order) s.integer(3, *f.order);
  if (f.winner) s.integer(4, *f.winner);
  if (f.max_degree) s.integer(5, *f.max_degree);
  if (f.size) s.integer(6, *f.size);
}

}  // namespace

std::vector<ResultRow> ResultStore::query(const QueryFilter& f) const {
  std::string sql = std::string("SELECT ") + kColumns + " FROM results" + where_clause(f) +
                    " ORDER BY n, m, canonical";
  if (f.limit > 0) sql += " LIMIT ?7 OFFSET ?8";
  Statement s(db_, sql.c_str(), path_);
  bind_filter(s, f);
  if (f.limit > 0) {
    s.integer(7, f.limit);
    s.integer(8, f.offset);
  }
  std::vector<ResultRow> out;
  while (sqlite3_step(s.get()) == SQLITE_ROW) out.push_back(read_row(s.get()));
  return out;
}

std::int64_t ResultStore::count(const QueryFilter& f) const {
  const std::string sql = "SELECT COUNT(*) FROM results" + where_clause(f);
  Statement s(db_, sql.c_str(), path_);
  bind_filter(s, f);
  return sqlite3_step(s.get()) == SQLITE_ROW ? sqlite3_column_int64(s.get(), 0) : 0;
}

std::vector<OrderSummary> ResultStore::report(const std::string& game, const std::string& variant,
                                              const std::string& by) const {
  // The column is chosen from a fixed list, never taken from the caller's text.
  const char* group = by == "size" ? "m" : by == "max-degree" ? "max_degree" : "0";
  const std::string sql =
      std::string("SELECT n, ") + group +
      ", COUNT(*), SUM(winner = 1), SUM(winner = 2), SUM(winner = 3), SUM(winner = 0)"
      " FROM results"
      " WHERE game = ? AND variant = ? GROUP BY 1, 2 ORDER BY 1, 2";
  Statement s(db_, sql.c_str(), path_);
  s.text(1, game);
  s.text(2, variant);
  std::vector<OrderSummary> out;
  while (sqlite3_step(s.get()) == SQLITE_ROW)
    out.push_back({sqlite3_column_int(s.get(), 0), sqlite3_column_int(s.get(), 1),
                   sqlite3_column_int64(s.get(), 2), sqlite3_column_int64(s.get(), 3),
                   sqlite3_column_int64(s.get(), 4), sqlite3_column_int64(s.get(), 5),
                   sqlite3_column_int64(s.get(), 6)});
  return out;
}

std::map<int, std::int64_t> ResultStore::counts_by_size(const std::string& game,
                                                        const std::string& variant, int order,
                                                        std::optional<int> max_degree) const {
  Statement s(db_,
              "SELECT m, COUNT(*) FROM results WHERE game = ?1 AND variant = ?2 AND n = ?3"
              " AND max_degree <= ?4 GROUP BY m",
              path_);
  s.text(1, game);
  s.text(2, variant);
  s.integer(3, order);
  s.integer(4, max_degree.value_or(order));
  std::map<int, std::int64_t> out;
  while (sqlite3_step(s.get()) == SQLITE_ROW)
    out[sqlite3_column_int(s.get(), 0)] = sqlite3_column_int64(s.get(), 1);
  return out;
}

std::int64_t ResultStore::merge_from(const std::string& other_path) {
  const auto before = sqlite3_total_changes64(db_);
  Statement attach(db_, "ATTACH DATABASE ? AS other", path_);
  attach.text(1, other_path);
  if (sqlite3_step(attach.get()) != SQLITE_DONE)
    throw InputError("database '" + other_path + "': " + sqlite3_errmsg(db_));
  try {
    exec("INSERT OR IGNORE INTO results SELECT * FROM other.results");
  } catch (...) {
    exec("DETACH DATABASE other");
    throw;
  }
  exec("DETACH DATABASE other");
  return sqlite3_total_changes64(db_) - before;
}

}  // namespace gg::census
