// Trails' dead cells (games/trails/dead_cells.h): the definition checked by brute force over
// every filling of the empty cells, and the pruning checked against the exact value of every
// position reachable on the 4x4 board and against search without it on random 5x5 positions.
#include "games/trails/dead_cells.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "solve/negamax.h"

namespace gg::trails {
namespace {

// Plays `count` random legal moves; false if one of them completed a trail.
bool play_randomly(State& s, int count, std::mt19937& rng) {
  for (int i = 0; i < count; ++i) {
    MoveBuffer moves;
    s.legal_moves(moves);
    s.play(moves[rng() % moves.size()]);
    if (s.winner()) return false;
  }
  return true;
}

// Whether the tokens of `cells` (every cell filled) hold a one-colour chain joining opposite
// sides, by flooding along tokens: no code shared with the engine's union-find.
bool has_trail(const Board& b, const std::vector<Token>& cells) {
  const int n = b.size();
  std::vector<std::vector<int>> joined(static_cast<std::size_t>(b.nodes()));
  for (int c = 0; c < b.cells(); ++c) {
    if (cells[static_cast<std::size_t>(c)] == Token::kEmpty) continue;
    const auto ends = b.ends(c, cells[static_cast<std::size_t>(c)]);
    joined[ends[0]].push_back(ends[1]);
    joined[ends[1]].push_back(ends[0]);
  }
  std::vector<int> component(static_cast<std::size_t>(b.nodes()), -1);
  for (int start = 0; start < b.nodes(); ++start) {
    if (component[static_cast<std::size_t>(start)] >= 0) continue;
    int sides = 0;
    std::vector<int> stack{start};
    component[static_cast<std::size_t>(start)] = start;
    while (!stack.empty()) {
      const int v = stack.back();
      stack.pop_back();
      const int x = v % (n + 1), y = v / (n + 1);
      sides |= (x == 0 ? 1 : 0) | (x == n ? 2 : 0) | (y == 0 ? 4 : 0) | (y == n ? 8 : 0);
      for (int w : joined[static_cast<std::size_t>(v)])
        if (component[static_cast<std::size_t>(w)] < 0) {
          component[static_cast<std::size_t>(w)] = start;
          stack.push_back(w);
        }
    }
    if ((sides & 3) == 3 || (sides & 12) == 12) return true;
  }
  return false;
}

TEST(TrailsDeadCells, NoCellIsDeadOnTheEmptyBoard) {
  for (int n = kMinSize; n <= kMaxSize; ++n) {
    const State s(std::make_shared<const Board>(n));
    CellFlags dead;
    EXPECT_EQ(find_dead_cells(s, dead), 0) << n;
  }
}

// The definition itself: a dead cell's content never changes whether the board holds a trail,
// for any filling of the other empty cells. Exhaustive over fillings, on random positions of
// 4x4 (up to 2^11 fillings each) and 5x5 (up to 2^12).
TEST(TrailsDeadCells, ADeadCellNeverDecidesATrail) {
  std::mt19937 rng(29);
  int dead_seen = 0, live_seen = 0;
  for (int trial = 0; trial < 200000 && dead_seen < 100; ++trial) {
    const int n = trial % 2 == 0 ? 4 : 5;
    const auto b = std::make_shared<const Board>(n);
    State s(b);
    if (!play_randomly(s, n * n - 6 - static_cast<int>(rng() % 6), rng)) continue;
    CellFlags dead;
    const int count = find_dead_cells(s, dead);
    std::vector<int> empty;
    for (int c = 0; c < b->cells(); ++c)
      if (s.token(c) == Token::kEmpty) empty.push_back(c);
    int flagged = 0;
    for (int c = 0; c < b->cells(); ++c) flagged += dead[c];
    ASSERT_EQ(flagged, count);
    for (const int cell : empty) {
      if (!dead[cell]) {
        ++live_seen;
        continue;
      }
      ++dead_seen;
      std::vector<int> others;
      for (int c : empty)
        if (c != cell) others.push_back(c);
      std::vector<Token> cells(static_cast<std::size_t>(b->cells()));
      for (int c = 0; c < b->cells(); ++c) cells[static_cast<std::size_t>(c)] = s.token(c);
      for (unsigned filling = 0; filling < (1u << others.size()); ++filling) {
        for (std::size_t i = 0; i < others.size(); ++i)
          cells[static_cast<std::size_t>(others[i])] =
              (filling >> i & 1) != 0 ? Token::kUphill : Token::kDownhill;
        cells[static_cast<std::size_t>(cell)] = Token::kUphill;
        const bool with_uphill = has_trail(*b, cells);
        cells[static_cast<std::size_t>(cell)] = Token::kDownhill;
        const bool with_downhill = has_trail(*b, cells);
        cells[static_cast<std::size_t>(cell)] = Token::kEmpty;
        const bool with_empty = has_trail(*b, cells);
        ASSERT_EQ(with_uphill, with_empty) << render_ascii(s) << " cell " << cell;
        ASSERT_EQ(with_downhill, with_empty) << render_ascii(s) << " cell " << cell;
      }
    }
  }
  EXPECT_GE(dead_seen, 50);  // the check saw dead cells, not only live ones
  EXPECT_GT(live_seen, 0);
}

// The pruning against exact values: every position reachable from the empty 4x4 board (no
// trail yet) is solved by plain memoised search over all legal moves, and at each of them the
// moves value_moves keeps must give the same value as all legal moves.
class FourByFour {
 public:
  FourByFour() : board_(std::make_shared<const Board>(4, false)), value_(43046721, kUnknown) {}

