// Trails' threat rules (games/trails/trails.h): the winning cells a token makes, counted by
// walking its chain, against a scan of the whole board; threat sequences and the quiet moves
// they refute, against the exact value of every position reachable on 4x4 and against the
// plain reference solver on random 5x5 endgames.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "games/trails/trails.h"
#include "reference/trails_reference.h"
#include "solve/negamax.h"

namespace gg::trails {
namespace {

int count_winning_cells(const State& s, Player p) {
  std::array<std::uint8_t, kMaxCells> cells;
  return s.winning_cells(p, cells, kMaxCells);
}

TEST(TrailsThreats, ThreatsMadeByATokenAreTheBoardsWinningCells) {
  std::mt19937 rng(23);
  long long compared = 0, with_threats = 0;
  for (int game = 0; game < 400; ++game) {
    const int n = 3 + game % 5;
    State s(std::make_shared<const Board>(n));
    while (!s.winner()) {
      const Player me = s.side_to_move();
      if (count_winning_cells(s, me) > 0 || count_winning_cells(s, opponent(me)) > 0) break;
      MoveBuffer moves;
      s.legal_moves(moves);
      for (const Move& m : moves) {
        s.play(m);
        const State::NewThreats made = s.threats_made_by_last_move();
        if (!s.winner()) {
          for (const Player p : {Player::kOne, Player::kTwo}) {
            const int expected = count_winning_cells(s, p);
            ASSERT_EQ(made.count[index_of(p)], expected) << render_ascii(s);
            if (expected > 0) {
              EXPECT_TRUE(s.wins_at(made.first[index_of(p)], p));
            }
            with_threats += expected > 0;
          }
          ++compared;
        }
        s.undo(m);
      }
      s.play(moves[rng() % moves.size()]);
    }
  }
  EXPECT_GT(compared, 20000);
  EXPECT_GT(with_threats, 1000);
}

// Every position reachable from the empty 4x4 board (no trail yet), solved by plain memoised
// search over all legal moves. At each: a static decision is the exact value, a threat
// sequence found replays, and the moves search_moves keeps give the exact value.
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

  struct Counts {
    long long positions = 0, static_wins = 0, sequences = 0, pruned_quiet = 0;
  };

