// gg edcn <graph>: the edge-distinguishing chromatic number with a witness colouring.
#include <iostream>

#include "app/command.h"
#include "games/edge/edcn.h"
#include "graph/graph_spec.h"

namespace gg::app {

void register_edcn(CLI::App& app, int& exit_code) {
  struct Args {
    std::string spec;
    bool json = false;
    SolveLimits limits;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd =
      app.add_subcommand("edcn", "Edge-distinguishing chromatic number, with a witness");
  cmd->add_option("graph", args->spec, "Graph spec (loops allowed, e.g. K5*)")->required();
  cmd->add_flag("--json", args->json, "Print one JSON object");
  add_limit_options(*cmd, args->limits, true, false);
  cmd->callback([args, &exit_code] {
    const Graph g = parse_graph_spec(args->spec);
    const edge::EdcnResult r = edge::edcn(g, args->limits);
    end_progress();
    if (args->json) {
      print_json(
          {{"graph", args->spec}, {"edcn", r.k}, {"colouring", r.colouring}, {"nodes", r.nodes}});
    } else {
      std::cout << "EDCN(" << args->spec << ") = " << r.k << "\nwitness:";
      for (int v = 0; v < g.order(); ++v) std::cout << " " << v << "=" << r.colouring[v];
      std::cout << "\nnodes: " << r.nodes << "\n";
    }
    exit_code = kOk;
  });
}

}  // namespace gg::app