  // Whether the side to move wins; fills the table for every position below.
  bool wins(State& s) {
    std::int8_t& v = value_[index(s)];
    if (v != kUnknown) return v == kWin;
    MoveBuffer moves;
    s.legal_moves(moves);
    bool win = false;
    for (const Move& m : moves) {
      s.play(m);
      // Every child is solved, even after a win: the check below reads them all.
      win = (s.winner().has_value() || !wins(s)) || win;
      s.undo(m);
    }
    v = win ? kWin : kLoss;
    return win;
  }

  // Walks every reachable position once and checks value_moves there; returns the number of
  // positions checked and counts those with dead cells.
  long long check_all(State& s, long long& with_dead_cells) {
    std::int8_t& mark = value_[index(s)];
    if (mark < 0) return 0;  // seen
    const bool win = mark == kWin;
    mark = win ? kSeenWin : kSeenLoss;
    CellFlags dead;
    with_dead_cells += find_dead_cells(s, dead) > 0;
    MoveBuffer kept;
    s.value_moves(kept);
    bool win_by_kept = false;
    for (const Move& m : kept) {
      s.play(m);
      win_by_kept |= s.winner().has_value() || !value_of(s);
      s.undo(m);
    }
    EXPECT_EQ(win_by_kept, win) << render_ascii(s);
    long long checked = 1;
    MoveBuffer moves;
    s.legal_moves(moves);
    for (const Move& m : moves) {
      s.play(m);
      if (!s.winner()) checked += check_all(s, with_dead_cells);
      s.undo(m);
    }
    return checked;
  }

  const std::shared_ptr<const Board>& board() const { return board_; }

 private:
  static constexpr std::int8_t kUnknown = 0, kWin = 1, kLoss = 2, kSeenWin = -1, kSeenLoss = -2;
  bool value_of(const State& s) const {
    const std::int8_t v = value_[index(s)];
    return v == kWin || v == kSeenWin;
  }
  std::size_t index(const State& s) const {
    std::size_t code = 0;
    for (int c = 15; c >= 0; --c) code = code * 3 + static_cast<std::size_t>(s.token(c));
    return code;
  }
  std::shared_ptr<const Board> board_;
  std::vector<std::int8_t> value_;
};

TEST(TrailsDeadCells, KeptMovesGiveTheExactValueOfEveryReachableFourByFourPosition) {
  FourByFour table;
  State s(table.board());
  EXPECT_FALSE(table.wins(s));  // player 2 wins 4x4
  long long with_dead_cells = 0;
  const long long checked = table.check_all(s, with_dead_cells);
  RecordProperty("positions", std::to_string(checked));
  RecordProperty("with_dead_cells", std::to_string(with_dead_cells));
  std::printf("reachable 4x4 positions %lld, with dead cells %lld\n", checked, with_dead_cells);
  EXPECT_GT(with_dead_cells, 0);
}

// Negamax with and without the rule on random 5x5 middle games: the same winner.
TEST(TrailsDeadCells, RandomFiveByFivePositionsKeepTheirValue) {
  std::mt19937 rng(17);
  int compared = 0, with_dead_cells = 0;
  for (int trial = 0; trial < 200000 && compared < 60; ++trial) {
    State pruned(std::make_shared<const Board>(5, true, true));
    State plain(std::make_shared<const Board>(5, true, false));
    bool over = false;
    for (int i = 0; i < 12 + trial % 9 && !over; ++i) {
      MoveBuffer moves;
      pruned.legal_moves(moves);
      const Move m = moves[rng() % moves.size()];
      pruned.play(m);
      plain.play(m);
      over = pruned.winner().has_value();
    }
    if (over) continue;
    CellFlags dead;
    const bool has_dead_cells = find_dead_cells(pruned, dead) > 0;
    // Half the positions compared have dead cells (they are rare: see docs/games/trails.md).
    if (!has_dead_cells && compared >= 30) continue;
    with_dead_cells += has_dead_cells;
    SolveLimits limits;
    limits.tt_megabytes = 16;
    Negamax<State> with_rule(limits), without_rule(limits);
    EXPECT_EQ(with_rule.solve(pruned), without_rule.solve(plain)) << render_ascii(plain);
    ++compared;
  }
  EXPECT_EQ(compared, 60);
  EXPECT_GE(with_dead_cells, 25);
}

}  // namespace
}  // namespace gg::trails
