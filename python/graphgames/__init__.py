"""graphgames: who wins a combinatorial game on a graph with perfect play, and how.

The engine of the ``gg`` command line as a Python library. Boards may be family specs and
graph6 strings (as on the command line), networkx graphs with any hashable node labels,
Sage graphs (any object with ``graph6_string()``), or lists of edges; moves, colourings and
vertices in results use the caller's own labels.

    >>> import graphgames as gg
    >>> r = gg.solve("trail-trap", "K4")
    >>> r.winner, r.winning_moves[:2]

Every search takes ``max_seconds`` and ``max_nodes`` (LimitReached when one stops it) and
stops on Ctrl-C (KeyboardInterrupt) within a second; bad input raises ValueError with the
command line's one-line message.
"""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess
import sysconfig
import tempfile
from dataclasses import dataclass
from typing import Any, Dict, Iterator, List, Optional, Sequence, Tuple

from . import _graphgames as _native
from ._board import Board, engine_params, game_info
from ._limits import MAX_TT_MB, whole_number
from ._limits import limits as _limits
from ._position import Position
from ._results import SolveResult

LimitReached = _native.LimitReached
LimitReached.__doc__ = ("A search stopped at max_seconds or max_nodes before it decided the "
                        "position; attributes nodes, seconds and limit.")

__version__ = _native.__version__

__all__ = ["games", "game_info", "solve", "show", "Position", "SolveResult", "edcn",
           "graph_info", "census", "census_report", "strategy", "certificate", "verify", "Verdict",
           "LimitReached"]


def games() -> List[str]:
    """The names of the games, in the command line's order."""
    return [g["name"] for g in _native.games()]


def _show_board(game: str, board: Board, moves: Sequence[str], params: Dict[str, str],
                max_seconds: Optional[float] = None) -> Tuple[str, str]:
    text, svg = _native.show(game, board.spec, " ".join(moves), params,
                             _limits(max_seconds, 0, 256))
    return board.text_out(text), board.picture_out(svg)


def _check_table_file(table_file: Any) -> None:
    if table_file is not None and (not isinstance(table_file, (str, os.PathLike))
                                   or not os.fspath(table_file)):
        raise ValueError(f"table_file {table_file!r}: give the path of a file")


def _solve_board(game: str, board: Board, moves: Sequence[str], params: Dict[str, str], *,
                 solver: str = "", win_within: Optional[int] = None, winner_only: bool = False,
                 shared_endgames: bool = False, table_file: Optional[str] = None,
                 max_seconds: Optional[float] = None, max_nodes: Optional[int] = None,
                 tt_mb: int = 256) -> SolveResult:
    if win_within is not None and not 1 <= int(win_within) <= 100:
        raise ValueError(f"win_within {win_within}: expected 1..100 moves")
    _check_table_file(table_file)
    engine_moves = " ".join(moves)
    report, ascii_position = _native.solve(
        game, board.spec, engine_moves, params, solver, int(win_within or 0), bool(winner_only),
        bool(shared_endgames), os.fspath(table_file) if table_file is not None else "",
        _limits(max_seconds, max_nodes, tt_mb))

    def picture() -> str:
        return board.picture_out(
            _native.show(game, board.spec, engine_moves, params, _limits(0, 0, 256))[1])

    return SolveResult(report, board, board.text_out(ascii_position), picture)


