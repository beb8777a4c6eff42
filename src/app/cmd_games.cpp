// gg games: the games, their move notation and the options each one takes (from the games'
// own declarations, games/parameters.h).
#include <iostream>

#include "app/command.h"
#include "core/text.h"

namespace gg::app {
namespace {

std::string_view type_name(ParamType t) {
  switch (t) {
    case ParamType::kFlag:
      return "flag";
    case ParamType::kInt:
      return "int";
    case ParamType::kChoice:
      return "choice";
    case ParamType::kText:
      return "text";
  }
  return "text";
}

std::string_view role_name(ParamRole r) {
  switch (r) {
    case ParamRole::kRule:
      return "rule";
    case ParamRole::kBoard:
      return "board";
    case ParamRole::kSearch:
      return "search";
  }
  return "search";
}

nlohmann::json param_json(const ParamSpec& p) {
  nlohmann::json j = {{"name", p.name},
                      {"option", option_name(p.name)},
                      {"type", type_name(p.type)},
                      {"role", role_name(p.role)},
                      {"help", p.help}};
  if (p.type == ParamType::kInt) {
    j["min"] = p.min;
    j["max"] = p.max;
    j["default"] = p.default_text;
  }
  if (p.type == ParamType::kChoice) {
    nlohmann::json choices = nlohmann::json::array();
    for (std::string_view c : split(p.choices, '|')) choices.push_back(c);
    j["choices"] = choices;
    j["default"] = choices.front();
  }
  return j;
}

}  // namespace

void register_games(CLI::App& app, int& exit_code) {
  auto json = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand("games", "List the games, their move notation and options");
  cmd->add_flag("--json", *json, "Print one JSON object");
  cmd->callback([json, &exit_code] {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& g : all_games()) {
      nlohmann::json params = nlohmann::json::array();
      for (const ParamSpec& p : g->params()) params.push_back(param_json(p));
      list.push_back({{"name", g->name()},
                      {"summary", g->summary()},
                      {"graph_board", g->graph_board()},
                      {"variant", g->variant({})},
                      {"params", params}});
    }
    if (*json) {
      print_json({{"games", list}});
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
