// Counts without rows. A census by retrograde analysis run with --no-rows (order 11 has 10^9
// graphs, too many rows for SQLite) records its winners per (edges, maximum degree) for its
// sweep and order instead, in the same transaction as the run's record; --report, --sequence,
// --plot and the web view then show the order like one whose rows are stored.
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <sqlite3.h>

namespace gg::census {

// The winners of the sweep's graphs with one number of edges and one maximum degree.
struct OrderCount {
  int size = 0;
  int max_degree = 0;
  std::int64_t graphs = 0;
  std::int64_t p1_wins = 0;
  std::int64_t p2_wins = 0;
  std::int64_t p3_wins = 0;        // three-player games
  std::int64_t no_forced_win = 0;  // three-player games: nobody can force a win
};

struct CountedOrder {
  std::string method;  // how the run decided the graphs: "retrograde"
  std::vector<OrderCount> counts;
  std::int64_t graphs() const;
};

// (sweep label, order) -> what a run without rows counted.
using CountedOrders = std::map<std::pair<std::string, int>, CountedOrder>;

// The SQL that makes the table of counts.
inline constexpr const char* kOrderCountsTable =
    "CREATE TABLE IF NOT EXISTS order_counts ("
    " game TEXT NOT NULL, variant TEXT NOT NULL, sweep TEXT NOT NULL, n INTEGER NOT NULL,"
    " m INTEGER NOT NULL, max_degree INTEGER NOT NULL, graphs INTEGER NOT NULL,"
    " p1_wins INTEGER NOT NULL, p2_wins INTEGER NOT NULL, p3_wins INTEGER NOT NULL,"
    " no_forced_win INTEGER NOT NULL, method TEXT NOT NULL,"
    " PRIMARY KEY (game, variant, sweep, n, m, max_degree))";

// Replaces the counts recorded for the game, variant, sweep and order by `counts`, inside the
// caller's transaction.
void replace_counts(sqlite3* db, const std::string& path, const std::string& game,
                    const std::string& variant, const std::string& sweep, int order,
                    const std::string& method, std::span<const OrderCount> counts);

// Every count recorded for the game and variant (none when the file has no table of counts:
// one of an older layout, opened read-only). Throws DatabaseError naming the file and the
// order when a count does not add up (winners against graphs, a negative count).
CountedOrders recorded_counts(sqlite3* db, const std::string& path, const std::string& game,
                              const std::string& variant);

// Copies the counts of the attached database `other` (schema name "other"), replacing those of
// the same sweep and order, inside the caller's transaction; nothing when it has none.
void merge_counts(sqlite3* db, const std::string& path, const std::string& other_path);

}  // namespace gg::census
