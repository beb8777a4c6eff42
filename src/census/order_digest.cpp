#include "census/order_digest.h"

#include <bit>

#include "census/store.h"
#include "core/error.h"
#include "core/text.h"
#include "store/sqlite_db.h"

namespace gg::census {

using store::DatabaseError;
using store::exec_sql;
using store::Statement;
using store::table_columns;

namespace {

// FNV-1a over every value of the row that a query returns, then a finaliser that spreads every
// input bit over the word (so a one-bit change of a value changes about half the digest's bits).
std::uint64_t row_digest(const ResultRow& row) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  const auto mix = [&h](const std::string& text) {
    for (const char c : text) {
      h ^= static_cast<unsigned char>(c);
      h *= 0x100000001b3ULL;
    }
    h ^= 0xff;
    h *= 0x100000001b3ULL;
  };
  mix(row.canonical);
  mix(std::to_string(row.order));
  mix(std::to_string(row.size));
  mix(std::to_string(row.max_degree));
  mix(std::to_string(row.winner));
  mix(row.grundy ? std::to_string(*row.grundy) : "-");
  for (const auto& [name, value] : row.facts) mix(name + "=" + std::to_string(value));
  mix(std::to_string(row.nodes));
  mix(std::to_string(std::bit_cast<std::uint64_t>(row.seconds)));
  mix(row.solver_version);
  mix(row.sweep);
  mix(row.method);
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdULL;
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53ULL;
  h ^= h >> 33;
  return h;
}

std::string order_name(const OrderKey& key) {
  return std::get<0>(key) + " (" + std::get<1>(key) + "), order " +
         std::to_string(std::get<2>(key));
}

}  // namespace

void OrderTotal::add(const ResultRow& row) {
  ++rows;
  digest += row_digest(row);
}

void add_to_totals(sqlite3* db, const std::string& path,
                   const std::map<OrderKey, OrderTotal>& added) {
  Statement read(
      db, "SELECT rows, digest FROM order_totals WHERE game = ? AND variant = ? AND n = ?", path);
  Statement write(db, "INSERT OR REPLACE INTO order_totals VALUES (?, ?, ?, ?, ?)", path);
  for (const auto& [key, total] : added) {
    read.reset();
    read.text(1, std::get<0>(key));
    read.text(2, std::get<1>(key));
    read.integer(3, std::get<2>(key));
    OrderTotal sum = total;
    if (read.step()) {
      sum.rows += read.column_integer(0);
      sum.digest += static_cast<std::uint64_t>(read.column_integer(1));
    }
    read.reset();
    write.reset();
    write.text(1, std::get<0>(key));
    write.text(2, std::get<1>(key));
    write.integer(3, std::get<2>(key));
    write.integer(4, sum.rows);
    write.integer(5, static_cast<std::int64_t>(sum.digest));
    write.run();
  }
}

void replace_totals(sqlite3* db, const std::string& path,
                    const std::map<OrderKey, OrderTotal>& totals) {
  exec_sql(db, "DELETE FROM order_totals", path);
  add_to_totals(db, path, totals);
}

std::optional<std::map<OrderKey, OrderTotal>> recorded_totals(sqlite3* db, const std::string& path,
                                                              const std::string& game,
                                                              const std::string& variant,
                                                              int order) {
  if (table_columns(db, "main", "order_totals", path).empty()) return std::nullopt;
  std::map<OrderKey, OrderTotal> out;
  std::string sql = "SELECT variant, n, rows, digest FROM order_totals WHERE game = ?1";
  if (!variant.empty()) sql += " AND variant = ?2";
  if (order > 0) sql += " AND n = ?3";
  Statement s(db, sql.c_str(), path);
  s.text(1, game);
  if (!variant.empty()) s.text(2, variant);
  if (order > 0) s.integer(3, order);
  while (s.step())
    out[{game, s.column_text(0), static_cast<int>(s.column_integer(1))}] = {
        s.column_integer(2), static_cast<std::uint64_t>(s.column_integer(3))};
  return out;
}

void check_totals(const std::map<OrderKey, OrderTotal>& read,
                  const std::map<OrderKey, OrderTotal>& recorded, const std::string& path) {
  const auto damaged = [&](const OrderKey& key, const std::string& what) {
    throw DatabaseError("database '" + path + "' is damaged: " + order_name(key) + " " + what +
                        "; run gg census " + std::get<0>(key) + " --check --db " + path);
  };
  for (const auto& [key, total] : recorded) {
    const auto it = read.find(key);
    const std::int64_t rows = it == read.end() ? 0 : it->second.rows;
    if (rows != total.rows)
      damaged(key, "has " + format_count(total.rows) + " rows on record but " + format_count(rows) +
                       " were read");
    if (it != read.end() && it->second.digest != total.digest)
      damaged(key, "does not hold the rows on record (their digest differs)");
  }
  for (const auto& [key, total] : read)
    if (!recorded.contains(key)) damaged(key, "has rows but no record of them");
}

}  // namespace gg::census
