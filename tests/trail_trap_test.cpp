// Trail Trap: the engine against the papers' results, against an independent brute-force
// solver, and against the propositions on generated and random graphs.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>

#include "core/error.h"
#include "games/game.h"
#include "games/trail_trap/trail_trap.h"
#include "geng.h"
#include "graph/edge_list.h"
#include "graph/graph_spec.h"
#include "random_graph.h"
#include "reference/trail_trap_reference.h"
#include "same_merges.h"
#include "test_data.h"

namespace gg::trail_trap {
namespace {

SolveReport solve_report(const std::string& spec, const std::string& moves = "",
                         bool symmetry = true, bool want_line = false) {
  SolveRequest request;
  request.position.board = spec;
  request.position.moves = moves;
  if (!symmetry) request.position.params.set("no-symmetry", "true");
  request.search.want_line = want_line;
  request.search.limits.tt_megabytes = 32;
  return find_game("trail-trap").solve(request);
}

int solve_winner(const Graph& g) { return solve_report(to_edge_list(g)).winner; }

// Plays up to `plies` random legal moves on the reference (fewer if the game ends first).
std::vector<std::pair<int, int>> play_random_line(reference::TrailTrapReference& ref,
                                                  std::mt19937& rng, int plies) {
  std::vector<std::pair<int, int>> line;
  for (int i = 0; i < plies; ++i) {
    const auto options = ref.moves();
    if (options.empty()) break;
    const auto m = options[rng() % options.size()];
    ref.play(m.first, m.second);
    line.push_back(m);
  }
  return line;
}

// The line in the solver's move notation ("u>v u>v ").
std::string notation(const std::vector<std::pair<int, int>>& line) {
  std::string moves;
  for (auto [u, v] : line) moves += std::to_string(u) + ">" + std::to_string(v) + " ";
  return moves;
}

std::set<std::string> reference_winning_moves(const Graph& g,
                                              const std::vector<std::pair<int, int>>& moves) {
  reference::TrailTrapReference ref(g);
  for (auto [u, v] : moves) EXPECT_TRUE(ref.play(u, v));
  std::set<std::string> out;
  for (auto [u, v] : ref.winning_moves()) out.insert(std::to_string(u) + ">" + std::to_string(v));
  return out;
}

// Table 1 of the paper: P2-win connected graphs on n vertices.
TEST(TrailTrapKnown, Table1Census) {
  const std::map<int, std::pair<int, int>> table = {
      {3, {2, 2}}, {4, {6, 4}}, {5, {21, 17}}, {6, {112, 88}}, {7, {853, 734}}};
  for (const auto& [n, expected] : table) {
    const auto graphs = generate_graphs("nauty-geng -c " + std::to_string(n));
    int p2 = 0;
    for (const Graph& g : graphs) p2 += solve_winner(g) == 2;
    EXPECT_EQ(static_cast<int>(graphs.size()), expected.first) << "n = " << n;
    EXPECT_EQ(p2, expected.second) << "n = " << n;
  }
}

// The engine (symmetry, transposition table, static decisions) against the brute-force
// reference: the winner and the exact set of winning moves, on every graph up to 5 vertices
// (connected or not) and every connected graph on 6 vertices with at most 9 edges.
TEST(TrailTrapAgreement, EveryWinningMoveOnAllSmallGraphs) {
  std::vector<Graph> graphs;
  for (int n = 1; n <= 5; ++n)
    for (Graph& g : generate_graphs("nauty-geng " + std::to_string(n)))
      graphs.push_back(std::move(g));
  for (Graph& g : generate_graphs("nauty-geng -c 6 0:9")) graphs.push_back(std::move(g));
  ASSERT_GT(graphs.size(), 100u);
  for (const Graph& g : graphs) {
    SCOPED_TRACE(to_edge_list(g));
    const SolveReport r = solve_report(to_edge_list(g));
    const std::set<std::string> engine(r.winning_moves.begin(), r.winning_moves.end());
    EXPECT_EQ(engine, reference_winning_moves(g, {}));
    reference::TrailTrapReference ref(g);
    EXPECT_EQ(r.winner, ref.to_move_wins() ? 1 : 2);
  }
}

// Partly played positions on random graphs: both solvers, with and without symmetry.
TEST(TrailTrapAgreement, RandomPositions) {
  std::mt19937 rng(5);
  for (int trial = 0; trial < 150; ++trial) {
    const int n = 4 + static_cast<int>(rng() % 4);
    const Graph g = random_graph(rng, n, 55);
    if (g.size() < 3 || g.size() > 13) continue;
    reference::TrailTrapReference ref(g);
    const int plies = 1 + static_cast<int>(rng() % 4);
    const auto line = play_random_line(ref, rng, plies);
    const std::string moves = notation(line);
    SCOPED_TRACE(to_edge_list(g) + " after " + moves);
    const auto expected = reference_winning_moves(g, line);
    for (bool symmetry : {true, false}) {
      const SolveReport r = solve_report(to_edge_list(g), moves, symmetry);
      EXPECT_EQ(std::set<std::string>(r.winning_moves.begin(), r.winning_moves.end()), expected);
      for (const MoveReport& m : r.moves) {
        if (m.wins) continue;
        // The refutation must itself be a winning reply: check it with the reference.
        const auto [u, v] = std::pair{std::stoi(m.move.substr(0, m.move.find('>'))),
                                      std::stoi(m.move.substr(m.move.find('>') + 1))};
        auto after = line;
        after.emplace_back(u, v);
        EXPECT_TRUE(reference_winning_moves(g, after).count(m.refutation))
            << m.move << " refuted by " << m.refutation;
      }
    }
  }
}

// Number of unused edges with an end that a token can still reach.
int live_edge_count(const State& s) {
  const int n = s.board().graph().order();
  VertexSet reached = 0;
  std::vector<int> stack;
  for (Player p : {Player::kOne, Player::kTwo}) {
    if (s.token(p) == State::kNoVertex || has(reached, s.token(p))) continue;
    reached |= bit(s.token(p));
    stack.push_back(s.token(p));
  }
  while (!stack.empty()) {
    const int v = stack.back();
    stack.pop_back();
    for (int w : bits_of(s.unused_neighbours(v) & ~reached)) {
      reached |= bit(w);
      stack.push_back(w);
    }
  }
  int count = 0;
  for (int v = 0; v < n; ++v)
    for (int w : bits_of(s.unused_neighbours(v)))
      count += v < w && (has(reached, v) || has(reached, w));
  return count;
}

// The search's move list may leave out moves that lose at once, never a winning move; and
// the prefetch hint tt_key_after(m) is the child's key whenever m strands no edge.
TEST(TrailTrapSearch, SearchMovesKeepWinningMovesAndKeyHintsMatch) {
  std::mt19937 rng(41);
  int dropped = 0, hints_checked = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 5 + static_cast<int>(rng() % 4);
    const Graph g = random_graph(rng, n, 50);
    if (g.size() < 4 || g.size() > 14) continue;
    Options options;
    options.canonical_depth = 0;
    options.live_canonical = false;
    State s(std::make_shared<Board>(g, options));
    reference::TrailTrapReference ref(g);
    std::vector<std::pair<int, int>> line;
    const int plies = 2 + static_cast<int>(rng() % 5);
    MoveBuffer legal, searched;
    for (int i = 0; i < plies; ++i) {
      legal.clear();
      s.legal_moves(legal);
      if (legal.empty()) break;
      const Move m = legal[rng() % legal.size()];
      s.play(m);
      ref.play(m.from, m.to);
      line.emplace_back(m.from, m.to);
    }
    if (s.ply() < 2 || s.winner()) continue;
    SCOPED_TRACE(to_edge_list(g));
    searched.clear();
    s.search_moves(searched);
    legal.clear();
    s.legal_moves(legal);
    ASSERT_FALSE(searched.empty());
    dropped += static_cast<int>(legal.size() - searched.size());
    std::set<std::string> kept;
    for (const Move& m : searched) kept.insert(format_move(m));
    for (const std::string& win : reference_winning_moves(g, line)) EXPECT_TRUE(kept.count(win));
    const int live_before = live_edge_count(s);
    for (const Move& m : legal) {
      const std::uint64_t hint = s.tt_key_after(m);
      s.play(m);
      if (live_edge_count(s) == live_before - 1) {
        EXPECT_EQ(hint, s.tt_key()) << format_move(m);
        ++hints_checked;
      }
      s.undo(m);
    }
  }
  EXPECT_GT(dropped, 20);  // the test exercises the drop
  EXPECT_GT(hints_checked, 200);
}

// Proposition 2: maximum degree at most 2 and at least two edges means P2 wins.
TEST(TrailTrapPropositions, MaxDegreeTwoIsP2Win) {
  int checked = 0;
  for (int n = 3; n <= 9; ++n) {
    for (const Graph& g : generate_graphs("nauty-geng -D2 " + std::to_string(n) + " 2:100")) {
      EXPECT_EQ(solve_winner(g), 2) << to_edge_list(g);
      ++checked;
    }
  }
  EXPECT_GT(checked, 50);
}

// Proposition 3: an involutive automorphism fixing no edge means P2 wins. Random graphs on
// vertex pairs (i, i + k) built so the swap of the pairs is such an automorphism.
TEST(TrailTrapPropositions, InvolutionWithoutFixedEdgeIsP2Win) {
  std::mt19937 rng(3);
  for (int trial = 0; trial < 60; ++trial) {
    const int k = 3 + static_cast<int>(rng() % 3);
    Graph g(2 * k);
    for (int i = 0; i < k; ++i) {
      for (int j = i + 1; j < k; ++j) {
        if (rng() % 2) {  // i-j and its mirror i'-j'
          g.add_edge(i, j);
          g.add_edge(i + k, j + k);
        }
        if (rng() % 3 == 0) {  // i-j' and its mirror i'-j (distinct edges since i != j)
          g.add_edge(i, j + k);
          g.add_edge(j, i + k);
        }
      }
    }
    EXPECT_EQ(solve_winner(g), 2) << to_edge_list(g);
  }
}

// A board the mirror strategy decides has a principal line that is a whole game: every move
// legal on the reference, player 2 answering with the mirror image, and player 1 left without
// a move at its end (usability review 4 saw two plies on C6).
TEST(TrailTrapPropositions, TheMirrorStrategysLineRunsToTheEndOfTheGame) {
  std::vector<std::string> boards = {"C6", "C8", "P2xP4", "K4,4", "Q3", "K3,3", "C4xK2"};
  std::mt19937 rng(5);
  for (int trial = 0; trial < 20; ++trial) {  // random boards with a pair swap, as above
    const int k = 3 + static_cast<int>(rng() % 3);
    Graph g(2 * k);
    for (int i = 0; i < k; ++i)
      for (int j = i + 1; j < k; ++j)
        if (rng() % 2) {
          g.add_edge(i, j);
          g.add_edge(i + k, j + k);
        }
    for (int i = 0; i < k; ++i)
      if (rng() % 2) g.add_edge(i, (i + 1) % k + k), g.add_edge((i + 1) % k, i + k);
    if (g.size() > 0) boards.push_back(to_edge_list(g));
  }
  int mirrored = 0;
  for (const std::string& spec : boards) {
    const SolveReport r = solve_report(spec, "", true, true);
    if (r.method != "mirror") continue;
    ++mirrored;
    EXPECT_EQ(r.winner, 2) << spec;
    ASSERT_EQ(r.principal_line.size() % 2, 0u) << spec;
    reference::TrailTrapReference ref(parse_graph_spec(spec));
    for (const std::string& text : r.principal_line) {
      const auto arrow = text.find('>');
      ASSERT_NE(arrow, std::string::npos) << spec << ": " << text;
      const std::pair<int, int> m{std::stoi(text.substr(0, arrow)),
                                  std::stoi(text.substr(arrow + 1))};
      ASSERT_TRUE(ref.play(m.first, m.second)) << spec << ": " << text << " is not legal";
    }
    EXPECT_TRUE(ref.moves().empty()) << spec << ": the line stops before the end";
  }
  EXPECT_GE(mirrored, 7);
}

// Proposition 1 on disconnected graphs: the engine must agree with the reference when the
// longest trails of the components decide.
TEST(TrailTrapPropositions, DisconnectedGraphs) {
  for (const char* spec :
       {"K1,3|P3", "K1,3|P4", "K4|P4", "K4|C4", "K1,3|K1,3", "K4|P2", "diamond|P3"}) {
    const Graph g = parse_graph_spec(spec);
    reference::TrailTrapReference ref(g);
    EXPECT_EQ(solve_winner(g), ref.to_move_wins() ? 1 : 2) << spec;
  }
}

TEST(TrailTrapInput, BadMovesAndBoardsAreInputErrors) {
  EXPECT_THROW(solve_report("K4", "0>0"), InputError);
  EXPECT_THROW(solve_report("K4", "0>9"), InputError);
  EXPECT_THROW(solve_report("P4", "0>2"), InputError);
  EXPECT_THROW(solve_report("P4", "0>1 1>0"), InputError);
  EXPECT_THROW(solve_report("P4", "0>1 2>3 2>1"), InputError);
  EXPECT_THROW(solve_report("K4", "01"), InputError);
  EXPECT_THROW(solve_report("K3*"), InputError);
}

TEST(TrailTrapNotation, RoundTrip) {
  for (int u = 0; u < 64; u += 7)
    for (int v = 0; v < 64; v += 5) {
      const Move m{static_cast<std::uint8_t>(u), static_cast<std::uint8_t>(v)};
      EXPECT_EQ(parse_move(format_move(m), 64), m);
    }
}

// Canonical transposition keys merge symmetric positions; they must never change a verdict.
// Every canonical depth agrees with plain keys and with the reference on symmetric boards and
// on random positions reached on them.
TEST(TrailTrapAgreement, CanonicalKeysChangeNoVerdict) {
  std::mt19937 rng(23);
  for (const char* spec :
       {"K5", "K6", "K3,4", "K2,5", "K4,4", "Q3", "C5xK2", "petersen", "K1,3|K1,3"}) {
    const Graph g = parse_graph_spec(spec);
    for (int trial = 0; trial < 6; ++trial) {
      reference::TrailTrapReference ref(g);
      const int plies = trial == 0 ? 0 : 1 + static_cast<int>(rng() % 5);
      const std::string moves = notation(play_random_line(ref, rng, plies));
      SCOPED_TRACE(std::string(spec) + " after " + moves);
      std::set<std::string> first;
      for (int depth : {0, 3, 8, 64}) {
        SolveRequest request;
        request.position.board = spec;
        request.position.moves = moves;
        request.position.params.set("canonical-depth", std::to_string(depth));
        const SolveReport r = find_game("trail-trap").solve(request);
        const std::set<std::string> winning(r.winning_moves.begin(), r.winning_moves.end());
        if (depth == 0) first = winning;
        EXPECT_EQ(winning, first) << "canonical depth " << depth;
      }
      if (g.size() <= 12) {
        std::set<std::string> expected;
        for (auto [u, v] : ref.winning_moves())
          expected.insert(std::to_string(u) + ">" + std::to_string(v));
        EXPECT_EQ(first, expected);
      }
    }
  }
}

// On dense boards the search keys positions by the canonical form of their live part; every
// verdict must match the search without symmetry (plain keys) on random dense boards and
// positions reached on them.
TEST(TrailTrapAgreement, LiveCanonicalKeysOnDenseBoards) {
  std::mt19937 rng(123);
  int boards = 0;
  for (int trial = 0; trial < 60 && boards < 12; ++trial) {
    const Graph g = random_graph(rng, 7, 88);
    if (!Board(g, Options{}).dense()) continue;
    ++boards;
    reference::TrailTrapReference ref(g);
    const int plies = static_cast<int>(rng() % 4);
    const std::string moves = notation(play_random_line(ref, rng, plies));
    SCOPED_TRACE(to_edge_list(g) + " after " + moves);
    const SolveReport with = solve_report(to_edge_list(g), moves, true);
    const SolveReport without = solve_report(to_edge_list(g), moves, false);
    EXPECT_EQ(with.winner, without.winner);
    EXPECT_EQ(std::set<std::string>(with.winning_moves.begin(), with.winning_moves.end()),
              std::set<std::string>(without.winning_moves.begin(), without.winning_moves.end()));
  }
  EXPECT_GE(boards, 8);
}

// Positions with the same live canonical key (isomorphic live parts, mover and opponent
// marked) must have the same value; the reference solver decides each one independently.
TEST(TrailTrapKeys, EqualLiveCanonicalKeysMeanEqualValues) {
  std::mt19937 rng(77);
  std::map<std::uint64_t, bool> value_of_key;
  std::set<std::uint64_t> labelled;
  int positions = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int n = 5 + static_cast<int>(rng() % 3);
    const Graph g = random_graph(rng, n, 70);
    if (g.size() > 15) continue;
    State s(std::make_shared<Board>(g, Options{}));
    reference::TrailTrapReference ref(g);
    const int plies = 2 + static_cast<int>(rng() % 6);
    MoveBuffer legal;
    for (int i = 0; i < plies; ++i) {
      s.legal_moves(legal);
      if (legal.empty()) break;
      const Move m = legal[rng() % legal.size()];
      s.play(m);
      ref.play(m.from, m.to);
    }
    if (s.ply() < 2 || s.winner()) continue;
    const bool wins = !ref.winning_moves().empty();
    const auto [it, added] = value_of_key.emplace(s.live_canonical_key(), wins);
    EXPECT_EQ(it->second, wins) << to_edge_list(g);
    labelled.insert(s.live_key() ^ static_cast<std::uint64_t>(s.side_to_move() == Player::kTwo));
    ++positions;
  }
  EXPECT_GT(positions, 200);
  // The test sees merges: distinct positions sharing a key.
  EXPECT_LT(value_of_key.size() + 20, labelled.size());
}

