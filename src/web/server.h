// `gg serve`: the explorer's HTTP server (cpp-httplib). Serves the page, its script and style
// from the binary itself (no file is read for a request) and carries /api/* requests to the
// Api (api.h). Requests are bounded: the URI by the library (414 past 8 KiB), bodies to 64
// KiB, every search by the Api's limits, searches at once by its places.
#pragma once

#include <memory>
#include <string>

#include "web/api.h"

namespace gg::web {

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port (tests)
  ApiOptions api;
};

class Server {
 public:
  explicit Server(ServerOptions options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds the address; returns the port (the one chosen for port 0). Throws InputError
  // naming the address when it cannot be bound.
  int bind();
  // Serves until stop() is called (from another thread). Call bind() first.
  void run();
  // Stops listening and cancels every running search, so run() returns at once.
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Whether `host` is only reachable from this machine (127.0.0.0/8, ::1, localhost).
bool is_loopback(const std::string& host);

// Whether a request's Host header names this machine's loopback (with or without a port):
// a server on a loopback address answers only those, so a web page whose name resolves to
// 127.0.0.1 (DNS rebinding) cannot read from it.
bool is_loopback_host_header(const std::string& host_header);
// Whether a POST's Origin (absent for command-line clients) is the server's own page.
bool is_same_origin(const std::string& origin, const std::string& host_header);

}  // namespace gg::web
