// Retrograde analysis (src/tablebase/) against search: every graph up to 7 vertices under
// every variant of Trail Trap and in edge geography (winner, Grundy value, every start
// vertex), graph by graph; hereditary classes against the whole table; tables that resume,
// are reused and refuse damage.
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "core/error.h"
#include "games/game.h"
#include "graph/graph6.h"
#include "graph/properties.h"
#include "tablebase/edge_table.h"
#include "tablebase/layer_files.h"
#include "tablebase/vertex_table.h"

namespace gg::tablebase {
namespace {

const Game& trail_trap() { return find_game("trail-trap"); }
const EdgeTablebaseRules& rules() { return *trail_trap().edge_tablebase(); }

Graph graph_of(int n, GraphKey key) {
  VertexSet rows[64];
  unpack_key(n, key, rows);
  Graph g(n);
  for (int u = 0; u < n; ++u)
    for (const int v : bits_of(rows[u] & ~first_n(u + 1))) g.add_edge(u, v);
  return g;
}

// A fresh table directory for one test.
std::string directory(const std::string& name) {
  const auto path = std::filesystem::temp_directory_path() / ("gg_tablebase_" + name);
  std::filesystem::remove_all(path);
  return path.string();
}

// A graph of a finished table: its root code and value words.
struct Entry {
  std::uint8_t root = 0;
  std::vector<std::uint64_t> words;
};

// Every graph of a table of `table_rules` with its root code and words, by graph6 of the graph
// as stored.
std::map<std::string, Entry> build_entries(const EdgeTablebaseRules& table_rules, int n,
                                           const std::string& dir) {
  TableRun run;
  run.order = n;
  run.jobs = 2;
  run.directory = dir;
  std::map<std::string, Entry> entries;
  TableCallbacks callbacks;
  callbacks.finished = [&](const Layer& layer) {
    for (std::size_t i = 0; i < layer.size(); ++i)
      entries[to_graph6(graph_of(n, layer.key(i)))] = {
          layer.root(i), {layer.words(i), layer.words(i) + layer.words_per_graph()}};
  };
  build_edge_table(table_rules, run, callbacks);
  return entries;
}

// Every graph of the table with its root code, by graph6 of the graph as stored.
std::map<std::string, std::uint8_t> build(int n, const GraphClass& graphs, const std::string& dir,
                                          TableStats* stats = nullptr,
                                          const std::atomic<bool>* interrupt = nullptr,
                                          int stop_after = -1) {
  TableRun run;
  run.order = n;
  run.graphs = graphs;
  run.jobs = 2;
  run.directory = dir;
  run.interrupt = interrupt;
  std::map<std::string, std::uint8_t> roots;
  TableCallbacks callbacks;
  callbacks.finished = [&](const Layer& layer) {
    for (std::size_t i = 0; i < layer.size(); ++i)
      roots[to_graph6(graph_of(n, layer.key(i)))] = layer.root(i);
  };
  auto* stop = const_cast<std::atomic<bool>*>(interrupt);
  callbacks.progress = [&](const LayerProgress& p) {
    if (stop != nullptr && p.edges > stop_after) *stop = true;
  };
  const TableStats s = build_edge_table(rules(), run, callbacks);
  if (stats != nullptr) *stats = s;
  return roots;
}

int search_winner(const std::string& graph6, std::string_view variant) {
  SolveRequest request;
  request.position.board = graph6;
  const auto comma = variant.find(',');
  request.position.params.set("variant", std::string(variant.substr(0, comma)));
  if (comma != std::string_view::npos) request.position.params.set("distinct-placement", "true");
  request.search.winner_only = true;
  request.search.want_line = false;
  request.search.limits.tt_megabytes = 16;
  return trail_trap().solve(request).winner;
}

// The census's claim: every graph on 1 to 7 vertices, connected or not, under every variant
// the table answers, has the winner a search from its root finds.
TEST(Tablebase, TrailTrapAgreesWithSearchOnEveryGraphUpToSevenVertices) {
  // Graphs on n vertices up to isomorphism (OEIS A000088).
  constexpr std::size_t kGraphsOfOrder[] = {1, 1, 2, 4, 11, 34, 156, 1044};
  for (int n = 1; n <= 7; ++n) {
    const auto roots = build(n, {}, directory("agree"));
    EXPECT_EQ(roots.size(), kGraphsOfOrder[n]) << "graphs of order " << n;
    for (std::size_t v = 0; v < rules().variants().size(); ++v) {
      const std::string_view variant = rules().variants()[v];
      for (const auto& [graph6, root] : roots)
        ASSERT_EQ(rules().verdict(root, v).winner, search_winner(graph6, variant))
            << graph6 << " under " << variant;
    }
  }
}

// A search's Grundy value of a graph, unrooted or from `start`.
SolveReport search_grundy(const Game& game, const std::string& graph6, int start = -1) {
  SolveRequest request;
  request.position.board = graph6;
  request.position.params.set("grundy", "true");
  if (start >= 0) request.position.params.set("start", std::to_string(start));
  request.search.want_line = false;
  return game.solve(request);
}

// A geography table's entry against search: the unrooted game's winner and Grundy value and,
// with `per_vertex`, the value of every start vertex (four bits each in the first word).
void expect_search_values(const Game& game, const TablebaseRules& table_rules,
                          const std::string& graph6, const Entry& entry, bool per_vertex) {
  const TablebaseVerdict verdict = table_rules.verdict(entry.root, 0);
  const SolveReport report = search_grundy(game, graph6);
  ASSERT_EQ(verdict.winner, report.winner) << graph6;
  ASSERT_EQ(verdict.grundy, report.grundy) << graph6;
  if (!per_vertex) return;
  for (int v = 0; v < parse_graph6(graph6).order(); ++v) {
    const int value = static_cast<int>((entry.words[0] >> (4 * v)) & 15U);
    ASSERT_EQ(value, search_grundy(game, graph6, v).grundy) << graph6 << " from vertex " << v;
  }
}

// Edge geography's table: for every graph up to 7 vertices (connected or not) the unrooted
// game's winner and Grundy value are a search's; up to 6 vertices so is the Grundy value of
// every start vertex (the words the pass keeps).
TEST(Tablebase, EdgeGeographyAgreesWithSearchOnEveryGraphUpToSevenVertices) {
  const Game& game = find_game("edge-geography");
  const EdgeTablebaseRules& table_rules = *game.edge_tablebase();
  for (int n = 1; n <= 7; ++n) {
    for (const auto& [graph6, entry] : build_entries(table_rules, n, directory("geography")))
      expect_search_values(game, table_rules, graph6, entry, /*per_vertex=*/n <= 6);
  }
  EXPECT_EQ(find_game("vertex-geography").edge_tablebase(), nullptr);
}

// Every graph of order n (connected or not) of a vertex table with its root code and words.
std::map<std::string, Entry> build_vertex_entries(const VertexTablebaseRules& table_rules, int n,
                                                  TableStats* stats = nullptr) {
  TableRun run;
  run.order = n;
  run.jobs = 2;
  std::map<std::string, Entry> entries;
  TableCallbacks callbacks;
  callbacks.finished = [&](const Layer& layer) {
    EXPECT_EQ(layer.order(), n);
    for (std::size_t i = 0; i < layer.size(); ++i)
      entries[to_graph6(graph_of(n, layer.key(i)))] = {
          layer.root(i), {layer.words(i), layer.words(i) + layer.words_per_graph()}};
  };
  const TableStats s = build_vertex_table(table_rules, run, /*connected_only=*/false, callbacks);
  if (stats != nullptr) *stats = s;
  return entries;
}

// Node Kayles' table over vertices: for every graph up to 7 vertices, connected or not, the
// winner and Grundy value are those of a search (the component decomposition is not used:
// --force-search).
TEST(Tablebase, NodeKaylesAgreesWithSearchOnEveryGraphUpToSevenVertices) {
  constexpr std::size_t kGraphsOfOrder[] = {1, 1, 2, 4, 11, 34, 156, 1044};
  const Game& game = find_game("node-kayles");
  const VertexTablebaseRules& table_rules = *game.vertex_tablebase();
  EXPECT_EQ(game.edge_tablebase(), nullptr);
  EXPECT_EQ(game.tablebase(), &table_rules);
  for (int n = 1; n <= 7; ++n) {
    TableStats stats;
    const auto entries = build_vertex_entries(table_rules, n, &stats);
    EXPECT_EQ(entries.size(), kGraphsOfOrder[n]) << "graphs of order " << n;
    EXPECT_FALSE(stats.interrupted);
    for (const auto& [graph6, entry] : entries) {
      SolveRequest request;
      request.position.board = graph6;
      request.position.params.set("grundy", "true");
      request.position.params.set("force-search", "true");
      request.search.want_line = false;
      const SolveReport report = game.solve(request);
      const TablebaseVerdict verdict = table_rules.verdict(entry.root, 0);
      ASSERT_EQ(verdict.winner, report.winner) << graph6;
      ASSERT_EQ(verdict.grundy, report.grundy) << graph6;
    }
  }
}

// Vertex geography's table over vertices: for every graph up to 7 vertices the unrooted game's
// winner and Grundy value, and up to 6 vertices the value of every start vertex, are a
// search's.
TEST(Tablebase, VertexGeographyAgreesWithSearchOnEveryGraphUpToSevenVertices) {
  const Game& game = find_game("vertex-geography");
  const VertexTablebaseRules& table_rules = *game.vertex_tablebase();
  for (int n = 1; n <= 7; ++n) {
    for (const auto& [graph6, entry] : build_vertex_entries(table_rules, n))
      expect_search_values(game, table_rules, graph6, entry, /*per_vertex=*/n <= 6);
  }
}

// A hereditary class (its graphs' subgraphs stay in it) has its own, smaller table with the
// same values: bipartite graphs and graphs of maximum degree 3 of order 7.
TEST(Tablebase, ClassesOfGraphsAgreeWithTheWholeTable) {
  const auto all = build(7, {}, directory("classes_all"));
  for (const GraphClass& graphs :
       {GraphClass{true, std::nullopt}, GraphClass{false, 3}, GraphClass{true, 2}}) {
    const auto part = build(7, graphs, directory("classes_part"));
    std::size_t members = 0;
    for (const auto& [graph6, root] : all) {
      const Graph g = parse_graph6(graph6);
      if ((graphs.bipartite && !is_bipartite(g)) ||
          (graphs.max_degree && g.max_degree() > *graphs.max_degree))
        continue;
      ++members;
      const auto it = part.find(graph6);
      ASSERT_NE(it, part.end()) << graph6 << " missing from " << graphs.label();
      EXPECT_EQ(it->second, root) << graph6 << " in " << graphs.label();
    }
    EXPECT_EQ(part.size(), members) << graphs.label();
  }
}

// Stopped after a layer, a table resumes there and ends with the values of a run that never
// stopped; a finished table is read, not computed again.
TEST(Tablebase, ResumesWhereItStoppedAndReadsAFinishedTable) {
  const auto whole = build(7, {}, directory("whole"));
  const std::string dir = directory("resumed");
  std::atomic<bool> stop{false};
  TableStats first;
  build(7, {}, dir, &first, &stop, 9);
  EXPECT_TRUE(first.interrupted);
  EXPECT_GT(first.layers_computed, 0);
  TableStats second;
  EXPECT_EQ(build(7, {}, dir, &second), whole);
  EXPECT_FALSE(second.interrupted);
  EXPECT_EQ(second.layers_read, first.layers_computed);
  TableStats third;
  EXPECT_EQ(build(7, {}, dir, &third), whole);
  EXPECT_EQ(third.layers_computed, 0);
  EXPECT_EQ(third.layers_read, 22);
}

// A damaged or foreign table file is an error naming it, never a shorter table.
TEST(Tablebase, RefusesDamagedAndForeignFiles) {
  const std::string dir = directory("damaged");
  build(6, {}, dir);
  const std::string file = (std::filesystem::path(dir) / "layer-07.roots").string();
  {
    std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(-12, std::ios::end);
    char c = 0;
    f.read(&c, 1);
    f.seekp(-12, std::ios::end);
    c = static_cast<char>(c ^ 0x10);
    f.write(&c, 1);
  }
  try {
    build(6, {}, dir);
    FAIL() << "a damaged file was read";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("layer-07.roots"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("damaged"), std::string::npos) << e.what();
  }
  // The same files asked for as another order's table.
  const std::string other = directory("foreign");
  build(5, {}, other);
  const TableFiles files(other, {std::string(rules().table_id()), 6, {}, rules().words(6)});
  EXPECT_THROW(files.read(3, false), InputError);
}

}  // namespace
}  // namespace gg::tablebase
