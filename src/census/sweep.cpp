#include "census/sweep.h"

#include <map>
#include <set>

#include "core/error.h"
#include "core/text.h"
#include "store/sqlite_db.h"

namespace gg::census {

std::string sweep_condition(const GraphFilter& f) {
  std::string sql = "n = " + std::to_string(f.order);
  // A plane board's key carries its cells after a space; a forest's board is keyed by its
  // graph alone (its one drawing has no cells), so the trees of the order are boards too.
  if (f.planar) {
    sql += " AND (instr(canonical, ' ') > 0 OR (connected = 1 AND m = n - 1))";
  } else {
    sql += " AND instr(canonical, ' ') = 0";
    if (f.connected_only || f.trees) sql += " AND connected = 1";
    if (f.trees) sql += " AND m = n - 1";
    if (f.bipartite && !f.trees) sql += " AND bipartite = 1";
    if (f.edges && !f.trees)
      sql += " AND m BETWEEN " + std::to_string(f.edges->first) + " AND " +
             std::to_string(f.edges->second);
  }
  if (f.max_degree) sql += " AND max_degree <= " + std::to_string(*f.max_degree);
  return "(" + sql + ")";
}

namespace {

// Whether finished runs cover every shard of one split of the sweep; the items they met.
std::optional<std::int64_t> finished_items(const std::vector<SweepRun>& runs) {
  std::map<int, std::pair<std::set<int>, std::int64_t>> by_split;
  for (const SweepRun& run : runs) {
    if (!run.finished) continue;
    auto& [shards, items] = by_split[run.shards];
    if (shards.insert(run.shard).second) items += run.items;
  }
  for (const auto& [split, done] : by_split)
    if (static_cast<int>(done.first.size()) == split) return done.second;
  return std::nullopt;
}

// nauty's count of the sweep's graphs, where it takes a few seconds at most (2.7 s at order 10).
std::optional<std::int64_t> counted_items(const GraphFilter& filter) {
  if (filter.planar || filter.order > (filter.trees ? 20 : 10)) return std::nullopt;
  try {
    std::int64_t total = 0;
    for (const auto& [m, count] : generated_counts(filter)) total += count;
    return total;
  } catch (const InputError&) {
    return std::nullopt;  // nauty missing: the size stays unknown
  }
}

}  // namespace

std::string rows_condition(const SweepStatus& sweep) {
  std::string any;
  for (const OrderStatus& o : sweep.orders) any += (any.empty() ? "" : " OR ") + o.condition;
  return "(" + any + ")";
}

std::vector<SweepStatus> sweep_statuses(const ResultStore& store, const std::string& game,
                                        const std::string& variant) {
  std::map<std::string, std::map<int, std::vector<SweepRun>>> runs;
  for (SweepRun& run : store.sweeps(game, variant))
    runs[run.sweep][run.order].push_back(std::move(run));
  CountedOrders counted = store.counts(game, variant);
  // An order counted without rows always has its run recorded with it; counts without one
  // are shown too, and refused below like any count that disagrees with its run.
  for (const auto& [key, counts] : counted) runs[key.first][key.second];
  std::vector<SweepStatus> out;
  for (const auto& [label, by_order] : runs) {
    SweepStatus status{label, sweep_title(filter_of_sweep(label, 1)), {}};
    for (const auto& [order, order_runs] : by_order) {
      const GraphFilter filter = filter_of_sweep(label, order);
      OrderStatus o;
      o.order = order;
      o.condition = sweep_condition(filter);
      o.stored = store.count_where(game, variant, o.condition);
      o.expected = finished_items(order_runs);
      o.finished = o.expected.has_value();
      o.complete = o.finished && o.stored >= *o.expected;
      if (const auto it = counted.find({label, order}); it != counted.end()) {
        if (!o.finished || it->second.graphs() != *o.expected)
          throw store::DatabaseError(
              "database '" + store.path() + "' is damaged: " + game + " (" + variant + "), sweep " +
              label + ", order " + std::to_string(order) + " counts " +
              format_count(it->second.graphs()) + " graphs, its finished run " +
              (o.finished ? format_count(*o.expected) : std::string("none")));
        o.counted = it->second;
      }
      if (!o.expected) o.expected = counted_items(filter);
      status.orders.push_back(std::move(o));
    }
    out.push_back(std::move(status));
  }
  return out;
}

namespace {

// Adds the winners of `part` (a count or a summary) into `sum`.
template <typename Winners>
void add_winners(OrderSummary& sum, const Winners& part) {
  sum.graphs += part.graphs;
  sum.p1_wins += part.p1_wins;
  sum.p2_wins += part.p2_wins;
  sum.p3_wins += part.p3_wins;
  sum.no_forced_win += part.no_forced_win;
}

// The order's counts as summaries: per order (by empty), per edge count or per maximum degree.
std::vector<OrderSummary> summary_of_counts(int order, const CountedOrder& counted,
                                            const std::string& by) {
  std::map<int, OrderSummary> groups;
  for (const OrderCount& c : counted.counts) {
    const int group = by == "size" ? c.size : by.empty() ? 0 : c.max_degree;
    add_winners(groups.try_emplace(group, OrderSummary{order, group}).first->second, c);
  }
  std::vector<OrderSummary> out;
  for (const auto& [group, s] : groups) out.push_back(s);
  return out;
}

bool same_winners(const OrderSummary& a, const OrderSummary& b) {
  return a.graphs == b.graphs && a.p1_wins == b.p1_wins && a.p2_wins == b.p2_wins &&
         a.p3_wins == b.p3_wins && a.no_forced_win == b.no_forced_win;
}

std::string winners_text(const OrderSummary& s) {
  return format_count(s.graphs) + " graphs, " + format_count(s.p1_wins) + " P1 and " +
         format_count(s.p2_wins) + " P2 wins";
}

}  // namespace

std::vector<OrderSummary> sweep_summary(const ResultStore& store, const std::string& game,
                                        const std::string& variant, const std::string& by,
                                        const SweepStatus& sweep) {
  std::vector<OrderSummary> rows = store.report(game, variant, by, rows_condition(sweep));
  std::vector<OrderSummary> out;
  for (const OrderStatus& o : sweep.orders) {
    std::vector<OrderSummary> of_rows;
    for (const OrderSummary& s : rows)
      if (s.order == o.order) of_rows.push_back(s);
    if (!o.counted) {
      out.insert(out.end(), of_rows.begin(), of_rows.end());
      continue;
    }
    if (!o.complete) {
      const auto counts = summary_of_counts(o.order, *o.counted, by);
      out.insert(out.end(), counts.begin(), counts.end());
      continue;
    }
    // Both complete: two records of one order, written by different runs, must agree.
    OrderSummary total{o.order};
    for (const OrderSummary& s : of_rows) add_winners(total, s);
    const auto by_order = summary_of_counts(o.order, *o.counted, "");
    const OrderSummary counts = by_order.empty() ? OrderSummary{o.order} : by_order.front();
    if (!same_winners(total, counts))
      throw store::DatabaseError("database '" + store.path() + "' disagrees with itself: " + game +
                                 " (" + variant + "), sweep " + sweep.label + ", order " +
                                 std::to_string(o.order) + " has rows of " + winners_text(total) +
                                 " and counts of " + winners_text(counts));
    out.insert(out.end(), of_rows.begin(), of_rows.end());
  }
  return out;
}

}  // namespace gg::census
