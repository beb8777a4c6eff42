#include "play/game_graph.h"

#include <algorithm>
#include <deque>
#include <unordered_map>

#include "games/session.h"

namespace gg::play {

GameGraph game_graph(const Game& game, const Position& position, const SolveLimits& limits,
                     int max_depth, std::size_t max_nodes) {
  GameGraph g;
  auto root = game.start(position, limits);
  std::unordered_map<std::uint64_t, int> id_of;
  // Breadth first, so a node's depth is its distance from the root.
  std::deque<std::unique_ptr<Session>> queue;
  const auto add = [&](Session& s, int depth, const std::string& moves) {
    GraphNode n;
    n.id = static_cast<int>(g.nodes.size());
    n.depth = depth;
    n.to_move = s.to_move();
    n.winner = s.winner();
    n.players = s.players();
    n.forced_winner = s.forced_winner();
    n.to_move_wins = n.forced_winner == n.to_move;
    n.grundy = s.grundy();
    n.moves = moves;
    id_of[s.key()] = n.id;
    g.nodes.push_back(n);
    return n.id;
  };
  add(*root, 0, "");
  queue.push_back(std::move(root));
  while (!queue.empty()) {
    std::unique_ptr<Session> s = std::move(queue.front());
    queue.pop_front();
    const int from = id_of.at(s->key());
    const GraphNode here = g.nodes[static_cast<std::size_t>(from)];
    if (here.winner != 0) continue;
    if (here.depth >= max_depth) {
      g.truncated = true;
      continue;
    }
    for (const std::string& m : s->moves()) {
      auto child = s->clone();
      child->play(m);
      auto it = id_of.find(child->key());
      int to;
      const bool first = it == id_of.end();
      if (!first) {
        to = it->second;
      } else if (g.nodes.size() >= max_nodes) {
        g.truncated = true;
        g.node_limit_hit = true;
        continue;
      } else {
        to = add(*child, here.depth + 1, here.moves.empty() ? m : here.moves + " " + m);
        queue.push_back(std::move(child));
      }
      // The move keeps the mover's win (the player who can force a win after it).
      g.edges.push_back({from, to, m,
                         g.nodes[static_cast<std::size_t>(to)].forced_winner == here.to_move,
                         first});
    }
  }
  return g;
}

std::string dot_escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\\' || c == '"') out += '\\';
    out += c;
  }
  return out;
}

namespace {

// The most positions at one depth.
std::size_t widest_layer(const GameGraph& g) {
  std::vector<std::size_t> at_depth;
  for (const GraphNode& n : g.nodes) {
    if (static_cast<std::size_t>(n.depth) >= at_depth.size()) at_depth.resize(n.depth + 1);
    ++at_depth[static_cast<std::size_t>(n.depth)];
  }
  return at_depth.empty() ? 0 : *std::max_element(at_depth.begin(), at_depth.end());
}

}  // namespace

std::string to_dot(const GameGraph& g, const std::string& title) {
  const std::string cut =
      g.node_limit_hit ? ", cut at " + std::to_string(g.nodes.size()) + " positions" : "";
  const bool several = !g.nodes.empty() && g.nodes.front().players > 2;
  // Layers side by side while they are narrow, as the papers draw game digraphs; wide ones
  // (hundreds of positions) as columns, read down like a list instead of kilometres across.
  const bool columns = widest_layer(g) > kColumnsFrom;
  const bool small = g.nodes.size() <= kEdgeLabelsUpTo;
  std::string out = "digraph game {\n  graph [label=\"" + dot_escape(title) +
                    (several ? " (Pk forces: player k can force a win against the others"
                             : " (P: the player to move loses; N: wins") +
                    cut + "; each position shows the moves that first reached it" +
                    (small ? "" : ", dashed: reached another way too") + ")\"" +
                    (columns ? ", rankdir=LR, nodesep=0.05, ranksep=1.0"
                             : ", rankdir=TB, nodesep=0.12, ranksep=0.45") +
                    "];\n"
                    "  node [shape=box, style=\"rounded,filled\", fontsize=9, "
                    "margin=\"0.04,0.02\"];\n"
                    "  edge [arrowsize=0.5];\n";
  for (const GraphNode& n : g.nodes) {
    // Several players: who can force a win against the others together, if anyone.
    const std::string value = n.players == 2 ? (n.to_move_wins ? "N" : "P")
                              : n.forced_winner == 0
                                  ? "no forced win"
                                  : "P" + std::to_string(n.forced_winner) + " forces";
    std::string label = value + ", P" + std::to_string(n.to_move) + " to move";
    if (n.grundy) label += ", g=" + std::to_string(*n.grundy);
    if (n.winner != 0) label = "P" + std::to_string(n.winner) + " won";
    label = dot_escape(n.moves.empty() ? "start" : n.moves) + "\\n" + label;
    out += "  n" + std::to_string(n.id) + " [label=\"" + label + "\", fillcolor=\"" +
           (n.to_move_wins ? "#c8e6c9" : "#ffcdd2") + "\"];\n";
  }
  for (const GraphEdge& e : g.edges) {
    // The edges that first reached their positions are the tree the layout follows; the others
    // (transpositions) do not pull positions about, and are labelled with their move in small
    // graphs.
    out += "  n" + std::to_string(e.from) + " -> n" + std::to_string(e.to) + " [";
    if (!e.first)
      out += small ? "label=\"" + dot_escape(e.move) + "\", fontsize=8, constraint=false, "
                   : "style=dashed, constraint=false, ";
    out += e.winning ? "penwidth=2, color=\"#2e7d32\"];\n" : "color=gray60];\n";
  }
  out += "}\n";
  return out;
}

nlohmann::json to_json(const GameGraph& g) {
  nlohmann::json nodes = nlohmann::json::array();
  for (const GraphNode& n : g.nodes)
    nodes.push_back({{"id", n.id},
                     {"depth", n.depth},
                     {"to_move", n.to_move},
                     {"moves", n.moves},
                     {"value", n.to_move_wins ? "N" : "P"},
                     {"forced_winner", n.forced_winner == 0 ? nlohmann::json(nullptr)
                                                            : nlohmann::json(n.forced_winner)},
                     {"winner", n.winner == 0 ? nlohmann::json(nullptr) : nlohmann::json(n.winner)},
                     {"grundy", n.grundy ? nlohmann::json(*n.grundy) : nlohmann::json(nullptr)}});
  nlohmann::json edges = nlohmann::json::array();
  for (const GraphEdge& e : g.edges)
    edges.push_back({{"from", e.from}, {"to", e.to}, {"move", e.move}, {"winning", e.winning}});
  return {{"nodes", nodes}, {"edges", edges}, {"truncated", g.truncated}};
}

}  // namespace gg::play
