// gg tree <game> <board>: the game graph of reachable positions labelled P/N, or with
// --strategy the winner's strategy tree (a picture of it; the proof is the certificate), as
// DOT or JSON, and drawn to SVG or TikZ.
#include <iostream>

#include "app/command.h"
#include "core/error.h"
#include "core/svg_to_tikz.h"
#include "graph/graphviz.h"
#include "play/game_graph.h"
#include "play/strategy.h"

namespace gg::app {
namespace {

// Positions a drawn game graph holds by default (Graphviz lays out ~120 boxes in a picture a
// screen can still show).
constexpr std::size_t kReadablePicture = 120;

// A strategy tree drawn: the winner's moves bold, the loser's replies thin.
void strategy_dot(const nlohmann::json& node, int& next_id, int id, std::string& out) {
  const auto child = [&](const std::string& move, const nlohmann::json& sub, bool winner_move) {
    const int c = ++next_id;
    out += "  n" + std::to_string(c) + " [label=\"\"];\n";
    out += "  n" + std::to_string(id) + " -> n" + std::to_string(c) + " [label=\"" +
           play::dot_escape(move) + "\"" +
           (winner_move ? ", penwidth=2.5, color=\"#2e7d32\"" : "") + "];\n";
    strategy_dot(sub, next_id, c, out);
  };
  if (node.contains("play")) {
    nlohmann::json rest = nlohmann::json::object();
    if (node.contains("replies")) rest["replies"] = node["replies"];
    child(node["play"].get<std::string>(), rest, true);
    return;
  }
  if (node.contains("replies"))
    for (const auto& [move, sub] : node["replies"].items()) child(move, sub, false);
}

// The leaves of a strategy tree: positions where the game is over. A winner's node ("play")
// goes on with the loser's replies to its move.
int strategy_leaves(const nlohmann::json& node) {
  if (!node.contains("replies") || node["replies"].empty()) return 1;
  int leaves = 0;
  for (const auto& [move, sub] : node["replies"].items()) leaves += strategy_leaves(sub);
  return leaves;
}

// A strategy tree with more leaves than this is drawn left to right: top-down, each leaf
// with its move label takes about 30 pt of width, so a wider tree would have to shrink to
// fit a page 340 pt wide (a TikZ picture), to 4 pt labels at 36 leaves; left to right a leaf
// takes about 13 pt of height and the labels keep their 9 pt.
constexpr int kTopDownLeaves = 11;

std::string strategy_tree_dot(const nlohmann::json& tree) {
  const bool across = strategy_leaves(tree["root"]) > kTopDownLeaves;
  std::string dot = "digraph strategy {\n  graph [label=\"Strategy of player " +
                    std::to_string(tree["winner"].get<int>()) + " (bold: its moves)\"" +
                    (across ? ", rankdir=LR" : "") +
                    ", nodesep=0.05, ranksep=0.3];\n"
                    "  node [shape=point, width=0.12];\n"
                    "  edge [fontsize=9, arrowsize=0.6];\n"
                    "  n0 [label=\"\"];\n";
  int next_id = 0;
  strategy_dot(tree["root"], next_id, 0, dot);
  return dot + "}\n";
}

struct TreeArgs {
  PositionArgs position;
  std::string format = "dot";
  int depth = 4;
  std::size_t max_nodes = 2000;
  bool strategy = false;
  std::string svg;
  std::string tikz;
  std::string output;
  SolveLimits limits;
  // Given on the command line, as opposed to left at the default (after parsing).
  bool format_given = false;
  bool depth_given = false;
  bool max_nodes_given = false;

