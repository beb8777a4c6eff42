#include "core/svg_to_tikz.h"

#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>
#include <vector>

#include "core/error.h"

namespace gg {
namespace {

// An affine map x' = a x + c y + e, y' = b x + d y + f (SVG's matrix order).
struct Affine {
  double a = 1, b = 0, c = 0, d = 1, e = 0, f = 0;
  Affine then(const Affine& inner) const {  // this after inner
    return {a * inner.a + c * inner.b,     b * inner.a + d * inner.b,
            a * inner.c + c * inner.d,     b * inner.c + d * inner.d,
            a * inner.e + c * inner.f + e, b * inner.e + d * inner.f + f};
  }
  std::pair<double, double> apply(double x, double y) const {
    return {a * x + c * y + e, b * x + d * y + f};
  }
  double scale() const { return std::sqrt(std::fabs(a * d - b * c)); }
};

struct Element {
  std::string name;  // "circle", "/g" for a closing tag
  std::map<std::string, std::string> attributes;
  bool self_closing = false;
  std::string text;  // the character data after the tag, up to the next tag
};

std::string decode_entities(const std::string& s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '&') {
      out += s[i];
      continue;
    }
    const std::size_t end = s.find(';', i);
    if (end == std::string::npos) {
      out += s[i];
      continue;
    }
    const std::string entity = s.substr(i + 1, end - i - 1);
    if (entity == "amp")
      out += '&';
    else if (entity == "lt")
      out += '<';
    else if (entity == "gt")
      out += '>';
    else if (entity == "quot")
      out += '"';
    else if (entity == "apos")
      out += '\'';
    else if (!entity.empty() && entity[0] == '#') {
      const long code = entity.size() > 1 && (entity[1] == 'x' || entity[1] == 'X')
                            ? std::strtol(entity.c_str() + 2, nullptr, 16)
                            : std::strtol(entity.c_str() + 1, nullptr, 10);
      if (code < 128) {
        out += static_cast<char>(code);
      } else if (code < 0x800) {  // UTF-8
        out += static_cast<char>(0xC0 | (code >> 6));
        out += static_cast<char>(0x80 | (code & 0x3F));
      } else {
        out += static_cast<char>(0xE0 | (code >> 12));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
      }
    } else {
      out += s.substr(i, end - i + 1);
    }
    i = end;
  }
  return out;
}

// The tags of the document in order, with comments, declarations and doctype left out.
std::vector<Element> parse_tags(const std::string& svg) {
  std::vector<Element> elements;
  std::size_t i = 0;
  while ((i = svg.find('<', i)) != std::string::npos) {
    if (svg.compare(i, 4, "<!--") == 0) {
      const std::size_t end = svg.find("-->", i);
      if (end == std::string::npos) throw InputError("SVG: unterminated comment");
      i = end + 3;
      continue;
    }
    const std::size_t close = svg.find('>', i);
    if (close == std::string::npos)
      throw InputError("SVG: unterminated tag at byte " + std::to_string(i));
    if (svg[i + 1] == '?' || svg[i + 1] == '!') {
      i = close + 1;
      continue;
    }
    std::string tag = svg.substr(i + 1, close - i - 1);
    Element e;
    if (!tag.empty() && tag.back() == '/') {
      e.self_closing = true;
      tag.pop_back();
    }
    std::size_t p = 0;
    while (p < tag.size() && !std::isspace(static_cast<unsigned char>(tag[p]))) ++p;
    e.name = tag.substr(0, p);
    while (p < tag.size()) {
      while (p < tag.size() && std::isspace(static_cast<unsigned char>(tag[p]))) ++p;
      const std::size_t eq = tag.find('=', p);
      if (eq == std::string::npos) break;
      const std::string key = tag.substr(p, eq - p);
      const char quote = tag[eq + 1];
      const std::size_t end = tag.find(quote, eq + 2);
      if (end == std::string::npos) throw InputError("SVG: unterminated attribute '" + key + "'");
      e.attributes[key] = decode_entities(tag.substr(eq + 2, end - eq - 2));
      p = end + 1;
    }
    const std::size_t next = svg.find('<', close + 1);
    e.text = decode_entities(
        svg.substr(close + 1, next == std::string::npos ? std::string::npos : next - close - 1));
    elements.push_back(std::move(e));
    i = close + 1;
  }
  return elements;
}

