// A solve's transposition table kept in a file (gg solve --table-file), so that a search too
// long for one sitting goes on where it stopped: the table is saved when the solve ends,
// finished or stopped by a limit or Ctrl-C, and loaded by the next run, which then reads
// every position the earlier runs proved instead of searching it again.
//
// Every entry is an exact result (a win or a loss, never a bound), so the table of any
// position of a board holds for every other position of that board. It is bound to what
// gives its keys their meaning: the game, the board with its rules and parameters, and the
// binary that computed the keys (its SHA-256: a rebuilt gg refuses an older table). The data
// carries a SHA-256 seal, so a damaged file is refused, never read as results.
//
// Layout: text lines "key value" (magic first, then binary, game, board, identity, bytes,
// generation, nodes, seconds, data), a line "end", then the table's bytes as one zstd frame
// (empty slots cost next to nothing, so a table the search filled little takes little disk).
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "games/game.h"
#include "solve/workspace.h"

namespace gg::play {

class TableFile {
 public:
  // The file at `path` for `position` of `game` (its moves do not matter: entries are about
  // positions). Opens a session of the board to read its rules; throws InputError as the
  // game does for a bad board.
  TableFile(std::string path, const Game& game, const Position& position,
            const SolveLimits& limits);

  struct Earlier {
    std::uint64_t bytes = 0;  // the table's size
    std::uint64_t nodes = 0;  // nodes searched by the runs that filled it
    double seconds = 0;       // and their time
  };
  // When the file exists: checks it and hands its table to `pool` (which must carry
  // entries); returns what the earlier runs did. Without a file: nullopt. Throws InputError,
  // naming the file, when it is no table file, or the table of another game, board, rule set
  // or binary, or damaged.
  std::optional<Earlier> load(TableBlockPool& pool) const;

  // Writes the pool's table (through a temporary file renamed at the end), with the nodes
  // and seconds of every run so far. False, writing nothing, when the pool holds no table
  // (the position was decided without a search).
  bool save(const TableBlockPool& pool, std::uint64_t nodes, double seconds) const;

  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::string game_;
  std::string board_;
  std::string identity_;  // SHA-256 of the game, board, parameters and rules
};

// Solves `request` going on from the table in the file at `path` (created when missing), and
// saves the table there when the solve ends and when a limit or an interrupt stops it (the
// SearchAborted is then thrown on, after the save). `then`, when given, runs after the solve with
// its report and the workspace holding its table (gg solve --certificate writes from it); the table
// is saved after it, with what it added, also when it throws. `used` gets what was done, with the
// keys of gg solve --json's "table_file": file, saved, bytes, nodes_before, seconds_before,
// nodes_in_all (the nodes of the solves; a certificate's searches are not counted). Throws
// InputError for a refused file and for a search the table cannot serve (--solver dfpn,
// --win-within, a request that brings its own workspace).
SolveReport solve_with_table_file(
    const Game& game, SolveRequest request, const std::string& path, nlohmann::json& used,
    const std::function<void(const SolveReport&, SolverWorkspace&)>& then = {});

}  // namespace gg::play
