// Censuses: every graph of a source (nauty's generators or graph6 lines), solved once per
// isomorphism class and stored by canonical graph6.
//
// The source is read as a stream in bounded batches. Work is handed out dynamically to worker
// threads (solve times differ by orders of magnitude between sparse and dense graphs). Only
// the calling thread writes to the database, in batches about twice a second; an interrupt
// stops the workers after their current graph, the finished results are committed, and a
// rerun skips everything already stored.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "census/graph_filter.h"
#include "census/graph_source.h"
#include "census/store.h"
#include "games/game.h"
#include "graph/graph.h"

namespace gg::census {

// What rows of graphs given as lines record as their maker: read from standard input, or
// given as a list (the Python module).
inline constexpr const char* kStdinSource = "stdin";
inline constexpr const char* kListSource = "list";

struct CensusOptions {
  std::string game;
  ParamValues params;         // the game's parameters (rule variant, grundy), checked
  SolveLimits limits;         // per graph (the interrupt comes from `interrupt` below)
  std::string variant_label;  // stored variant: Game::variant(params), e.g. "colors=EDCN"
  int jobs = 1;
  // Every plane board of each (planar, connected) input graph instead of the graph itself:
  // each embedding with each choice of outer face, one item per board up to isomorphism.
  bool plane_boards = false;
  // Endgames whose value does not depend on the board are kept in one table across all the
  // graphs the census solves (solve/workspace.h), of limits.tt_megabytes: same rows, far
  // fewer nodes.
  bool shared_endgames = true;
  const std::atomic<bool>* interrupt = nullptr;
  // The generator's sweep (its order and shard included), recorded in the database as started
  // and, when the run goes through, as finished. nullopt: graphs given as lines, whose rows
  // record `source_label` as their maker.
  std::optional<GraphFilter> sweep;
  std::string source_label = kStdinSource;
  // Certificates (gg census --certificates): when set, called on the worker thread after each
  // item is solved, with the position solved and the winner found; items whose row is stored
  // are solved again unless has_certificate says their certificate is there already.
  std::function<void(const Position&, const std::string& canonical, int winner)> certify;
  std::function<bool(const std::string& canonical)> has_certificate;
};

struct Progress {
  std::int64_t graphs_read = 0;  // input graphs taken from the source so far
  std::int64_t done = 0;         // items (graphs or boards) solved or found stored
  std::int64_t computed = 0;     // of them solved in this run
  double seconds = 0;
};

// Winners per (order, size, maximum degree): what the summaries print, bounded in memory.
struct TallyKey {
  int order = 0;
  int size = 0;
  int max_degree = 0;
  auto operator<=>(const TallyKey&) const = default;
};
struct Tally {
  std::int64_t graphs = 0, p1 = 0, p2 = 0;
  // Three-player games: graphs where player 3 can force a win, and where nobody can.
  std::int64_t p3 = 0, nobody = 0;
  Tally& operator+=(const Tally& t) {
    graphs += t.graphs;
    p1 += t.p1;
    p2 += t.p2;
    p3 += t.p3;
    nobody += t.nobody;
    return *this;
  }
};

struct CensusResult {
  std::map<TallyKey, Tally> tally;  // every distinct item of the input, stored or computed
  std::int64_t items = 0;
  std::int64_t computed = 0;
  std::int64_t reused = 0;
  bool interrupted = false;
  double seconds = 0;
};

// One census item: an input graph keyed by canonical graph6, or a plane board keyed by
// canonical_board_key (graph6 and cells in a canonical labelling; just the canonical graph6
// for a forest).
struct CensusItem {
  std::string canonical;
  Graph graph;
  std::string cells;  // "0 1 2; 2 3 4", empty without cells
};
// The items of one input line (`where` names it in errors: "graph 7 of the input"): one graph,
// or for plane boards each board of the graph up to isomorphism (none when it is not planar).
// Throws InputError naming the line when it is unreadable.
std::vector<CensusItem> items_of_line(const std::string& line, const std::string& where,
                                      bool plane_boards);
// A row with the graph's key and shape filled in (canonical, game, variant, order, size,
// maximum degree), the verdict left empty.
ResultRow item_row(const CensusItem& item, const CensusOptions& options);
// Solves one graph into its row with the thread's workspace. Throws SearchAborted when
// interrupted.
ResultRow solve_item(const Game& game, const CensusItem& item, const CensusOptions& options,
                     SolverWorkspace& workspace);

// The sweep a row stored by this run records: sweep_label() of a generator's sweep, else the
// source label.
std::string row_sweep(const CensusOptions& options);
// Records a generator run in the store: as started, or with `result` (a run that went
// through) as finished. Nothing is recorded for graphs given as lines.
void record_run(ResultStore& store, const CensusOptions& options,
                const CensusResult* result = nullptr);
// Records a finished retrograde run without rows (--no-rows) of a generator's sweep as
// finished, with its tally of the sweep's order as the order's counts (order_counts.h).
void record_counts(ResultStore& store, const CensusOptions& options, const CensusResult& result);

// Counts a row into the result's tally.
void add_to_tally(CensusResult& result, const ResultRow& row);

// The input lines, one batch at a time, as the items not stored yet; items already stored
// count as reused in the result. Inputs of a generator are distinct; others are checked
// against the run so far (a set of the keys seen, as large as the input).
class ItemReader {
 public:
  ItemReader(GraphSource& source, const CensusOptions& options, ResultStore& store);
  bool done() const { return done_; }
  std::vector<CensusItem> next_batch(std::size_t lines, CensusResult& result);

 private:
  GraphSource& source_;
  const CensusOptions& options_;
  ResultStore& store_;
  std::unordered_set<std::string> seen_;
  bool done_ = false;
};

// Reads the source in bounded batches and keeps the items not yet stored flowing to the
// workers; only the calling thread writes to the database (batches about twice a second).
// Memory: the tables and one batch in flight, whatever the size of the source.
CensusResult run_census(GraphSource& source, const CensusOptions& options, ResultStore& store,
                        const std::function<void(const Progress&)>& on_progress);

// A stored key is a graph6 string, for plane boards followed by a space and the cells: the two
// parts (cells empty without).
std::pair<std::string, std::string> split_board_key(const std::string& key);
// A stored row of `game` as `gg query --json` lists it and the Python module yields it:
// graph6, order, size, max_degree, winner (null: nobody can force a win), nodes, grundy,
// facts (the game's declared facts: {"colors": 3} for EDGe, {} for games without), method
// ("search" or "retrograde"), and for games on plane boards cells ("0 1 2; 2 3 4", null for
// a forest).
nlohmann::json row_json(const Game& game, const ResultRow& row);

// The solver version stored with each row: results change only when this does.
extern const char* const kSolverVersion;

}  // namespace gg::census
