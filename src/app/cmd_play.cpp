// gg play <game> <board>: a game at the terminal against the engine, between two people, or
// engine against engine. Reads one command per line from standard input, so it can be
// scripted: a move, "moves", "hint", "undo", "board", "help" or "quit".
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
#include <utility>

#include "app/command.h"
#include "core/error.h"
#include "play/terminal_game.h"

namespace gg::app {
namespace {

// Standard input a line at a time, so that Ctrl-C and SIGTERM end the game at its prompt
// within 0.1 s (a blocking read restarts after the signal's handler) and an endless line
// (`< /dev/zero`) is an error, not an ever larger buffer.
class PromptReader {
 public:
  static constexpr std::size_t kMaxLine = 1 << 16;

  bool operator()(std::string& line) {
    for (;;) {
      if (const auto end = pending_.find('\n'); end != std::string::npos) {
        line = pending_.substr(0, end);
        pending_.erase(0, end + 1);
        return true;
      }
      if (pending_.size() > kMaxLine)
        throw InputError(
            "a line of input longer than 64 KiB: gg play reads one move or command "
            "per line");
      if (g_interrupted.load()) return false;
      pollfd ready{STDIN_FILENO, POLLIN, 0};
      if (poll(&ready, 1, 100) <= 0) continue;  // nothing yet, or a signal: check again
      char buffer[4096];
      const ssize_t got = read(STDIN_FILENO, buffer, sizeof buffer);
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) {  // the end of the input (or an error reading it): the last line, if any
        if (pending_.empty()) return false;
        line = std::exchange(pending_, {});
        return true;
      }
      pending_.append(buffer, static_cast<std::size_t>(got));
    }
  }

 private:
  std::string pending_;  // read past the last line returned
};

struct PlayArgs {
  PositionArgs position;
  SolveLimits limits;
  std::string as = "1";  // who the person plays: 1, 2, both or none
  std::string engine = "perfect";
  std::uint64_t seed = 1;
  double think = 10;  // seconds the perfect engine may search for each of its moves
  bool json = false;
};

}  // namespace

void register_play(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<PlayArgs>();
  CLI::App* cmd = app.add_subcommand("play", "Play a game at the terminal (scriptable on stdin)");
  add_position_options(*cmd, args->position);
  cmd->footer(std::string(play::kInGameCommands) + "\n" + cmd->get_footer());
  cmd->add_option("--as", args->as,
                  "Which player you are: 1, 2, 3 (three-player games), both (people play every "
                  "seat) or none")
      ->check(CLI::IsMember({"1", "2", "3", "both", "none"}));
  cmd->add_option("--engine", args->engine, "The engine's play: perfect or random")
      ->check(CLI::IsMember({"perfect", "random"}));
  cmd->add_option("--seed", args->seed, "Seed of the random engine and of random playouts");
  cmd->add_option("--think", args->think,
                  "Seconds the perfect engine searches for each of its moves (0: until it "
                  "decides); past them it plays the best move found, said to be unproven")
      ->check(seconds_validator(0, 1e9))
      ->capture_default_str();
  cmd->add_flag("--json", args->json, "At the end, print the game as one JSON object");
  add_limit_options(*cmd, args->limits);
  cmd->callback([args, &exit_code] {
    // With --json the transcript goes to stderr and only the JSON record to stdout.
    std::ostream& out = args->json ? std::cerr : std::cout;
    const Game& game = args->position.resolve();
    play::TerminalGameOptions options;
    options.as = args->as;
    options.random_engine = args->engine == "random";
    options.seed = args->seed;
    options.think = args->think;
    options.limits = args->limits;
    if (progress_wanted())  // the perfect engine may search for minutes (5x5 Trails)
      options.thinking = [](int player) {
        std::fprintf(stderr, "Engine (player %d) is thinking...\n", player);
      };
    options.done_thinking = end_progress;
    options.read_line = [reader = std::make_shared<PromptReader>()](std::string& line) {
      return (*reader)(line);
    };
    const play::TerminalGameRecord record =
        play::play_terminal_game(game, args->position.position, options, std::cin, out);
    if (args->json)
      print_json({{"game", args->position.game},
                  {"board", args->position.position.board},
                  {"moves", record.moves},
                  {"winner",
                   record.winner == 0 ? nlohmann::json(nullptr) : nlohmann::json(record.winner)}});
    exit_code = kOk;
    if (g_interrupted.load()) {
      std::fprintf(stderr, "gg: game interrupted\n");
      exit_code = interrupted_exit_code();
    }
  });
}

}  // namespace gg::app
