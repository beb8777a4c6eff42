// One typed test matrix over every game of games/all_games.h, with named cases in the style of
// OpenSpiel's basic tests. A game joins by being in AllGames: its examples (Definition::
// kExamples) are played, solved and cross-checked here.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "games/all_games.h"
#include "games/game_entry.h"
#include "golden.h"
#include "solve/dfpn.h"
#include "solve/grundy.h"
#include "solve/negamax.h"
#include "solve/remoteness.h"
#include "solve/shortest_win.h"

namespace gg {
namespace {

template <class List>
struct GtestTypes;
template <class... Ds>
struct GtestTypes<GameList<Ds...>> {
  using type = ::testing::Types<Ds...>;
};

struct GameNames {
  template <class D>
  static std::string GetName(int) {
    std::string name(D::kName);
    for (char& c : name)
      if (c == '-') c = '_';
    return name;
  }
};

template <class D>
class GameMatrix : public ::testing::Test {
 protected:
  using St = typename D::State;
  using Mv = typename D::Move;

  static St start(const Example& e) {
    Position p = example_position(e);
    GameEntry<D>().check(p.params);
    return start_state<D>(p);
  }

  static std::vector<Mv> legal(const St& s) {
    auto buf = std::make_unique<typename St::MoveBuffer>();
    s.legal_moves(*buf);
    return {buf->begin(), buf->end()};
  }

  // The winner by plain minimax over legal moves (no table, no hooks): true iff the side to
  // move wins; nullopt when more than `budget` nodes would be needed.
  static std::optional<bool> brute_force(St& s, std::uint64_t& budget) {
    if (budget == 0) return std::nullopt;
    --budget;
    if (const auto w = s.winner()) return *w == s.side_to_move();
    const std::vector<Mv> moves = legal(s);
    if (moves.empty()) return false;
    for (const Mv& m : moves) {
      s.play(m);
      const auto child = brute_force(s, budget);
      s.undo(m);
      if (!child) return std::nullopt;
      if (!*child) return true;
    }
    return false;
  }

