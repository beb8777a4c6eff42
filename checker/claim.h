// The claim a certificate makes, whole (docs/certificates.md, "The claim"): one line a reader
// compares with the paper's statement, and board_digest, the SHA-256 of a canonical text of
// everything the claim is about (game, rules, board, cells, start moves, winner), so that two
// certificates about different objects never print the same claim.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "header.h"

namespace gg_check {

struct StatedClaim {
  // "trail-trap K10 (distinct-placement no, variant standard) from the start: player 2 wins"
  std::string line;
  std::string canonical;  // "key value" lines, sorted by key, board name and proof kind left out
  std::string board_digest;
};

StatedClaim read_claim(const Header& header);

std::string sha256_hex(const std::string& bytes);
std::string hex(const unsigned char* bytes, std::size_t n);

// A header field's value with its spacing made canonical: words one space apart, and
// ';'-separated pieces (a board's cells) joined by "; ".
std::string canonical_value(const std::string& value);

}  // namespace gg_check
