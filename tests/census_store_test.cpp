// The results database's sweeps: rows record their graph's connectivity and the run that made
// them, runs record whether they went through, and databases of the first schema are upgraded
// (and merged, and read as they are) without losing a row or a colour count.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>

#include "census/census.h"
#include "census/member_store.h"
#include "census/sequence.h"
#include "census/store.h"
#include "census/sweep.h"
#include "core/error.h"
#include "store/checksum_vfs.h"

namespace gg::census {

using store::Access;
using store::checksum_vfs_name;
using store::DatabaseError;
using store::kChecksumBytes;
using store::kRebuiltSuffix;

namespace {

std::string temp_db(const std::string& name) {
  const auto path = std::filesystem::temp_directory_path() / ("gg_store_" + name + ".db");
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
  return path.string();
}

// Changes a database as graphgames writes it (through the page checksums, so the check a test
// meets is the store's own, not a page's).
void run_sql(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                            checksum_vfs_name()),
            SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK) << sql;
  sqlite3_close(db);
}

// The names of a table's columns.
std::vector<std::string> columns_of(const std::string& path, const std::string& table) {
  sqlite3* db = nullptr;
  EXPECT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  sqlite3_stmt* s = nullptr;
  const std::string sql = "SELECT name FROM pragma_table_info('" + table + "')";
  EXPECT_EQ(sqlite3_prepare_v2(db, sql.c_str(), -1, &s, nullptr), SQLITE_OK);
  std::vector<std::string> names;
  while (sqlite3_step(s) == SQLITE_ROW)
    names.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(s, 0)));
  sqlite3_finalize(s);
  sqlite3_close(db);
  return names;
}

bool contains(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

// A database as the first version wrote it: no connectivity, no sweeps, EDGe's colour count
// in a column of its own (0 for other games).
void write_first_schema(const std::string& path) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  const char* sql =
      "CREATE TABLE results (canonical TEXT NOT NULL, game TEXT NOT NULL, variant TEXT NOT NULL,"
      " colors INTEGER NOT NULL, n INTEGER NOT NULL, m INTEGER NOT NULL,"
      " max_degree INTEGER NOT NULL, winner INTEGER NOT NULL, grundy INTEGER,"
      " nodes INTEGER NOT NULL, seconds REAL NOT NULL, solver_version TEXT NOT NULL,"
      " PRIMARY KEY (canonical, game, variant));"
      // P3 (connected, a tree), K3 (connected, not bipartite), K2 + K1 (disconnected).
      "INSERT INTO results VALUES ('Bg', 'trail-trap', 'standard', 0, 3, 2, 2, 2, NULL, 5, 0,"
      " 'v'), ('Bw', 'trail-trap', 'standard', 0, 3, 3, 2, 2, NULL, 7, 0, 'v'),"
      " ('B?', 'trail-trap', 'standard', 0, 3, 0, 0, 2, NULL, 1, 0, 'v'),"
      " ('BO', 'trail-trap', 'standard', 0, 3, 1, 1, 2, NULL, 1, 0, 'v'),"
      " ('Bw', 'edge', 'colors=EDCN', 3, 3, 3, 2, 1, 0, 9, 0, 'v');";
  ASSERT_EQ(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK);
  sqlite3_close(db);
}

GraphFilter connected(int order) {
  GraphFilter f;
  f.order = order;
  return f;
}

// The reserved bytes per page the file's header records (byte 20).
int reserved_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  in.seekg(20);
  return in.get();
}

void flip_bit(const std::string& path, std::streamoff offset) {
  std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
  file.seekg(offset);
  const int byte = file.get();
  file.seekp(offset);
  file.put(static_cast<char>(byte ^ 0x10));
}

QueryFilter every_row(const std::string& game) {
  QueryFilter filter;
  filter.game = game;
  filter.variant = "standard";
  return filter;
}

