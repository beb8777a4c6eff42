#include "claim.h"

#include <openssl/evp.h>

#include <algorithm>
#include <memory>
#include <set>
#include <sstream>

namespace gg_check {

std::string sha256_hex(const std::string& bytes) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), digest, &length, EVP_sha256(), nullptr) != 1)
    throw Refused("out of memory");
  return hex(digest, length);
}

std::string hex(const unsigned char* bytes, std::size_t n) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  for (std::size_t i = 0; i < n; ++i) {
    out += kDigits[bytes[i] >> 4];
    out += kDigits[bytes[i] & 15];
  }
  return out;
}

std::string canonical_value(const std::string& value) {
  std::string out;
  std::istringstream pieces(value);
  std::string piece;
  for (bool first_piece = true; std::getline(pieces, piece, ';'); first_piece = false) {
    if (!first_piece) out += "; ";
    std::istringstream words(piece);
    std::string word;
    for (bool first_word = true; words >> word; first_word = false)
      out += (first_word ? "" : " ") + word;
  }
  return out;
}

StatedClaim read_claim(const Header& header) {
  // What the line spells out by itself; every other field is a rule parameter.
  static const std::set<std::string> kNotParameters = {
      "game", "board", "moves", "claim", "winner", "vertices", "edges", "cells", "proof"};
  std::vector<std::pair<std::string, std::string>> fields;
  for (const auto& [key, value] : header.fields()) fields.emplace_back(key, canonical_value(value));
  std::sort(fields.begin(), fields.end());
  StatedClaim claim;
  std::string parameters;
  for (const auto& [key, value] : fields) {
    if (key != "board" && key != "proof") claim.canonical += key + " " + value + "\n";
    if (!kNotParameters.count(key))
      parameters += (parameters.empty() ? "" : ", ") + key + " " + value;
  }
  const std::string moves = canonical_value(header.field("moves"));
  claim.line = header.field("game") + " " + header.field("board") +
               (parameters.empty() ? "" : " (" + parameters + ")") +
               (moves.empty() ? " from the start" : " after " + moves) + ": " +
               (header.field("claim") == "nobody" ? "no player can force a win"
                                                  : "player " + header.field("winner") + " wins");
  claim.board_digest = sha256_hex(claim.canonical);
  return claim;
}

}  // namespace gg_check
