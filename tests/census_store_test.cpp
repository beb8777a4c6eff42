// The results database's sweeps: rows record their graph's connectivity and the run that made
// them, runs record whether they went through, and databases of the first schema are upgraded
// (and merged) without losing a row.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>

#include "census/store.h"
#include "census/sweep.h"
#include "core/error.h"

namespace gg::census {
namespace {

std::string temp_db(const std::string& name) {
  const auto path = std::filesystem::temp_directory_path() / ("gg_store_" + name + ".db");
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
  return path.string();
}

// A database as the first version wrote it: no connectivity, no sweeps.
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
      " ('BO', 'trail-trap', 'standard', 0, 3, 1, 1, 2, NULL, 1, 0, 'v');";
  ASSERT_EQ(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK);
  sqlite3_close(db);
}

GraphFilter connected(int order) {
  GraphFilter f;
  f.order = order;
  return f;
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
  ResultRow row{"Bw", "trail-trap", "standard", 0, 3,   3,          2,
                2,    std::nullopt, 7,          0, "v", "connected"};
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
  EXPECT_EQ(store.merge_from(old_path), 4);
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