TEST(CensusStore, PagesCarryChecksumsAndADamagedPageIsAnError) {
  const std::string path = temp_db("checksums");
  { const ResultStore store(path); }
  EXPECT_EQ(reserved_bytes(path), kChecksumBytes);

  // A database of the previous format (no reserved bytes) opened for writing is rebuilt with
  // them, row for row; opened only for reading it is read as it is.
  const std::string old = temp_db("without_checksums");
  write_first_schema(old);
  ASSERT_EQ(reserved_bytes(old), 0);
  {
    const ResultStore reader(old, Access::kReadOnly);
    EXPECT_EQ(reader.query(every_row("trail-trap")).size(), 4U);
  }
  EXPECT_EQ(reserved_bytes(old), 0);
  {
    const ResultStore store(old);
    EXPECT_EQ(store.query(every_row("trail-trap")).size(), 4U);
  }
  EXPECT_EQ(reserved_bytes(old), kChecksumBytes);
  EXPECT_FALSE(std::filesystem::exists(old + kRebuiltSuffix));

  // One bit of the results table's page (the file's second page) is an error naming it.
  ASSERT_FALSE(std::filesystem::exists(old + "-wal"));
  flip_bit(old, 4096 + 3000);
  try {
    const ResultStore reader(old, Access::kReadOnly);
    (void)reader.query(every_row("trail-trap"));
    ADD_FAILURE() << "a damaged page was read";
  } catch (const DatabaseError& e) {
    EXPECT_NE(std::string(e.what()).find("the page at byte 4096 fails its checksum"),
              std::string::npos)
        << e.what();
  }
}

TEST(CensusStore, UpgradesTheFirstSchemaAndFillsConnectivity) {
  const std::string path = temp_db("upgrade");
  write_first_schema(path);
  const ResultStore store(path);
  EXPECT_EQ(store.count_where("trail-trap", "standard", sweep_condition(connected(3))), 2);
  GraphFilter all = connected(3);
  all.connected_only = false;
  EXPECT_EQ(store.count_where("trail-trap", "standard", sweep_condition(all)), 4);
  GraphFilter trees = connected(3);
  trees.trees = true;
  EXPECT_EQ(store.count_where("trail-trap", "standard", sweep_condition(trees)), 1);
  GraphFilter bipartite = all;
  bipartite.bipartite = true;
  EXPECT_EQ(store.count_where("trail-trap", "standard", sweep_condition(bipartite)), 3);
  // No run is recorded: every row is one stored before sweeps were.
  EXPECT_TRUE(store.sweeps("trail-trap", "standard").empty());
  const auto outside = store.report_outside("trail-trap", "standard", "", {});
  ASSERT_EQ(outside.size(), 1U);
  EXPECT_EQ(outside[0].first, "");
  EXPECT_EQ(outside[0].second.graphs, 4);
}

TEST(CensusStore, OrderIsCompleteOnlyWhenEveryShardWentThrough) {
  const std::string path = temp_db("shards");
  ResultStore store(path);
  ResultRow row{
      "Bw", "trail-trap", "standard",    {},           3,           3, 2, 2, std::nullopt, 7, 0,
      "v",  "connected",  kSearchMethod, std::nullopt, std::nullopt};
  store.insert({row});
  const std::string label = sweep_label(connected(3));
  store.record_sweep({"trail-trap", "standard", label, 3, 0, 2, 0, false});
  store.record_sweep({"trail-trap", "standard", label, 3, 1, 2, 0, false});
  auto status = sweep_statuses(store, "trail-trap", "standard");
  ASSERT_EQ(status.size(), 1U);
  ASSERT_EQ(status[0].orders.size(), 1U);
  EXPECT_FALSE(status[0].orders[0].finished);
  EXPECT_FALSE(status[0].orders[0].complete);
  EXPECT_EQ(status[0].orders[0].stored, 1);
  store.record_sweep({"trail-trap", "standard", label, 3, 0, 2, 1, true});
  EXPECT_FALSE(sweep_statuses(store, "trail-trap", "standard")[0].orders[0].complete);
  // A later start of a finished shard does not undo it.
  store.record_sweep({"trail-trap", "standard", label, 3, 0, 2, 0, false});
  row.canonical = "Bg";
  store.insert({row});
  store.record_sweep({"trail-trap", "standard", label, 3, 1, 2, 1, true});
  status = sweep_statuses(store, "trail-trap", "standard");
  EXPECT_TRUE(status[0].orders[0].complete);
  EXPECT_EQ(status[0].orders[0].expected, 2);
  EXPECT_EQ(status[0].orders[0].stored, 2);
}

