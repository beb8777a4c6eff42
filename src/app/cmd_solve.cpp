// gg solve <game> <board>: who wins with perfect play, every winning move, the refutation of
// every losing move, and a principal line.
#include <cstdio>
#include <iostream>

#include "app/certificate_output.h"
#include "app/command.h"
#include "core/text.h"
#include "games/game.h"
#include "games/report_json.h"
#include "play/certificate.h"
#include "play/table_file.h"

namespace gg::app {
namespace {

struct SolveArgs {
  PositionArgs position;
  SearchOptions search;
  bool json = false;
  int win_within = 0;
  std::string certificate;    // write the winner's strategy as a certificate to this file
  int certificate_split = 0;  // prove the positions this many plies in by part certificates
  std::string table_file;     // keep the search's table in this file across runs
};

// Writes --certificate's file (from `workspace`'s table when one is given); checks its
// winner against the solve's.
play::CertificateSummary write_certificate(const Game& game, const SolveArgs& args,
                                           const SolveReport& report, SolverWorkspace* workspace) {
  play::CertificateOptions options;
  options.split_plies = args.certificate_split;
  options.workspace = workspace;
  if (progress_wanted())
    options.on_progress = [split = options.split_plies > 0](const play::CertificateProgress& p) {
      show_certificate_progress(p, split);
    };
  SolveLimits limits = args.search.limits;
  limits.on_progress = nullptr;  // the certificate's own line reports its searches
  // A limit now stops the writing of a solved position's certificate: say so, and what stays.
  set_limit_stage("while writing the certificate");
  const std::string parts = play::parts_directory(args.certificate);
  std::string kept;
  if (args.certificate_split > 0 && !args.table_file.empty()) {
    kept = "the parts written are kept in " + parts + " and the table in " + args.table_file +
           ": the same command goes on from them";
  } else if (args.certificate_split > 0) {
    kept = "the parts written are kept in " + parts + ": the same command writes the rest";
  } else if (!args.table_file.empty()) {
    kept = "the table is kept in " + args.table_file + ": the same command goes on from it";
  } else {
    kept = "--certificate-split N keeps the parts a run finishes";
  }
  set_limit_advice("the solve had found that player " + std::to_string(report.winner) + " wins; " +
                   kept);
  const play::CertificateSummary certificate =
      play::write_certificate(game, args.position.position, limits, args.certificate, options);
  end_progress();
  if (certificate.winner != report.winner)
    throw std::logic_error("the certificate's winner differs from the solver's");
  return certificate;
}

// The solve, and the certificate when one is asked for. With --table-file the table is loaded
// from the file, the certificate is written from what the solve proved, and the table is saved
// also when a limit or Ctrl-C stops either, so that the next run goes on from it.
SolveReport solve_and_certify(const Game& game, SolveArgs& args, nlohmann::json& table_report,
                              std::optional<play::CertificateSummary>& certificate) {
  const SolveRequest request{args.position.position, args.search};
  if (args.table_file.empty()) {
    SolveReport report = game.solve(request);
    end_progress();
    if (!args.certificate.empty()) certificate = write_certificate(game, args, report, nullptr);
    return report;
  }
  set_limit_advice("the table is kept in " + args.table_file +
                   ": the same command goes on from it");
  try {
    const auto then = [&](const SolveReport& report, SolverWorkspace& workspace) {
      end_progress();
      if (!args.certificate.empty())
        certificate = write_certificate(game, args, report, &workspace);
    };
    return play::solve_with_table_file(game, request, args.table_file, table_report, then);
  } catch (const SearchAborted& stopped) {
    end_progress();
    // A limit's message carries the advice above; an interrupt's does not.
    if (stopped.reason == SearchAborted::Reason::kInterrupt)
      std::fprintf(stderr, "gg: the table is kept in %s: the same command goes on from it\n",
                   args.table_file.c_str());
    throw;
  }
}

void print_table_report(const nlohmann::json& t) {
  if (t.empty()) return;
  if (!t["saved"].get<bool>()) {
    std::cout << "Table: none saved in " << t["file"].get<std::string>()
              << " (the position was decided without a search)\n";
    return;
  }
  const auto bytes = t["bytes"].get<long long>();
  std::cout << "Table: " << t["file"].get<std::string>() << ", "
            << (bytes >= (1 << 20) ? format_count(bytes >> 20) + " MiB"
                                   : format_count(bytes >> 10) + " KiB")
            << ", saved; " << format_count(t["nodes_in_all"].get<long long>())
            << " nodes in all runs (" << format_count(t["nodes_before"].get<long long>())
            << " before this one)\n";
}

void print_moves(const std::string& label, const std::vector<std::string>& moves) {
  std::cout << label << " (" << moves.size() << "):";
  for (const auto& m : moves) std::cout << " " << m;
  std::cout << "\n";
}

void print_cost(const SolveReport& r) {
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.3f", r.seconds);
  std::cout << "Nodes: " << r.nodes << ", time: " << seconds << " s, method: " << r.method << "\n";
}

void print_shortest_win(const SolveReport& r) {
  if (!r.shortest_win) {
    std::cout << "Player " << r.to_move << " has no forced win within " << *r.win_within
              << " of its moves.\n";
  } else {
    print_moves("Player " + std::to_string(r.to_move) + " forces a win in " +
                    std::to_string(*r.shortest_win) + " of its moves; first moves",
                r.winning_moves);
    // The fastest win against the longest resistance.
    if (!r.principal_line.empty()) print_moves("Principal line", r.principal_line);
  }
  print_cost(r);
}

// Several players: who can force a win against all the others together, and after each move.
void print_several_players(const SolveReport& r, bool winner_only) {
  const std::string others = r.players == 3 ? "the other two" : "all the others";
  if (r.winner != 0) {
    std::cout << "Player " << r.winner << " can force a win against any joint play of " << others
              << "\n";
  } else {
    std::cout << "No player can force a win against " << others
              << " together: the outcome depends on how they play\n";
  }
  if (winner_only) return print_cost(r);
  if (r.moves.empty()) {
    std::cout << "The game is over: player " << r.winner << " made the last move.\n";
  } else {
    if (!r.winning_moves.empty())
      print_moves("Moves that keep player " + std::to_string(r.to_move) + "'s forced win",
                  r.winning_moves);
    std::cout << "After each move of player " << r.to_move << ", the player who can force a win:";
    for (const auto& m : r.moves)
      std::cout << "\n  " << m.move << ": "
                << (m.forced_winner == 0 ? std::string("nobody")
                                         : "player " + std::to_string(m.forced_winner));
    std::cout << "\n";
  }
  if (!r.principal_line.empty()) print_moves("A winning line", r.principal_line);
  print_cost(r);
}

// The game's stored facts the report has, in words: " (3 colours)".
std::string facts_text(const SolveReport& r) {
  std::string out;
  for (const FactSpec& f : find_game(r.game).stored_facts())
    if (const auto it = r.stored_facts.find(f.name); it != r.stored_facts.end())
      out += " (" + counted(it->second, f.singular, f.plural) + ")";
  return out;
}

void print_text(const SolveReport& r, bool winner_only) {
  std::cout << r.position;
  if (r.win_within) return print_shortest_win(r);
  std::cout << "Variant: " << r.variant << facts_text(r) << "\n";
  if (r.players > 2) return print_several_players(r, winner_only);
  std::cout << "Winner with perfect play: player " << r.winner << "\n";
  if (r.grundy) std::cout << "Grundy value: " << *r.grundy << "\n";
  if (winner_only) {
    if (!r.winning_moves.empty())
      std::cout << "A winning move for player " << r.to_move << ": " << r.winning_moves[0]
                << " (--winner-only: other moves not examined)\n";
    return print_cost(r);
  }
  if (r.moves.empty() && r.all_moves_examined) {
    std::cout << "The game is over: player " << r.to_move << " has no move.\n";
  } else if (!r.winning_moves.empty()) {
    print_moves("Winning moves for player " + std::to_string(r.to_move), r.winning_moves);
  } else if (r.all_moves_examined) {
    std::cout << "Every move of player " << r.to_move << " loses; refutations:\n";
  } else {
    // A special algorithm decided the loss from some of the moves (Trail Trap trees: the
    // central openings); say which were examined rather than list them all.
    std::cout << "Every move of player " << r.to_move
              << " loses; examined: " << r.details.value("openings_examined", "some moves") << "\n";
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
  add_position_options(*cmd, args->position, any_param);
  std::vector<std::string> solvers;
  for (const auto& [name, solver] : kSolverNames) solvers.emplace_back(name);
  cmd->add_option_function<std::string>(
         "--solver", [args](const std::string& name) { args->search.solver = parse_solver(name); },
         "Search: negamax (default) or dfpn")
      ->check(CLI::IsMember(solvers));
  cmd->add_option("--win-within", args->win_within,
                  "Puzzle mode: the shortest forced win of at most this many moves")
      ->check(CLI::Range(1, 100));
  cmd->add_flag("--winner-only", args->search.winner_only,
                "Decide the winner only, with one winning move when the side to move wins "
                "(no verdicts for the other moves, no line)");
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->add_option("--certificate", args->certificate,
                  "Also write the winner's strategy as a certificate that gg-check verifies "
                  "(docs/certificates.md)")
      ->check(output_file_validator());
  cmd->add_option("--certificate-split", args->certificate_split,
                  "Prove the positions this many plies in by certificates of their own, in the "
                  "directory FILE.parts: a long certificate written in resumable parts")
      ->check(CLI::Range(1, 20));
  cmd->add_option("--table-file", args->table_file,
                  "Keep the transposition table in FILE: loaded when FILE holds one of this board "
                  "(it keeps its size, and may grow to --tt-mb), saved when the search ends or a "
                  "limit or Ctrl-C stops it, so the same command goes on where it stopped; "
                  "--certificate is then written from it")
      ->check(output_file_validator());
  add_limit_options(*cmd, args->search.limits);
  cmd->callback([args, &exit_code] {
    if (args->win_within > 0) args->search.win_within = args->win_within;
    if (args->certificate_split > 0 && args->certificate.empty())
      throw InputError("--certificate-split needs --certificate FILE");
    const Game& game = args->position.resolve();
    if (!args->search.winner_only && !args->search.win_within)
      set_limit_advice(
          "a full analysis proves every opening; --winner-only stops at the first winning one");
    nlohmann::json table_report = nlohmann::json::object();
    std::optional<play::CertificateSummary> certificate;
    const SolveReport report = solve_and_certify(game, *args, table_report, certificate);
    end_progress();
    if (args->json) {
      nlohmann::json j = to_json(report);
      if (args->search.winner_only) j["details"]["winner_only"] = true;
      if (certificate) j["certificate"] = play::certificate_json(args->certificate, *certificate);
      if (!table_report.empty()) j["table_file"] = table_report;
      print_json(j);
    } else {
      print_text(report, args->search.winner_only);
      print_table_report(table_report);
      if (certificate) print_certificate(args->certificate, *certificate);
    }
    exit_code = kOk;
  });
}

}  // namespace gg::app
