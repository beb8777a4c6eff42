// A position with the value of every legal move of the side to move, best first: what an
// explorer colours the moves by (GamesmanUni's convention: the value for the player making
// the move, and the remoteness, plies to the end with perfect play, where it is cheap).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/session.h"

namespace gg::play {

// For the player to move: "win" (it can force a win), "lose" (another player can), with
// more than two players "none" (nobody can force a win), or "unknown" (the search stopped at
// a limit before it decided).
using Value = std::string;

struct MoveValue {
  std::string move;
  std::string element;            // the picture element it targets (Session::move_element)
  Value value;                    // the mover's value after making the move
  std::optional<int> remoteness;  // of the position after the move
  int forced_winner = 0;          // the player who can force a win after it, 0 for none
};

struct PositionValues {
  int to_move = 1;
  int players = 2;
  int winner = 0;  // once the game is over, else 0
  Value value;
  std::optional<int> remoteness;
  // Wins fastest first, then "none", then "unknown", then losses slowest first.
  std::vector<MoveValue> moves;
  // Where a limit (or a cancel) stopped the search: the moves valued before it keep their
  // values, the others are "unknown", and so is the position unless a winning move is known.
  std::optional<SearchAborted> stopped;
  bool solved() const { return !stopped; }
};

// Values the session's position and every legal move with its exact engine; remoteness
// only when the whole game below needs at most `remoteness_budget` positions (0: never).
// Every legal move is listed even when the session's limits stop the search (`stopped`).
PositionValues evaluate_position(Session& session, std::size_t remoteness_budget);
// The position with every legal move "unknown", as a search stopped by `stop` leaves it.
PositionValues undecided_position(const Session& session, const SearchAborted& stop);

// {"to_move", "players", "winner", "value", "remoteness", "solved", "stopped", "moves":
// [{"move", "value", "remoteness", "delta_remoteness", "forced_winner"}]}; remoteness keys
// are null where not computed, "stopped" null when solved, else {"limit", "nodes",
// "seconds"} (limit: "max_seconds", "max_nodes" or "cancelled").
nlohmann::json to_json(const PositionValues& values);
nlohmann::json to_json(const SearchAborted& stop);

}  // namespace gg::play
