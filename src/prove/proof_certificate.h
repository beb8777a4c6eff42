// The certificate of a decided split proof (gg prove --certificate): the proof's tree gives
// the winner and the moves above its solved subproblems, and each solved subproblem becomes a
// part that the engine proves again (play/certificate.h, docs/certificates.md "Parts"). So a
// proof that no single search could finish gets one file that gg-check verifies, each part
// about one subproblem's search.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "games/session.h"
#include "play/certificate.h"
#include "prove/proof_tree.h"

namespace gg::prove {

// Follows a proof tree while its certificate is written. The tree splits by move orbits,
// so a position of the strategy may stand in the tree as a symmetric image only: positions
// are matched by their canonical form with the mover (the certificate's own symmetry), and
// the winner's move is the move whose position matches the tree's winning child. A position
// the tree does not decide for the winner is a part.
class ProofGuide : public play::CertificateGuide {
 public:
  // `at_root`: a session at the proof's root position; it is played to every node of the tree
  // and back. Throws InputError when the root is undecided.
  ProofGuide(const ProofTree& tree, Session& at_root);

  int winner() const override { return winner_; }
  Step step(Session& s) const override;

 private:
  void index(int node, Session& s);
  static std::string identity(Session& s);

  const ProofTree& tree_;
  int winner_;
  std::vector<std::string> identity_of_;              // per node
  std::unordered_map<std::string, int> by_identity_;  // the most useful node per position
};

}  // namespace gg::prove
