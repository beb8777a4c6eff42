#include "play/terminal_game.h"

#include <algorithm>
#include <iostream>
#include <random>

#include "core/error.h"
#include "core/text.h"
#include "games/session.h"
#include "play/engine_move.h"
#include "play/position_values.h"

namespace gg::play {

const char* const kInGameCommands =
    "Commands (one per line; a script may feed them on stdin):\n"
    "  <move>  play a move in the game's notation\n"
    "  moves   list the legal moves\n"
    "  hint    each of your moves: wins or loses, in how many plies, and the\n"
    "          reply that refutes a losing move\n"
    "  undo    take back your last move (and the engine's reply)\n"
    "  board   show the board again\n"
    "  help    this list\n"
    "  quit    leave the game\n";

namespace {

// Positions a hint may visit to give each move's distance to the end: well under a second.
constexpr std::size_t kHintRemotenessBudget = 200000;

// The engine's verdict on every legal move of the side to move, best first: whether it wins
// or loses, in how many plies the game then ends with perfect play (where that is cheap to
// count), and the reply that refutes a losing move; with more than two players, who can force
// a win after it.
void print_hint(Session& s, std::ostream& out) {
  const PositionValues values = evaluate_position(s, kHintRemotenessBudget);
  if (values.stopped && values.stopped->reason == SearchAborted::Reason::kInterrupt)
    throw *values.stopped;  // Ctrl-C ends the game, as during the engine's search
  std::size_t width = 0;
  std::vector<std::string> undecided;  // one line for all of them, not one line each
  for (const auto& m : values.moves) width = std::max(width, m.move.size());
  for (const MoveValue& m : values.moves) {
    if (s.players() <= 2 && m.value == "unknown") {
      undecided.push_back(m.move);
      continue;
    }
    out << "  " << m.move << std::string(width - m.move.size(), ' ') << "  ";
    if (s.players() > 2) {
      out << (m.forced_winner == 0
                  ? std::string("nobody can force a win")
                  : "player " + std::to_string(m.forced_winner) + " can force a win")
          << "\n";
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
  if (values.moves.empty() && values.stopped) out << "  no move decided within the limit\n";
  if (!undecided.empty())
    out << "  not decided within the limit: "
        << (undecided.size() == values.moves.size() ? "every move" : joined(undecided)) << " ("
        << format_count(static_cast<long long>(undecided.size()))
        << (undecided.size() == 1 ? " move" : " moves") << ")\n";
  if (values.remoteness)
    out << "  (plies counted with the winner hurrying and the loser holding out)\n";
  if (values.stopped)
    out << "  (the search stopped after " << format_count(values.stopped->nodes) << " nodes, "
        << format_seconds(values.stopped->seconds)
        << ": --max-seconds and --max-nodes bound each hint)\n";
}

// The current position as a Position: the board, its options, --moves and the moves played
// since.
Position current_position(const Position& start, const Session& s) {
  Position p = start;
  const std::string since = joined(s.history());
  p.moves += (p.moves.empty() || since.empty() ? "" : " ") + since;
  return p;
}

// The perfect engine's move within the thinking budget, searched afresh so that the clock
// starts now; past the budget the best move found, said to be unproven.
std::string engine_move(const Game& game, const Position& start, const TerminalGameOptions& options,
                        const Session& s, int player, std::ostream& out) {
  SolveLimits limits = options.limits;
  limits.max_seconds = options.think;
  limits.max_nodes = 0;
  const Position position = current_position(start, s);
  auto fresh = game.start(position, limits);
  try {
    return fresh->best_move();
  } catch (const SearchAborted& stop) {
    if (stop.reason == SearchAborted::Reason::kInterrupt) throw;
    if (options.done_thinking) options.done_thinking();
    SolveLimits playouts;
    playouts.max_seconds = 1;
    playouts.interrupt = limits.interrupt;
    const EngineMove choice =
        choose_engine_move(game, position, undecided_position(*fresh, stop), playouts,
                           kEngineMovePlayouts, options.seed + s.history().size());
    out << "Engine (player " << player << ") did not decide the position in " << options.think
        << " s (--think); its move is the best of " << choice.playouts
        << " random games, not proven\n";
    return choice.move;
  }
}

}  // namespace

TerminalGameRecord play_terminal_game(const Game& game, const Position& start,
                                      const TerminalGameOptions& options, std::istream& in,
                                      std::ostream& out) {
  auto session = game.start(start, options.limits);
  // Each hint searches afresh within --max-seconds and --max-nodes, counted from when it
  // is asked (a session's own clock starts with the game).
  const auto hint_session = [&] {
    return game.start(current_position(start, *session), options.limits);
  };
  if (options.as == "3" && session->players() < 3)
    throw InputError("--as 3: this game has " + std::to_string(session->players()) + " players");
  std::mt19937_64 rng(options.seed);
  const auto human = [&](int player) {
    return options.as == "both" || options.as == std::to_string(player);
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
      if (!options.random_engine && options.thinking) options.thinking(player);
      const std::string m = options.random_engine
                                ? moves[rng() % moves.size()]
                                : engine_move(game, start, options, *session, player, out);
      if (options.done_thinking) options.done_thinking();
      out << "Engine (player " << player << ") plays " << m << "\n";
      session->play(m);
      out << session->render();
      continue;
    }
    out << "Player " << player << "> " << std::flush;
    if (!(options.read_line ? options.read_line(line)
                            : static_cast<bool>(std::getline(in, line)))) {
      out << "\n(input ended)\n";
      break;
    }
    const std::string command(trim(line));
    if (command.empty()) continue;
    if (command == "quit" || command == "exit") {
      quit = true;
    } else if (command == "help" || command == "?") {
      out << kInGameCommands;
    } else if (command == "moves" || command == "legal") {
      out << joined(session->moves()) << "\n";
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
  return {session->history(), session->winner()};
}

}  // namespace gg::play
