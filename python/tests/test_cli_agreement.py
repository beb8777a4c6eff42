"""The module and the command line give the same answers: every connected graph of order <= 6
for every graph game (given as networkx graphs, so the conversion is checked too), and Trails
boards 2 and 3; census rows; error messages."""

import re

import networkx as nx
import pytest

import graphgames as gg
from conftest import geng, gg_json, run_gg

GRAPH_GAMES = [g for g in gg.games() if gg.game_info(g)["graph_board"]]


def comparable(report: dict) -> dict:
    return {k: v for k, v in report.items() if k != "seconds"}  # the time differs run to run


@pytest.mark.parametrize("game", GRAPH_GAMES)
def test_every_graph_up_to_order_6(game):
    """A networkx graph reaches the engine as a JSON board: the report equals the command
    line's on that same board, key for key, and its verdicts equal those on the graph6 string
    (the edges may come in another order, so the search may pick other refutations)."""
    checked = 0
    for order in range(1, 7):
        for g6 in geng(order):
            g = nx.from_graph6_bytes(g6.encode())
            if game == "cycles" and not nx.check_planarity(g)[0]:
                continue
            mine = gg.solve(game, g).to_dict()
            assert comparable(mine) == comparable(gg_json("solve", game, mine["board"])), g6
            by_graph6 = gg_json("solve", game, g6)
            assert mine["winner"] == by_graph6["winner"], g6
            assert sorted(mine["winning_moves"]) == sorted(by_graph6["winning_moves"]), g6
            checked += 1
    assert checked >= 100  # 143 connected graphs of order <= 6 (fewer planar ones)


@pytest.mark.parametrize("n", [2, 3])
def test_trails_boards(n):
    assert comparable(gg.solve("trails", n).to_dict()) == comparable(
        gg_json("solve", "trails", str(n)))


def test_variants_and_positions_agree():
    cases = [
        ("trail-trap", "petersen", "0>1 5>7", {}),
        ("trail-trap", "petersen", "0", {"variant": "place-first"}),
        ("edge", "C6", "0=1", {"colors": 3, "grundy": True}),
        ("cycles", "W5", "0>1", {"variant": "strict"}),
        ("cycles", "C5", "", {"players": 3}),
        ("edge-geography", "K4", "", {"start": 0}),
        ("trails", "4", "/a1 \\d1", {}),
    ]
    for game, board, moves, params in cases:
        args = ["solve", game, board]
        if moves:
            args += ["--moves", moves]
        for k, v in params.items():
            args += [f"--{k}"] if v is True else [f"--{k}", str(v)]
        mine = gg.solve(game, board, moves=moves, **params).to_dict()
        assert comparable(mine) == comparable(gg_json(*args)), args


def test_census_rows_agree(tmp_path):
    db = str(tmp_path / "c.db")
    run_gg("census", "trail-trap", "--order", "5", "--db", db)
    cli = gg_json("query", "trail-trap", "--order", "5", "--db", db)["results"]
    mine = list(gg.census("trail-trap", order=5, jobs=1))
    key = lambda r: r["graph6"]  # noqa: E731
    strip = lambda r: {k: v for k, v in r.items() if k not in ("nodes", "game", "variant")}  # noqa: E731
    assert sorted(map(strip, mine), key=key) == sorted(map(strip, cli), key=key)
    assert len(mine) == 21


def test_census_by_retrograde_analysis_agrees_with_search(tmp_path):
    by_search = list(gg.census("trail-trap", order=6, method="search", jobs=1))
    by_table = list(gg.census("trail-trap", order=6, tables=str(tmp_path / "tables")))
    assert {r["method"] for r in by_search} == {"search"}
    assert {r["method"] for r in by_table} == {"retrograde"}
    strip = lambda r: {k: v for k, v in r.items() if k not in ("nodes", "method")}  # noqa: E731
    assert sorted(map(strip, by_search), key=str) == sorted(map(strip, by_table), key=str)
    assert len(by_table) == 112 and any((tmp_path / "tables").iterdir())


def test_census_of_a_list_looks_up_a_finished_table(tmp_path):
    tables = str(tmp_path / "tables")
    list(gg.census("trail-trap", order=6, tables=tables))  # builds the table of order 6
    graphs = [nx.complete_graph(6), nx.cycle_graph(6), nx.path_graph(6), nx.star_graph(5)]
    looked_up = list(gg.census("trail-trap", graphs=graphs, method="retrograde", tables=tables))
    searched = list(gg.census("trail-trap", graphs=graphs, method="search"))
    assert [r["method"] for r in looked_up] == ["retrograde"] * 4
    assert [r["winner"] for r in looked_up] == [r["winner"] for r in searched]
    with pytest.raises(ValueError, match="no table of order 7"):
        list(gg.census("trail-trap", graphs=[nx.cycle_graph(7)], method="retrograde",
                       tables=tables))


