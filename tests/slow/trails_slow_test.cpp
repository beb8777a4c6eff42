// Trails sweeps too long for the fast suite: 4x4 decided from the empty board by the plain
// reference solver, and every one of the 2^25 full 5x5 boards has a trail.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "games/game.h"
#include "reference/trails_reference.h"

namespace gg {
namespace {

TEST(TrailsSlow, FourByFourByTheReferenceAgreesWithBothSolvers) {
  reference::TrailsReference ref(4);
  const bool p1_wins = ref.to_move_wins();
  for (const Solver solver : {Solver::kNegamax, Solver::kDfpn}) {
    SolveRequest request;
    request.position.board = "4";
    request.search.solver = solver;
    EXPECT_EQ(find_game("trails").solve(request).winner, p1_wins ? 1 : 2) << solver_name(solver);
  }
}

// Counts full n x n boards without a one-colour trail joining opposite sides, by filling cells
// in order with a union-find that is rolled back; once a trail exists every completion has one.
class FullBoards {
 public:
  explicit FullBoards(int n) : n_(n) {
    for (int v = 0; v < (n + 1) * (n + 1); ++v) {
      parent_.push_back(v);
      const int x = v % (n + 1), y = v / (n + 1);
      sides_.push_back((x == 0 ? 1 : 0) | (x == n ? 2 : 0) | (y == 0 ? 4 : 0) | (y == n ? 8 : 0));
    }
  }
  long long without_trail(int cell = 0) {
    if (cell == n_ * n_) return 1;
    long long count = 0;
    const int c = cell % n_, r = cell / n_;
    const std::array<std::array<int, 2>, 2> diagonals{
        {{node(c, r), node(c + 1, r + 1)}, {node(c, r + 1), node(c + 1, r)}}};
    for (const auto& d : diagonals) {
      int a = find(d[0]), b = find(d[1]);
      const int saved = sides_[static_cast<std::size_t>(a)];
      const bool joined = a != b;
      if (joined) {
        parent_[static_cast<std::size_t>(b)] = a;
        sides_[static_cast<std::size_t>(a)] |= sides_[static_cast<std::size_t>(b)];
      }
      const int s = sides_[static_cast<std::size_t>(a)];
      if ((s & 3) != 3 && (s & 12) != 12) count += without_trail(cell + 1);
      if (joined) {
        parent_[static_cast<std::size_t>(b)] = b;
        sides_[static_cast<std::size_t>(a)] = saved;
      }
    }
    return count;
  }

 private:
  int node(int x, int y) const { return y * (n_ + 1) + x; }
  int find(int v) const {
    while (parent_[static_cast<std::size_t>(v)] != v) v = parent_[static_cast<std::size_t>(v)];
    return v;
  }
  int n_;
  std::vector<int> parent_;
  std::vector<int> sides_;
};

TEST(TrailsSlow, EveryFullBoardUpToFiveByFiveHasATrail) {
  for (int n = 2; n <= 5; ++n) EXPECT_EQ(FullBoards(n).without_trail(), 0) << n;
}

}  // namespace
}  // namespace gg
