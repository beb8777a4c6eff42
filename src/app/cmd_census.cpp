// gg census: every graph of an order solved into a results database, or its report.
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <future>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <thread>

#include "app/command.h"
#include "census/census.h"
#include "census/charts.h"
#include "census/plan.h"
#include "census/report.h"
#include "census/retrograde.h"
#include "census/sequence.h"
#include "census/sweep.h"
#include "census/table_lookup.h"
#ifdef GG_HAVE_MPI
#include "census/mpi_census.h"
#endif
#include "core/error.h"
#include "games/definition.h"
#include "play/certificate.h"

namespace gg::app {
namespace {

struct CensusArgs {
  std::string game;
  census::GraphFilter filter;
  bool all = false;
  bool from_stdin = false;
  std::string shard;
  std::string edges;
  int max_degree = -1;
  std::string db = "graphgames.db";
  int jobs = 0;
  GameOptions options;
  bool json = false;
  bool report = false;
  std::string plot;       // --report --plot FILE
  bool sequence = false;  // --report --sequence
  std::string by;
  bool mpi = false;
  bool no_shared_table = false;
  bool list = false;
  bool verify_complete = false;
  bool check = false;
  std::size_t tt_megabytes = SolveLimits{}.tt_megabytes;
  std::string certificates;  // --certificates DIR: one certificate per graph solved
  std::string method = "auto";
  std::string tables;    // --tables DIR (default: the database's name + ".tables")
  bool no_rows = false;  // --no-rows: the tally of a retrograde census, no row stored
};

// The certificate file of a census item: its canonical key with every character but letters,
// digits, '-' and '_' written as %XX (graph6 holds '?', '`', '\\', '|', '~', ...).
std::string certificate_path(const std::string& dir, const std::string& canonical) {
  static constexpr char kDigits[] = "0123456789ABCDEF";
  std::string name;
  for (const char c : canonical) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '-' || c == '_') {
      name += c;
    } else {
      name += '%';
      name += kDigits[u >> 4];
      name += kDigits[u & 15];
    }
  }
  return (std::filesystem::path(dir) / (name + ".cert")).string();
}

// gg census --certificates DIR: every graph the run solves gets a certificate in DIR (graphs
// stored without one are solved again for it).
void add_certificates(census::CensusOptions& options, const std::string& dir) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error || !std::filesystem::is_directory(dir))
    throw InputError("--certificates " + dir + ": cannot make the directory");
  SolveLimits limits = options.limits;
  limits.interrupt = options.interrupt;  // Ctrl-C stops a certificate as it stops a solve
  options.certify = [dir, game = options.game, limits](const Position& position,
                                                       const std::string& canonical, int winner) {
    const auto written = play::write_certificate(find_game(game), position, limits,
                                                 certificate_path(dir, canonical));
    if (written.winner != winner)
      throw std::logic_error("the certificate of " + canonical + " names another winner");
  };
  options.has_certificate = [dir](const std::string& canonical) {
    return std::filesystem::exists(certificate_path(dir, canonical));
  };
}

// A census stores each graph under the rule variant: rule parameters, and Grundy values.
bool census_params(const ParamSpec& spec) {
  return spec.role == ParamRole::kRule || spec.name == param::kGrundy;
}

