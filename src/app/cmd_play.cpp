// gg play <game> <board>: a game at the terminal against the engine, between two people, or
// engine against engine. Reads one command per line from standard input, so it can be
// scripted: a move, "moves", "hint", "undo", "board", "help" or "quit".
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <random>

#include "app/command.h"
#include "core/error.h"
#include "core/text.h"
#include "games/session.h"
#include "play/engine_move.h"
#include "play/position_values.h"

namespace gg::app {
namespace {

struct PlayArgs {
  PositionArgs position;
  SolveLimits limits;
  std::string as = "1";  // who the person plays: 1, 2, both or none
  std::string engine = "perfect";
  std::uint64_t seed = 1;
  double think = 10;  // seconds the perfect engine may search for each of its moves
  bool json = false;
};

// The commands typed during a game: printed by `help` in the game and by `gg play --help`.
constexpr const char* kInGameCommands =
    "Commands (one per line; a script may feed them on stdin):\n"
    "  <move>  play a move in the game's notation\n"
    "  moves   list the legal moves\n"
    "  hint    each of your moves: wins or loses, in how many plies, and the\n"
    "          reply that refutes a losing move\n"
    "  undo    take back your last move (and the engine's reply)\n"
    "  board   show the board again\n"
    "  help    this list\n"
    "  quit    leave the game\n";

void print_help(std::ostream& out) { out << kInGameCommands; }

// Positions a hint may visit to give each move's distance to the end: well under a second.
constexpr std::size_t kHintRemotenessBudget = 200000;

// The engine's verdict on every legal move of the side to move, best first: whether it wins
// or loses, in how many plies the game then ends with perfect play (where that is cheap to
// count), and the reply that refutes a losing move; with more than two players, who can force
// a win after it.
void print_hint(Session& s, std::ostream& out) {
  const play::PositionValues values = play::evaluate_position(s, kHintRemotenessBudget);
  if (values.stopped && values.stopped->reason == SearchAborted::Reason::kInterrupt)
    throw *values.stopped;  // Ctrl-C ends the game, as during the engine's search
  std::size_t width = 0;
  for (const auto& m : values.moves) width = std::max(width, m.move.size());
  for (const play::MoveValue& m : values.moves) {
    out << "  " << m.move << std::string(width - m.move.size(), ' ') << "  ";
    if (s.players() > 2) {
      out << (m.forced_winner == 0
                  ? std::string("nobody can force a win")
                  : "player " + std::to_string(m.forced_winner) + " can force a win")
          << "\n";
      continue;
    }
    if (m.value == "unknown") {
      out << "not decided within the limit\n";
      continue;
    }
    out << (m.value == "win" ? "wins" : "loses");
    if (m.remoteness)
      out << ", game over in " << *m.remoteness + 1 << (*m.remoteness == 0 ? " ply" : " plies");
    if (m.value != "win") {
      auto child = s.clone();
      child->play(m.move);
      const std::string reply = child->best_move();
      if (!reply.empty()) out << "; refuted by " << reply;
    }
    out << "\n";
  }
  if (values.remoteness)
    out << "  (plies counted with the winner hurrying and the loser holding out)\n";
  if (values.stopped)
    out << "  (the search stopped after " << values.stopped->nodes << " nodes, "
        << values.stopped->seconds << " s: --max-seconds and --max-nodes bound each hint)\n";
}

// The current position as a Position: the board, its options, --moves and the moves played
// since.
Position current_position(const PositionArgs& args, const Session& s) {
  Position p = args.position;
  for (const std::string& m : s.history()) p.moves += (p.moves.empty() ? "" : " ") + m;
  return p;
}

// The perfect engine's move within the thinking budget, searched afresh so that the clock
// starts now; past the budget the best move found, said to be unproven.
std::string engine_move(const Game& game, const PlayArgs& args, const Session& s, int player,
                        std::ostream& out) {
  SolveLimits limits = args.limits;
  limits.max_seconds = args.think;
  limits.max_nodes = 0;
  const Position position = current_position(args.position, s);
  auto fresh = game.start(position, limits);
  try {
    return fresh->best_move();
  } catch (const SearchAborted& stop) {
    if (stop.reason == SearchAborted::Reason::kInterrupt) throw;
    end_progress();
    SolveLimits playouts;
    playouts.max_seconds = 1;
    playouts.interrupt = limits.interrupt;
    const play::EngineMove choice =
        play::choose_engine_move(game, position, play::undecided_position(*fresh, stop), playouts,
                                 play::kEngineMovePlayouts, args.seed + s.history().size());
    out << "Engine (player " << player << ") did not decide the position in " << args.think
        << " s (--think); its move is the best of " << choice.playouts
        << " random games, not proven\n";
    return choice.move;
  }
}

}  // namespace

void register_play(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<PlayArgs>();
  CLI::App* cmd = app.add_subcommand("play", "Play a game at the terminal (scriptable on stdin)");
  add_position_options(*cmd, args->position);
  cmd->footer(std::string(kInGameCommands) + "\n" + cmd->get_footer());
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
    auto session = game.start(args->position.position, args->limits);
    // Each hint searches afresh within --max-seconds and --max-nodes, counted from when it
    // is asked (a session's own clock starts with the game).
    const auto hint_session = [&] {
      return game.start(current_position(args->position, *session), args->limits);
    };
    if (args->as == "3" && session->players() < 3)
      throw InputError("--as 3: this game has " + std::to_string(session->players()) + " players");
    std::mt19937_64 rng(args->seed);
    const auto human = [&](int player) {
      return args->as == "both" || args->as == std::to_string(player);
    };
    out << session->render();
    std::string line;
    bool quit = false;
    while (session->winner() == 0 && !quit) {
      const int player = session->to_move();
      if (!human(player)) {
        const auto moves = session->moves();
        // The perfect engine may search for minutes (5x5 Trails): say so on a terminal; the
        // progress line follows once a second, and Ctrl-C stops it.
        if (args->engine != "random" && progress_wanted())
          std::fprintf(stderr, "Engine (player %d) is thinking...\n", player);
        const std::string m = args->engine == "random"
                                  ? moves[rng() % moves.size()]
                                  : engine_move(game, *args, *session, player, out);
        end_progress();
        out << "Engine (player " << player << ") plays " << m << "\n";
        session->play(m);
        out << session->render();
        continue;
      }
      out << "Player " << player << "> " << std::flush;
      if (!std::getline(std::cin, line)) {
        out << "\n(input ended)\n";
        break;
      }
      const std::string command(trim(line));
      if (command.empty()) continue;
      if (command == "quit" || command == "exit") {
        quit = true;
      } else if (command == "help" || command == "?") {
        print_help(out);
      } else if (command == "moves" || command == "legal") {
        std::string list;
        for (const auto& m : session->moves()) list += (list.empty() ? "" : " ") + m;
        out << list << "\n";
      } else if (command == "board") {
        out << session->render();
      } else if (command == "hint") {
        print_hint(*hint_session(), out);
      } else if (command == "undo") {
        // Back to the previous turn of a person (over the engine's replies).
        bool undone = session->undo();
        while (undone && !human(session->to_move()) && session->undo()) {
        }
        out << (undone ? session->render() : "Nothing to undo.\n");
      } else {
        try {
          session->play(command);
          // When the engine replies next, the board is shown once, after its reply.
          if (session->winner() != 0 || human(session->to_move())) out << session->render();
        } catch (const InputError& e) {
          out << "Illegal: " << e.what() << " (type 'moves' for the legal moves)\n";
        }
      }
    }
    if (session->winner() != 0) out << "Player " << session->winner() << " wins.\n";
    if (args->json)
      print_json({{"game", args->position.game},
                  {"board", args->position.position.board},
                  {"moves", session->history()},
                  {"winner", session->winner() == 0 ? nlohmann::json(nullptr)
                                                    : nlohmann::json(session->winner())}});
    exit_code = kOk;
  });
}

}  // namespace gg::app
