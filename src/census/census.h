// Censuses: every graph of a source (nauty's generators or graph6 lines), solved once per
// isomorphism class and stored by canonical graph6.
//
// Work is handed out dynamically to worker threads (solve times differ by orders of magnitude
// between sparse and dense graphs). Only the calling thread writes to the database, in
// batches about twice a second; an interrupt stops the workers after their current graph,
// the finished results are committed, and a rerun skips everything already stored.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "census/store.h"
#include "games/game.h"
#include "graph/graph.h"

namespace gg::census {

struct GraphFilter {
  int order = 0;
  bool connected_only = true;  // geng -c
  bool trees = false;          // nauty-gentreeg
  bool bipartite = false;      // geng -b
  bool planar = false;         // filtered by nauty-planarg
  std::optional<int> max_degree;
  std::optional<std::pair<int, int>> edges;  // geng mine:maxe
  int shard = 0;                             // res/mod split, exactly like geng's
  int shards = 1;
};

// The generator command line for a filter (geng or gentreeg with res/mod, piped through
// nauty-planarg for planar graphs).
std::string generator_command(const GraphFilter& filter);
// Runs a generator and returns its graph6 lines; throws InputError if it fails.
std::vector<std::string> run_generator(const std::string& command);
// graph6/sparse6 lines from a stream, taking line i when i % shards == shard.
std::vector<std::string> read_graph_lines(std::FILE* in, int shard, int shards);

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
  // graphs the process solves (SolveRequest::shared_endgames): same rows, far fewer nodes.
  bool shared_endgames = true;
  const std::atomic<bool>* interrupt = nullptr;
};

struct Progress {
  std::int64_t done = 0;
  std::int64_t total = 0;
  std::int64_t computed = 0;  // solved in this run (the rest were already stored)
  double seconds = 0;
};

struct CensusResult {
  std::vector<ResultRow> rows;  // one per distinct input graph, stored or computed
  std::int64_t computed = 0;
  std::int64_t reused = 0;
  bool interrupted = false;
  double seconds = 0;
};

// One input graph per isomorphism class, keyed by canonical graph6, in input order; or, for
// plane boards, one board per isomorphism class of boards, keyed by canonical_board_key
// (graph6 and cells in a canonical labelling; just the canonical graph6 for a forest).
struct CensusItem {
  std::string canonical;
  Graph graph;
  std::string cells;  // "0 1 2; 2 3 4", empty without cells
};
// Throws InputError naming the first unreadable line (or, for plane boards, a disconnected
// graph). Non-planar graphs have no plane boards and give no items.
std::vector<CensusItem> census_items(const std::vector<std::string>& graph_lines,
                                     bool plane_boards = false);
// The indices of the items whose canonical key is not among the stored (`known`) ones.
std::vector<std::size_t> unsolved(const std::vector<CensusItem>& items,
                                  const std::unordered_map<std::string, int>& known);
// A row with the graph's key and shape filled in (canonical, game, variant, order, size,
// maximum degree), the verdict left empty.
ResultRow item_row(const CensusItem& item, const CensusOptions& options);
// Solves one graph into its row. Throws SearchAborted when interrupted.
ResultRow solve_item(const Game& game, const CensusItem& item, const CensusOptions& options);
// Every item's row: computed now (`computed[i]`) or already stored (`known`).
std::vector<ResultRow> all_rows(const std::vector<CensusItem>& items,
                                const std::vector<std::optional<ResultRow>>& computed,
                                const std::unordered_map<std::string, int>& known,
                                const CensusOptions& options);

CensusResult run_census(const std::vector<std::string>& graph_lines, const CensusOptions& options,
                        ResultStore& store,
                        const std::function<void(const Progress&)>& on_progress);

// The solver version stored with each row: results change only when this does.
extern const char* const kSolverVersion;

}  // namespace gg::census
