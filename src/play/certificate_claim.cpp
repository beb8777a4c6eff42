#include "play/certificate_claim.h"

#include <algorithm>
#include <set>
#include <sstream>
#include <stdexcept>

#include "core/text.h"
#include "play/sha256.h"

namespace gg::play {
namespace {

// Words one space apart; ';'-separated pieces (cells) joined by "; ".
std::string canonical_value(const std::string& value) {
  std::string out;
  std::istringstream pieces(value);
  std::string piece;
  bool first_piece = true;
  while (std::getline(pieces, piece, ';')) {
    if (!first_piece) out += "; ";
    first_piece = false;
    std::istringstream words(piece);
    std::string word;
    bool first_word = true;
    while (words >> word) {
      if (!first_word) out += ' ';
      first_word = false;
      out += word;
    }
  }
  return out;
}

}  // namespace

ClaimFields claim_fields(std::string_view game, const std::string& board, const Session& session,
                         int winner) {
  ClaimFields fields{{"gg-certificate", "1"},
                     {"game", std::string(game)},
                     {"board", one_line(board)},
                     {"moves", joined(session.history())},
                     {"claim", winner != 0 ? "win" : "nobody"},
                     {"winner", std::to_string(winner)}};
  for (const auto& [key, value] : session.certificate_rules()) fields.emplace_back(key, value);
  return fields;
}

CertificateClaim certificate_claim(const ClaimFields& header) {
  std::vector<std::pair<std::string, std::string>> fields;
  std::string game, board, moves, claim, winner;
  for (const auto& [key, value] : header) {
    const std::string v = canonical_value(value);
    if (key == "game") game = v;
    if (key == "board") board = v;
    if (key == "moves") moves = v;
    if (key == "claim") claim = v;
    if (key == "winner") winner = v;
    if (key != "gg-certificate") fields.emplace_back(key, v);
  }
  std::sort(fields.begin(), fields.end());
  // The canonical text leaves out the board's name (the edges are the board) and the kind of
  // proof; the line's parentheses hold the rule parameters.
  static const std::set<std::string> kSpeltOut = {"game",     "board", "moves", "claim", "winner",
                                                  "vertices", "edges", "cells", "proof"};
  std::string canonical, parameters;
  for (const auto& [key, value] : fields) {
    if (key != "board" && key != "proof") canonical += key + " " + value + "\n";
    if (kSpeltOut.count(key)) continue;
    if (!parameters.empty()) parameters += ", ";
    parameters += key + " " + value;
  }
  CertificateClaim c;
  c.line = game + " " + board + (parameters.empty() ? "" : " (" + parameters + ")") +
           (moves.empty() ? " from the start" : " after " + moves) + ": " +
           (claim == "nobody" ? "no player can force a win" : "player " + winner + " wins");
  c.board_digest = sha256_hex(canonical);
  return c;
}

}  // namespace gg::play
