#include "census/store.h"

#include <filesystem>

#include "census/order_digest.h"
#include "core/error.h"
#include "core/text.h"
#include "graph/graph6.h"
#include "graph/properties.h"
#include "store/sqlite_db.h"

namespace gg::census {

using store::Access;
using store::DatabaseError;
using store::exec_sql;
using store::has;
using store::integrity_problems;
using store::open_database;
using store::repair_advice;
using store::Statement;
using store::table_columns;

namespace {

// A text column; a damaged row may hold NULL where the schema forbids it.
std::string text_at(sqlite3_stmt* s, int column) {
  const unsigned char* text = sqlite3_column_text(s, column);
  return text != nullptr ? reinterpret_cast<const char*>(text) : "";
}

ResultRow read_row(sqlite3_stmt* s, const std::string& path) {
  ResultRow r;
  r.canonical = text_at(s, 0);
  r.game = text_at(s, 1);
  r.variant = text_at(s, 2);
  r.facts = stored_facts_of(text_at(s, 3), path, "row '" + r.canonical + "'");
  r.order = sqlite3_column_int(s, 4);
  r.size = sqlite3_column_int(s, 5);
  r.max_degree = sqlite3_column_int(s, 6);
  r.winner = sqlite3_column_int(s, 7);
  if (sqlite3_column_type(s, 8) != SQLITE_NULL) r.grundy = sqlite3_column_int(s, 8);
  r.nodes = static_cast<std::uint64_t>(sqlite3_column_int64(s, 9));
  r.seconds = sqlite3_column_double(s, 10);
  r.solver_version = text_at(s, 11);
  r.sweep = text_at(s, 12);
  r.method = text_at(s, 13);
  return r;
}

// The columns read_row() takes, from a file whose results table has `columns`: a file of an
// older layout gives what it lacks as the values the upgrade would fill in.
std::string row_columns(const std::vector<std::string>& columns) {
  return std::string("canonical, game, variant, ") +
         (has(columns, "facts") ? "facts" : kFactsOfColorsColumn) +
         ", n, m, max_degree, winner, grundy, nodes, seconds, solver_version, " +
         (has(columns, "sweep") ? "sweep" : "NULL") + ", " +
         (has(columns, "method") ? "COALESCE(method, 'search')" : "'search'");
}

// The graph of a stored key (a plane board's key carries its cells after a space).
Graph graph_of_key(const std::string& key) {
  return parse_nauty_string(std::string_view(key).substr(0, key.find(' ')));
}

OrderSummary read_summary(sqlite3_stmt* s, int first) {
  return {sqlite3_column_int(s, first),       sqlite3_column_int(s, first + 1),
          sqlite3_column_int64(s, first + 2), sqlite3_column_int64(s, first + 3),
          sqlite3_column_int64(s, first + 4), sqlite3_column_int64(s, first + 5),
          sqlite3_column_int64(s, first + 6)};
}

// The grouping column of a report, chosen from a fixed list, never taken from the caller's
// text.
const char* group_column(const std::string& by) {
  return by == "size" ? "m" : by == "max-degree" ? "max_degree" : "0";
}

constexpr const char* kTallyColumns =
    "COUNT(*), SUM(winner = 1), SUM(winner = 2), SUM(winner = 3), SUM(winner = 0)";

}  // namespace

namespace {

// What rows record beyond the first version's columns.
constexpr const char* kLaterColumns[][2] = {
    {"connected", "INTEGER"}, {"bipartite", "INTEGER"}, {"sweep", "TEXT"}, {"method", "TEXT"}};

}  // namespace

ResultStore::ResultStore(const std::string& path, Access access)
    : db_(open_database(path, access)), path_(path) {
  try {
    schema_version();
    if (access == Access::kReadOnly) {
      if (table_columns(db_, "main", "results", path_).empty())
        throw DatabaseError("database '" + path_ + "' holds no census results");
    } else {
      // A damaged file is refused before anything is written into it.
      if (const auto problems = integrity_problems(db_, path_, 1); !problems.empty())
        throw DatabaseError("database '" + path_ + "' is damaged (" + problems.front() +
                            "): " + repair_advice(path_));
      create_schema();
      // A census writes rows in the order it decides them, which is not the key order: with
      // the key index in memory (order 10's is about 0.5 GB) an insert does not wait for a
      // read from disk. SQLite takes the pages only as the file needs them.
      exec("PRAGMA cache_size = -1048576");
    }
    row_columns_ = row_columns(table_columns(db_, "main", "results", path_));
  } catch (...) {
    sqlite3_close(db_);
    throw;
  }
}

void ResultStore::create_schema() {
  exec(
      "CREATE TABLE IF NOT EXISTS results ("
      " canonical TEXT NOT NULL, game TEXT NOT NULL, variant TEXT NOT NULL,"
      " n INTEGER NOT NULL, m INTEGER NOT NULL,"
      " max_degree INTEGER NOT NULL, winner INTEGER NOT NULL, grundy INTEGER,"
      " nodes INTEGER NOT NULL, seconds REAL NOT NULL, solver_version TEXT NOT NULL,"
      " connected INTEGER, bipartite INTEGER, sweep TEXT, facts TEXT NOT NULL DEFAULT '{}',"
      " method TEXT,"
      " PRIMARY KEY (canonical, game, variant))");
  exec("CREATE INDEX IF NOT EXISTS results_by_order ON results (game, variant, n)");
  exec(
      "CREATE TABLE IF NOT EXISTS sweeps ("
      " game TEXT NOT NULL, variant TEXT NOT NULL, sweep TEXT NOT NULL, n INTEGER NOT NULL,"
      " shard INTEGER NOT NULL, shards INTEGER NOT NULL, items INTEGER NOT NULL,"
      " finished INTEGER NOT NULL, PRIMARY KEY (game, variant, sweep, n, shard, shards))");
  exec(kOrderTotalsTable);
  exec(kOrderCountsTable);
  upgrade_schema();
}

ResultStore::~ResultStore() { sqlite3_close(db_); }

std::int64_t ResultStore::schema_version() const {
  Statement version(db_, "PRAGMA user_version", path_);
  const std::int64_t found = version.step() ? version.column_integer(0) : 0;
  if (found > kSchemaVersion)
    throw DatabaseError("database '" + path_ + "' has layout " + std::to_string(found) +
                        ", newer than this program's (" + std::to_string(kSchemaVersion) +
                        "): use the graphgames version that wrote it");
  return found;
}

void ResultStore::upgrade_schema() {
  const std::int64_t version = schema_version();
  if (version == kSchemaVersion) return;
  // One transaction: a database is upgraded whole or not at all.
  exec("BEGIN IMMEDIATE");
  const auto columns = table_columns(db_, "main", "results", path_);
  for (const auto& [name, type] : kLaterColumns)
    if (!has(columns, name))
      exec(("ALTER TABLE results ADD COLUMN " + std::string(name) + " " + type).c_str());
  if (!has(columns, "facts")) replace_colors_with_facts(db_, "results", path_);
  fill_graph_properties();
  // EDGe censuses at each graph's EDCN were labelled "edcn" before the variant got the one
  // spelling every command prints ("colors=EDCN").
  exec(
      "UPDATE OR IGNORE results SET variant = 'colors=EDCN' WHERE game = 'edge' AND variant = "
      "'edcn'");
  // Layout 4 records every order's row count and digest (census/order_digest.h).
  if (version < 4) recompute_totals();
  exec(("PRAGMA user_version = " + std::to_string(kSchemaVersion)).c_str());
  exec("COMMIT");
}

void ResultStore::fill_graph_properties() {
  std::vector<std::string> keys;
  {
    Statement s(db_, "SELECT DISTINCT canonical FROM results WHERE connected IS NULL", path_);
    while (s.step()) keys.push_back(s.column_text(0));
  }
  Statement s(db_, "UPDATE results SET connected = ?1, bipartite = ?2 WHERE canonical = ?3", path_);
  for (const std::string& key : keys) {
    const Graph g = graph_of_key(key);
    s.integer(1, is_connected(g) ? 1 : 0);
    s.integer(2, is_bipartite(g) ? 1 : 0);
    s.text(3, key);
    s.run();
  }
}

void ResultStore::recompute_totals() {
  // The file's columns now (an upgrade calls this before row_columns_ is known).
  const std::string sql =
      "SELECT " + row_columns(table_columns(db_, "main", "results", path_)) + " FROM results";
  Statement s(db_, sql.c_str(), path_);
  std::map<OrderKey, OrderTotal> totals;
  while (s.step()) {
    const ResultRow r = read_row(s.get(), path_);
    totals[{r.game, r.variant, r.order}].add(r);
  }
  replace_totals(db_, path_, totals);
}

void ResultStore::exec(const char* sql) const { exec_sql(db_, sql, path_); }

std::vector<std::string> ResultStore::check(int max_problems) const {
  return integrity_problems(db_, path_, max_problems);
}

std::vector<std::string> ResultStore::check_file(const std::string& path, int max_problems) {
  if (!std::filesystem::exists(path)) throw DatabaseError("database '" + path + "' does not exist");
  sqlite3* db = nullptr;
  try {
    db = open_database(path, Access::kReadOnly);
  } catch (const DatabaseError& e) {
    return {e.what()};
  }
  std::vector<std::string> problems;
  try {
    problems = integrity_problems(db, path, max_problems);
  } catch (const DatabaseError& e) {
    problems = {e.what()};
  }
  sqlite3_close(db);
  return problems;
}

void ResultStore::limit_pages(std::int64_t pages) {
  exec(("PRAGMA max_page_count = " + std::to_string(pages)).c_str());
}

std::unordered_map<std::string, ResultRow> ResultStore::stored_rows(
    const std::string& game, const std::string& variant,
    const std::vector<std::string>& keys) const {
  std::unordered_map<std::string, ResultRow> out;
  if (keys.empty()) return out;
  const std::string sql =
      "SELECT " + row_columns_ + " FROM results WHERE canonical = ? AND game = ? AND variant = ?";
  Statement s(db_, sql.c_str(), path_);
  for (const std::string& key : keys) {
    s.reset();
    s.text(1, key);
    s.text(2, game);
    s.text(3, variant);
    if (s.step()) out.emplace(key, read_row(s.get(), path_));
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
  insert_each(rows.size(), [&rows](std::size_t i) -> const ResultRow& { return rows[i]; });
}

void ResultStore::insert(const ResultRow& common, std::span<const GraphVerdict> graphs) {
  ResultRow row = common;
  insert_each(graphs.size(), [&](std::size_t i) -> const ResultRow& {
    const GraphVerdict& g = graphs[i];
    row.canonical = g.canonical;
    row.order = g.order;
    row.size = g.size;
    row.max_degree = g.max_degree;
    row.winner = g.winner;
    row.grundy = g.grundy;
    row.connected = g.connected;
    row.bipartite = g.bipartite;
    return row;
  });
}

void ResultStore::insert_each(std::size_t count,
                              const std::function<const ResultRow&(std::size_t)>& row_at) {
  if (count == 0) return;
  exec("BEGIN IMMEDIATE");
  Statement s(db_,
              "INSERT OR IGNORE INTO results (canonical, game, variant, facts, n, m, max_degree,"
              " winner, grundy, nodes, seconds, solver_version, connected, bipartite, sweep,"
              " method) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
              path_);
  // What the rows this transaction adds (not those already stored) add to their orders' totals.
  std::map<OrderKey, OrderTotal> added;
  for (std::size_t i = 0; i < count; ++i) {
    const ResultRow& r = row_at(i);
    bool connected = false;
    bool bipartite = false;
    if (r.connected && r.bipartite) {
      connected = *r.connected;
      bipartite = *r.bipartite;
    } else {
      const Graph g = graph_of_key(r.canonical);
      connected = is_connected(g);
      bipartite = is_bipartite(g);
    }
    s.text(1, r.canonical);
    s.text(2, r.game);
    s.text(3, r.variant);
    s.text(4, r.facts.empty() ? "{}" : facts_json(r.facts).dump());
    s.integer(5, r.order);
    s.integer(6, r.size);
    s.integer(7, r.max_degree);
    s.integer(8, r.winner);
    s.optional_integer(9, r.grundy);
    s.integer(10, static_cast<std::int64_t>(r.nodes));
    s.real(11, r.seconds);
    s.text(12, r.solver_version);
    s.integer(13, connected ? 1 : 0);
    s.integer(14, bipartite ? 1 : 0);
    if (r.sweep.empty()) {
      s.null(15);
    } else {
      s.text(15, r.sweep);
    }
    s.text(16, r.method);
    try {
      s.run();
    } catch (const DatabaseError&) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
    if (sqlite3_changes(db_) == 1) added[{r.game, r.variant, r.order}].add(r);
  }
  try {
    add_to_totals(db_, path_, added);
    exec("COMMIT");
  } catch (const DatabaseError&) {
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    throw;
  }
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

// Whether the filter selects whole orders (by game, variant and order only, no page of them).
bool whole_orders(const QueryFilter& f) {
  return !f.winner && !f.max_degree && !f.size && f.limit <= 0;
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
  std::string sql =
      "SELECT " + row_columns_ + " FROM results" + where_clause(f) + " ORDER BY n, m, canonical";
  if (f.limit > 0) sql += " LIMIT ?7 OFFSET ?8";
  Statement s(db_, sql.c_str(), path_);
  bind_filter(s, f);
  if (f.limit > 0) {
    s.integer(7, f.limit);
    s.integer(8, f.offset);
  }
  std::vector<ResultRow> out;
  while (s.step()) out.push_back(read_row(s.get(), path_));
  // Whole orders read are compared with their record: damage is an error, never fewer rows.
  if (whole_orders(f)) {
    if (const auto recorded = recorded_totals(db_, path_, f.game, f.variant, f.order.value_or(0))) {
      std::map<OrderKey, OrderTotal> read;
      for (const ResultRow& r : out) read[{r.game, r.variant, r.order}].add(r);
      check_totals(read, *recorded, path_);
    }
  }
  return out;
}

std::int64_t ResultStore::count(const QueryFilter& f) const {
  const std::string sql = "SELECT COUNT(*) FROM results" + where_clause(f);
  Statement s(db_, sql.c_str(), path_);
  bind_filter(s, f);
  const std::int64_t rows = s.step() ? s.column_integer(0) : 0;
  QueryFilter unpaged = f;
  unpaged.limit = 0;
  if (whole_orders(unpaged)) {
    if (const auto recorded = recorded_totals(db_, path_, f.game, f.variant, f.order.value_or(0))) {
      std::int64_t on_record = 0;
      for (const auto& [key, total] : *recorded) on_record += total.rows;
      if (rows != on_record)
        throw DatabaseError("database '" + path_ + "' is damaged: " + format_count(on_record) +
                            " rows of " + f.game + " on record but " + format_count(rows) +
                            " counted; run gg census " + f.game + " --check --db " + path_);
    }
  }
  return rows;
}

std::vector<OrderSummary> ResultStore::report(const std::string& game, const std::string& variant,
                                              const std::string& by,
                                              const std::string& condition) const {
  const std::string sql = std::string("SELECT n, ") + group_column(by) + ", " + kTallyColumns +
                          " FROM results WHERE game = ? AND variant = ?" +
                          (condition.empty() ? "" : " AND " + condition) +
                          " GROUP BY 1, 2 ORDER BY 1, 2";
  Statement s(db_, sql.c_str(), path_);
  s.text(1, game);
  s.text(2, variant);
  std::vector<OrderSummary> out;
  while (s.step()) out.push_back(read_summary(s.get(), 0));
  return out;
}

std::vector<std::pair<std::string, OrderSummary>> ResultStore::report_outside(
    const std::string& game, const std::string& variant, const std::string& by,
    const std::vector<std::string>& conditions) const {
  std::string outside;
  for (const std::string& c : conditions) outside += (outside.empty() ? "" : " OR ") + c;
  const std::string sql = std::string("SELECT COALESCE(sweep, ''), n, ") + group_column(by) + ", " +
                          kTallyColumns + " FROM results WHERE game = ? AND variant = ?" +
                          (outside.empty() ? "" : " AND NOT (" + outside + ")") +
                          " GROUP BY 1, 2, 3 ORDER BY 1, 2, 3";
  Statement s(db_, sql.c_str(), path_);
  s.text(1, game);
  s.text(2, variant);
  std::vector<std::pair<std::string, OrderSummary>> out;
  while (s.step()) out.emplace_back(s.column_text(0), read_summary(s.get(), 1));
  return out;
}

std::vector<ResultStore::StoredVariant> ResultStore::stored_variants() const {
  Statement s(db_, "SELECT game, variant, COUNT(*) FROM results GROUP BY 1, 2 ORDER BY 1, 2",
              path_);
  std::vector<StoredVariant> out;
  while (s.step()) out.push_back({s.column_text(0), s.column_text(1), s.column_integer(2)});
  return out;
}

std::int64_t ResultStore::count_where(const std::string& game, const std::string& variant,
                                      const std::string& condition) const {
  const std::string sql =
      "SELECT COUNT(*) FROM results WHERE game = ? AND variant = ? AND " + condition;
  Statement s(db_, sql.c_str(), path_);
  s.text(1, game);
  s.text(2, variant);
  return s.step() ? s.column_integer(0) : 0;
}

void ResultStore::record_sweep(const SweepRun& run) {
  Statement s(db_,
              run.finished
                  ? "INSERT INTO sweeps VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1) ON CONFLICT DO "
                    "UPDATE SET items = excluded.items, finished = 1"
                  : "INSERT OR IGNORE INTO sweeps VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 0)",
              path_);
  s.text(1, run.game);
  s.text(2, run.variant);
  s.text(3, run.sweep);
  s.integer(4, run.order);
  s.integer(5, run.shard);
  s.integer(6, run.shards);
  s.integer(7, run.items);
  s.run();
}

void ResultStore::record_counts(const SweepRun& run, const std::string& method,
                                std::span<const OrderCount> counts) {
  SweepRun finished = run;
  finished.finished = true;
  finished.items = 0;
  for (const OrderCount& c : counts) finished.items += c.graphs;
  exec("BEGIN IMMEDIATE");
  try {
    replace_counts(db_, path_, run.game, run.variant, run.sweep, run.order, method, counts);
    record_sweep(finished);
    exec("COMMIT");
  } catch (...) {
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    throw;
  }
}

CountedOrders ResultStore::counts(const std::string& game, const std::string& variant) const {
  return recorded_counts(db_, path_, game, variant);
}

std::vector<SweepRun> ResultStore::sweeps(const std::string& game,
                                          const std::string& variant) const {
  Statement s(db_,
              "SELECT sweep, n, shard, shards, items, finished FROM sweeps WHERE game = ?1 AND "
              "variant = ?2 ORDER BY sweep, n, shards, shard",
              path_);
  s.text(1, game);
  s.text(2, variant);
  std::vector<SweepRun> out;
  while (s.step())
    out.push_back({game, variant, s.column_text(0), sqlite3_column_int(s.get(), 1),
                   sqlite3_column_int(s.get(), 2), sqlite3_column_int(s.get(), 3),
                   sqlite3_column_int64(s.get(), 4), sqlite3_column_int(s.get(), 5) != 0});
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
  while (s.step()) out[sqlite3_column_int(s.get(), 0)] = sqlite3_column_int64(s.get(), 1);
  return out;
}

std::int64_t ResultStore::merge_from(const std::string& other_path) {
  Statement attach(db_, "ATTACH DATABASE ? AS other", path_);
  attach.text(1, other_path);
  attach.run();
  std::int64_t added = 0;
  try {
    Statement check(db_, "PRAGMA other.quick_check(1)", other_path);
    if (check.step() && check.column_text(0) != "ok")
      throw DatabaseError("database '" + other_path + "' is damaged (" + check.column_text(0) +
                          "): nothing was merged from it");
    // A database of an older version lacks the later columns: they are filled in below.
    const auto columns = table_columns(db_, "other", "results", other_path);
    if (columns.empty()) throw InputError("database '" + other_path + "' holds no census results");
    std::string copied =
        "canonical, game, variant, n, m, max_degree, winner, grundy, nodes, seconds, "
        "solver_version";
    for (const auto& [name, type] : kLaterColumns)
      if (has(columns, name)) copied += std::string(", ") + name;
    const std::string facts = has(columns, "facts") ? "facts" : kFactsOfColorsColumn;
    const auto before = sqlite3_total_changes64(db_);
    exec(("INSERT OR IGNORE INTO results (" + copied + ", facts) SELECT " + copied + ", " + facts +
          " FROM other.results")
             .c_str());
    added = sqlite3_total_changes64(db_) - before;
    // A run finished in either database is finished in the merge.
    if (!table_columns(db_, "other", "sweeps", other_path).empty())
      exec(
          "INSERT INTO sweeps SELECT * FROM other.sweeps WHERE true ON CONFLICT DO UPDATE SET "
          "items = CASE WHEN excluded.finished > finished THEN excluded.items ELSE items END, "
          "finished = max(finished, excluded.finished)");
    merge_counts(db_, path_, other_path);
  } catch (...) {
    exec("DETACH DATABASE other");
    throw;
  }
  exec("DETACH DATABASE other");
  exec("BEGIN IMMEDIATE");
  fill_graph_properties();
  recompute_totals();
  exec("COMMIT");
  return added;
}

void replace_colors_with_facts(sqlite3* db, const std::string& table, const std::string& path) {
  exec_sql(db, ("ALTER TABLE " + table + " ADD COLUMN facts TEXT NOT NULL DEFAULT '{}'").c_str(),
           path);
  exec_sql(db, ("UPDATE " + table + " SET facts = " + kFactsOfColorsColumn).c_str(), path);
  exec_sql(db, ("ALTER TABLE " + table + " DROP COLUMN colors").c_str(), path);
}

StoredFacts stored_facts_of(const std::string& text, const std::string& path,
                            const std::string& row) {
  const auto facts = facts_of_json(nlohmann::json::parse(text, nullptr, false));
  if (!facts)
    throw DatabaseError("database '" + path + "', " + row + ": stored facts '" + text +
                        "' are not a JSON object of integers: " + repair_advice(path));
  return *facts;
}

}  // namespace gg::census
