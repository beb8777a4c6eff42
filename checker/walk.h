// The one algorithm of the checker: walk the proof tree in the certificate alongside the
// game, using nothing but the game's rules (docs/certificates.md, "The proof tree").
//
// Rules R: using State (with std::string key(): the whole position, exactly); start();
// to_move(s) (1 or 2); decided(s): 0 while the game goes on, else the winner, or kDraw;
// children(s): every legal move's text with the position after it; and image(s, map): the
// position s mapped by `map`, or nullopt when `map` is not a symmetry of the board (what a map
// is depends on the game: docs/certificates.md).
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "certificate_reader.h"
#include "key_set.h"

namespace gg_check {

inline constexpr int kDraw = -1;  // decided(s) of a game that ended without a winner

// Tags of the proof tree's nodes.
inline constexpr std::uint8_t kWinnerMove = 'M';    // the claimed winner's move, then its node
inline constexpr std::uint8_t kAllReplies = 'A';    // a count, then each reply with its node
inline constexpr std::uint8_t kGameOver = 'X';      // the game has ended, won by the claimant
inline constexpr std::uint8_t kProvenBefore = 'R';  // the same position was proven earlier
inline constexpr std::uint8_t kSymmetric = 'S';     // a map taking it to a position proven earlier
inline constexpr std::uint8_t kPart = 'P';          // proven by a part certificate: its digest

// `symbols`, each one of `alphabet`, packed into as few bits as the alphabet needs: position
// keys stay short (most fit in a std::string without an allocation).
inline std::string packed(const std::string& symbols, const std::string& alphabet) {
  int bits = 1;
  while ((1u << bits) < alphabet.size()) ++bits;
  std::string out;
  unsigned buffer = 0;
  int filled = 0;
  for (const char c : symbols) {
    buffer |= static_cast<unsigned>(alphabet.find(c)) << filled;
    filled += bits;
    if (filled >= 8) {
      out += static_cast<char>(buffer & 0xff);
      buffer >>= 8;
      filled -= 8;
    }
  }
  if (filled > 0) out += static_cast<char>(buffer);
  return out;
}

// What a proof tree claims: that `player` wins against all the others together (at their
// turns every move is listed, at its own one move is given), or, with `prevent`, that the
// others together keep `player` from winning (its moves listed, theirs given).
struct Claim {
  int player = 1;
  bool prevent = false;
  int players = 2;
};

// A line of play as a refusal names it.
inline std::string where(const std::vector<std::string>& line) {
  if (line.empty()) return "at the start";
  std::string text = "after the moves:";
  for (const std::string& m : line) text += " " + m;
  return text;
}

// The position after a certificate's start moves, each checked to be legal in its turn.
template <class R>
typename R::State play_start_moves(const R& rules, const std::vector<std::string>& moves) {
  typename R::State s = rules.start();
  std::vector<std::string> line;
  for (const std::string& m : moves) {
    if (rules.decided(s) != 0)
      throw Refused(where(line) + ": start move " + m + " comes after the game has ended");
    bool legal = false;
    for (auto& [text, next] : rules.children(s)) {
      if (text != m) continue;
      s = std::move(next);
      legal = true;
      break;
    }
    if (!legal) throw Refused(where(line) + ": start move '" + m + "' is not a legal move here");
    line.push_back(m);
  }
  return s;
}

struct WalkResult {
  std::uint64_t nodes = 0;      // nodes of the tree read (not counting its parts')
  std::uint64_t positions = 0;  // distinct positions proven, its parts' included
  std::uint64_t parts = 0, part_nodes = 0, part_bytes = 0;  // part certificates verified
  WalkResult& operator+=(const WalkResult& w) {
    nodes += w.nodes, positions += w.positions, parts += w.parts;
    part_nodes += w.part_nodes, part_bytes += w.part_bytes;
    return *this;
  }
};

// Verifies the part certificate named by `digest` proving the position after `line` (the
// whole line from the board's start); throws Refused.
using PartCheck =
    std::function<WalkResult(const std::string& digest, const std::vector<std::string>& line)>;

template <class R>
class Walker {
 public:
  using State = typename R::State;
  using Children = std::vector<std::pair<std::string, State>>;

  Walker(const R& rules, CertificateReader& reader, Claim claim, PartCheck part = nullptr)
      : rules_(rules), reader_(reader), claim_(claim), part_(std::move(part)) {}

