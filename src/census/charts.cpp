#include "census/charts.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "core/svg_chart.h"

namespace gg::census {
namespace {

// Colours that stay apart for the colour-blind (Okabe-Ito), then more.
const char* const kPalette[] = {"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
                                "#000000", "#F0E442", "#999999", "#8c564b", "#6A3D9A", "#66A61E"};
const char* palette(std::size_t i) { return kPalette[i % std::size(kPalette)]; }
// Past the palette the colours repeat, so those series are dashed (and their legend too).
bool palette_wrapped(std::size_t i) { return i >= std::size(kPalette); }

const char* winner_colour(int winner) {
  return winner == 1 ? "#0072B2" : winner == 2 ? "#D55E00" : winner == 3 ? "#009E73" : "#555555";
}

// A log axis covering the positive values, whole decades.
chart::Axis log_axis(const std::string& label, const std::vector<double>& values) {
  double low = 0;
  double high = 0;
  for (double v : values)
    if (v > 0) {
      low = low == 0 ? v : std::min(low, v);
      high = std::max(high, v);
    }
  if (high == 0) low = high = 1;
  chart::Axis axis;
  axis.label = label;
  axis.log = true;
  axis.min = std::pow(10.0, std::floor(std::log10(low)));
  axis.max = std::pow(10.0, std::ceil(std::log10(high)));
  if (axis.max <= axis.min) axis.max = axis.min * 10;
  return axis;
}

double percent_p2(const OrderSummary& s) {
  return s.graphs > 0 ? 100.0 * static_cast<double>(s.p2_wins) / static_cast<double>(s.graphs) : 0;
}

}  // namespace

std::string sweep_chart(std::string_view game, const FamilySweepOptions& options,
                        const FamilySweepResult& result) {
  const bool two = options.parameters.size() == 2;
  const SweepParameter& inner = options.parameters.back();
  chart::Axis x;
  x.label = inner.name;
  x.min = inner.first - 0.5;
  x.max = inner.last + 0.5;
  x.integers = true;

  chart::Panel winners;
  winners.title = "Winner with perfect play (player 1 moves first)";
  winners.x = x;
  if (two) {
    const SweepParameter& outer = options.parameters.front();
    winners.y.label = outer.name;
    winners.y.min = outer.first - 0.5;
    winners.y.max = outer.last + 0.5;
    winners.y.integers = true;
    winners.height = std::max(60.0, 26.0 * (outer.last - outer.first + 1));
  } else {
    winners.y.min = 0.5;
    winners.y.max = 1.5;
    winners.y.ticks = {{1, ""}};
    winners.height = 44;
  }
  bool unsolved = false;
  std::map<int, bool> seen_winner;
  for (const SweepMember& m : result.members) {
    chart::Cell cell;
    cell.x = m.values.back();
    cell.y = two ? m.values.front() : 1;
    if (m.status == MemberStatus::kSolved) {
      cell.colour = winner_colour(m.record.winner);
      cell.label = m.record.winner == 0 ? "-" : std::to_string(m.record.winner);
      seen_winner[m.record.winner] = true;
    } else {
      cell.colour = "#d0d0d0";
      cell.label = "?";
      unsolved = true;
    }
    winners.cells.push_back(cell);
  }
  for (const auto& [w, yes] : seen_winner)
    winners.legend.emplace_back(
        w == 0 ? "nobody can force a win" : "player " + std::to_string(w) + " wins",
        winner_colour(w));
  if (unsolved) winners.legend.emplace_back("not solved (limit)", "#d0d0d0");

  // Nodes and seconds: one series per row (the outer value with two parameters).
  chart::Panel nodes;
  chart::Panel seconds;
  std::vector<double> node_values;
  std::vector<double> second_values;
  std::map<int, std::size_t> series_of_outer;
  chart::Series stopped_nodes{"stopped by a limit", "#999999", {}, false, false};
  chart::Series stopped_seconds = stopped_nodes;
  // Members decided without search (0 nodes: a rule or a special algorithm) have no value on a
  // log axis: open markers on the panel's floor in their row's colour, each row shifted a
  // little sideways so that rows do not hide each other, and a gap in their row's line.
  std::map<std::size_t, std::vector<double>> unsearched;  // by series: the members' x
  const double gap = std::numeric_limits<double>::quiet_NaN();
  for (const SweepMember& m : result.members) {
    const int outer = two ? m.values.front() : 0;
    if (!series_of_outer.count(outer)) {
      series_of_outer[outer] = nodes.series.size();
      const std::string name = two ? options.parameters.front().name + " = " + std::to_string(outer)
                                   : std::string("solved");
      const std::size_t i = nodes.series.size();
      nodes.series.push_back({name, palette(i), {}, palette_wrapped(i), true});
      seconds.series.push_back(nodes.series.back());
    }
    const double n = m.values.back();
    const double s = std::max(m.record.seconds, 1e-4);  // below the clock's useful resolution
    if (m.record.nodes == 0) {
      if (m.status == MemberStatus::kSolved) unsearched[series_of_outer[outer]].push_back(n);
      nodes.series[series_of_outer[outer]].points.push_back({n, gap});
      seconds.series[series_of_outer[outer]].points.push_back({n, gap});
      continue;
    }
    if (m.status == MemberStatus::kSolved) {
      nodes.series[series_of_outer[outer]].points.push_back(
          {n, static_cast<double>(m.record.nodes)});
      seconds.series[series_of_outer[outer]].points.push_back({n, s});
    } else {
      stopped_nodes.points.push_back({n, static_cast<double>(m.record.nodes)});
      stopped_seconds.points.push_back({n, s});
    }
    node_values.push_back(static_cast<double>(m.record.nodes));
    second_values.push_back(s);
  }
  if (!stopped_nodes.points.empty()) {
    nodes.series.push_back(stopped_nodes);
    seconds.series.push_back(stopped_seconds);
  }
  nodes.title = "Search nodes per member (log scale)";
  nodes.x = x;
  nodes.y = log_axis("nodes", node_values);
  seconds.title = "Seconds per member (log scale)";
  seconds.x = x;
  seconds.y = log_axis("seconds (below 1e-4 drawn at 1e-4)", second_values);
  if (!unsearched.empty()) {
    const double rows = static_cast<double>(series_of_outer.size());
    for (chart::Panel* panel : {&nodes, &seconds}) {
      // Named once, grey, for the legend; the markers themselves have no entry of their own.
      panel->series.push_back({"0 nodes (open, at floor)", "#555555", {}, false, false, true});
      for (const auto& [series, xs] : unsearched) {
        chart::Series floor{"", panel->series[series].colour, {}, false, false, true};
        const double shift = (static_cast<double>(series) - (rows - 1) / 2) * 0.08;
        for (const double at : xs) floor.points.push_back({at + shift, panel->y.min});
        panel->series.push_back(floor);
      }
    }
  }

  std::string title = std::string(game) + " (" + options.variant + "): " + options.spec_template;
  return chart::render(title, {winners, nodes, seconds});
}

std::string report_chart(const std::string& heading, const std::vector<ReportSeries>& sweeps) {
  std::vector<chart::Panel> panels;
  chart::Panel by_order;
  by_order.title = "Share of graphs player 2 wins, by order";
  by_order.y = {"% P2 wins", 0, 100, false, {}, false};
  by_order.x.label = "order n (vertices)";
  by_order.x.integers = true;
  int low = 1 << 30;
  int high = 0;
  for (std::size_t i = 0; i < sweeps.size(); ++i) {
    chart::Series s{sweeps[i].label, palette(i), {}, false, true};
    for (const OrderSummary& o : sweeps[i].by_order) {
      if (o.graphs == 0) continue;
      s.points.push_back({static_cast<double>(o.order), percent_p2(o)});
      low = std::min(low, o.order);
      high = std::max(high, o.order);
    }
    by_order.series.push_back(s);
  }
  if (high == 0) low = high = 1;
  by_order.x.min = low - 0.5;
  by_order.x.max = high + 0.5;
  panels.push_back(by_order);
  // Player 1's share on a log scale: where player 2 wins nearly every graph, the top panel
  // shows only lines at 100%, and whether player 1's wins keep falling (Trail Trap: 6.7% at
  // n = 8, 1.6% at 10, 1.7% at 11) is the question.
  chart::Panel p1_share;
  p1_share.title = "Share of graphs player 1 wins, by order (log scale)";
  p1_share.x = by_order.x;
  double least_share = 100;
  for (std::size_t i = 0; i < sweeps.size(); ++i) {
    chart::Series s{sweeps[i].label, palette(i), {}, false, true};
    for (const OrderSummary& o : sweeps[i].by_order) {
      if (o.graphs == 0 || o.p1_wins == 0) continue;
      const double share = 100.0 * static_cast<double>(o.p1_wins) / static_cast<double>(o.graphs);
      s.points.push_back({static_cast<double>(o.order), share});
      least_share = std::min(least_share, share);
    }
    p1_share.series.push_back(s);
  }
  p1_share.y = {"% P1 wins", std::pow(10.0, std::floor(std::log10(least_share))), 100, true, {},
                false};
  panels.push_back(p1_share);
  for (const ReportSeries& sweep : sweeps) {
    chart::Panel by_size;
    by_size.title = "Share player 2 wins by number of edges: " + sweep.title;
    by_size.y = {"% P2 wins", 0, 100, false, {}, false};
    by_size.x.label = "edges";
    by_size.x.integers = true;
    std::map<int, chart::Series> per_order;
    int most = 1;
    int least = 1 << 30;
    for (const OrderSummary& o : sweep.by_size) {
      if (o.graphs == 0) continue;
      auto [it, added] = per_order.try_emplace(o.order);
      if (added) {
        const std::size_t i = per_order.size() - 1;
        it->second = {"n = " + std::to_string(o.order), palette(i), {}, palette_wrapped(i), true};
      }
      it->second.points.push_back({static_cast<double>(o.group), percent_p2(o)});
      most = std::max(most, o.group);
      least = std::min(least, o.group);
    }
    if (per_order.empty()) continue;
    for (auto& [order, s] : per_order) by_size.series.push_back(s);
    by_size.x.min = least - 0.5;
    by_size.x.max = most + 0.5;
    panels.push_back(by_size);
  }
  return chart::render(heading, panels);
}

}  // namespace gg::census
