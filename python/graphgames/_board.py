"""Boards from the caller's graphs, and the caller's vertex labels in moves and parameters.

The engine numbers vertices 0..n-1 and reads boards as text (a family spec, graph6, an edge
list or a JSON board). A graph given as a networkx graph, a Sage graph (anything with a
``graph6_string()`` method) or a list of edges is turned into that text here, and every vertex
in moves, parameters and results is translated between the caller's labels and the engine's
numbers.

Labels appear in moves as ``str(label)``: ``a>b``, ``(0, 1)>(0, 2)``; spaces inside a label
may be left out when typing a move. The notation is the engine's: it says where a move writes
its vertices (``vertices_in_move``) and which parameters name vertices, and writes their
values (``vertex_param_text``); this module only swaps labels for numbers and back.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any, Dict, Hashable, Iterable, List, Optional, Sequence

from . import _graphgames as _native

_GAMES = {g["name"]: g for g in _native.games()}


def game_info(game: str) -> Dict[str, Any]:
    """The game's declaration (name, summary, graph_board, params); ValueError if unknown."""
    if not isinstance(game, str) or game not in _GAMES:
        _native.check_game(str(game))  # raises the command line's message
    return _GAMES[game]


def _engine_vertex(v: Any, where: str) -> int:
    """A vertex given as the engine's number (boards without labels)."""
    try:
        number = int(v)
    except (TypeError, ValueError):
        number = None
    if number is None or not -2**31 <= number < 2**31:
        raise ValueError(f"{where}: '{v}' is not a vertex number")
    return number


def _is_networkx_like(g: Any) -> bool:
    return all(hasattr(g, a) for a in ("nodes", "edges", "is_directed"))


def _check_labels(game: str, labels: List[Hashable]) -> None:
    """Labels must read back from the moves they are written in: no two with the same text
    (1 and '1'), none that a move could not hold as one vertex ('a>b', 'v=2')."""
    by_text: Dict[str, Hashable] = {}
    for label in labels:
        text = str(label)
        squeezed = text.replace(" ", "")
        if _native.vertices_in_move(game, squeezed) != [(0, len(squeezed))]:
            raise ValueError(f"vertex label {label!r} holds the notation of {game}'s moves, so "
                             f"a move could not name it; relabel the graph")
        if text in by_text:
            raise ValueError(f"vertex labels {by_text[text]!r} and {label!r} are both written "
                             f"'{text}', so moves could not tell them apart; relabel the graph")
        by_text[text] = label