// The summary table; `stored`, when given, adds each order's completeness (on its first row).
void print_summary(const census::SummaryTable& table, const std::string& by,
                   const std::map<int, std::string>* stored = nullptr) {
  // Three-player censuses (a P3 win or no forced win anywhere) get their own columns.
  bool three = false;
  for (const auto& [key, t] : table) three = three || t.p3 > 0 || t.nobody > 0;
  std::cout << std::setw(6) << "n";
  if (!by.empty()) std::cout << std::setw(12) << (by == "size" ? "edges" : "max degree");
  std::cout << std::setw(12) << "graphs" << std::setw(12) << "P1 wins" << std::setw(12)
            << "P2 wins";
  if (three) std::cout << std::setw(12) << "P3 wins" << std::setw(12) << "nobody";
  std::cout << std::setw(10) << "% P2" << (stored != nullptr ? "   stored" : "") << "\n";
  int last_order = -1;
  for (const auto& [key, t] : table) {
    std::cout << std::setw(6) << key.first;
    if (!by.empty()) std::cout << std::setw(12) << key.second;
    std::cout << std::setw(12) << t.graphs << std::setw(12) << t.p1 << std::setw(12) << t.p2;
    if (three) std::cout << std::setw(12) << t.p3 << std::setw(12) << t.nobody;
    std::cout << std::setw(9) << std::fixed << std::setprecision(1)
              << (t.graphs > 0 ? 100.0 * static_cast<double>(t.p2) / static_cast<double>(t.graphs)
                               : 0.0)
              << "%";
    if (stored != nullptr && key.first != last_order) {
      const auto it = stored->find(key.first);
      if (it != stored->end()) std::cout << "   " << it->second;
    }
    last_order = key.first;
    std::cout << "\n";
  }
}

// --report: the rows grouped by the sweep of graphs they belong to, each order marked
// complete only when a run of its whole sweep went through and every graph is stored; then
// the rows no recorded sweep covers, by what stored them.
void print_report(const census::ResultStore& store, const CensusArgs& args,
                  const std::string& variant, const std::vector<census::SweepStatus>& statuses) {
  const census::Report report = census::build_report(store, args.game, variant, args.by, statuses);
  if (args.json) {
    nlohmann::json j = {{"game", args.game}, {"variant", variant}, {"db", args.db}};
    j.update(census::report_json(report, args.by));
    print_json(j);
    return;
  }
  std::cout << args.game << " (" << variant << ") in " << args.db << "\n";
  for (const census::ReportSection& sweep : report.sweeps) {
    std::map<int, std::string> stored;
    for (const census::OrderStatus& o : sweep.orders) stored[o.order] = census::stored_text(o);
    std::cout << "\n" << sweep.title << ":\n";
    print_summary(sweep.table, args.by, &stored);
  }
  for (const census::ReportSection& other : report.others) {
    std::cout << "\nOther " << other.title << " (no completeness known):\n";
    print_summary(other.table, args.by);
  }
  if (report.sweeps.empty() && report.others.empty())
    std::cout << "No rows stored for this game and variant.\n";
}

// The game in words for titles: its summary up to the first ':', '(' or ','.
std::string game_title(const Game& game) {
  const std::string_view summary = game.summary();
  return std::string(trim(summary.substr(0, summary.find_first_of(":(,"))));
}

// --report --sequence: each sweep's complete orders as OEIS entries (or JSON).
void print_sequences(const census::ResultStore& store, const Game& game, const CensusArgs& args,
                     const std::string& variant, const std::vector<census::SweepStatus>& statuses) {
  const auto sequences =
      census::census_sequences(store, args.game, variant, game_title(game), statuses);
  if (args.json) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& s : sequences)
      list.push_back({{"sweep", s.sweep},
                      {"winner", s.winner},
                      {"name", s.name},
                      {"offset", s.offset},
                      {"terms", s.terms},
                      {"oeis", s.oeis()}});
    print_json({{"game", args.game}, {"variant", variant}, {"db", args.db}, {"sequences", list}});
    return;
  }
  if (sequences.empty())
    std::cout << "No order of " << args.game << " (" << variant << ") is complete in " << args.db
              << ": nothing to print as a sequence.\n";
  for (std::size_t i = 0; i < sequences.size(); ++i)
    std::cout << (i ? "\n" : "") << sequences[i].oeis();
}

