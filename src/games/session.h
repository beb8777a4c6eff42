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
#include "solve/coalition.h"
#include "solve/grundy.h"
#include "solve/negamax.h"
#include "solve/remoteness.h"

namespace gg {

class Session {
 public:
  virtual ~Session() = default;
  virtual std::string render() const = 0;
  // Legal moves of the side to move, in the game's notation (empty once the game is over).
  virtual std::vector<std::string> moves() const = 0;
  // One legal move per orbit of the position's symmetries (the orbits a solve groups its root
  // moves into), in the game's order of moves.
  virtual std::vector<std::string> move_orbits() const = 0;
  // Throws InputError naming the move and why it is mistyped or illegal.
  virtual void play(std::string_view move) = 0;
  // Plays a move that this session gave for the position, from moves() or best_move(), without
  // checking it again: the certificate writer plays hundreds of millions, and the checks cost
  // it a move generation or two each.
  virtual void play_listed(std::string_view move) = 0;
  // Takes back the last move played in this session; false when there is none.
  virtual bool undo() = 0;
  virtual int to_move() const = 0;
  // How many players move in turn (2, or 3 for the Game of Cycles' --players 3).
  virtual int players() const { return 2; }
  // 0 while the game goes on; else the winner (a player with no move loses; with more than
  // two players, the one who moved last wins).
  virtual int winner() const = 0;
  virtual std::uint64_t key() const = 0;  // the position's hash
  virtual const std::vector<std::string>& history() const = 0;
  // The id of the picture element a move of the side to move targets ("v3", "e2_5",
  // "cell-c3"; the definition's element_of). Throws InputError for a move that does not parse.
  virtual std::string move_element(std::string_view move) const = 0;
  // Exact engine (negamax; its table persists across calls). Throws SearchAborted at a limit.
  // With more than two players: whether the mover can force a win against all the others.
  virtual bool to_move_wins() = 0;
  // The player who can force a win from here against all the others together (with two
  // players, the winner with perfect play), 0 if none can; the winner once the game is over.
  virtual int forced_winner() {
    if (const int w = winner()) return w;
    return to_move_wins() ? to_move() : 3 - to_move();
  }
  // A winning move if there is one; with more than two players, else a move after which
  // nobody can force a win, else any; "" when over.
  virtual std::string best_move() = 0;
  // The Sprague-Grundy value for impartial games under normal play, else nullopt.
  virtual std::optional<int> grundy() = 0;
  // Two players: the exact value with its remoteness (solve/remoteness.h), or nullopt when
  // that needs more than `max_positions` positions (the engine keeps those it valued, so
  // asking about the positions after each move next costs little). Nullopt with more players.
  virtual std::optional<RemotenessValue> remoteness(std::size_t max_positions) = 0;
  virtual std::unique_ptr<Session> clone() const = 0;
  // The board's rules in the words of a certificate's header (games/certificate_rules.h).
  virtual CertificateRules certificate_rules() const = 0;
  // The position's canonical form under the board's symmetries, where the game offers one.
  virtual std::optional<CertificateSymmetry> certificate_symmetry() const = 0;
  // The component values proving this position's outcome, where the game offers such proofs
  // (games/certificate_rules.h); nullopt otherwise. Throws SearchAborted at a limit.
  virtual std::optional<ComponentProof> component_proof() const = 0;
};

// Who can force a win among several players: the definition's own solver where it has one
// (D::MultiplayerSolver, e.g. a special algorithm on some boards), else the coalition search.
// Either answers can_force(state, seat) and forcing_seat(state).
template <class D>
struct MultiplayerSolverOf {
  using type = CoalitionSolver<typename D::State>;
};
template <class D>
requires requires { typename D::MultiplayerSolver; }
struct MultiplayerSolverOf<D> {
  using type = typename D::MultiplayerSolver;
};

// The Session of a game definition's state: moves are read and written by the definition, so
// a move typed in any spelling the reader accepts is that move (no guessing by position).
template <GameDefinition D>
class StateSession final : public Session {
 public:
  using State = typename D::State;
  using Move = typename D::Move;

  // `workspace` (may be null, else outlives the session): where the engine's table comes from.
  StateSession(State start, const SolveLimits& limits, SolverWorkspace* workspace = nullptr)
      : state_(std::move(start)),
        engine_(std::make_shared<Engine>(limits, player_count(state_), workspace)) {}

  // The game's text picture with the last move marked under its first line.
  std::string render() const override {
    std::string text = D::ascii(state_);
    const auto first_line = text.find('\n');
    if (history_.empty() || first_line == std::string::npos) return text;
    const int mover = player_at_seat(to_move(), players() - 1, players());  // who moved last
    text.insert(first_line + 1,
                "  last move: " + history_.back() + " by player " + std::to_string(mover) + "\n");
    return text;
  }

