#include "prove/proof_state.h"

#include <utility>

#include "core/error.h"

namespace gg::prove {

std::vector<char> owned_nodes(const ProofTree& tree, int split_depth, int shard, int shards) {
  std::vector<char> owned(tree.size(), shards == 1);
  if (shards == 1) return owned;
  int index = 0;
  for (int i : tree.depth_first()) {
    const ProofNode& n = tree.node(i);
    if (n.depth < split_depth) continue;
    owned[i] = n.depth == split_depth ? (index++ % shards == shard) : owned[n.parent];
  }
  return owned;
}

ProofCounts count_nodes(const ProofTree& tree, const std::vector<char>& owned,
                        const std::vector<int>& running) {
  ProofCounts c;
  c.nodes = tree.size();
  for (int i = 0; i < tree.size(); ++i) {
    const ProofNode& n = tree.node(i);
    c.spent_nodes += n.spent_nodes;
    c.spent_seconds += n.spent_seconds;
    switch (n.state) {
      case NodeState::kSolved:
        ++c.solved;
        c.solved_nodes += n.nodes;
        c.solved_seconds += n.seconds;
        break;
      case NodeState::kSplit:
        ++c.split;
        break;
      case NodeState::kOpen:
        if (!owned[i]) break;
        ++(tree.needed(i) ? c.open : c.moot);
        break;
    }
  }
  c.running = static_cast<int>(running.size());
  c.estimate = estimate_rest(tree, owned);
  return c;
}

StoredProof load_proof(const ProofStore& store) {
  auto header = store.header();
  if (!header) throw InputError("database '" + store.path() + "' holds no proof yet");
  auto nodes = store.nodes();
  ProofTree tree = ProofTree::from_nodes(std::move(nodes));
  auto owned = owned_nodes(tree, header->split_depth, header->shard, header->shards);
  return {*std::move(header), std::move(tree), std::move(owned)};
}

}  // namespace gg::prove
