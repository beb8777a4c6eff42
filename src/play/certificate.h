// Certificates: the winner's strategy from a position written as a proof that gg-check
// (checker/) verifies from the rules alone. Format in docs/certificates.md: a text header
// (game, board, rules, start moves, claimed winner), then one zstd frame holding the proof
// tree in preorder (or, for a game that offers them, component values: Node Kayles) and a
// trailer sealing header and tree with a SHA-256 digest.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "games/game.h"
#include "games/session.h"
#include "solve/limits.h"

namespace gg::play {

struct CertificateSummary {
  int winner = 0;                  // or 0: more than two players, and none can force a win
  std::uint64_t nodes = 0;         // nodes of the proof tree, its parts' included
  std::uint64_t positions = 0;     // distinct positions proven (the rest refer back to them)
  std::uint64_t bytes = 0;         // the file's size, its parts' included
  std::uint64_t parts = 0;         // part certificates the file refers to
  std::uint64_t parts_reused = 0;  // of them, found written by an earlier run
  double seconds = 0;
  std::string sha256;  // the digest sealed in the trailer, in hex
  // The claim as gg-check prints it (play/certificate_claim.h).
  std::string claim_line;
  std::string board_digest;
};

// How far a certificate's writing has got, parts included, for a progress line.
struct CertificateProgress {
  std::uint64_t nodes = 0;
  std::uint64_t positions = 0;
  std::uint64_t parts = 0;  // parts finished (written or found written)
  double seconds = 0;
};

// The top of a certificate taken from a proof already made (a split proof's tree,
// prove/proof_certificate.h) instead of the engine: the winner, and at each position of the
// winner's strategy either the move to write or that a part proves it. The engine proves the
// parts. A wrong guide writes a certificate gg-check refuses, never a wrong one it accepts.
class CertificateGuide {
 public:
  virtual ~CertificateGuide() = default;
  virtual int winner() const = 0;
  struct Step {
    bool part = true;  // a part proves the position (the engine writes its tree)
    std::string move;  // else, where the winner is to move, the move to write
  };
  // The step at the session's position, the winner's strategy being written.
  virtual Step step(Session& s) const = 0;
};

struct CertificateOptions {
  // > 0: the positions this many plies in are proven by parts (below).
  int split_plies = 0;
  // Or: where the parts are and the moves above them (a two-player win).
  const CertificateGuide* guide = nullptr;
  // Called about once a second while the certificate is written, or empty.
  std::function<void(const CertificateProgress&)> on_progress;
  // Where the engine's table comes from and goes back to (not owned), or none: with a solve's
  // table (gg solve --table-file), the moves come from what that solve proved instead of a
  // search of the root again.
  SolverWorkspace* workspace = nullptr;
};

// The directory of a certificate's parts: the file's name with ".parts" added.
std::string parts_directory(const std::string& path);

// Writes the certificate of `position` to `path` (through a temporary file renamed at the
// end, so no half certificate is ever left). The moves given come from the exact engine (with
// three players, its coalition search). Throws SearchAborted when `limits` (whole-certificate
// time and interrupt; nodes per engine call) stop it.
//
// With options.split_plies > 0 (a player's win, proven by a tree), each position of the
// winner's strategy that many plies in is proven by a certificate of its own, a part, in
// parts_directory(path), named by its digest; the file refers to it by that digest
// (docs/certificates.md, "Parts"). Parts are listed in the directory's index.tsv as they are
// finished, and a rerun of an interrupted run uses the parts listed instead of writing them
// again.
//
// With options.guide, the winner is the guide's and the tree above the parts follows it
// (positions it does not know are parts): the whole root is never searched at once.
CertificateSummary write_certificate(const Game& game, const Position& position,
                                     const SolveLimits& limits, const std::string& path,
                                     const CertificateOptions& options = {});

// The summary as JSON (gg solve --certificate --json, Python's gg.certificate): file, bytes,
// nodes, positions, seconds, sha256, parts, parts_reused, claim_line, board_digest.
nlohmann::json certificate_json(const std::string& path, const CertificateSummary& c);

}  // namespace gg::play