  // Plays the start moves, then proves the root. Throws Refused naming the line of play.
  WalkResult run(const std::vector<std::string>& start_moves) {
    const State s = play_start_moves(rules_, start_moves);
    line_ = start_moves;
    prove(s);
    WalkResult result = parts_;  // its nodes are 0: each part's trailer counted them
    result += {nodes_, proven_.size()};
    return result;
  }

 private:
  void prove(const State& s) {
    ++nodes_;
    const std::uint8_t tag = reader_.byte();
    int result = rules_.decided(s);
    Children moves;
    // A reference to a proven position needs no moves: only positions with moves are ever
    // proven, and a position with the key of a proven one has its future (the keys' lemmas
    // in docs/certificates.md). Most nodes are references, so this is most of the time saved.
    const bool reference = tag == kProvenBefore || tag == kSymmetric;
    if (result == 0 && !reference) {
      moves = rules_.children(s);
      // No move: the player who moved last wins.
      if (moves.empty()) result = (rules_.to_move(s) + claim_.players - 2) % claim_.players + 1;
    }
    if (result != 0) {
      if (tag != kGameOver) fail("the game is over here, but the proof goes on");
      const bool holds =
          claim_.prevent ? result != claim_.player && result != kDraw : result == claim_.player;
      if (!holds) {
        fail(result == kDraw
                 ? "the game ends here in a draw"
                 : "the game ends here with player " + std::to_string(result) + " winning");
      }
      return;
    }
    if (tag == kGameOver) fail("the proof says the game is over here, but it is not");
    if (tag == kProvenBefore) {
      if (!proven_.contains(s.key()))
        fail("the proof refers to this position as proven, but it is not");
      return;
    }
    if (tag == kSymmetric) {
      const std::uint64_t size = reader_.number();
      if (size > 4096) fail("the map given is longer than any board");
      std::vector<int> map;
      for (std::uint64_t i = 0; i < size; ++i)
        map.push_back(static_cast<int>(std::min<std::uint64_t>(reader_.number(), 1 << 20)));
      const std::optional<State> image = rules_.image(s, map);
      if (!image) fail("the map given is not a symmetry of the board");
      if (!proven_.contains(image->key()))
        fail("the proof maps this position to one not proven before");
      return;
    }
    if (tag == kPart) {
      if (!part_) fail("the proof refers to a part, but no parts can be read here");
      parts_ += part_(reader_.text(), line_);
      proven_.insert(s.key());
      return;
    }
    const std::string mover = "player " + std::to_string(rules_.to_move(s));
    if ((rules_.to_move(s) == claim_.player) != claim_.prevent) {
      if (tag != kWinnerMove) fail(mover + " is to move, but the proof gives no move");
      const std::string m = reader_.text();
      const State next = child(moves, m, mover + "'s move");
      line_.push_back(m);
      prove(next);
      line_.pop_back();
    } else {
      if (tag != kAllReplies) fail(mover + " is to move, but the proof does not list its moves");
      const std::uint64_t count = reader_.number();
      std::vector<bool> answered(moves.size(), false);
      for (std::uint64_t i = 0; i < count; ++i) {
        const std::string m = reader_.text();
        const std::size_t k = index_of(moves, m, "reply");
        if (answered[k]) fail("reply " + m + " is listed twice");
        answered[k] = true;
        line_.push_back(m);
        prove(moves[k].second);
        line_.pop_back();
      }
      for (std::size_t k = 0; k < moves.size(); ++k)
        if (!answered[k]) fail("the reply " + moves[k].first + " is not answered");
    }
    proven_.insert(s.key());
  }

  std::size_t index_of(const Children& moves, const std::string& m, const std::string& what) {
    for (std::size_t k = 0; k < moves.size(); ++k)
      if (moves[k].first == m) return k;
    fail(what + " '" + m + "' is not a legal move here");
  }

  State child(const Children& moves, const std::string& m, const std::string& what) {
    return moves[index_of(moves, m, what)].second;
  }

  [[noreturn]] void fail(const std::string& why) { throw Refused(where(line_) + ": " + why); }

  const R& rules_;
  CertificateReader& reader_;
  Claim claim_;
  PartCheck part_;
  WalkResult parts_;  // what the parts verified so far proved
  std::vector<std::string> line_;
  KeySet proven_;  // the keys of the positions proven so far
  std::uint64_t nodes_ = 0;
};

}  // namespace gg_check
