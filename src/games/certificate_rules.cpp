#include "games/certificate_rules.h"

namespace gg {

void add_graph_rules(CertificateRules& rules, const Graph& graph) {
  std::string edges;
  for (const Edge& e : graph.edges()) {
    if (!edges.empty()) edges += ' ';
    edges += std::to_string(e.u) + "-" + std::to_string(e.v);
  }
  rules.emplace_back("vertices", std::to_string(graph.order()));
  rules.emplace_back("edges", edges);
}

}  // namespace gg
