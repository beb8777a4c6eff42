// The checker's rules against facts from the papers and the rules pages, position by
// position: a plain memoised game-tree evaluation over each rules class (test code only; the
// checker itself never searches). Nothing here comes from the engine.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "board.h"
#include "claim.h"
#include "cycles_rules.h"
#include "drawing.h"
#include "edcn.h"
#include "edge_rules.h"
#include "geography_rules.h"
#include "header.h"
#include "key_set.h"
#include "node_kayles_rules.h"
#include "trail_trap_rules.h"
#include "trails_rules.h"
#include "walk.h"

namespace gg_check {
namespace {

// The winner with perfect play from `s` (kDraw when neither can force a win).
template <class R>
int perfect_play_winner(const R& rules, const typename R::State& s,
                        std::unordered_map<std::string, int>& memo) {
  const std::string key = s.key();
  if (const auto it = memo.find(key); it != memo.end()) return it->second;
  int result = rules.decided(s);
  if (result == 0) {
    const int me = rules.to_move(s);
    const auto children = rules.children(s);
    result = 3 - me;  // no move, or every move loses
    bool can_draw = false;
    for (const auto& [move, next] : children) {
      const int w = perfect_play_winner(rules, next, memo);
      if (w == me) {
        result = me;
        break;
      }
      can_draw = can_draw || w == kDraw;
    }
    if (result != me && can_draw) result = kDraw;
  }
  memo.emplace(key, result);
  return result;
}

template <class R>
int winner(const R& rules) {
  std::unordered_map<std::string, int> memo;
  return perfect_play_winner(rules, rules.start(), memo);
}

std::string path_edges(int n) {
  std::string e;
  for (int i = 0; i + 1 < n; ++i)
    e += (i ? " " : "") + std::to_string(i) + "-" + std::to_string(i + 1);
  return e;
}

std::string cycle_edges(int n) { return path_edges(n) + " " + std::to_string(n - 1) + "-0"; }

std::string cycle_cell(int n) {
  std::string c;
  for (int i = 0; i < n; ++i) c += (i ? " " : "") + std::to_string(i);
  return c;
}

Header trail_trap(int n, const std::string& edges, const std::string& variant = "standard",
                  bool distinct = false) {
  return {{"variant", variant},
          {"distinct-placement", distinct ? "yes" : "no"},
          {"vertices", std::to_string(n)},
          {"edges", edges}};
}

Header cycles(int n, const std::string& edges, const std::string& cells,
              const std::string& variant = "leaves-exempt", const std::string& players = "2") {
  return {{"variant", variant},
          {"players", players},
          {"cells", cells},
          {"vertices", std::to_string(n)},
          {"edges", edges}};
}

// docs/games/trail-trap.md and the Trail Trap paper: no edge, P2 wins; one edge, P1 wins; the path
// on three vertices is a P2 win in Trail Trap but P1 wins when both tokens are placed first
// with P1 standing still (place-first).
TEST(CheckerRules, TrailTrapSmallFacts) {
  EXPECT_EQ(winner(TrailTrapRules(trail_trap(2, ""))), 2);
  EXPECT_EQ(winner(TrailTrapRules(trail_trap(2, "0-1"))), 1);
  EXPECT_EQ(winner(TrailTrapRules(trail_trap(3, path_edges(3)))), 2);
  EXPECT_EQ(winner(TrailTrapRules(trail_trap(3, path_edges(3), "place-first"))), 1);
  // With strict alternation and shared vertices allowed, P2 places on P1's vertex and mirrors
  // (docs/games/trail-trap.md); forbidding the shared vertex gives the game to P1.
  EXPECT_EQ(winner(TrailTrapRules(trail_trap(3, path_edges(3), "place-first-alternating"))), 2);
  EXPECT_EQ(winner(TrailTrapRules(trail_trap(3, path_edges(3), "place-first-alternating", true))),
            1);
}

// Rooted partizan edge geography on P3: P1 on the centre moves onto P2's leaf and P2 has no
// unused edge; with the tokens the other way round P1 must leave its leaf, P2 moves on along
// the other edge, and P1 is stuck.
TEST(CheckerRules, TrailTrapRootedStart) {
  Header centre = trail_trap(3, path_edges(3), "rooted");
  centre.add("start", "1,0");
  const TrailTrapRules rules(centre);
  EXPECT_EQ(rules.children(rules.start()).size(), 2u);
  EXPECT_EQ(winner(rules), 1);
  Header leaf = trail_trap(3, path_edges(3), "rooted");
  leaf.add("start", "0,1");
  EXPECT_EQ(winner(TrailTrapRules(leaf)), 2);
}

// Game of Cycles (the thesis): C_n is a P1 win iff n is odd; a path iff its number of edges is
// odd; the hourglass is a P2 win and the inverted hourglass a P1 win.
TEST(CheckerRules, CyclesThesisFacts) {
  for (int n = 3; n <= 7; ++n) {
    EXPECT_EQ(winner(CyclesRules(cycles(n, cycle_edges(n), cycle_cell(n)))), n % 2 ? 1 : 2)
        << "C" << n;
  }
  for (int n = 2; n <= 7; ++n) {
    EXPECT_EQ(winner(CyclesRules(cycles(n, path_edges(n), ""))), (n - 1) % 2 ? 1 : 2) << "P" << n;
  }
  const std::string hourglass_edges = "0-1 1-2 2-0 2-3 3-4 4-2";
  EXPECT_EQ(winner(CyclesRules(cycles(5, hourglass_edges, "0 1 2; 2 3 4"))), 2);
  EXPECT_EQ(winner(CyclesRules(cycles(5, hourglass_edges, "0 1 2; 2 3 4 2 1 0"))), 1);
}

// Strict rules (F. Su): a leaf edge can never be marked, so on a path no move is legal.
TEST(CheckerRules, CyclesStrictLeaves) {
  const CyclesRules rules(cycles(3, path_edges(3), "", "strict"));
  EXPECT_TRUE(rules.children(rules.start()).empty());
  EXPECT_EQ(winner(rules), 2);
}

// A move completing a cell wins at once, even with moves left elsewhere.
TEST(CheckerRules, CyclesCompletingACellWins) {
  const CyclesRules rules(cycles(4, "0-1 1-2 2-0 2-3", "0 1 2"));
  auto s = rules.start();
  for (const std::string move : {"0>1", "1>2"}) {
    for (const auto& [m, next] : rules.children(s))
      if (m == move) s = next;
  }
  bool found = false;
  for (const auto& [m, next] : rules.children(s)) {
    if (m == "2>0") {
      found = true;
      EXPECT_EQ(rules.decided(next), 1);
    }
  }
  EXPECT_TRUE(found);
}

// EDGe paper: P6 with EDCN(P6) = 3 colours is a P1 win (Theorem 3.11), with 4 a P2 win
// (Theorem 3.12).
TEST(CheckerRules, EdgePathTheorems) {
  EXPECT_EQ(winner(EdgeRules({{"colors", "3"}, {"vertices", "6"}, {"edges", path_edges(6)}})), 1);
  EXPECT_EQ(winner(EdgeRules({{"colors", "4"}, {"vertices", "6"}, {"edges", path_edges(6)}})), 2);
}

// A loop at v carries {c(v), c(v)}: with one colour, a loop and an edge between two other
// vertices cannot both be completed.
TEST(CheckerRules, EdgeLoopsCarryTheirVertexColourTwice) {
  const EdgeRules rules({{"colors", "1"}, {"vertices", "3"}, {"edges", "0-0 1-2"}});
  auto s = rules.start();
  for (const auto& [m, next] : rules.children(s))
    if (m == "0=1") s = next;
  ASSERT_EQ(s.colour[0], 1);
  for (const auto& [m, next] : rules.children(s)) s = next, (void)m;  // colour 1 or 2
  EXPECT_TRUE(rules.children(s).empty());
}

// EDGe positions are keyed by their reduced form, which rests on a lemma
// (docs/certificates.md, "EDGe"): positions with one reduced form have one winner. Checked on
// every reachable position of small boards, loops included, by a search that keys a position
// by its whole colouring. Returns how many reachable positions shared a reduced form with an
// earlier one.
int positions_merged_by_reduced_form(const EdgeRules& rules) {
  std::map<std::vector<int>, int> winner_of;
  std::map<std::string, int> winner_of_form;
  int merged = 0;
  const auto solve = [&](const auto& self, const EdgeRules::State& s) -> int {
    if (const auto it = winner_of.find(s.colour); it != winner_of.end()) return it->second;
    int w = 3 - s.mover;
    for (const auto& [move, next] : rules.children(s))
      if (self(self, next) == s.mover) w = s.mover;
    winner_of.emplace(s.colour, w);
    const auto [it, first] = winner_of_form.emplace(s.key(), w);
    EXPECT_EQ(it->second, w) << "two positions with one reduced form differ: " << s.key();
    merged += first ? 0 : 1;
    return w;
  };
  solve(solve, rules.start());
  return merged;
}

TEST(CheckerRules, EdgePositionsWithOneReducedFormHaveOneWinner) {
  const std::vector<std::pair<std::string, Header>> boards = {
      {"P6, 3 colours", {{"colors", "3"}, {"vertices", "6"}, {"edges", path_edges(6)}}},
      {"P7, 4 colours", {{"colors", "4"}, {"vertices", "7"}, {"edges", path_edges(7)}}},
      {"C6, 4 colours", {{"colors", "4"}, {"vertices", "6"}, {"edges", cycle_edges(6)}}},
      {"K4, 4 colours", {{"colors", "4"}, {"vertices", "4"}, {"edges", "0-1 0-2 0-3 1-2 1-3 2-3"}}},
      {"star, 4 colours", {{"colors", "4"}, {"vertices", "5"}, {"edges", "0-1 0-2 0-3 0-4"}}},
      {"loops, 3 colours",
       {{"colors", "3"}, {"vertices", "6"}, {"edges", "0-0 0-1 1-2 2-2 2-3 3-4 4-5 5-5 1-4"}}},
      {"two components, 3 colours",
       {{"colors", "3"}, {"vertices", "7"}, {"edges", "0-1 1-2 2-0 3-4 4-5 5-6 6-6"}}}};
  for (const auto& [name, header] : boards) {
    SCOPED_TRACE(name);
    EXPECT_GT(positions_merged_by_reduced_form(EdgeRules(header)), 0) << "the test merges nothing";
  }
}

// On a cycle graph the Game of Cycles keys a position by its gaps, which rests on a lemma
// (docs/certificates.md, "Game of Cycles on a cycle graph"): positions with the same gaps
// have the same future. Checked on every reachable position of C3 to C8, for two and three
// players, by a search keyed by every edge's arrow: the player who can force a win (or none)
// must be the same for every position of one key. Returns how many positions shared a key.
int cycle_positions_merged_by_gaps(const CyclesRules& rules) {
  std::map<std::pair<std::string, int>, int> forcer_of;  // (arrows, mover): player or 0
  std::map<std::string, int> forcer_of_key;
  int merged = 0;
  // Whether `player` can force a win from s against the others together.
  const auto forces = [&](const auto& self, const CyclesRules::State& s, int player) -> bool {
    if (s.cell_won_by != 0) return s.cell_won_by == player;
    const auto children = rules.children(s);
    if (children.empty()) return (s.mover + rules.players() - 2) % rules.players() + 1 == player;
    bool any = false, all = true;
    for (const auto& [move, next] : children) {
      const bool w = self(self, next, player);
      any = any || w;
      all = all && w;
    }
    return s.mover == player ? any : all;
  };
  const auto visit = [&](const auto& self, const CyclesRules::State& s) -> void {
    if (!forcer_of.emplace(std::pair{s.arrow, s.mover}, 0).second) return;
    int forcer = 0;
    for (int p = 1; p <= rules.players(); ++p)
      if (forces(forces, s, p)) forcer = p;
    const auto [it, first] = forcer_of_key.emplace(s.key(), forcer);
    EXPECT_EQ(it->second, forcer) << "two positions with the gaps " << s.key() << " differ";
    merged += first ? 0 : 1;
    for (const auto& [move, next] : rules.children(s)) self(self, next);
  };
  visit(visit, rules.start());
  return merged;
}

TEST(CheckerRules, CyclePositionsWithTheSameGapsHaveOneFuture) {
  for (int n = 3; n <= 8; ++n) {
    for (const char* players : {"2", "3"}) {
      for (const char* variant : {"leaves-exempt", "strict"}) {
        SCOPED_TRACE("C" + std::to_string(n) + ", " + players + " players, " + variant);
        const int merged = cycle_positions_merged_by_gaps(
            CyclesRules(cycles(n, cycle_edges(n), cycle_cell(n), variant, players)));
        if (n >= 4) {
          EXPECT_GT(merged, 0) << "the test merges nothing";
        }
      }
    }
  }
}

// Trails: on even boards player 2 wins by mirroring (the designer's rules sheet).
TEST(CheckerRules, TrailsTwoByTwo) { EXPECT_EQ(winner(TrailsRules({{"size", "2"}})), 2); }

// Trails: a chain of player 1's tokens along the diagonal of a 3x3 board joins both pairs of
// sides; the placement completing it wins.
TEST(CheckerRules, TrailsDiagonalChainWins) {
  const TrailsRules rules({{"size", "3"}});
  auto s = rules.start();
  for (const std::string move : {"/a1", "\\a2", "/b2", "\\a3"}) {
    for (const auto& [m, next] : rules.children(s))
      if (m == move) s = next;
  }
  ASSERT_EQ(rules.decided(s), 0);
  for (const auto& [m, next] : rules.children(s)) {
    if (m == "/c3") {
      EXPECT_EQ(rules.decided(next), 1);
    } else if (m == "/c1") {
      EXPECT_EQ(rules.decided(next), 0);
    }
  }
}

// Trails 3x3: player 1 wins (docs/games/trails.md, confirmed there by a reference solver).
TEST(CheckerRules, TrailsThreeByThree) { EXPECT_EQ(winner(TrailsRules({{"size", "3"}})), 1); }

// Trails: a chain of both players' tokens of one colour. In this 4x4 line (the mirror
// strategy's failure in docs/games/trails.md) player 1's last token, /c2, completes a blue
// chain through b1, c2, d3 and d4 from the bottom side to the top; nothing before it does.
TEST(CheckerRules, TrailsMixedChainWins) {
  const TrailsRules rules({{"size", "4"}});
  auto s = rules.start();
  for (const std::string move : {"/a1", "\\d1", "/b1", "\\c1", "/a2", "\\d2", "/c3", "\\b3", "/d3",
                                 "\\a3", "/a4", "\\d4", "/c2"}) {
    ASSERT_EQ(rules.decided(s), 0) << "before " << move;
    bool played = false;
    for (const auto& [m, next] : rules.children(s)) {
      if (m != move) continue;
      s = next;
      played = true;
    }
    ASSERT_TRUE(played) << move;
  }
  EXPECT_EQ(rules.decided(s), 1);
}

// Fraenkel, Scheinerman and Ullman: unrooted vertex geography is a P2 win iff the graph has a
// perfect matching.
TEST(CheckerRules, VertexGeographyMatchings) {
  const auto game = [](int n, const std::string& edges) {
    return winner(GeographyRules(
        {{"start", "none"}, {"vertices", std::to_string(n)}, {"edges", edges}}, true));
  };
  EXPECT_EQ(game(4, path_edges(4)), 2);
  EXPECT_EQ(game(5, path_edges(5)), 1);
  EXPECT_EQ(game(6, cycle_edges(6)), 2);
  EXPECT_EQ(game(7, cycle_edges(7)), 1);
  EXPECT_EQ(game(4, "0-1 0-2 0-3"), 1);  // a star: no perfect matching
}

// Edge geography on a cycle: the token goes round; after the placement n edge moves remain,
// so player 2 (the first to move along an edge) wins iff n is odd.
TEST(CheckerRules, EdgeGeographyCycles) {
  for (int n = 3; n <= 7; ++n) {
    EXPECT_EQ(winner(GeographyRules(
                  {{"start", "none"}, {"vertices", std::to_string(n)}, {"edges", cycle_edges(n)}},
                  false)),
              n % 2 ? 2 : 1);
  }
}

// Node Kayles on paths is Dawson's Kayles: player 2 wins P4 and P8 and player 1 the paths
// between (Berlekamp, Conway and Guy, Winning Ways, ch. 4); on K(p,q) player 1 wins iff p or
// q is odd (a first move takes the other side whole).
TEST(CheckerRules, NodeKaylesPathsAndBipartiteBoards) {
  const auto game = [](int n, const std::string& edges) {
    return winner(NodeKaylesRules({{"vertices", std::to_string(n)}, {"edges", edges}}));
  };
  const int path_winner[] = {0, 1, 1, 1, 2, 1, 1, 1, 2};
  for (int n = 1; n <= 8; ++n) EXPECT_EQ(game(n, path_edges(n)), path_winner[n]) << "P" << n;
  EXPECT_EQ(game(5, "0-2 0-3 0-4 1-2 1-3 1-4"), 1);  // K2,3: player 1 chooses in the side of 3
  EXPECT_EQ(game(6, "0-2 0-3 0-4 0-5 1-2 1-3 1-4 1-5"), 2);  // K2,4
  EXPECT_EQ(game(4, "0-1 0-2 0-3"), 1);                      // K1,3
}

TEST(CheckerBoard, NamedFamiliesAreConfirmed) {
  const Board k4 = read_board({{"vertices", "4"}, {"edges", "0-1 0-2 0-3 1-2 1-3 2-3"}}, false);
  EXPECT_NO_THROW(confirm_named_family(k4, "K4"));
  EXPECT_NO_THROW(confirm_named_family(k4, "W4"));
  EXPECT_THROW(confirm_named_family(k4, "K5"), Refused);
  EXPECT_THROW(confirm_named_family(k4, "C4"), Refused);
  const Board c4 = read_board({{"vertices", "4"}, {"edges", cycle_edges(4)}}, false);
  EXPECT_NO_THROW(confirm_named_family(c4, "C4"));
  EXPECT_NO_THROW(confirm_named_family(c4, "K2,2"));
  EXPECT_THROW(confirm_named_family(c4, "P4"), Refused);
  EXPECT_FALSE(confirm_named_family(c4, "petersen").confirmed);  // a family it does not know
  EXPECT_TRUE(confirm_named_family(c4, "C4").confirmed);
  EXPECT_THROW(read_board({{"vertices", "04"}, {"edges", ""}}, false), Refused);  // one spelling
}

// Products in their standard labelling, vertex (i, j) = i * |second factor| + j, edge for edge;
// graph6 names encoded again from the edges.
TEST(CheckerBoard, ProductsAndGraph6NamesAreConfirmedInTheirLabels) {
  const std::string grid = "0-1 1-2 3-4 4-5 0-3 1-4 2-5";  // P2xP3
  const Board g = read_board({{"vertices", "6"}, {"edges", grid}}, false);
  EXPECT_TRUE(confirm_named_family(g, "P2xP3").confirmed);
  EXPECT_THROW(confirm_named_family(g, "P3xP2"), Refused);  // the same graph, other labels
  EXPECT_THROW(confirm_named_family(g, "C3xK2"), Refused);
  const Board prism =
      read_board({{"vertices", "6"}, {"edges", "0-1 2-3 4-5 0-2 2-4 0-4 1-3 3-5 1-5"}}, false);
  EXPECT_TRUE(confirm_named_family(prism, "C3xK2").confirmed);
  // graph6 of the path 0-2-1: pairs 01 02 12 give bits 011, padded 011000 = 24: 'B', 63 + 24.
  const Board p3 = read_board({{"vertices", "3"}, {"edges", "0-2 1-2"}}, false);
  EXPECT_TRUE(confirm_named_family(p3, "BW").confirmed);
  EXPECT_THROW(confirm_named_family(p3, "Bg"), Refused);  // 0-1 1-2: another labelling
}

// The drawing behind a Game of Cycles board's cells: the faces of the standard wheel and of
// the wheel drawn with a triangle outside both pass, the second not as the standard one; cell
// lists that are no drawing's faces are refused.
TEST(CheckerDrawing, CellsMustBeTheBoundedFacesOfAPlaneDrawing) {
  const std::string w6 = "1-2 2-3 3-4 4-5 1-5 0-1 0-2 0-3 0-4 0-5";
  const auto drawing = [&](const std::string& cells) {
    const CyclesRules rules(cycles(6, w6, cells));
    return check_drawing(rules.board(), rules.cell_darts(), "W6", true);
  };
  const Drawing standard = drawing("0 1 2; 0 2 3; 0 3 4; 0 4 5; 0 5 1");
  EXPECT_TRUE(standard.is_standard);
  EXPECT_EQ(standard.outer.size(), std::string("1 2 3 4 5").size());
  const Drawing other = drawing("0 2 3; 0 3 4; 0 4 5; 0 5 1; 3 2 1 5 4");  // turned cells too
  EXPECT_FALSE(other.is_standard);
  EXPECT_EQ(other.standard, "not the standard drawing of W6");
  EXPECT_THROW(drawing("0 1 2; 0 1 2; 0 3 4; 0 4 5; 0 5 1"), Refused);             // a cell twice
  EXPECT_THROW(drawing("0 1 2; 0 2 3; 0 3 4; 0 4 5; 0 5 1; 1 2 3 4 5"), Refused);  // no outside
  EXPECT_THROW(drawing("0 1 2; 0 2 3"), Refused);                                  // cells missing
  EXPECT_THROW(drawing("0 1 2; 0 3 4; 0 1 5 4 3 2"), Refused);  // not faces of one drawing
  // K5 has no plane drawing, whatever the cells.
  const std::string k5 = "0-1 0-2 0-3 0-4 1-2 1-3 1-4 2-3 2-4 3-4";
  const CyclesRules k5_rules(cycles(5, k5, "0 1 2; 0 2 3; 0 3 4; 0 4 1; 1 2 3 4"));
  EXPECT_THROW(check_drawing(k5_rules.board(), k5_rules.cell_darts(), "K5", true), Refused);
  // A tree has no cells in any drawing.
  const CyclesRules path(cycles(4, path_edges(4), ""));
  EXPECT_TRUE(check_drawing(path.board(), path.cell_darts(), "P4", true).is_standard);
}

// EDCN from its definition: P6 needs 3 colours (Theorem 3.12's board), K4 with its 6 edges 3.
TEST(CheckerEdcn, LeastColoursDistinguishingTheEdges) {
  EXPECT_EQ(edcn(read_board({{"vertices", "6"}, {"edges", path_edges(6)}}, true)), 3);
  EXPECT_EQ(edcn(read_board({{"vertices", "4"}, {"edges", "0-1 0-2 0-3 1-2 1-3 2-3"}}, true)), 4);
  EXPECT_EQ(edcn(read_board({{"vertices", "2"}, {"edges", "0-0 0-1 1-1"}}, true)), 2);
  EXPECT_EQ(edcn(read_board({{"vertices", "3"}, {"edges", ""}}, true)), 1);
}

// The claim's canonical text: spacing and field order do not change it; the board's name does
// not enter the digest (the edges are the board); any rule, cell, move or winner does.
TEST(CheckerClaim, TheDigestBindsEverythingButTheName) {
  const Header a{{"game", "trail-trap"},
                 {"board", "K3"},
                 {"moves", ""},
                 {"claim", "win"},
                 {"winner", "2"},
                 {"variant", "standard"},
                 {"distinct-placement", "no"},
                 {"vertices", "3"},
                 {"edges", "0-1 0-2 1-2"}};
  const StatedClaim claim = read_claim(a);
  EXPECT_EQ(
      claim.line,
      "trail-trap K3 (distinct-placement no, variant standard) from the start: player 2 wins");
  const Header spaced{{"edges", "0-1  0-2 1-2 "},
                      {"vertices", "3"},
                      {"game", "trail-trap"},
                      {"board", "C3"},
                      {"moves", ""},
                      {"claim", "win"},
                      {"winner", "2"},
                      {"variant", "standard"},
                      {"distinct-placement", "no"}};
  EXPECT_EQ(read_claim(spaced).board_digest, claim.board_digest);
  const Header moved{{"game", "trail-trap"},
                     {"board", "K3"},
                     {"moves", "0"},
                     {"claim", "win"},
                     {"winner", "2"},
                     {"variant", "standard"},
                     {"distinct-placement", "no"},
                     {"vertices", "3"},
                     {"edges", "0-1 0-2 1-2"}};
  EXPECT_NE(read_claim(moved).board_digest, claim.board_digest);
  EXPECT_EQ(read_claim(moved).line.find(" after 0: player 2 wins") + 1 > 0, true);
  EXPECT_EQ(canonical_value(" 0 1  2;3 4 5 "), "0 1 2; 3 4 5");
}

TEST(CheckerBoard, BadBoardsAreRefused) {
  EXPECT_THROW(read_board({{"vertices", "3"}, {"edges", "0-1 1-0"}}, false), Refused);
  EXPECT_THROW(read_board({{"vertices", "3"}, {"edges", "0-3"}}, false), Refused);
  EXPECT_THROW(read_board({{"vertices", "3"}, {"edges", "1-1"}}, false), Refused);
  EXPECT_NO_THROW(read_board({{"vertices", "3"}, {"edges", "1-1"}}, true));
  EXPECT_THROW(read_board({{"vertices", "x"}, {"edges", ""}}, false), Refused);
  EXPECT_THROW(Header({{"a", "1"}, {"a", "2"}}), Refused);
}

// The set of proven keys against a standard set: keys of every length up to a thousand bytes,
// zero bytes included, repeated, and enough of them to fill more than one 64 MB chunk.
TEST(CheckerKeySet, HoldsExactlyTheKeysInserted) {
  std::mt19937_64 rng(3);
  const auto random_key = [&] {
    std::string key(rng() % 50 == 0 ? rng() % 1000 : 20 + rng() % 21, '\0');
    for (char& c : key) c = static_cast<char>(rng() % 4 == 0 ? 0 : rng());
    return key;
  };
  KeySet keys;
  std::unordered_set<std::string> expected;
  std::vector<std::string> inserted;
  for (int i = 0; i < 2'200'000; ++i) {
    std::string key =
        i % 7 == 6 && !inserted.empty() ? inserted[rng() % inserted.size()] : random_key();
    keys.insert(key);
    if (expected.insert(key).second && inserted.size() < 100'000) inserted.push_back(key);
  }
  EXPECT_EQ(keys.size(), expected.size());
  for (const std::string& key : inserted) EXPECT_TRUE(keys.contains(key));
  int absent = 0;
  for (int i = 0; i < 100'000; ++i) {
    const std::string key = random_key();
    EXPECT_EQ(keys.contains(key), expected.count(key) == 1);
    absent += expected.count(key) == 0;
  }
  EXPECT_GT(absent, 99'000);
  EXPECT_THROW(keys.insert(std::string(70'000, 'x')), Refused);
  KeySet empty;
  EXPECT_FALSE(empty.contains(""));
  empty.insert("");
  empty.insert("");
  EXPECT_TRUE(empty.contains(""));
  EXPECT_EQ(empty.size(), 1u);
}

}  // namespace
}  // namespace gg_check
