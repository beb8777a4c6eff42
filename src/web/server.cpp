#include "web/server.h"

#include <httplib.h>

#include "core/error.h"
#include "web/assets.h"

namespace gg::web {
namespace {

constexpr std::size_t kMaxBodyBytes = 64 * 1024;
// Worker threads: the Api's searches plus room for progress polls, cancels, pages and the
// 503s of a busy server.
constexpr std::size_t kThreads = 12;

// The page runs only its own script; pictures are inline SVG or data: images.
constexpr const char* kPagePolicy =
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
    "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

void send(httplib::Response& res, const Reply& reply) {
  res.status = reply.status;
  res.set_header("Cache-Control", "no-store");
  res.set_header("X-Content-Type-Options", "nosniff");
  if (reply.retry_after > 0) res.set_header("Retry-After", std::to_string(reply.retry_after));
  res.set_content(reply.body, reply.content_type.c_str());
}

}  // namespace

bool is_loopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

struct Server::Impl {
  explicit Impl(ServerOptions o) : options(std::move(o)), api(options.api) {}

  void serve_api(const httplib::Request& req, httplib::Response& res) {
    Query query;
    for (const auto& [key, value] : req.params) {
      if (!query.emplace(key, value).second) {
        send(res, error_reply(400, "parameter '" + key + "' given twice"));
        return;
      }
    }
    send(res, api.handle(req.method, req.path, query));
  }

  ServerOptions options;
  Api api;
  httplib::Server http;
  bool bound = false;
};

Server::Server(ServerOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {
  Impl& s = *impl_;
  s.http.new_task_queue = [] { return new httplib::ThreadPool(kThreads); };
  s.http.set_payload_max_length(kMaxBodyBytes);
  s.http.set_read_timeout(10, 0);
  s.http.set_write_timeout(10, 0);
  s.http.set_keep_alive_timeout(5);
  s.http.set_keep_alive_max_count(100);
  const auto api = [&s](const httplib::Request& req, httplib::Response& res) {
    s.serve_api(req, res);
  };
  s.http.Get(R"(/api/.*)", api);
  s.http.Post(R"(/api/.*)", api);
  // Browsers ask for an icon; there is none.
  s.http.Get("/favicon.ico",
             [](const httplib::Request&, httplib::Response& res) { res.status = 204; });
  s.http.Get(R"(/.*)", [](const httplib::Request& req, httplib::Response& res) {
    const auto asset = find_asset(req.path);
    if (!asset) {
      send(res, error_reply(404, "not found: " + req.path));
      return;
    }
    res.set_header("Content-Security-Policy", kPagePolicy);
    res.set_header("X-Content-Type-Options", "nosniff");
    res.set_header("Cache-Control", "no-cache");
    res.set_content(std::string(asset->body), std::string(asset->content_type).c_str());
  });
  // Whatever the library itself refuses (a URI too long, a malformed request) gets the same
  // JSON error shape as the API's.
  s.http.set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (res.body.empty())
      res.set_content(
          error_reply(res.status, "HTTP " + std::to_string(res.status) + ": request refused").body,
          "application/json");
  });
  s.http.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
        send(res, error_reply(500, "internal error"));
      });
}

Server::~Server() = default;

int Server::bind() {
  Impl& s = *impl_;
  int port = s.options.port;
  if (port == 0) {
    port = s.http.bind_to_any_port(s.options.host);
  } else if (!s.http.bind_to_port(s.options.host, port)) {
    port = -1;
  }
  if (port < 0)
    throw InputError("--host/--port: cannot listen on " + s.options.host + ":" +
                     std::to_string(s.options.port) +
                     " (in use, or not an address of this machine)");
  s.bound = true;
  return port;
}

void Server::run() {
  GG_CHECK(impl_->bound);
  impl_->http.listen_after_bind();
}

void Server::stop() { impl_->http.stop(); }

}  // namespace gg::web
