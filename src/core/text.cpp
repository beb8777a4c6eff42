#include "core/text.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "core/hex.h"

namespace gg {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || s[i] == sep) {
      parts.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  }
  return parts;
}

std::vector<std::string_view> split_ws(std::string_view s) {
  std::vector<std::string_view> parts;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    std::size_t j = i;
    while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
    if (j > i) parts.push_back(s.substr(i, j - i));
    i = j;
  }
  return parts;
}

std::optional<int> parse_uint(std::string_view s, int max) {
  if (s.empty() || s.size() > 10) return std::nullopt;
  long long value = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  if (value > max) return std::nullopt;
  return static_cast<int>(value);
}

std::vector<std::string> split_moves(std::string_view moves) {
  std::string spaced(moves);
  std::replace(spaced.begin(), spaced.end(), ',', ' ');
  std::vector<std::string> out;
  for (std::string_view move : split_ws(spaced)) out.emplace_back(move);
  return out;
}

bool natural_less(std::string_view a, std::string_view b) {
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (digit(a[i]) && digit(b[j])) {
      std::size_t ei = i, ej = j;
      while (ei < a.size() && digit(a[ei])) ++ei;
      while (ej < b.size() && digit(b[ej])) ++ej;
      // Without leading zeros a longer run is a larger number; equal lengths compare as text.
      std::string_view x = a.substr(i, ei - i), y = b.substr(j, ej - j);
      while (x.size() > 1 && x.front() == '0') x.remove_prefix(1);
      while (y.size() > 1 && y.front() == '0') y.remove_prefix(1);
      if (x.size() != y.size()) return x.size() < y.size();
      if (x != y) return x < y;
      i = ei;
      j = ej;
      continue;
    }
    if (a[i] != b[j]) return a[i] < b[j];
    ++i;
    ++j;
  }
  return a.size() - i < b.size() - j;
}

std::string joined(std::span<const std::string> words, std::string_view sep) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) out += sep;
    out += words[i];
  }
  return out;
}

std::string counted(long long n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

std::string format_count(long long n) {
  const std::string digits = std::to_string(n < 0 ? -n : n);
  std::string out = n < 0 ? "-" : "";
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string format_seconds(double seconds) {
  char text[48];
  if (!(seconds >= 0)) seconds = 0;
  if (seconds < 60) {
    std::snprintf(text, sizeof text, "%.1f s", seconds);
  } else if (seconds < 3600) {
    const long long whole = static_cast<long long>(seconds);
    std::snprintf(text, sizeof text, "%lld min %02lld s", whole / 60, whole % 60);
  } else if (seconds >= 3 * 86400) {
    std::snprintf(text, sizeof text, "%.1f days", seconds / 86400);
  } else {
    const long long minutes = static_cast<long long>(seconds / 60);
    std::snprintf(text, sizeof text, "%lld h %02lld min", minutes / 60, minutes % 60);
  }
  return text;
}

std::string one_line(std::string text) {
  std::replace_if(
      text.begin(), text.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
  return text;
}

std::string shown(std::string_view s, std::size_t max_chars) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i == max_chars) {
      out += "...";
      break;
    }
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x20 || c == 0x7f) {
      out += "\\x";
      append_hex(out, c);
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

}  // namespace gg
