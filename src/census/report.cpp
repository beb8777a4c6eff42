#include "census/report.h"

#include "core/text.h"

namespace gg::census {
namespace {

// Rows made by something other than a recorded sweep, as the report names them.
std::string other_title(const std::string& made_by) {
  if (made_by.empty()) return "rows stored before runs recorded their sweep";
  if (made_by == kStdinSource) return "graphs read from standard input";
  if (made_by == kListSource) return "graphs given as a list (Python)";
  return "rows of sweep '" + made_by + "' at orders it has no record of (merged?)";
}

}  // namespace

SummaryTable table_of(const std::vector<OrderSummary>& rows) {
  SummaryTable table;
  for (const auto& s : rows)
    table[{s.order, s.group}] = {s.graphs, s.p1_wins, s.p2_wins, s.p3_wins, s.no_forced_win};
  return table;
}

nlohmann::json summary_json(const SummaryTable& table, const std::string& by) {
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& [key, t] : table) {
    nlohmann::json row = {
        {"order", key.first},
        {"graphs", t.graphs},
        {"p1_wins", t.p1},
        {"p2_wins", t.p2},
        {"p3_wins", t.p3},
        {"no_forced_win", t.nobody},
        {"percent_p2",
         t.graphs > 0 ? 100.0 * static_cast<double>(t.p2) / static_cast<double>(t.graphs) : 0.0}};
    if (!by.empty()) row[by == "size" ? "size" : "max_degree"] = key.second;
    rows.push_back(row);
  }
  return rows;
}

nlohmann::json unfinished_orders(const ResultStore& store, const std::string& game,
                                 const std::string& variant, std::optional<int> order) {
  nlohmann::json out = nlohmann::json::array();
  for (const SweepStatus& sweep : sweep_statuses(store, game, variant))
    for (const OrderStatus& o : sweep.orders)
      if (!o.complete && (!order || *order == o.order))
        out.push_back({{"order", o.order},
                       {"sweep", sweep.label},
                       {"stored", o.stored},
                       {"expected", o.expected ? nlohmann::json(*o.expected) : nullptr},
                       {"counted", o.counted.has_value()}});
  return out;
}

std::string unfinished_text(const nlohmann::json& o) {
  return "order " + std::to_string(o["order"].get<int>()) + ": " +
         format_count(o["stored"].get<long long>()) +
         (o["expected"].is_null() ? std::string()
                                  : " of " + format_count(o["expected"].get<long long>())) +
         " graphs stored; " +
         (o["counted"].get<bool>() ? "the census counted it without rows (--no-rows); gg census "
                                     "--stdin --method retrograde looks graphs up in its table"
                                   : "the census is not finished");
}

std::string stored_text(const OrderStatus& o) {
  if (o.complete) return "complete";
  if (o.counted)
    return "counted, " +
           (o.stored == 0 ? std::string("no rows") : std::to_string(o.stored) + " rows") +
           " (--no-rows)";
  std::string text = o.expected ? std::to_string(o.stored) + " of " + std::to_string(*o.expected)
                                : std::to_string(o.stored);
  return text + (o.finished ? " (rows missing)" : " (run not finished)");
}

Report build_report(const ResultStore& store, const std::string& game, const std::string& variant,
                    const std::string& by, const std::vector<SweepStatus>& statuses) {
  Report report;
  std::vector<std::string> conditions;
  for (const SweepStatus& sweep : statuses) {
    ReportSection section{sweep.label, sweep.title,
                          table_of(sweep_summary(store, game, variant, by, sweep)), sweep.orders};
    for (const OrderStatus& o : sweep.orders) {
      conditions.push_back(o.condition);
      // An order with no row stored yet still shows what it lacks, as a row of zeros.
      if (o.stored == 0 && !o.counted) section.table[{o.order, 0}] = Tally{};
    }
    report.sweeps.push_back(std::move(section));
  }
  std::map<std::string, std::vector<OrderSummary>> others;
  for (auto& [made_by, summary] : store.report_outside(game, variant, by, conditions))
    others[made_by].push_back(summary);
  for (const auto& [made_by, rows] : others)
    report.others.push_back({made_by, other_title(made_by), table_of(rows), {}});
  report.all = table_of(store.report(game, variant, by));
  return report;
}

nlohmann::json report_json(const Report& report, const std::string& by) {
  nlohmann::json sweeps = nlohmann::json::array();
  for (const ReportSection& sweep : report.sweeps) {
    nlohmann::json rows = summary_json(sweep.table, by);
    for (auto& row : rows)
      for (const OrderStatus& o : sweep.orders)
        if (o.order == row["order"].get<int>())
          row.update({{"stored", o.stored},
                      {"expected", o.expected ? nlohmann::json(*o.expected) : nullptr},
                      {"run_finished", o.finished},
                      {"complete", o.complete},
                      {"counted", o.counted.has_value()}});
    sweeps.push_back({{"sweep", sweep.label}, {"title", sweep.title}, {"orders", rows}});
  }
  nlohmann::json other = nlohmann::json::array();
  for (const ReportSection& section : report.others)
    other.push_back({{"made_by", section.label.empty() ? nlohmann::json(nullptr)
                                                       : nlohmann::json(section.label)},
                     {"title", section.title},
                     {"orders", summary_json(section.table, by)}});
  return {{"orders", summary_json(report.all, by)}, {"sweeps", sweeps}, {"other", other}};
}

}  // namespace gg::census
