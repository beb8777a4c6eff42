// gg games: the games, their move notation and the options each one takes (from the games'
// own declarations, games/parameters.h).
#include <iostream>
#include <string>

#include "app/command.h"
#include "games/report_json.h"

namespace gg::app {
namespace {

// What an option takes, as its usage line shows it: the choices spelled out ("standard|strict",
// which the bash completion offers), a number's range, or VALUE.
std::string value_spelling(const ParamSpec& p) {
  switch (p.type) {
    case ParamType::kFlag:
      return "";
    case ParamType::kChoice:
      return " " + std::string(p.choices);
    case ParamType::kInt:
      return " " + std::to_string(p.min) + ".." + std::to_string(p.max);
    case ParamType::kText:
      break;
  }
  return " VALUE";
}

}  // namespace

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
          std::cout << "  " << option_name(p.name) << value_spelling(p) << "  " << p.help << "\n";
      }
    }
    exit_code = kOk;
  });
}

}  // namespace gg::app
