// The game graph of a position: every position reachable within a depth, merged by
// transposition (equal hashes), each labelled P (the player to move loses) or N (wins) by the
// exact engine, with its Grundy value in impartial games, as in the EDGe paper's drawings of
// game digraphs.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/game.h"

namespace gg::play {

struct GraphNode {
  int id = 0;
  int depth = 0;
  int to_move = 1;
  bool to_move_wins = false;  // N position (several players: the mover can force a win)
  int players = 2;
  int forced_winner = 0;      // several players: who can force a win here (0: nobody)
  int winner = 0;             // the game is over here: its winner
  std::string moves;          // the moves from the root that first reached it ("" at the root)
  std::optional<int> grundy;  // impartial games: the Sprague-Grundy value
};

struct GraphEdge {
  int from = 0;
  int to = 0;
  std::string move;
  bool winning = false;  // the move wins for the player making it
  bool first = false;    // it first reached `to` (the last of to's moves); else a transposition
};

struct GameGraph {
  std::vector<GraphNode> nodes;
  std::vector<GraphEdge> edges;
  bool truncated = false;       // the depth or node limit cut it
  bool node_limit_hit = false;  // the node limit cut it (positions left out at every depth)
};

// Throws SearchAborted at the request's limits.
GameGraph game_graph(const Game& game, const Position& position, const SolveLimits& limits,
                     int max_depth, std::size_t max_nodes);

// The picture: each node shows its position as the moves from the root that first reached it,
// its value and the player to move. The layout follows those first moves (a tree); an edge
// that reaches a position another way (a transposition) does not move it, and is labelled
// with its move in graphs of at most kEdgeLabelsUpTo positions, dashed in larger ones. Layers
// wider than kColumnsFrom positions are drawn as columns from left to right.
std::string to_dot(const GameGraph& g, const std::string& title);
inline constexpr std::size_t kEdgeLabelsUpTo = 60;
inline constexpr std::size_t kColumnsFrom = 16;
// Text made safe inside a quoted DOT label (backslashes and quotes escaped).
std::string dot_escape(const std::string& text);
nlohmann::json to_json(const GameGraph& g);

}  // namespace gg::play
