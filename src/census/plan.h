// What a census run is asked for, checked once for every door (gg census, the Python module,
// the MPI ranks): the game and its rule parameters, where the graphs come from, and the run's
// settings. plan_census() turns a request into the options run_census() takes and a way to
// open the graphs; the doors only parse their own syntax and print.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "census/census.h"
#include "census/graph_source.h"
#include "census/store.h"
#include "games/game.h"

namespace gg::census {

enum class GraphInput {
  kGenerator,  // nauty's generators, from `filter`
  kStdin,      // graph6/sparse6 lines on standard input
  kLines,      // graph6/sparse6 lines given by the caller (Python)
};

// How a census decides its boards: by a search from each board's root, or by one retrograde
// pass over every graph of the order (census/retrograde.h); kAuto takes the pass wherever the
// game and the sweep allow it, being far cheaper there.
enum class CensusMethod { kAuto, kSearch, kRetrograde };

// How errors name a setting: "--planar" on the command line, "planar" as a Python keyword.
enum class Spelling { kCommandLine, kKeyword };

struct CensusRequest {
  std::string game;
  ParamValues params;       // the game's parameters as given; checked by plan_census
  GraphFilter filter;       // order, trees, bipartite, planar, maximum degree, edges, shard
  bool all_graphs = false;  // disconnected graphs too (otherwise connected ones only)
  GraphInput input = GraphInput::kGenerator;
  std::vector<std::string> lines;  // GraphInput::kLines
  int jobs = 0;                    // worker threads; 0: every core
  bool shared_endgames = true;
  std::size_t tt_megabytes = SolveLimits{}.tt_megabytes;
  CensusMethod method = CensusMethod::kAuto;
  bool certificates = false;  // a certificate per graph is wanted: they come from search
  Spelling spelling = Spelling::kCommandLine;
};

struct CensusPlan {
  const Game* game = nullptr;
  CensusOptions options;  // ready for run_census but for `interrupt` and certificates
  GraphFilter filter;     // as checked: connected_only set, shard in range
  GraphInput input = GraphInput::kGenerator;
  std::vector<std::string> lines;
  CensusMethod method = CensusMethod::kSearch;  // as chosen: kSearch or kRetrograde
  bool certificates = false;

  // The graphs of this run (its shard), opened afresh on each call.
  GraphSource open_source() const;
  // How many graphs this run's shard holds, counted by nauty; nullopt when that is unknown
  // (graphs read from a stream, trees, plane boards). May take seconds: call it off the
  // critical path.
  std::optional<std::int64_t> count_graphs() const;
};

// The game, which must be played on graphs; InputError otherwise.
const Game& graph_game(std::string_view name);

// Checks the request (InputError naming the setting) and plans the run.
CensusPlan plan_census(CensusRequest request);

// Whether a database holds every graph of a generator's order exactly once: its rows per edge
// count against the generator's own counts (rows are keyed by canonical form, so "once" holds
// by construction).
struct Completeness {
  struct Size {
    std::int64_t generated = 0, stored = 0;
  };
  std::map<int, Size> by_size;  // by number of edges
  std::int64_t generated = 0, stored = 0;
  std::int64_t missing = 0;  // graphs the generator makes that no row holds
  std::int64_t extra = 0;    // rows beyond the generator's count (another census merged in?)
  bool complete() const { return missing == 0 && extra == 0; }
};
// Checks the plan's whole order (no shard, generated graphs, not plane boards: InputError).
Completeness check_complete(const ResultStore& store, const CensusPlan& plan);

// The tally of a run by order and, grouped by `by` ("size", "max-degree" or "" for none), by
// edges or maximum degree.
std::map<std::pair<int, int>, Tally> tally_by(const CensusResult& result, std::string_view by);

}  // namespace gg::census
