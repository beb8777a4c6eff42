// The explorer's JSON API without sockets (web/api.h): the same answers as the command line's
// layers, every error a 4xx with {"error"}, limits, cancelling and a full server.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "census/census.h"
#include "census/store.h"
#include "census/sweep.h"
#include "games/game.h"
#include "games/report_json.h"
#include "strategy_tree_check.h"
#include "web/api.h"
#include "web/searches.h"

namespace gg::web {
namespace {

using nlohmann::json;

json body_of(const Reply& r) { return json::parse(r.body); }

Reply get(Api& api, const std::string& path, const Query& q) { return api.handle("GET", path, q); }

TEST(WebApi, SolveIsTheCommandLinesReport) {
  Api api({});
  for (const auto& [game, board, moves] :
       std::vector<std::tuple<std::string, std::string, std::string>>{
           {"trail-trap", "K4", ""},
           {"edge", "P6", "0=1"},
           {"cycles", "C5", "0>1"},
           {"trails", "3", "/b2"},
           {"vertex-geography", "P5", ""}}) {
    SCOPED_TRACE(game + " " + board);
    const Reply r = get(api, "/api/solve", {{"game", game}, {"board", board}, {"moves", moves}});
    ASSERT_EQ(r.status, 200) << r.body;
    json web = body_of(r);
    SolveRequest request{{board, moves, {}}, {}};
    json cli = to_json(find_game(game).solve(request));
    web.erase("seconds");
    cli.erase("seconds");
    EXPECT_EQ(web, cli);
  }
}

// A move list written with commas, as gg solve --moves accepts it, is read move by move.
TEST(WebApi, PositionHistorySplitsAtCommasToo) {
  Api api({});
  const Reply r = get(api, "/api/position",
                      {{"game", "trail-trap"}, {"board", "K4"}, {"moves", "0>1, 2>3,1>3"}});
  ASSERT_EQ(r.status, 200) << r.body;
  const json j = body_of(r);
  EXPECT_EQ(j["history"], json::array({"0>1", "2>3", "1>3"}));
  EXPECT_EQ(j["last_target"], "e1_3");
}

TEST(WebApi, PositionValuesEveryMoveAsSolveDoes) {
  Api api({});
  const Reply r =
      get(api, "/api/position", {{"game", "cycles"}, {"board", "P2xP3"}, {"moves", "0>1"}});
  ASSERT_EQ(r.status, 200) << r.body;
  const json j = body_of(r);
  SolveRequest request{{"P2xP3", "0>1", {}}, {}};
  const SolveReport report = find_game("cycles").solve(request);
  std::set<std::string> wins;
  for (const auto& m : j["moves"])
    if (m["value"] == "win") wins.insert(m["move"].get<std::string>());
  EXPECT_EQ(wins, std::set<std::string>(report.winning_moves.begin(), report.winning_moves.end()));
  EXPECT_EQ(j["moves"].size(), report.moves.size());
  EXPECT_EQ(j["to_move"], 2);
  EXPECT_EQ(j["history"], json::array({"0>1"}));
  EXPECT_EQ(j["value"], report.winner == 2 ? "win" : "lose");
  EXPECT_TRUE(j["remoteness"].is_number());
  EXPECT_EQ(j["variant"], "leaves-exempt");
  // The game names each move's element and the last move's (0>1 directs edge 0-1).
  EXPECT_EQ(j["last_target"], "e0_1");
  for (const auto& m : j["moves"]) {
    const std::string move = m["move"];
    const int a = move[0] - '0', b = move[2] - '0';
    EXPECT_EQ(m["target"],
              "e" + std::to_string(std::min(a, b)) + "_" + std::to_string(std::max(a, b)));
  }
}

// A Game of Cycles board given inline as JSON with its coordinates is drawn with them.
TEST(WebApi, InlineJsonBoardsAndTheirPictures) {
  Api api({});
  const std::string square =
      R"({"vertices": 4, "edges": [[0,1],[1,2],[2,3],[3,0]], "coordinates": [[0,0],[1,0],[1,1],[0,1]]})";
  const Reply r = get(api, "/api/position", {{"game", "cycles"}, {"board", square}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(body_of(r)["moves"].size(), 8u);
  const json picture = body_of(get(api, "/api/show", {{"game", "cycles"}, {"board", square}}));
  const std::string svg = picture["svg"];
  for (const char* id : {"id=\"e0_1\"", "id=\"e0_3\"", "id=\"v2\""})
    EXPECT_NE(svg.find(id), std::string::npos) << id;
  EXPECT_NE(picture["ascii"].get<std::string>().find("coordinates"), std::string::npos);
}

TEST(WebApi, BadInputIsA4xxNamingIt) {
  Api api({});
  const auto error_of = [&](const std::string& path, const Query& q, int status) {
    const Reply r = api.handle("GET", path, q);
    EXPECT_EQ(r.status, status) << path << " " << r.body;
    return body_of(r)["error"].get<std::string>();
  };
  EXPECT_NE(error_of("/api/position", {{"board", "K4"}}, 400).find("game"), std::string::npos);
  EXPECT_NE(error_of("/api/position", {{"game", "chess"}, {"board", "K4"}}, 400).find("chess"),
            std::string::npos);
  EXPECT_NE(error_of("/api/position", {{"game", "edge"}}, 400).find("board"), std::string::npos);
  EXPECT_NE(
      error_of("/api/position", {{"game", "edge"}, {"board", "@/etc/passwd"}}, 400).find("files"),
      std::string::npos);
  EXPECT_NE(error_of("/api/position", {{"game", "edge"}, {"board", "K4"}, {"colour", "3"}}, 400)
                .find("colour"),
            std::string::npos);
  EXPECT_NE(
      error_of("/api/position", {{"game", "edge"}, {"board", "K4"}, {"moves", "0=1 0=2"}}, 400)
          .find("move 2"),
      std::string::npos);
  EXPECT_NE(error_of("/api/solve", {{"game", "edge"}, {"board", "K4"}, {"solver", "magic"}}, 400)
                .find("magic"),
            std::string::npos);
  EXPECT_NE(error_of("/api/games", {{"x", "1"}}, 400).find("'x'"), std::string::npos);
  EXPECT_NE(error_of("/api/nothing", {}, 404).find("/api/nothing"), std::string::npos);
  EXPECT_NE(error_of("/api/census", {{"game", "edge"}}, 404).find("--db"), std::string::npos);
  EXPECT_EQ(api.handle("POST", "/api/position", {}).status, 405);
  EXPECT_EQ(api.handle("GET", "/api/cancel", {}).status, 405);
  EXPECT_EQ(error_of("/api/position", {{"game", "edge"}, {"board", std::string(5000, 'K')}}, 400)
                .rfind("board: longer", 0),
            0u);
}

TEST(WebApi, GamesListsGamesParametersAndFamilies) {
  Api api({});
  const json j = body_of(get(api, "/api/games", {}));
  EXPECT_EQ(j["games"].size(), all_games().size());
  EXPECT_GE(j["families"].size(), 15u);
  EXPECT_EQ(j["limits"]["census"], false);
  EXPECT_EQ(j["games"][0]["name"], "trail-trap");
}

TEST(WebApi, StrategyIsAWinningTreeBoundToItsClaim) {
  Api api({});
  const Reply r = get(api, "/api/strategy", {{"game", "trail-trap"}, {"board", "P2xP3"}});
  ASSERT_EQ(r.status, 200) << r.body;
  json tree = body_of(r);
  EXPECT_FALSE(tree["principal_line"].empty());
  tree.erase("principal_line");
  const testing::StrategyVerdict v = testing::check_strategy_tree(find_game("trail-trap"), tree);
  EXPECT_TRUE(v.valid) << v.reason;
  ApiOptions small;
  small.max_strategy_nodes = 5;
  Api tight(small);
  const Reply big = get(tight, "/api/strategy", {{"game", "trail-trap"}, {"board", "K5"}});
  EXPECT_EQ(big.status, 422);
  EXPECT_EQ(body_of(big)["limit"], "max_strategy_nodes");
}

TEST(WebApi, LimitsStopSearchesWith422) {
  ApiOptions options;
  options.max_seconds = 0.2;
  Api api(options);
  const auto start = std::chrono::steady_clock::now();
  const Reply r = get(api, "/api/solve", {{"game", "trails"}, {"board", "6"}});
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(body_of(r)["limit"], "max_seconds");
  EXPECT_LT(seconds, 5.0);
}

// A request may run several searches (the position, then its moves), each counting its nodes
// from 0: the progress adds them up, so it never goes back when a new search begins.
TEST(WebApi, ProgressAddsTheSearchesOfARequest) {
  RunningSearch search;
  const SolveLimits limits = limits_for(search, 10, 0, 1);
  std::vector<std::uint64_t> shown;
  for (const std::uint64_t reported : {100, 200, 50, 80, 10}) {
    limits.on_progress({reported, 1.0});
    shown.push_back(search.nodes.load());
  }
  EXPECT_EQ(shown, (std::vector<std::uint64_t>{100, 200, 250, 280, 290}));
}

// The seconds are the request's, read when asked, not those of the search's last report
// (searches report about once a second).
TEST(WebApi, ProgressSecondsAreCurrent) {
  ApiOptions options;
  options.max_seconds = 60;
  Api api(options);
  std::thread searcher([&] {
    get(api, "/api/solve", {{"game", "trails"}, {"board", "6"}, {"job", "long-2"}});
  });
  const auto read = [&] { return body_of(get(api, "/api/progress", {{"job", "long-2"}})); };
  json first;
  for (int i = 0; i < 200; ++i) {
    first = read();
    if (first["running"] == true && first["nodes"].get<std::uint64_t>() > 0) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  const json later = read();
  api.handle("POST", "/api/cancel", {{"job", "long-2"}});
  searcher.join();
  ASSERT_EQ(first["running"], true);
  EXPECT_GE(later["seconds"].get<double>(), first["seconds"].get<double>() + 0.45);
  EXPECT_GE(later["nodes"].get<std::uint64_t>(), first["nodes"].get<std::uint64_t>());
}

// A search runs under the page's job id: its progress can be read and it can be cancelled;
// with every place taken, a further search is turned away with 503.
TEST(WebApi, ProgressCancelAndBusy) {
  ApiOptions options;
  options.max_searches = 1;
  options.max_seconds = 60;
  Api api(options);
  Reply long_search;
  std::thread searcher([&] {
    long_search = get(api, "/api/solve", {{"game", "trails"}, {"board", "6"}, {"job", "long-1"}});
  });
  // Wait until it runs and has reported progress once (after about a second).
  json progress;
  for (int i = 0; i < 100; ++i) {
    progress = body_of(get(api, "/api/progress", {{"job", "long-1"}}));
    if (progress["running"] == true && progress["nodes"].get<std::uint64_t>() > 0) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(progress["running"], true);
  EXPECT_GT(progress["nodes"].get<std::uint64_t>(), 0u);
  const Reply busy = get(api, "/api/position", {{"game", "edge"}, {"board", "P4"}});
  EXPECT_EQ(busy.status, 503);
  EXPECT_EQ(get(api, "/api/solve", {{"game", "edge"}, {"board", "P4"}, {"job", "long-1"}}).status,
            400);  // the id is taken
  EXPECT_EQ(get(api, "/api/solve", {{"game", "edge"}, {"board", "P4"}, {"job", "bad id!"}}).status,
            400);
  const Reply cancel = api.handle("POST", "/api/cancel", {{"job", "long-1"}});
  EXPECT_EQ(body_of(cancel)["cancelled"], true);
  searcher.join();
  EXPECT_EQ(long_search.status, 409) << long_search.body;
  EXPECT_EQ(body_of(long_search)["limit"], "cancelled");
  EXPECT_EQ(body_of(get(api, "/api/progress", {{"job", "long-1"}}))["running"], false);
  EXPECT_EQ(get(api, "/api/progress", {{"job", "never-ran"}}).status, 404);
  EXPECT_EQ(api.searches().running(), 0);
  EXPECT_EQ(get(api, "/api/position", {{"game", "edge"}, {"board", "P4"}}).status, 200);
}

// An EDGe census of these graphs (graph6) into `store`; returns its variant label.
std::string edge_census(census::ResultStore& store, std::vector<std::string> graphs) {
  census::CensusOptions options;
  options.game = "edge";
  options.variant_label = find_game("edge").variant({});
  census::GraphSource source = census::GraphSource::from_lines(std::move(graphs));
  census::run_census(source, options, store, {});
  return options.variant_label;
}

TEST(WebApi, CensusRowsOpenAsPositions) {
  const std::string db = ::testing::TempDir() + "web_api_census.db";
  std::filesystem::remove(db);
  {
    census::ResultStore store(db);
    edge_census(store, {"Bw", "Bo", "DQc", "Ch", "Cr"});
  }
  ApiOptions options;
  options.db = db;
  Api api(options);
  const Reply r = get(api, "/api/census", {{"game", "edge"}, {"limit", "2"}});
  ASSERT_EQ(r.status, 200) << r.body;
  const json j = body_of(r);
  EXPECT_EQ(j["variant"], "colors=EDCN");
  EXPECT_EQ(j["total"].get<int>(), 5);
  ASSERT_EQ(j["rows"].size(), 2u);
  const json& open = j["rows"][0]["open"];
  EXPECT_EQ(open["game"], "edge");
  EXPECT_FALSE(open.contains("colors"));  // the EDCN default is no parameter
  Query position{{"game", "edge"}, {"board", open["board"].get<std::string>()}};
  EXPECT_EQ(get(api, "/api/position", position).status, 200);
  const json page2 =
      body_of(get(api, "/api/census", {{"game", "edge"}, {"limit", "2"}, {"offset", "2"}}));
  EXPECT_EQ(page2["rows"].size(), 2u);
  EXPECT_NE(page2["rows"][0]["graph6"], j["rows"][0]["graph6"]);
  EXPECT_EQ(body_of(get(api, "/api/census", {{"game", "edge"}, {"order", "4"}}))["total"], 2);
  EXPECT_EQ(get(api, "/api/census", {{"game", "edge"}, {"variant", "nonsense"}}).status, 400);
  EXPECT_EQ(get(api, "/api/census", {{"game", "edge"}, {"limit", "100000"}}).status, 400);
  EXPECT_EQ(j["complete"], true);
  std::filesystem::remove(db);
}

// Rows of an order whose census did not finish come with what is missing, as `gg query` says
// it (usability review 4, M3).
TEST(WebApi, ACensusNotFinishedSaysSo) {
  const std::string db = ::testing::TempDir() + "web_api_partial.db";
  std::filesystem::remove(db);
  {
    census::ResultStore store(db);
    const std::string variant = edge_census(store, {"Ch", "Cr"});
    census::GraphFilter order4;
    order4.order = 4;
    store.record_sweep({"edge", variant, census::sweep_label(order4), 4, 0, 1, 0,
                        /*finished=*/false});
  }
  ApiOptions options;
  options.db = db;
  Api api(options);
  const json j = body_of(get(api, "/api/census", {{"game", "edge"}, {"order", "4"}}));
  EXPECT_EQ(j["complete"], false);
  ASSERT_EQ(j["unfinished"].size(), 1u) << j.dump();
  EXPECT_EQ(j["unfinished"][0]["stored"], 2);
  EXPECT_EQ(j["unfinished"][0]["expected"], 6);
  // Another order is not the unfinished one's.
  EXPECT_EQ(body_of(get(api, "/api/census", {{"game", "edge"}, {"order", "5"}}))["complete"], true);
  std::filesystem::remove(db);
}

// A NUL byte in the moves (a form field is raw text) is named in the message, which goes on
// past it: the reply says which move and why (review 4, "NUL in moves").
TEST(WebApi, AControlByteInTheMovesIsNamed) {
  Api api(ApiOptions{});
  const Reply r = get(api, "/api/position",
                      {{"game", "trails"}, {"board", "3"}, {"moves", std::string("/a1\0xyz", 7)}});
  EXPECT_EQ(r.status, 400);
  const std::string error = body_of(r)["error"];
  EXPECT_NE(error.find("move 1 '/a1\\x00xyz' contains a control character"), std::string::npos)
      << error;
}

}  // namespace
}  // namespace gg::web
