// A type-erased game in progress, for the commands that walk positions move by move (play,
// simulate, tree, verify). Moves are text in each game's notation; the concrete state and an
// exact engine live inside. Not for the search loop: every call goes through a virtual.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/error.h"
#include "games/definition.h"
#include "games/game.h"
#include "solve/grundy.h"
#include "solve/negamax.h"

namespace gg {

class Session {
 public:
  virtual ~Session() = default;
  virtual std::string render() const = 0;
  // Legal moves of the side to move, in the game's notation (empty once the game is over).
  virtual std::vector<std::string> moves() const = 0;
  // Throws InputError naming the move and why it is mistyped or illegal.
  virtual void play(std::string_view move) = 0;
  // Takes back the last move played in this session; false when there is none.
  virtual bool undo() = 0;
  virtual int to_move() const = 0;
  // 0 while the game goes on; else the winner (a player with no move loses).
  virtual int winner() const = 0;
  virtual std::uint64_t key() const = 0;  // the position's hash
  virtual const std::vector<std::string>& history() const = 0;
  // Exact engine (negamax; its table persists across calls). Throws SearchAborted at a limit.
  virtual bool to_move_wins() = 0;
  virtual std::string best_move() = 0;  // a winning move if there is one; "" when over
  // The Sprague-Grundy value for impartial games under normal play, else nullopt.
  virtual std::optional<int> grundy() = 0;
  virtual std::unique_ptr<Session> clone() const = 0;
};

// The Session of a game definition's state: moves are read and written by the definition, so
// a move typed in any spelling the reader accepts is that move (no guessing by position).
template <GameDefinition D>
class StateSession final : public Session {
 public:
  using State = typename D::State;
  using Move = typename D::Move;

  StateSession(State start, const SolveLimits& limits)
      : state_(std::move(start)), engine_(std::make_shared<Engine>(limits)) {}

  std::string render() const override { return D::ascii(state_); }

  std::vector<std::string> moves() const override {
    std::vector<std::string> out;
    if (winner() != 0) return out;
    typename State::MoveBuffer buf;
    state_.legal_moves(buf);
    for (const auto& m : buf) out.push_back(D::format_move(state_, m));
    return out;
  }

  void play(std::string_view move) override {
    if (winner() != 0) throw InputError("move '" + std::string(move) + "': the game is over");
    if (move.find_first_of(" \t") != std::string_view::npos)
      throw InputError("move '" + std::string(move) + "': one move at a time");
    const Move m = D::parse_move(state_, move);
    const std::string why = D::why_illegal(state_, m);
    if (!why.empty()) throw InputError("move '" + std::string(move) + "' " + why);
    history_.push_back(D::format_move(state_, m));
    state_.play(m);
    played_.push_back(m);
  }

  bool undo() override {
    if (played_.empty()) return false;
    state_.undo(played_.back());
    played_.pop_back();
    history_.pop_back();
    return true;
  }

  int to_move() const override { return number_of(state_.side_to_move()); }

  int winner() const override {
    if (const auto w = state_.winner()) return number_of(*w);
    typename State::MoveBuffer buf;
    state_.legal_moves(buf);
    return buf.empty() ? number_of(opponent(state_.side_to_move())) : 0;
  }

  std::uint64_t key() const override { return state_.hash(); }
  const std::vector<std::string>& history() const override { return history_; }

  bool to_move_wins() override {
    if (const int w = winner()) return w == to_move();
    State copy = state_;
    return engine_->negamax.solve(copy);
  }

  std::string best_move() override {
    if (winner() != 0) return "";
    State copy = state_;
    const auto m = engine_->negamax.best_move(copy);
    return m ? D::format_move(state_, *m) : "";
  }

  std::optional<int> grundy() override {
    if (!D::impartial(state_)) return std::nullopt;
    State copy = state_;
    return engine_->grundy.value(copy);
  }

  std::unique_ptr<Session> clone() const override {
    return std::make_unique<StateSession>(*this);  // shares the engine and its table
  }

 private:
  // The limits live next to the engine that refers to them; clones share both.
  struct Engine {
    explicit Engine(const SolveLimits& l) : limits(l), negamax(limits), grundy(limits) {}
    SolveLimits limits;
    Negamax<State> negamax;
    GrundySolver<State> grundy;
  };

  State state_;
  std::shared_ptr<Engine> engine_;
  std::vector<Move> played_;
  std::vector<std::string> history_;  // the moves played, in the game's notation
};

}  // namespace gg
