"""The package at its edges: labels that moves could not tell apart, limits out of range, the
version. Messages speak of keyword arguments, not of command-line flags."""

import math

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
    with pytest.raises(ValueError, match="contains"):
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
