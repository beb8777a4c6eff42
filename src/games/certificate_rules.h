// The rules of a game's board in the words of a certificate's header (docs/certificates.md):
// the lines a checker that knows only the rules needs to rebuild the start position ("vertices
// 5", "edges 0-1 1-2", "variant strict", ...). Every definition provides certificate_rules(s).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "graph/graph.h"

namespace gg {

using CertificateRules = std::vector<std::pair<std::string, std::string>>;

// "vertices n" and "edges u-v ..." in the graph's edge order (loops as "v-v").
void add_graph_rules(CertificateRules& rules, const Graph& graph);

}  // namespace gg
