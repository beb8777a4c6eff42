// gg games: the games, their move notation and the options each one takes (from the games'
// own declarations, games/parameters.h).
#include <iostream>

#include "app/command.h"
#include "games/report_json.h"

namespace gg::app {

void register_games(CLI::App& app, int& exit_code) {
  auto json = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand("games", "List the games, their move notation and options");
  cmd->add_flag("--json", *json, "Print one JSON object");
  cmd->callback([json, &exit_code] {
    if (*json) {
      print_json({{"games", games_json()}});
    } else {
      for (const auto& g : all_games()) {
        std::cout << g->name() << ": " << g->summary() << "\n";
        for (const ParamSpec& p : g->params())
          std::cout << "  " << option_name(p.name) << (p.type == ParamType::kFlag ? "" : " VALUE")
                    << "  " << p.help << "\n";
      }
    }
    exit_code = kOk;
  });
}

}  // namespace gg::app
