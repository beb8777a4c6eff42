// The Python module's native part, `graphgames._graphgames`: thin calls into the same games,
// census and play layers as the `gg` command line. Positions, parameters and moves cross as
// text in the engine's notation and results as the CLI's JSON, so both doors give the same
// answers and the same error messages; the Python package (graphgames/) maps the caller's
// graphs and vertex labels to and from that text.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "census/census.h"
#include "census/plan.h"
#include "census/report.h"
#include "census/retrograde.h"
#include "census/sweep.h"
#include "census/table_lookup.h"
#include "core/error.h"
#include "core/option_names.h"
#include "core/text.h"
#include "games/edge/edcn.h"
#include "games/game.h"
#include "games/report_json.h"
#include "games/session.h"
#include "graph/describe.h"
#include "graph/graph6.h"
#include "graph/graph_spec.h"
#include "interruptible.h"
#include "play/certificate.h"
#include "play/strategy.h"
#include "play/table_file.h"
#include "solve/shared_table.h"
#include "solve/workspace.h"

namespace py = pybind11;

namespace gg::python {
namespace {

using Params = std::map<std::string, std::string>;

// The limits every call takes: 0 means none.
struct Limits {
  double max_seconds = 0;
  std::uint64_t max_nodes = 0;
  std::size_t tt_megabytes = 256;

  SolveLimits with(const std::atomic<bool>& stop) const {
    SolveLimits limits;
    limits.max_seconds = max_seconds;
    limits.max_nodes = max_nodes;
    limits.tt_megabytes = tt_megabytes;
    limits.interrupt = &stop;
    return limits;
  }
};

// The parameters as the game's values, checked against it, as the CLI's GameOptions does.
ParamValues checked_params(const Game& game, const Params& params) {
  ParamValues values;
  for (const auto& [name, value] : params) values.set(name, value);
  game.check(values);
  return values;
}

// A position with its parameters checked against the game, as the CLI's PositionArgs does.
std::pair<const Game*, Position> position_of(const std::string& game_name, const std::string& board,
                                             const std::string& moves, const Params& params) {
  const Game& game = find_game(game_name);
  return {&game, Position{board, moves, checked_params(game, params)}};
}

py::object parsed_json(const nlohmann::json& j) {
  static py::object loads = py::module_::import("json").attr("loads");
  return loads(j.dump());
}

// What solve(shared_endgames=True) keeps across calls, as a census keeps it across graphs: one
// table of the endgames whose value does not depend on the board, and table memory, in
// workspaces lent to one call at a time (Python threads may solve concurrently).
class SharedEndgames {
 public:
  // A workspace for one call; it goes back to the pool when the last copy is dropped.
  std::shared_ptr<SolverWorkspace> lease(std::size_t tt_megabytes) {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (!table_) table_.emplace(tt_megabytes);  // the first call's size serves them all
    std::unique_ptr<SolverWorkspace> w;
    if (idle_.empty()) {
      w = std::make_unique<SolverWorkspace>();
      w->shared_table = &*table_;
    } else {
      w = std::move(idle_.back());
      idle_.pop_back();
    }
    return {w.release(), [this](SolverWorkspace* done) {
              const std::lock_guard<std::mutex> back(mutex_);
              idle_.emplace_back(done);
            }};
  }

