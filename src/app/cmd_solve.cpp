// gg solve <game> <board>: who wins with perfect play, every winning move, the refutation of
// every losing move, and a principal line.
#include <iostream>

#include "app/command.h"
#include "app/report_json.h"
#include "games/game.h"

namespace gg::app {
namespace {

struct SolveArgs {
  PositionArgs position;
  bool json = false;
  bool no_symmetry = false;
  int canonical_depth = -1;
  int win_within = 0;
};

void print_moves(const std::string& label, const std::vector<std::string>& moves) {
  std::cout << label << " (" << moves.size() << "):";
  for (const auto& m : moves) std::cout << " " << m;
  std::cout << "\n";
}

void print_cost(const SolveReport& r) {
  std::cout << "Nodes: " << r.nodes << ", time: " << r.seconds << " s, method: " << r.method
            << "\n";
}

void print_shortest_win(const SolveReport& r) {
  const int limit = r.details.at("win_within").get<int>();
  if (r.details.at("shortest_win").is_null()) {
    std::cout << "Player " << r.to_move << " has no forced win within " << limit
              << " of its moves.\n";
  } else {
    print_moves("Player " + std::to_string(r.to_move) + " forces a win in " +
                    std::to_string(r.details.at("shortest_win").get<int>()) +
                    " of its moves; first moves",
                r.winning_moves);
  }
  print_cost(r);
}

void print_text(const SolveReport& r) {
  std::cout << r.position;
  if (r.method == "shortest-win") return print_shortest_win(r);
  std::cout << "Variant: " << r.variant << "\n";
  std::cout << "Winner with perfect play: player " << r.winner << "\n";
  if (r.details.contains("winner_only")) {
    if (!r.winning_moves.empty())
      std::cout << "A winning move for player " << r.to_move << ": " << r.winning_moves[0]
                << " (--winner-only: other moves not examined)\n";
    return print_cost(r);
  }
  if (r.moves.empty()) {
    std::cout << "The game is over: player " << r.to_move << " has no move.\n";
  } else if (!r.winning_moves.empty()) {
    print_moves("Winning moves for player " + std::to_string(r.to_move), r.winning_moves);
  } else {
    std::cout << "Every move of player " << r.to_move << " loses; refutations:\n";
  }
  std::vector<std::string> refuted;
  for (const auto& m : r.moves)
    if (!m.wins) refuted.push_back(m.move + " (refuted by " + m.refutation + ")");
  if (!refuted.empty()) {
    std::cout << "Losing moves (" << refuted.size() << "):";
    for (const auto& m : refuted) std::cout << "\n  " << m;
    std::cout << "\n";
  }
  if (!r.principal_line.empty()) print_moves("Principal line", r.principal_line);
  print_cost(r);
}

}  // namespace

void register_solve(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<SolveArgs>();
  CLI::App* cmd = app.add_subcommand("solve", "Solve a board or a partly played position");
  add_position_options(*cmd, args->position);
  cmd->add_flag("--grundy", args->position.request.grundy,
                "Impartial games: also compute the Sprague-Grundy value of the position");
  cmd->add_flag("--no-symmetry", args->no_symmetry, "Do not use graph automorphisms");
  cmd->add_option("--canonical-depth", args->canonical_depth,
                  "Use canonical (symmetry-merged) transposition keys up to this ply")
      ->check(CLI::Range(0, 64));
  cmd->add_flag("--force-search", args->position.request.force_search,
                "Use the general search even where a special algorithm applies");
  cmd->add_option("--solver", args->position.request.solver, "Search: negamax (default) or dfpn")
      ->check(CLI::IsMember({"negamax", "dfpn"}));
  cmd->add_option("--win-within", args->win_within,
                  "Puzzle mode: the shortest forced win of at most this many moves")
      ->check(CLI::Range(1, 100));
  cmd->add_flag("--winner-only", args->position.request.winner_only,
                "Decide the winner only, with one winning move when the side to move wins "
                "(no verdicts for the other moves, no line)");
  cmd->add_flag("--json", args->json, "Print one JSON object");
  add_limit_options(*cmd, args->position.request.limits);
  cmd->callback([args, &exit_code] {
    args->position.request.use_symmetry = !args->no_symmetry;
    if (args->canonical_depth >= 0) args->position.request.canonical_depth = args->canonical_depth;
    if (args->win_within > 0) args->position.request.win_within = args->win_within;
    const Game& game = find_game(args->position.game);
    SolveReport report = game.solve(args->position.resolved());
    if (args->position.request.winner_only) report.details["winner_only"] = true;
    if (args->json) {
      print_json(to_json(report));
    } else {
      print_text(report);
    }
    exit_code = kOk;
  });
}

}  // namespace gg::app