  void check_all(State& s, Counts& counts) {
    std::int8_t& mark = value_[index(s)];
    if (mark < 0) return;  // seen
    const bool win = mark == kWin;
    mark = win ? kSeenWin : kSeenLoss;
    ++counts.positions;
    if (const auto w = s.static_winner()) {
      EXPECT_EQ(*w == s.side_to_move(), win) << render_ascii(s);
      counts.static_wins += *w == s.side_to_move();
    }
    const Player me = s.side_to_move();
    if (count_winning_cells(s, me) == 0 && count_winning_cells(s, opponent(me)) == 0) {
      State::ThreatLine line;
      if (s.forced_win(State::kThreatSequenceDepth, &line)) {
        ++counts.sequences;
        EXPECT_TRUE(win) << render_ascii(s);
        EXPECT_TRUE(s.replays(line)) << render_ascii(s);
      }
    }
    MoveBuffer kept, moves;
    s.search_moves(kept);
    s.legal_moves(moves);
    bool win_by_kept = false;
    for (const Move& m : kept) {
      s.play(m);
      win_by_kept |= s.winner().has_value() || !value_of(s);
      s.undo(m);
    }
    EXPECT_EQ(win_by_kept, win) << render_ascii(s);
    EXPECT_GE(kept.size(), 1U);
    counts.pruned_quiet += moves.size() - kept.size();
    for (const Move& m : moves) {
      s.play(m);
      if (!s.winner()) check_all(s, counts);
      s.undo(m);
    }
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

TEST(TrailsThreatsSlow, EveryReachableFourByFourPositionKeepsItsExactValue) {
  FourByFour table;
  State s(table.board());
  EXPECT_FALSE(table.wins(s));  // player 2 wins 4x4
  FourByFour::Counts counts;
  table.check_all(s, counts);
  std::printf(
      "reachable 4x4 positions %lld: static wins %lld, threat sequences %lld, moves "
      "left out %lld\n",
      counts.positions, counts.static_wins, counts.sequences, counts.pruned_quiet);
  EXPECT_EQ(counts.positions, 5318127);
  EXPECT_GT(counts.sequences, 100000);
}

// Random 5x5 endgames (9 to 12 empty cells): negamax with the threat rules against the
// reference solver, which searches every legal move.
TEST(TrailsThreats, RandomFiveByFiveEndgamesAgreeWithTheReference) {
  std::mt19937 rng(31);
  int compared = 0, sequences = 0;
  for (int trial = 0; trial < 5000 && compared < 120; ++trial) {
    State s(std::make_shared<const Board>(5));
    reference::TrailsReference ref(5);
    bool over = false;
    for (int i = 0; i < 13 + trial % 4 && !over; ++i) {
      MoveBuffer moves;
      s.legal_moves(moves);
      const Move m = moves[rng() % moves.size()];
      s.play(m);
      over = ref.place(m.cell);
    }
    if (over) continue;
    const Player me = s.side_to_move();
    if (count_winning_cells(s, me) == 0 && count_winning_cells(s, opponent(me)) == 0) {
      State::ThreatLine line;
      sequences += s.forced_win(State::kThreatSequenceDepth, &line);
    }
    SolveLimits limits;
    limits.tt_megabytes = 16;
    Negamax<State> negamax(limits);
    EXPECT_EQ(negamax.solve(s), ref.to_move_wins()) << render_ascii(s);
    ++compared;
  }
  EXPECT_EQ(compared, 120);
  EXPECT_GE(sequences, 8);
}

// static_winner records what every first threat step makes, and search_moves and the
// children's static_winner read that record instead of scanning. Along random games that go
// down, back up and down another way, both must answer exactly as a state that replays the
// same moves without any record.
TEST(TrailsThreats, RecordedFirstStepsAnswerAsAFreshState) {
  std::mt19937 rng(41);
  int compared = 0, undecided = 0;  // undecided by static_winner: most leave a record
  const auto same_answers = [&](State& s, const std::vector<Move>& line) {
    State fresh(s.board_ptr());
    for (const Move& m : line) fresh.play(m);
    // The fresh state's moves first, while it has no record of its own to read.
    MoveBuffer kept, kept_fresh;
    fresh.search_moves(kept_fresh);
    const std::optional<Player> recorded = s.static_winner();
    ASSERT_EQ(recorded, fresh.static_winner()) << render_ascii(s);
    s.search_moves(kept);
    ASSERT_EQ(kept.size(), kept_fresh.size()) << render_ascii(s);
    for (std::size_t i = 0; i < kept.size(); ++i) ASSERT_EQ(kept[i], kept_fresh[i]);
    undecided += !recorded.has_value();
    ++compared;
  };
  for (int game = 0; game < 150; ++game) {
    const int n = 3 + game % 5;
    State s(std::make_shared<const Board>(n));
    std::vector<Move> line;
    while (!s.winner()) {
      same_answers(s, line);
      MoveBuffer moves;
      s.legal_moves(moves);
      // A detour: another move and its undo, which must leave no record that fits here.
      const Move detour = moves[rng() % moves.size()];
      s.play(detour);
      if (!s.winner()) s.static_winner();
      s.undo(detour);
      same_answers(s, line);
      const Move m = moves[rng() % moves.size()];
      s.play(m);
      line.push_back(m);
    }
  }
  EXPECT_GT(compared, 3000);
  EXPECT_GT(undecided, 1000);
}

// df-pn's first proof numbers (proof_number_hint, read from static_winner's record) count the
// moves that hand the opponent no completion and, among them, those that threaten one. Here
// both are counted again on the reference's board, by trying every token.
TEST(TrailsThreats, ProofNumberHintCountsSafeAndThreateningMoves) {
  std::mt19937 rng(43);
  int checked = 0, with_threats = 0;
  for (int game = 0; game < 150; ++game) {
    const int n = 3 + game % 4;
    State s(std::make_shared<const Board>(n));
    reference::TrailsReference ref(n);
    const auto completes = [&](std::string board, int cell, char token) {
      board[static_cast<std::size_t>(cell)] = token;
      ref.set_board(std::move(board));
      return ref.has_trail();
    };
    const auto any_completion = [&](const std::string& board, char token) {
      for (int d = 0; d < n * n; ++d)
        if (board[static_cast<std::size_t>(d)] == '.' && completes(board, d, token)) return true;
      return false;
    };
    while (!s.winner()) {
      if (!s.static_winner()) {
        std::string board;
        for (int c = 0; c < n * n; ++c)
          board += s.token(c) == Token::kEmpty ? '.' : s.token(c) == Token::kUphill ? '/' : '\\';
        const char mine = s.side_to_move() == Player::kOne ? '/' : '\\';
        const char theirs = mine == '/' ? '\\' : '/';
        const ProofNumbers hint = s.proof_number_hint();
        if (any_completion(board, theirs)) {  // the block is the only move
          EXPECT_EQ(hint.pn, 1u);
          EXPECT_EQ(hint.dn, 1u);
        } else {
          int safe = 0, threatening = 0;
          for (int c = 0; c < n * n; ++c) {
            if (board[static_cast<std::size_t>(c)] != '.') continue;
            std::string after = board;
            after[static_cast<std::size_t>(c)] = mine;
            if (any_completion(after, theirs)) continue;
            ++safe;
            threatening += any_completion(after, mine);
          }
          const auto half = static_cast<std::uint32_t>(std::max(safe, 1) / 2);
          EXPECT_EQ(hint.dn, 1 + half) << render_ascii(s);
          EXPECT_EQ(hint.pn, 1 + half / static_cast<std::uint32_t>(threatening + 1))
              << render_ascii(s);
          with_threats += threatening > 0;
        }
        ++checked;
      }
      MoveBuffer moves;
      s.legal_moves(moves);
      s.play(moves[rng() % moves.size()]);
    }
  }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(with_threats, 100);
}

}  // namespace
}  // namespace gg::trails
