// The results database (SQLite): one row per canonical graph, game and variant. Results
// already stored are never recomputed, and inserts are idempotent, so an interrupted or
// killed census resumes where its last committed batch ended.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "census/order_counts.h"
#include "games/stored_facts.h"
#include "store/sqlite_db.h"

namespace gg::census {

// How a row's winner was found (the column `method`): a search from the board's root, or a
// retrograde pass over every graph of the order (census/retrograde.h).
inline constexpr const char* kSearchMethod = "search";
inline constexpr const char* kRetrogradeMethod = "retrograde";

struct ResultRow {
  std::string canonical;  // canonical graph6 (nauty)
  std::string game;
  std::string variant;  // the rule variant label, e.g. "standard" or "colors=EDCN"
  StoredFacts facts;    // the game's declared facts (Game::stored_facts): EDGe's colours
  int order = 0;
  int size = 0;
  int max_degree = 0;
  int winner = 0;
  std::optional<int> grundy;
  std::uint64_t nodes = 0;
  double seconds = 0;
  std::string solver_version;
  // The sweep of the run that stored the row (sweep_label, or kStdinSource / kListSource);
  // empty for rows stored before runs recorded it.
  std::string sweep;
  std::string method = kSearchMethod;
  // Whether the graph is connected and bipartite, when the maker knows already; insert()
  // works them out of the key otherwise.
  std::optional<bool> connected;
  std::optional<bool> bipartite;
};

// A graph and its verdict, for rows that share everything else (a retrograde census's layer).
struct GraphVerdict {
  std::string canonical;
  int order = 0;
  int size = 0;
  int max_degree = 0;
  int winner = 0;
  std::optional<int> grundy;
  bool connected = false;
  bool bipartite = false;
};

// One census run over a generator's sweep at one order (one shard of it): whether it went
// through to the end, and how many distinct graphs or boards it met.
struct SweepRun {
  std::string game;
  std::string variant;
  std::string sweep;  // sweep_label()
  int order = 0;
  int shard = 0;
  int shards = 1;
  std::int64_t items = 0;  // when finished
  bool finished = false;
};

struct QueryFilter {
  std::string game;
  std::string variant;
  std::optional<int> order;
  std::optional<int> winner;
  std::optional<int> max_degree;
  std::optional<int> size;
  std::int64_t limit = 0;  // at most this many rows (0: all), from row `offset` on
  std::int64_t offset = 0;
};

struct OrderSummary {
  int order = 0;
  int group = 0;  // edges or maximum degree when the summary is broken down, else 0
  std::int64_t graphs = 0;
  std::int64_t p1_wins = 0;
  std::int64_t p2_wins = 0;
  std::int64_t p3_wins = 0;        // three-player games
  std::int64_t no_forced_win = 0;  // three-player games: winner 0
};

class ResultStore {
 public:
  // Opens the database: read-write (created if needed, refused when damaged) for commands that
  // store results, read-only (it must exist and hold results) for those that only read.
  // Throws DatabaseError naming the file; so does every later SQLite failure.
  explicit ResultStore(const std::string& path, store::Access access = store::Access::kReadWrite);
  ~ResultStore();
  ResultStore(const ResultStore&) = delete;
  ResultStore& operator=(const ResultStore&) = delete;
  const std::string& path() const { return path_; }

