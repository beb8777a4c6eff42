// Strategy files as gg verify reads them: any JSON, checked against the rules.
#include <nlohmann/json.hpp>

#include "fuzz_input.h"
#include "games/game.h"
#include "play/strategy.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = gg::fuzz::text_of(data, size);
  nlohmann::json strategy;
  try {
    strategy = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception&) {
    return 0;
  }
  return gg::fuzz::accept_or_refuse([&] {
    if (!strategy.is_object() || !strategy.contains("game") || !strategy["game"].is_string())
      return;
    const gg::Game& game = gg::find_game(strategy["game"].get<std::string>());
    gg::play::verify_strategy(game, strategy);
  });
}
