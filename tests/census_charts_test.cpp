// The census report's chart: one line per order by edge count, every line told apart.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "census/charts.h"

namespace gg::census {
namespace {

int count_of(const std::string& text, const std::string& part) {
  int n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// A legend swatch's colour for `name`: the rect (or dashed line) just before its label.
std::string swatch_before(const std::string& svg, const std::string& name) {
  const auto label = svg.find(">" + name + "</text>");
  EXPECT_NE(label, std::string::npos) << name;
  const auto shape = svg.rfind('<', svg.rfind("<text", label) - 1);
  const std::string tag = svg.substr(shape, svg.find('>', shape) - shape);
  const std::string key = tag.starts_with("<line") ? "stroke=\"" : "fill=\"";
  const auto at = tag.find(key) + key.size();
  return tag.substr(0, 5) + tag.substr(at, tag.find('"', at) - at);
}

TEST(CensusCharts, EveryOrderByEdgeCountHasItsOwnLine) {
  // Orders 1 to 14, each with two edge counts: more orders than the palette has colours.
  ReportSeries sweep{"connected", "Connected graphs", {}, {}};
  for (int n = 1; n <= 14; ++n) {
    sweep.by_order.push_back({n, 0, 10, 1, 9, 0, 0});
    sweep.by_size.push_back({n, n, 5, 1, 4, 0, 0});
    sweep.by_size.push_back({n, n + 1, 5, 0, 5, 0, 0});
  }
  const std::string svg = report_chart("test", {sweep});
  std::set<std::string> swatches;
  for (int n = 1; n <= 14; ++n) swatches.insert(swatch_before(svg, "n = " + std::to_string(n)));
  EXPECT_EQ(swatches.size(), 14u) << "two orders drawn alike";
  // Orders past the palette repeat its colours with a dashed line, shown so in the legend.
  EXPECT_EQ(count_of(svg, "<polyline fill=\"none\""), 2 + 14);
  EXPECT_EQ(count_of(svg, "stroke-dasharray=\"5,3\" points="), 2);
  EXPECT_EQ(swatch_before(svg, "n = 13").substr(0, 5), "<line");
  EXPECT_EQ(swatch_before(svg, "n = 12").substr(0, 5), "<rect");
}

}  // namespace
}  // namespace gg::census
