#include "graph/graph6.h"

#include <algorithm>
#include <vector>

#include "core/error.h"

namespace gg {
namespace {

constexpr int kBias = 63;

bool is_printable6(char c) { return c >= 63 && c <= 126; }

// Reads N(n) from the front of `s`, advancing it. `format` names the format in errors.
int read_order(std::string_view& s, const char* format) {
  if (s.empty()) throw InputError(std::string(format) + ": empty string");
  for (char c : s) {
    if (!is_printable6(c)) {
      throw InputError(std::string(format) + ": character '" + std::string(1, c) +
                       "' is not allowed (only ASCII 63..126)");
    }
  }
  long long n = 0;
  if (s[0] != 126) {
    n = s[0] - kBias;
    s.remove_prefix(1);
  } else if (s.size() >= 2 && s[1] != 126) {
    if (s.size() < 4) throw InputError(std::string(format) + ": truncated vertex count");
    n = ((s[1] - kBias) << 12) | ((s[2] - kBias) << 6) | (s[3] - kBias);
    s.remove_prefix(4);
  } else {
    if (s.size() < 8) throw InputError(std::string(format) + ": truncated vertex count");
    for (int i = 2; i < 8; ++i) n = (n << 6) | (s[i] - kBias);
    s.remove_prefix(8);
  }
  if (n > Graph::kMaxVertices) {
    throw InputError(std::string(format) + ": graph has " + std::to_string(n) +
                     " vertices; at most 64 are supported");
  }
  return static_cast<int>(n);
}

std::string_view strip_header(std::string_view text, std::string_view header) {
  if (text.substr(0, header.size()) == header) text.remove_prefix(header.size());
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

void write_order(std::string& out, int n) {
  if (n <= 62) {
    out.push_back(static_cast<char>(n + kBias));
    return;
  }
  out.push_back(126);  // n <= 64 here, so the 18-bit form always suffices
  for (int shift : {12, 6, 0}) out.push_back(static_cast<char>(((n >> shift) & 63) + kBias));
}

// Packs a bit stream into 6-bit printable characters.
class BitWriter {
 public:
  void put(bool b) {
    acc_ = static_cast<unsigned>((acc_ << 1) | (b ? 1U : 0U));
    if (++count_ == 6) flush_char();
  }
  void put_bits(unsigned value, int width) {
    for (int i = width - 1; i >= 0; --i) put((value >> i) & 1U);
  }
  int pending() const { return count_; }
  void finish(bool pad_bit) {
    while (count_ != 0) put(pad_bit);
  }
  std::string& text() { return out_; }

 private:
  void flush_char() {
    out_.push_back(static_cast<char>(acc_ + kBias));
    acc_ = 0;
    count_ = 0;
  }
  std::string out_;
  unsigned acc_ = 0;
  int count_ = 0;
};

int bits_for(int n) {  // number of bits needed to write n-1 in binary
  int k = 0;
  while ((1 << k) < n) ++k;
  return k;
}

// Reads graph6 text: begin(order), then add_edge(i, j) for each edge in the format's order
// (by j, then i < j).
template <class Begin, class AddEdge>
void read_graph6(std::string_view text, Begin&& begin, AddEdge&& add_edge) {
  std::string_view s = strip_header(text, ">>graph6<<");
  const int n = read_order(s, "graph6");
  const std::size_t bits = static_cast<std::size_t>(n) * static_cast<std::size_t>(n - 1) / 2;
  const std::size_t need = (bits + 5) / 6;
  if (s.size() != need) {
    throw InputError("graph6: a graph on " + std::to_string(n) + " vertices needs " +
                     std::to_string(need) + " data characters, found " + std::to_string(s.size()));
  }
  begin(n);
  std::size_t k = 0;
  for (int j = 1; j < n; ++j) {
    for (int i = 0; i < j; ++i, ++k) {
      const int byte = s[k / 6] - kBias;
      if ((byte >> (5 - k % 6)) & 1) add_edge(i, j);
    }
  }
}

}  // namespace

Graph parse_graph6(std::string_view text) {
  Graph g;
  read_graph6(
      text, [&g](int n) { g = Graph(n); }, [&g](int i, int j) { g.add_edge(i, j); });
  return g;
}

int graph6_rows(std::string_view text, VertexSet* rows) {
  for (int v = 0; v < Graph::kMaxVertices; ++v) rows[v] = 0;
  int order = 0;
  read_graph6(
      text, [&order](int n) { order = n; },
      [rows](int i, int j) {
        rows[i] |= bit(j);
        rows[j] |= bit(i);
      });
  return order;
}

Graph parse_sparse6(std::string_view text) {
  std::string_view s = strip_header(text, ">>sparse6<<");
  if (s.empty() || s[0] != ':') throw InputError("sparse6: must start with ':'");
  s.remove_prefix(1);
  const int n = read_order(s, "sparse6");
  Graph g(n);
  const int k = bits_for(n);
  std::size_t pos = 0;
  int avail = 0;  // unread bits in the current character
  int current = 0;
  auto next_bit = [&](int& out) -> bool {
    if (avail == 0) {
      if (pos >= s.size()) return false;
      current = s[pos++] - kBias;
      avail = 6;
    }
    out = (current >> --avail) & 1;
    return true;
  };
  int v = 0;
  for (;;) {
    int b = 0;
    if (!next_bit(b)) break;
    int x = 0;
    bool complete = true;
    for (int i = 0; i < k; ++i) {
      int bit_value = 0;
      if (!next_bit(bit_value)) {
        complete = false;
        break;
      }
      x = (x << 1) | bit_value;
    }
    if (!complete) break;
    if (b) ++v;
    if (v >= n) break;  // padding
    if (x > v) {
      v = x;
    } else {
      if (g.edge_id(x, v) >= 0) {
        throw InputError("sparse6: edge " + std::to_string(x) + "-" + std::to_string(v) +
                         " appears twice (multi-edges are not supported)");
      }
      g.add_edge(x, v);
    }
  }
  return g;
}

Graph parse_nauty_string(std::string_view text) {
  std::string_view t = text;
  if (t.substr(0, 11) == ">>sparse6<<") return parse_sparse6(t);
  if (!t.empty() && t[0] == ':') return parse_sparse6(t);
  if (!t.empty() && t[0] == '&') throw InputError("digraph6 input is not supported");
  return parse_graph6(t);
}

std::string to_graph6(const Graph& g) {
  GG_CHECK(!g.has_loops());
  VertexSet rows[Graph::kMaxVertices];
  for (int v = 0; v < g.order(); ++v) rows[v] = g.neighbours(v);
  return graph6_of_rows(g.order(), rows);
}

std::string graph6_of_rows(int n, const VertexSet* rows) {
  BitWriter w;
  write_order(w.text(), n);
  for (int j = 1; j < n; ++j)
    for (int i = 0; i < j; ++i) w.put(has(rows[i], j));
  w.finish(false);
  return w.text();
}

std::string to_sparse6(const Graph& g) {
  const int n = g.order();
  const int k = bits_for(n);
  BitWriter w;
  w.text().push_back(':');
  write_order(w.text(), n);
  // Edges ordered by larger endpoint, then smaller, as the format's decoder expects.
  std::vector<Edge> edges = g.edges();
  std::sort(edges.begin(), edges.end(),
            [](const Edge& a, const Edge& b) { return a.v != b.v ? a.v < b.v : a.u < b.u; });
  int v = 0;
  for (const Edge& e : edges) {
    if (e.v == v) {
      w.put(false);
    } else {
      w.put(true);
      if (e.v > v + 1) {
        w.put_bits(static_cast<unsigned>(e.v), k);
        w.put(false);
      }
      v = e.v;
    }
    w.put_bits(static_cast<unsigned>(e.u), k);
  }
  // Special case from formats.txt: padding that could be read as an edge to vertex n-1.
  const int padding = (6 - w.pending()) % 6;
  if (k < 6 && v == n - 2 && n == (1 << k) && padding >= k + 1) w.put(false);
  w.finish(true);
  return w.text();
}

std::string to_nauty_string(const Graph& g) { return g.has_loops() ? to_sparse6(g) : to_graph6(g); }

}  // namespace gg
