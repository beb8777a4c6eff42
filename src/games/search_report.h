// Filling a SolveReport from the generic solvers, for every game (games/game_entry.h): negamax
// by default, df-pn with --solver dfpn, the shortest forced win with --win-within K.
#pragma once

#include <string>

#include "core/error.h"
#include "games/game.h"
#include "solve/dfpn.h"
#include "solve/negamax.h"
#include "solve/root_analysis.h"
#include "solve/shortest_win.h"

namespace gg {

// A solver for a search: with the caller's workspace where the solver keeps one.
template <class Engine>
Engine make_engine(const SearchOptions& search) {
  if constexpr (std::is_constructible_v<Engine, const SolveLimits&, SolverWorkspace*>) {
    return Engine(search.limits, search.workspace);
  } else {
    return Engine(search.limits);
  }
}

// Solves `state` with `Engine` and fills the report's verdict fields. With search.winner_only
// only the winner is computed, plus one winning move when the side to move wins; otherwise every
// root move gets a verdict (orbits from `orbits()`, verdicts carried across them with `map_move`)
// and a principal line is added.
template <class Engine, GameState S, class Orbits, class MapMove, class Format>
void fill_engine_report(S state, const SearchOptions& search, Orbits orbits, MapMove map_move,
                        Format format, SolveReport& report) {
  Engine engine = make_engine<Engine>(search);
  if (search.winner_only) {
    report.all_moves_examined = false;
    const bool wins = engine.solve(state);
    report.to_move = number_of(state.side_to_move());
    report.winner = number_of(wins ? state.side_to_move() : opponent(state.side_to_move()));
    // One winning move, from the table the solve just filled: the other moves keep no
    // verdict (a won position needs only one).
    if (wins) {
      if (const auto m = engine.best_move(state)) {
        report.winning_moves.push_back(format(*m));
        report.moves.push_back({report.winning_moves.back(), true, ""});
      }
    }
    report.nodes = engine.stats().nodes;
    report.seconds = engine.stats().seconds;
    return;
  }
  const auto analysis = analyse_root(state, engine, orbits(), map_move);
  report.to_move = number_of(analysis.to_move);
  report.winner = number_of(analysis.winner);
  for (const auto& v : analysis.moves) {
    MoveReport m{format(v.move), v.wins, v.refutation ? format(*v.refutation) : ""};
    if (v.wins) report.winning_moves.push_back(m.move);
    report.moves.push_back(std::move(m));
  }
  if (search.want_line)
    for (const auto& m : analysis.principal_line) report.principal_line.push_back(format(m));
  report.nodes = analysis.stats.nodes;
  report.seconds = analysis.stats.seconds;
  report.details["tt_hits"] = analysis.stats.tt_hits;
  report.details["static_decisions"] = analysis.stats.static_decisions;
}

// The shortest forced win for the side to move within search.win_within of its moves. When
// there is none that short the winner is not decided by this search: `winner` is 0.
template <GameState S, class Format>
void fill_shortest_win_report(S state, const SearchOptions& search, Format format,
                              SolveReport& report) {
  const int max_moves = *search.win_within;
  if (max_moves < 1) throw InputError("--win-within must be at least 1");
  ShortestWin<S> shortest(search.limits);
  const auto result = shortest.find(state, max_moves);
  report.method = "shortest-win";
  report.all_moves_examined = false;
  report.to_move = number_of(state.side_to_move());
  report.win_within = max_moves;
  report.winner = result ? report.to_move : 0;
  if (result) {
    report.shortest_win = result->moves;
    for (const auto& m : result->winning_moves) {
      report.winning_moves.push_back(format(m));
      report.moves.push_back({report.winning_moves.back(), true, ""});
    }
    if (search.want_line)
      for (const auto& m : shortest.line(state, *result))
        report.principal_line.push_back(format(m));
  }
  // After the line: finding it searches too.
  report.nodes = shortest.stats().nodes;
  report.seconds = shortest.stats().seconds;
}

// The report for search.solver / search.win_within over any game state.
template <GameState S, class Orbits, class MapMove, class Format>
void fill_search_report(S state, const SearchOptions& search, Orbits orbits, MapMove map_move,
                        Format format, SolveReport& report) {
  if (search.win_within) return fill_shortest_win_report(state, search, format, report);
  const Solver solver = search.solver.value_or(Solver::kNegamax);
  report.method = std::string(solver_name(solver));
  switch (solver) {
    case Solver::kNegamax:
      return fill_engine_report<Negamax<S>>(state, search, orbits, map_move, format, report);
    case Solver::kDfpn:
      return fill_engine_report<Dfpn<S>>(state, search, orbits, map_move, format, report);
  }
}

}  // namespace gg