std::vector<double> numbers(const std::string& s) {
  std::vector<double> out;
  const char* p = s.c_str();
  while (*p) {
    char* end = nullptr;
    const double v = std::strtod(p, &end);
    if (end == p) {
      ++p;
      continue;
    }
    out.push_back(v);
    p = end;
  }
  return out;
}

Affine parse_transform(const std::string& text) {
  Affine total;
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t open = text.find('(', i);
    if (open == std::string::npos) break;
    const std::size_t close = text.find(')', open);
    std::string name = text.substr(i, open - i);
    name.erase(0, name.find_first_not_of(" ,"));
    const auto v = numbers(text.substr(open + 1, close - open - 1));
    Affine t;
    if (name == "translate" && !v.empty()) {
      t.e = v[0];
      t.f = v.size() > 1 ? v[1] : 0;
    } else if (name == "scale" && !v.empty()) {
      t.a = v[0];
      t.d = v.size() > 1 ? v[1] : v[0];
    } else if (name == "rotate" && !v.empty()) {
      const double r = v[0] * M_PI / 180;
      t = {std::cos(r), std::sin(r), -std::sin(r), std::cos(r), 0, 0};
    } else if (name == "matrix" && v.size() == 6) {
      t = {v[0], v[1], v[2], v[3], v[4], v[5]};
    }
    total = total.then(t);
    i = close + 1;
  }
  return total;
}

std::string fmt(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", std::fabs(v) < 0.005 ? 0.0 : v);
  return text;
}

// SVG colour names the program's and Graphviz's pictures use, as RGB.
const std::map<std::string, std::string>& named_colours() {
  static const std::map<std::string, std::string> names = {
      {"black", "000000"},     {"white", "FFFFFF"},    {"red", "FF0000"},
      {"green", "008000"},     {"blue", "0000FF"},     {"yellow", "FFFF00"},
      {"gray", "808080"},      {"grey", "808080"},     {"lightgray", "D3D3D3"},
      {"lightgrey", "D3D3D3"}, {"darkgray", "A9A9A9"}, {"darkgrey", "A9A9A9"},
      {"orange", "FFA500"},    {"purple", "800080"},   {"navy", "000080"},
      {"darkgreen", "006400"}, {"brown", "A52A2A"},    {"pink", "FFC0CB"},
      {"gold", "FFD700"},      {"silver", "C0C0C0"},   {"lightblue", "ADD8E6"},
      {"darkred", "8B0000"},   {"magenta", "FF00FF"},  {"cyan", "00FFFF"}};
  return names;
}

class Writer {
 public:
  // The TikZ colour name for an SVG colour; "" for none/transparent.
  std::string colour(std::string svg) {
    for (char& c : svg) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (svg.empty() || svg == "none" || svg == "transparent") return "";
    std::string hex;
    if (svg[0] == '#' && svg.size() == 7) {
      hex = svg.substr(1);
    } else if (svg[0] == '#' && svg.size() == 4) {
      for (int i = 1; i < 4; ++i) hex += std::string(2, svg[i]);
    } else {
      const auto it = named_colours().find(svg);
      if (it == named_colours().end()) throw InputError("SVG: unknown colour '" + svg + "'");
      hex = it->second;
    }
    for (char& c : hex) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    auto [it, added] = colours_.try_emplace(hex, "gg" + std::to_string(colours_.size()));
    return it->second;
  }
  std::string definitions() const {
    std::string out;
    for (const auto& [hex, name] : colours_)
      out += "\\definecolor{" + name + "}{HTML}{" + hex + "}\n";
    return out;
  }

