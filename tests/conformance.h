// The shared conformance suite every game passes. A game joins by providing an adapter:
//   struct Adapter {
//     using State = ...;
//     static std::vector<std::string> boards();        // boards to play on
//     static State make(const std::string& board);
//     static std::string format(const State&, typename State::Move);
//     static typename State::Move parse(const State&, const std::string&);
//   };
// and instantiating the typed test in conformance_test.cpp.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "solve/game_concept.h"

namespace gg::conformance {

template <class Adapter>
void random_playouts(int games_per_board, unsigned seed) {
  using State = typename Adapter::State;
  using Move = typename State::Move;
  static_assert(GameState<State>);
  std::mt19937 rng(seed);
  for (const std::string& board : Adapter::boards()) {
    SCOPED_TRACE(board);
    for (int game = 0; game < games_per_board; ++game) {
      State s = Adapter::make(board);
      std::vector<State> history;
      std::vector<Move> line;
      typename State::MoveBuffer buf;
      typename State::MoveBuffer again;
      for (;;) {
        // The incremental hash is the hash of the position.
        ASSERT_EQ(s.hash(), s.hash_from_scratch());
        s.legal_moves(buf);
        s.legal_moves(again);
        // Deterministic and unique legal moves.
        ASSERT_EQ(buf.size(), again.size());
        std::set<std::string> texts;
        for (std::size_t i = 0; i < buf.size(); ++i) {
          ASSERT_TRUE(buf[i] == again[i]);
          const std::string text = Adapter::format(s, buf[i]);
          ASSERT_TRUE(texts.insert(text).second) << "duplicate move " << text;
          // Notation round-trips.
          ASSERT_TRUE(Adapter::parse(s, text) == buf[i]) << text;
        }
        // The solver's move subset is legal and non-empty whenever moves exist.
        if constexpr (HasSearchMoves<State>) {
          typename State::MoveBuffer subset;
          s.search_moves(subset);
          ASSERT_EQ(subset.empty(), buf.empty());
          for (const Move& m : subset) ASSERT_TRUE(texts.count(Adapter::format(s, m)));
        }
        if (s.winner()) break;
        ASSERT_FALSE(buf.empty()) << "no winner but no legal move";
        const Move m = buf[rng() % buf.size()];
        // play then undo restores the state and hash exactly.
        const State before = s;
        s.play(m);
        s.undo(m);
        ASSERT_TRUE(s == before);
        history.push_back(s);
        line.push_back(m);
        s.play(m);
      }
      // Unwinding the whole game restores every earlier position.
      while (!line.empty()) {
        s.undo(line.back());
        line.pop_back();
        ASSERT_TRUE(s == history.back());
        history.pop_back();
      }
    }
  }
}

}  // namespace gg::conformance
