// The Game of Cycles' definition: plane boards (named drawings, cells, coordinates, or an
// automatic embedding), the Grundy decomposition for the winner on boards without cells.
#include <chrono>
#include <memory>
#include <string>

#include "games/cycles/cycles.h"
#include "games/cycles/decomposition.h"
#include "games/cycles/forcing_solver.h"
#include "games/definition.h"
#include "graph/plane_drawing.h"

namespace gg::cycles {
namespace {

int players_of(const Position& position) {
  return position.params.integer(Definition::kPlayers).value_or(2);
}

// The player (1..players) who can force a win from s, or 0; the last mover once it is over.
int forced_winner(ForcingSolver& solver, State& s) {
  const int players = s.board().players();
  if (s.winner()) return player_at_seat(s.mover(), players - 1, players);
  return player_at_seat(s.mover(), solver.forcing_seat(s), players);
}

std::vector<Move> legal_moves_of(const State& s) {
  MoveBuffer buf;
  if (!s.winner()) s.legal_moves(buf);
  return {buf.begin(), buf.end()};
}

// The board of a position: made from its text, or the one made last on this thread from the
// same text. A split proof (gg prove) starts thousands of subproblems on one board, and making
// it (embedding, faces, symmetries) took longer than most of their searches. Boards are
// immutable, so sharing one between states is sound.
std::shared_ptr<const Board> board_of(const Position& position) {
  struct Made {
    std::string board, cells, variant;
    int players = 0;
    std::shared_ptr<const Board> made;
  };
  thread_local Made last;
  const std::string cells = position.params.text(Definition::kCells).value_or("");
  const std::string variant = position.params.text(Definition::kVariant).value_or("");
  const int players = players_of(position);
  if (last.made == nullptr || last.board != position.board || last.cells != cells ||
      last.variant != variant || last.players != players) {
    // Parsed first: a board that fails to parse leaves the last one in place.
    auto made = std::make_shared<const Board>(parse_plane_board(position.board, cells),
                                              parse_variant(variant), players);
    last = {position.board, cells, variant, players, std::move(made)};
  }
  return last.made;
}

}  // namespace

State Definition::make(const Position& position, const SearchOptions&) {
  return State(board_of(position));
}

std::optional<SolveReport> Definition::multiplayer_solve(const SolveRequest& request) {
  const int players = players_of(request.position);
  if (players == 2) return std::nullopt;
  const auto two_players_only = [&](const std::string& what) {
    return InputError(what + " applies to two-player games (this one has --players " +
                      std::to_string(players) + ")");
  };
  if (request.search.solver) throw two_players_only("--solver");
  if (request.search.win_within) throw two_players_only("--win-within");
  if (request.position.params.flag(param::kGrundy)) throw two_players_only("--grundy");
  const auto clock = std::chrono::steady_clock::now();
  State state = start_state<Definition>(request.position);
  ForcingSolver solver(request.search.limits, players,
                       request.position.params.flag(param::kForceSearch));
  SolveReport report;
  report.players = players;
  report.to_move = state.mover();
  report.winner = forced_winner(solver, state);
  if (!request.search.winner_only) {
    for (const Move m : legal_moves_of(state)) {
      state.play(m);
      MoveReport verdict{cycles::format_move(m), false, "", forced_winner(solver, state)};
      state.undo(m);
      verdict.wins = verdict.forced_winner == report.to_move;
      if (verdict.wins) report.winning_moves.push_back(verdict.move);
      report.moves.push_back(std::move(verdict));
    }
  }
  if (request.search.want_line && !request.search.winner_only && report.winner != 0) {
    // The forcing player's moves keep its win; every other player's move does too.
    State line = state;
    for (auto moves = legal_moves_of(line); !moves.empty(); moves = legal_moves_of(line)) {
      Move chosen = moves.front();
      if (line.mover() == report.winner) {
        for (const Move m : moves) {
          line.play(m);
          const bool keeps = forced_winner(solver, line) == report.winner;
          line.undo(m);
          if (keeps) {
            chosen = m;
            break;
          }
        }
      }
      report.principal_line.push_back(cycles::format_move(chosen));
      line.play(chosen);
    }
  }
  report.nodes = solver.nodes();
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - clock).count();
  report.method = solver.method();
  report.position = render_ascii(state);
  report.details["players"] = players;
  report.details["forced_winner"] =
      report.winner == 0 ? nlohmann::json(nullptr) : nlohmann::json(report.winner);
  if (report.method == "cycle-gaps") report.details["gap_positions"] = solver.gap_positions();
  add_facts(state, request.position, report);
  return report;
}

std::optional<SolveReport> Definition::special_solve(const SolveRequest& request) {
  if (!request.search.winner_only) return std::nullopt;
  State state = start_state<Definition>(request.position);
  if (!state.board().plane().cells.empty() || state.board().graph().size() > 64)
    return std::nullopt;
  DecompositionSolver solver(request.search.limits, request.search.workspace);
  const int value = solver.grundy(state);
  SolveReport report;
  report.to_move = number_of(state.side_to_move());
  report.winner = number_of(value != 0 ? state.side_to_move() : opponent(state.side_to_move()));
  report.grundy = value;
  report.nodes = solver.stats().nodes;
  report.seconds = solver.stats().seconds;
  report.method = "grundy-decomposition";
  report.position = render_ascii(state);
  add_facts(state, request.position, report);
  return report;
}

Picture Definition::render(const State& s) {
  const Drawing drawing = drawing_of(s.board().plane());
  return {render_ascii(s), render_svg(s, drawing), render_dot(s, drawing)};
}

void Definition::add_facts(const State& s, const Position&, SolveReport& report) {
  report.details["cells"] = s.board().plane().cells;
  report.details["drawing"] = s.board().plane().drawing;
}

}  // namespace gg::cycles
