#include "graph/describe.h"

#include <algorithm>
#include <vector>

#include "graph/graph6.h"
#include "graph/properties.h"
#include "graph/symmetry.h"

namespace gg {

nlohmann::json describe_graph(const Graph& g) {
  nlohmann::json j;
  j["order"] = g.order();
  j["size"] = g.size();
  std::vector<int> degrees;
  for (int v = 0; v < g.order(); ++v) degrees.push_back(g.degree(v));
  std::sort(degrees.rbegin(), degrees.rend());
  j["degree_sequence"] = degrees;
  j["loops"] = popcount(g.loop_vertices());
  j["graph6"] = to_nauty_string(g);
  j["canonical_graph6"] = canonical_string(g);
  j["automorphisms"] = automorphisms(g).order_text;
  j["connected"] = is_connected(g);
  j["components"] = component_count(g);
  j["bipartite"] = is_bipartite(g);
  j["planar"] = is_planar(g);
  j["tree"] = is_tree(g);
  const Eccentricities ecc = eccentricities(g);
  if (ecc.connected) {
    j["radius"] = ecc.radius;
    j["diameter"] = ecc.diameter;
    j["centre"] = ecc.centre;
  } else {
    j["radius"] = nullptr;
    j["diameter"] = nullptr;
    j["centre"] = nullptr;
  }
  nlohmann::json edges = nlohmann::json::array();
  for (const Edge& e : g.edges()) edges.push_back({e.u, e.v});
  j["edges"] = edges;
  return j;
}

}  // namespace gg
