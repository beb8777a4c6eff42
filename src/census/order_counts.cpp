#include "census/order_counts.h"

#include "core/text.h"
#include "store/sqlite_db.h"

namespace gg::census {

using store::DatabaseError;
using store::exec_sql;
using store::Statement;
using store::table_columns;

std::int64_t CountedOrder::graphs() const {
  std::int64_t total = 0;
  for (const OrderCount& c : counts) total += c.graphs;
  return total;
}

void replace_counts(sqlite3* db, const std::string& path, const std::string& game,
                    const std::string& variant, const std::string& sweep, int order,
                    const std::string& method, std::span<const OrderCount> counts) {
  Statement clear(db,
                  "DELETE FROM order_counts WHERE game = ?1 AND variant = ?2 AND sweep = ?3 AND "
                  "n = ?4",
                  path);
  clear.text(1, game);
  clear.text(2, variant);
  clear.text(3, sweep);
  clear.integer(4, order);
  clear.run();
  Statement insert(db,
                   "INSERT INTO order_counts VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, "
                   "?12)",
                   path);
  for (const OrderCount& c : counts) {
    insert.text(1, game);
    insert.text(2, variant);
    insert.text(3, sweep);
    insert.integer(4, order);
    insert.integer(5, c.size);
    insert.integer(6, c.max_degree);
    insert.integer(7, c.graphs);
    insert.integer(8, c.p1_wins);
    insert.integer(9, c.p2_wins);
    insert.integer(10, c.p3_wins);
    insert.integer(11, c.no_forced_win);
    insert.text(12, method);
    insert.run();
  }
}

CountedOrders recorded_counts(sqlite3* db, const std::string& path, const std::string& game,
                              const std::string& variant) {
  CountedOrders out;
  if (table_columns(db, "main", "order_counts", path).empty()) return out;
  Statement s(db,
              "SELECT sweep, n, m, max_degree, graphs, p1_wins, p2_wins, p3_wins, no_forced_win, "
              "method FROM order_counts WHERE game = ?1 AND variant = ?2 ORDER BY sweep, n, m, "
              "max_degree",
              path);
  s.text(1, game);
  s.text(2, variant);
  while (s.step()) {
    const std::string sweep = s.column_text(0);
    const int order = static_cast<int>(s.column_integer(1));
    const OrderCount c{static_cast<int>(s.column_integer(2)),
                       static_cast<int>(s.column_integer(3)),
                       s.column_integer(4),
                       s.column_integer(5),
                       s.column_integer(6),
                       s.column_integer(7),
                       s.column_integer(8)};
    const bool negative =
        c.graphs < 0 || c.p1_wins < 0 || c.p2_wins < 0 || c.p3_wins < 0 || c.no_forced_win < 0;
    if (negative || c.p1_wins + c.p2_wins + c.p3_wins + c.no_forced_win != c.graphs)
      throw DatabaseError("database '" + path + "' is damaged: the counts of " + game + " (" +
                          variant + "), sweep " + sweep + ", order " + std::to_string(order) +
                          ", " + std::to_string(c.size) + " edges do not add up (" +
                          format_count(c.graphs) + " graphs)");
    CountedOrder& counted = out[{sweep, order}];
    counted.method = s.column_text(9);
    counted.counts.push_back(c);
  }
  return out;
}

void merge_counts(sqlite3* db, const std::string& path, const std::string& other_path) {
  if (table_columns(db, "other", "order_counts", other_path).empty()) return;
  exec_sql(db,
           "DELETE FROM order_counts WHERE (game, variant, sweep, n) IN (SELECT game, variant, "
           "sweep, n FROM other.order_counts)",
           path);
  exec_sql(db, "INSERT INTO order_counts SELECT * FROM other.order_counts", path);
}

}  // namespace gg::census
