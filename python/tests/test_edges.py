"""The package at its edges: labels that moves could not tell apart, limits out of range, the
version. Messages speak of keyword arguments, not of command-line flags."""

import math
import re

import networkx as nx
import pytest

import graphgames as gg


def test_version():
    assert gg.__version__.count(".") == 2


def test_a_tuple_and_its_text_are_refused():
    g = nx.Graph([((0, 1), "(0, 1)"), ("(0, 1)", "z")])
    with pytest.raises(ValueError, match="both written"):
        gg.solve("trail-trap", g)


def test_labels_one_and_string_one():
    g = nx.Graph([(1, "1"), ("1", 2), (2, 1)])
    with pytest.raises(ValueError, match=r"1 and '1' are both written '1'"):
        gg.Position("trail-trap", g)


@pytest.mark.parametrize("label", ["a>b", "v=2"])
def test_labels_holding_move_syntax_are_refused(label):
    g = nx.Graph([(label, "c"), ("c", "d")])
    with pytest.raises(ValueError, match="holds the notation of trail-trap's moves"):
        gg.solve("trail-trap", g)


@pytest.mark.parametrize("kwargs,name", [
    ({"max_nodes": -5}, "max_nodes"),
    ({"max_nodes": 2.5}, "max_nodes"),
    ({"max_nodes": True}, "max_nodes"),
    ({"max_seconds": -1}, "max_seconds"),
    ({"max_seconds": math.nan}, "max_seconds"),
    ({"max_seconds": math.inf}, "max_seconds"),
    ({"max_seconds": "5"}, "max_seconds"),
    ({"tt_mb": 0}, "tt_mb"),
])
def test_limits_out_of_range_are_value_errors_naming_the_argument(kwargs, name):
    with pytest.raises(ValueError, match=f"^{name}="):
        gg.solve("edge", "P4", **kwargs)
    with pytest.raises(ValueError, match=f"^{name}="):
        gg.Position("edge", "P4", **kwargs)


def test_limits_in_range_still_search():
    limited = gg.solve("trail-trap", "K4", max_seconds=30, max_nodes=10**9)
    assert limited.winner == gg.solve("trail-trap", "K4").winner


def test_html_summary_embeds_svg_without_a_prolog():
    html = gg.solve("trail-trap", "K4")._repr_html_()
    assert "<svg" in html and "<?xml" not in html and "<!DOCTYPE" not in html


def test_html_summary_keeps_each_move_whole():
    # Grid labels hold spaces: a move is one unbreakable piece, moves are separated by commas.
    r = gg.solve("node-kayles", nx.grid_2d_graph(2, 3))
    html = r._repr_html_()
    assert "white-space:nowrap'>(0, 0)</code>" in html or "white-space:nowrap'>(0, 1)</code>" in html
    assert f"{r.nodes:,} nodes" in html


def test_empty_and_oversized_graphs():
    # The empty board is one, as K0 is on the command line: the first player has no move.
    assert gg.solve("edge", nx.Graph()).winner == gg.solve("edge", "K0").winner
    with pytest.raises(ValueError, match="at most 64 vertices"):
        gg.solve("trail-trap", nx.path_graph(65))


@pytest.mark.parametrize("kwargs,expected", [
    ({"colour": 3}, r"^colour does not apply to trail-trap \(it takes variant, distinct_placement"),
    ({"variant": "rooted"}, r"^variant rooted needs start"),
    ({"moves": ["0>1", "1>0"]}, r"^moves: move 2"),
])
def test_messages_name_keyword_arguments_not_flags(kwargs, expected):
    with pytest.raises(ValueError, match=expected) as error:
        gg.solve("trail-trap", "K4", **kwargs)
    assert "--" not in str(error.value)


def test_pictures_and_text_use_the_callers_labels():
    """A labelled graph's picture names each vertex by its label, and the position text
    gives the label of each engine number."""
    g = nx.grid_2d_graph(2, 3)
    ascii_text, svg = gg.show("trail-trap", g)
    assert "(0, 1)</text>" in svg and ">1</text>" not in svg
    assert "vertices: 0 = (0, 0), 1 = (0, 1)" in ascii_text
    assert "vertices:" in str(gg.Position("trail-trap", g))
    assert "(1, 2)</text>" in gg.solve("node-kayles", g)._repr_html_()
    backslash = gg.show("node-kayles", [("a\\1", "b")])[1]
    assert "a\\1</text>" in backslash and "a\\1</title>" in backslash
    # Labels equal to the engine's numbers change nothing.
    assert "vertices:" not in gg.show("trail-trap", nx.path_graph(4))[0]


def test_pos_places_the_vertices_of_any_graph_game():
    g = nx.grid_2d_graph(2, 3)
    svg = gg.show("node-kayles", g, pos={(i, j): (j, -i) for i, j in g.nodes})[1]
    centre = {}
    for v, x, y in re.findall(r'<g id="v(\d+)".*?cx="([-0-9.]+)" cy="([-0-9.]+)"', svg, re.S):
        centre[int(v)] = (float(x), float(y))
    # Node order (0,0) (0,1) (0,2) (1,0) (1,1) (1,2): a row left to right, then one below.
    assert centre[0][0] < centre[1][0] < centre[2][0]
    assert abs(centre[0][1] - centre[2][1]) < 1 and centre[3][1] > centre[0][1]
    with pytest.raises(ValueError, match="pos: node positions are for games on graphs"):
        gg.show("trails", 3, pos={0: (0, 0)})


@pytest.mark.parametrize("kwargs,name", [
    ({"order": 0}, "order"),
    ({"order": -1}, "order"),
    ({"order": 40}, "order"),
    ({"order": 2.5}, "order"),
    ({"order": True}, "order"),
    ({"order": "5"}, "order"),
    ({"order": 4, "max_degree": -2}, "max_degree"),
    ({"order": 4, "edges": (3, 1)}, "edges"),
    ({"order": 4, "edges": (1, "3")}, "edges"),
    ({"order": 4, "edges": 3}, "edges"),
    ({"order": 4, "jobs": 0}, "jobs"),
    ({"order": 4, "tt_mb": 0}, "tt_mb"),
])
def test_census_arguments_are_checked_where_they_are_given(kwargs, name):
    # The error comes from the call itself, before any row is asked for, and names the
    # keyword argument (not nauty's command line, not int()'s wording).
    with pytest.raises(ValueError, match=f"^{name}="):
        gg.census("trail-trap", **kwargs)


def test_census_within_bounds_still_runs():
    rows = list(gg.census("trail-trap", order=4, max_degree=3, edges=(3, 5), jobs=1, tt_mb=16))
    assert rows and all(r["max_degree"] <= 3 and 3 <= r["size"] <= 5 for r in rows)