TEST(CensusStore, MergesAFirstSchemaDatabaseAndFinishedRuns) {
  const std::string old_path = temp_db("old");
  write_first_schema(old_path);
  const std::string new_path = temp_db("new");
  ResultStore store(new_path);
  EXPECT_EQ(store.merge_from(old_path), 5);
  EXPECT_EQ(store.count_where("trail-trap", "standard", sweep_condition(connected(3))), 2);
  const std::string other_path = temp_db("other");
  {
    ResultStore other(other_path);
    other.record_sweep({"trail-trap", "standard", "connected", 3, 0, 1, 2, true});
  }
  store.record_sweep({"trail-trap", "standard", "connected", 3, 0, 1, 0, false});
  store.merge_from(other_path);
  const auto runs = store.sweeps("trail-trap", "standard");
  ASSERT_EQ(runs.size(), 1U);
  EXPECT_TRUE(runs[0].finished);
  EXPECT_EQ(runs[0].items, 2);
}

// The facts of the stored row of K3 (graph6 "Bw") of a game.
StoredFacts facts_of_triangle(const ResultStore& store, const std::string& game,
                              const std::string& variant) {
  const auto rows = store.stored_rows(game, variant, {"Bw"});
  EXPECT_EQ(rows.size(), 1U) << game;
  return rows.empty() ? StoredFacts{} : rows.begin()->second.facts;
}

TEST(CensusStore, ColourCountsOfTheFirstSchemaBecomeStoredFacts) {
  const std::string path = temp_db("facts");
  write_first_schema(path);
  {
    // Read as it is: nothing is written into a file opened read-only.
    const ResultStore reader(path, Access::kReadOnly);
    EXPECT_EQ(facts_of_triangle(reader, "edge", "colors=EDCN"), (StoredFacts{{"colors", 3}}));
    EXPECT_EQ(facts_of_triangle(reader, "trail-trap", "standard"), StoredFacts{});
  }
  EXPECT_TRUE(contains(columns_of(path, "results"), "colors"));
  {
    const ResultStore store(path);
    EXPECT_EQ(facts_of_triangle(store, "edge", "colors=EDCN"), (StoredFacts{{"colors", 3}}));
    EXPECT_EQ(facts_of_triangle(store, "trail-trap", "standard"), StoredFacts{});
  }
  const auto columns = columns_of(path, "results");
  EXPECT_FALSE(contains(columns, "colors"));
  EXPECT_TRUE(contains(columns, "facts"));
  // A merge from a file of the first schema carries the counts over too.
  const std::string old_path = temp_db("facts_old");
  write_first_schema(old_path);
  ResultStore merged(temp_db("facts_merged"));
  EXPECT_EQ(merged.merge_from(old_path), 5);
  EXPECT_EQ(facts_of_triangle(merged, "edge", "colors=EDCN"), (StoredFacts{{"colors", 3}}));
  // New rows keep what they are given, and read back the same.
  ResultRow row{"Bg", "edge", "colors=4",    {{"colors", 4}}, 3,           2, 2, 1, 0, 3, 0,
                "v",  "",     kSearchMethod, std::nullopt,    std::nullopt};
  merged.insert({row});
  EXPECT_EQ(merged.stored_rows("edge", "colors=4", {"Bg"}).at("Bg").facts, row.facts);
}