class Board:
    """A board as the engine reads it (``spec``) and the caller's label of each vertex."""

    def __init__(self, game: str, graph: Any, pos: Optional[Dict[Hashable, Sequence[float]]] = None):
        self.game = game
        self.source = graph
        self.labels: Optional[List[Hashable]] = None
        graph_board = game_info(game)["graph_board"]
        if pos is not None and not graph_board:
            raise ValueError(f"pos: node positions are for games on graphs, not {game}")
        if not graph_board:
            if isinstance(graph, bool) or not isinstance(graph, (int, str)):
                raise ValueError(f"{game} is played on an n x n board: give its size n, "
                                 f"not {type(graph).__name__}")
            self.spec = str(graph)
            return
        if isinstance(graph, str):
            if pos is not None:
                raise ValueError("pos: give node positions with a graph object, not a spec string")
            self.spec = graph
        elif _is_networkx_like(graph):
            self._from_networkx(graph, pos)
        elif hasattr(graph, "graph6_string"):
            if pos is not None:
                raise ValueError("pos: give node positions with a networkx graph")
            self.spec = str(graph.graph6_string())
            self.labels = self._sage_vertices(graph)
        elif isinstance(graph, (list, tuple)):
            self._from_edges(graph, pos)
        else:
            raise ValueError(
                "a board is a spec string, a networkx graph, an object with graph6_string() "
                f"or a list of edges, not {type(graph).__name__}")
        self._index: Dict[str, int] = {}
        self._ambiguous: set = set()
        self._by_label: Dict[Hashable, int] = {}
        if self.labels is not None:
            _check_labels(self.game, self.labels)
            self._by_label = {label: i for i, label in enumerate(self.labels)}
            for i, label in enumerate(self.labels):
                for text in {str(label), str(label).replace(" ", "")}:
                    if text in self._index and self._index[text] != i:
                        self._ambiguous.add(text)
                    self._index[text] = i

    @staticmethod
    def _sage_vertices(graph: Any) -> Optional[List[Hashable]]:
        # Sage writes graph6 with the vertices in the order of vertices(sort=True).
        if not hasattr(graph, "vertices"):
            return None
        try:
            return list(graph.vertices(sort=True))
        except TypeError:
            return list(graph.vertices())

    def _from_networkx(self, g: Any, pos: Optional[Dict[Hashable, Sequence[float]]]) -> None:
        if g.is_directed():
            raise ValueError("the games are played on undirected graphs (got a directed graph)")
        if getattr(g, "is_multigraph", lambda: False)():
            raise ValueError("the games are played on simple graphs (got a multigraph)")
        self._set_graph(list(g.nodes), list(g.edges()), pos)

    def _from_edges(self, edges: Sequence[Any], pos: Optional[Dict[Hashable, Sequence[float]]]) -> None:
        nodes: List[Hashable] = []
        seen: Dict[Hashable, int] = {}
        pairs = []
        for k, e in enumerate(edges):
            if not isinstance(e, (list, tuple)) or len(e) != 2:
                raise ValueError(f"edge {k + 1} is {e!r}, not a pair (u, v)")
            for v in e:
                try:
                    if v not in seen:
                        seen[v] = len(nodes)
                        nodes.append(v)
                except TypeError:
                    raise ValueError(f"edge {k + 1}: vertex {v!r} is not hashable") from None
            pairs.append((e[0], e[1]))
        self._set_graph(nodes, pairs, pos)

    def _set_graph(self, nodes: List[Hashable], edges: Iterable[Any],
                   pos: Optional[Dict[Hashable, Sequence[float]]]) -> None:
        if len(nodes) > 64:
            raise ValueError(f"a board has at most 64 vertices (this graph has {len(nodes)})")
        index = {v: i for i, v in enumerate(nodes)}
        board: Dict[str, Any] = {
            "vertices": len(nodes),
            "edges": [[index[e[0]], index[e[1]]] for e in edges],
        }
        if pos is not None:
            missing = [v for v in nodes if v not in pos]
            if missing:
                raise ValueError(f"pos: no position for vertex {missing[0]!r}")
            try:
                board["coordinates"] = [[float(pos[v][0]), float(pos[v][1])] for v in nodes]
            except (TypeError, ValueError, IndexError):
                raise ValueError("pos: each position must be a pair of numbers (x, y)") from None
        self.labels = nodes
        self.spec = json.dumps(board)

    # --- labels -------------------------------------------------------------------------

    def label(self, vertex: int) -> Hashable:
        """The caller's label of engine vertex ``vertex``."""
        return vertex if self.labels is None else self.labels[vertex]

    def vertex(self, label: Any, where: str) -> int:
        """The engine number of a vertex given by its label or by its label's text."""
        if self.labels is None:
            return _engine_vertex(label, where)
        try:
            if label in self._by_label:
                return self._by_label[label]
        except TypeError:
            pass  # an unhashable label: only its text can name a vertex
        text = str(label)
        for t in (text, text.replace(" ", "")):
            if t in self._ambiguous:
                raise ValueError(f"{where}: '{t}' is the text of two vertex labels; "
                                 "give the labels themselves")
            if t in self._index:
                return self._index[t]
        raise ValueError(f"{where}: no vertex '{text}' in the graph")

    def _map_vertices(self, move: str, vertex: Any) -> str:
        """The move with ``vertex`` applied to each vertex the engine finds in its text."""
        out, at = [], 0
        for start, length in _native.vertices_in_move(self.game, move):
            out += [move[at:start], str(vertex(move[start:start + length]))]
            at = start + length
        return "".join(out) + move[at:]

    def move_out(self, move: str) -> str:
        """An engine move in the caller's labels."""
        if self.labels is None or not move:
            return move
        return self._map_vertices(move, self._label_text)

    def _label_text(self, token: str) -> str:
        return str(self.labels[int(token)]) if token.isdigit() else token

    # --- pictures and text --------------------------------------------------------------

    def _relabelled(self) -> bool:
        """Whether the caller's labels differ from the engine's numbers."""
        return self.labels is not None and any(
            str(label) != str(i) for i, label in enumerate(self.labels))

    def picture_out(self, svg: str) -> str:
        """The engine's SVG with each vertex named by the caller's label: the text (and
        tooltip) of every element ``<g id="vN">`` the engine draws for vertex N. A label longer
        than the engine's numbers gets a smaller text, down to three quarters of the size, and
        a vertex circle wide enough to hold it."""
        if not self._relabelled():
            return svg

        def vertex(group: re.Match) -> str:
            label = html.escape(str(self.labels[int(group.group(2))]))
            length = len(str(self.labels[int(group.group(2))]))
            # Replacements by function: a label's backslashes stay as they are.
            body = re.sub(r"<title>\d+</title>", lambda _: f"<title>{label}</title>",
                          group.group(3))
            size = re.search(r'<text[^>]*font-size="([0-9.]+)"', body)
            font = None
            if length > 3 and size:
                font = float(size.group(1)) * max(0.75, 3.5 / length)
                # About 0.6 em per character of a sans-serif face, and a little air.
                radius = 0.3 * font * length + 2
                body = re.sub(r'(<circle[^>]*\br=")([0-9.]+)"',
                              lambda c: f'{c.group(1)}{max(float(c.group(2)), radius):.1f}"', body)

            def text(t: re.Match) -> str:
                opening = t.group(1)
                if font is not None:
                    opening = re.sub(r'font-size="[0-9.]+"', f'font-size="{font:.2f}"', opening)
                return f"{opening}{label}</text>"

            body = re.sub(r"(<text[^>]*>)\d+</text>", text, body)
            return group.group(1) + body + "</g>"

        return re.sub(r'(<g id="v(\d+)"[^>]*>)(.*?)</g>', vertex, svg, flags=re.S)

    def text_out(self, text: str) -> str:
        """The engine's position text, which numbers the vertices, with the caller's label of
        each number after it."""
        if not self._relabelled():
            return text
        names = ", ".join(f"{i} = {label}" for i, label in enumerate(self.labels))
        return text.rstrip("\n") + f"\n  vertices: {names}\n"

    def move_in(self, move: Any) -> str:
        """A move in the caller's labels (or, without labels, the engine's notation)."""
        if not isinstance(move, str):
            raise ValueError(f"move {move!r}: a move is a string, as the engine writes moves")
        if self.labels is None:
            return move.strip()
        return self._map_vertices(move, lambda v: self.vertex(v, f"move '{move}'"))

    def moves_in(self, moves: Any) -> str:
        """Moves played so far (a list, or a space-separated string) as engine text."""
        if moves is None:
            return ""
        if isinstance(moves, str):
            moves = moves.split()
        elif not isinstance(moves, (list, tuple)):
            raise ValueError(f"moves: give a list of moves or a space-separated string, "
                             f"not {type(moves).__name__}")
        return " ".join(self.move_in(m) for m in moves)

    def relabel_error(self, error: ValueError, moves: Any) -> ValueError:
        """The engine's message about moves, with the moves spelled as the caller gave them."""
        if self.labels is None or not isinstance(moves, (str, list, tuple)):
            return error
        text = str(error)
        for user in (moves.split() if isinstance(moves, str) else moves):
            text = text.replace(f"'{self.move_in(user)}'", f"'{user}'")
        return ValueError(text)

    def params_in(self, params: Dict[str, Any]) -> Dict[str, str]:
        """Keyword parameters as the engine's option values, vertices in this board's labels."""
        return engine_params(self.game, params, self)


