// gg solve --table-file (play/table_file.h): a table comes back bit for bit, a damaged or
// foreign file is refused, and a solve that goes on from a stopped search's table gives the
// answer of a fresh one, for every example of every game.
#include "play/table_file.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <string>

#include "core/error.h"
#include "games/definition.h"
#include "games/game.h"
#include "solve/limits.h"

namespace gg::play {
namespace {

namespace fs = std::filesystem;

class TableFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ =
        fs::temp_directory_path() /
        ("gg_table_file_test_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
         "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
};

// A block of 2 MiB: random bytes with pages of zeros between them, as a table has.
ZeroedMemory sample_block() {
  ZeroedMemory memory(std::size_t{2} << 20);
  std::mt19937_64 random(7);
  auto* bytes = static_cast<unsigned char*>(memory.data());
  for (std::size_t page = 0; page < memory.size() / 4096; page += 3)
    for (std::size_t i = 0; i < 4096; ++i) bytes[page * 4096 + i] = random() & 0xff;
  return memory;
}

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_all(const std::string& path, const std::string& data) {
  std::ofstream(path, std::ios::binary) << data;
}

TEST_F(TableFileTest, ATableComesBackBitForBit) {
  const Game& trails = find_game("trails");
  const TableFile file(path("t"), trails, Position{"4", "", {}}, SolveLimits{});
  TableBlockPool pool;
  pool.carry_entries(true);
  EXPECT_FALSE(file.load(pool).has_value());  // no file yet
  EXPECT_FALSE(file.save(pool, 1, 1.0));      // nothing to save
  pool.give(sample_block(), 9);
  ASSERT_TRUE(file.save(pool, 1234, 5.5));

  TableBlockPool back;
  back.carry_entries(true);
  const auto earlier = file.load(back);
  ASSERT_TRUE(earlier.has_value());
  EXPECT_EQ(earlier->nodes, 1234u);
  EXPECT_DOUBLE_EQ(earlier->seconds, 5.5);
  EXPECT_EQ(earlier->bytes, std::uint64_t{2} << 20);
  const ZeroedMemory expected = sample_block();
  ASSERT_NE(back.largest(), nullptr);
  EXPECT_EQ(back.largest()->generation, 9);
  ASSERT_EQ(back.largest()->memory.size(), expected.size());
  EXPECT_EQ(std::memcmp(back.largest()->memory.data(), expected.data(), expected.size()), 0);
}

TEST_F(TableFileTest, AFileOfAnotherBoardOrBinaryOrDamagedIsRefused) {
  const Game& trails = find_game("trails");
  const TableFile file(path("t"), trails, Position{"4", "", {}}, SolveLimits{});
  TableBlockPool pool;
  pool.carry_entries(true);
  pool.give(sample_block(), 3);
  ASSERT_TRUE(file.save(pool, 1, 1.0));
  const std::string saved = read_all(path("t"));
  const auto refusal = [&](const std::string& content, const TableFile& reader) {
    write_all(path("t"), content);
    TableBlockPool other;
    other.carry_entries(true);
    try {
      reader.load(other);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  const auto replaced = [&](const std::string& from, const std::string& to) {
    std::string s = saved;
    const auto at = s.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return s.replace(at, from.size(), to);
  };
  const TableFile five(path("t"), trails, Position{"5", "", {}}, SolveLimits{});
  EXPECT_NE(refusal(saved, five).find("holds the table of trails 4, not of trails 5"),
            std::string::npos);
  const std::string binary_line = saved.substr(saved.find("binary "), 7 + 64);
  EXPECT_NE(refusal(replaced(binary_line, "binary " + std::string(64, '0')), file)
                .find("another build of gg"),
            std::string::npos);
  const std::string data_line = saved.substr(saved.find("data "), 5 + 64);
  EXPECT_NE(refusal(replaced(data_line, "data " + std::string(64, 'f')), file).find("seal"),
            std::string::npos);
  EXPECT_NE(refusal(replaced("bytes 2097152", "bytes 2097153"), file).find("shorter"),
            std::string::npos);
  EXPECT_NE(refusal(replaced("bytes 2097152", "bytes 1048576"), file).find("more than"),
            std::string::npos);
  EXPECT_NE(refusal(replaced("generation 3", "generation 300"), file).find("header"),
            std::string::npos);
  EXPECT_NE(refusal(saved + "x", file).find("longer"), std::string::npos);
  EXPECT_NE(refusal(saved.substr(0, saved.size() - 10), file).find("shorter"), std::string::npos);
  EXPECT_EQ(refusal(saved, file), "accepted");
}

// A stopped search stores nothing it did not finish, so the table it leaves can only save
// work: for every example small enough here, a solve from the table of a search stopped part way
// agrees with a fresh solve.
TEST_F(TableFileTest, GoingOnFromAStoppedSearchGivesTheFreshAnswer) {
  std::set<std::string> went_on;  // the games with a solve that went on from a saved table
  int solves = 0;
  for (const auto& game : all_games()) {
    for (const Example& example : game->examples()) {
      const Position position = example_position(example);
      SCOPED_TRACE(std::string(game->name()) + " " + position.board);
      SearchOptions fresh;
      fresh.winner_only = true;
      fresh.limits.tt_megabytes = 1;
      fresh.limits.max_nodes = 200'000;  // the examples too large for a unit test are left out
      SolveReport expected;
      try {
        expected = game->solve({position, fresh});
      } catch (const SearchAborted&) {
        continue;
      }
      if (expected.nodes < 50) continue;
      fresh.limits.max_nodes = 0;

      const TableFile file(path("t"), *game, position, fresh.limits);
      std::filesystem::remove(path("t"));
      std::uint64_t nodes = 0;
      for (int run = 0;; ++run) {
        ASSERT_LT(run, 100) << "no progress from run to run";
        SolverWorkspace workspace;
        workspace.table_blocks.carry_entries(true);
        file.load(workspace.table_blocks);
        SearchOptions search = fresh;
        search.workspace = &workspace;
        search.limits.max_nodes = expected.nodes / 3 + 64;
        try {
          const SolveReport report = game->solve({position, search});
          EXPECT_EQ(report.winner, expected.winner);
          nodes += report.nodes;
          if (run > 0) {
            went_on.insert(std::string(game->name()));
            ++solves;
          }
          break;
        } catch (const SearchAborted& stopped) {
          nodes += stopped.nodes;
        }
        // A position decided by a special algorithm (Grundy values, trees) leaves no table.
        if (!file.save(workspace.table_blocks, nodes, 0)) break;
      }
    }
  }
  std::printf("%d solves went on from a saved table, in %zu games\n", solves, went_on.size());
  EXPECT_GE(went_on.size(), 5u);
}

}  // namespace
}  // namespace gg::play
