#include "games/trails/mirror.h"

#include <unordered_set>

#include "core/error.h"

namespace gg::trails {
namespace {

class MirrorChecker {
 public:
  MirrorChecker(std::shared_ptr<const Board> board, const BoardMap& map, bool take_wins,
                const SolveLimits& limits)
      : state_(std::move(board)), map_(map), take_wins_(take_wins), guard_(limits) {}

  MirrorCheck run() {
    result_.holds = holds_from_here();
    return result_;
  }

 private:
  // Player 1 to move; the strategy holds against every continuation.
  bool holds_from_here() {
    if (!seen_.insert(state_.hash()).second) return true;
    ++result_.positions;
    guard_.on_node(result_.positions);
    MoveBuffer moves;
    state_.legal_moves(moves);
    for (const Move& m : moves) {
      line_.push_back(m);
      state_.play(m);
      bool ok = !state_.winner();  // player 1 completed a trail: the strategy failed
      if (ok) {
        Move reply{map_.cell[m.cell], Token::kDownhill};
        GG_CHECK(state_.is_legal(reply));  // the position was symmetric, so the mirror is empty
        std::array<std::uint8_t, kMaxCells> wins;
        if (take_wins_ && state_.winning_cells(Player::kTwo, wins, 1) > 0)
          reply = Move{wins[0], Token::kDownhill};
        line_.push_back(reply);
        state_.play(reply);
        ok = state_.winner() || holds_from_here();
        state_.undo(reply);
        if (ok) line_.pop_back();
      }
      state_.undo(m);
      if (!ok) {
        if (result_.counter_line.empty()) result_.counter_line = line_;
        return false;
      }
      line_.pop_back();
    }
    return true;
  }

  State state_;
  BoardMap map_;
  bool take_wins_;
  LimitGuard guard_;
  MirrorCheck result_;
  std::unordered_set<std::uint64_t> seen_;
  std::vector<Move> line_;
};

}  // namespace

std::vector<BoardMap> mirror_maps(int n) {
  std::vector<BoardMap> maps;
  const Board b(n);
  for (BoardMap& g : Board::square_maps(n)) {
    bool keeps = false;
    for (const BoardMap& k : b.symmetries()) keeps |= k.name == g.name;
    // A pairing of the cells: an involution without fixed cells (quarter turns are not).
    bool pairs = true;
    for (int c = 0; c < b.cells(); ++c) pairs &= g.cell[c] != c && g.cell[g.cell[c]] == c;
    if (!keeps && pairs) maps.push_back(std::move(g));
  }
  return maps;
}

MirrorCheck check_mirror_strategy(int n, const BoardMap& map, bool take_wins,
                                  const SolveLimits& limits) {
  if (n % 2 != 0)
    throw InputError("the mirror strategy needs an even board (got " + std::to_string(n) + ")");
  return MirrorChecker(std::make_shared<const Board>(n), map, take_wins, limits).run();
}

}  // namespace gg::trails
