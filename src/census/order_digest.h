// The census database's own cross-check: for every stored order (game, variant, number of
// vertices) the number of rows and a digest of their contents, written in the same
// transaction as the rows. A query that reads whole orders recomputes both from what it read
// and compares: a damaged page that hides rows or changes a winner gives an error, not a
// shorter or different answer (SQLite reads a damaged b-tree page as it finds it).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <tuple>

#include <sqlite3.h>

namespace gg::census {

struct ResultRow;

// (game, variant, order)
using OrderKey = std::tuple<std::string, std::string, int>;

struct OrderTotal {
  std::int64_t rows = 0;
  std::uint64_t digest = 0;  // the sum of the rows' digests, modulo 2^64
  void add(const ResultRow& row);
  bool operator==(const OrderTotal&) const = default;
};

// The SQL that makes the table of totals.
inline constexpr const char* kOrderTotalsTable =
    "CREATE TABLE IF NOT EXISTS order_totals ("
    " game TEXT NOT NULL, variant TEXT NOT NULL, n INTEGER NOT NULL,"
    " rows INTEGER NOT NULL, digest INTEGER NOT NULL, PRIMARY KEY (game, variant, n))";

// Adds `added` (the totals of rows just inserted) to the recorded totals, inside the caller's
// transaction.
void add_to_totals(sqlite3* db, const std::string& path,
                   const std::map<OrderKey, OrderTotal>& added);

// Replaces every recorded total by `totals` (recomputed from all rows: an upgrade, a merge),
// inside the caller's transaction.
void replace_totals(sqlite3* db, const std::string& path,
                    const std::map<OrderKey, OrderTotal>& totals);

// The recorded totals of `game` (and `variant` and `order` when given); none when the file
// has no table of totals (a file of an older layout, opened read-only).
std::optional<std::map<OrderKey, OrderTotal>> recorded_totals(sqlite3* db, const std::string& path,
                                                              const std::string& game,
                                                              const std::string& variant,
                                                              int order);

// Compares what a query read of whole orders with the record: throws DatabaseError naming the
// file, the order and the difference when they differ.
void check_totals(const std::map<OrderKey, OrderTotal>& read,
                  const std::map<OrderKey, OrderTotal>& recorded, const std::string& path);

}  // namespace gg::census