def solve(game: str, board: Any, moves: Any = None, *, pos: Any = None,
          solver: str = "", win_within: Optional[int] = None, winner_only: bool = False,
          shared_endgames: bool = False, table_file: Optional[str] = None,
          max_seconds: Optional[float] = None, max_nodes: Optional[int] = None, tt_mb: int = 256,
          **params: Any) -> SolveResult:
    """Solves a board or a partly played position: the winner, every winning move, the
    refutation of every losing move and a principal line (``gg solve``).

    ``moves``: the moves played so far (a list, or a space-separated string), in the board's
    labels. ``params``: the game's options as keywords (``colors=3``, ``variant="strict"``,
    ``players=3``, ``start=("a", "b")``, ``no_symmetry=True``); ``gg.game_info(game)`` lists
    them. ``pos`` (a networkx-style dict of node positions) or ``cells`` (vertex walks) give a
    Game of Cycles board its drawing. ``solver="dfpn"`` uses proof-number search;
    ``win_within=k`` looks for the shortest forced win of at most k moves; ``winner_only``
    decides the winner only. ``shared_endgames=True`` keeps the endgames whose value does not
    depend on the board in one table across calls, as ``gg census`` does across graphs: the
    same verdicts with far fewer nodes in a loop over many boards (the principal line and
    the refutations chosen may then differ from a fresh ``gg solve``). ``table_file`` keeps
    the search's table in that file, as ``gg solve --table-file`` does: saved when the solve
    ends or ``max_seconds``, ``max_nodes`` or Ctrl-C stops it, and taken up by the next call
    with the same file, which goes on where the last one stopped (``result.table_file`` says
    what was done).
    """
    b = Board(game, board, pos)
    p = b.params_in(params)
    engine_moves = b.moves_in(moves).split()
    try:
        return _solve_board(game, b, engine_moves, p, solver=solver, win_within=win_within,
                            winner_only=winner_only, shared_endgames=shared_endgames,
                            table_file=table_file, max_seconds=max_seconds, max_nodes=max_nodes,
                            tt_mb=tt_mb)
    except ValueError as e:
        raise b.relabel_error(e, moves) from None


def show(game: str, board: Any, moves: Any = None, *, pos: Any = None,
         max_seconds: Optional[float] = None, **params: Any) -> Tuple[str, str]:
    """The position drawn as ``gg show`` draws it: (ascii, svg)."""
    b = Board(game, board, pos)
    return _show_board(game, b, b.moves_in(moves).split(), b.params_in(params),
                       max_seconds)


def edcn(graph: Any, *, max_seconds: Optional[float] = None,
         max_nodes: Optional[int] = None) -> Tuple[int, Dict[Any, int]]:
    """The edge-distinguishing chromatic number and a witness colouring, keyed by the graph's
    own vertex labels (colours 1..k)."""
    b = Board("edge", graph)
    k, colouring, _nodes = _native.edcn(b.spec, _limits(max_seconds, max_nodes, 256))
    return k, {b.label(v): c for v, c in enumerate(colouring)}


def graph_info(graph: Any) -> Dict[str, Any]:
    """What ``gg graph --json`` prints (order, size, degrees, graph6, |Aut|, planarity, ...),
    with the centre and edges in the graph's own labels."""
    b = Board("trail-trap", graph)
    info = _native.graph_info(b.spec)
    if b.labels is not None:
        if info["centre"] is not None:
            info["centre"] = [b.label(v) for v in info["centre"]]
        info["edges"] = [[b.label(u), b.label(v)] for u, v in info["edges"]]
    return info