// --report --plot: the share of player-2 wins per order (one line per sweep) and per edge count.
void write_report_chart(const census::ResultStore& store, const Game& game, const CensusArgs& args,
                        const std::string& variant,
                        const std::vector<census::SweepStatus>& statuses) {
  std::vector<census::ReportSeries> series;
  for (const census::SweepStatus& sweep : statuses) {
    series.push_back({sweep.label, sweep.title,
                      census::sweep_summary(store, args.game, variant, "", sweep),
                      census::sweep_summary(store, args.game, variant, "size", sweep)});
  }
  write_file(args.plot,
             census::report_chart(game_title(game) + " (" + variant + "), " + args.db, series));
}

// Progress on a terminal: graphs read (of the total, once geng has counted them), items done,
// solving rate, elapsed time and an estimate of the time left.
class ProgressLine {
 public:
  explicit ProgressLine(std::future<std::optional<std::int64_t>> total)
      : total_(std::move(total)) {}

  void operator()(const census::Progress& p) {
    if (total_.valid() && total_.wait_for(std::chrono::seconds(0)) == std::future_status::ready)
      known_total_ = total_.get();
    const double rate = p.seconds > 0 ? static_cast<double>(p.done) / p.seconds : 0;
    std::string of;
    std::string eta = "-";
    if (known_total_ && *known_total_ > 0) {
      of = " of " + format_count(*known_total_) + " (" +
           std::to_string(100 * p.graphs_read / *known_total_) + "%)";
      if (rate > 0)
        eta = format_seconds(
            static_cast<double>(std::max<std::int64_t>(*known_total_ - p.done, 0)) / rate);
    }
    std::fprintf(stderr, "\r  %s graphs read%s, %s done (%s solved), %s graphs/s, %s, ETA %s   ",
                 format_count(p.graphs_read).c_str(), of.c_str(), format_count(p.done).c_str(),
                 format_count(p.computed).c_str(),
                 format_count(static_cast<long long>(rate)).c_str(),
                 format_seconds(p.seconds).c_str(), eta.c_str());
  }

 private:
  std::future<std::optional<std::int64_t>> total_;
  std::optional<std::int64_t> known_total_;
};

// Progress of a retrograde census on a terminal: the layer (edge count) being built, its
// graphs done, and an estimate of the layer's time left.
void print_layer_progress(const census::RetrogradeProgress& p) {
  const std::string layer =
      p.order_below > 0
          ? "connected graphs of order " + std::to_string(p.order_below)
          : "layer " + std::to_string(p.edges) + " of " + std::to_string(p.last_layer);
  if (p.generating) {
    std::fprintf(stderr, "\r  %s: generating its graphs (nauty-geng), %s elapsed   ", layer.c_str(),
                 format_seconds(p.seconds).c_str());
    return;
  }
  const double rate = p.layer_seconds > 0 ? static_cast<double>(p.done) / p.layer_seconds : 0;
  const std::string eta =
      rate > 0 ? format_seconds(static_cast<double>(p.graphs - p.done) / rate) : "-";
  std::fprintf(stderr, "\r  %s: %s of %s graphs, ETA %s for the layer, %s elapsed   ",
               layer.c_str(), format_count(static_cast<std::int64_t>(p.done)).c_str(),
               format_count(static_cast<std::int64_t>(p.graphs)).c_str(), eta.c_str(),
               format_seconds(p.seconds).c_str());
}

// --list: the graphs this run would solve (its shard of the generator's stream), unsolved.
void list_graphs(census::GraphSource& source, const CensusArgs& args) {
  nlohmann::json graphs = nlohmann::json::array();
  while (const auto line = source.next()) {
    if (args.json) {
      graphs.push_back(*line);
    } else {
      std::cout << *line << "\n";
    }
  }
  if (args.json)
    print_json({{"shard", args.shard.empty() ? "0/1" : args.shard},
                {"count", graphs.size()},
                {"graphs", graphs}});
}

