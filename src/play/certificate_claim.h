// The claim of a certificate in the words gg-check prints it (docs/certificates.md, "The
// claim"): one line naming game, board, rule parameters, start and winner, and board_digest,
// the SHA-256 of a canonical text of everything the claim is about. `gg solve --certificate`
// prints both so that a reader compares them with the checker's report line for line; the
// checker computes them with code of its own.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/session.h"

namespace gg::play {

struct CertificateClaim {
  std::string line;          // "trail-trap K10 (distinct-placement no, variant standard) ..."
  std::string board_digest;  // hex
};

using ClaimFields = std::vector<std::pair<std::string, std::string>>;

// The header fields of a certificate that `winner` wins (0: nobody can force a win) the
// session's position, played from `board`: format version, game, board, start moves, claim,
// winner and the board's rules. A certificate adds the kind of proof.
ClaimFields claim_fields(std::string_view game, const std::string& board, const Session& session,
                         int winner);

// From the certificate's header fields ("gg-certificate" and the rest, in any order).
CertificateClaim certificate_claim(const ClaimFields& header);

}  // namespace gg::play
