// The charts of the research commands, as SVG (core/svg_chart.h): a family sweep's winners,
// nodes and seconds per member; a census report's share of player-2 wins per order and per
// edge count.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "census/family_sweep.h"
#include "census/store.h"

namespace gg::census {

std::string sweep_chart(std::string_view game, const FamilySweepOptions& options,
                        const FamilySweepResult& result);

// One sweep of a census report: its title, its rows by order, and by order and edge count.
struct ReportSeries {
  std::string label;  // short, for legends: the sweep label
  std::string title;
  std::vector<OrderSummary> by_order;
  std::vector<OrderSummary> by_size;
};
std::string report_chart(const std::string& heading, const std::vector<ReportSeries>& sweeps);

}  // namespace gg::census