  // How many rows of the order have each number of edges (and maximum degree at most
  // max_degree, if given): for checking a merged census against the generator's counts.
  std::map<int, std::int64_t> counts_by_size(const std::string& game, const std::string& variant,
                                             int order, std::optional<int> max_degree) const;
  // canonical graph6 -> winner for those of `keys` already stored (one batch of a stream).
  std::unordered_map<std::string, int> stored_winners(const std::string& game,
                                                      const std::string& variant,
                                                      const std::vector<std::string>& keys) const;
  // canonical graph6 -> the whole row, for those of `keys` stored.
  std::unordered_map<std::string, ResultRow> stored_rows(
      const std::string& game, const std::string& variant,
      const std::vector<std::string>& keys) const;
  // Inserts all rows in one transaction; rows already present are left as they are.
  void insert(const std::vector<ResultRow>& rows);
  // The same for rows that are `common` but for each graph and its verdict.
  void insert(const ResultRow& common, std::span<const GraphVerdict> graphs);
  std::vector<ResultRow> query(const QueryFilter& filter) const;
  // How many rows match the filter (its limit and offset aside).
  std::int64_t count(const QueryFilter& filter) const;
  // Wins per order, or per order and `by` ("size" or "max-degree"; empty: per order only), of
  // the rows meeting `condition` (an SQL condition from sweep_condition(); empty: all rows).
  std::vector<OrderSummary> report(const std::string& game, const std::string& variant,
                                   const std::string& by, const std::string& condition = "") const;
  // The same for the rows meeting none of `conditions`, per the sweep that stored them
  // (empty: stored before rows recorded it).
  std::vector<std::pair<std::string, OrderSummary>> report_outside(
      const std::string& game, const std::string& variant, const std::string& by,
      const std::vector<std::string>& conditions) const;
  // Every game and variant with rows stored, and how many rows each has.
  struct StoredVariant {
    std::string game;
    std::string variant;
    std::int64_t rows = 0;
  };
  std::vector<StoredVariant> stored_variants() const;
  // How many rows meet the condition.
  std::int64_t count_where(const std::string& game, const std::string& variant,
                           const std::string& condition) const;
  // Records a run as started (a record already there is kept) or, with `finished`, as
  // finished with its item count.
  void record_sweep(const SweepRun& run);
  // Every recorded run of the game and variant, by sweep, order and shard.
  std::vector<SweepRun> sweeps(const std::string& game, const std::string& variant) const;
  // Records a finished run without rows (one whole sweep at one order) and what it counted,
  // in one transaction: the run's item count is the counts' total. Earlier counts of the same
  // sweep and order are replaced.
  void record_counts(const SweepRun& run, const std::string& method,
                     std::span<const OrderCount> counts);
  // Every count of runs without rows recorded for the game and variant (order_counts.h).
  CountedOrders counts(const std::string& game, const std::string& variant) const;
  // Copies every row of another database that this one lacks, and its runs and counts;
  // returns how many rows were added.
  std::int64_t merge_from(const std::string& other_path);
  // SQLite's integrity check of the whole file: empty when sound, else at most
  // `max_problems` findings.
  std::vector<std::string> check(int max_problems = 20) const;
  // The same for a file that may be too damaged to open as a store (its schema unreadable):
  // what SQLite reports, or the error that stopped it. Throws DatabaseError only for a file
  // that does not exist.
  static std::vector<std::string> check_file(const std::string& path, int max_problems = 20);
  // Fault injection for tests: the file may grow to `pages` pages, past which writes fail as
  // on a full disk.
  void limit_pages(std::int64_t pages);

  // The layout this version writes (PRAGMA user_version); older files are upgraded on a
  // read-write open and read as they are, newer ones refused. Version 2 keeps the game's
  // declared facts as JSON text (`facts`) where version 1 had EDGe's colour count (`colors`).
  // Version 3 records each row's method (`method`; rows of older files were all searched).
  // Version 4 records each order's row count and digest (`order_totals`, order_digest.h),
  // which queries of whole orders check. Version 5 records the counts of runs without rows
  // (`order_counts`, order_counts.h).
  static constexpr int kSchemaVersion = 5;

 private:
  void exec(const char* sql) const;
  // One transaction inserting row_at(0), ..., row_at(count - 1).
  void insert_each(std::size_t count, const std::function<const ResultRow&(std::size_t)>& row_at);
  // The file's layout version; refused (DatabaseError) when newer than this program's.
  std::int64_t schema_version() const;
  void create_schema();
  // Adds what newer versions store to a database made by an older one.
  void upgrade_schema();
  // Fills `connected` and `bipartite` of rows that lack them, from their graph6 (inside the
  // caller's transaction).
  void fill_graph_properties();
  // Recomputes every order's recorded totals from the rows (census/order_digest.h), inside
  // the caller's transaction.
  void recompute_totals();
  sqlite3* db_ = nullptr;
  std::string path_;
  // The columns of a row as read_row() takes them, in this file's layout.
  std::string row_columns_;
};

// The facts of a stored row or sweep member, from the JSON text the database keeps; throws
// DatabaseError naming the file and the row when the text is not a JSON object of integers.
StoredFacts stored_facts_of(const std::string& text, const std::string& path,
                            const std::string& row);

// Files of layout 1 kept EDGe's colour count in a column `colors` (0 or NULL for every other
// game): its value as the facts text layout 2 stores.
inline constexpr const char* kFactsOfColorsColumn =
    "CASE WHEN colors <> 0 THEN '{\"colors\":' || colors || '}' ELSE '{}' END";

// Moves a layout-1 table's `colors` column into a `facts` column (and drops it), inside the
// caller's transaction: the census rows and the sweep members are upgraded alike.
void replace_colors_with_facts(sqlite3* db, const std::string& table, const std::string& path);

}  // namespace gg::census