 private:
  std::map<std::string, std::string> colours_;
};

// A value of the element or of the nearest group around it that sets it (SVG inheritance).
std::string inherited(const Element& e,
                      const std::vector<std::map<std::string, std::string>>& groups,
                      const std::string& key, const std::string& fallback) {
  if (auto it = e.attributes.find(key); it != e.attributes.end()) return it->second;
  for (auto g = groups.rbegin(); g != groups.rend(); ++g)
    if (auto it = g->find(key); it != g->end()) return it->second;
  return fallback;
}

std::string latex_text(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '\\':
        out += "\\textbackslash{}";
        break;
      case '{':
        out += "\\{";
        break;
      case '}':
        out += "\\}";
        break;
      case '#':
        out += "\\#";
        break;
      case '$':
        out += "\\$";
        break;
      case '%':
        out += "\\%";
        break;
      case '&':
        out += "\\&";
        break;
      case '_':
        out += "\\_";
        break;
      case '^':
        out += "\\^{}";
        break;
      case '~':
        out += "\\~{}";
        break;
      case '<':
        out += "\\textless{}";
        break;
      case '>':
        out += "\\textgreater{}";
        break;
      case '\n':
        out += ' ';
        break;
      default:
        out += c;
    }
  }
  return out;
}

// The path data as TikZ path operations (absolute and relative M, L, H, V, C, Q, Z).
std::string path_data(const std::string& d, const Affine& t) {
  std::string out;
  double x = 0, y = 0, start_x = 0, start_y = 0;
  const auto point = [&](double px, double py) {
    const auto [a, b] = t.apply(px, py);
    return "(" + fmt(a) + "," + fmt(b) + ")";
  };
  std::size_t i = 0;
  char command = 0;
  while (i < d.size()) {
    if (std::isalpha(static_cast<unsigned char>(d[i]))) {
      command = d[i++];
      if (command == 'Z' || command == 'z') {
        out += " -- cycle";
        x = start_x;
        y = start_y;
      }
      continue;
    }
    if (std::isspace(static_cast<unsigned char>(d[i])) || d[i] == ',') {
      ++i;
      continue;
    }
    const bool relative = std::islower(static_cast<unsigned char>(command));
    const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(command)));
    const int count = upper == 'C' ? 6 : upper == 'Q' ? 4 : (upper == 'H' || upper == 'V') ? 1 : 2;
    std::vector<double> v;
    const char* p = d.c_str() + i;
    for (int k = 0; k < count; ++k) {
      while (*p == ' ' || *p == ',' || *p == '\n') ++p;
      char* end = nullptr;
      v.push_back(std::strtod(p, &end));
      if (end == p)
        throw InputError("SVG: path data '" + d.substr(0, 40) + "' has too few numbers");
      p = end;
    }
    i = static_cast<std::size_t>(p - d.c_str());
    const double bx = relative ? x : 0, by = relative ? y : 0;
    switch (upper) {
      case 'M':
        x = v[0] + bx;
        y = v[1] + by;
        start_x = x;
        start_y = y;
        out += " " + point(x, y);
        command = relative ? 'l' : 'L';  // further pairs are lines
        break;
      case 'L':
        x = v[0] + bx;
        y = v[1] + by;
        out += " -- " + point(x, y);
        break;
      case 'H':
        x = v[0] + (relative ? x : 0);
        out += " -- " + point(x, y);
        break;
      case 'V':
        y = v[0] + (relative ? y : 0);
        out += " -- " + point(x, y);
        break;
      case 'C':
        out += " .. controls " + point(v[0] + bx, v[1] + by) + " and " +
               point(v[2] + bx, v[3] + by) + " .. " + point(v[4] + bx, v[5] + by);
        x = v[4] + bx;
        y = v[5] + by;
        break;
      case 'Q': {  // as the cubic with the same shape
        const double qx = v[0] + bx, qy = v[1] + by, ex = v[2] + bx, ey = v[3] + by;
        out += " .. controls " + point(x + 2 * (qx - x) / 3, y + 2 * (qy - y) / 3) + " and " +
               point(ex + 2 * (qx - ex) / 3, ey + 2 * (qy - ey) / 3) + " .. " + point(ex, ey);
        x = ex;
        y = ey;
        break;
      }
      default:
        throw InputError(std::string("SVG: path command '") + command + "' is not supported");
    }
  }
  return out;
}

}  // namespace

