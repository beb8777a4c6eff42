// The explorer's JSON API (docs/web.md), apart from HTTP: a path and its query parameters in,
// a status and a body out. The server (server.h) only carries requests here, so the API is
// tested without sockets, and every answer comes from the same games, play and census calls
// as the command line's: /api/solve returns exactly what `gg solve --json` prints.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "web/searches.h"

namespace gg::web {

// One value per name (a name given twice is an error, never a guess).
using Query = std::map<std::string, std::string, std::less<>>;

struct Reply {
  int status = 200;
  std::string body;
  std::string content_type = "application/json";
  int retry_after = 0;  // seconds, for 503
};

struct ApiOptions {
  double max_seconds = 10;                    // every search, whatever the request asks
  std::uint64_t max_nodes = 200000000;        // and this many nodes
  std::size_t tt_megabytes = 64;              // table memory per search
  int max_searches = 2;                       // searches at once; more get 503
  std::size_t remoteness_positions = 200000;  // remoteness only for games this small
  std::uint64_t max_strategy_nodes = 4000;    // strategy trees at most this large
  int max_census_rows = 500;                  // rows per census page
  std::string db;                             // the census database ("" for none)
};

// {"error": message} with that status (request text in the message may be any bytes:
// invalid UTF-8 is replaced, never an exception).
Reply error_reply(int status, const std::string& message);

class Api {
 public:
  explicit Api(ApiOptions options);

  // GET `path` (e.g. "/api/position"), or POST for /api/cancel. Never throws: bad input is a
  // 4xx with {"error": "..."}, a search stopped by the server's limits 422, a cancelled one
  // 409, a full server 503 with Retry-After.
  // `client_connected`, when given, tells whether the client is still there: a search it
  // started stops once it is not (cancel_abandoned()).
  Reply handle(std::string_view method, std::string_view path, const Query& query,
               std::function<bool()> client_connected = nullptr);

  const ApiOptions& options() const { return options_; }
  const SearchRegistry& searches() const { return searches_; }
  // Stops every running search (shutdown): each answers 409 at once.
  void cancel_all() { searches_.cancel_all(); }
  int cancel_abandoned() { return searches_.cancel_abandoned(); }

 private:
  struct Endpoint;
  static const Endpoint kEndpoints[];
  Reply route(std::string_view method, std::string_view path, const Query& query);
  Reply cancel(const Query& q);
  Reply games(const Query& q);
  Reply progress(const Query& q);
  Reply solve(const Query& q);
  Reply position(const Query& q);
  Reply show(const Query& q);
  Reply strategy(const Query& q);
  Reply census(const Query& q);
  Reply census_report(const Query& q);
  // Throws the 404 of a server started without --db.
  void require_census_db() const;
  std::unique_ptr<SearchRegistry::Slot> search_slot(const std::string& job);
  SolveLimits limits_of(SearchRegistry::Slot& slot) const;

  ApiOptions options_;
  SearchRegistry searches_;
};

}  // namespace gg::web
