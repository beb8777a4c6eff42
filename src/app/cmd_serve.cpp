// gg serve: the web explorer on a local address (src/web, docs/web.md).
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <thread>

#include "app/command.h"
#include "census/store.h"
#include "core/error.h"
#include "web/server.h"

namespace gg::app {

void register_serve(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<web::ServerOptions>();
  CLI::App* cmd = app.add_subcommand(
      "serve",
      "The web explorer: play any game in a browser with every move's value shown, walk the "
      "winner's strategy, browse a census database");
  cmd->add_option("--host", options->host,
                  "Address to listen on; anything but a loopback address is reachable by others")
      ->capture_default_str();
  cmd->add_option("--port", options->port, "Port (0: any free port)")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  cmd->add_option("--db", options->api.db,
                  "Census database the census browser reads (gg census --db)");
  cmd->add_option("--max-seconds", options->api.max_seconds,
                  "Limit of every search a request starts")
      ->check(seconds_validator(0.1, 86400.0))
      ->capture_default_str();
  cmd->add_option("--max-nodes", options->api.max_nodes, "Node limit of every search")
      ->check(CLI::Range(std::uint64_t{1000}, std::uint64_t{1} << 50))
      ->capture_default_str();
  cmd->add_option("--searches", options->api.max_searches,
                  "Searches run at once; further requests get 503 (retry later)")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->add_option("--tt-mb", options->api.tt_megabytes, "Transposition table per search, MiB")
      ->check(CLI::Range(1, 4096))
      ->capture_default_str();
  cmd->callback([options, &exit_code] {
    // The census database is checked once here: a missing, foreign or empty file is an
    // error at start, not on the first census request.
    if (!options->api.db.empty()) census::ResultStore(options->api.db, store::Access::kReadOnly);
    web::Server server(*options);
    const int port = server.bind();
    if (!web::is_loopback(options->host))
      std::cerr << "gg serve: warning: listening on " << options->host
                << ", so other machines can reach the explorer and start searches\n";
    const std::string host =
        options->host.find(':') != std::string::npos ? "[" + options->host + "]" : options->host;
    std::cout << "gg serve: open http://" << host << ":" << port << "/ (Ctrl-C stops)" << std::endl;
    // Ctrl-C or SIGTERM: cancel the running searches, stop accepting and return; a request
    // that still holds the server half a second later (a stalled client) is not waited for.
    std::atomic<bool> returned{false};
    std::thread watcher([&server, &returned] {
      while (!g_interrupted.load()) std::this_thread::sleep_for(std::chrono::milliseconds(20));
      if (returned.load()) return;
      server.stop();
      for (int i = 0; i < 25 && !returned.load(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
      if (!returned.load()) {
        std::fflush(nullptr);
        std::_Exit(interrupted_exit_code());
      }
    });
    server.run();
    returned = true;
    const bool by_signal = g_interrupted.exchange(true);
    watcher.join();
    exit_code = by_signal ? interrupted_exit_code() : kOk;
  });
}

}  // namespace gg::app
