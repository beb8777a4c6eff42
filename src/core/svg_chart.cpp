#include "core/svg_chart.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace gg::chart {
namespace {

// A marker's or legend swatch's paint: filled, or open (white inside, the colour as outline).
std::string paint(const std::string& colour, bool hollow) {
  return hollow ? "fill=\"#fff\" stroke=\"" + colour + "\" stroke-width=\"1.5\""
                : "fill=\"" + colour + "\"";
}

constexpr double kLeft = 78;    // room for the y tick labels and the axis label
constexpr double kRight = 150;  // room for the legend
constexpr double kTop = 34;     // the panel title
constexpr double kBottom = 46;  // x tick labels and the axis label
constexpr double kTitleHeight = 30;

std::string number(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", v);
  return text;
}

// "1e6", "200", "0.5": short tick labels.
std::string tick_text(double v) {
  if (v != 0 && (std::fabs(v) >= 1e5 || std::fabs(v) < 1e-3)) {
    const int exponent = static_cast<int>(std::floor(std::log10(std::fabs(v)) + 1e-9));
    const double mantissa = v / std::pow(10.0, exponent);
    char text[32];
    if (std::fabs(mantissa - 1) < 1e-9) {
      std::snprintf(text, sizeof text, "1e%d", exponent);
    } else {
      std::snprintf(text, sizeof text, "%.0fe%d", mantissa, exponent);
    }
    return text;
  }
  char text[32];
  std::snprintf(text, sizeof text, "%g", v);
  return text;
}

std::vector<std::pair<double, std::string>> automatic_ticks(const Axis& axis) {
  std::vector<std::pair<double, std::string>> ticks;
  if (axis.log) {
    const int low = static_cast<int>(std::floor(std::log10(axis.min) + 1e-9));
    const int high = static_cast<int>(std::ceil(std::log10(axis.max) - 1e-9));
    const int step = std::max(1, (high - low + 7) / 8);  // at most about eight labels
    for (int e = low; e <= high; e += step)
      ticks.emplace_back(std::pow(10.0, e), tick_text(std::pow(10.0, e)));
    return ticks;
  }
  const double span = axis.max - axis.min;
  if (axis.integers && span <= 24) {
    for (double v = std::ceil(axis.min) + 0.0; v <= axis.max + 1e-9; v += 1)  // + 0.0: no "-0" tick
      ticks.emplace_back(v, tick_text(v));
    return ticks;
  }
  // A 1-2-5 step giving four to ten ticks.
  const double raw = span / 6;
  const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  double step = magnitude;
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * magnitude >= raw) {
      step = m * magnitude;
      break;
    }
  if (axis.integers) step = std::max(1.0, std::round(step));
  for (double v = std::ceil(axis.min / step) * step; v <= axis.max + step * 1e-6; v += step)
    ticks.emplace_back(v, tick_text(std::fabs(v) < step * 1e-6 ? 0 : v));
  return ticks;
}

class Frame {
 public:
  Frame(const Panel& panel, double top, double width)
      : panel_(panel), top_(top), plot_width_(width - kLeft - kRight) {}

  double x(double v) const { return kLeft + fraction(panel_.x, v) * plot_width_; }
  double y(double v) const { return top_ + kTop + (1 - fraction(panel_.y, v)) * panel_.height; }
  bool visible(const Point& p) const {
    return std::isfinite(p.x) && std::isfinite(p.y) && (!panel_.x.log || p.x > 0) &&
           (!panel_.y.log || p.y > 0);
  }
  double unit_x() const { return std::fabs(x(panel_.x.min + 1) - x(panel_.x.min)); }
  double unit_y() const { return std::fabs(y(panel_.y.min + 1) - y(panel_.y.min)); }
  double plot_width() const { return plot_width_; }
  double bottom() const { return top_ + kTop + panel_.height; }

 private:
  static double fraction(const Axis& a, double v) {
    if (a.log) return (std::log10(v) - std::log10(a.min)) / (std::log10(a.max) - std::log10(a.min));
    return (v - a.min) / (a.max - a.min);
  }
  const Panel& panel_;
  double top_;
  double plot_width_;
};

