"""The caller's graphs and vertex labels in, the same labels out."""

import networkx as nx
import pytest

import graphgames as gg


def relabelled_path():
    g = nx.path_graph(5)
    return nx.relabel_nodes(g, {0: "a", 1: "b", 2: "c", 3: "d", 4: "e"})


def test_string_labels_in_results_and_moves():
    g = relabelled_path()
    r = gg.solve("trail-trap", g)
    plain = gg.solve("trail-trap", "P5")
    assert r.winner == plain.winner
    names = "abcde"
    relabel = lambda m: ">".join(names[int(v)] for v in m.split(">"))  # noqa: E731
    assert r.winning_moves == [relabel(m) for m in plain.winning_moves]
    assert r.principal_line == [relabel(m) for m in plain.principal_line]
    assert r.refutations == {relabel(m): relabel(x) for m, x in plain.refutations.items()}
    # Moves given in the labels are the same moves.
    after = gg.solve("trail-trap", g, moves=["c>d"])
    assert after.to_dict()["winning_moves"] == [
        relabel(m) for m in gg.solve("trail-trap", "P5", moves="2>3").winning_moves]


def test_tuple_labels():
    g = nx.grid_2d_graph(2, 3)  # nodes (0, 0) .. (1, 2)
    p = gg.Position("trail-trap", g)
    moves = p.legal_moves()
    assert "(0, 0)>(0, 1)" in moves and "(0, 0)>(1, 0)" in moves
    p.play("(0,0)>(0,1)")  # spaces inside a label may be left out
    assert p.history == ["(0, 0)>(0, 1)"]
    assert all(">" in m for m in p.legal_moves())
    r = p.solve()
    assert set(r.winning_moves) | set(r.losing_moves) == set(p.legal_moves())


def test_long_labels_stay_readable_in_pictures():
    # A grid's labels "(0, 0)": the text at least three quarters of the engine's size, the
    # vertex circle grown to hold it; short labels keep the engine's drawing.
    import re

    g = nx.grid_2d_graph(3, 3)
    _, plain = gg.show("cycles", "P3xP3")
    _, labelled = gg.show("cycles", g, pos={v: v for v in g})
    size = float(re.search(r'<g id="v0".*?font-size="([0-9.]+)"', plain, re.S).group(1))
    radius = float(re.search(r'<g id="v0"><circle[^>]*\br="([0-9.]+)"', plain).group(1))
    group = re.search(r'<g id="v0">(.*?)</g>', labelled, re.S).group(1)
    assert ">(0, 0)</text>" in group
    assert float(re.search(r'font-size="([0-9.]+)"', group).group(1)) >= 0.75 * size
    assert float(re.search(r'<circle[^>]*\br="([0-9.]+)"', group).group(1)) > radius
    letter = {v: "abcdefghi"[3 * v[0] + v[1]] for v in g}
    _, short = gg.show("cycles", nx.relabel_nodes(g, letter), pos={letter[v]: v for v in g})
    assert f'r="{radius:g}"' in re.search(r'<g id="v0">(.*?)</g>', short, re.S).group(1)


def test_labels_in_params_and_errors():
    g = relabelled_path()
    r = gg.solve("trail-trap", g, variant="rooted", start=("a", "e"))
    assert r.variant == "rooted"
    assert all(m.split(">")[0] == "a" for m in r.winning_moves + r.losing_moves)
    with pytest.raises(ValueError, match="no vertex 'z'"):
        gg.solve("trail-trap", g, moves=["z>a"])
    with pytest.raises(ValueError, match="move 'a>c'"):
        gg.Position("trail-trap", g).play("a>c")  # not an edge: named in the caller's labels
    with pytest.raises(ValueError, match="'b>a'"):
        gg.solve("trail-trap", g, moves="a>b b>a")


def test_sage_style_duck_typing():
    class SageLike:
        """What graphgames reads of a Sage graph: graph6_string() and vertices(sort=True)."""

        def __init__(self, g):
            self._g = g

        def graph6_string(self):
            return nx.to_graph6_bytes(self._g, header=False).decode().strip()

        def vertices(self, sort=True):
            return sorted(self._g.nodes)

    g = nx.relabel_nodes(nx.cycle_graph(4), {0: 10, 1: 11, 2: 12, 3: 13})
    r = gg.solve("trail-trap", SageLike(g))
    assert r.winner == gg.solve("trail-trap", "C4").winner
    assert all(int(v) >= 10 for m in r.winning_moves + r.losing_moves for v in m.split(">"))
    k, colouring = gg.edcn(SageLike(g))
    assert set(colouring) == {10, 11, 12, 13}

    class Graph6Only:
        def graph6_string(self):
            return "Dhc"  # C5

    assert gg.solve("trail-trap", Graph6Only()).winner == gg.solve("trail-trap", "C5").winner


def test_edge_list_and_edcn_labels():
    edges = [("x", "y"), ("y", "z"), ("z", "w"), ("w", "x")]
    k, colouring = gg.edcn(edges)
    assert k == gg.edcn("C4")[0]
    pairs = [frozenset((colouring[u], colouring[v])) if colouring[u] != colouring[v]
             else (colouring[u],) for u, v in edges]
    assert len(set(pairs)) == len(edges)  # edge-distinguishing
    p = gg.Position("edge", edges)
    assert any(m.startswith("x=") for m in p.legal_moves())
    p.play("x=1")
    assert p.history == ["x=1"]


def test_graph_info_in_labels():
    info = gg.graph_info(relabelled_path())
    assert info["centre"] == ["c"]
    assert ["a", "b"] in info["edges"]
    assert info["order"] == 5 and info["tree"] is True


def test_cycles_board_from_positions_and_cells():
    # The inverted hourglass: the outer triangle 0 1 2 holds a triangle 2 3 4 inside.
    g = nx.Graph([("p", "q"), ("q", "r"), ("p", "r"), ("r", "s"), ("s", "t"), ("r", "t")])
    pos = {"p": (0, 0), "q": (4, 0), "r": (2, 3), "s": (1.5, 1), "t": (2.5, 1)}
    by_pos = gg.solve("cycles", g, pos=pos)
    cli = gg.solve("cycles", "inverted-hourglass")
    assert by_pos.winner == cli.winner
    assert len(by_pos.winning_moves) == len(cli.winning_moves)
    by_cells = gg.solve("cycles", g, cells=[["p", "q", "r"], ["r", "s", "t"]])
    assert by_cells.winner == gg.solve("cycles", "hourglass").winner
    with pytest.raises(ValueError, match="pos"):
        gg.solve("cycles", g, pos={"p": (0, 0)})


def test_census_of_a_list_keeps_the_callers_graphs():
    graphs = [nx.path_graph(4), nx.cycle_graph(4), nx.relabel_nodes(nx.path_graph(4), str)]
    rows = list(gg.census("trail-trap", graphs=graphs))
    assert [r["graph"] for r in rows] == graphs
    assert rows[0]["graph6"] == rows[2]["graph6"]  # isomorphic: one class, one row
    assert [r["winner"] for r in rows] == [gg.solve("trail-trap", g).winner for g in graphs]
