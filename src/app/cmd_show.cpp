// gg show <game> <board>: a picture of a position. ASCII on the terminal; --svg FILE writes
// an SVG (Trails draws its own board; graph games are laid out by Graphviz's neato), --dot
// FILE the Graphviz description of a graph game's position.
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <iostream>

#include "app/command.h"
#include "core/error.h"
#include "games/game.h"

extern char** environ;

namespace gg::app {
namespace {

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  if (!out || !(out << text)) throw InputError("cannot write '" + path + "'");
}

// Lays out `dot` with Graphviz's neato into an SVG file.
void render_with_graphviz(const std::string& dot, const std::string& svg_path) {
  char temp[] = "/tmp/gg-show-XXXXXX";
  const int fd = mkstemp(temp);
  if (fd < 0) throw InputError("cannot create a temporary file for Graphviz");
  close(fd);
  write_file(temp, dot);
  std::string out_arg = "-o" + svg_path;
  char* argv[] = {const_cast<char*>("dot"),
                  const_cast<char*>("-Kneato"),
                  const_cast<char*>("-Tsvg"),
                  out_arg.data(),
                  temp,
                  nullptr};
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, "dot", nullptr, nullptr, argv, environ);
  int status = 0;
  if (spawned == 0) waitpid(pid, &status, 0);
  std::remove(temp);
  if (spawned != 0)
    throw InputError(
        "--svg: Graphviz 'dot' is not installed (scripts/install-deps.sh installs it)");
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    throw InputError("--svg: Graphviz could not write '" + svg_path + "'");
}

}  // namespace

void register_show(CLI::App& app, int& exit_code) {
  struct Args {
    std::string game;
    SolveRequest request;
    int colors = 0;
    std::string svg;
    std::string dot;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand("show", "Draw a position (ASCII, SVG, Graphviz DOT)");
  cmd->add_option("game", args->game, "Game: trail-trap, edge, cycles, trails")->required();
  cmd->add_option("board", args->request.board, "Graph spec or Trails board size")->required();
  cmd->add_option("--moves", args->request.moves, "Moves played so far, space separated");
  cmd->add_option("--variant", args->request.variant, "Rule variant");
  cmd->add_option("--cells", args->request.cells, "Game of Cycles: the cells of the drawing");
  cmd->add_option("--colors", args->colors, "Number of colours (edge game)")
      ->check(CLI::Range(1, 64));
  cmd->add_option("--svg", args->svg, "Write an SVG picture to this file");
  cmd->add_option("--dot", args->dot, "Write the Graphviz description (graph games)");
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->callback([args, &exit_code] {
    if (args->colors > 0) args->request.colors = args->colors;
    const Game& game = find_game(args->game);
    const Picture picture = game.show(args->request);
    if (!args->dot.empty()) {
      if (picture.dot.empty())
        throw InputError("--dot: " + args->game + " draws its own board; use --svg");
      write_file(args->dot, picture.dot);
    }
    if (!args->svg.empty()) {
      if (!picture.svg.empty()) {
        write_file(args->svg, picture.svg);
      } else {
        render_with_graphviz(picture.dot, args->svg);
      }
    }
    if (args->json) {
      print_json(
          {{"game", args->game},
           {"board", args->request.board},
           {"ascii", picture.ascii},
           {"svg", args->svg.empty() ? nlohmann::json(nullptr) : nlohmann::json(args->svg)},
           {"dot", picture.dot.empty() ? nlohmann::json(nullptr) : nlohmann::json(picture.dot)}});
    } else {
      std::cout << picture.ascii;
    }
    exit_code = kOk;
  });
}

}  // namespace gg::app