def census(game: str, order: Optional[int] = None, graphs: Optional[Sequence[Any]] = None, *,
           db: Optional[str] = None, trees: bool = False, bipartite: bool = False,
           planar: bool = False, all: bool = False, max_degree: Optional[int] = None,
           edges: Optional[Tuple[int, int]] = None, jobs: Optional[int] = None,
           shared_endgames: bool = True, tt_mb: int = 256, method: str = "auto",
           tables: Optional[str] = None, **params: Any) -> Iterator[Dict[str, Any]]:
    """Every connected graph of an order (nauty's geng; ``trees``, ``bipartite``,
    ``planar`` plane boards for cycles, ``all`` for disconnected ones too, ``max_degree``,
    ``edges=(a, b)``), or every graph of a list, solved once per isomorphism class.

    Runs when called (a wrong argument is a ValueError naming it) and returns an iterator
    over one row per graph (per plane board with ``planar``) as ``gg query --json`` lists it:
    graph6 (canonical), order, size, max_degree, winner, nodes, grundy, facts (the game's
    declared facts: ``{"colors": 3}`` for edge, else ``{}``), and for cycles cells;
    rows of a list also carry ``graph``, the caller's object. ``db``: a results database
    (SQLite) to resume from and keep, shared with ``gg census``; by default nothing is kept.
    Ctrl-C stops the run (KeyboardInterrupt) with the finished rows saved in ``db``.
    ``method``: "search" (each board from its root), "retrograde" (one pass over every graph of
    the order, for Trail Trap; the graphs of a list are looked up in the finished tables of
    their orders, which an earlier census of each order built) or "auto" (retrograde for a
    whole order wherever it applies), as ``gg census --method``; its tables go to ``tables``
    (default: ``db`` + ".tables", or a temporary directory when no ``db`` is kept).
    """
    # The arguments are checked and the census runs when it is called, so that a wrong
    # argument is reported where it was given; the rows are then handed out one by one.
    lines: List[str] = []
    if (order is None) == (graphs is None):
        raise ValueError("give order=N or graphs=[...], not both or neither")
    f = _native.GraphFilter()
    if order is not None:
        f.order = whole_number("order", order, 1, 32, "the number of vertices")
    if max_degree is not None:
        f.max_degree = whole_number("max_degree", max_degree, 0, 64, "the largest degree")
    if edges is not None:
        pair = tuple(edges) if isinstance(edges, (tuple, list)) else ()
        if len(pair) != 2:
            raise ValueError(f"edges={edges!r}: expected a pair (a, b) of edge counts")
        low, high = (whole_number("edges", e, 0, 2016, "an edge count") for e in pair)
        if low > high:
            raise ValueError(f"edges={edges!r}: expected a pair (a, b) with a <= b")
        f.edges = (low, high)
    f.trees, f.bipartite, f.planar = bool(trees), bool(bipartite), bool(planar)
    threads = (os.cpu_count() or 1) if jobs is None else whole_number(
        "jobs", jobs, 1, 1024, "the number of threads")
    table_mb = whole_number("tt_mb", tt_mb, 1, MAX_TT_MB, "a table size in MiB")
    sources = list(graphs) if graphs is not None else []
    for i, g in enumerate(sources):
        try:
            lines.append(_native.graph6(Board(game, g).spec))
        except ValueError as e:
            raise ValueError(f"graph {i + 1} of the list: {e}") from None
    if graphs is not None and not lines:
        return iter(())
    p = engine_params(game, params)
    with tempfile.TemporaryDirectory(prefix="gg-tables-") as scratch:
        table_root = tables or (db + ".tables" if db else scratch)
        result = _native.census(game, p, lines, f, bool(all), db or ":memory:", threads,
                                bool(shared_endgames), table_mb, method, table_root)
    rows = result["rows"]
    for i, row in enumerate(rows):
        row["game"] = game
        row["variant"] = result["variant"]
        if graphs is not None:
            row["graph"] = sources[i]
    return iter(rows)


def census_report(game: str, db: str, *, by: Optional[str] = None,
                  **params: Any) -> Dict[str, Any]:
    """What a results database holds for the game and variant, as ``gg census --report --json``
    prints it: ``orders`` (every stored row's order with its graphs, P1 and P2 wins), ``sweeps``
    (each sweep of graphs, connected or trees or ..., with its orders marked ``complete``,
    ``counted`` for a run without rows such as Trail Trap's order 11, or neither) and
    ``other``. ``by``: "size" or "max-degree" breaks the counts down. The database is only
    read; a damaged one is a ValueError naming it."""
    if by not in (None, "size", "max-degree"):
        raise ValueError(f"by must be size or max-degree, not {by!r}")
    return _native.census_report(game, engine_params(game, params), db, by or "")


def strategy(game: str, board: Any, moves: Any = None, *, max_tree_nodes: int = 1_000_000,
             max_seconds: Optional[float] = None, pos: Any = None,
             **params: Any) -> Dict[str, Any]:
    """The winner's strategy from a position as a tree to read or draw (``gg tree --strategy``):
    every reply of the loser, one move of the winner at each of its turns. A picture, not a
    proof: ``certificate`` writes the proof, which ``verify`` checks. The tree carries the
    ``claim_line`` and ``board_digest`` of the position's certificate. It is in the engine's
    notation (vertices numbered 0..n-1 in the order of the graph's nodes, as its
    ``vertex_labels`` list)."""
    b = Board(game, board, pos)
    tree = _native.strategy(game, b.spec, b.moves_in(moves), b.params_in(params),
                            _limits(max_seconds, 0, 256), int(max_tree_nodes))
    if b.labels is not None:
        tree["vertex_labels"] = [str(v) for v in b.labels]
    return tree


