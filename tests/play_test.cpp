// Sessions, strategy trees, game graphs and playouts, for every game.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <sstream>
#include <unordered_map>

#include "games/game.h"
#include "games/session.h"
#include "play/certificate.h"
#include "play/game_graph.h"
#include "play/position_table.h"
#include "play/simulate.h"
#include "play/strategy.h"
#include "strategy_tree_check.h"

namespace gg::play {
namespace {

struct Case {
  const char* game;
  const char* board;
  const char* moves;
};
const Case kCases[] = {{"trail-trap", "K4", ""}, {"trail-trap", "diamond", "1>2"},
                       {"edge", "P4", ""},       {"edge", "C5", "0=1"},
                       {"cycles", "C5", ""},     {"cycles", "hourglass", ""},
                       {"trails", "3", ""},      {"trails", "3", "/b2 \\c1"}};

Position position_for(const Case& c) { return Position{c.board, c.moves, {}}; }

TEST(Play, StrategyTreesVerifyAndAgreeWithTheSolver) {
  for (const Case& c : kCases) {
    SCOPED_TRACE(std::string(c.game) + " " + c.board + " " + c.moves);
    const Game& game = find_game(c.game);
    const nlohmann::json tree = strategy_tree(game, position_for(c), SolveLimits{}, 100000);
    EXPECT_EQ(tree["winner"].get<int>(), game.solve({position_for(c), {}}).winner);
    const testing::StrategyVerdict v = testing::check_strategy_tree(game, tree);
    EXPECT_TRUE(v.valid) << v.reason;
    // The same tree claimed for the other player fails.
    nlohmann::json wrong = tree;
    wrong["winner"] = 3 - tree["winner"].get<int>();
    EXPECT_FALSE(testing::check_strategy_tree(game, wrong).valid);
    // The tree names what it shows with the words and digest of the position's certificate.
    const std::string path = ::testing::TempDir() + "strategy_claim.cert";
    const CertificateSummary cert = write_certificate(game, position_for(c), SolveLimits{}, path);
    EXPECT_EQ(tree["claim_line"], cert.claim_line);
    EXPECT_EQ(tree["board_digest"], cert.board_digest);
  }
}

TEST(Play, BrokenStrategiesAreRejected) {
  const Game& game = find_game("trails");
  nlohmann::json tree = strategy_tree(game, Position{"3", "", {}}, SolveLimits{}, 100000);
  ASSERT_EQ(tree["winner"], 1);
  nlohmann::json missing = tree;
  auto& replies = missing["root"]["replies"];
  replies.erase(replies.begin());
  EXPECT_FALSE(testing::check_strategy_tree(game, missing).valid);
  nlohmann::json illegal = tree;
  illegal["root"]["play"] = "\\a1";
  const testing::StrategyVerdict v = testing::check_strategy_tree(game, illegal);
  EXPECT_FALSE(v.valid);
  EXPECT_NE(v.reason.find("illegal"), std::string::npos);
}

TEST(Play, GameGraphLabelsMatchTheSolver) {
  for (const Case& c : kCases) {
    SCOPED_TRACE(std::string(c.game) + " " + c.board);
    const Game& game = find_game(c.game);
    // Cycles boards with cells end when a cell is completed: not impartial.
    const bool impartial = std::string(c.game) == "edge";
    const GameGraph g = game_graph(game, position_for(c), SolveLimits{}, 3, 5000);
    ASSERT_LT(g.nodes.size(), 5000u);  // only the depth cut it: every expanded node is complete
    ASSERT_FALSE(g.nodes.empty());
    EXPECT_EQ(g.nodes[0].grundy.has_value(), impartial);
    EXPECT_EQ(g.nodes[0].to_move_wins, game.solve({position_for(c), {}}).winner ==
                                           game.solve({position_for(c), {}}).to_move);
    // A position is N iff some edge out of it is a winning move (nodes above the depth cut).
    std::vector<int> winning_out(g.nodes.size()), out(g.nodes.size());
    for (const GraphEdge& e : g.edges) {
      ++out[static_cast<std::size_t>(e.from)];
      winning_out[static_cast<std::size_t>(e.from)] += e.winning;
    }
    int checked = 0;
    for (const GraphNode& n : g.nodes) {
      if (n.winner != 0 || n.depth >= 3) continue;
      EXPECT_EQ(n.to_move_wins, winning_out[static_cast<std::size_t>(n.id)] > 0);
      EXPECT_GT(out[static_cast<std::size_t>(n.id)], 0);
      // Impartial games: Grundy value 0 exactly at P positions.
      if (n.grundy) {
        EXPECT_EQ(*n.grundy != 0, n.to_move_wins);
      }
      ++checked;
    }
    EXPECT_GT(checked, 0);
  }
}

TEST(Play, SessionUndoAndErrors) {
  auto s = find_game("trails").start(position_for({"trails", "4", ""}), SolveLimits{});
  EXPECT_EQ(s->moves().size(), 16u);
  const auto key = s->key();
  s->play("/b2");
  EXPECT_EQ(s->to_move(), 2);
  EXPECT_THROW(s->play("/b3"), InputError);  // player 2 places downhill tokens
  EXPECT_THROW(s->play("\\b2"), InputError);
  EXPECT_TRUE(s->undo());
  EXPECT_EQ(s->key(), key);
  EXPECT_FALSE(s->undo());
}

// The board's edges as a certificate's header lists them ("0-1 1-2 ...").
std::set<std::pair<int, int>> header_edges(const Session& s) {
  std::set<std::pair<int, int>> edges;
  for (const auto& [key, value] : s.certificate_rules()) {
    if (key != "edges") continue;
    std::istringstream in(value);
    int u = 0, v = 0;
    char dash = 0;
    while (in >> u >> dash >> v) edges.emplace(std::min(u, v), std::max(u, v));
  }
  return edges;
}

bool keeps_edges(const std::vector<int>& map, const std::set<std::pair<int, int>>& edges) {
  return std::all_of(edges.begin(), edges.end(), [&](const std::pair<int, int>& e) {
    const int u = map[static_cast<std::size_t>(e.first)];
    const int v = map[static_cast<std::size_t>(e.second)];
    return edges.count({std::min(u, v), std::max(u, v)}) == 1;
  });
}

// The writer refers a position to a proven one with the same canonical form by the map
// proven^-1 after ours (play/certificate.cpp): it must be a symmetry of the board. And the
// maps are board-relative (games/certificate_rules.cpp): each takes the board onto one fixed
// copy, so a board has at most |Aut(board)| of them however many positions it has.
TEST(CertificateSymmetry, MapsOfOneFormDifferByASymmetryAndAreFewPerBoard) {
  for (const auto& [game, board] :
       {std::pair{"cycles", "W8"}, std::pair{"trail-trap", "K3,4"}, std::pair{"cycles", "P3xP3"}}) {
    SCOPED_TRACE(std::string(game) + " " + board);
    auto s = find_game(game).start(Position{board, "", {}}, SolveLimits{});
    const std::set<std::pair<int, int>> edges = header_edges(*s);
    int order = 0;
    for (const auto& [u, v] : edges) order = std::max({order, u + 1, v + 1});
    std::vector<int> identity(static_cast<std::size_t>(order));
    std::iota(identity.begin(), identity.end(), 0);
    std::size_t automorphisms = 0;
    for (std::vector<int> p = identity;;) {
      automorphisms += keeps_edges(p, edges) ? 1 : 0;
      if (!std::next_permutation(p.begin(), p.end())) break;
    }
    std::map<std::string, std::vector<int>> first_map;  // by canonical form
    std::set<std::vector<int>> maps;
    std::size_t compared = 0;
    std::mt19937 random(11);
    for (int game_number = 0; game_number < 300; ++game_number) {
      int played = 0;
      for (; s->winner() == 0; ++played) {
        const auto symmetry = s->certificate_symmetry();
        ASSERT_TRUE(symmetry);
        const std::vector<int> ours(symmetry->to_canonical.begin(), symmetry->to_canonical.end());
        maps.insert(ours);
        const auto [it, added] = first_map.emplace(symmetry->canonical, ours);
        if (!added) {
          std::vector<int> from_canonical(ours.size()), composite(ours.size());
          for (std::size_t v = 0; v < ours.size(); ++v)
            from_canonical[static_cast<std::size_t>(it->second[v])] = static_cast<int>(v);
          for (std::size_t v = 0; v < ours.size(); ++v)
            composite[v] = from_canonical[static_cast<std::size_t>(ours[v])];
          ASSERT_TRUE(keeps_edges(composite, edges));
          ++compared;
        }
        const std::vector<std::string> moves = s->moves();
        s->play(moves[random() % moves.size()]);
      }
      while (played-- > 0) s->undo();
    }
    EXPECT_GT(compared, 100u);
    EXPECT_LE(maps.size(), automorphisms);
  }
}

TEST(Play, SimulationIsReproducibleBySeed) {
  const Game& game = find_game("cycles");
  Position r{"W5", "", {}};
  const Simulation a = simulate(game, r, SolveLimits{}, 200, 9);
  const Simulation b = simulate(game, r, SolveLimits{}, 200, 9);
  EXPECT_EQ(a.p1_wins, b.p1_wins);
  EXPECT_EQ(a.games, 200u);
  std::uint64_t per_move = 0;
  for (const auto& [m, st] : a.by_first_move) per_move += st.games;
  EXPECT_EQ(per_move, 200u);
  // Odd cycles: player 1 wins every game whatever is played (the thesis).
  r.board = "C7";
  EXPECT_EQ(simulate(game, r, SolveLimits{}, 100, 1).p1_wins, 100u);
}

}  // namespace
// The certificate writer's tables against std::unordered_map: random keys (and key 0, the
// empty-slot marker, which is kept apart), enough of them that every shard grows several
// times, values overwritten, and keys never inserted reading as absent.
TEST(PositionTable, AgreesWithAStandardMap) {
  PositionTable<std::uint32_t> map;
  PositionTable<NoValue> set;
  std::unordered_map<std::uint64_t, std::uint32_t> reference;
  std::mt19937_64 random(7);
  std::vector<std::uint64_t> keys{0, 1, 2, ~std::uint64_t{0}};
  for (int i = 0; i < 200'000; ++i) keys.push_back(random() >> (i % 3 == 0 ? 40 : 0));
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const auto value = static_cast<std::uint32_t>(i * 2654435761u);
    map.insert(keys[i], value);
    set.insert(keys[i]);
    reference[keys[i]] = value;
  }
  EXPECT_EQ(map.size(), reference.size());
  EXPECT_EQ(set.size(), reference.size());
  for (const auto& [key, value] : reference) {
    ASSERT_TRUE(set.contains(key)) << key;
    const std::uint32_t* found = map.find(key);
    ASSERT_NE(found, nullptr) << key;
    ASSERT_EQ(*found, value) << key;
  }
  for (int i = 0; i < 100'000; ++i) {
    const std::uint64_t absent = random() | 1;
    if (reference.count(absent)) continue;
    ASSERT_FALSE(set.contains(absent));
    ASSERT_EQ(map.find(absent), nullptr);
  }
}

}  // namespace gg::play