  // Random positions of every example small enough for the brute-force solver: a random line
  // is played and taken back until the position solves within the budget.
  template <class Check>
  static void for_small_positions(int lines_per_example, unsigned seed, Check check) {
    std::mt19937 rng(seed);
    for (const Example& e : D::kExamples) {
      SCOPED_TRACE(std::string(e.board) + " " + std::string(e.params));
      for (int line = 0; line < lines_per_example; ++line) {
        St s = start(e);
        std::vector<Mv> played;
        while (!s.winner()) {
          const std::vector<Mv> moves = legal(s);
          if (moves.empty()) break;
          played.push_back(moves[rng() % moves.size()]);
          s.play(played.back());
        }
        // From the end backwards, every position the brute force still solves.
        while (true) {
          std::uint64_t budget = 20000;
          const auto value = brute_force(s, budget);
          if (!value) break;
          check(e, s, *value);
          if (played.empty()) break;
          s.undo(played.back());
          played.pop_back();
        }
      }
    }
  }
};

TYPED_TEST_SUITE(GameMatrix, GtestTypes<AllGames>::type, GameNames);

// Random games to the end: the incremental hash is the hash from scratch, legal moves are
// deterministic and unique, the notation round-trips, every legal move is legal by
// why_illegal(), the search moves are a non-empty subset of the legal moves, play then undo
// restores the state exactly, and unwinding the whole game restores every position.
TYPED_TEST(GameMatrix, RandomPlayoutsWithFullUndo) {
  using D = TypeParam;
  using State = typename D::State;
  using Move = typename D::Move;
  std::mt19937 rng(11);
  for (const Example& e : D::kExamples) {
    SCOPED_TRACE(std::string(e.board) + " " + std::string(e.params));
    for (int game = 0; game < 10; ++game) {
      State s = this->start(e);
      std::vector<State> history;
      std::vector<Move> line;
      for (;;) {
        ASSERT_EQ(s.hash(), s.hash_from_scratch());
        const std::vector<Move> moves = this->legal(s);
        ASSERT_EQ(moves, this->legal(s));
        std::set<std::string> texts;
        for (const Move& m : moves) {
          const std::string text = D::format_move(s, m);
          ASSERT_TRUE(texts.insert(text).second) << "duplicate move " << text;
          ASSERT_TRUE(D::parse_move(s, text) == m) << text;
          ASSERT_EQ(D::why_illegal(s, m), "") << text;
        }
        if constexpr (HasSearchMoves<State>) {
          auto subset = std::make_unique<typename State::MoveBuffer>();
          s.search_moves(*subset);
          ASSERT_EQ(subset->empty(), moves.empty());
          for (const Move& m : *subset) ASSERT_TRUE(texts.count(D::format_move(s, m)));
        }
        if (s.winner()) break;
        ASSERT_FALSE(moves.empty()) << "no winner but no legal move";
        const Move m = moves[rng() % moves.size()];
        const State before = s;
        s.play(m);
        s.undo(m);
        ASSERT_TRUE(s == before);
        history.push_back(s);
        line.push_back(m);
        s.play(m);
      }
      while (!line.empty()) {
        s.undo(line.back());
        line.pop_back();
        ASSERT_TRUE(s == history.back());
        history.pop_back();
      }
    }
  }
}

// A game's own legality test (is_legal, which move text is checked with and the engine uses
// to check a stored move) says yes exactly to the listed moves: every move listed anywhere in a
// random game is tried in every later position that is not over.
TYPED_TEST(GameMatrix, IsLegalAgreesWithTheListedMoves) {
  using D = TypeParam;
  using State = typename D::State;
  using Move = typename D::Move;
  if constexpr (HasIsLegal<State>) {
    std::mt19937 rng(17);
    for (const Example& e : D::kExamples) {
      SCOPED_TRACE(std::string(e.board) + " " + std::string(e.params));
      for (int game = 0; game < 10; ++game) {
        State s = this->start(e);
        std::vector<Move> seen;
        while (!s.winner()) {
          const std::vector<Move> moves = this->legal(s);
          for (const Move& m : moves)
            if (std::find(seen.begin(), seen.end(), m) == seen.end()) seen.push_back(m);
          for (const Move& m : seen) {
            const bool listed = std::find(moves.begin(), moves.end(), m) != moves.end();
            ASSERT_EQ(s.is_legal(m), listed) << D::format_move(s, m);
          }
          if (moves.empty()) break;
          s.play(moves[rng() % moves.size()]);
        }
      }
    }
  } else {
    GTEST_SKIP() << "the game has no legality test of its own";
  }
}

// A game over means the last mover won: in a normal-play position the player to move with no
// legal move is the loser, and winner() says so.
TYPED_TEST(GameMatrix, WinnerIffNoMovesInNormalPlay) {
  using D = TypeParam;
  std::mt19937 rng(12);
  for (const Example& e : D::kExamples) {
    for (int game = 0; game < 10; ++game) {
      auto s = this->start(e);
      for (;;) {
        const auto moves = this->legal(s);
        if (D::impartial(s)) {
          ASSERT_EQ(moves.empty(), s.winner().has_value()) << e.board;
        }
        if (const auto w = s.winner()) {
          ASSERT_EQ(*w, opponent(s.side_to_move())) << e.board;
          break;
        }
        s.play(moves[rng() % moves.size()]);
      }
    }
  }
}

// Reading a move that is not legal names the move's flaw: every text the game writes for a
// legal move of some position is read back, and is either legal here or explained.
TYPED_TEST(GameMatrix, IllegalMovesAreExplained) {
  using D = TypeParam;
  std::mt19937 rng(13);
  for (const Example& e : D::kExamples) {
    auto s = this->start(e);
    const auto first_moves = this->legal(s);
    if (first_moves.empty()) continue;
    s.play(first_moves[rng() % first_moves.size()]);
    const auto now_legal = this->legal(s);
    for (const auto& m : first_moves) {
      const bool legal_now = std::find(now_legal.begin(), now_legal.end(), m) != now_legal.end();
      const std::string why = D::why_illegal(s, m);
      EXPECT_EQ(why.empty(), legal_now) << e.board << " " << D::format_move(s, m) << ": " << why;
    }
  }
}

// The vertices a move writes, as the engine finds them (Game::vertices_in_move), are the
// whole of its vertex numbers: renamed to labels and back, as Python does with the caller's
// labels, every legal move of a random game reads back as itself. Boards that are no graph
// write no vertices.
TYPED_TEST(GameMatrix, VerticesInMovesRenameAndReadBack) {
  using D = TypeParam;
  std::mt19937 rng(19);
  const GameEntry<D> game;
  const auto renamed = [](const std::string& text, const auto& fields, const auto& rename) {
    std::string out;
    std::size_t at = 0;
    for (const auto& [start, length] : fields) {
      out += text.substr(at, start - at) + rename(text.substr(start, length));
      at = start + length;
    }
    return out + text.substr(at);
  };
  for (const Example& e : D::kExamples) {
    auto s = this->start(e);
    for (int ply = 0; ply < 8 && !s.winner(); ++ply) {
      const auto moves = this->legal(s);
      if (moves.empty()) break;
      for (const auto& m : moves) {
        const std::string text = D::format_move(s, m);
        const auto fields = game.vertices_in_move(text);
        if (!D::kGraphBoard) {
          EXPECT_TRUE(fields.empty()) << text;
          continue;
        }
        ASSERT_FALSE(fields.empty()) << text;
        const std::string labelled = renamed(text, fields, [](const std::string& v) {
          EXPECT_TRUE(parse_uint(v).has_value()) << v;
          return "vertex " + v;
        });
        const std::string back =
            renamed(labelled, game.vertices_in_move(labelled), [](const std::string& label) {
              EXPECT_EQ(label.rfind("vertex ", 0), 0U) << label;
              return label.substr(7);
            });
        EXPECT_EQ(back, text) << labelled;
        EXPECT_TRUE(D::parse_move(s, back) == m) << back;
      }
      s.play(moves[rng() % moves.size()]);
    }
  }
}

// Every legal move names an element of the position's picture (its SVG, or the DOT Graphviz
// turns into one): the explorer colours it and plays the move when it is clicked. Along a
// random game of every example.
TYPED_TEST(GameMatrix, EveryMoveTargetsAnElementOfThePicture) {
  using D = TypeParam;
  std::mt19937 rng(17);
  for (const Example& e : D::kExamples) {
    auto s = this->start(e);
    for (int ply = 0; ply < 6 && !s.winner(); ++ply) {
      const auto moves = this->legal(s);
      if (moves.empty()) break;
      const Picture picture = D::render(s);
      const std::string& drawing = picture.svg.empty() ? picture.dot : picture.svg;
      for (const auto& m : moves) {
        const std::string id = D::element_of(s, m);
        EXPECT_NE(drawing.find("id=\"" + id + "\""), std::string::npos)
            << e.board << " " << D::format_move(s, m) << " -> " << id;
      }
      s.play(moves[rng() % moves.size()]);
    }
  }
}

// Negamax, df-pn and the plain minimax agree on the winner of random small positions; the
// shortest forced win exists exactly when the side to move wins; in impartial positions the
// Grundy value is non-zero exactly then; and the generic report (root orbits, mapped
// verdicts, notation) gives exactly the moves whose child the plain minimax finds lost.
TYPED_TEST(GameMatrix, SolversAgreeWithPlainMinimax) {
  using D = TypeParam;
  using State = typename D::State;
  int positions = 0;
  int with_remoteness = 0;
  this->for_small_positions(6, 21, [&](const Example&, State& s, bool brute_wins) {
    ++positions;
    SolveLimits limits;
    limits.tt_megabytes = 1;
    State copy = s;
    EXPECT_EQ(Negamax<State>(limits).solve(copy), brute_wins);
    EXPECT_EQ(Dfpn<State>(limits).solve(copy), brute_wins);
    // The remoteness search values every position below (no cut-offs): where that fits in
    // its budget, its value is a third opinion.
    const auto remote = RemotenessSolver<State>(limits).value(s, 20000);
    if (remote) {
      ++with_remoteness;
      EXPECT_EQ(remote->mover_wins, brute_wins);
    }
    if (!s.winner()) {
      const auto shortest = ShortestWin<State>(limits).find(copy, 64);
      EXPECT_EQ(shortest.has_value(), brute_wins);
      // The fastest forced win in plies is the attacker's moves and the defender's replies
      // between them (turns alternate in every game here).
      if (shortest && remote) {
        EXPECT_EQ(remote->remoteness, 2 * shortest->moves - 1);
      }
    }
    if (D::impartial(s)) {
      EXPECT_EQ(GrundySolver<State>(limits).value(copy) != 0, brute_wins);
    }
    // Every move's verdict through the generic report.
    if (s.winner()) return;
    std::set<std::string> expected;
    for (const auto& m : GameMatrix<D>::legal(s)) {
      State child = s;
      child.play(m);
      std::uint64_t budget = 1000000;
      const auto child_wins = GameMatrix<D>::brute_force(child, budget);
      ASSERT_TRUE(child_wins.has_value());
      if (!*child_wins) expected.insert(D::format_move(s, m));
    }
    SolveReport report;
    SearchOptions search;
    search.limits = limits;
    fill_search_report<D>(s, search, report);
    EXPECT_EQ(std::set<std::string>(report.winning_moves.begin(), report.winning_moves.end()),
              expected);
    EXPECT_EQ(report.winner, number_of(brute_wins ? s.side_to_move() : opponent(s.side_to_move())));
    EXPECT_EQ(report.moves.size(), GameMatrix<D>::legal(s).size());
  });
  EXPECT_GT(positions, static_cast<int>(D::kExamples.size()));
  EXPECT_GT(with_remoteness, positions / 2);
}

// Table keys are sound: positions of one board sharing a key have the same value (the plain
// minimax's), symmetric images included; equal positions have equal keys.
TYPED_TEST(GameMatrix, EqualKeysMeanEqualValues) {
  using D = TypeParam;
  using State = typename D::State;
  std::map<std::uint64_t, bool> value_of_key;
  std::map<std::uint64_t, std::uint64_t> key_of_hash;
  int shared = 0;
  std::string_view board;
  this->for_small_positions(12, 31, [&](const Example& e, State& s, bool brute_wins) {
    if (e.board != board) {  // keys name positions of one board only
      board = e.board;
      value_of_key.clear();
      key_of_hash.clear();
    }
    // The position and each child solved by the plain minimax.
    const auto record = [&](State& p, bool wins) {
      const std::uint64_t key = table_key(p);
      const auto [it, fresh] = value_of_key.emplace(key, wins);
      if (!fresh) {
        ++shared;
        EXPECT_EQ(it->second, wins) << "key shared by positions of different value";
      }
      const auto [kt, new_hash] = key_of_hash.emplace(p.hash_from_scratch(), key);
      if (!new_hash) {
        EXPECT_EQ(kt->second, key) << "one position, two keys";
      }
    };
    record(s, brute_wins);
    if (s.winner()) return;
    for (const auto& m : GameMatrix<D>::legal(s)) {
      s.play(m);
      std::uint64_t budget = 1000000;
      if (const auto v = GameMatrix<D>::brute_force(s, budget)) record(s, *v);
      s.undo(m);
    }
  });
  EXPECT_GT(shared, 20) << "too few positions share a key to test anything";
}

// Five random games on every example board; at every position, each move's tt_key_after is
// compared with the key after playing it. Returns how many moves were seen and matched.
struct KeyAfterCount {
  int moves = 0;
  int matches = 0;
};
template <class D>
KeyAfterCount count_key_after_matches(bool symmetry, unsigned seed) {
  std::mt19937 rng(seed);
  KeyAfterCount count;
  for (const Example& e : D::kExamples) {
    for (int game = 0; game < 5; ++game) {
      Position p = example_position(e);
      if (!symmetry) p.params.set(std::string(param::kNoSymmetry), "true");
      GameEntry<D>().check(p.params);
      typename D::State s = start_state<D>(p);
      while (!s.winner()) {
        typename D::State::MoveBuffer moves;
        s.legal_moves(moves);
        if (moves.empty()) break;
        for (const auto& m : moves) {
          const std::uint64_t predicted = s.tt_key_after(m);
          s.play(m);
          ++count.moves;
          count.matches += predicted == table_key(s);
          s.undo(m);
        }
        s.play(moves[rng() % moves.size()]);
      }
    }
  }
  return count;
}

// Negamax cuts a node off on a child's stored value found under tt_key_after: where a game
// calls that key exact, it must be the child's key at every move, with symmetry on.
TYPED_TEST(GameMatrix, ExactKeyAfterMatchesEveryChild) {
  if constexpr (HasExactKeyAfter<typename TypeParam::State>) {
    const KeyAfterCount count = count_key_after_matches<TypeParam>(true, 43);
    EXPECT_GT(count.moves, 1000);
    EXPECT_EQ(count.matches, count.moves);
  } else {
    GTEST_SKIP() << TypeParam::kName << " does not call its key hints exact";
  }
}

// The key hint of memory-bound games names the child's key on most moves (a prefetch hint
// only, but a wrong hint on every move would waste the prefetches). Canonical keys are not
// hinted (they cost a canonical form), so the boards are played without symmetry.
TYPED_TEST(GameMatrix, KeyAfterHintMatchesMostChildren) {
  using State = typename TypeParam::State;
  if constexpr (HasTtKeyAfter<State> && !HasExactKeyAfter<State>) {
    const KeyAfterCount count = count_key_after_matches<TypeParam>(false, 41);
    EXPECT_GT(count.matches, count.moves / 2) << count.matches << " of " << count.moves;
  } else {
    GTEST_SKIP() << TypeParam::kName << " gives no key hints, or exact ones (tested above)";
  }
}

// Every game answers through the type-erased face too: the parameters it declares are
// accepted, those of other games refused, and show/start/solve work on every example.
TYPED_TEST(GameMatrix, DeclaredParametersOnlyAndEveryDoorOpens) {
  using D = TypeParam;
  const Game& game = find_game(D::kName);
  std::set<std::string_view> declared;
  for (const ParamSpec& p : D::kParams) declared.insert(p.name);
  for (const auto& other : all_games())
    for (const ParamSpec& p : other->params()) {
      if (declared.count(p.name)) continue;
      ParamValues values;
      values.set(std::string(p.name), p.type == ParamType::kFlag ? "true" : "1");
      EXPECT_THROW(game.check(values), InputError) << p.name;
    }
  for (const Example& e : D::kExamples) {
    const Position p = example_position(e);
    EXPECT_FALSE(game.show(p, SolveLimits{}).ascii.empty()) << e.board;
    auto session = game.start(p, SolveLimits{});
    EXPECT_EQ(session->moves().size(), this->legal(this->start(e)).size());
  }
}

// A variant label names its rule parameters exactly: read back, it gives the same rules (so a
// stored census row opens as the position it was solved as); a label naming no rule is refused.
TYPED_TEST(GameMatrix, VariantLabelsReadBack) {
  using D = TypeParam;
  const Game& game = find_game(D::kName);
  for (const Example& e : D::kExamples) {
    Position p = example_position(e);
    game.check(p.params);
    const std::string label = game.variant(p.params);
    const ParamValues back = params_of_variant(D::kName, D::kParams, label);
    EXPECT_EQ(game.variant(back), label) << e.board << " " << e.params;
    for (const auto& [name, value] : back.all()) EXPECT_EQ(p.params.text(name), value) << name;
  }
  EXPECT_TRUE(params_of_variant(D::kName, D::kParams, "standard").empty());
  EXPECT_THROW(params_of_variant(D::kName, D::kParams, "no-such-rule"), InputError);
  EXPECT_THROW(params_of_variant(D::kName, D::kParams, "no-symmetry"), InputError);
}

// Golden pictures: every example drawn at the start and after its first two legal moves,
// ASCII and the SVG or Graphviz description, against tests/golden/<game>/ (GG_UPDATE_GOLDEN=1
// rewrites them; look at the pictures before committing new ones).
TYPED_TEST(GameMatrix, PicturesMatchGoldenFiles) {
  using D = TypeParam;
  int index = 0;
  for (const Example& e : D::kExamples) {
    auto s = this->start(e);
    for (int ply = 0; ply <= 2; ++ply) {
      if (ply == 1) {  // the start and ply 2 are kept
        const auto moves = this->legal(s);
        if (moves.empty() || s.winner()) break;
        s.play(moves.front());
        continue;
      }
      const Picture picture = D::render(s);
      const std::string name =
          std::string(D::kName) + "/example" + std::to_string(index) + "-ply" + std::to_string(ply);
      const std::string what = std::string(e.board) + " " + std::string(e.params);
      expect_golden(name + ".txt", picture.ascii, what);
      if (!picture.svg.empty()) expect_golden(name + ".svg", picture.svg, what);
      if (!picture.dot.empty()) expect_golden(name + ".dot", picture.dot, what);
      const auto moves = this->legal(s);
      if (moves.empty() || s.winner()) break;
      s.play(moves.front());
    }
    ++index;
  }
}

}  // namespace
}  // namespace gg