def certificate(game: str, board: Any, path: str, moves: Any = None, *, split_plies: int = 0,
                max_seconds: Optional[float] = None, table_file: Optional[str] = None,
                tt_mb: int = 256, pos: Any = None, **params: Any) -> Dict[str, Any]:
    """Writes the proof of who wins the position to ``path`` (``gg solve --certificate``), a
    file that ``verify`` (gg-check, which shares no code with the engine) checks from the rules
    alone. Returns what ``gg solve --certificate --json`` reports under "certificate" (file,
    bytes, nodes, positions, sha256, claim_line, board_digest, ...) and the winner. The file is
    in the engine's notation, as ``strategy``'s tree; ``split_plies`` > 0 proves the positions
    that many plies in by part files beside it. ``table_file``: as ``solve(table_file=...)``,
    the search goes on from the table kept in that file and the certificate's moves come from
    it (``gg solve --winner-only --table-file F --certificate P``); the result then has
    "table_file" too."""
    _check_table_file(table_file)
    b = Board(game, board, pos)
    return _native.certificate(game, b.spec, b.moves_in(moves), b.params_in(params),
                               _limits(max_seconds, 0, tt_mb), os.fspath(path), int(split_plies),
                               os.fspath(table_file) if table_file is not None else "")


def _checker() -> str:
    """gg-check: $GG_CHECK_BIN, or beside this package's build or installation, or the
    scripts directory a wheel installs it into, or on PATH."""
    if os.environ.get("GG_CHECK_BIN"):
        return os.environ["GG_CHECK_BIN"]
    here = pathlib.Path(__file__).resolve().parent
    candidates = [here.parents[1] / "bin",  # a build tree: build/python/graphgames
                  here.parents[3] / "bin",  # an install: prefix/lib/python3.X/site-packages
                  pathlib.Path(sysconfig.get_path("scripts"))]  # a wheel's scripts
    for directory in candidates:
        if os.access(directory / "gg-check", os.X_OK):
            return str(directory / "gg-check")
    found = shutil.which("gg-check")
    if found is None:
        raise FileNotFoundError("gg-check (the certificate checker) was not found beside the "
                                "package nor on PATH; set GG_CHECK_BIN to it")
    return found


@dataclass
class Verdict:
    """What gg-check said of a certificate: whether the proof holds, why not, and its claim in
    full (``report`` is gg-check's JSON: game, rules, board, edges, cells, moves, ...)."""
    valid: bool
    reason: str
    claim_line: str
    board_digest: str
    winner: Optional[int]
    positions: int
    report: Dict[str, Any]


def verify(path: str, *, claim: Optional[str] = None, expect: Optional[Dict[str, Any]] = None,
           parts_apart: bool = False) -> Verdict:
    """Checks a certificate with gg-check (as ``gg verify``), which shares no code with the
    engine. ``claim`` ("trail-trap K10: player 2 wins") or ``expect`` ({"board": "K10",
    "winner": 2}) pin what it must prove: every field not named must have its default."""
    command = [_checker(), os.fspath(path), "--json"]
    if claim is not None:
        command += ["--claim", claim]
    for key, value in (expect or {}).items():
        command += ["--expect", f"{key}={value}"]
    if parts_apart:
        command.append("--parts-apart")
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode == 2:
        raise ValueError(done.stderr.strip())
    if not done.stdout.strip():  # the checker ended without a verdict (killed, say)
        return Verdict(False, done.stderr.strip() or f"gg-check exited {done.returncode}", "",
                       "", None, 0, {})
    report = json.loads(done.stdout.splitlines()[0])
    valid = done.returncode == 0 and bool(report.get("verified"))
    reason = report.get("reason", "")
    if done.returncode == 3:
        reason = "parts left unchecked: " + ", ".join(report.get("parts_unchecked", []))
    return Verdict(valid, reason, report.get("claim_line", ""), report.get("board_digest", ""),
                   report.get("winner"), int(report.get("positions") or 0), report)