 private:
  std::mutex mutex_;
  std::optional<SharedTable> table_;
  std::vector<std::unique_ptr<SolverWorkspace>> idle_;
};

SharedEndgames& shared_endgames() {
  static auto* pool = new SharedEndgames;  // lives as long as the process: no exit-time order
  return *pool;
}

// solve(): the report as `gg solve --json` prints it, and the ASCII picture of the position.
py::tuple solve(const std::string& game_name, const std::string& board, const std::string& moves,
                const Params& params, const std::string& solver, int win_within, bool winner_only,
                bool share_endgames, const std::string& table_file, const Limits& limits) {
  auto [game, position] = position_of(game_name, board, moves, params);
  std::atomic<bool> stop{false};
  std::shared_ptr<SolverWorkspace> workspace;
  if (share_endgames) workspace = shared_endgames().lease(limits.tt_megabytes);
  SolveRequest request{position, {}};
  request.search.workspace = workspace.get();
  if (!solver.empty()) request.search.solver = parse_solver(solver, "solver");
  if (win_within > 0) request.search.win_within = win_within;
  request.search.winner_only = winner_only;
  request.search.limits = limits.with(stop);
  nlohmann::json table_used = nlohmann::json::object();
  const SolveReport report = run_interruptible(stop, [&] {
    return table_file.empty()
               ? game->solve(request)
               : gg::play::solve_with_table_file(*game, request, table_file, table_used);
  });
  nlohmann::json j = to_json(report);
  if (winner_only) j["details"]["winner_only"] = true;
  if (!table_used.empty()) j["table_file"] = table_used;
  return py::make_tuple(parsed_json(j), report.position);
}

// show(): the ASCII picture and an SVG (Graphviz lays out the graph games' DOT).
py::tuple show(const std::string& game_name, const std::string& board, const std::string& moves,
               const Params& params, const Limits& limits) {
  auto [game, position] = position_of(game_name, board, moves, params);
  std::atomic<bool> stop{false};
  const SolveLimits solve_limits = limits.with(stop);
  const Picture picture =
      run_interruptible(stop, [&] { return game->show(position, solve_limits); });
  return py::make_tuple(picture.ascii, picture_svg(picture));
}

// A game in progress (graphgames.Position): the CLI's play session.
class PySession {
 public:
  PySession(const std::string& game_name, const std::string& board, const std::string& moves,
            const Params& params, const Limits& limits)
      : stop_(std::make_unique<std::atomic<bool>>(false)) {
    auto [game, position] = position_of(game_name, board, "", params);
    session_ = game->start(position, limits.with(*stop_));
    // Played one by one, so the history holds them and undo takes them back.
    for (std::string_view m : split_ws(moves)) session_->play(m);
  }

  std::string render() const { return session_->render(); }
  std::vector<std::string> moves() const { return session_->moves(); }
  void play(const std::string& move) { session_->play(move); }
  bool undo() { return session_->undo(); }
  int to_move() const { return session_->to_move(); }
  int players() const { return session_->players(); }
  int winner() const { return session_->winner(); }
  std::uint64_t key() const { return session_->key(); }
  std::vector<std::string> history() const { return session_->history(); }
  bool to_move_wins() {
    return run_interruptible(*stop_, [&] { return session_->to_move_wins(); });
  }
  int forced_winner() {
    return run_interruptible(*stop_, [&] { return session_->forced_winner(); });
  }
  std::string best_move() {
    return run_interruptible(*stop_, [&] { return session_->best_move(); });
  }
  std::optional<int> grundy() {
    return run_interruptible(*stop_, [&] { return session_->grundy(); });
  }

