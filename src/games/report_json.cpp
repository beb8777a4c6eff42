#include "games/report_json.h"

#include "core/text.h"

namespace gg {
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
  if (p.vertices == VertexSyntax::kList) j["vertices"] = "list";
  if (p.vertices == VertexSyntax::kWalks) j["vertices"] = "walks";
  if (p.type == ParamType::kInt) {
    j["min"] = p.min;
    j["max"] = p.max;
    j["default"] =
        p.default_value ? nlohmann::json(*p.default_value) : nlohmann::json(p.default_help);
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

nlohmann::json to_json(const SolveReport& r) {
  nlohmann::json j;
  j["game"] = r.game;
  j["board"] = r.board;
  j["variant"] = r.variant;
  j["players"] = r.players;
  j["to_move"] = r.to_move;
  // With more than two players, null when no player can force a win.
  j["winner"] = r.players > 2 && r.winner == 0 ? nlohmann::json(nullptr) : nlohmann::json(r.winner);
  j["winning_moves"] = r.winning_moves;
  nlohmann::json losing = nlohmann::json::array();
  for (const MoveReport& m : r.moves) {
    if (m.wins) continue;
    if (r.players > 2) {
      // No single refutation: the player who can force a win after the move, if any.
      losing.push_back({{"move", m.move},
                        {"forced_winner", m.forced_winner == 0 ? nlohmann::json(nullptr)
                                                               : nlohmann::json(m.forced_winner)}});
    } else {
      losing.push_back({{"move", m.move}, {"refutation", m.refutation}});
    }
  }
  j["losing_moves"] = losing;
  j["principal_line"] = r.principal_line;
  j["nodes"] = r.nodes;
  j["seconds"] = r.seconds;
  j["method"] = r.method;
  j["details"] = r.details;
  for (const auto& [name, value] : r.stored_facts) j["details"][name] = value;
  if (r.grundy) j["details"]["grundy"] = *r.grundy;
  if (r.win_within) {
    j["details"]["win_within"] = *r.win_within;
    j["details"]["shortest_win"] = r.shortest_win ? nlohmann::json(*r.shortest_win) : nullptr;
  }
  return j;
}

nlohmann::json games_json() {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& g : all_games()) {
    nlohmann::json params = nlohmann::json::array();
    for (const ParamSpec& p : g->params()) params.push_back(param_json(p));
    nlohmann::json stored_facts = nlohmann::json::array();
    for (const FactSpec& f : g->stored_facts())
      stored_facts.push_back({{"name", f.name}, {"singular", f.singular}, {"plural", f.plural}});
    nlohmann::json examples = nlohmann::json::array();
    for (const Example& e : g->examples())
      examples.push_back({{"board", e.board}, {"params", e.params}});
    list.push_back({{"name", g->name()},
                    {"summary", g->summary()},
                    {"graph_board", g->graph_board()},
                    {"plane_boards", g->plane_boards()},
                    {"stored_facts", stored_facts},
                    {"variant", g->variant({})},
                    {"examples", examples},
                    {"params", params}});
  }
  return list;
}

}  // namespace gg
