// gg prove: one hard position decided as a tree of subproblems (docs/prove.md). The most
// proving open node is tried with the engine within a node budget that rises in steps; a
// node the last step stops is split into one child per move orbit, not lost; every answer is stored
// as it arrives and propagated, so a decided node cancels the work below its siblings that can no
// longer matter, and the root's answer appears as soon as it is implied. A rerun resumes from the
// database; shards divide the subtrees below a fixed split depth between runs that are merged
// afterwards.
#pragma once

#include <functional>
#include <string>

#include "games/game.h"
#include "prove/proof_state.h"
#include "prove/proof_store.h"
#include "prove/request.h"

namespace gg::prove {

// Opens (or starts) the proof in `store` and works until the root is decided, this shard has
// nothing left, or the run is stopped. Throws InputError when the database holds another
// proof or another division of the work, or the game has more than two players.
ProveResult prove(const Game& game, const ProveRequest& request, ProofStore& store,
                  const std::function<void(const ProveProgress&)>& on_progress);

// Joins a proof (from another database or a table) into `store`: nodes it lacks are added,
// open ones take the other's progress, and a solve that contradicts the other's is refused
// before anything is written. Returns the number of nodes added or changed.
int merge_proof(ProofStore& store, const ProofTable& other, const std::string& other_name);

}  // namespace gg::prove
