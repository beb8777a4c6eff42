// gg demo: the main job until the census exists. Solves a handful of the papers' boards and
// prints a table of results next to what the papers claim.
#include <iomanip>
#include <iostream>

#include "app/command.h"
#include "games/game.h"
#include "games/report_json.h"

namespace gg::app {
namespace {

struct DemoCase {
  const char* game;
  const char* board;
  int paper_winner;
  const char* source;
};

constexpr DemoCase kCases[] = {
    {"trail-trap", "P3", 2, "Trail Trap, Prop. 2"},
    {"trail-trap", "K1,3", 1, "Trail Trap, Sec. 3"},
    {"trail-trap", "diamond", 2, "Trail Trap, Fig. 1"},
    {"trail-trap", "K4", 1, "Trail Trap, Prop. 4"},
    {"trail-trap", "K5", 2, "Trail Trap, Prop. 4"},
    {"trail-trap", "K6", 1, "Trail Trap, Sec. 3"},
    {"trail-trap", "K7", 1, "Trail Trap, Sec. 3"},
    {"trail-trap", "K8", 2, "Trail Trap, Sec. 3"},
    {"trail-trap", "K3,3", 2, "Trail Trap, Thm. 5"},
    {"trail-trap", "K3,5", 1, "Trail Trap, Thm. 5"},
    {"trail-trap", "K4,5", 2, "Trail Trap, Thm. 5"},
    {"trail-trap", "K5,5", 2, "Trail Trap, Thm. 5"},
    {"trail-trap", "P2xP5", 1, "Trail Trap, Prop. 7"},
    {"trail-trap", "C5xK2", 2, "Trail Trap, Prop. 8"},
    {"trail-trap", "P3xP3", 2, "Trail Trap, Prop. 3"},
    {"edge", "P5", 1, "EDGe, Thm. 3.10"},
    {"edge", "P6", 1, "EDGe, Thm. 3.11"},
    {"edge", "C7", 2, "EDGe, Thm. 3.16"},
    {"edge", "K3,4", 1, "EDGe, Thm. 3.3"},
    {"edge", "W7", 1, "EDGe, Thm. 3.5"},
    {"edge", "petersen", 1, "EDGe, Table 3"},
    {"edge", "moser", 1, "EDGe, Thm. 3.17"},
    {"edge", "T7", 2, "EDGe, Table 3"},
    {"edge", "T8", 2, "EDGe, Table 3"},
    {"edge", "K5*", 1, "EDGe, Thm. 4.6"},
    {"cycles", "C7", 1, "Cycles: C_n, n odd"},
    {"cycles", "P6", 1, "Cycles: paths, odd size"},
    {"cycles", "hourglass", 2, "Cycles thesis, Prop. 1"},
    {"cycles", "inverted-hourglass", 1, "Cycles thesis, Prop. 1"},
    {"cycles", "W8", 2, "Cycles: 14-edge wheel"},
    {"cycles", "spider:1,3,7", 1, "Cycles thesis, Thm. 3"},
};

}  // namespace

void register_demo(CLI::App& app, int& exit_code) {
  auto json = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand("demo", "Solve a handful of the papers' boards and compare");
  cmd->add_flag("--json", *json, "Print one JSON object");
  cmd->callback([json, &exit_code] {
    nlohmann::json rows = nlohmann::json::array();
    int disagreements = 0;
    if (!*json)
      std::cout << std::left << std::setw(12) << "game" << std::setw(20) << "board" << std::setw(8)
                << "winner" << std::setw(8) << "paper" << std::setw(22) << "source" << std::right
                << std::setw(12) << "nodes" << std::setw(10) << "seconds"
                << "  winning first moves\n";
    for (const DemoCase& c : kCases) {
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
      std::string firsts;
      for (std::size_t i = 0; i < r.winning_moves.size() && i < 4; ++i)
        firsts += r.winning_moves[i] + " ";
      if (r.winning_moves.size() > 4)
        firsts += "... (" + std::to_string(r.winning_moves.size()) + ")";
      if (r.winning_moves.empty()) firsts = "none: every opening loses";
      std::cout << std::left << std::setw(12) << c.game << std::setw(20) << c.board << std::setw(8)
                << ("P" + std::to_string(r.winner)) << std::setw(8)
                << ("P" + std::to_string(c.paper_winner)) << std::setw(22) << c.source << std::right
                << std::setw(12) << r.nodes << std::setw(10) << std::fixed << std::setprecision(3)
                << r.seconds << "  " << firsts << "\n";
    }
    if (*json) {
      print_json({{"results", rows}, {"disagreements", disagreements}});
    } else {
      std::cout << (disagreements == 0 ? "All results agree with the papers.\n"
                                       : std::to_string(disagreements) +
                                             " result(s) differ from the papers: see docs/.\n");
    }
    exit_code = kOk;
  });
}

}  // namespace gg::app