  bool picture() const { return !svg.empty() || !tikz.empty(); }
};

// What gg tree makes: the drawing in DOT, and the text it prints (the DOT, or JSON).
struct TreeOutput {
  std::string dot;
  std::string text;
};

TreeOutput strategy_output(const Game& game, const TreeArgs& args) {
  nlohmann::json tree;
  try {
    tree = play::strategy_tree(game, args.position.position, args.limits, args.max_nodes);
  } catch (const SearchAborted&) {
    if (g_interrupted.load()) throw;
    throw InputError("--strategy: the strategy tree has more than " +
                     std::to_string(args.max_nodes) +
                     " positions; raise --max-nodes or give a later position");
  }
  std::string dot = strategy_tree_dot(tree);
  return {dot, args.format == "json" ? tree.dump(2) + "\n" : dot};
}

TreeOutput game_graph_output(const Game& game, const TreeArgs& args) {
  const Position& position = args.position.position;
  // A picture cut at 2,000 positions is metres tall: unless told otherwise, draw the deepest
  // whole layers that fit a readable picture.
  const bool fit_picture = args.picture() && !args.depth_given && !args.max_nodes_given;
  const std::size_t max_nodes = fit_picture ? kReadablePicture : args.max_nodes;
  int depth = args.depth;
  play::GameGraph g = play::game_graph(game, position, args.limits, depth, max_nodes);
  while (fit_picture && g.node_limit_hit && depth > 1)
    g = play::game_graph(game, position, args.limits, --depth, max_nodes);
  if (fit_picture && depth < args.depth)
    std::cerr << "gg: tree: drawn to depth " << depth << " (" << g.nodes.size()
              << " positions) to stay readable; give --depth or --max-nodes for more\n";
  std::string dot = play::to_dot(g, std::string(game.name()) + " " + position.board);
  if (g.node_limit_hit)
    std::cerr << "gg: tree: cut at --max-nodes " << max_nodes
              << " positions; raise --max-nodes or lower --depth to see it whole\n";
  return {dot, args.format == "json" ? play::to_json(g).dump(2) + "\n" : dot};
}

void write_output(const TreeArgs& args, const TreeOutput& out) {
  if (!args.svg.empty()) render_with_graphviz(out.dot, args.svg, "dot");
  if (!args.tikz.empty()) write_file(args.tikz, svg_to_tikz(svg_from_dot(out.dot, "dot")));
  // With --svg or --tikz the picture is the output, unless a format or an output file was
  // asked for.
  if (!args.output.empty()) {
    write_file(args.output, out.text);
  } else if (!args.picture() || args.format_given) {
    std::cout << out.text;
  }
}

}  // namespace

void register_tree(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<TreeArgs>();
  CLI::App* cmd = app.add_subcommand(
      "tree", "Game graph of a position (P/N labels) or the winner's strategy tree");
  add_position_options(*cmd, args->position);
  CLI::Option* format_option =
      cmd->add_option("--format", args->format, "dot or json (default: dot)")
          ->check(CLI::IsMember({"dot", "json"}));
  CLI::Option* depth_option =
      cmd->add_option("--depth", args->depth,
                      "Game graph: plies to expand (default: 4; for a picture, at most 4 and no "
                      "more than keeps it to 120 positions)")
          ->check(CLI::Range(0, 64));
  CLI::Option* max_nodes_option = cmd->add_option(
      "--max-nodes", args->max_nodes, "At most this many positions in the output (default: 2000)");
  cmd->add_flag("--strategy", args->strategy,
                "Only the winner's strategy: one winning move per turn, every loser reply");
  cmd->add_option("--svg", args->svg, "Also render the drawing to this SVG file (Graphviz dot)")
      ->check(output_file_validator());
  cmd->add_option("--tikz", args->tikz,
                  "Also write the drawing as a TikZ picture to this file, laid out as the SVG "
                  "(for papers; small trees, e.g. with --strategy)")
      ->check(output_file_validator());
  cmd->add_option("--output", args->output, "Write to this file instead of standard output")
      ->check(output_file_validator());
  add_limit_options(*cmd, args->limits, false);
  cmd->callback([args, format_option, depth_option, max_nodes_option, &exit_code] {
    args->format_given = format_option->count() > 0;
    args->depth_given = depth_option->count() > 0;
    args->max_nodes_given = max_nodes_option->count() > 0;
    const Game& game = args->position.resolve();
    write_output(*args,
                 args->strategy ? strategy_output(game, *args) : game_graph_output(game, *args));
    exit_code = kOk;
  });
}

}  // namespace gg::app
