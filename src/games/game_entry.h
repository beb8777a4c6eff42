// The one generic adapter from a game definition (games/definition.h) to the type-erased Game
// every command uses: parameters checked against the declaration, the special algorithm when
// it applies, otherwise the generic solvers (games/search_report.h), the game's facts added.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/error.h"
#include "games/definition.h"
#include "games/game.h"
#include "games/search_report.h"
#include "games/session.h"
#include "solve/grundy.h"

namespace gg {

// The search report for a state of game D: its root orbits, move maps and notation.
template <GameDefinition D>
void fill_search_report(const typename D::State& state, const SearchOptions& search,
                        SolveReport& report) {
  fill_search_report(
      state, search, [&] { return D::root_orbits(state); },
      [&](typename D::Move m, const Permutation& p) { return D::map_move(state, m, p); },
      [&](typename D::Move m) { return D::format_move(state, m); }, report);
}

template <GameDefinition D>
class GameEntry final : public Game {
 public:
  using State = typename D::State;
  using Move = typename D::Move;

  std::string_view name() const override { return D::kName; }
  std::string_view summary() const override { return D::kSummary; }
  std::span<const Example> examples() const override { return D::kExamples; }
  std::span<const ParamSpec> params() const override { return D::kParams; }
  bool graph_board() const override { return D::kGraphBoard; }
  bool plane_boards() const override { return D::kPlaneBoards; }
  const EdgeTablebaseRules* edge_tablebase() const override {
    if constexpr (HasEdgeTablebase<D>) {
      return &D::edge_tablebase();
    } else {
      return nullptr;
    }
  }
  const VertexTablebaseRules* vertex_tablebase() const override {
    if constexpr (HasVertexTablebase<D>) {
      return &D::vertex_tablebase();
    } else {
      return nullptr;
    }
  }
  std::span<const FactSpec> stored_facts() const override {
    if constexpr (HasStoredFacts<D>) {
      return D::kStoredFacts;
    } else {
      return {};
    }
  }

  SolveReport solve(const SolveRequest& request) const override {
    SolveReport report = solve_unsorted(request);
    // Moves in natural order ("0>2" before "0>10"), whatever order the solver met them in.
    const auto by_text = [](const auto& a, const auto& b) { return natural_less(a, b); };
    std::stable_sort(report.winning_moves.begin(), report.winning_moves.end(), by_text);
    std::stable_sort(
        report.moves.begin(), report.moves.end(),
        [](const MoveReport& a, const MoveReport& b) { return natural_less(a.move, b.move); });
    return report;
  }

  Picture show(const Position& position, const SolveLimits& limits) const override {
    return D::render(start_state<D>(checked(position), searching_within(limits)));
  }

  std::unique_ptr<Session> start(const Position& position, const SolveLimits& limits,
                                 SolverWorkspace* workspace) const override {
    return std::make_unique<StateSession<D>>(
        start_state<D>(checked(position), searching_within(limits)), limits, workspace);
  }

 private:
  SolveReport solve_unsorted(const SolveRequest& request) const {
    SolveRequest checked = request;
    check(checked.position.params);
    const Position& position = checked.position;
    if constexpr (HasMultiplayer<D>) {
      if (auto report = D::multiplayer_solve(checked)) {
        label(*report, position);
        return *std::move(report);
      }
    }
    if constexpr (HasSpecialSolve<D>) {
      if (!search_named(checked)) {
        if (auto report = D::special_solve(checked)) {
          label(*report, position);
          return *std::move(report);
        }
      }
    }
    State state = start_state<D>(position, checked.search);
    SolveReport report;
    label(report, position);
    if (position.params.flag(param::kGrundy)) add_grundy(state, checked.search.limits, report);
    fill_search_report<D>(state, checked.search, report);
    report.position = D::ascii(state);
    if constexpr (HasFacts<D>) D::add_facts(state, position, report);
    GG_CHECK(declares_every_fact(report));
    return report;
  }

  Position checked(const Position& position) const {
    Position out = position;
    check(out.params);
    return out;
  }

  static SearchOptions searching_within(const SolveLimits& limits) {
    SearchOptions search;
    search.limits = limits;
    return search;
  }

  void label(SolveReport& report, const Position& position) const {
    report.game = std::string(D::kName);
    if (report.board.empty()) report.board = position.board;
    report.variant = variant(position.params);
  }

  bool declares_every_fact(const SolveReport& report) const {
    const auto declared = stored_facts();
    return std::all_of(report.stored_facts.begin(), report.stored_facts.end(), [&](const auto& f) {
      return std::any_of(declared.begin(), declared.end(),
                         [&](const FactSpec& spec) { return spec.name == f.first; });
    });
  }

  // Whether the request names a general search, so a special algorithm must not answer.
  static bool search_named(const SolveRequest& request) {
    return request.search.solver.has_value() || request.search.win_within.has_value() ||
           request.position.params.flag(param::kForceSearch);
  }

  static void add_grundy(const State& state, const SolveLimits& limits, SolveReport& report) {
    if (!D::impartial(state))
      throw InputError(option_name(param::kGrundy) + ": this " + std::string(D::kName) +
                       " position is not an impartial normal-play game, so it has no Grundy value");
    GrundySolver<State> grundy(limits);
    State copy = state;
    report.grundy = grundy.value(copy);
    report.details["grundy_nodes"] = grundy.stats().nodes;
  }
};

}  // namespace gg
