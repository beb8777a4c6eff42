// Certificates: the winner's strategy from a position written as a proof that gg-check
// (checker/) verifies from the rules alone. Format in docs/certificates.md: a text header
// (game, board, rules, start moves, claimed winner), then one zstd frame holding the proof
// tree in preorder (or, for a game that offers them, component values: Node Kayles) and a
// trailer sealing header and tree with a SHA-256 digest.
#pragma once

#include <cstdint>
#include <string>

#include "games/game.h"
#include "solve/limits.h"

namespace gg::play {

struct CertificateSummary {
  int winner = 0;               // or 0: more than two players, and none can force a win
  std::uint64_t nodes = 0;      // nodes of the proof tree
  std::uint64_t positions = 0;  // distinct positions proven (the rest refer back to them)
  std::uint64_t bytes = 0;      // the file's size
  double seconds = 0;
  std::string sha256;  // the digest sealed in the trailer, in hex
};

// Writes the certificate of `position` to `path` (through a temporary file renamed at the
// end, so no half certificate is ever left). The moves given come from the exact engine (with
// three players, its coalition search). Throws SearchAborted when `limits` (whole-certificate
// time and interrupt; nodes per engine call) stop it.
CertificateSummary write_certificate(const Game& game, const Position& position,
                                     const SolveLimits& limits, const std::string& path);

}  // namespace gg::play
