// Trails (Phil Leduc): rules, symmetry group, full boards, and agreement of negamax, df-pn and
// a plain reference solver.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "games/game.h"
#include "games/trails/mirror.h"
#include "games/trails/trails.h"
#include "reference/trails_reference.h"
#include "solve/dfpn.h"
#include "solve/negamax.h"
#include "solve/shortest_win.h"

namespace gg::trails {
namespace {

std::shared_ptr<const Board> board(int n) { return std::make_shared<const Board>(n); }

// A random position with `tokens` tokens and no trail yet, played through both the engine
// state and the reference.
bool random_position(int tokens, std::mt19937& rng, State& s, reference::TrailsReference& ref) {
  for (int i = 0; i < tokens; ++i) {
    MoveBuffer moves;
    s.legal_moves(moves);
    const Move m = moves[rng() % moves.size()];
    s.play(m);
    if (ref.place(m.cell)) return false;
    EXPECT_FALSE(s.winner());
  }
  return true;
}

TEST(Trails, NotationRoundTripsAndErrors) {
  const Board b(5);
  EXPECT_EQ(format_move(b, parse_move(b, "/c3")), "/c3");
  EXPECT_EQ(format_move(b, parse_move(b, "\\e5")), "\\e5");
  EXPECT_EQ(parse_move(b, "/a1").cell, 0);
  EXPECT_EQ(parse_move(b, "/b1").cell, 1);
  EXPECT_EQ(parse_move(b, "/a2").cell, 5);
  for (const char* bad : {"c3", "/f1", "/a0", "/a6", "/", "|a1", "/ax"})
    EXPECT_THROW(parse_move(b, bad), InputError) << bad;
  EXPECT_THROW(Board(1), InputError);
  EXPECT_THROW(Board(10), InputError);
  State s(board(3));
  EXPECT_THROW(play_move_list<Definition>(s, "\\a1"), InputError);  // player 1 places uphill tokens
  EXPECT_THROW(play_move_list<Definition>(s, "/a1 \\a1"), InputError);
}

TEST(Trails, TokensJoinNodesOfOneColour) {
  for (int n = kMinSize; n <= kMaxSize; ++n) {
    const Board b(n);
    for (int c = 0; c < b.cells(); ++c) {
      for (Token t : {Token::kUphill, Token::kDownhill}) {
        const auto [u, v] = b.ends(c, t);
        EXPECT_EQ(b.red(u), b.red(v));
      }
      // A cell's two diagonals have different colours.
      EXPECT_NE(b.red(b.ends(c, Token::kUphill)[0]), b.red(b.ends(c, Token::kDownhill)[0]));
    }
    EXPECT_TRUE(b.red(b.node_at(0, 0)));  // a1's uphill token is red (the rules' Figure 1)
  }
}

// The symmetry group: of the eight maps of the square, exactly those that send every uphill
// token to an uphill token are used; they are the identity, the half turn and the two
// diagonal reflections (a Klein four-group), and the game's value is invariant under them.
TEST(Trails, SymmetryGroupIsTheDirectionKeepingMaps) {
  for (int n = kMinSize; n <= kMaxSize; ++n) {
    const Board b(n);
    std::set<std::string> kept;
    for (const BoardMap& g : b.symmetries()) kept.insert(g.name);
    EXPECT_EQ(kept, (std::set<std::string>{"identity", "rotation by 180 degrees",
                                           "reflection in the uphill diagonal",
                                           "reflection in the downhill diagonal"}));
    // Every other map turns every uphill token into a downhill one, so it maps player 1's
    // tokens to tokens player 1 may not place: not a symmetry of the game.
    for (const BoardMap& g : Board::square_maps(n)) {
      if (kept.count(g.name)) continue;
      for (int c = 0; c < b.cells(); ++c) {
        const auto [u, v] = b.ends(c, Token::kUphill);
        const auto [x, y] = b.ends(g.cell[c], Token::kDownhill);
        EXPECT_TRUE((g.node[u] == x && g.node[v] == y) || (g.node[u] == y && g.node[v] == x))
            << g.name;
      }
    }
    // The kept maps form a group: closed under composition.
    for (const BoardMap& g : b.symmetries())
      for (const BoardMap& h : b.symmetries()) {
        bool found = false;
        for (const BoardMap& k : b.symmetries()) {
          bool same = true;
          for (int c = 0; c < b.cells(); ++c) same &= k.cell[c] == h.cell[g.cell[c]];
          found |= same;
        }
        EXPECT_TRUE(found);
      }
  }
  // Values are invariant: random 4x4 positions and their images, by the reference solver.
  std::mt19937 rng(7);
  const Board b(4);
  for (int trial = 0; trial < 30; ++trial) {
    State s(board(4));
    reference::TrailsReference ref(4);
    if (!random_position(6, rng, s, ref)) continue;
    const bool value = ref.to_move_wins();
    for (const BoardMap& g : b.symmetries()) {
      reference::TrailsReference image(4);
      // Replay the same tokens in their image cells, in an order keeping the directions.
      std::vector<int> uphill, downhill;
      for (int c = 0; c < b.cells(); ++c) {
        if (s.token(c) == Token::kUphill) uphill.push_back(g.cell[c]);
        if (s.token(c) == Token::kDownhill) downhill.push_back(g.cell[c]);
      }
      for (std::size_t i = 0; i < uphill.size(); ++i) {
        image.place(uphill[i]);
        if (i < downhill.size()) image.place(downhill[i]);
      }
      EXPECT_EQ(image.to_move_wins(), value) << g.name;
    }
  }
}

// The designer: every game ends with a completed trail. Every full board of sizes 2-4 has a
// trail (5 is in the slow suite), and random full boards up to 9.
TEST(Trails, EveryFullBoardHasATrail) {
  for (int n = 2; n <= 4; ++n) {
    const int cells = n * n;
    reference::TrailsReference ref(n);
    std::string full(static_cast<std::size_t>(cells), '/');
    for (std::uint32_t bits = 0; bits < (1u << cells); ++bits) {
      for (int c = 0; c < cells; ++c)
        full[static_cast<std::size_t>(c)] = (bits >> c) & 1 ? '\\' : '/';
      ref.set_board(full);
      ASSERT_TRUE(ref.has_trail()) << full;
    }
  }
  std::mt19937 rng(11);
  for (int n = 5; n <= kMaxSize; ++n) {
    reference::TrailsReference ref(n);
    for (int trial = 0; trial < 300; ++trial) {
      std::string full;
      for (int c = 0; c < n * n; ++c) full += rng() % 2 ? '\\' : '/';
      ref.set_board(full);
      ASSERT_TRUE(ref.has_trail()) << full;
    }
  }
  // And the engine never reaches a full board: random games end with a trail.
  for (int n = kMinSize; n <= kMaxSize; ++n)
    for (int game = 0; game < 50; ++game) {
      State s(board(n));
      MoveBuffer moves;
      while (!s.winner()) {
        s.legal_moves(moves);
        ASSERT_FALSE(moves.empty());
        s.play(moves[rng() % moves.size()]);
      }
    }
}

TEST(Trails, SmallBoardsAgreeWithTheReference) {
  // Every position after up to two moves on 3x3, from the engine's negamax and df-pn and the
  // reference.
  for (int n : {2, 3}) {
    State s(board(n));
    MoveBuffer first;
    s.legal_moves(first);
    for (const Move& a : first) {
      s.play(a);
      MoveBuffer second;
      s.legal_moves(second);
      for (const Move& b : second) {
        s.play(b);
        if (!s.winner()) {
          reference::TrailsReference ref(n);
          ref.place(a.cell);
          ref.place(b.cell);
          State copy = s;
          Negamax<State> negamax(SolveLimits{});
          Dfpn<State> dfpn(SolveLimits{});
          const bool expected = ref.to_move_wins();
          EXPECT_EQ(negamax.solve(copy), expected);
          EXPECT_EQ(dfpn.solve(copy), expected);
        }
        s.undo(b);
      }
      s.undo(a);
    }
  }
}

TEST(Trails, RandomPositionsAgreeAcrossSolvers) {
  std::mt19937 rng(5);
  int compared = 0;
  // 4x4 against the reference; 5x5 middle games between negamax and df-pn.
  for (int trial = 0; trial < 60; ++trial) {
    const int n = trial < 40 ? 4 : 5;
    State s(board(n));
    reference::TrailsReference ref(n);
    if (!random_position(n == 4 ? 5 + trial % 4 : 13 + trial % 3, rng, s, ref)) continue;
    SolveLimits limits;
    limits.tt_megabytes = 16;
    Negamax<State> negamax(limits);
    Dfpn<State> dfpn(limits);
    State a = s, b = s;
    const bool by_negamax = negamax.solve(a);
    EXPECT_EQ(dfpn.solve(b), by_negamax);
    if (n == 4) {
      EXPECT_EQ(ref.to_move_wins(), by_negamax);
    }
    ++compared;
  }
  EXPECT_GE(compared, 30);
}

TEST(Trails, KnownSmallBoards) {
  SolveRequest request;
  request.position.board = "2";
  EXPECT_EQ(find_game("trails").solve(request).winner, 2);
  request.position.board = "3x3";
  const SolveReport three = find_game("trails").solve(request);
  EXPECT_EQ(three.winner, 1);
  EXPECT_EQ(std::set<std::string>(three.winning_moves.begin(), three.winning_moves.end()),
            (std::set<std::string>{"/a1", "/b2", "/c3"}));
  request.position.board = "4";
  request.search.solver = Solver::kDfpn;
  EXPECT_EQ(find_game("trails").solve(request).winner, 2);
  // The reference agrees on 3x3 from the empty board.
  reference::TrailsReference ref(3);
  EXPECT_TRUE(ref.to_move_wins());
}

// The designer: on even boards player 2 "appears to have a winning strategy by simply using
// mirror symmetry". As a strategy it fails: for both centre-line mirrors, with or without
// taking immediate wins first, some line of player 1 completes a trail. Each counter-line is
// replayed on the reference: no trail until player 1's last token completes one.
TEST(Trails, MirrorStrategyIsRefutedOnEvenBoards) {
  for (int n : {4, 6}) {
    const auto maps = mirror_maps(n);
    ASSERT_EQ(maps.size(), 2u);
    for (const BoardMap& map : maps)
      for (bool take_wins : {false, true}) {
        SCOPED_TRACE(map.name + (take_wins ? ", taking wins" : ""));
        const MirrorCheck check = check_mirror_strategy(n, map, take_wins, SolveLimits{});
        ASSERT_FALSE(check.holds);
        ASSERT_EQ(check.counter_line.size() % 2, 1u);  // ends with player 1's move
        reference::TrailsReference ref(n);
        for (std::size_t i = 0; i < check.counter_line.size(); ++i) {
          const Move m = check.counter_line[i];
          EXPECT_EQ(m.token, i % 2 == 0 ? Token::kUphill : Token::kDownhill);
          // Player 2's tokens mirror player 1's (a winning reply would have ended the line).
          if (i % 2 == 1) {
            EXPECT_EQ(m.cell, map.cell[check.counter_line[i - 1].cell]);
          }
          EXPECT_EQ(ref.place(m.cell), i + 1 == check.counter_line.size());
        }
      }
  }
  // Player 2 still wins 4x4 with perfect play (KnownSmallBoards); 2x2 the mirror does hold.
  for (const BoardMap& map : mirror_maps(2))
    EXPECT_TRUE(check_mirror_strategy(2, map, false, SolveLimits{}).holds);
  EXPECT_THROW(check_mirror_strategy(5, Board::square_maps(5)[4], false, SolveLimits{}),
               InputError);
}

TEST(Trails, ShortestWinsAreWinsAndNoShorter) {
  std::mt19937 rng(3);
  int found = 0;
  for (int trial = 0; trial < 40; ++trial) {
    State s(board(4));
    reference::TrailsReference ref(4);
    if (!random_position(6 + trial % 3, rng, s, ref)) continue;
    ShortestWin<State> puzzle(SolveLimits{});
    const auto result = puzzle.find(s, 4);
    Negamax<State> negamax(SolveLimits{});
    State copy = s;
    const bool wins = negamax.solve(copy);
    if (!result) continue;
    ++found;
    EXPECT_TRUE(wins);
    // No first move wins faster, and every listed move wins within that many moves.
    ShortestWin<State> shorter(SolveLimits{});
    if (result->moves > 1) {
      EXPECT_FALSE(shorter.find(s, result->moves - 1));
    }
    for (const Move& m : result->winning_moves) {
      s.play(m);
      if (!s.winner()) {
        Negamax<State> after(SolveLimits{});
        State c = s;
        EXPECT_FALSE(after.solve(c));
      }
      s.undo(m);
    }
  }
  EXPECT_GE(found, 5);
}

}  // namespace
}  // namespace gg::trails
