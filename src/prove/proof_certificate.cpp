#include "prove/proof_certificate.h"

#include "core/error.h"
#include "core/text.h"

namespace gg::prove {
namespace {

// How much a node tells the certificate: a split node decided for its winner gives a move or
// the replies, a solved one a part, anything else nothing.
int usefulness(const ProofNode& n) {
  if (n.winner == 0) return 0;
  return n.state == NodeState::kSplit ? 2 : 1;
}

}  // namespace

ProofGuide::ProofGuide(const ProofTree& tree, Session& at_root)
    : tree_(tree), winner_(tree.node(ProofTree::kRoot).winner) {
  if (winner_ == 0) throw InputError("the proof is undecided: it has no certificate yet");
  identity_of_.resize(static_cast<std::size_t>(tree.size()));
  index(ProofTree::kRoot, at_root);
}

void ProofGuide::index(int node, Session& s) {
  std::string id = identity(s);
  const auto [it, fresh] = by_identity_.try_emplace(id, node);
  if (!fresh && usefulness(tree_.node(node)) > usefulness(tree_.node(it->second)))
    it->second = node;
  identity_of_[static_cast<std::size_t>(node)] = std::move(id);
  for (const int child : tree_.node(node).children) {
    s.play(split_ws(tree_.node(child).path).back());
    index(child, s);
    s.undo();
  }
}

std::string ProofGuide::identity(Session& s) {
  const std::string mover = std::to_string(s.to_move());
  if (const auto symmetry = s.certificate_symmetry()) return mover + "c" + symmetry->canonical;
  return mover + "k" + std::to_string(s.key());
}

play::CertificateGuide::Step ProofGuide::step(Session& s) const {
  const auto found = by_identity_.find(identity(s));
  if (found == by_identity_.end()) return {};
  const ProofNode& n = tree_.node(found->second);
  if (n.state != NodeState::kSplit || n.winner != winner_) return {};
  if (s.to_move() != winner_) return {false, ""};  // every reply, each looked up in turn
  for (const int child : n.children) {
    if (tree_.node(child).winner != winner_) continue;
    const std::string& wanted = identity_of_[static_cast<std::size_t>(child)];
    for (const std::string& move : s.moves()) {
      s.play(move);
      const bool match = identity(s) == wanted;
      s.undo();
      if (match) return {false, move};
    }
  }
  return {};
}

}  // namespace gg::prove
