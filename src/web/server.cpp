#include "web/server.h"

#include <arpa/inet.h>
#include <httplib.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>

#include <cctype>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <system_error>
#include <thread>

#include "core/error.h"
#include "web/assets.h"

namespace gg::web {
namespace {

constexpr std::size_t kMaxBodyBytes = 64 * 1024;
// Worker threads. The library gives each open connection a thread while it is read, so the
// pool is sized for many idle or slow clients at once (an idle thread costs its stack's
// address space, not memory), and a slow client's read gives up after kReadSeconds.
constexpr std::size_t kThreads = 96;
constexpr time_t kReadSeconds = 2;
// How often running searches are checked for a client that closed its connection.
constexpr std::chrono::milliseconds kWatchPeriod{250};

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

namespace {

// "name:port" or "[v6]:port" without the port.
std::string host_without_port(const std::string& header) {
  if (!header.empty() && header.front() == '[') {
    const auto close = header.find(']');
    return close == std::string::npos ? header : header.substr(1, close - 1);
  }
  const auto colon = header.rfind(':');
  if (colon == std::string::npos) return header;
  for (std::size_t i = colon + 1; i < header.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(header[i]))) return header;
  return header.substr(0, colon);
}

}  // namespace

bool is_loopback_host_header(const std::string& host_header) {
  const std::string host = host_without_port(host_header);
  if (host == "localhost" || host == "::1") return true;
  // 127.0.0.0/8 written as a dotted quad, not a name that merely starts with "127.".
  if (host.rfind("127.", 0) != 0) return false;
  int dots = 0;
  for (char c : host) {
    if (c == '.') {
      ++dots;
    } else if (!std::isdigit(static_cast<unsigned char>(c))) {
      return false;
    }
  }
  return dots == 3;
}

bool is_same_origin(const std::string& origin, const std::string& host_header) {
  return origin.empty() || origin == "http://" + host_header;
}

// A request another site's page sent: its Origin is another, or the browser says so
// (Sec-Fetch-Site, which a browser sends with every request, an <img> or a form's GET too).
bool from_another_site(const httplib::Request& req, const std::string& host_header) {
  const std::string site = req.get_header_value("Sec-Fetch-Site");
  return site == "cross-site" || site == "same-site" ||
         !is_same_origin(req.get_header_value("Origin"), host_header);
}

// cpp-httplib 0.11.4 gives a handler neither its socket nor a liveness check: the socket is
// found among this process's descriptors by its two ends (the request's addresses and ports).
std::string address_text(const sockaddr_storage& a) {
  char text[INET6_ADDRSTRLEN] = "";
  if (a.ss_family == AF_INET)
    inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in&>(a).sin_addr, text, sizeof text);
  else if (a.ss_family == AF_INET6)
    inet_ntop(AF_INET6, &reinterpret_cast<const sockaddr_in6&>(a).sin6_addr, text, sizeof text);
  return text;
}

int port_of(const sockaddr_storage& a) {
  if (a.ss_family == AF_INET) return ntohs(reinterpret_cast<const sockaddr_in&>(a).sin_port);
  if (a.ss_family == AF_INET6) return ntohs(reinterpret_cast<const sockaddr_in6&>(a).sin6_port);
  return -1;
}

bool is_connection_of(int fd, const httplib::Request& req) {
  sockaddr_storage peer{};
  sockaddr_storage local{};
  socklen_t peer_size = sizeof peer;
  socklen_t local_size = sizeof local;
  if (getpeername(fd, reinterpret_cast<sockaddr*>(&peer), &peer_size) != 0 ||
      getsockname(fd, reinterpret_cast<sockaddr*>(&local), &local_size) != 0)
    return false;
  return port_of(peer) == req.remote_port && port_of(local) == req.local_port &&
         address_text(peer) == req.remote_addr;
}

// The descriptor of the request's connection; -1 when it cannot be found.
int connection_of(const httplib::Request& req) {
  std::error_code error;
  std::filesystem::directory_iterator fds("/proc/self/fd", error);
  for (; !error && fds != std::filesystem::directory_iterator(); fds.increment(error)) {
    int fd = -1;
    const std::string name = fds->path().filename().string();
    if (std::from_chars(name.data(), name.data() + name.size(), fd).ec != std::errc{}) continue;
    if (is_connection_of(fd, req)) return fd;
  }
  return -1;
}

const char* reason_phrase(int status) {
  switch (status) {
    case 200:
      return "OK";
    case 400:
      return "Bad Request";
    case 403:
      return "Forbidden";
    case 404:
      return "Not Found";
    case 405:
      return "Method Not Allowed";
    case 409:
      return "Conflict";
    case 422:
      return "Unprocessable Content";
    case 500:
      return "Internal Server Error";
    case 503:
      return "Service Unavailable";
    default:
      return "";
  }
}

bool send_all(int fd, const std::string& text) {
  std::size_t sent = 0;
  while (sent < text.size()) {
    const ssize_t n = ::send(fd, text.data() + sent, text.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) return false;
    sent += static_cast<std::size_t>(n);
  }
  return true;
}

// A request's connection while its handler runs: whether the client is still there, and the
// answer to a client that half-closed (sent its request, then ended its side of the stream, as
// `nc -N` does). The watch thread asks while the handler thread waits for the search.
class Connection {
 public:
  explicit Connection(const httplib::Request& req) : req_(req) {}

