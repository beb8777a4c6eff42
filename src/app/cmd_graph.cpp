// gg graph <spec>: what a graph is, as graph-game researchers want to see it.
#include <iostream>

#include "app/command.h"
#include "core/error.h"
#include "graph/describe.h"
#include "graph/edge_list.h"
#include "graph/graph6.h"
#include "graph/graph_spec.h"
#include "graph/symmetry.h"

namespace gg::app {
namespace {

struct GraphArgs {
  std::string spec;
  bool json = false;
  std::string to;
};

std::string text_value(const nlohmann::json& v) {
  if (v.is_null()) return "-";
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
  if (v.is_array()) {
    std::string out;
    for (const auto& x : v) out += (out.empty() ? "" : " ") + x.dump();
    return out.empty() ? "(none)" : out;
  }
  return v.dump();
}

void run(const GraphArgs& args) {
  const Graph g = parse_graph_spec(args.spec);
  if (!args.to.empty()) {
    if (args.to == "graph6") {
      if (g.has_loops()) throw InputError("--to graph6: the graph has loops; use sparse6");
      std::cout << to_graph6(g) << "\n";
    } else if (args.to == "sparse6") {
      std::cout << to_sparse6(g) << "\n";
    } else if (args.to == "edges") {
      std::cout << to_edge_list(g) << "\n";
    } else if (args.to == "dot") {
      std::cout << to_dot(g, args.spec);
    } else if (args.to == "canonical") {
      std::cout << canonical_string(g) << "\n";
    }
    return;
  }
  const nlohmann::json j = describe_graph(g);
  if (args.json) {
    nlohmann::json out = j;
    out["spec"] = args.spec;
    print_json(out);
    return;
  }
  std::cout << "graph " << args.spec << "\n";
  for (const char* key :
       {"order", "size", "degree_sequence", "loops", "graph6", "canonical_graph6", "automorphisms",
        "connected", "components", "bipartite", "planar", "tree", "radius", "diameter", "centre"}) {
    std::cout << "  " << key << ": " << text_value(j[key]) << "\n";
  }
}

}  // namespace

void register_graph(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<GraphArgs>();
  CLI::App* cmd = app.add_subcommand("graph",
                                     "Describe a graph: order, size, degrees, graph6, "
                                     "canonical form, |Aut|, connectivity, planarity, centre");
  std::string kinds;
  for (const SpecExample& e : spec_examples())
    kinds += "\n    " + std::string(e.spec) + "  " + std::string(e.names);
  cmd->add_option(
         "spec", args->spec,
         "Graph spec (docs/graphs.md gives each numbering), one of:" + kinds + "\n    @file")
      ->required();
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->add_option("--to", args->to, "Print the graph in another format instead")
      ->check(CLI::IsMember({"graph6", "sparse6", "edges", "dot", "canonical"}));
  cmd->callback([args, &exit_code] {
    run(*args);
    exit_code = kOk;
  });
}

}  // namespace gg::app
