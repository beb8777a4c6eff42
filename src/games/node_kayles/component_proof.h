// A certificate's proof by component values (games/certificate_rules.h): the Sprague-Grundy
// value of every component a position's outcome rests on, each shown by its options, or by an
// isomorphism onto a component shown before. Far smaller than a tree of positions: a path of
// n vertices needs about n distinct values instead of a tree that grows exponentially.
#pragma once

#include <vector>

#include "games/certificate_rules.h"
#include "games/node_kayles/node_kayles.h"
#include "solve/limits.h"

namespace gg::node_kayles {

// The entries in the order a checker reads them: every component after the components of
// all its options. The position's own components are among them; its outcome is the XOR of
// their values. Throws SearchAborted when `limits` (time, interrupt) stop it.
ComponentProof component_proof(const State& s, const SolveLimits& limits);

}  // namespace gg::node_kayles
