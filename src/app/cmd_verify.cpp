// gg verify <game> <board> <strategy.json>: checks a strategy tree from the rules alone, with
// no search: every winner move legal, every loser reply present, every leaf a win. Exit 0 when
// the certificate holds, 1 when it does not (the line where it fails is printed).
#include <iostream>

#include "app/command.h"
#include "core/error.h"
#include "play/strategy.h"

namespace gg::app {
namespace {

// A strategy tree of the 10 million positions gg tree --strategy writes at most is far below.
constexpr std::size_t kMaxStrategyBytes = std::size_t{1} << 30;

}  // namespace

void register_verify(CLI::App& app, int& exit_code) {
  struct Args {
    std::string game;
    std::string board;
    std::string file;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand("verify", "Check a strategy tree (from gg tree --strategy)");
  cmd->add_option("game", args->game, "Game: " + game_names())->required();
  cmd->add_option("board", args->board, "The board the strategy is for")->required();
  cmd->add_option("strategy", args->file, "Strategy JSON file")->required();
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->callback([args, &exit_code] {
    const Game& game = find_game(args->game);
    const std::string text = read_input_file(args->file, "strategy file", kMaxStrategyBytes);
    nlohmann::json strategy;
    try {
      strategy = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
      throw InputError("strategy file '" + args->file + "' is not JSON: " + e.what());
    }
    if (!strategy.is_object() || strategy.value("board", "") != args->board)
      throw InputError("strategy file '" + args->file + "' is for the board " +
                       (strategy.is_object() ? strategy.value("board", "?") : "?") + ", not " +
                       args->board);
    const play::Verdict v = play::verify_strategy(game, strategy);
    if (args->json) {
      print_json({{"valid", v.valid},
                  {"winner", strategy["winner"]},
                  {"positions", v.positions},
                  {"reason", v.reason}});
    } else if (v.valid) {
      std::cout << "Valid: player " << strategy["winner"].get<int>() << " wins by this strategy ("
                << v.positions << " positions checked)\n";
    } else {
      std::cout << "Invalid: " << v.reason << "\n";
    }
    exit_code = v.valid ? kOk : kFailed;
  });
}

}  // namespace gg::app
