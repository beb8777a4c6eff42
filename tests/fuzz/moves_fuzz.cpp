// Every game's move notation: the first byte picks a game and one of its example boards, the
// rest is a list of moves played in turn (the reader, the legality check, play).
#include <memory>

#include "fuzz_input.h"
#include "games/definition.h"
#include "games/game.h"
#include "games/session.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto& games = gg::all_games();
  const gg::Game& game = *games[data[0] % games.size()];
  const auto examples = game.examples();
  const gg::Example& example = examples[(data[0] / games.size()) % examples.size()];
  const std::string moves = gg::fuzz::text_of(data + 1, size - 1);
  return gg::fuzz::accept_or_refuse([&] {
    gg::Position position = gg::example_position(example);
    game.check(position.params);
    auto session = game.start(position, gg::fuzz::tiny_limits());
    for (std::string_view move : gg::split_ws(moves)) {
      try {
        session->play(move);
      } catch (const gg::InputError&) {
      }
    }
    session->render();
    session->moves();
  });
}