def test_census_resumes_from_a_database(tmp_path):
    db = str(tmp_path / "c.db")
    first = list(gg.census("edge", order=4, db=db))
    run = gg_json("census", "edge", "--order", "4", "--db", db)
    assert run["computed"] == 0 and run["reused"] == len(first)
    # The rows keep the colours each graph was played with (its EDCN), as the CLI lists them.
    cli = {r["graph6"]: r["facts"] for r in gg_json("query", "edge", "--db", db)["results"]}
    assert {r["graph6"]: r["facts"] for r in first} == cli
    for r in first:
        assert r["facts"]["colors"] == gg.solve("edge", r["graph6"]).details["colors"]


def test_census_report_is_the_command_lines(tmp_path):
    """Rows of order 5, counts without rows of order 6: the report reads both, as --report."""
    db = str(tmp_path / "c.db")
    run_gg("census", "trail-trap", "--order", "5", "--db", db)
    run_gg("census", "trail-trap", "--order", "6", "--no-rows", "--db", db)
    for by in (None, "size"):
        mine = gg.census_report("trail-trap", db, by=by)
        cli = gg_json("census", "trail-trap", "--report", "--db", db, *(["--by", by] if by else []))
        assert mine == cli
    plain = gg.census_report("trail-trap", db)
    (connected,) = [s for s in plain["sweeps"] if s["sweep"] == "connected"]
    orders = {o["order"]: o for o in connected["orders"]}
    assert orders[5]["complete"] and not orders[5]["counted"]
    assert orders[6]["counted"] and (orders[6]["graphs"], orders[6]["p1_wins"]) == (112, 24)
    other = gg.census_report("trail-trap", db, variant="place-first")
    assert other["variant"] == "place-first" and other["orders"] == []
    with pytest.raises(ValueError, match="by must be"):
        gg.census_report("trail-trap", db, by="edges")
    with pytest.raises(ValueError, match="missing.db"):
        gg.census_report("trail-trap", str(tmp_path / "missing.db"))


def test_census_rows_carry_what_their_game_declares():
    (edge,) = gg.census("edge", graphs=["K3"])
    assert edge["facts"] == {"colors": 3} and "cells" not in edge
    (cycles,) = gg.census("cycles", graphs=["C4"])
    assert cycles["facts"] == {} and "cells" in cycles  # null: the graph's own drawing


@pytest.mark.parametrize("args", [
    ("trail-trap", "K99"),
    ("edge", "petersen", "--colors", "99"),
    ("cycles", "K5"),
    ("trail-trap", "K4", "--moves", "0>9"),
    ("nosuchgame", "K4"),
])
def test_error_messages_are_the_cli_messages_in_python_terms(args):
    done = run_gg("solve", *args, check=False)
    assert done.returncode == 2
    # The same message, naming keyword arguments where the CLI names flags.
    expected = re.sub(r"(?<!\w)--([a-z][a-z-]*)", lambda m: m.group(1).replace("-", "_"),
                      done.stderr.strip().removeprefix("gg: error: "))
    kwargs = {}
    rest = list(args[2:])
    while rest:
        opt, value = rest.pop(0), rest.pop(0)
        kwargs[opt.removeprefix("--")] = value
    moves = kwargs.pop("moves", None)
    with pytest.raises(ValueError) as caught:
        gg.solve(args[0], args[1], moves=moves, **kwargs)
    assert str(caught.value) == expected


@pytest.mark.parametrize("game,fewer_nodes", [("trail-trap", True), ("edge", False)])
def test_shared_endgames_keep_every_verdict(game, fewer_nodes):
    """Endgames kept across calls change node counts, never a winner or a winning move (EDGe
    has no board-independent endgames: its node counts stay the same)."""
    graphs = [nx.from_graph6_bytes(g6.encode()) for order in (5, 6) for g6 in geng(order)]
    shared_nodes = fresh_nodes = 0
    for g in graphs:
        shared = gg.solve(game, g, shared_endgames=True)
        fresh = gg.solve(game, g)
        assert (shared.winner, sorted(shared.winning_moves)) == (
            fresh.winner, sorted(fresh.winning_moves))
        shared_nodes += shared.nodes
        fresh_nodes += fresh.nodes
    assert shared_nodes < fresh_nodes if fewer_nodes else shared_nodes == fresh_nodes