void draw_panel(std::ostringstream& out, const Panel& panel, double top, double width) {
  const Frame f(panel, top, width);
  const double left = kLeft;
  const double right = kLeft + f.plot_width();
  const double plot_top = top + kTop;
  const double bottom = f.bottom();
  out << "<text x=\"" << number(left) << "\" y=\"" << number(top + 20)
      << "\" font-size=\"14\" font-weight=\"bold\">" << xml_escape(panel.title) << "</text>\n";
  // Grid and ticks.
  const auto x_ticks = panel.x.ticks.empty() ? automatic_ticks(panel.x) : panel.x.ticks;
  const auto y_ticks = panel.y.ticks.empty() ? automatic_ticks(panel.y) : panel.y.ticks;
  for (const auto& [v, text] : x_ticks) {
    if (v < panel.x.min - 1e-9 || v > panel.x.max + 1e-9) continue;
    const std::string px = number(f.x(v));
    out << "<line x1=\"" << px << "\" y1=\"" << number(plot_top) << "\" x2=\"" << px << "\" y2=\""
        << number(bottom) << "\" stroke=\"#e6e6e6\"/>\n"
        << "<line x1=\"" << px << "\" y1=\"" << number(bottom) << "\" x2=\"" << px << "\" y2=\""
        << number(bottom + 5) << "\" stroke=\"#333\"/>\n"
        << "<text x=\"" << px << "\" y=\"" << number(bottom + 18)
        << "\" font-size=\"11\" text-anchor=\"middle\">" << xml_escape(text) << "</text>\n";
  }
  for (const auto& [v, text] : y_ticks) {
    if (v < panel.y.min - 1e-12 || v > panel.y.max * (1 + 1e-9) + 1e-12) continue;
    const std::string py = number(f.y(v));
    out << "<line x1=\"" << number(left) << "\" y1=\"" << py << "\" x2=\"" << number(right)
        << "\" y2=\"" << py << "\" stroke=\"#e6e6e6\"/>\n"
        << "<line x1=\"" << number(left - 5) << "\" y1=\"" << py << "\" x2=\"" << number(left)
        << "\" y2=\"" << py << "\" stroke=\"#333\"/>\n"
        << "<text x=\"" << number(left - 8) << "\" y=\"" << number(f.y(v) + 4)
        << "\" font-size=\"11\" text-anchor=\"end\">" << xml_escape(text) << "</text>\n";
  }
  // Cells, then series over them.
  const double cw = f.unit_x() * 0.92;
  const double ch = f.unit_y() * 0.92;
  for (const Cell& c : panel.cells) {
    out << "<rect x=\"" << number(f.x(c.x) - cw / 2) << "\" y=\"" << number(f.y(c.y) - ch / 2)
        << "\" width=\"" << number(cw) << "\" height=\"" << number(ch) << "\" fill=\"" << c.colour
        << "\"/>\n";
    if (!c.label.empty())
      out << "<text x=\"" << number(f.x(c.x)) << "\" y=\"" << number(f.y(c.y) + 4)
          << "\" font-size=\"" << (cw < 22 ? 8 : 11) << "\" text-anchor=\"middle\" fill=\"#fff\">"
          << xml_escape(c.label) << "</text>\n";
  }
  for (const Series& s : panel.series) {
    // The line runs through consecutive visible points; a point it cannot draw breaks it.
    std::string points;
    std::size_t in_run = 0;
    const auto end_run = [&] {
      if (s.line && in_run > 1)
        out << "<polyline fill=\"none\" stroke=\"" << s.colour << "\" stroke-width=\"1.8\""
            << (s.dashed ? " stroke-dasharray=\"5,3\"" : "") << " points=\"" << points << "\"/>\n";
      points.clear();
      in_run = 0;
    };
    for (const Point& p : s.points) {
      if (!f.visible(p)) {
        end_run();
        continue;
      }
      points += number(f.x(p.x)) + "," + number(f.y(p.y)) + " ";
      ++in_run;
    }
    end_run();
    for (const Point& p : s.points)
      if (f.visible(p))
        out << "<circle cx=\"" << number(f.x(p.x)) << "\" cy=\"" << number(f.y(p.y))
            << "\" r=\"3\" " << paint(s.colour, s.hollow) << "/>\n";
  }
  // Axes and their labels.
  out << "<rect x=\"" << number(left) << "\" y=\"" << number(plot_top) << "\" width=\""
      << number(f.plot_width()) << "\" height=\"" << number(panel.height)
      << "\" fill=\"none\" stroke=\"#333\"/>\n"
      << "<text x=\"" << number((left + right) / 2) << "\" y=\"" << number(bottom + 38)
      << "\" font-size=\"12\" text-anchor=\"middle\">" << xml_escape(panel.x.label) << "</text>\n"
      << "<text transform=\"translate(" << number(18) << " " << number(plot_top + panel.height / 2)
      << ") rotate(-90)\" font-size=\"12\" text-anchor=\"middle\">" << xml_escape(panel.y.label)
      << "</text>\n";
  // Legend: the series, then the extra entries.
  struct Entry {
    std::string name;
    std::string colour;
    bool hollow = false;
    bool dashed = false;
  };
  std::vector<Entry> entries;
  for (const Series& s : panel.series)
    if (!s.name.empty()) entries.push_back({s.name, s.colour, s.hollow, s.dashed});
  for (const auto& [name, colour] : panel.legend) entries.push_back({name, colour});
  double ly = plot_top + 8;
  for (const auto& [name, colour, hollow, dashed] : entries) {
    // A dashed series shows its dash: its colour alone may repeat another series'.
    if (dashed)
      out << "<line x1=\"" << number(right + 12) << "\" y1=\"" << number(ly + 6) << "\" x2=\""
          << number(right + 28) << "\" y2=\"" << number(ly + 6) << "\" stroke=\"" << colour
          << "\" stroke-width=\"2\" stroke-dasharray=\"5,3\"/>\n";
    else
      out << "<rect x=\"" << number(right + 14) << "\" y=\"" << number(ly) << "\" width=\"12\" "
          << "height=\"12\" " << paint(colour, hollow) << "/>\n";
    out << "<text x=\"" << number(right + 32) << "\" y=\"" << number(ly + 10)
        << "\" font-size=\"11\">" << xml_escape(name) << "</text>\n";
    ly += 18;
  }
}

}  // namespace

std::string xml_escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string render(const std::string& title, const std::vector<Panel>& panels, double width) {
  double height = kTitleHeight;
  for (const Panel& p : panels) height += kTop + p.height + kBottom + 10;
  std::ostringstream out;
  out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << number(width) << "\" height=\""
      << number(height) << "\" viewBox=\"0 0 " << number(width) << " " << number(height)
      << "\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n"
      << "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n"
      << "<text x=\"" << number(width / 2) << "\" y=\"22\" font-size=\"16\" font-weight=\"bold\" "
      << "text-anchor=\"middle\">" << xml_escape(title) << "</text>\n";
  double top = kTitleHeight;
  for (const Panel& p : panels) {
    draw_panel(out, p, top, width);
    top += kTop + p.height + kBottom + 10;
  }
  out << "</svg>\n";
  return out.str();
}

}  // namespace gg::chart