// --verify-complete: every graph of the order is stored exactly once (census::check_complete).
void verify_complete(const CensusArgs& args, const census::CensusPlan& plan, int& exit_code) {
  const census::ResultStore store(args.db, store::Access::kReadOnly);
  const census::Completeness c = census::check_complete(store, plan);
  const std::string& variant = plan.options.variant_label;
  if (args.json) {
    nlohmann::json rows = nlohmann::json::array();
    for (const auto& [m, size] : c.by_size)
      rows.push_back({{"size", m}, {"generated", size.generated}, {"stored", size.stored}});
    print_json({{"game", args.game},
                {"variant", variant},
                {"db", args.db},
                {"order", args.filter.order},
                {"complete", c.complete()},
                {"generated", c.generated},
                {"stored", c.stored},
                {"missing", c.missing},
                {"extra", c.extra},
                {"by_size", rows}});
  } else {
    std::cout << args.game << " (" << variant << ") in " << args.db << ", order "
              << args.filter.order << "\n"
              << std::setw(8) << "edges" << std::setw(14) << "generated" << std::setw(14)
              << "stored"
              << "\n";
    for (const auto& [m, size] : c.by_size)
      std::cout << std::setw(8) << m << std::setw(14) << size.generated << std::setw(14)
                << size.stored << (size.generated == size.stored ? "" : "   <- differs") << "\n";
    if (c.complete()) {
      std::cout << "Complete: every one of the " << c.generated
                << " graphs is stored exactly once.\n";
    } else {
      std::cout << "Incomplete: " << c.missing << " missing, " << c.extra
                << " more than the generator makes (another census of this order in the same "
                   "database?).\n";
    }
  }
  exit_code = c.complete() ? kOk : kFailed;
}

// --check: SQLite's integrity check of the whole database file.
void check_database(const CensusArgs& args, int& exit_code) {
  const auto problems = census::ResultStore::check_file(args.db);
  if (args.json) {
    print_json({{"db", args.db}, {"sound", problems.empty()}, {"problems", problems}});
  } else if (problems.empty()) {
    std::cout << args.db << ": sound (SQLite integrity check passed)\n";
  } else {
    std::cout << args.db << ": damaged; SQLite's integrity check reports:\n";
    for (const auto& p : problems) std::cout << "  " << p << "\n";
    std::cout << "Restore it from a copy, or rerun the census into a new file.\n";
  }
  exit_code = problems.empty() ? kOk : kFailed;
}

// The request as the options give it; plan_census checks it.
census::CensusRequest request_of(const CensusArgs& args, const Game& game) {
  census::CensusRequest request;
  request.game = args.game;
  request.params = args.options.params(game);
  request.filter = args.filter;
  if (!args.shard.empty())
    std::tie(request.filter.shard, request.filter.shards) = parse_pair(args.shard, '/', "--shard");
  if (!args.edges.empty()) request.filter.edges = parse_pair(args.edges, ':', "--edges");
  if (args.max_degree >= 0) request.filter.max_degree = args.max_degree;
  request.all_graphs = args.all;
  request.input = args.from_stdin ? census::GraphInput::kStdin : census::GraphInput::kGenerator;
  request.jobs = args.jobs;
  request.shared_endgames = !args.no_shared_table;
  request.tt_megabytes = args.tt_megabytes;
  request.method = args.method == "search"       ? census::CensusMethod::kSearch
                   : args.method == "retrograde" ? census::CensusMethod::kRetrograde
                                                 : census::CensusMethod::kAuto;
  request.certificates = !args.certificates.empty();
  return request;
}

// Option combinations that name two things at once.
void check_modes(const CensusArgs& args) {
  if (args.report && args.mpi) throw InputError("--report reads the database; drop --mpi");
  if ((args.list || args.verify_complete) && args.mpi)
    throw InputError(std::string(args.list ? "--list" : "--verify-complete") +
                     " runs on one process; drop --mpi");
  if ((!args.plot.empty() || args.sequence) && !args.report)
    throw InputError(std::string(args.sequence ? "--sequence" : "--plot") +
                     " summarises the database: give it with --report");
  if (args.sequence && !args.by.empty())
    throw InputError("--sequence counts by order only; drop --by");
  if (args.verify_complete && args.filter.order == 0)
    throw InputError("--verify-complete: give --order N");
  if (args.no_rows && (args.report || args.list || args.verify_complete || args.check))
    throw InputError(
        "--no-rows counts a run's winners; drop --report, --list, "
        "--verify-complete and --check");
#ifndef GG_HAVE_MPI
  if (args.mpi) throw InputError("--mpi: this gg was built without MPI (install libopenmpi-dev)");
#endif
}

