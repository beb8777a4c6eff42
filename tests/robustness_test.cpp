// The edges where input, files and machines misbehave: a game a thousand plies long valued on
// a small stack, a damaged or full database that must never read as "no rows", and board files
// built to break parsers (numbers past a double, nesting 100,000 deep, keys given twice,
// drawings at 1e308 and at 1e-300). Each case failed (a crash or a wrong answer) before its fix.
#include <gtest/gtest.h>
#include <pthread.h>
#include <sqlite3.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "census/census.h"
#include "census/graph_source.h"
#include "census/store.h"
#include "core/error.h"
#include "games/game.h"
#include "games/session.h"
#include "graph/board_file.h"
#include "graph/graph_spec.h"
#include "graph/straight_line.h"

namespace gg {
namespace {

// Runs `work` on a thread whose stack holds `bytes`: a recursion that grows with the board
// overflows it at once.
void run_on_small_stack(std::size_t bytes, const std::function<void()>& work) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, bytes);
  pthread_t thread;
  auto call = [](void* arg) -> void* {
    (*static_cast<const std::function<void()>*>(arg))();
    return nullptr;
  };
  ASSERT_EQ(pthread_create(&thread, &attr, call, const_cast<std::function<void()>*>(&work)), 0);
  pthread_join(thread, nullptr);
  pthread_attr_destroy(&attr);
}

TEST(DeepGames, RemotenessOfAThousandPlyGameNeedsNoDeepStack) {
  // Trail Trap on K46 lasts up to 1,035 plies; each level once held a full move list on the
  // stack. The budget runs out (nullopt) long before the game is valued.
  std::optional<RemotenessValue> value{RemotenessValue{true, -1}};
  run_on_small_stack(std::size_t{512} << 10, [&] {
    auto session = find_game("trail-trap").start(Position{"K46", "", {}}, {});
    value = session->remoteness(20000);
  });
  EXPECT_FALSE(value.has_value());
}

std::string temp_db(const std::string& name) {
  const auto path = std::filesystem::temp_directory_path() / ("gg_faults_" + name + ".db");
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
  return path.string();
}

// A census of every connected graph of the order into `path`.
census::CensusResult census_into(census::ResultStore& store, int order) {
  census::CensusOptions options;
  options.game = "trail-trap";
  options.variant_label = find_game("trail-trap").variant({});
  options.jobs = 2;
  options.limits.tt_megabytes = 16;
  census::GraphFilter filter;
  filter.order = order;
  options.sweep = filter;
  census::GraphSource source = census::GraphSource::from_command(census::generator_command(filter));
  return census::run_census(source, options, store, {});
}

std::int64_t stored(const std::string& path, int order) {
  const census::ResultStore store(path, store::Access::kReadOnly);
  census::QueryFilter f;
  f.game = "trail-trap";
  f.variant = find_game("trail-trap").variant({});
  f.order = order;
  return store.count(f);
}

TEST(DatabaseFaults, ADamagedPageIsAnErrorNeverNoRows) {
  const std::string path = temp_db("damaged");
  {
    census::ResultStore store(path);
    census_into(store, 7);
  }
  ASSERT_EQ(stored(path, 7), 853);
  // Overwrite 4 KiB in the middle of the file, as a failing disk or a stray write would.
  const auto size = std::filesystem::file_size(path);
  {
    std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
    file.seekp(static_cast<std::streamoff>(size / 2 / 4096 * 4096));
    const std::string junk(4096, '\xa5');
    file.write(junk.data(), static_cast<std::streamsize>(junk.size()));
  }
  census::QueryFilter f;
  f.game = "trail-trap";
  f.variant = find_game("trail-trap").variant({});
  // The error may come as the file is opened or as the rows are read, never as no rows.
  EXPECT_THROW(census::ResultStore(path, store::Access::kReadOnly).query(f), store::DatabaseError);
  // Nothing is written into a damaged file.
  EXPECT_THROW(census::ResultStore writer(path), store::DatabaseError);
}

