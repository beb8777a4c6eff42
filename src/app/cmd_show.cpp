// gg show <game> <board>: a picture of a position. ASCII on the terminal; --svg FILE writes
// an SVG (Trails draws its own board; graph games are laid out by Graphviz's neato), --dot
// FILE the Graphviz description of a graph game's position, --tikz FILE a TikZ picture with
// the SVG's layout.
#include <iostream>

#include "app/command.h"
#include "core/error.h"
#include "core/svg_to_tikz.h"
#include "games/game.h"

namespace gg::app {

void register_show(CLI::App& app, int& exit_code) {
  struct Args {
    PositionArgs position;
    std::string svg;
    std::string dot;
    std::string tikz;
    bool json = false;
    SolveLimits limits;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand("show", "Draw a position (ASCII, SVG, Graphviz DOT)");
  add_position_options(*cmd, args->position);
  cmd->add_option("--svg", args->svg, "Write an SVG picture to this file")
      ->check(output_file_validator());
  cmd->add_option("--dot", args->dot, "Write the Graphviz description (graph games)")
      ->check(output_file_validator());
  cmd->add_option("--tikz", args->tikz,
                  "Write a TikZ picture (for LaTeX papers) with the layout of the SVG")
      ->check(output_file_validator());
  cmd->add_flag("--json", args->json, "Print one JSON object");
  add_limit_options(*cmd, args->limits, true, false);
  cmd->callback([args, &exit_code] {
    const Game& game = args->position.resolve();
    const Picture picture = game.show(args->position.position, args->limits);
    end_progress();
    if (!args->dot.empty()) {
      if (picture.dot.empty())
        throw InputError("--dot: " + args->position.game + " draws its own board; use --svg");
      write_file(args->dot, picture.dot);
    }
    if (!args->svg.empty()) {
      if (!picture.svg.empty()) {
        write_file(args->svg, picture.svg);
      } else {
        render_with_graphviz(picture.dot, args->svg, "neato");
      }
    }
    if (!args->tikz.empty()) write_file(args->tikz, svg_to_tikz(picture_svg(picture)));
    if (args->json) {
      print_json(
          {{"game", args->position.game},
           {"board", args->position.position.board},
           {"ascii", picture.ascii},
           {"svg", args->svg.empty() ? nlohmann::json(nullptr) : nlohmann::json(args->svg)},
           {"tikz", args->tikz.empty() ? nlohmann::json(nullptr) : nlohmann::json(args->tikz)},
           {"dot", picture.dot.empty() ? nlohmann::json(nullptr) : nlohmann::json(picture.dot)}});
    } else {
      std::cout << picture.ascii;
    }
    exit_code = kOk;
  });
}

}  // namespace gg::app
