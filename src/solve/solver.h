// The general searches a request may name: `gg solve --solver`, the web API's `solver=`, the
// Python binding's `solver=`. One table, one parser, so every door accepts the same names
// and says the same thing about a wrong one.
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include "core/error.h"

namespace gg {

enum class Solver {
  kNegamax,  // alpha-beta with a transposition table (solve/negamax.h), the default
  kDfpn,     // depth-first proof-number search (solve/dfpn.h)
};

inline constexpr std::pair<std::string_view, Solver> kSolverNames[] = {
    {"negamax", Solver::kNegamax},
    {"dfpn", Solver::kDfpn},
};

inline std::string_view solver_name(Solver solver) {
  for (const auto& [name, value] : kSolverNames)
    if (value == solver) return name;
  return "?";
}

// The solver called `name`; anything else is an InputError naming `what` (the option or
// field) and the choices.
inline Solver parse_solver(std::string_view name, std::string_view what = "--solver") {
  for (const auto& [known, value] : kSolverNames)
    if (known == name) return value;
  std::string choices;
  for (const auto& [known, value] : kSolverNames)
    choices += (choices.empty() ? "" : " or ") + std::string(known);
  throw InputError(std::string(what) + " '" + std::string(name) + "': use " + choices);
}

}  // namespace gg
