// gg serve over real sockets on loopback: the page and its headers, the library's own refusals
// in the API's JSON shape, a bounded load test (valid and invalid requests from concurrent
// clients: no crash, no wrong answer; latency percentiles printed for docs/web.md) and
// fuzzed query strings.
#include <gtest/gtest.h>

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/game.h"
#include "web/server.h"

namespace gg::web {
namespace {

using nlohmann::json;

// A server on a free loopback port for the test's lifetime.
class RunningServer {
 public:
  explicit RunningServer(ApiOptions api = {}) : server_(ServerOptions{"127.0.0.1", 0, api}) {
    port_ = server_.bind();
    thread_ = std::thread([this] { server_.run(); });
  }
  ~RunningServer() {
    server_.stop();
    thread_.join();
  }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port_);
    c.set_read_timeout(60, 0);
    return c;
  }

 private:
  Server server_;
  int port_ = 0;
  std::thread thread_;
};

TEST(WebServer, ServesThePageWithItsPolicyAndNothingElse) {
  RunningServer s;
  auto c = s.client();
  const auto page = c.Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_NE(page->body.find("<script type=\"module\" src=\"/app.js\">"), std::string::npos);
  EXPECT_NE(page->get_header_value("Content-Security-Policy").find("script-src 'self'"),
            std::string::npos);
  // The page's modules, each served as JavaScript (browsers refuse modules of another type).
  for (const char* module :
       {"/app.js", "/state.js", "/api.js", "/board.js", "/strategy.js", "/census.js"}) {
    const auto script = c.Get(module);
    ASSERT_TRUE(script) << module;
    EXPECT_EQ(script->status, 200) << module;
    EXPECT_EQ(script->get_header_value("Content-Type").rfind("text/javascript", 0), 0u) << module;
  }
  for (const char* path : {"/../etc/passwd", "/etc/passwd", "/index.htm", "/src/web/api.cpp"}) {
    const auto r = c.Get(path);
    ASSERT_TRUE(r) << path;
    EXPECT_EQ(r->status, 404) << path;
    EXPECT_TRUE(json::parse(r->body).contains("error")) << path;
  }
}

TEST(WebServer, RefusalsAreJsonToo) {
  RunningServer s;
  auto c = s.client();
  const auto twice = c.Get("/api/position?game=edge&game=cycles&board=K3");
  ASSERT_TRUE(twice);
  EXPECT_EQ(twice->status, 400);
  EXPECT_NE(json::parse(twice->body)["error"].get<std::string>().find("twice"), std::string::npos);
  const auto long_uri = c.Get("/api/position?board=" + std::string(20000, 'K'));
  ASSERT_TRUE(long_uri);
  EXPECT_EQ(long_uri->status, 414);
  EXPECT_TRUE(json::parse(long_uri->body).contains("error"));
  const auto post = c.Post("/api/cancel?job=nothing", "", "text/plain");
  ASSERT_TRUE(post);
  EXPECT_EQ(json::parse(post->body)["cancelled"], false);
}

struct Case {
  std::string path;
  int status;      // the status a correct server gives (503 is also allowed when busy)
  int winner = 0;  // for 200 answers of /api/position: the winner with perfect play
};

