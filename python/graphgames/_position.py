"""A game in progress, move by move: the Python face of `gg play`."""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from . import _graphgames as _native
from ._board import Board
from ._limits import limits


class Position:
    """A position of a game, to explore and play move by move.

    ``Position("edge", "petersen", moves=["0=1"])``; the board may be any graph the package
    reads (a spec string, a networkx or Sage graph, a list of edges), moves and vertices in
    the caller's labels. Game parameters are keyword arguments (``colors=3``,
    ``variant="strict"``, ``start=("a", "b")``); ``None`` means the default.
    """

    def __init__(self, game: str, board: Any, moves: Any = None, *,
                 pos: Optional[Dict[Any, Sequence[float]]] = None,
                 max_seconds: Optional[float] = None, max_nodes: Optional[int] = None,
                 tt_mb: int = 256, **params: Any):
        self.game = game
        self._board = Board(game, board, pos)
        self._params = self._board.params_in(params)
        self._limits = limits(max_seconds, max_nodes, tt_mb)
        try:
            self._session = _native.Session(game, self._board.spec,
                                             self._board.moves_in(moves), self._params,
                                             self._limits)
        except ValueError as e:
            raise self._board.relabel_error(e, moves) from None

    # --- the state ----------------------------------------------------------------------

    @property
    def to_move(self) -> int:
        """The player to move (1, 2, or 3 with three players)."""
        return self._session.to_move()

    @property
    def players(self) -> int:
        return self._session.players()

    @property
    def winner(self) -> Optional[int]:
        """The winner once the game is over (a player with no move loses), else None."""
        w = self._session.winner()
        return w if w != 0 else None

    def is_over(self) -> bool:
        return self._session.winner() != 0

    @property
    def history(self) -> List[str]:
        """The moves played, in the caller's labels."""
        return [self._board.move_out(m) for m in self._session.history()]

    @property
    def key(self) -> int:
        """The position's hash (equal positions reached by different orders share it)."""
        return self._session.key()

    def legal_moves(self) -> List[str]:
        """Every legal move of the side to move, in natural order (empty once over)."""
        return [self._board.move_out(m) for m in self._session.moves()]

    # --- moving -------------------------------------------------------------------------

    def play(self, move: str) -> "Position":
        """Plays a move (ValueError naming it if it is mistyped or illegal); returns self."""
        try:
            self._session.play(self._board.move_in(move))
        except ValueError as e:
            raise self._board.relabel_error(e, [move]) from None
        return self

    def undo(self) -> bool:
        """Takes back the last move; False when there is none."""
        return self._session.undo()

    # --- the engine ---------------------------------------------------------------------

    def to_move_wins(self) -> bool:
        """Whether the side to move wins with perfect play (three players: can force a win)."""
        return self._session.to_move_wins()

    def forced_winner(self) -> Optional[int]:
        """The player who can force a win from here (None: nobody, with three players)."""
        w = self._session.forced_winner()
        return w if w != 0 else None

    def best_move(self) -> Optional[str]:
        """A winning move if there is one, else a move; None once the game is over."""
        m = self._session.best_move()
        return self._board.move_out(m) if m else None

    def grundy(self) -> Optional[int]:
        """The Sprague-Grundy value (impartial games), else None."""
        return self._session.grundy()

    def solve(self, **search: Any):
        """The full report from here (see graphgames.solve), moves in the caller's labels."""
        from . import _solve_board
        return _solve_board(self.game, self._board, self._session.history(), self._params,
                            **search)

    def svg(self) -> str:
        """The position drawn as `gg show --svg` draws it."""
        from . import _show_board
        return _show_board(self.game, self._board, self._session.history(), self._params)[1]

    def __str__(self) -> str:
        return self._board.text_out(self._session.render())

    def __repr__(self) -> str:
        state = (f"player {self.winner} has won" if self.is_over()
                 else f"player {self.to_move} to move")
        return f"<Position {self.game}: {len(self.history)} moves played, {state}>"

    def _repr_svg_(self) -> str:
        return self.svg()
