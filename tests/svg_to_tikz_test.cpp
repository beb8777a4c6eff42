// The TikZ pictures: coordinates carried through SVG transforms, shapes, colours, text, and
// the structure LaTeX needs (compiled with pdflatex in tests/edges/test_pictures.py).
#include <gtest/gtest.h>

#include "core/error.h"
#include "core/svg_chart.h"
#include "core/svg_to_tikz.h"

namespace gg {
namespace {

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(SvgToTikz, ShapesThroughTransforms) {
  const std::string svg =
      "<?xml version=\"1.0\"?><!-- made by hand -->\n"
      "<svg width=\"200pt\" viewBox=\"0 0 200 100\" xmlns=\"http://www.w3.org/2000/svg\">"
      "<g transform=\"scale(1 1) rotate(0) translate(4 96)\">"
      "<ellipse fill=\"#e57373\" stroke=\"black\" cx=\"10\" cy=\"-20\" rx=\"18\" ry=\"9\"/>"
      "<path fill=\"none\" stroke=\"black\" stroke-dasharray=\"5,2\" d=\"M0,0C10,0 20,10 30,10\"/>"
      "<text text-anchor=\"middle\" x=\"50\" y=\"-5\" font-size=\"14.00\">0&#45;1 {a} 50%</text>"
      "</g>"
      "<line x1=\"0\" y1=\"0\" x2=\"10\" y2=\"0\" stroke=\"#222\" marker-end=\"url(#arrow)\"/>"
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>"
      "<polygon fill=\"lightgrey\" stroke=\"none\" points=\"0,0 5,0 5,5\"/>"
      "</svg>";
  const std::string tikz = svg_to_tikz(svg);
  EXPECT_EQ(count(tikz, "\\begin{tikzpicture}"), 1);
  EXPECT_EQ(count(tikz, "\\end{tikzpicture}"), 1);
  // The group's translation moves the ellipse's centre: (10 + 4, -20 + 96).
  EXPECT_NE(tikz.find("(14.00,76.00) ellipse [x radius=18.00pt, y radius=9.00pt]"),
            std::string::npos)
      << tikz;
  EXPECT_NE(tikz.find(".. controls (14.00,96.00) and (24.00,106.00) .. (34.00,106.00)"),
            std::string::npos);
  EXPECT_NE(tikz.find("dash pattern=on 5.00pt off 2.00pt"), std::string::npos);
  // Text: entities decoded, LaTeX's special characters escaped, anchored at the baseline.
  EXPECT_NE(tikz.find("{0-1 \\{a\\} 50\\%}"), std::string::npos) << tikz;
  EXPECT_NE(tikz.find("anchor=base,"), std::string::npos);
  EXPECT_NE(tikz.find("-{Stealth"), std::string::npos);  // the marker as an arrow tip
  EXPECT_EQ(count(tikz, "rectangle"), 0);                // the 100% background is left out
  // Every colour used is defined once: #e57373, black, #222, lightgrey.
  EXPECT_EQ(count(tikz, "\\definecolor"), 4);
  EXPECT_NE(tikz.find("{HTML}{E57373}"), std::string::npos);
  EXPECT_NE(tikz.find("{HTML}{D3D3D3}"), std::string::npos);
  EXPECT_EQ(count(tikz, "\\path["), 4);
}

TEST(SvgToTikz, ScaledToTheWidthAsked) {
  const std::string svg =
      "<svg viewBox=\"0 0 680 100\"><circle cx=\"680\" cy=\"0\" r=\"10\" fill=\"red\" "
      "stroke=\"black\" stroke-width=\"2\"/></svg>";
  const std::string tikz = svg_to_tikz(svg, 340);
  EXPECT_NE(tikz.find("(340.00,0.00) ellipse [x radius=5.00pt"), std::string::npos) << tikz;
  EXPECT_NE(tikz.find("line width=1.00pt"), std::string::npos);
}

TEST(SvgToTikz, ChartsConvert) {
  chart::Panel panel;
  panel.title = "t & u";
  panel.x = {"n", 0, 10, false, {}, true};
  panel.y = {"nodes", 1, 1000, true, {}, false};
  panel.series.push_back({"s", "#0072B2", {{1, 10}, {2, 100}}, false, true});
  const std::string tikz = svg_to_tikz(chart::render("title", {panel}));
  EXPECT_NE(tikz.find("{t \\& u}"), std::string::npos);
  EXPECT_GT(count(tikz, "\\node["), 5);
}

TEST(SvgToTikz, BadSvgIsAnInputError) {
  EXPECT_THROW(svg_to_tikz("<svg><circle"), InputError);
  EXPECT_THROW(svg_to_tikz("<g></g>"), InputError);  // nothing to scale by
  EXPECT_THROW(svg_to_tikz("<svg width=\"10\"><line stroke=\"chartreuse-ish\"/></svg>"),
               InputError);
  EXPECT_THROW(
      svg_to_tikz("<svg width=\"10\"><path fill=\"red\" d=\"M0,0 A1,1 0 0 1 2,2\"/></svg>"),
      InputError);
}

}  // namespace
}  // namespace gg
