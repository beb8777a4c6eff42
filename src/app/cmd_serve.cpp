// gg serve: the web explorer on a local address (src/web, docs/web.md).
#include <chrono>
#include <filesystem>
#include <iostream>
#include <thread>

#include "app/command.h"
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
      ->check(CLI::Range(0.1, 86400.0))
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
    if (!options->api.db.empty() && !std::filesystem::is_regular_file(options->api.db))
      throw InputError("--db '" + options->api.db +
                       "': no such database (gg census --db FILE creates one)");
    web::Server server(*options);
    const int port = server.bind();
    if (!web::is_loopback(options->host))
      std::cerr << "gg serve: warning: listening on " << options->host
                << ", so other machines can reach the explorer and start searches\n";
    const std::string host =
        options->host.find(':') != std::string::npos ? "[" + options->host + "]" : options->host;
    std::cout << "gg serve: open http://" << host << ":" << port << "/ (Ctrl-C stops)" << std::endl;
    // Ctrl-C or SIGTERM: stop accepting, let running requests end, and return.
    std::thread watcher([&server] {
      while (!g_interrupted.load()) std::this_thread::sleep_for(std::chrono::milliseconds(100));
      server.stop();
    });
    server.run();
    g_interrupted = true;
    watcher.join();
    exit_code = kOk;
  });
}

}  // namespace gg::app