// Whether the side to move wins, by plain minimax over the whole game tree below `s`;
// records every position from ply 2 on under its live key, with its value and side to move.
struct KeyedValue {
  bool wins = false;
  int sides_seen = 0;  // bit 0: seen with P1 to move, bit 1: with P2
};
bool record_values(State& s, std::map<std::uint64_t, KeyedValue>& by_key, int& mismatches) {
  MoveBuffer moves;
  s.legal_moves(moves);
  bool wins = false;
  for (const Move& m : moves) {
    s.play(m);
    wins = !record_values(s, by_key, mismatches) || wins;
    s.undo(m);
  }
  if (s.ply() >= 2) {
    const auto [it, added] = by_key.emplace(s.live_key(), KeyedValue{wins, 0});
    mismatches += it->second.wins != wins;
    it->second.sides_seen |= s.side_to_move() == Player::kOne ? 1 : 2;
  }
  return wins;
}

// live_key() names the unused edges a token can reach and the tokens by role (the mover's,
// the other's), not by owner: positions sharing a key must have one value, also when one
// has P1 to move and the other P2. Every position of small boards, values by plain minimax.
TEST(TrailTrapKeys, EqualLiveKeysMeanEqualValuesWhoeverMoves) {
  std::mt19937 rng(23);
  int boards = 0, positions = 0, merged_across_sides = 0, mismatches = 0;
  while (boards < 40) {
    const Graph g = random_graph(rng, 5 + static_cast<int>(rng() % 3), 50);
    if (g.size() < 5 || g.size() > 9) continue;
    ++boards;
    Options options;
    options.symmetry = false;
    State s(std::make_shared<Board>(g, options));
    std::map<std::uint64_t, KeyedValue> by_key;
    record_values(s, by_key, mismatches);
    positions += static_cast<int>(by_key.size());
    for (const auto& [key, value] : by_key) merged_across_sides += value.sides_seen == 3;
  }
  EXPECT_EQ(mismatches, 0);
  EXPECT_GT(positions, 1000);
  EXPECT_GT(merged_across_sides, 10);  // the test sees keys shared by P1-to-move and P2-to-move
}

