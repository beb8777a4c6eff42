// The Game of Cycles for three players (--players 3): who can force a win against the other
// two, by the engine (the gap algorithm on cycles, the coalition search elsewhere) against the
// brute-force reference, and the gap algorithm against the search on cycles.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "core/error.h"
#include "games/cycles/cycle_gaps.h"
#include "games/cycles/cycles.h"
#include "games/game.h"
#include "graph/plane.h"
#include "reference/cycles_reference.h"

namespace gg {
namespace {

SolveReport solve_three(const std::string& board, const std::string& moves = "",
                        bool force_search = false, bool strict = false) {
  SolveRequest request;
  request.position.board = board;
  request.position.moves = moves;
  request.position.params.set("players", "3");
  if (strict) request.position.params.set("variant", "strict");
  if (force_search) request.position.params.set("force-search", "true");
  request.search.want_line = false;
  return find_game("cycles").solve(request);
}

// The reference's forced winner as a player number (0: none), the mover being `mover`.
int reference_forced_winner(reference::CyclesReference& ref, int mover) {
  int winner = 0;
  for (int seat = 0; seat < 3; ++seat) {
    if (!ref.can_force(seat, 3)) continue;
    EXPECT_EQ(winner, 0) << "two players can force a win";
    winner = (mover - 1 + seat) % 3 + 1;
  }
  return winner;
}

// Boards with and without cells, cycles, wheels, bowties and trees, in both variants: the
// forced winner of the start and after every first move.
TEST(CyclesThreePlayers, AgreesWithReferenceOnSmallBoards) {
  int checked = 0;
  for (const std::string board :
       {"C3", "C4", "C5", "C6", "C7", "W4", "W5", "K4", "hourglass", "inverted-hourglass", "P2xP3",
        "spider:1,2,2", "P5", "K1,4", "diamond"}) {
    for (const bool strict : {false, true}) {
      SCOPED_TRACE(board + (strict ? " strict" : ""));
      const PlaneBoard plane = parse_plane_board(board, "");
      reference::CyclesReference ref(plane.graph, plane.cells, strict);
      const SolveReport r = solve_three(board, "", false, strict);
      EXPECT_EQ(r.players, 3);
      EXPECT_EQ(r.winner, reference_forced_winner(ref, 1));
      ASSERT_EQ(r.moves.size(), ref.moves().size());
      for (const MoveReport& m : r.moves) {
        const auto gt = m.move.find('>');
        reference::CyclesReference after(plane.graph, plane.cells, strict);
        ASSERT_TRUE(after.play(std::stoi(m.move.substr(0, gt)), std::stoi(m.move.substr(gt + 1))));
        EXPECT_EQ(m.forced_winner, reference_forced_winner(after, 2)) << m.move;
        EXPECT_EQ(m.wins, m.forced_winner == 1);
      }
      ++checked;
    }
  }
  EXPECT_EQ(checked, 30);
}

// On cycles the gap algorithm answers; it must agree with the coalition search on every
// start C_3 .. C_11 and on random positions of C_6 .. C_10.
TEST(CyclesThreePlayers, GapAlgorithmAgreesWithSearch) {
  for (int n = 3; n <= 11; ++n) {
    const std::string board = "C" + std::to_string(n);
    SCOPED_TRACE(board);
    const SolveReport gaps = solve_three(board);
    const SolveReport search = solve_three(board, "", true);
    EXPECT_EQ(gaps.method, n == 3 ? gaps.method : "cycle-gaps");
    EXPECT_EQ(search.method, "coalition-search");
    EXPECT_EQ(gaps.winner, search.winner);
    ASSERT_EQ(gaps.moves.size(), search.moves.size());
    for (std::size_t i = 0; i < gaps.moves.size(); ++i)
      EXPECT_EQ(gaps.moves[i].forced_winner, search.moves[i].forced_winner);
  }
  std::mt19937 rng(3);
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 6 + static_cast<int>(rng() % 5);
    const auto board = std::make_shared<const cycles::Board>(
        parse_plane_board("C" + std::to_string(n), ""), cycles::Variant::kLeavesExempt, 3);
    cycles::State s(board);
    std::string moves;
    for (int i = 0, plies = 1 + static_cast<int>(rng() % (n - 1)); i < plies; ++i) {
      cycles::MoveBuffer legal;
      s.legal_moves(legal);
      if (legal.size() == 0 || s.winner()) break;
      const cycles::Move m = legal[rng() % legal.size()];
      s.play(m);
      moves += cycles::format_move(m) + " ";
    }
    SCOPED_TRACE("C" + std::to_string(n) + " after " + moves);
    EXPECT_EQ(solve_three("C" + std::to_string(n), moves).winner,
              solve_three("C" + std::to_string(n), moves, true).winner);
  }
}

// The gaps read from a position: one S gap after the first move, a dead pair of opposite
// arrows leaves D gaps, and the same gaps wherever they lie on the cycle.
TEST(CyclesThreePlayers, GapsOfPositions) {
  const auto board = std::make_shared<const cycles::Board>(parse_plane_board("C8", ""),
                                                           cycles::Variant::kLeavesExempt, 3);
  cycles::State s(board);
  ASSERT_TRUE(cycles::cycle_gaps(s)->untouched);
  s.play(cycles::Move{0, 1});
  EXPECT_EQ(cycles::cycle_gaps(s)->codes, std::string(1, static_cast<char>(2 * 7)));
  s.play(cycles::Move{4, 3});  // against 0>1 along the walk 0 1 2 ... 7
  const std::string codes = cycles::cycle_gaps(s)->codes;
  EXPECT_EQ(codes, std::string({static_cast<char>(2 * 2 + 1), static_cast<char>(2 * 4 + 1)}));
  EXPECT_FALSE(cycles::cycle_gaps(cycles::State(std::make_shared<const cycles::Board>(
      parse_plane_board("W5", ""), cycles::Variant::kLeavesExempt, 3))));
}

TEST(CyclesThreePlayers, TwoPlayerOptionsAreRefused) {
  SolveRequest request;
  request.position.board = "C5";
  request.position.params.set("players", "3");
  request.search.win_within = 3;
  EXPECT_THROW(find_game("cycles").solve(request), InputError);
  request.search.win_within.reset();
  request.search.solver = Solver::kDfpn;
  EXPECT_THROW(find_game("cycles").solve(request), InputError);
  request.search.solver.reset();
  request.position.params.set("grundy", "true");
  EXPECT_THROW(find_game("cycles").solve(request), InputError);
}

}  // namespace
}  // namespace gg
