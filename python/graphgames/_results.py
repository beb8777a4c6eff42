"""Solve results in the caller's labels, with the same keys as `gg solve --json`."""

from __future__ import annotations

import html
from typing import Any, Dict, List, Optional

from ._board import Board


def _inline_svg(svg: str) -> str:
    """An SVG document as an element inside HTML: without its XML prolog and doctype."""
    start = svg.find("<svg")
    return svg[start:] if start >= 0 else svg


class SolveResult:
    """Who wins with perfect play, and how.

    Attributes: ``winner`` (1 or 2; with three players the player who can force a win, or
    None), ``to_move``, ``winning_moves``, ``refutations`` (each losing move -> the reply that
    refutes it), ``losing_moves``, ``forced_winners`` (three players: each move -> the player
    who can force a win after it, or None), ``principal_line``, ``nodes``, ``seconds``,
    ``method``, ``variant``, ``players``, ``details`` (game-specific facts: colours, Grundy
    value, ...), ``position`` (the position as ASCII), ``table_file`` (with
    ``solve(table_file=...)``: what was done with the file, as ``gg solve --json`` says it; else
    None). Moves are in the caller's labels.
    """

    def __init__(self, report: Dict[str, Any], board: Board, ascii_position: str, picture: Any):
        self._board = board
        self._picture = picture  # a callable giving the position's SVG, for Jupyter
        out = board.move_out
        self.game: str = report["game"]
        self.board: Any = board.source
        self.variant: str = report["variant"]
        self.players: int = report["players"]
        self.to_move: int = report["to_move"]
        self.winner: Optional[int] = report["winner"]
        self.winning_moves: List[str] = [out(m) for m in report["winning_moves"]]
        losing = report["losing_moves"]
        self.losing_moves: List[str] = [out(m["move"]) for m in losing]
        self.refutations: Dict[str, str] = {
            out(m["move"]): out(m["refutation"]) for m in losing if "refutation" in m}
        self.forced_winners: Dict[str, Optional[int]] = {
            out(m["move"]): m["forced_winner"] for m in losing if "forced_winner" in m}
        self.principal_line: List[str] = [out(m) for m in report["principal_line"]]
        self.nodes: int = report["nodes"]
        self.seconds: float = report["seconds"]
        self.method: str = report["method"]
        self.details: Dict[str, Any] = report["details"]
        self.table_file: Optional[Dict[str, Any]] = report.get("table_file")
        self.position: str = ascii_position
        self._report = report

    def to_dict(self) -> Dict[str, Any]:
        """Exactly the keys of ``gg solve --json``, with moves in the caller's labels."""
        d = dict(self._report)
        out = self._board.move_out
        d["winning_moves"] = list(self.winning_moves)
        d["losing_moves"] = [
            {k: (out(v) if k in ("move", "refutation") else v) for k, v in m.items()}
            for m in self._report["losing_moves"]]
        d["principal_line"] = list(self.principal_line)
        return d

    def __repr__(self) -> str:
        who = "nobody can force a win" if self.winner is None else f"player {self.winner} wins"
        return (f"<SolveResult {self.game} {self.variant}: {who}; "
                f"winning moves {self.winning_moves}; {self.nodes} nodes>")

    def _repr_svg_(self) -> str:
        return self._picture()

    def _repr_html_(self) -> str:
        who = ("No player can force a win" if self.winner is None
               else f"Player {self.winner} wins with perfect play")

        def move(m: str) -> str:
            # A move never wraps inside itself: labels such as "(0, 1)>(0, 0)" hold spaces.
            return f"<code style='white-space:nowrap'>{html.escape(m)}</code>"

        def moves(ms: List[str], empty: str) -> str:
            return ", ".join(move(m) for m in ms) or html.escape(empty)

        rows = [("to move", html.escape(f"player {self.to_move}")),
                ("winning moves", moves(self.winning_moves, "none")),
                ("refutations", ", ".join(f"{move(m)} by {move(r)}"
                                          for m, r in self.refutations.items()) or "none"),
                ("principal line", moves(self.principal_line, "-")),
                ("search", html.escape(f"{self.nodes:,} nodes, {self.seconds:.3f} s, "
                                       f"{self.method}"))]
        table = "".join(f"<tr><th style='text-align:left'>{html.escape(k)}</th>"
                        f"<td>{v}</td></tr>" for k, v in rows)
        return (f"<div><b>{html.escape(self.game)} ({html.escape(self.variant)}): "
                f"{html.escape(who)}</b><table>{table}</table>{_inline_svg(self._picture())}</div>")