 private:
  std::unique_ptr<std::atomic<bool>> stop_;  // the session's engine keeps its address
  std::unique_ptr<Session> session_;
};

py::tuple edcn(const std::string& board, const Limits& limits) {
  const Graph g = parse_graph_spec(board);
  std::atomic<bool> stop{false};
  const SolveLimits solve_limits = limits.with(stop);
  const edge::EdcnResult r = run_interruptible(stop, [&] { return edge::edcn(g, solve_limits); });
  return py::make_tuple(r.k, r.colouring, r.nodes);
}

// census(): every graph of a generator filter or of the given graph6 lines, solved into the
// database `db` (":memory:" for none kept) by `method` (as gg census --method; retrograde tables
// under `tables`), then the stored row of each input, in input order (so an input's isomorphic
// repeats get their class's row).
py::dict census(const std::string& game_name, const Params& params,
                const std::vector<std::string>& lines, const census::GraphFilter& filter,
                bool all_graphs, const std::string& db, int jobs, bool shared_endgames,
                std::size_t tt_megabytes, const std::string& method, const std::string& tables) {
  census::CensusRequest request;
  request.game = game_name;
  for (const auto& [name, value] : params) request.params.set(name, value);
  request.filter = filter;
  request.all_graphs = all_graphs;
  request.input = lines.empty() ? census::GraphInput::kGenerator : census::GraphInput::kLines;
  request.lines = lines;
  request.jobs = jobs;
  request.shared_endgames = shared_endgames;
  request.tt_megabytes = tt_megabytes;
  request.spelling = census::Spelling::kKeyword;
  if (method == "search") {
    request.method = census::CensusMethod::kSearch;
  } else if (method == "retrograde") {
    request.method = census::CensusMethod::kRetrograde;
  } else if (method != "auto") {
    throw std::invalid_argument("method must be auto, search or retrograde, not '" + method + "'");
  }
  census::CensusPlan plan = census::plan_census(std::move(request));
  census::ResultStore store(db);
  std::atomic<bool> stop{false};
  plan.options.interrupt = &stop;
  const census::CensusResult result = run_interruptible(stop, [&] {
    if (plan.method == census::CensusMethod::kRetrograde &&
        plan.input == census::GraphInput::kLines)
      return census::run_table_lookup(plan, store, tables);
    if (plan.method == census::CensusMethod::kRetrograde)
      return census::run_retrograde_census(plan, &store, census::table_directory(tables, plan),
                                           nullptr);
    census::GraphSource source = plan.open_source();
    return census::run_census(source, plan.options, store, {});
  });
  // The keys of the inputs, in order, read from the source again.
  std::vector<std::string> keys;
  census::GraphSource again = plan.open_source();
  for (std::int64_t i = 1; auto line = again.next(); ++i)
    for (const census::CensusItem& item : census::items_of_line(
             *line, "graph " + std::to_string(i) + " of the input", plan.filter.planar))
      keys.push_back(item.canonical);
  const census::CensusOptions& options = plan.options;
  const auto stored = store.stored_rows(game_name, options.variant_label, keys);
  nlohmann::json rows = nlohmann::json::array();
  for (const std::string& key : keys) {
    const auto it = stored.find(key);
    rows.push_back(it == stored.end() ? nlohmann::json(nullptr)
                                      : census::row_json(find_game(game_name), it->second));
  }
  py::dict out;
  out["rows"] = parsed_json(rows);
  out["variant"] = options.variant_label;
  out["method"] = plan.method == census::CensusMethod::kRetrograde ? census::kRetrogradeMethod
                                                                   : census::kSearchMethod;
  out["computed"] = result.computed;
  out["reused"] = result.reused;
  out["seconds"] = result.seconds;
  return out;
}

// census_report(): what `gg census --report --json` prints for the game's variant in the
// database `db` (read-only): every sweep's orders, from their rows or from the counts of a run
// without rows, each with its status.
py::object census_report(const std::string& game_name, const Params& params, const std::string& db,
                         const std::string& by) {
  const Game& game = find_game(game_name);
  const std::string variant = game.variant(checked_params(game, params));
  const census::ResultStore store(db, store::Access::kReadOnly);
  const census::Report report = census::build_report(
      store, game_name, variant, by, census::sweep_statuses(store, game_name, variant));
  nlohmann::json j = {{"game", game_name}, {"variant", variant}, {"db", db}};
  j.update(census::report_json(report, by));
  return parsed_json(j);
}

py::object strategy(const std::string& game_name, const std::string& board,
                    const std::string& moves, const Params& params, const Limits& limits,
                    std::uint64_t max_tree_nodes) {
  auto [game, position] = position_of(game_name, board, moves, params);
  std::atomic<bool> stop{false};
  const SolveLimits solve_limits = limits.with(stop);
  return parsed_json(run_interruptible(
      stop, [&] { return play::strategy_tree(*game, position, solve_limits, max_tree_nodes); }));
}

py::object certificate(const std::string& game_name, const std::string& board,
                       const std::string& moves, const Params& params, const Limits& limits,
                       const std::string& path, int split_plies, const std::string& table_file) {
  auto [game, position] = position_of(game_name, board, moves, params);
  std::atomic<bool> stop{false};
  const SolveLimits solve_limits = limits.with(stop);
  play::CertificateOptions options;
  options.split_plies = split_plies;
  return parsed_json(run_interruptible(stop, [&] {
    play::CertificateSummary summary;
    nlohmann::json table_used = nlohmann::json::object();
    if (table_file.empty()) {
      summary = play::write_certificate(*game, position, solve_limits, path, options);
    } else {
      // As gg solve --winner-only --table-file --certificate: the moves come from the table.
      SolveRequest request{position, {}};
      request.search.winner_only = true;
      request.search.limits = solve_limits;
      play::solve_with_table_file(*game, request, table_file, table_used,
                                  [&](const SolveReport&, SolverWorkspace& workspace) {
                                    options.workspace = &workspace;
                                    summary = play::write_certificate(*game, position, solve_limits,
                                                                      path, options);
                                  });
    }
    nlohmann::json out = play::certificate_json(path, summary);
    out["winner"] = summary.winner;
    if (!table_used.empty()) out["table_file"] = table_used;
    return out;
  }));
}

}  // namespace
}  // namespace gg::python