std::string svg_to_tikz(const std::string& svg, double max_width_pt) {
  const auto elements = parse_tags(svg);
  Writer writer;
  std::ostringstream body;
  std::vector<Affine> transforms = {Affine{}};
  std::vector<std::map<std::string, std::string>> groups;
  double width = 0;
  int defs = 0;  // inside <defs>: markers are drawn as TikZ arrow tips instead
  for (const Element& e : elements) {
    if (e.name == "svg") {
      const auto box = numbers(e.attributes.count("viewBox") ? e.attributes.at("viewBox") : "");
      const auto given = numbers(e.attributes.count("width") ? e.attributes.at("width") : "");
      width = box.size() == 4 ? box[2] : given.empty() ? 0 : given[0];
      if (width <= 0) throw InputError("SVG: no width or viewBox to scale the picture by");
      // Every length is scaled to fit: coordinates, line widths and font sizes alike.
      const double unit = std::min(1.0, max_width_pt / width);
      transforms = {Affine{unit, 0, 0, unit, 0, 0}};
      groups.push_back(e.attributes);
      continue;
    }
    if (e.name == "defs") {
      defs += e.self_closing ? 0 : 1;
      continue;
    }
    if (e.name == "/defs") {
      --defs;
      continue;
    }
    if (defs > 0) continue;
    if (e.name == "g") {
      const auto it = e.attributes.find("transform");
      transforms.push_back(it == e.attributes.end()
                               ? transforms.back()
                               : transforms.back().then(parse_transform(it->second)));
      groups.push_back(e.attributes);
      if (e.self_closing) {
        transforms.pop_back();
        groups.pop_back();
      }
      continue;
    }
    if (e.name == "/g") {
      if (transforms.size() > 1) transforms.pop_back();
      if (!groups.empty()) groups.pop_back();
      continue;
    }
    Affine t = transforms.back();
    if (auto it = e.attributes.find("transform"); it != e.attributes.end())
      t = t.then(parse_transform(it->second));
    const auto number_of = [&](const char* key) {
      const auto it = e.attributes.find(key);
      if (it == e.attributes.end()) return 0.0;
      const auto v = numbers(it->second);
      return v.empty() ? 0.0 : v[0];
    };
    const auto point = [&](double x, double y) {
      const auto [a, b] = t.apply(x, y);
      return "(" + fmt(a) + "," + fmt(b) + ")";
    };
    // Fill, stroke, width, dashes, opacity and an arrow tip, as draw options.
    const auto style = [&](const std::string& default_fill) {
      std::vector<std::string> options;
      const std::string fill = writer.colour(inherited(e, groups, "fill", default_fill));
      const std::string stroke = writer.colour(inherited(e, groups, "stroke", "none"));
      if (!fill.empty()) options.push_back("fill=" + fill);
      if (!stroke.empty()) {
        options.push_back("draw=" + stroke);
        const double w = std::stod(inherited(e, groups, "stroke-width", "1")) * t.scale();
        options.push_back("line width=" + fmt(w) + "pt");
        const auto dashes = numbers(inherited(e, groups, "stroke-dasharray", ""));
        if (dashes.size() >= 2)
          options.push_back("dash pattern=on " + fmt(dashes[0] * t.scale()) + "pt off " +
                            fmt(dashes[1] * t.scale()) + "pt");
      }
      const std::string opacity = inherited(e, groups, "fill-opacity", "");
      if (!opacity.empty()) options.push_back("fill opacity=" + opacity);
      if (e.attributes.count("marker-end")) options.push_back("-{Stealth[length=7pt]}");
      std::string joined;
      for (const auto& o : options) joined += (joined.empty() ? "" : ", ") + o;
      return joined;
    };
    const auto emit = [&](const std::string& options, const std::string& path) {
      if (options.empty()) return;  // nothing visible
      body << "\\path[" << options << "] " << path << ";\n";
    };
    if (e.name == "rect") {
      const std::string w = e.attributes.count("width") ? e.attributes.at("width") : "0";
      if (w.find('%') != std::string::npos) continue;  // the background, left to the page
      const double x = number_of("x"), y = number_of("y");
      emit(style("black"),
           point(x, y) + " rectangle " + point(x + number_of("width"), y + number_of("height")));
    } else if (e.name == "circle" || e.name == "ellipse") {
      const double rx = e.name == "circle" ? number_of("r") : number_of("rx");
      const double ry = e.name == "circle" ? number_of("r") : number_of("ry");
      emit(style("black"), point(number_of("cx"), number_of("cy")) + " ellipse [x radius=" +
                               fmt(rx * t.scale()) + "pt, y radius=" + fmt(ry * t.scale()) + "pt]");
    } else if (e.name == "line") {
      emit(style("none"), point(number_of("x1"), number_of("y1")) + " -- " +
                              point(number_of("x2"), number_of("y2")));
    } else if (e.name == "polygon" || e.name == "polyline") {
      const auto v = numbers(e.attributes.count("points") ? e.attributes.at("points") : "");
      std::string path;
      for (std::size_t k = 0; k + 1 < v.size(); k += 2)
        path += (k ? " -- " : "") + point(v[k], v[k + 1]);
      if (e.name == "polygon" && !path.empty()) path += " -- cycle";
      if (!path.empty()) emit(style(e.name == "polygon" ? "black" : "none"), path);
    } else if (e.name == "path") {
      emit(style("black"),
           path_data(e.attributes.count("d") ? e.attributes.at("d") : "", t).substr(1));
    } else if (e.name == "text") {
      const std::string anchor = inherited(e, groups, "text-anchor", "start");
      const double size = std::stod(inherited(e, groups, "font-size", "12")) * t.scale();
      const std::string fill = writer.colour(inherited(e, groups, "fill", "black"));
      const bool bold = inherited(e, groups, "font-weight", "") == "bold";
      const std::string tikz_anchor = anchor == "middle" ? "base"
                                      : anchor == "end"  ? "base east"
                                                         : "base west";
      body << "\\node[anchor=" << tikz_anchor << ", inner sep=0pt, text=" << fill
           << ", font=\\fontsize{" << fmt(size) << "pt}{" << fmt(size * 1.2) << "pt}\\selectfont"
           << (bold ? "\\bfseries" : "") << "] at " << point(number_of("x"), number_of("y")) << " {"
           << latex_text(e.text) << "};\n";
    }
  }
  if (width <= 0) throw InputError("SVG: no <svg> element with a width or viewBox");
  // SVG's y axis points down: so does the picture's.
  std::ostringstream out;
  // \noindent: a picture as wide as the text starts a paragraph without its indent, which
  // would push it past \textwidth.
  out << "% Drawn by graphgames. Needs \\usepackage{tikz} and \\usetikzlibrary{arrows.meta}.\n"
      << "\\noindent%\n"
      << "\\begin{tikzpicture}[x=1pt, y=-1pt]\n"
      << writer.definitions() << body.str() << "\\end{tikzpicture}\n";
  return out.str();
}

}  // namespace gg