TEST(CensusStore, RefusesANewerLayoutAndMalformedFacts) {
  const std::string newer = temp_db("newer");
  { ResultStore store(newer); }
  run_sql(newer, "PRAGMA user_version = " + std::to_string(ResultStore::kSchemaVersion + 1));
  for (const Access access : {Access::kReadWrite, Access::kReadOnly}) {
    try {
      ResultStore store(newer, access);
      ADD_FAILURE() << "a newer layout was opened";
    } catch (const DatabaseError& e) {
      EXPECT_NE(std::string(e.what()).find("newer than this program's"), std::string::npos)
          << e.what();
    }
  }
  const std::string damaged = temp_db("bad_facts");
  {
    ResultStore store(damaged);
    store.insert({{"Bw",
                   "edge",
                   "colors=EDCN",
                   {{"colors", 3}},
                   3,
                   3,
                   2,
                   1,
                   0,
                   9,
                   0,
                   "v",
                   "",
                   kSearchMethod,
                   std::nullopt,
                   std::nullopt}});
  }
  run_sql(damaged, "UPDATE results SET facts = '{\"colors\": \"three\"}'");
  const ResultStore store(damaged, Access::kReadOnly);
  EXPECT_THROW(store.stored_rows("edge", "colors=EDCN", {"Bw"}), DatabaseError);
}

TEST(CensusStore, SweepMembersOfTheFirstLayoutKeepTheirColourCounts) {
  const std::string path = temp_db("members");
  run_sql(path,
          "CREATE TABLE family_members (game TEXT NOT NULL, variant TEXT NOT NULL, spec TEXT NOT "
          "NULL, n INTEGER NOT NULL, m INTEGER NOT NULL, solved INTEGER NOT NULL, winner INTEGER "
          "NOT NULL, winning_moves INTEGER NOT NULL, all_moves INTEGER NOT NULL, colors INTEGER, "
          "nodes INTEGER NOT NULL, seconds REAL NOT NULL, max_nodes INTEGER NOT NULL, "
          "max_seconds REAL NOT NULL, solver_version TEXT NOT NULL, PRIMARY KEY (game, variant, "
          "spec));"
          "INSERT INTO family_members VALUES ('edge', 'colors=EDCN', 'C5', 5, 5, 1, 2, 0, 1, 3, "
          "10, 0, 0, 0, '" +
              std::string(kSolverVersion) +
              "'), ('cycles', 'standard', 'C5', 5, "
              "5, 1, 1, 2, 1, NULL, 10, 0, 0, 0, '" +
              std::string(kSolverVersion) + "');");
  MemberStore store(path);
  EXPECT_EQ(store.find("edge", "colors=EDCN", {"C5"}).at("C5").facts, (StoredFacts{{"colors", 3}}));
  EXPECT_EQ(store.find("cycles", "standard", {"C5"}).at("C5").facts, StoredFacts{});
  EXPECT_FALSE(contains(columns_of(path, "family_members"), "colors"));
  MemberRecord record = store.find("edge", "colors=EDCN", {"C5"}).at("C5");
  record.spec = "C6";
  record.facts = {{"colors", 4}};
  store.put("edge", "colors=EDCN", record);
  EXPECT_EQ(store.find("edge", "colors=EDCN", {"C6"}).at("C6").facts, record.facts);
}

TEST(CensusStore, SweepLabelsReadBack) {
  GraphFilter f = connected(7);
  f.max_degree = 3;
  f.edges = std::pair{6, 9};
  f.bipartite = true;
  EXPECT_EQ(sweep_label(f), "connected,bipartite,max-degree=3,edges=6:9");
  const GraphFilter back = filter_of_sweep(sweep_label(f), 7);
  EXPECT_EQ(sweep_label(back), sweep_label(f));
  EXPECT_EQ(sweep_condition(back), sweep_condition(f));
  for (const char* bad : {"", "trees,edges=1:2", "connected,max-degree=x", "forests",
                          "connected,edges=3", "all,bipartite,bipartite"})
    EXPECT_THROW(filter_of_sweep(bad, 5), InputError) << bad;
}

}  // namespace
}  // namespace gg::census