  // False once the client has gone. A client that ended its side of the stream may only be
  // done sending: it gets an interim answer ("102 Processing", HTTP/1.1 only), which a client
  // that closed the connection answers with a reset, seen at the next call.
  bool connected() {
    const std::lock_guard<std::mutex> lock(mutex_);
    const int fd = descriptor();
    // Not found, or the descriptors cannot be listed: assume the client is there (the search
    // keeps its own limits).
    if (fd < 0) return true;
    pollfd p{fd, POLLRDHUP, 0};
    if (poll(&p, 1, 0) == 0) return true;
    if ((p.revents & (POLLHUP | POLLERR)) != 0) return false;
    if ((p.revents & POLLRDHUP) == 0) return true;
    if (req_.version != "HTTP/1.1") return false;
    if (!probed_) {
      probed_ = true;
      return send_all(fd, "HTTP/1.1 102 Processing\r\n\r\n");
    }
    return true;
  }

  // cpp-httplib 0.11 takes the end of the client's stream for a closed connection and writes
  // no answer; the server writes it itself then. False when the library will.
  bool answer_half_closed(const Reply& reply) {
    const std::lock_guard<std::mutex> lock(mutex_);
    const int fd = descriptor();
    char next = 0;
    if (fd < 0 || ::recv(fd, &next, 1, MSG_PEEK | MSG_DONTWAIT) != 0) return false;
    std::string text = "HTTP/1.1 " + std::to_string(reply.status) + " " +
                       reason_phrase(reply.status) +
                       "\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n";
    if (reply.retry_after > 0) text += "Retry-After: " + std::to_string(reply.retry_after) + "\r\n";
    text += "Content-Type: " + reply.content_type +
            "\r\nContent-Length: " + std::to_string(reply.body.size()) +
            "\r\nConnection: close\r\n\r\n" + reply.body;
    send_all(fd, text);
    return true;
  }

 private:
  // Found once: a connection the client reset has no peer address to be found by any more,
  // and its descriptor stays open until the handler returns.
  int descriptor() {
    if (fd_ < 0) fd_ = connection_of(req_);
    return fd_;
  }

  std::mutex mutex_;
  const httplib::Request& req_;
  int fd_ = -1;
  bool probed_ = false;
};

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
    Connection connection(req);
    const Reply reply =
        api.handle(req.method, req.path, query, [&connection] { return connection.connected(); });
    if (!connection.answer_half_closed(reply)) send(res, reply);
  }

  ServerOptions options;
  Api api;
  httplib::Server http;
  bool bound = false;
  // The watch for clients that went away (run()).
  std::mutex watch_mutex;
  std::condition_variable watch_cv;
  bool stopping = false;
};

Server::Server(ServerOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {
  Impl& s = *impl_;
  s.http.new_task_queue = [] { return new httplib::ThreadPool(kThreads); };
  // SO_REUSEADDR only: the library's default adds SO_REUSEPORT, which lets a second server
  // share a port that is in use (answers would come from either at random).
  s.http.set_socket_options([](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
  });
  s.http.set_payload_max_length(kMaxBodyBytes);
  s.http.set_read_timeout(kReadSeconds, 0);
  s.http.set_write_timeout(10, 0);
  s.http.set_keep_alive_timeout(kReadSeconds);
  // A browser on this machine must not be turned against the server: on a loopback address
  // only loopback Host names are answered (DNS rebinding), and an API request from another
  // site's page is refused: a POST, and a GET, which may start a search.
  const bool loopback = is_loopback(s.options.host);
  s.http.set_pre_routing_handler([loopback, &s](const httplib::Request& req,
                                                httplib::Response& res) {
    const std::string host = req.get_header_value("Host");
    if (loopback && !is_loopback_host_header(host)) {
      send(res, error_reply(421, "Host '" + host +
                                     "' is not this server's name (use http://127.0.0.1 or "
                                     "http://localhost)"));
      return httplib::Server::HandlerResponse::Handled;
    }
    if ((req.method == "POST" || req.path.rfind("/api/", 0) == 0) && from_another_site(req, host)) {
      send(res, error_reply(403, "a request from another site's page is refused"));
      return httplib::Server::HandlerResponse::Handled;
    }
    // A request without Content-Length or Transfer-Encoding has no body (RFC 9112, 6.3), but
    // the library would read one until the read timeout and then refuse the request: such a
    // POST is answered here, before that read (`curl -X POST .../api/cancel?job=...`).
    if (req.method == "POST" && !req.has_header("Content-Length") &&
        !req.has_header("Transfer-Encoding") && req.path.rfind("/api/", 0) == 0) {
      s.serve_api(req, res);
      return httplib::Server::HandlerResponse::Handled;
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });
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
  Impl& s = *impl_;
  // A search whose client went away stops within kWatchPeriod (its place is freed for others).
  std::thread watcher([&s] {
    std::unique_lock<std::mutex> lock(s.watch_mutex);
    while (!s.watch_cv.wait_for(lock, kWatchPeriod, [&s] { return s.stopping; }))
      s.api.cancel_abandoned();
  });
  s.http.listen_after_bind();
  {
    const std::lock_guard<std::mutex> lock(s.watch_mutex);
    s.stopping = true;
  }
  s.watch_cv.notify_all();
  watcher.join();
}

void Server::stop() {
  impl_->api.cancel_all();
  impl_->http.stop();
}

}  // namespace gg::web
