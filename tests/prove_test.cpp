// Split proofs (prove/): the tree's propagation, and gg prove agreeing with a single solve on
// every example board of every two-player game, resumed after an interruption, and divided
// into shards that are merged from databases and from exported tables.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <random>
#include <string>

#include "core/error.h"
#include "games/game.h"
#include "games/session.h"
#include "prove/proof_numbers.h"
#include "prove/proof_store.h"
#include "prove/prover.h"

namespace gg::prove {
namespace {

// A fresh database path, removed (with SQLite's side files) when the test ends.
class TempDb {
 public:
  explicit TempDb(const std::string& name)
      : path_(std::filesystem::temp_directory_path() /
              ("gg_prove_" + std::to_string(::getpid()) + "_" + name + ".db")) {
    remove();
  }
  ~TempDb() { remove(); }
  std::string path() const { return path_.string(); }

 private:
  void remove() {
    for (const char* suffix : {"", "-wal", "-shm"})
      std::filesystem::remove(path_.string() + suffix);
  }
  std::filesystem::path path_;
};

ProofTree three_openings() {
  ProofTree tree(1);
  for (const char* move : {"a", "b", "c"}) tree.add_child(ProofTree::kRoot, move, 2);
  return tree;
}

void solve_node(ProofTree& tree, int i, int winner) {
  tree.node(i).state = NodeState::kSolved;
  tree.node(i).solved_winner = winner;
  tree.propagate(i);
}

TEST(ProofTree, TheMoverWinsOnceOneChildIsWon) {
  ProofTree tree = three_openings();
  solve_node(tree, 1, 2);
  EXPECT_EQ(tree.node(ProofTree::kRoot).winner, 0);
  EXPECT_TRUE(tree.needed(2));
  solve_node(tree, 2, 1);
  EXPECT_EQ(tree.node(ProofTree::kRoot).winner, 1);
  EXPECT_FALSE(tree.needed(3)) << "a sibling of a winning move no longer matters";
}

TEST(ProofTree, TheOpponentWinsOnlyOnceEveryChildIsLost) {
  ProofTree tree = three_openings();
  solve_node(tree, 1, 2);
  solve_node(tree, 2, 2);
  EXPECT_EQ(tree.node(ProofTree::kRoot).winner, 0);
  solve_node(tree, 3, 2);
  EXPECT_EQ(tree.node(ProofTree::kRoot).winner, 2);
}

TEST(ProofTree, DeepAnswersReachTheRoot) {
  ProofTree tree(1);
  const int a = tree.add_child(ProofTree::kRoot, "a", 2);
  const int ax = tree.add_child(a, "x", 1);
  const int ay = tree.add_child(a, "y", 1);
  solve_node(tree, ax, 1);
  EXPECT_EQ(tree.node(a).winner, 0);
  solve_node(tree, ay, 1);
  EXPECT_EQ(tree.node(a).winner, 1);
  EXPECT_EQ(tree.node(ProofTree::kRoot).winner, 1);
  EXPECT_EQ(tree.node(ay).path, "a y");
}

TEST(ProofTree, RebuiltFromStoredNodesInAnyOrder) {
  ProofTree tree = three_openings();
  const int ax = tree.add_child(1, "x", 1);
  solve_node(tree, ax, 1);
  solve_node(tree, 2, 1);
  std::vector<ProofNode> nodes;
  for (int i = tree.size() - 1; i >= 0; --i) nodes.push_back(tree.node(i));
  const ProofTree again = ProofTree::from_nodes(nodes);
  EXPECT_EQ(again.size(), tree.size());
  EXPECT_EQ(again.node(ProofTree::kRoot).winner, 1);
  EXPECT_EQ(again.node(again.find("a")).winner, 1) << "a's only reply wins for player 1";
  EXPECT_EQ(again.depth_first().size(), static_cast<std::size_t>(tree.size()));
}

TEST(ProofTree, RefusesNodesWithoutParentsAndWrongPlayers) {
  ProofNode root, orphan;
  orphan.path = "a b";
  EXPECT_THROW(ProofTree::from_nodes({root, orphan}), InputError);
  ProofNode bad;
  bad.state = NodeState::kSolved;  // solved for nobody
  EXPECT_THROW(ProofTree::from_nodes({bad}), InputError);
  EXPECT_THROW(ProofTree::from_nodes({}), InputError);
}

TEST(ProofTree, FindsASolveItsChildrenContradict) {
  ProofTree tree = three_openings();
  solve_node(tree, 1, 1);
  EXPECT_FALSE(tree.contradiction());
  tree.node(ProofTree::kRoot).state = NodeState::kSolved;  // as a merge of two runs may
  tree.node(ProofTree::kRoot).solved_winner = 2;
  ASSERT_TRUE(tree.contradiction());
  EXPECT_EQ(*tree.contradiction(), ProofTree::kRoot);
}

// The root (P1 to move) has openings a, b, c; a is split into replies x (P1 wins after
// 100 + 300 nodes: a stopped attempt and a solve) and y (open). Decided: a/x at depth 2.
// b is solved at depth 1 for P2 after 2,000 nodes, c is open.
TEST(ProofEstimate, OpenNodesCostWhatDecidingTheirDepthOrADeeperOneCost) {
  ProofTree tree = three_openings();
  const int x = tree.add_child(1, "x", 1);
  const int y = tree.add_child(1, "y", 1);
  tree.node(1).spent_nodes = 50;  // the attempt that split a
  tree.node(x).spent_nodes = 100;
  tree.node(x).nodes = 300;
  tree.node(x).seconds = 3;
  solve_node(tree, x, 1);
  tree.node(2).nodes = 2'000;
  solve_node(tree, 2, 2);
  const std::vector<char> owned(tree.size(), 1);
  ProofEstimate e = estimate_rest(tree, owned);
  ASSERT_TRUE(e.known);
  ASSERT_EQ(e.depths.size(), 2u);
  EXPECT_EQ(e.depths[0].depth, 1);
  EXPECT_EQ(e.depths[0].decided, 1);  // b
  EXPECT_EQ(e.depths[0].open, 1);     // c
  EXPECT_DOUBLE_EQ(e.depths[0].mean_nodes, 2'000);
  EXPECT_EQ(e.depths[1].decided, 1);  // x
  EXPECT_EQ(e.depths[1].open, 1);     // y
  EXPECT_DOUBLE_EQ(e.depths[1].mean_nodes, 400);
  EXPECT_DOUBLE_EQ(e.depths[1].mean_seconds, 3);
  EXPECT_DOUBLE_EQ(e.nodes, 2'000 + 400);

  // Once y is decided (P2 wins it, so a too), a's cost (its attempt and both replies) is measured
  // too, and an opening is expected to cost at least what depth 2 costs on average.
  tree.node(y).nodes = 4'000;
  solve_node(tree, y, 2);
  tree.node(2).nodes = 10;  // b was cheap after all
  e = estimate_rest(tree, owned);
  EXPECT_EQ(tree.node(1).winner, 2);
  EXPECT_DOUBLE_EQ(e.depths[0].mean_nodes, (50 + 400 + 4'000 + 10) / 2.0);
  EXPECT_DOUBLE_EQ(e.depths[1].mean_nodes, (400 + 4'000) / 2.0);
  EXPECT_DOUBLE_EQ(e.depths[0].expected_nodes, (50 + 400 + 4'000 + 10) / 2.0);
  EXPECT_DOUBLE_EQ(e.nodes, e.depths[0].expected_nodes) << "only c is left";

  // A shallow node decided at once (the game ended there) does not make the other openings
  // look cheap: they cost at least what deciding a reply has cost.
  ProofTree ended = three_openings();
  const int reply = ended.add_child(1, "x", 1);
  ended.add_child(1, "y", 1);
  ended.node(reply).nodes = 10'000;
  solve_node(ended, reply, 1);
  ended.node(2).nodes = 1;
  solve_node(ended, 2, 2);
  e = estimate_rest(ended, std::vector<char>(ended.size(), 1));
  EXPECT_DOUBLE_EQ(e.depths[0].mean_nodes, 1);
  EXPECT_DOUBLE_EQ(e.depths[0].expected_nodes, 10'000);
  EXPECT_DOUBLE_EQ(e.nodes, 2 * 10'000.0) << "c and y";
}

TEST(ProofEstimate, UnknownUntilSomethingIsDecided) {
  const ProofTree tree = three_openings();
  const ProofEstimate e = estimate_rest(tree, std::vector<char>(tree.size(), 1));
  EXPECT_FALSE(e.known);
  EXPECT_EQ(e.nodes, 0);
  ASSERT_EQ(e.depths.size(), 1u);
  EXPECT_EQ(e.depths[0].open, 3);
}

// The proof of a position, run to the end with the given division of the work.
ProveResult prove_to_end(const std::string& game, const std::string& board, const TempDb& db,
                         std::uint64_t budget, int jobs = 1, int split_depth = 0, int shard = 0,
                         int shards = 1) {
  ProveRequest request;
  request.root.board = board;
  request.budget = budget;
  request.jobs = jobs;
  request.split_depth = split_depth;
  request.shard = std::pair{shard, shards};
  request.tt_megabytes = 16;
  ProofStore store(db.path(), store::Access::kReadWrite);
  return prove(find_game(game), request, store, {});
}

int solved_winner(const Game& game, const Position& position) {
  SolveRequest request;
  request.position = position;
  request.search.winner_only = true;
  request.search.limits.max_nodes = 2'000'000;
  request.search.limits.tt_megabytes = 16;
  const SolveReport report = game.solve(request);
  return report.winner;
}

// Every example board of every game that two play: a proof whose budget forces it to split
// gives the winner one solve gives.
TEST(Prove, AgreesWithOneSolveOnEveryExampleBoard) {
  int compared = 0, split = 0;
  for (const auto& game : all_games()) {
    for (const Example& example : game->examples()) {
      if (!example.params.empty()) continue;  // the standard rules; variants share the code
      Position position;
      position.board = std::string(example.board);
      SolveRequest request;
      request.position = position;
      request.search.winner_only = true;
      request.search.limits.max_nodes = 300'000;
      request.search.limits.tt_megabytes = 16;
      SolveReport report;
      try {
        report = game->solve(request);
      } catch (const SearchAborted&) {
        continue;  // too big for a unit test
      }
      if (report.players != 2) continue;
      SCOPED_TRACE(std::string(game->name()) + " " + position.board);
      const TempDb db(std::string(game->name()) + std::to_string(compared));
      // A subproblem's last attempt gets 16 budgets, each attempt at least 64 nodes
      // (prove/proof_numbers.h): a small budget forces the larger proofs to split.
      const auto budget = std::max<std::uint64_t>(report.nodes / 200, 1);
      const ProveResult result =
          prove_to_end(std::string(game->name()), position.board, db, budget, /*jobs=*/2);
      EXPECT_EQ(result.winner, report.winner);
      EXPECT_FALSE(result.interrupted || result.timed_out);
      ++compared;
      split += result.counts.split > 0;
    }
  }
  EXPECT_GE(compared, 20);
  EXPECT_GE(split, 5) << "the budgets should force the larger proofs to split";
}

// Each worker's table carries over from one subproblem to the next (proof_workspace), and two
// workers share their results through one more table, so a subproblem is decided partly from
// entries other subproblems stored. Every solved one must still agree with a solve of its
// own, from a fresh table: Trails, Trail Trap (whose keys are canonical forms near the root),
// the Game of Cycles and EDGe, with budgets that split often.
TEST(Prove, EverySolvedSubproblemAgreesWithItsOwnSolve) {
  struct Case {
    const char* game;
    const char* board;
    std::uint64_t budget;
    int winner;
  };
  for (const Case& c : {Case{"trails", "4", 20, 2}, Case{"trail-trap", "K8", 12, 2},
                        Case{"trail-trap", "P4xP5", 20, 2}, Case{"cycles", "C5xK2", 1250, 1},
                        Case{"edge", "P9", 8, 2}}) {
    SCOPED_TRACE(std::string(c.game) + " " + c.board);
    const TempDb db(std::string("subproblems_") + c.game);
    const Game& game = find_game(c.game);
    const ProveResult result = prove_to_end(c.game, c.board, db, c.budget, /*jobs=*/2);
    Position root;
    root.board = c.board;
    EXPECT_EQ(result.winner, c.winner);
    EXPECT_EQ(result.winner, solved_winner(game, root));
    const ProofStore store(db.path(), store::Access::kReadOnly);
    const StoredProof proof = load_proof(store);
    int checked = 0;
    for (int i = 0; i < proof.tree.size(); ++i) {
      const ProofNode& n = proof.tree.node(i);
      if (n.state != NodeState::kSolved) continue;
      Position position = root;
      position.moves = n.path;
      EXPECT_EQ(solved_winner(game, position), n.solved_winner) << n.path;
      ++checked;
    }
    EXPECT_GT(checked, 5);
  }
}

TEST(Prove, TheCommandOfASubproblemSolvesItAlone) {
  const TempDb db("command");
  prove_to_end("trails", "4", db, 300);
  const ProofStore store(db.path(), store::Access::kReadOnly);
  EXPECT_EQ(solve_command(load_proof(store).header, "/a1 \\b2"),
            "gg solve trails 4 --moves '/a1 \\b2' --winner-only");
}

TEST(Prove, AnInterruptedRunResumesToTheSameAnswer) {
  const TempDb db("resume");
  std::atomic<bool> stop{true};
  ProveRequest request;
  request.root.board = "4";
  request.budget = 300;
  request.interrupt = &stop;
  request.tt_megabytes = 16;
  {
    ProofStore store(db.path(), store::Access::kReadWrite);
    const ProveResult first = prove(find_game("trails"), request, store, {});
    EXPECT_TRUE(first.interrupted);
  }
  request.interrupt = nullptr;
  request.budget.reset();  // the database's
  ProofStore store(db.path(), store::Access::kReadWrite);
  const ProveResult second = prove(find_game("trails"), request, store, {});
  EXPECT_FALSE(second.interrupted);
  EXPECT_EQ(second.header.budget, 300u);
  EXPECT_EQ(second.winner, 2);
}

TEST(Prove, ShardsMergedFromDatabasesAndTablesGiveTheAnswer) {
  constexpr int kShards = 3;
  std::vector<std::unique_ptr<TempDb>> shards;
  for (int i = 0; i < kShards; ++i) {
    shards.push_back(std::make_unique<TempDb>("shard" + std::to_string(i)));
    const ProveResult part = prove_to_end("trails", "4", *shards.back(), 200, 1, 2, i, kShards);
    EXPECT_EQ(part.counts.open, 0) << "each shard finishes its own subtrees";
  }
  const TempDb merged("merged");
  ProofStore store(merged.path(), store::Access::kReadWrite);
  for (const auto& db : shards) {
    const ProofStore part(db->path(), store::Access::kReadOnly);
    merge_proof(store, {*part.header(), part.nodes()}, db->path());
  }
  const StoredProof proof = load_proof(store);
  EXPECT_EQ(proof.tree.node(ProofTree::kRoot).winner, 2);
  EXPECT_EQ(proof.header.shards, 1);

  // The exported table carries the same proof into a fresh database.
  std::vector<ProofNode> nodes;
  for (int i : proof.tree.depth_first()) nodes.push_back(proof.tree.node(i));
  const ProofTable table = read_table(export_table(proof.header, nodes), "t.tsv");
  const TempDb from_table("from_table");
  ProofStore again(from_table.path(), store::Access::kReadWrite);
  EXPECT_EQ(merge_proof(again, table, "t.tsv"), proof.tree.size());
  EXPECT_EQ(load_proof(again).tree.node(ProofTree::kRoot).winner, 2);
  EXPECT_EQ(merge_proof(again, table, "t.tsv"), 0) << "merging twice changes nothing";
}

TEST(Prove, RefusesAContradictingMergeAndAnotherPosition) {
  const TempDb db("contradiction");
  prove_to_end("trails", "3", db, 10);
  ProofStore store(db.path(), store::Access::kReadWrite);
  ProofTable other{*store.header(), store.nodes()};
  for (ProofNode& n : other.nodes)
    if (n.state == NodeState::kSolved) n.solved_winner = 3 - n.solved_winner;
  EXPECT_THROW(merge_proof(store, other, "flipped"), InputError);

  ProveRequest request;
  request.root.board = "4";
  EXPECT_THROW(prove(find_game("trails"), request, store, {}), InputError);
  request.root.board = "3";
  request.shard = std::pair{1, 2};
  request.split_depth = 1;
  EXPECT_THROW(prove(find_game("trails"), request, store, {}), InputError)
      << "a database keeps its division of the work";
}

TEST(Prove, RefusesBadTables) {
  EXPECT_THROW(read_table("", "empty.tsv"), InputError);
  EXPECT_THROW(read_table("# format\tgraphgames proof 1\nnot the columns\n", "x.tsv"), InputError);
}

// The most proving node with budgets as costs (prove/proof_numbers.h): every sibling gets an
// attempt at a budget step before any gets the next, a split node's children come before
// siblings still waiting for a larger budget, and a decided root leaves nothing to do.
TEST(ProofNumbers, SiblingsGetEachStepBeforeAnyIsSplit) {
  constexpr std::uint64_t kBudget = 1600;
  ProofTree tree(1);
  const int a = tree.add_child(ProofTree::kRoot, "a", 2);
  const int b = tree.add_child(ProofTree::kRoot, "b", 2);
  const int c = tree.add_child(ProofTree::kRoot, "c", 2);
  const auto next = [&] {
    const auto cost = [&](int i) {
      return static_cast<double>(
          step_budget(kBudget, steps_taken(tree.node(i).spent_nodes, kBudget)));
    };
    const auto open = [&](int i) { return tree.node(i).state == NodeState::kOpen; };
    return most_proving_node(tree, ProofNumbers(tree, cost), open);
  };
  for (int step = 0; step + 1 < kBudgetSteps; ++step) {
    for (const int child : {a, b, c}) {
      EXPECT_EQ(next(), child) << "step " << step;
      EXPECT_EQ(steps_taken(tree.node(child).spent_nodes, kBudget), step);
      tree.node(child).spent_nodes += step_budget(kBudget, step);
    }
  }
  EXPECT_EQ(step_budget(kBudget, 0), 100u);
  EXPECT_EQ(step_budget(kBudget, kBudgetSteps - 1), 16 * kBudget);
  // a's last step stops and splits it: its two children cost a first step each, far less
  // than the last step b and c wait for.
  EXPECT_EQ(next(), a);
  const int a1 = tree.add_child(a, "a1", 1);
  const int a2 = tree.add_child(a, "a2", 1);
  EXPECT_EQ(next(), a1);
  // Both win for their mover (player 1): a is lost for player 2, so the root is won.
  for (const int child : {a1, a2}) {
    tree.node(child).state = NodeState::kSolved;
    tree.node(child).solved_winner = 1;
    tree.propagate(child);
  }
  EXPECT_EQ(tree.node(ProofTree::kRoot).winner, 1);
  EXPECT_EQ(next(), -1);
}

// Numbers kept up to date node by node (ProofNumbers::update) are the numbers of the whole tree
// computed afresh, at every node that is not below a decided one, through random splits, spent
// budgets and solves.
TEST(ProofNumbers, UpdatingAPathMatchesComputingTheTree) {
  std::mt19937 random(20261202);
  ProofTree tree(1);
  std::vector<std::uint64_t> spent{0};
  const auto cost = [&](int i) { return 100.0 + static_cast<double>(tree.node(i).spent_nodes); };
  ProofNumbers kept(tree, cost);
  for (int round = 0; round < 400 && tree.node(ProofTree::kRoot).winner == 0; ++round) {
    std::vector<int> open;
    for (int i = 0; i < tree.size(); ++i)
      if (tree.node(i).state == NodeState::kOpen && tree.needed(i)) open.push_back(i);
    ASSERT_FALSE(open.empty());
    const int i = open[random() % open.size()];
    switch (random() % 3) {
      case 0:
        for (int k = 0, n = 1 + static_cast<int>(random() % 4); k < n; ++k)
          tree.add_child(i, "m" + std::to_string(k), static_cast<int>(1 + random() % 2));
        break;
      case 1:
        tree.node(i).spent_nodes += random() % 1000;
        break;
      default:
        tree.node(i).state = NodeState::kSolved;
        tree.node(i).solved_winner = static_cast<int>(1 + random() % 2);
        tree.propagate(i);
    }
    kept.update(i);
    const ProofNumbers fresh(tree, cost);
    for (int k = 0; k < tree.size(); ++k) {
      const int parent = tree.node(k).parent;
      if (parent >= 0 && !tree.needed(parent)) continue;  // below a decided node
      ASSERT_EQ(kept.win(k), fresh.win(k)) << "round " << round << ", node " << k;
      ASSERT_EQ(kept.lose(k), fresh.lose(k)) << "round " << round << ", node " << k;
    }
  }
}

// The prover without waste: Trails 4 x 4 proved at a budget that splits its root costs at
// most 1.5 times the nodes of one solve (docs/prove.md; 5 x 5 at budget 500,000: 1.37).
TEST(Prove, ASplitProofCostsLittleMoreThanOneSolve) {
  Position root;
  root.board = "4";
  SolveRequest request;
  request.position = root;
  request.search.winner_only = true;
  request.search.limits.tt_megabytes = 16;
  const SolveReport one = find_game("trails").solve(request);
  const TempDb db("ratio");
  const ProveResult proof = prove_to_end("trails", "4", db, one.nodes / 70, /*jobs=*/1);
  EXPECT_EQ(proof.winner, one.winner);
  EXPECT_GE(proof.counts.split, 1) << "the budget should split the root";
  const double cost = static_cast<double>(proof.counts.solved_nodes + proof.counts.spent_nodes);
  EXPECT_LE(cost, 1.5 * static_cast<double>(one.nodes)) << one.nodes << " nodes in one solve";
}

}  // namespace
}  // namespace gg::prove
