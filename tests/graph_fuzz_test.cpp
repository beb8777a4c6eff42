// Fuzzing the graph readers: random and mutated inputs may only ever produce a graph or an
// InputError, never a crash, a hang or another exception.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "core/error.h"
#include "graph/edge_list.h"
#include "graph/graph6.h"
#include "graph/graph_spec.h"

namespace gg {
namespace {

template <class Parse>
void expect_graph_or_input_error(const std::string& text, Parse parse) {
  try {
    const Graph g = parse(text);
    EXPECT_LE(g.order(), 64);
  } catch (const InputError&) {
  }
}

std::string random_text(std::mt19937& rng, std::string_view alphabet, std::size_t max_len) {
  std::string s(rng() % (max_len + 1), ' ');
  for (char& c : s) c = alphabet[rng() % alphabet.size()];
  return s;
}

std::string mutate(std::string s, std::mt19937& rng) {
  const int edits = 1 + static_cast<int>(rng() % 3);
  for (int i = 0; i < edits; ++i) {
    const auto pos = s.empty() ? 0 : rng() % (s.size() + 1);
    switch (rng() % 3) {
      case 0:
        s.insert(s.begin() + static_cast<long>(pos), static_cast<char>(rng() % 128));
        break;
      case 1:
        if (!s.empty() && pos < s.size()) s.erase(s.begin() + static_cast<long>(pos));
        break;
      default:
        if (!s.empty() && pos < s.size()) s[pos] = static_cast<char>(rng() % 128);
    }
  }
  return s;
}

TEST(ReaderFuzz, RandomInputs) {
  std::mt19937 rng(2024);
  std::string printable;
  for (int c = 32; c < 127; ++c) printable.push_back(static_cast<char>(c));
  for (int i = 0; i < 20000; ++i) {
    const std::string any = random_text(rng, printable, 40);
    expect_graph_or_input_error(any, [](const std::string& t) { return parse_graph_spec(t); });
    expect_graph_or_input_error(any, [](const std::string& t) { return parse_nauty_string(t); });
    const std::string g6 =
        random_text(rng, "?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~", 30);
    expect_graph_or_input_error(g6, [](const std::string& t) { return parse_graph6(t); });
    expect_graph_or_input_error(":" + g6, [](const std::string& t) { return parse_sparse6(t); });
    const std::string edges = random_text(rng, "0123456789- :,;", 30);
    expect_graph_or_input_error(edges, [](const std::string& t) { return parse_edge_list(t); });
  }
}

TEST(ReaderFuzz, MutatedValidInputs) {
  std::mt19937 rng(99);
  const std::vector<std::string> seeds = {"D~{",
                                          ":Fa@x^",
                                          "0-1 1-2 2-0",
                                          "5: 0-1 3-4",
                                          "K3,5",
                                          "P3xP4",
                                          "C8+1,3",
                                          "spider:1,3,7",
                                          "K5*",
                                          "petersen",
                                          "~?@?" + std::string(20, '~'),
                                          "I?h]@eOWG",
                                          "K3|P4"};
  for (int i = 0; i < 20000; ++i) {
    const std::string text = mutate(seeds[i % seeds.size()], rng);
    expect_graph_or_input_error(text, [](const std::string& t) { return parse_graph_spec(t); });
    expect_graph_or_input_error(text, [](const std::string& t) { return parse_nauty_string(t); });
  }
}

TEST(ReaderFuzz, HugeDeclaredOrdersAreRejectedQuickly) {
  // graph6 and sparse6 headers that declare 128, 258047 and 2^36-1 vertices.
  for (const std::string s : {"~?A?", "~~~~", "~~~~~~~~", ":~?A?", ":~~~~~~~~"}) {
    SCOPED_TRACE(s);
    EXPECT_THROW(parse_nauty_string(s), InputError);
  }
  EXPECT_THROW(parse_edge_list("0-99999"), InputError);
}

}  // namespace
}  // namespace gg
