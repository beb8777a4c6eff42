#include "census/sequence.h"

#include <cstdlib>
#include <map>

namespace gg::census {

std::string sweep_noun(const std::string& label) {
  const GraphFilter f = filter_of_sweep(label, 1);
  std::string noun = f.planar  ? "plane boards (connected planar graphs with an embedding and "
                                 "a chosen outer face, up to isomorphism) on n nodes"
                     : f.trees ? "trees on n unlabeled nodes"
                     : f.connected_only ? "connected simple graphs on n unlabeled nodes"
                                        : "simple graphs on n unlabeled nodes";
  if (f.bipartite && !f.trees) noun = "bipartite " + noun;
  if (f.max_degree) noun += " with maximum degree at most " + std::to_string(*f.max_degree);
  if (f.edges && !f.trees)
    noun += " with " + std::to_string(f.edges->first) + " to " + std::to_string(f.edges->second) +
            " edges";
  return noun;
}

std::string Sequence::oeis() const {
  const std::string id = "A000000";  // the OEIS assigns the number
  std::string terms_text;
  int first_big = 1;  // the index of the first term above 1 in absolute value (1 if none)
  for (std::size_t i = 0; i < terms.size(); ++i) {
    terms_text += (i ? "," : "") + std::to_string(terms[i]);
    if (first_big == 1 && std::llabs(terms[i]) > 1) first_big = static_cast<int>(i) + 1;
  }
  return "%I " + id + "\n%S " + id + " " + terms_text + "\n%N " + id + " " + name + "\n%C " + id +
         " Player 1 moves first and both players play perfectly. The terms for n = " +
         std::to_string(offset) + ".." +
         std::to_string(offset + static_cast<int>(terms.size()) - 1) +
         " come from a complete census of the graphs (one value per isomorphism class).\n%O " + id +
         " " + std::to_string(offset) + "," + std::to_string(first_big) + "\n%K " + id +
         " nonn,more\n";
}

std::vector<Sequence> census_sequences(const ResultStore& store, const std::string& game,
                                       const std::string& variant, const std::string& game_title,
                                       const std::vector<SweepStatus>& sweeps) {
  std::vector<Sequence> out;
  for (const SweepStatus& sweep : sweeps) {
    // The orders whose winners are all known (rows complete, or counted without rows) from
    // the smallest on, while they follow one another.
    SweepStatus known{sweep.label, sweep.title, {}};
    int next = -1;
    for (const OrderStatus& o : sweep.orders) {
      if (!o.known() || (next >= 0 && o.order != next)) break;
      known.orders.push_back(o);
      next = o.order + 1;
    }
    if (known.orders.empty()) continue;
    std::map<int, OrderSummary> by_order;
    for (const OrderStatus& o : known.orders) by_order[o.order] = OrderSummary{o.order};
    for (const OrderSummary& s : sweep_summary(store, game, variant, "", known))
      by_order[s.order] = s;
    for (int winner : {1, 2}) {
      Sequence s;
      s.sweep = sweep.label;
      s.winner = winner;
      s.offset = by_order.begin()->first;
      s.name = "Number of " + sweep_noun(sweep.label) + " on which player " +
               std::to_string(winner) + " has a winning strategy in " + game_title + " (" +
               variant + ").";
      for (const auto& [order, summary] : by_order)
        s.terms.push_back(winner == 1 ? summary.p1_wins : summary.p2_wins);
      out.push_back(std::move(s));
    }
  }
  return out;
}

}  // namespace gg::census
