// The claim of a certificate in the words gg-check prints it (docs/certificates.md, "The
// claim"): one line naming game, board, rule parameters, start and winner, and board_digest,
// the SHA-256 of a canonical text of everything the claim is about. `gg solve --certificate`
// prints both so that a reader compares them with the checker's report line for line; the
// checker computes them with code of its own.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace gg::play {

struct CertificateClaim {
  std::string line;          // "trail-trap K10 (distinct-placement no, variant standard) ..."
  std::string board_digest;  // hex
};

// From the certificate's header fields ("gg-certificate" and the rest, in any order).
CertificateClaim certificate_claim(const std::vector<std::pair<std::string, std::string>>& header);

}  // namespace gg::play