TEST(DatabaseFaults, AFullDiskStopsTheCensusAndKeepsEveryCommittedRow) {
  const std::string path = temp_db("full");
  {
    census::ResultStore store(path);
    census_into(store, 6);
  }
  ASSERT_EQ(stored(path, 6), 112);
  {
    census::ResultStore store(path);
    sqlite3* probe = nullptr;
    ASSERT_EQ(sqlite3_open(path.c_str(), &probe), SQLITE_OK);
    sqlite3_stmt* s = nullptr;
    sqlite3_prepare_v2(probe, "PRAGMA page_count", -1, &s, nullptr);
    ASSERT_EQ(sqlite3_step(s), SQLITE_ROW);
    const std::int64_t pages = sqlite3_column_int64(s, 0);
    sqlite3_finalize(s);
    sqlite3_close(probe);
    // Room for a few rows of order 8's 11,117, not for all.
    store.limit_pages(pages + 2);
    EXPECT_THROW(census_into(store, 8), store::DatabaseError);
  }
  EXPECT_EQ(stored(path, 6), 112);
  const census::ResultStore reader(path, store::Access::kReadOnly);
  EXPECT_TRUE(reader.check().empty());
}

TEST(DatabaseFaults, AReadOnlyOpenNamesAMissingFile) {
  const std::string path = temp_db("missing");
  try {
    census::ResultStore store(path, store::Access::kReadOnly);
    FAIL() << "opened a missing database";
  } catch (const store::DatabaseError& e) {
    EXPECT_NE(std::string(e.what()).find("does not exist"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(std::filesystem::exists(path));
}

std::string board_error(const std::string& json) {
  try {
    parse_board_json(json, "JSON board");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(BoardFiles, RefuseWhatNoBoardHolds) {
  EXPECT_NE(board_error(R"({"vertices": 1e999, "edges": []})").find("too large"),
            std::string::npos);
  EXPECT_NE(board_error(R"({"vertices": 4, "vertices": 5, "edges": []})").find("given twice"),
            std::string::npos);
  const std::string deep = R"({"vertices": 2, "edges": [[0, 1]], "cells": )" +
                           std::string(100000, '[') + std::string(100000, ']') + "}";
  const std::string error = board_error(deep);
  EXPECT_NE(error.find("nested deeper"), std::string::npos);
  EXPECT_LT(error.size(), 200U);  // the value is not echoed back
}

TEST(BoardFiles, DrawingsAreJudgedAlikeAtAnyScale) {
  const std::string square = R"({"vertices": 4, "edges": [[0,1],[1,2],[2,3],[3,0],[0,2]],)";
  const BoardFile tiny = parse_board_json(
      square + R"( "coordinates": [[0,0],[1e-300,0],[1e-300,1e-300],[0,1e-300]]})", "JSON board");
  EXPECT_EQ(cells_of_straight_line_drawing(tiny.graph, *tiny.coordinates).size(), 2U);
  const BoardFile huge = parse_board_json(
      square + R"( "coordinates": [[0,0],[1e308,0],[1e308,1e308],[0,1e308]]})", "JSON board");
  EXPECT_EQ(cells_of_straight_line_drawing(huge.graph, *huge.coordinates).size(), 2U);
  for (const auto& [x, y] : *huge.coordinates) EXPECT_TRUE(std::isfinite(x) && std::isfinite(y));
  // Two crossing edges at the largest scale a double holds.
  const BoardFile crossing =
      parse_board_json(R"({"vertices": 4, "edges": [[0,2],[1,3],[0,1]], "coordinates": )"
                       R"([[-1e308,-1e308],[1e308,-1e308],[1e308,1e308],[-1e308,1e308]]})",
                       "JSON board");
  EXPECT_THROW(cells_of_straight_line_drawing(crossing.graph, *crossing.coordinates), InputError);
}

TEST(GraphSpecs, ThousandsOfLoopSuffixesNeedNoDeepStack) {
  // Found by the graph-spec fuzz target: each '*' was one level of recursion.
  std::optional<Graph> g;
  run_on_small_stack(std::size_t{256} << 10, [&] {
    g = parse_graph_spec("K5" + std::string(20000, '*'));
    EXPECT_EQ(parse_graph_spec("P4*[0]" + std::string(5000, '*') + "*[1,2]").order(), 4);
  });
  ASSERT_TRUE(g.has_value());
  EXPECT_EQ(*g, parse_graph_spec("K5*"));
}

// Found by the census_line fuzz target: the plane boards of a sparse6 line with a loop were
// keyed by graph6, which holds no loops (an internal check stopped the program).
TEST(CensusInput, PlaneBoardsOfAGraphWithALoopAreRefused) {
  EXPECT_THROW(census::items_of_line(":DaAaQx^", "graph 1 of the input", true), InputError);
  EXPECT_EQ(census::items_of_line(":DaAaQx^", "graph 1 of the input", false).size(), 1u);
}

}  // namespace
}  // namespace gg