// 2,000 requests from 8 clients on loopback, valid and invalid mixed, against a server that
// runs 2 searches at once: every answer is the right one or a 503, and the server stays up.
TEST(WebServer, LoadTestNoCrashNoWrongAnswer) {
  RunningServer s;
  std::vector<Case> cases;
  for (const auto& [game, board] :
       std::vector<std::pair<std::string, std::string>>{{"trail-trap", "K4"},
                                                        {"trail-trap", "P2xP3"},
                                                        {"edge", "P5"},
                                                        {"cycles", "C5"},
                                                        {"trails", "3"},
                                                        {"edge", "K3"}}) {
    SolveRequest request{{board, "", {}}, {}};
    const int winner = find_game(game).solve(request).winner;
    cases.push_back({"/api/position?game=" + game + "&board=" + board, 200, winner});
  }
  cases.push_back({"/api/games", 200});
  cases.push_back({"/api/show?game=cycles&board=C4", 200});
  cases.push_back({"/api/position?game=edge&board=K4&colour=3", 400});
  cases.push_back({"/api/position?game=nope&board=K4", 400});
  cases.push_back({"/api/position?game=edge&board=%40%2Fetc%2Fpasswd", 400});
  cases.push_back({"/api/position?game=cycles&board=K5", 400});  // not planar
  cases.push_back({"/api/solve?game=trail-trap&board=K4&moves=9>9", 400});
  cases.push_back({"/api/unknown", 404});
  cases.push_back({"/nothing-here", 404});

  constexpr int kClients = 8;
  constexpr int kPerClient = 250;
  std::mutex mutex;
  std::vector<double> latencies;
  std::map<int, int> statuses;
  std::atomic<int> wrong{0};
  std::vector<std::thread> clients;
  for (int t = 0; t < kClients; ++t) {
    clients.emplace_back([&, t] {
      auto c = s.client();
      std::mt19937 rng(t);
      std::vector<double> mine;
      std::map<int, int> seen;
      for (int i = 0; i < kPerClient; ++i) {
        const Case& k = cases[rng() % cases.size()];
        const auto start = std::chrono::steady_clock::now();
        const auto r = c.Get(k.path);
        mine.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
        if (mine.back() > 500) std::printf("slow: %s %.0f ms\n", k.path.c_str(), mine.back());
        if (!r) {
          ++wrong;
          continue;
        }
        ++seen[r->status];
        const json body = json::parse(r->body, nullptr, false);
        if (body.is_discarded()) {
          ++wrong;
          continue;
        }
        if (r->status == 503) {
          if (r->get_header_value("Retry-After").empty()) ++wrong;
          continue;
        }
        if (r->status != k.status) {
          ++wrong;
          continue;
        }
        if (k.status >= 400 && !body.contains("error")) ++wrong;
        if (k.winner != 0) {
          const int to_move = body["to_move"];
          const int winner = body["value"] == "win" ? to_move : 3 - to_move;
          if (winner != k.winner) ++wrong;
        }
      }
      const std::lock_guard<std::mutex> lock(mutex);
      latencies.insert(latencies.end(), mine.begin(), mine.end());
      for (const auto& [status, n] : seen) statuses[status] += n;
    });
  }
  for (auto& c : clients) c.join();
  EXPECT_EQ(wrong.load(), 0);
  ASSERT_EQ(latencies.size(), static_cast<std::size_t>(kClients * kPerClient));
  std::sort(latencies.begin(), latencies.end());
  const auto at = [&](double q) {
    return latencies[static_cast<std::size_t>(q * (latencies.size() - 1))];
  };
  std::printf("load: %zu requests, %d clients: p50 %.2f ms, p99 %.2f ms, max %.2f ms; statuses:",
              latencies.size(), kClients, at(0.5), at(0.99), latencies.back());
  for (const auto& [status, n] : statuses) std::printf(" %d x%d", status, n);
  std::printf("\n");
  // Still serving.
  auto c = s.client();
  const auto after = c.Get("/api/games");
  ASSERT_TRUE(after);
  EXPECT_EQ(after->status, 200);
}

// Random query strings: keys from the API's and the games' vocabulary and random bytes,
// values random text (percent-encoded). Every answer is JSON, and no request gets a 5xx.
TEST(WebServer, FuzzedQueryStrings) {
  ApiOptions options;
  options.max_seconds = 0.5;
  RunningServer s(options);
  auto c = s.client();
  std::mt19937 rng(2026);
  const std::vector<std::string> paths{"/api/solve",    "/api/position", "/api/show",
                                       "/api/strategy", "/api/census",   "/api/games",
                                       "/api/progress"};
  const std::vector<std::string> keys{
      "game",  "board",  "moves",  "job",         "colors",          "variant", "players", "cells",
      "start", "solver", "grundy", "no-symmetry", "canonical-depth", "order",   "limit"};
  const std::vector<std::string> values{"trail-trap", "edge",   "cycles",
                                        "trails",     "K4",     "C5",
                                        "3",          "0>1",    "0=1",
                                        "/a1",        "-1",     "99999999999999",
                                        "",           "nan",    "{\"vertices\":2}",
                                        "P3xP3",      "strict", "true"};
  const auto random_text = [&] {
    std::string t;
    const int n = static_cast<int>(rng() % 12);
    for (int i = 0; i < n; ++i) t += static_cast<char>(rng() % 256);
    return t;
  };
  int answered = 0;
  for (int i = 0; i < 1500; ++i) {
    httplib::Params params;
    const int n = static_cast<int>(rng() % 5);
    for (int k = 0; k < n; ++k) {
      const std::string key = rng() % 5 == 0 ? random_text() : keys[rng() % keys.size()];
      const std::string value = rng() % 3 == 0 ? random_text() : values[rng() % values.size()];
      params.emplace(key, value);
    }
    const std::string path = paths[rng() % paths.size()];
    const auto r = c.Get(httplib::append_query_params(path, params));
    ASSERT_TRUE(r) << path;
    EXPECT_LT(r->status, 500) << path << " " << r->body;
    EXPECT_FALSE(json::parse(r->body, nullptr, false).is_discarded()) << path;
    ++answered;
  }
  EXPECT_EQ(answered, 1500);
}

}  // namespace
}  // namespace gg::web