// --report: the database summarised, as a table, OEIS sequences or a chart.
void report(const CensusArgs& args, const Game& game, int& exit_code) {
  const std::string variant = game.variant(args.options.params(game));
  const census::ResultStore store(args.db, store::Access::kReadOnly);
  // Once: the statuses count stored rows and may ask nauty for an order's size.
  const auto statuses = census::sweep_statuses(store, args.game, variant);
  if (args.sequence) {
    print_sequences(store, game, args, variant, statuses);
  } else {
    print_report(store, args, variant, statuses);
  }
  if (!args.plot.empty()) write_report_chart(store, game, args, variant, statuses);
  exit_code = kOk;
}

// The run's summary: the tally by order (and --by), solved and reused counts, and how the
// boards were decided ("search" or "retrograde").
void print_result(const CensusArgs& args, const std::string& variant, const std::string& method,
                  const census::CensusResult& result) {
  const auto table = census::tally_by(result, args.by);
  if (args.json) {
    print_json({{"game", args.game},
                {"variant", variant},
                {"method", method},
                {"db", args.db},
                {"graphs", result.reused + result.computed},
                {"computed", result.computed},
                {"reused", result.reused},
                {"complete", !result.interrupted},
                {"seconds", result.seconds},
                {"rows_stored", !args.no_rows},
                {"summary", census::summary_json(table, args.by)}});
    return;
  }
  if (result.interrupted) std::cout << "Interrupted: the counts below cover part of the input.\n";
  std::cout << args.game << " (" << variant << "): " << result.reused + result.computed
            << (result.reused + result.computed == 1 ? " graph, " : " graphs, ") << result.computed
            << (method == census::kRetrogradeMethod ? " decided now by retrograde analysis, "
                                                    : " solved now, ")
            << (args.no_rows ? "no rows stored (--no-rows), the counts recorded in " + args.db
                             : std::to_string(result.reused) + " already in " + args.db)
            << ", " << std::setprecision(2) << std::fixed << result.seconds << " s\n";
  print_summary(table, args.by);
}

// The run's summary and exit status.
void finish(const CensusArgs& args, const census::CensusPlan& plan,
            const census::CensusResult& result, int& exit_code) {
  print_result(args, plan.options.variant_label,
               plan.method == census::CensusMethod::kRetrograde ? census::kRetrogradeMethod
                                                                : census::kSearchMethod,
               result);
  exit_code = kOk;
  if (result.interrupted) {
    std::cerr << "gg: census interrupted; finished results are saved in "
              << (args.no_rows ? "the tables" : args.db) << "; rerun the same command to finish\n";
    exit_code = interrupted_exit_code();
  }
}

