// Filling a SolveReport from a generic exact solver (negamax by default, or df-pn): shared by
// every game's driver.
#pragma once

#include <string>

#include "games/game.h"
#include "solve/negamax.h"
#include "solve/root_analysis.h"

namespace gg {

// Solves `state` and fills the report's verdict fields. With request.winner_only only the
// winner is computed; otherwise every root move gets a verdict (orbits from `orbits()`,
// verdicts carried across them with `map_move`) and a principal line is added.
template <class Engine, GameState S, class Orbits, class MapMove, class Format>
void fill_search_report(S state, const SolveRequest& request, Orbits orbits, MapMove map_move,
                        Format format, SolveReport& report) {
  Engine engine(request.limits);
  if (request.winner_only) {
    const bool wins = engine.solve(state);
    report.to_move = number_of(state.side_to_move());
    report.winner = number_of(wins ? state.side_to_move() : opponent(state.side_to_move()));
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
  if (request.want_line)
    for (const auto& m : analysis.principal_line) report.principal_line.push_back(format(m));
  report.nodes = analysis.stats.nodes;
  report.seconds = analysis.stats.seconds;
  report.details["tt_hits"] = analysis.stats.tt_hits;
  report.details["static_decisions"] = analysis.stats.static_decisions;
}

template <GameState S, class Orbits, class MapMove, class Format>
void fill_negamax_report(S state, const SolveRequest& request, Orbits orbits, MapMove map_move,
                         Format format, SolveReport& report) {
  report.method = "negamax";
  fill_search_report<Negamax<S>>(state, request, orbits, map_move, format, report);
}

}  // namespace gg