// Whether the side to move wins, by plain minimax; records every position that has a shared
// key under that key, with its value and the board it was met on.
struct SharedValue {
  bool wins = false;
  std::set<int> boards;
};
bool record_shared_values(State& s, int board, std::map<std::uint64_t, SharedValue>& by_key,
                          int& mismatches) {
  MoveBuffer moves;
  s.legal_moves(moves);
  bool wins = false;
  for (const Move& m : moves) {
    s.play(m);
    wins = !record_shared_values(s, board, by_key, mismatches) || wins;
    s.undo(m);
  }
  if (const std::uint64_t key = s.shared_key(); key != 0) {
    const auto [it, added] = by_key.emplace(key, SharedValue{wins, {}});
    mismatches += it->second.wins != wins;
    it->second.boards.insert(board);
  }
  return wins;
}

// shared_key() lets the solver keep a position across boards, so equal keys must mean equal
// values whatever board each position was met on. Every position of many small boards,
// values by plain minimax; the keys must actually be shared between boards.
TEST(TrailTrapKeys, SharedKeysMeanEqualValuesAcrossBoards) {
  std::mt19937 rng(5);
  std::map<std::uint64_t, SharedValue> by_key;
  int mismatches = 0;
  for (int board = 0; board < 60;) {
    const Graph g = random_graph(rng, 5 + static_cast<int>(rng() % 3), 50);
    if (g.size() < 5 || g.size() > 9) continue;
    Options options;
    options.shared_endgames = true;
    State s(std::make_shared<Board>(g, options));
    record_shared_values(s, board++, by_key, mismatches);
  }
  EXPECT_EQ(mismatches, 0);
  const auto across = std::count_if(by_key.begin(), by_key.end(),
                                    [](const auto& kv) { return kv.second.boards.size() > 1; });
  EXPECT_GT(by_key.size(), 300u);
  EXPECT_GT(across, 100);  // keys met on several boards: the sharing the census relies on
  // Off unless asked for, and never before both tokens are placed.
  State plain(std::make_shared<Board>(parse_graph_spec("K5"), Options{}));
  play_move_list<Definition>(plain, "0>1 2>3");
  EXPECT_EQ(plain.shared_key(), 0u);
  Options shared;
  shared.shared_endgames = true;
  State early(std::make_shared<Board>(parse_graph_spec("K5"), shared));
  EXPECT_EQ(early.shared_key(), 0u);
  play_move_list<Definition>(early, "0>1");
  EXPECT_EQ(early.shared_key(), 0u);
  play_move_list<Definition>(early, "2>3");
  EXPECT_NE(early.shared_key(), 0u);
}