void run(CensusArgs& args, int& exit_code) {
  const Game& game = census::graph_game(args.game);
  check_modes(args);
  if (args.check) return check_database(args, exit_code);
  if (args.report) return report(args, game, exit_code);
  census::CensusPlan plan = census::plan_census(request_of(args, game));
  if (args.verify_complete) return verify_complete(args, plan, exit_code);
#ifdef GG_HAVE_MPI
  std::unique_ptr<store::MpiRuntime> mpi;
  if (args.mpi) mpi = std::make_unique<store::MpiRuntime>();
  const bool writer = !mpi || mpi->rank() == 0;  // only rank 0 reads graphs and writes rows
#else
  const bool writer = true;
#endif
  std::optional<census::GraphSource> source;
  if (args.list) {
    source.emplace(plan.open_source());
    list_graphs(*source, args);
    exit_code = kOk;
    return;
  }
  if (args.no_rows && plan.input != census::GraphInput::kGenerator)
    throw InputError(
        "--no-rows: only a census of a whole order counts without rows; given "
        "graphs are stored as rows");
  if (args.no_rows && plan.method != census::CensusMethod::kRetrograde)
    throw InputError("--no-rows: only a census by retrograde analysis counts without rows (" +
                     census::retrograde_obstacle(plan) + ")");
  // Opened before the run even without rows, which records its counts there: a database
  // that cannot take them is refused before hours of work.
  std::unique_ptr<census::ResultStore> store;
  if (writer) store = std::make_unique<census::ResultStore>(args.db, store::Access::kReadWrite);
  plan.options.interrupt = &g_interrupted;
  if (!args.certificates.empty()) add_certificates(plan.options, args.certificates);
  const bool progress = progress_wanted() && writer;
  const std::string tables_root = args.tables.empty() ? args.db + ".tables" : args.tables;
  if (plan.method == census::CensusMethod::kRetrograde &&
      plan.input != census::GraphInput::kGenerator) {
    if (!writer) {
      exit_code = kOk;
      return;
    }
    return finish(args, plan, census::run_table_lookup(plan, *store, tables_root), exit_code);
  }
  if (plan.method == census::CensusMethod::kRetrograde) {
    const std::string tables = census::table_directory(tables_root, plan);
    census::TableRanks ranks;
#ifdef GG_HAVE_MPI
    if (mpi) ranks = census::mpi_table_ranks(*mpi);
#endif
    const auto result = census::run_retrograde_census(
        plan, args.no_rows ? nullptr : store.get(), tables,
        progress ? std::function<void(const census::RetrogradeProgress&)>(print_layer_progress)
                 : nullptr,
        ranks, writer && args.no_rows);
    if (progress) std::fprintf(stderr, "\n");
    if (!writer) {
      exit_code = kOk;
      return;
    }
    if (args.no_rows && !result.interrupted) census::record_counts(*store, plan.options, result);
    return finish(args, plan, result, exit_code);
  }
  // Only rank 0 reads graphs; a retrograde census generates its own above.
  if (writer) source.emplace(plan.open_source());
  std::function<void(const census::Progress&)> on_progress;
  if (progress)
    on_progress = [line = std::make_shared<ProgressLine>(std::async(std::launch::async, [plan] {
                     return plan.count_graphs();
                   }))](const census::Progress& p) { (*line)(p); };
#ifdef GG_HAVE_MPI
  const auto result = mpi ? census::run_census_mpi(*mpi, source ? &*source : nullptr, plan.options,
                                                   store.get(), on_progress)
                          : census::run_census(*source, plan.options, *store, on_progress);
  if (!writer) {
    exit_code = kOk;
    return;
  }
#else
  const auto result = census::run_census(*source, plan.options, *store, on_progress);
#endif
  if (progress) std::fprintf(stderr, "\n");
  finish(args, plan, result, exit_code);
}

}  // namespace