namespace gg::census {
namespace {

// Rows lost or changed behind the store's back (as a damaged page reads) make a query of the
// whole order an error naming the file, never a shorter or different answer; a filtered query
// is not checked, and a count of whole orders compares with the record.
QueryFilter trail_trap_rows(std::optional<int> order = std::nullopt) {
  QueryFilter f;
  f.game = "trail-trap";
  f.variant = "standard";
  f.order = order;
  return f;
}

TEST(CensusStore, WholeOrdersAreCheckedAgainstTheirRecordedTotals) {
  const std::string path = temp_db("totals");
  {
    ResultStore store(path);
    std::vector<ResultRow> rows;
    for (const char* key : {"Bw", "BW"}) {
      ResultRow row;
      row.canonical = key;
      row.game = "trail-trap";
      row.variant = "standard";
      row.order = 3;
      row.size = std::string(key) == "Bw" ? 3 : 2;
      row.max_degree = 2;
      row.winner = 2;
      rows.push_back(row);
    }
    store.insert(rows);
    store.insert(rows);  // already stored: the totals do not count them twice
    EXPECT_EQ(store.query(trail_trap_rows(3)).size(), 2U);
    EXPECT_EQ(store.count(trail_trap_rows()), 2);
  }
  const auto expect_damage = [&](const std::function<void(const ResultStore&)>& read) {
    const ResultStore store(path, Access::kReadOnly);
    try {
      read(store);
      FAIL() << "a damaged order was read";
    } catch (const DatabaseError& e) {
      EXPECT_NE(std::string(e.what()).find(path), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("order 3"), std::string::npos) << e.what();
    }
  };
  run_sql(path, "UPDATE results SET winner = 1 WHERE canonical = 'Bw'");
  expect_damage([](const ResultStore& s) { s.query(trail_trap_rows()); });
  run_sql(path, "UPDATE results SET winner = 2 WHERE canonical = 'Bw'");
  EXPECT_EQ(ResultStore(path, Access::kReadOnly).query(trail_trap_rows()).size(), 2U);
  run_sql(path, "DELETE FROM results WHERE canonical = 'Bw'");
  expect_damage([](const ResultStore& s) { s.query(trail_trap_rows(3)); });
  const ResultStore store(path, Access::kReadOnly);
  EXPECT_THROW(store.count(trail_trap_rows()), DatabaseError);
  QueryFilter winners = trail_trap_rows(3);
  winners.winner = 2;
  EXPECT_EQ(store.query(winners).size(), 1U);
}

// A run without rows (--no-rows) records its counts with its run: the order then reports,
// charts and extends sequences like one whose rows are stored, and counts that disagree with
// the rows or with the run's item count are errors, not numbers.
TEST(CensusStore, CountsWithoutRowsStandForTheirOrder) {
  const std::string path = temp_db("counts");
  const std::string label = sweep_label(connected(3));
  {
    ResultStore store(path);
    ResultRow row{
        "Bw", "trail-trap", "standard",    {},           3,           3, 2, 2, std::nullopt, 7, 0,
        "v",  "connected",  kSearchMethod, std::nullopt, std::nullopt};
    store.insert({row});
    row.canonical = "BW";
    row.size = 2;
    store.insert({row});
    store.record_sweep({"trail-trap", "standard", label, 3, 0, 1, 2, true});
    const std::vector<OrderCount> three{{2, 2, 1, 0, 1, 0, 0}, {3, 2, 1, 0, 1, 0, 0}};
    store.record_counts({"trail-trap", "standard", label, 3, 0, 1, 0, false}, kRetrogradeMethod,
                        three);
    const std::vector<OrderCount> four{{3, 2, 1, 1, 0, 0, 0}, {3, 3, 1, 0, 1, 0, 0},
                                       {4, 2, 1, 0, 1, 0, 0}, {4, 3, 1, 1, 0, 0, 0},
                                       {5, 3, 1, 0, 1, 0, 0}, {6, 3, 1, 0, 1, 0, 0}};
    store.record_counts({"trail-trap", "standard", label, 4, 0, 1, 0, false}, kRetrogradeMethod,
                        four);
  }
  {
    const ResultStore store(path, Access::kReadOnly);
    const auto statuses = sweep_statuses(store, "trail-trap", "standard");
    ASSERT_EQ(statuses.size(), 1U);
    ASSERT_EQ(statuses[0].orders.size(), 2U);
    const OrderStatus& four = statuses[0].orders[1];
    EXPECT_EQ(four.order, 4);
    EXPECT_TRUE(four.finished);
    EXPECT_FALSE(four.complete);
    EXPECT_TRUE(four.known());
    EXPECT_EQ(four.expected, 6);
    EXPECT_EQ(four.stored, 0);
    const auto by_order = sweep_summary(store, "trail-trap", "standard", "", statuses[0]);
    ASSERT_EQ(by_order.size(), 2U);
    EXPECT_EQ(by_order[0].graphs, 2);
    EXPECT_EQ(by_order[0].p2_wins, 2);
    EXPECT_EQ(by_order[1].graphs, 6);
    EXPECT_EQ(by_order[1].p1_wins, 2);
    EXPECT_EQ(by_order[1].p2_wins, 4);
    const auto by_size = sweep_summary(store, "trail-trap", "standard", "size", statuses[0]);
    ASSERT_EQ(by_size.size(), 6U);  // 2 and 3 edges at order 3; 3, 4, 5 and 6 at order 4
    EXPECT_EQ(by_size[2].group, 3);
    EXPECT_EQ(by_size[2].graphs, 2);
    EXPECT_EQ(by_size[2].p1_wins, 1);
    const auto sequences =
        census_sequences(store, "trail-trap", "standard", "Trail Trap", statuses);
    ASSERT_EQ(sequences.size(), 2U);
    EXPECT_EQ(sequences[0].offset, 3);
    EXPECT_EQ(sequences[0].terms, (std::vector<std::int64_t>{0, 2}));
    EXPECT_EQ(sequences[1].terms, (std::vector<std::int64_t>{2, 4}));
    // Merged into another database, the counts come along with their run.
    const std::string copy = temp_db("counts_copy");
    ResultStore merged(copy);
    merged.merge_from(path);
    EXPECT_EQ(merged.counts("trail-trap", "standard").at({label, 4}).graphs(), 6);
    EXPECT_TRUE(sweep_statuses(merged, "trail-trap", "standard")[0].orders[1].known());
  }
  const auto expect_error = [&](const std::string& sql, const std::string& names) {
    const std::string edited = temp_db("counts_edited");
    std::filesystem::copy_file(path, edited, std::filesystem::copy_options::overwrite_existing);
    run_sql(edited, sql);
    const ResultStore store(edited, Access::kReadOnly);
    try {
      const auto statuses = sweep_statuses(store, "trail-trap", "standard");
      sweep_summary(store, "trail-trap", "standard", "", statuses.at(0));
      FAIL() << "read edited counts: " << sql;
    } catch (const DatabaseError& e) {
      EXPECT_NE(std::string(e.what()).find(names), std::string::npos) << e.what();
    }
  };
  // Winners moved between players: the rows of order 3 say otherwise.
  expect_error("UPDATE order_counts SET p1_wins = 1, p2_wins = 0 WHERE n = 3 AND m = 2",
               "order 3 has rows of 2 graphs, 0 P1 and 2 P2 wins and counts of 2 graphs, 1 P1");
  // A graph more than the run met.
  expect_error(
      "UPDATE order_counts SET graphs = 2, p1_wins = 2 WHERE n = 4 AND m = 3 AND "
      "max_degree = 2",
      "order 4 counts 7 graphs, its finished run 6");
  // A count whose winners do not add up.
  expect_error("UPDATE order_counts SET p2_wins = 2 WHERE n = 4 AND m = 6", "do not add up");
  // Counts whose run record is gone.
  expect_error("DELETE FROM sweeps WHERE n = 4", "its finished run none");
}

}  // namespace
}  // namespace gg::census