// A thread's searches keep shared positions across boards: solving boards one after another
// with shared endgames gives the winners of fresh per-board solves, and a board solved again
// costs fewer nodes the second time.
TEST(TrailTrapAgreement, SharedEndgamesAcrossSolves) {
  const std::vector<Graph> graphs = generate_graphs("nauty-geng -c 6 8:12");
  ASSERT_GT(graphs.size(), 50u);
  SharedTable table(32);
  SolverWorkspace workspace;
  workspace.shared_table = &table;
  auto solve = [&](const Graph& g, bool shared) {
    SolveRequest request;
    request.position.board = to_edge_list(g);
    request.search.winner_only = true;
    request.search.workspace = shared ? &workspace : nullptr;
    request.search.limits.tt_megabytes = 32;
    return find_game("trail-trap").solve(request);
  };
  std::uint64_t first_pass = 0;
  std::uint64_t second_pass = 0;
  for (const Graph& g : graphs) {
    const SolveReport own = solve(g, false);
    const SolveReport shared = solve(g, true);
    EXPECT_EQ(shared.winner, own.winner) << to_edge_list(g);
    first_pass += shared.nodes;
  }
  for (const Graph& g : graphs) second_pass += solve(g, true).nodes;
  EXPECT_LT(second_pass, first_pass);
}

