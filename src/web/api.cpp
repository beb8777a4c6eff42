#include "web/api.h"

#include <algorithm>
#include <initializer_list>
#include <new>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <vector>

#include <nlohmann/json.hpp>

#include "census/census.h"
#include "census/report.h"
#include "census/store.h"
#include "core/error.h"
#include "core/option_names.h"
#include "core/text.h"
#include "games/game.h"
#include "games/report_json.h"
#include "games/session.h"
#include "graph/graph_spec.h"
#include "play/engine_move.h"
#include "play/position_values.h"
#include "play/strategy.h"

namespace gg::web {
namespace {

using nlohmann::json;

// Request fields are short: a graph of 64 vertices in any spec, a few hundred moves.
constexpr std::size_t kMaxBoardChars = 4000;
constexpr std::size_t kMaxMovesChars = 8000;
constexpr std::size_t kMaxParamChars = 1000;

// A reply with a status other than 200, raised anywhere below and answered by handle().
struct HttpError {
  int status;
  std::string message;
  json extra = json::object();
  int retry_after = 0;
};

// Text from a request may be any bytes: invalid UTF-8 is replaced, never an exception.
Reply json_reply(const json& body, int status = 200) {
  return {status, body.dump(-1, ' ', false, json::error_handler_t::replace), "application/json", 0};
}

Reply error_reply_with(int status, const std::string& message, json extra) {
  extra["error"] = message;
  return json_reply(extra, status);
}

std::string value_or(const Query& q, std::string_view key, std::string fallback = "") {
  const auto it = q.find(key);
  return it == q.end() ? fallback : it->second;
}

bool one_of(std::string_view key, std::initializer_list<std::string_view> keys) {
  return std::find(keys.begin(), keys.end(), key) != keys.end();
}

// Refuses keys the endpoint does not read: a misspelt option is an error, never ignored.
void only_keys(const Query& q, std::initializer_list<std::string_view> keys) {
  for (const auto& [key, value] : q)
    if (!one_of(key, keys)) throw InputError("parameter '" + key + "' does not apply here");
}

std::optional<int> integer_of(const Query& q, std::string_view key, int min, int max) {
  const auto it = q.find(key);
  if (it == q.end() || it->second.empty()) return std::nullopt;
  const auto n = parse_uint(it->second);
  if (!n || *n < min || *n > max)
    throw InputError(std::string(key) + " '" + it->second + "': expected a whole number from " +
                     std::to_string(min) + " to " + std::to_string(max));
  return static_cast<int>(*n);
}

struct PositionRequest {
  const Game* game = nullptr;
  Position position;
  std::string job;
};

// Builds the position, which may itself search (EDGe's colour count): a node, then the real
// search takes over. InputError when the board, an option or a move is bad.
void read_position(const Game& game, const Position& position) {
  SolveLimits reading;
  reading.max_nodes = 1;
  try {
    game.start(position, reading);
  } catch (const SearchAborted&) {
  }
}

// The first `count` moves as a move list.
std::string first_moves(const std::vector<std::string>& moves, std::size_t count) {
  return joined(std::span(moves).first(count));
}

// The server's limits in words: "10 s, 200,000,000 positions".
std::string limit_words(double seconds, std::uint64_t nodes) {
  std::ostringstream out;
  out << seconds << " s";
  if (nodes > 0) out << ", " << format_count(static_cast<long long>(nodes)) << " positions";
  return out.str();
}

// The position a request names: game, board, moves, and every other key (apart from the
// endpoint's own, `extra`) a parameter the game declares, checked by the game.
PositionRequest position_of(const Query& q, std::initializer_list<std::string_view> extra = {}) {
  PositionRequest r;
  const std::string game = value_or(q, "game");
  if (game.empty()) throw InputError("game: missing (e.g. game=trail-trap)");
  r.game = &find_game(game);
  r.position.board = value_or(q, "board");
  if (trim(r.position.board).empty()) throw InputError("board: missing (e.g. board=K4)");
  if (r.position.board.size() > kMaxBoardChars)
    throw InputError("board: longer than " + std::to_string(kMaxBoardChars) + " characters");
  // The server reads no file a request names. Only a leading '@' names one: elsewhere it is
  // a graph6 character (a fifth of the census rows of order 8 hold one).
  if (trim(r.position.board).front() == '@')
    throw InputError("board: files (@path) are not read by the server; give the board itself");
  r.position.moves = value_or(q, "moves");
  if (r.position.moves.size() > kMaxMovesChars)
    throw InputError("moves: longer than " + std::to_string(kMaxMovesChars) + " characters");
  r.job = value_or(q, "job");
  for (const auto& [key, value] : q) {
    if (one_of(key, {"game", "board", "moves", "job"}) || one_of(key, extra)) continue;
    if (value.size() > kMaxParamChars)
      throw InputError(key + ": longer than " + std::to_string(kMaxParamChars) + " characters");
    r.position.params.set(key, value);
  }
  r.game->check(r.position.params);
  // The board and the moves are read before a search place is taken, so that a bad request
  // gets its 400 even when every place is busy.
  try {
    read_position(*r.game, r.position);
  } catch (const MoveListError& e) {
    // Say how many moves can be played before the bad one, so that the page can show that
    // position beside the error rather than no board at all. The moves are read once, up to
    // the bad one: a long list after it costs nothing.
    throw HttpError{400, options_as_names(e.what(), '-'), {{"valid_moves", e.move() - 1}}};
  } catch (const InputError& e) {
    throw HttpError{400, options_as_names(e.what(), '-'), json::object()};
  }
  return r;
}

}  // namespace

Reply error_reply(int status, const std::string& message) {
  return error_reply_with(status, message, json::object());
}

Api::Api(ApiOptions options)
    : options_(std::move(options)), searches_(std::max(1, options_.max_searches)) {}

// The client check of the request this thread is answering, for the search it may start
// (search_slot); set by handle() for the length of the request.
thread_local const std::function<bool()>* t_client_connected = nullptr;

Reply Api::handle(std::string_view method, std::string_view path, const Query& query,
                  std::function<bool()> client_connected) {
  struct ClientScope {
    explicit ClientScope(const std::function<bool()>* check) { t_client_connected = check; }
    ~ClientScope() { t_client_connected = nullptr; }
    ClientScope(const ClientScope&) = delete;
    ClientScope& operator=(const ClientScope&) = delete;
  } scope(client_connected ? &client_connected : nullptr);
  try {
    return route(method, path, query);
  } catch (const HttpError& e) {
    Reply r = error_reply_with(e.status, e.message, e.extra);
    r.retry_after = e.retry_after;
    return r;
  } catch (const store::DatabaseError& e) {
    // The server's own file failed, not the request.
    return error_reply(500, std::string("census database: ") + e.what());
  } catch (const InputError& e) {
    return error_reply(400, options_as_names(e.what(), '-'));
  } catch (const SearchAborted& e) {
    if (e.reason == SearchAborted::Reason::kInterrupt)
      return error_reply_with(409, "cancelled", play::to_json(e));
    return error_reply_with(422,
                            "stopped by the server's limit (" +
                                limit_words(options_.max_seconds, options_.max_nodes) +
                                ") before the position was solved",
                            play::to_json(e));
  } catch (const std::bad_alloc&) {
    Reply r = error_reply(503, "out of memory for this request; try a smaller board");
    r.retry_after = 5;
    return r;
  } catch (const std::exception& e) {
    return error_reply(500, std::string("internal error: ") + e.what());
  }
}

// The endpoints: one member each. Every one but /api/cancel answers GET only.
struct Api::Endpoint {
  std::string_view path;
  std::string_view method;
  Reply (Api::*handler)(const Query&);
};

const Api::Endpoint Api::kEndpoints[] = {
    {"/api/games", "GET", &Api::games},
    {"/api/progress", "GET", &Api::progress},
    {"/api/solve", "GET", &Api::solve},
    {"/api/position", "GET", &Api::position},
    {"/api/show", "GET", &Api::show},
    {"/api/strategy", "GET", &Api::strategy},
    {"/api/census", "GET", &Api::census},
    {"/api/cancel", "POST", &Api::cancel},
    {"/api/census/report", "GET", &Api::census_report},
};

Reply Api::route(std::string_view method, std::string_view path, const Query& q) {
  for (const Endpoint& e : kEndpoints) {
    if (e.path != path) continue;
    if (method != e.method)
      throw HttpError{405, "use " + std::string(e.method) + " for " + std::string(path)};
    return (this->*e.handler)(q);
  }
  throw HttpError{404, "no such endpoint: " + std::string(path)};
}

// One search at a time per place; the searching endpoints hold a Slot while they run.
std::unique_ptr<SearchRegistry::Slot> Api::search_slot(const std::string& job) {
  auto slot = searches_.begin(job, t_client_connected ? *t_client_connected : nullptr);
  if (!slot)
    throw HttpError{503,
                    "the server is busy with " + std::to_string(options_.max_searches) +
                        " searches; retry shortly",
                    json::object(), 1};
  return slot;
}

SolveLimits Api::limits_of(SearchRegistry::Slot& slot) const {
  return limits_for(slot.search(), options_.max_seconds, options_.max_nodes, options_.tt_megabytes);
}

// POST /api/cancel?job=ID: stops that page's search (no job: the anonymous one).
Reply Api::cancel(const Query& q) {
  only_keys(q, {"job"});
  return json_reply({{"cancelled", searches_.cancel(value_or(q, "job"))}});
}

// The games, their parameters and examples, the graph families, the server's limits.
Reply Api::games(const Query& q) {
  only_keys(q, {});
  json j = {{"games", games_json()}};
  json families = json::array();
  for (const SpecExample& e : spec_examples())
    families.push_back({{"spec", e.spec}, {"names", e.names}});
  j["families"] = std::move(families);
  j["limits"] = {{"max_seconds", options_.max_seconds},
                 {"max_nodes", options_.max_nodes},
                 {"max_searches", options_.max_searches},
                 {"census", !options_.db.empty()}};
  return json_reply(j);
}

// The running search of a job: nodes and seconds so far; "running": false once it ended, and
// 404 for a job no search had.
Reply Api::progress(const Query& q) {
  only_keys(q, {"job"});
  const std::string job = value_or(q, "job");
  const auto p = searches_.progress(job);
  if (!p && !searches_.known(job))
    return error_reply(404, "no search has this job id (it never ran, or ended long ago)");
  if (!p) return json_reply({{"running", false}});
  return json_reply({{"running", true}, {"nodes", p->nodes}, {"seconds", p->seconds}});
}

// Exactly what `gg solve --json` prints.
Reply Api::solve(const Query& q) {
  PositionRequest r = position_of(q, {"solver"});
  auto slot = search_slot(r.job);
  SolveRequest request{r.position, {}};
  if (const std::string solver = value_or(q, "solver"); !solver.empty())
    request.search.solver = parse_solver(solver, "solver");
  request.search.limits = limits_of(*slot);
  return json_reply(to_json(r.game->solve(request)));
}

// Every legal move's value ('unknown' past the limits) and the engine's move.
Reply Api::position(const Query& q) {
  PositionRequest r = position_of(q);
  auto slot = search_slot(r.job);
  const SolveLimits limits = limits_of(*slot);
  auto session = r.game->start(r.position, limits);
  const play::PositionValues values =
      play::evaluate_position(*session, options_.remoteness_positions);
  json j = play::to_json(values);
  // The engine's move: the perfect one when the position was decided, else the best the
  // random playouts find in a second (or until the search is cancelled).
  SolveLimits playouts;
  playouts.max_seconds = std::min(1.0, options_.max_seconds);
  playouts.interrupt = limits.interrupt;
  j["engine_move"] = play::to_json(
      play::choose_engine_move(*r.game, r.position, values, playouts, play::kEngineMovePlayouts,
                               std::hash<std::string>{}(r.position.moves)));
  j["game"] = r.game->name();
  j["board"] = r.position.board;
  const std::vector<std::string> history = split_moves(r.position.moves);
  j["history"] = history;
  // The element the last move targeted, read in the position it was played from.
  j["last_target"] = nullptr;
  if (!history.empty()) {
    Position before = r.position;
    before.moves = first_moves(history, history.size() - 1);
    j["last_target"] = r.game->start(before, limits)->move_element(history.back());
  }
  j["variant"] = r.game->variant(r.position.params);
  j["ascii"] = session->render();
  return json_reply(j);
}

// The position's picture: ASCII and SVG.
Reply Api::show(const Query& q) {
  PositionRequest r = position_of(q);
  auto slot = search_slot(r.job);
  const Picture picture = r.game->show(r.position, limits_of(*slot));
  return json_reply({{"ascii", picture.ascii}, {"svg", picture_svg(picture)}});
}

// The winner's strategy tree, with the principal line to highlight.
Reply Api::strategy(const Query& q) {
  PositionRequest r = position_of(q);
  auto slot = search_slot(r.job);
  const SolveLimits limits = limits_of(*slot);
  json tree;  // refuses games of more than two players itself
  try {
    tree = play::strategy_tree(*r.game, r.position, limits, options_.max_strategy_nodes);
  } catch (const SearchAborted& e) {
    if (e.reason != SearchAborted::Reason::kNodes) throw;
    throw HttpError{422,
                    "the winner's strategy needs more than " +
                        std::to_string(options_.max_strategy_nodes) +
                        " tree nodes; play some moves first",
                    {{"limit", "max_strategy_nodes"}}};
  }
  // The line to highlight: the solver's fastest win against the longest resistance.
  SolveRequest request{r.position, {}};
  request.search.limits = limits;
  tree["principal_line"] = r.game->solve(request).principal_line;
  return json_reply(tree);
}

void Api::require_census_db() const {
  if (options_.db.empty())
    throw HttpError{404, "no census database: start the server with --db FILE"};
}

// Stored census rows by filters, a page at a time, each with the link that opens it.
Reply Api::census(const Query& q) {
  require_census_db();
  only_keys(q, {"game", "variant", "order", "size", "winner", "max_degree", "limit", "offset"});
  census::QueryFilter f;
  f.game = value_or(q, "game");
  if (f.game.empty()) throw InputError("game: missing (e.g. game=trail-trap)");
  const Game& game = find_game(f.game);
  f.variant = value_or(q, "variant", game.variant({}));
  const ParamValues params = params_of_variant(f.game, game.params(), f.variant);
  f.order = integer_of(q, "order", 1, 64);
  f.size = integer_of(q, "size", 0, 64 * 63 / 2 + 64);
  f.winner = integer_of(q, "winner", 0, 3);
  f.max_degree = integer_of(q, "max_degree", 0, 64);
  f.limit = integer_of(q, "limit", 1, options_.max_census_rows).value_or(100);
  f.offset = integer_of(q, "offset", 0, 1 << 30).value_or(0);
  const census::ResultStore store(options_.db, store::Access::kReadOnly);
  json rows = json::array();
  for (const census::ResultRow& row : store.query(f)) {
    json j = census::row_json(game, row);
    json open = {{"game", f.game}, {"board", j["graph6"]}};
    for (const auto& [name, value] : params.all()) open[name] = value;
    if (j.contains("cells") && !j["cells"].is_null()) open["cells"] = j["cells"];
    j["open"] = std::move(open);
    rows.push_back(std::move(j));
  }
  const json unfinished = census::unfinished_orders(store, f.game, f.variant, f.order);
  return json_reply({{"game", f.game},
                     {"variant", f.variant},
                     {"complete", unfinished.empty()},
                     {"unfinished", unfinished},
                     {"total", store.count(f)},
                     {"offset", f.offset},
                     {"rows", std::move(rows)}});
}

// The stored games and what the database holds of each, as `gg census --report --json`: per
// recorded sweep the winners by order and each order's completeness. Without `game`, every
// game and variant stored, each with its row count.
Reply Api::census_report(const Query& q) {
  require_census_db();
  only_keys(q, {"game", "variant"});
  const census::ResultStore store(options_.db, store::Access::kReadOnly);
  const std::string name = value_or(q, "game");
  if (name.empty()) {
    json stored = json::array();
    for (const auto& [game, variant, rows] : store.stored_variants())
      stored.push_back({{"game", game}, {"variant", variant}, {"rows", rows}});
    return json_reply({{"stored", stored}});
  }
  const Game& game = find_game(name);
  const std::string variant = value_or(q, "variant", game.variant({}));
  params_of_variant(name, game.params(), variant);  // a variant the game cannot have is a 400
  json j = {{"game", name}, {"variant", variant}};
  j.update(census::report_json(
      census::build_report(store, name, variant, "", census::sweep_statuses(store, name, variant)),
      ""));
  return json_reply(j);
}

}  // namespace gg::web