PYBIND11_MODULE(_graphgames, m) {
  using namespace gg::python;
  namespace gp = gg::python;
  m.doc() = "The graphgames engine (native part); use the graphgames package.";
  m.attr("__version__") = GG_VERSION;

  static py::exception<gg::SearchAborted> limit_reached(m, "LimitReached", PyExc_RuntimeError);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const gg::InputError& e) {
      PyErr_SetString(PyExc_ValueError, gg::options_as_names(e.what(), '_').c_str());
    } catch (const gg::SearchAborted& e) {
      const bool seconds = e.reason == gg::SearchAborted::Reason::kSeconds;
      const std::string what = std::string("stopped by ") +
                               (seconds ? "max_seconds" : "max_nodes") +
                               " before the position was solved (" + std::to_string(e.nodes) +
                               " nodes, " + std::to_string(e.seconds) + " s)";
      py::object error = py::reinterpret_borrow<py::object>(limit_reached.ptr())(what);
      error.attr("nodes") = e.nodes;
      error.attr("seconds") = e.seconds;
      error.attr("limit") = seconds ? "max_seconds" : "max_nodes";
      PyErr_SetObject(limit_reached.ptr(), error.ptr());
    }
  });

  py::class_<Limits>(m, "Limits")
      .def(py::init<double, std::uint64_t, std::size_t>(), py::arg("max_seconds") = 0.0,
           py::arg("max_nodes") = 0, py::arg("tt_mb") = 256);

  py::class_<gg::census::GraphFilter>(m, "GraphFilter")
      .def(py::init<>())
      .def_readwrite("order", &gg::census::GraphFilter::order)
      .def_readwrite("trees", &gg::census::GraphFilter::trees)
      .def_readwrite("bipartite", &gg::census::GraphFilter::bipartite)
      .def_readwrite("planar", &gg::census::GraphFilter::planar)
      .def_readwrite("max_degree", &gg::census::GraphFilter::max_degree)
      .def_readwrite("edges", &gg::census::GraphFilter::edges);

  m.def("games", [] { return parsed_json(gg::games_json()); });
  m.def("check_game", [](const std::string& name) { gg::find_game(name); });
  // The engine's notation, so the package reads none of its own: where a move writes its
  // vertices, and a vertex-naming parameter's value from vertex numbers.
  m.def("vertices_in_move", [](const std::string& game, const std::string& move) {
    return gg::find_game(game).vertices_in_move(move);
  });
  m.def("vertex_param_text", [](const std::string& game, const std::string& name,
                                const std::vector<std::vector<int>>& lists) {
    for (const gg::ParamSpec& spec : gg::find_game(game).params())
      if (spec.name == name) return gg::vertex_param_text(spec, lists);
    throw gg::InputError(gg::option_name(name) + " is no parameter of " + game);
  });
  m.def("solve", &gp::solve);
  m.def("show", &gp::show);
  m.def("edcn", &gp::edcn);
  m.def("census", &gp::census);
  m.def("census_report", &gp::census_report);
  m.def("strategy", &gp::strategy);
  m.def("certificate", &gp::certificate);
  m.def("graph_info", [](const std::string& board) {
    return parsed_json(gg::describe_graph(gg::parse_graph_spec(board)));
  });
  m.def("graph6",
        [](const std::string& board) { return gg::to_nauty_string(gg::parse_graph_spec(board)); });

  py::class_<PySession>(m, "Session")
      .def(py::init<const std::string&, const std::string&, const std::string&, const Params&,
                    const Limits&>())
      .def("render", &PySession::render)
      .def("moves", &PySession::moves)
      .def("play", &PySession::play)
      .def("undo", &PySession::undo)
      .def("to_move", &PySession::to_move)
      .def("players", &PySession::players)
      .def("winner", &PySession::winner)
      .def("key", &PySession::key)
      .def("history", &PySession::history)
      .def("to_move_wins", &PySession::to_move_wins)
      .def("forced_winner", &PySession::forced_winner)
      .def("best_move", &PySession::best_move)
      .def("grundy", &PySession::grundy);
}
