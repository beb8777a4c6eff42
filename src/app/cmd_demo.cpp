// gg demo: solves a handful of the papers' boards and prints a table of results next to
// what the papers claim.
#include <iomanip>
#include <iostream>
#include <set>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "app/command.h"
#include "core/text.h"
#include "games/game.h"
#include "games/report_json.h"

namespace gg::app {

// Defined in the generated known_results.cpp: tests/data/known_results.tsv as text.
std::span<const std::pair<std::string_view, std::string_view>> known_results_files();

namespace {

// One row of the known results marked for the demo: the board, the winner the program finds
// (checked by the tests), the paper's claim and where it is made.
struct DemoCase {
  std::string game, board;
  int paper_winner = 0;
  std::string source;
};

std::vector<DemoCase> demo_cases() {
  std::vector<DemoCase> cases;
  for (const std::string_view line : split(known_results_files().front().second, '\n')) {
    if (line.empty() || line[0] == '#') continue;
    // game, board, moves, winner, paper_winner, demo, source
    const auto cells = split(line, '\t');
    if (cells.size() == 7 && cells[5] == "demo")
      cases.push_back({std::string(cells[0]), std::string(cells[1]), *parse_uint(cells[4]),
                       std::string(cells[6])});
  }
  return cases;
}

}  // namespace

void register_demo(CLI::App& app, int& exit_code) {
  auto json = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand("demo", "Solve a handful of the papers' boards and compare");
  cmd->add_flag("--json", *json, "Print one JSON object");
  cmd->callback([json, &exit_code] {
    nlohmann::json rows = nlohmann::json::array();
    int disagreements = 0;
    std::set<std::string> differing_pages;
    if (!*json)
      std::cout << std::left << std::setw(12) << "game" << std::setw(20) << "board" << std::setw(8)
                << "winner" << std::setw(8) << "paper" << std::right << std::setw(12) << "nodes"
                << std::setw(10) << "seconds"
                << "  " << std::left << std::setw(36) << "winning first moves"
                << "source\n";
    for (const DemoCase& c : demo_cases()) {
      SolveRequest request;
      request.position.board = c.board;
      request.search.limits.interrupt = &g_interrupted;
      const SolveReport r = find_game(c.game).solve(request);
      disagreements += r.winner != c.paper_winner;
      nlohmann::json row = to_json(r);
      row["paper_winner"] = c.paper_winner;
      row["source"] = c.source;
      rows.push_back(row);
      if (*json) continue;
      if (r.winner != c.paper_winner) differing_pages.insert("docs/games/" + c.game + ".md");
      std::string firsts;
      for (std::size_t i = 0; i < r.winning_moves.size() && i < 4; ++i)
        firsts += (i > 0 ? " " : "") + r.winning_moves[i];
      if (r.winning_moves.size() > 4)
        firsts += " ... (" + std::to_string(r.winning_moves.size()) + ")";
      if (r.winning_moves.empty()) firsts = "none: every opening loses";
      std::cout << std::left << std::setw(12) << c.game << std::setw(20) << c.board << std::setw(8)
                << ("P" + std::to_string(r.winner)) << std::setw(8)
                << ("P" + std::to_string(c.paper_winner)) << std::right << std::setw(12) << r.nodes
                << std::setw(10) << std::fixed << std::setprecision(3) << r.seconds << "  "
                << std::left << std::setw(36) << firsts << c.source.substr(0, c.source.find(" ("))
                << "\n";
    }
    if (*json) {
      print_json({{"results", rows}, {"disagreements", disagreements}});
    } else {
      std::string pages;
      for (const std::string& page : differing_pages) pages += (pages.empty() ? "" : ", ") + page;
      std::cout << (disagreements == 0
                        ? "All results agree with the papers.\n"
                        : std::to_string(disagreements) +
                              " result(s) differ from the papers: see " + pages + ".\n");
    }
    exit_code = kOk;
  });
}

}  // namespace gg::app
