#include "census/plan.h"

#include <algorithm>
#include <thread>

#include "census/retrograde.h"
#include "core/error.h"

namespace gg::census {
namespace {

std::string option(Spelling spelling, std::string_view name) {
  return (spelling == Spelling::kCommandLine ? "--" : "") + std::string(name);
}

}  // namespace

const Game& graph_game(std::string_view name) {
  const Game& game = find_game(std::string(name));
  if (!game.graph_board())
    throw InputError(std::string(name) +
                     " is not played on graphs, so it has no census over graphs");
  return game;
}

CensusPlan plan_census(CensusRequest request) {
  const Spelling s = request.spelling;
  CensusPlan plan;
  plan.game = &graph_game(request.game);
  GraphFilter& f = request.filter;
  if (f.shards < 1 || f.shard < 0 || f.shard >= f.shards)
    throw InputError(option(s, "shard") + " " + std::to_string(f.shard) + "/" +
                     std::to_string(f.shards) + ": needs 0 <= i < m");
  if (f.planar && !plan.game->plane_boards())
    throw InputError(option(s, "planar") + ": plane boards are for games played on a drawing (" +
                     request.game + " is played on the graph alone)");
  if (f.planar && request.all_graphs)
    throw InputError(option(s, "planar") + ": plane boards need connected graphs; drop " +
                     option(s, "all"));
  f.connected_only = !request.all_graphs;
  if (request.input == GraphInput::kGenerator && f.order <= 0)
    throw InputError(s == Spelling::kCommandLine ? "give --order N (or --stdin with graph6 lines)"
                                                 : "give order=N or a list of graphs");
  if (request.input != GraphInput::kGenerator && f.order != 0)
    throw InputError(option(s, "order") + " and " +
                     (s == Spelling::kCommandLine ? "--stdin" : "a list of graphs") +
                     ": give one source of graphs");

  if (f.max_degree && (*f.max_degree < 0 || *f.max_degree > 64))
    throw InputError(option(s, "max-degree") + " " + std::to_string(*f.max_degree) +
                     ": expected a degree from 0 to 64");
  if (f.edges && (f.edges->first < 0 || f.edges->first > f.edges->second))
    throw InputError(option(s, "edges") + " " + std::to_string(f.edges->first) + ":" +
                     std::to_string(f.edges->second) + ": expected A:B with 0 <= A <= B");
  plan.game->check(request.params);
  CensusOptions& o = plan.options;
  o.game = request.game;
  o.params = request.params;
  o.variant_label = plan.game->variant(request.params);
  o.jobs = request.jobs > 0 ? request.jobs
                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  o.plane_boards = f.planar;
  o.shared_endgames = request.shared_endgames;
  o.limits.tt_megabytes = request.tt_megabytes;
  if (request.input == GraphInput::kGenerator) o.sweep = f;
  if (request.input == GraphInput::kLines) o.source_label = kListSource;
  plan.filter = f;
  plan.input = request.input;
  plan.lines = std::move(request.lines);
  plan.certificates = request.certificates;
  if (request.method != CensusMethod::kSearch) {
    const std::string obstacle = retrograde_obstacle(plan);
    if (request.method == CensusMethod::kRetrograde && !obstacle.empty())
      throw InputError(option(s, "method") + " retrograde: " + obstacle +
                       (s == Spelling::kCommandLine ? " (--method search solves it)" : ""));
    // Given graphs are looked up in a table only when asked: the table must be built first.
    const bool chosen =
        request.method == CensusMethod::kRetrograde || plan.input == GraphInput::kGenerator;
    plan.method = obstacle.empty() && chosen ? CensusMethod::kRetrograde : CensusMethod::kSearch;
  }
  return plan;
}

GraphSource CensusPlan::open_source() const {
  switch (input) {
    case GraphInput::kGenerator:
      return GraphSource::from_command(generator_command(filter), filter.shard, filter.shards);
    case GraphInput::kStdin:
      return GraphSource::from_stream(stdin, filter.shard, filter.shards);
    case GraphInput::kLines:
      return GraphSource::from_lines(lines);
  }
  throw std::logic_error("unknown graph input");
}

std::optional<std::int64_t> CensusPlan::count_graphs() const {
  if (input != GraphInput::kGenerator) return std::nullopt;
  const std::string counting = counting_command(filter);
  if (counting.empty()) return std::nullopt;
  const auto total = count_generated(counting);
  if (!total) return std::nullopt;
  return shard_size(*total, filter.shard, filter.shards);
}

Completeness check_complete(const ResultStore& store, const CensusPlan& plan) {
  if (plan.filter.planar)
    throw InputError(
        "--verify-complete: plane board censuses store several boards per graph; "
        "check graph censuses");
  if (plan.input != GraphInput::kGenerator || plan.filter.shards != 1)
    throw InputError("--verify-complete checks a whole order: drop --stdin and --shard");
  Completeness c;
  for (const auto& [m, count] : generated_counts(plan.filter)) c.by_size[m].generated = count;
  for (const auto& [m, count] : store.counts_by_size(plan.options.game, plan.options.variant_label,
                                                     plan.filter.order, plan.filter.max_degree))
    c.by_size[m].stored = count;
  for (const auto& [m, size] : c.by_size) {
    c.generated += size.generated;
    c.stored += size.stored;
    c.missing += std::max<std::int64_t>(size.generated - size.stored, 0);
    c.extra += std::max<std::int64_t>(size.stored - size.generated, 0);
  }
  return c;
}

std::map<std::pair<int, int>, Tally> tally_by(const CensusResult& result, std::string_view by) {
  std::map<std::pair<int, int>, Tally> table;
  for (const auto& [key, t] : result.tally) {
    const int group = by == "size" ? key.size : by == "max-degree" ? key.max_degree : 0;
    table[{key.order, group}] += t;
  }
  return table;
}

}  // namespace gg::census