// The reach of a position (live vertices, dead edges, separated tokens) is carried through
// moves that disconnect nothing instead of recomputed. Along random walks of moves and
// take-backs, every key and static decision must equal those of a state built afresh.
TEST(TrailTrapKeys, CarriedReachMatchesFreshState) {
  std::mt19937 rng(91);
  int checked = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const Graph g = random_graph(rng, 5 + static_cast<int>(rng() % 5), 30 + rng() % 60);
    const auto board = std::make_shared<Board>(g, Options{});
    State s(board);
    std::vector<Move> line;
    MoveBuffer legal;
    for (int step = 0; step < 40; ++step) {
      s.legal_moves(legal);
      if (!line.empty() && (legal.empty() || rng() % 4 == 0)) {
        s.undo(line.back());
        line.pop_back();
      } else if (!legal.empty()) {
        line.push_back(legal[rng() % legal.size()]);
        s.play(line.back());
      }
      if (s.ply() < 2) continue;
      State fresh(board);
      for (const Move& m : line) fresh.play(m);
      ASSERT_EQ(s.live_key(), fresh.live_key()) << to_edge_list(g);
      ASSERT_EQ(s.live_canonical_key(), fresh.live_canonical_key()) << to_edge_list(g);
      ASSERT_EQ(s.tt_key(), fresh.tt_key()) << to_edge_list(g);
      ASSERT_EQ(s.static_winner(), fresh.static_winner()) << to_edge_list(g);
      ++checked;
    }
  }
  EXPECT_GT(checked, 3000);
}

