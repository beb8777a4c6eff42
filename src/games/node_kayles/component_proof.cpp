#include "games/node_kayles/component_proof.h"

#include <bitset>
#include <string>
#include <unordered_map>

#include "games/node_kayles/components.h"

namespace gg::node_kayles {
namespace {

class ProofBuilder {
 public:
  ProofBuilder(const Board& board, const SolveLimits& limits)
      : board_(board), guard_(without_node_limit(limits)) {}

  // The XOR of the values of the components of `free`.
  int prove_position(VertexSet free) {
    int value = 0;
    for (VertexSet rest = free; rest != 0;) {
      const VertexSet component = component_of(board_, rest, std::countr_zero(rest));
      value ^= entries_[static_cast<std::size_t>(entry_of(component))].value;
      rest &= ~component;
    }
    return value;
  }

  std::vector<ComponentEntry> take() { return std::move(entries_); }

 private:
  // The node limit bounds engine calls; a proof is bounded by time and interrupt only.
  static SolveLimits without_node_limit(SolveLimits limits) {
    limits.max_nodes = 0;
    return limits;
  }

  // The entry number of `component`, written (with everything it needs) if it is new.
  int entry_of(VertexSet component) {
    if (const auto it = by_set_.find(component); it != by_set_.end()) return it->second;
    guard_.on_node(++steps_);
    std::vector<int> items;
    for (int v : bits_of(component)) items.push_back(v);
    const CertificateSymmetry form = canonical_form(component);
    ComponentEntry entry;
    entry.items = items;
    if (const auto it = by_form_.find(form.canonical); it != by_form_.end()) {
      // Isomorphic to a component shown before: map ours onto it through the canonical
      // labelling the two share.
      const Shown& shown = it->second;
      entry.same_as = shown.entry;
      entry.value = entries_[static_cast<std::size_t>(shown.entry)].value;
      std::vector<int> from_label(items.size());
      for (std::size_t i = 0; i < items.size(); ++i)
        from_label[static_cast<std::size_t>(shown.to_canonical[i])] =
            entries_[static_cast<std::size_t>(shown.entry)].items[i];
      for (std::size_t i = 0; i < items.size(); ++i)
        entry.images.push_back(from_label[static_cast<std::size_t>(form.to_canonical[i])]);
    } else {
      std::bitset<66> options;
      for (int v : items) {
        const int value = prove_position(component & ~board_.closed_neighbourhood(v));
        if (value < 66) options.set(static_cast<std::size_t>(value));
      }
      while (options.test(static_cast<std::size_t>(entry.value))) ++entry.value;
      by_form_.emplace(form.canonical, Shown{static_cast<int>(entries_.size()), form.to_canonical});
    }
    const int number = static_cast<int>(entries_.size());
    entries_.push_back(std::move(entry));
    by_set_.emplace(component, number);
    return number;
  }

  // The component's graph (its vertices numbered in increasing order), canonically labelled.
  CertificateSymmetry canonical_form(VertexSet component) const {
    const Graph g = induced_graph(board_, component);
    return graph_symmetry(g, std::vector<int>(static_cast<std::size_t>(g.order()), 0), g.order(),
                          "");
  }

  struct Shown {
    int entry;                 // the first entry of its isomorphism class
    Permutation to_canonical;  // its items' canonical labels, in item order
  };

  const Board& board_;
  LimitGuard guard_;
  std::uint64_t steps_ = 0;
  std::vector<ComponentEntry> entries_;
  std::unordered_map<VertexSet, int> by_set_;
  std::unordered_map<std::string, Shown> by_form_;
};

}  // namespace

ComponentProof component_proof(const State& s, const SolveLimits& limits) {
  ProofBuilder builder(s.board(), limits);
  const int value = builder.prove_position(s.free_vertices());
  return {builder.take(), value};
}

}  // namespace gg::node_kayles