  std::vector<std::string> moves() const override {
    std::vector<std::string> out;
    // Over when the state says so or nothing is legal: one generation tells both.
    if (state_.winner()) return out;
    typename State::MoveBuffer buf;
    state_.legal_moves(buf);
    for (const auto& m : buf) out.push_back(D::format_move(state_, m));
    return out;
  }
  std::vector<std::string> move_orbits() const override {
    std::vector<std::string> out;
    if (winner() != 0) return out;
    for (const auto& orbit : D::root_orbits(state_))
      out.push_back(D::format_move(state_, orbit.representative));
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

  void play_listed(std::string_view move) override {
    const Move m = D::parse_move(state_, move);
    // Debug builds (the sanitised tests) still hold the caller to its word.
    GG_DCHECK(D::why_illegal(state_, m).empty());
    history_.emplace_back(move);
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

  int to_move() const override {
    if constexpr (HasMultiplayer<D>) return D::mover(state_);
    return number_of(state_.side_to_move());
  }

  int players() const override { return player_count(state_); }

  int winner() const override {
    const int n = players();
    // The game is over when the state says so or the mover has no move: the last mover won.
    const int last_mover = player_at_seat(to_move(), n - 1, n);
    if (const auto w = state_.winner()) return n > 2 ? last_mover : number_of(*w);
    typename State::MoveBuffer buf;
    state_.legal_moves(buf);
    return buf.empty() ? last_mover : 0;
  }

  std::uint64_t key() const override { return state_.hash(); }
  const std::vector<std::string>& history() const override { return history_; }
  std::string move_element(std::string_view move) const override {
    return D::element_of(state_, D::parse_move(state_, move));
  }

  bool to_move_wins() override {
    if (const int w = winner()) return w == to_move();
    State copy = state_;
    if (players() > 2) return engine_->forcing.can_force(copy, 0);
    return engine_->negamax.solve(copy);
  }

  int forced_winner() override {
    if (players() == 2) return Session::forced_winner();
    if (const int w = winner()) return w;
    State copy = state_;
    return player_at_seat(to_move(), engine_->forcing.forcing_seat(copy), players());
  }

  std::string best_move() override {
    if (players() > 2) return winner() != 0 ? "" : several_players_move();
    // A position with no move left needs no check here: the engine finds no move in it.
    if (state_.winner()) return "";
    State copy = state_;
    const auto m = engine_->negamax.best_move(copy);
    return m ? D::format_move(state_, *m) : "";
  }

  std::optional<int> grundy() override {
    if (!D::impartial(state_) || players() > 2) return std::nullopt;
    State copy = state_;
    return engine_->grundy.value(copy);
  }

  std::optional<RemotenessValue> remoteness(std::size_t max_positions) override {
    if (players() > 2) return std::nullopt;
    return engine_->remoteness.value(state_, max_positions);
  }

  std::unique_ptr<Session> clone() const override {
    return std::make_unique<StateSession>(*this);  // shares the engine and its table
  }
  CertificateRules certificate_rules() const override { return D::certificate_rules(state_); }
  std::optional<CertificateSymmetry> certificate_symmetry() const override {
    if constexpr (HasCertificateSymmetry<D>) {
      return D::certificate_symmetry(state_);
    } else {
      return std::nullopt;
    }
  }
  std::optional<ComponentProof> component_proof() const override {
    if constexpr (HasComponentProof<D>) {
      return D::component_proof(state_, engine_->limits);
    } else {
      return std::nullopt;
    }
  }

 private:
  static int player_count(const State& s) {
    if constexpr (HasMultiplayer<D>) return D::players(s);
    return 2;
  }

  // The mover's best move among several players: one that keeps its forced win, else one
  // after which nobody can force a win (the mover may still win), else the first.
  std::string several_players_move() {
    std::string fallback;
    std::string nobody;
    for (const std::string& m : moves()) {
      StateSession child(*this);
      child.play(m);
      const int w = child.forced_winner();
      if (w == to_move()) return m;
      if (w == 0 && nobody.empty()) nobody = m;
      if (fallback.empty()) fallback = m;
    }
    return nobody.empty() ? fallback : nobody;
  }

  // The limits live next to the engine that refers to them; clones share both.
  struct Engine {
    Engine(const SolveLimits& l, int players, SolverWorkspace* workspace)
        : limits(l),
          negamax(limits, workspace),
          grundy(limits),
          forcing(limits, players),
          remoteness(limits) {}
    SolveLimits limits;
    Negamax<State> negamax;
    GrundySolver<State> grundy;
    typename MultiplayerSolverOf<D>::type forcing;  // several players: who can force a win
    RemotenessSolver<State> remoteness;
  };

  State state_;
  std::shared_ptr<Engine> engine_;
  std::vector<Move> played_;
  std::vector<std::string> history_;  // the moves played, in the game's notation
};

}  // namespace gg