// Where a board's symmetries are listed, certificate forms are least images instead of nauty's
// labelling of a view. Both must merge exactly the same positions (pairs of random positions,
// placements included), and replaying a position's moves through its map must give the image
// its form spells out (tokens, then the unused edges as a word over edge ids).
TEST(TrailTrapSymmetry, CertificateFormsMergeExactlyTheViewsPositions) {
  std::mt19937 rng(17);
  for (const auto& [spec, variant] : {std::pair{"P3xP4", Variant::kStandard},
                                      {"C6xK2", Variant::kStandard},
                                      {"petersen", Variant::kStandard},
                                      {"K3,4", Variant::kStandard},
                                      {"diamond", Variant::kPlaceFirst},
                                      {"P2xP5", Variant::kPlaceFirstAlternating}}) {
    SCOPED_TRACE(spec);
    Options options;
    options.variant = variant;
    const auto board = std::make_shared<Board>(parse_graph_spec(spec), options);
    const auto* listed = board->listed_symmetries();
    ASSERT_TRUE(listed != nullptr && listed->size() > 1);
    std::vector<std::string> images, views;
    std::vector<std::uint64_t> hashes;
    for (int trial = 0; trial < 300; ++trial) {
      State s(board);
      std::vector<Move> played;
      MoveBuffer legal;
      const int plies = static_cast<int>(rng() % 7);
      for (int i = 0; i < plies; ++i) {
        s.legal_moves(legal);
        if (legal.empty()) break;
        played.push_back(legal[rng() % legal.size()]);
        s.play(played.back());
      }
      const auto image = Definition::certificate_symmetry(s);
      const auto view = certificate_symmetry_from_view(s);
      ASSERT_TRUE(image && view);
      images.push_back(image->canonical);
      views.push_back(view->canonical);
      hashes.push_back(s.hash() ^ static_cast<std::uint64_t>(s.ply()));
      State mapped(board);
      for (const Move m : played) {
        const Move moved = map_move(m, image->to_canonical);
        ASSERT_TRUE(mapped.is_legal(moved));
        mapped.play(moved);
      }
      const std::string& form = image->canonical;
      ASSERT_EQ(form.size(), 14u);
      EXPECT_EQ(mapped.token(Player::kOne), form[1] - 1);
      EXPECT_EQ(mapped.token(Player::kTwo), form[2] - 1);
      const Graph& g = board->graph();
      for (int e = 0; e < g.size(); ++e) {
        const bool unused = has(mapped.unused_neighbours(g.edge(e).u), g.edge(e).v);
        const auto byte = static_cast<unsigned char>(form[3 + static_cast<std::size_t>(e / 8)]);
        EXPECT_EQ(unused, (byte >> (e % 8) & 1) != 0) << "edge " << e;
      }
    }
    expect_same_merges(images, views, hashes);
  }
}

}  // namespace
}  // namespace gg::trail_trap