def engine_params(game: str, params: Dict[str, Any],
                  board: Optional[Board] = None) -> Dict[str, str]:
    """Keyword parameters as the engine's option values: underscores to dashes, True to a
    flag, None and False left out, and the values of the parameters the game declares as
    naming vertices translated from the board's labels (without a board, vertices are the
    engine's numbers)."""
    labelled = board is not None and board.labels is not None
    vertex = board.vertex if board is not None else _engine_vertex
    declared = {p["name"]: p.get("vertices") for p in game_info(game)["params"]}
    out: Dict[str, str] = {}
    for name, value in params.items():
        if value is None or value is False:
            continue
        key = name.replace("_", "-")
        syntax = declared.get(key)
        if value is True:
            out[key] = "true"
        elif syntax is None or (isinstance(value, str) and not labelled):
            out[key] = str(value)  # the engine's own text; it names what is wrong with it
        elif syntax == "walks":
            if isinstance(value, str) or not isinstance(value, (list, tuple)) or not all(
                    isinstance(w, (list, tuple)) for w in value):
                raise ValueError(f"{name}: give a list of vertex walks, [[a, b, c], [c, d, e]]")
            out[key] = _native.vertex_param_text(
                game, key, [[vertex(v, name) for v in walk] for walk in value])
        else:
            parts = list(value) if isinstance(value, (list, tuple)) else [value]
            out[key] = _native.vertex_param_text(game, key, [[vertex(p, name) for p in parts]])
    return out
