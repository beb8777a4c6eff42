// A type-erased game in progress, for the commands that walk positions move by move (play,
// simulate, tree, verify). Moves are text in each game's notation; the concrete state and an
// exact engine live inside. Not for the search loop: every call goes through a virtual.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/error.h"
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

// The Session of a concrete state. `format(move)` writes a move, `play_text(state, text)`
// plays one move given as text (the game's --moves reader), `render(state)` draws it.
template <GameState S>
class StateSession final : public Session {
 public:
  using Format = std::function<std::string(typename S::Move)>;
  using PlayText = std::function<void(S&, std::string_view)>;
  using Render = std::function<std::string(const S&)>;

  StateSession(S start, Format format, PlayText play_text, Render render, SolveLimits limits,
               bool impartial)
      : impartial_(impartial),
        state_(std::move(start)),
        format_(std::move(format)),
        play_text_(std::move(play_text)),
        render_(std::move(render)),
        engine_(std::make_shared<Engine>(limits)) {}

  std::string render() const override { return render_(state_); }

  std::vector<std::string> moves() const override {
    std::vector<std::string> out;
    if (winner() != 0) return out;
    typename S::MoveBuffer buf;
    state_.legal_moves(buf);
    for (const auto& m : buf) out.push_back(format_(m));
    return out;
  }

  void play(std::string_view move) override {
    if (winner() != 0) throw InputError("move '" + std::string(move) + "': the game is over");
    if (move.find_first_of(" \t") != std::string_view::npos)
      throw InputError("move '" + std::string(move) + "': one move at a time");
    typename S::MoveBuffer buf;
    state_.legal_moves(buf);
    for (const auto& m : buf) {
      if (format_(m) == move) return play_move(m, move);
    }
    // Not the standard spelling of a legal move: the game's reader explains what is wrong,
    // or accepts another spelling (then the legal move leading to the same position is it).
    S probe = state_;
    try {
      play_text_(probe, move);
    } catch (const InputError& e) {
      // The --moves reader numbers the move within its list; here there is one.
      std::string text = e.what();
      const std::string prefix = "--moves: move 1 ";
      if (text.rfind(prefix, 0) == 0) text = "move " + text.substr(prefix.size());
      throw InputError(text);
    }
    for (const auto& m : buf) {
      S copy = state_;
      copy.play(m);
      if (copy.hash() == probe.hash()) return play_move(m, move);
    }
    throw InputError("move '" + std::string(move) + "' is not a legal move here");
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
    typename S::MoveBuffer buf;
    state_.legal_moves(buf);
    return buf.empty() ? number_of(opponent(state_.side_to_move())) : 0;
  }

  std::uint64_t key() const override { return state_.hash(); }
  const std::vector<std::string>& history() const override { return history_; }

  bool to_move_wins() override {
    if (const int w = winner()) return w == to_move();
    S copy = state_;
    return engine_->negamax.solve(copy);
  }

  std::string best_move() override {
    if (winner() != 0) return "";
    S copy = state_;
    const auto m = engine_->negamax.best_move(copy);
    return m ? format_(*m) : "";
  }

  std::optional<int> grundy() override {
    if (!impartial_) return std::nullopt;
    S copy = state_;
    return engine_->grundy.value(copy);
  }

  std::unique_ptr<Session> clone() const override {
    return std::make_unique<StateSession>(*this);  // shares the engine and its table
  }

 private:
  void play_move(typename S::Move m, std::string_view text) {
    state_.play(m);
    played_.push_back(m);
    history_.emplace_back(text);
  }

  // The limits live next to the engine that refers to them; clones share both.
  struct Engine {
    explicit Engine(const SolveLimits& l) : limits(l), negamax(limits), grundy(limits) {}
    SolveLimits limits;
    Negamax<S> negamax;
    GrundySolver<S> grundy;
  };

  bool impartial_;
  S state_;
  Format format_;
  PlayText play_text_;
  Render render_;
  std::shared_ptr<Engine> engine_;
  std::vector<typename S::Move> played_;
  std::vector<std::string> history_;  // played_ as the player typed it
};

// `impartial`: both players have the same moves and the last move wins (Grundy values exist).
template <GameState S, class Format, class PlayText, class Render>
std::unique_ptr<Session> make_session(S start, Format format, PlayText play_text, Render render,
                                      const SolveLimits& limits, bool impartial) {
  return std::make_unique<StateSession<S>>(std::move(start), std::move(format),
                                           std::move(play_text), std::move(render), limits,
                                           impartial);
}

}  // namespace gg
