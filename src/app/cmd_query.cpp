// gg query: stored census results listed by filters.
#include <iostream>

#include "app/command.h"
#include "census/plan.h"
#include "census/report.h"
#include "census/store.h"
#include "census/sweep.h"
#include "core/text.h"

namespace gg::app {
namespace {

// A query selects rows by the rule variant only.
bool rule_params(const ParamSpec& spec) { return spec.role == ParamRole::kRule; }

}  // namespace

void register_query(CLI::App& app, int& exit_code) {
  struct Args {
    census::QueryFilter filter;
    int order = -1, winner = -1, max_degree = -1, size = -1;
    GameOptions options;
    std::string db = "graphgames.db";
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand("query", "List stored census results by filters");
  cmd->add_option("game", args->filter.game,
                  "Game played on graphs: " + game_names(/*graph_boards_only=*/true))
      ->required();
  cmd->add_option("--order", args->order, "Number of vertices")->check(CLI::Range(0, 64));
  cmd->add_option("--winner", args->winner,
                  "1 or 2 (three-player games: 1, 2, 3, or 0 where no player can force a win)")
      ->check(CLI::Range(0, 3));
  cmd->add_option("--max-degree", args->max_degree, "Maximum degree at most D")
      ->check(CLI::Range(0, 64));
  cmd->add_option("--size", args->size, "Number of edges")->check(CLI::Range(0, 2016));
  args->options.add_to(*cmd, rule_params);
  cmd->add_option("--db", args->db, "Results database (default: graphgames.db)");
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->callback([args, &exit_code] {
    const Game& game = census::graph_game(args->filter.game);
    census::QueryFilter f = args->filter;
    f.variant = game.variant(args->options.params(game));
    if (args->order >= 0) f.order = args->order;
    if (args->winner >= 0) f.winner = args->winner;
    if (args->max_degree >= 0) f.max_degree = args->max_degree;
    if (args->size >= 0) f.size = args->size;
    const census::ResultStore store(args->db, store::Access::kReadOnly);
    const auto rows = store.query(f);
    const nlohmann::json unfinished = census::unfinished_orders(store, f.game, f.variant, f.order);
    if (args->json) {
      nlohmann::json list = nlohmann::json::array();
      for (const auto& r : rows) list.push_back(census::row_json(game, r));
      print_json({{"game", f.game},
                  {"variant", f.variant},
                  {"complete", unfinished.empty()},
                  {"unfinished", unfinished},
                  {"results", list}});
    } else {
      for (const auto& r : rows) {
        const auto [graph6, cells] = census::split_board_key(r.canonical);
        std::cout << graph6 << (cells.empty() ? "" : "\tcells=" + cells) << "\tn=" << r.order
                  << "\tm=" << r.size << "\tmaxdeg=" << r.max_degree << "\twinner="
                  << (r.winner == 0 ? std::string("none") : "P" + std::to_string(r.winner));
        for (const auto& [name, value] : r.facts) std::cout << "\t" << name << "=" << value;
        std::cout << "\n";
      }
      std::cerr << rows.size() << " graphs\n";
    }
    for (const nlohmann::json& o : unfinished) std::cerr << census::unfinished_text(o) << "\n";
    exit_code = kOk;
  });
}

}  // namespace gg::app