void register_census(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<CensusArgs>();
  CLI::App* cmd = app.add_subcommand(
      "census", "Solve every graph of an order (nauty-geng) or from stdin into a database");
  cmd->add_option("game", args->game,
                  "Game played on graphs: " + game_names(/*graph_boards_only=*/true))
      ->required();
  cmd->add_option("--order", args->filter.order, "Number of vertices")->check(CLI::Range(1, 32));
  cmd->add_flag("--all", args->all, "Include disconnected graphs");
  cmd->add_flag("--trees", args->filter.trees, "Trees only (nauty-gentreeg)");
  cmd->add_flag("--bipartite", args->filter.bipartite, "Bipartite graphs only");
  cmd->add_flag("--planar", args->filter.planar,
                "Every plane board of each planar graph (each embedding, each outer face), one "
                "row per board up to isomorphism [cycles]");
  cmd->add_option("--max-degree", args->max_degree, "Maximum degree at most D")
      ->check(CLI::Range(0, 64));
  cmd->add_option("--edges", args->edges, "Number of edges in A:B");
  cmd->add_flag("--stdin", args->from_stdin, "Read graph6/sparse6 lines from standard input");
  cmd->add_flag("--mpi", args->mpi,
                "Run under mpirun: rank 0 hands out work and writes the database, the other "
                "ranks solve");
  cmd->add_option("--shard", args->shard,
                  "Solve part i of m, as i/m: the graphs at positions i, i + m, i + 2m, ... of "
                  "the generator's (or stdin's) stream, even by count");
  cmd->add_flag("--dense-first", args->filter.dense_first,
                "Generate graphs with more edges first, so the costly ones start early");
  cmd->add_flag("--list", args->list, "Print the graphs of this run (its shard) without solving");
  cmd->add_flag("--verify-complete", args->verify_complete,
                "Check that the database holds every graph of --order exactly once (rows per "
                "edge count against the generator's counts); exit 1 if not");
  cmd->add_flag("--check", args->check,
                "Run SQLite's integrity check on the database; exit 1 if it is damaged");
  cmd->add_option("--db", args->db, "Results database (SQLite; default: graphgames.db)");
  cmd->add_option("--jobs", args->jobs, "Worker threads (default: all cores)")
      ->check(CLI::Range(1, 1024));
  args->options.add_to(*cmd, census_params);
  cmd->add_option("--by", args->by, "Break the summary down by size or max-degree")
      ->check(CLI::IsMember({"size", "max-degree"}));
  cmd->add_flag("--report", args->report, "Summarise the database instead of solving");
  cmd->add_option("--plot", args->plot,
                  "With --report: write an SVG chart of the share of player-2 wins per order and "
                  "per edge count, and of player 1's share per order on a log scale")
      ->check(output_file_validator());
  cmd->add_flag("--sequence", args->sequence,
                "With --report: print the counts of player-1 and player-2 wins by order as "
                "integer sequences in the OEIS's format (complete orders only)");
  cmd->add_flag("--no-shared-table", args->no_shared_table,
                "Solve each graph with its own tables only (by default the threads keep the "
                "endgames that do not depend on the board across graphs)");
  cmd->add_option("--tt-mb", args->tt_megabytes,
                  "Transposition table size in MiB: each thread's table for the graph it solves, "
                  "and the table of endgames shared across graphs")
      ->check(CLI::Range(1, 1 << 16));
  cmd->add_option("--method", args->method,
                  "How boards are decided: search (from each board's root), retrograde (one "
                  "pass over every graph of the order, for games with tablebase rules; graphs "
                  "from --stdin are looked up in the order's finished table), or auto "
                  "(retrograde for a whole order wherever it applies)")
      ->check(CLI::IsMember({"auto", "search", "retrograde"}));
  cmd->add_option("--tables", args->tables,
                  "Directory of the retrograde tables, kept so a run resumes and other variants "
                  "are read, not computed (default: the database's name + .tables)");
  cmd->add_flag("--no-rows", args->no_rows,
                "Retrograde analysis: count the winners without storing a row per graph (for "
                "orders with more graphs than a database holds well: 10^9 at order 11); the "
                "counts go into the database, for --report and --sequence");
  cmd->add_option("--certificates", args->certificates,
                  "Write a certificate of each graph's winner into this directory, for gg-check "
                  "(docs/certificates.md)");
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->footer(
      "Examples:\n  gg census trail-trap --order 7            every connected graph of 7 "
      "vertices\n  gg census cycles --trees --order 12        every tree of 12 vertices\n"
      "  gg census trail-trap --order 10           all 11,716,571 graphs of 10 vertices, by "
      "retrograde analysis\n"
      "  gg census edge --order 7 --shard 0/4      a quarter of order 7\n"
      "  gg census trail-trap --report             the database's summary (Table 1)\n"
      "  gg census trail-trap --check              SQLite's integrity check of the file");
  cmd->callback([args, &exit_code] { run(*args, exit_code); });
}

}  // namespace gg::app
