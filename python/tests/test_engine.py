"""Positions, limits, interrupts, pictures, strategies, and input that must never crash."""

import os
import random
import signal
import threading
import time

import networkx as nx
import pytest

import graphgames as gg


def test_games_and_their_parameters():
    assert gg.games()[:4] == ["trail-trap", "edge", "cycles", "trails"]
    params = {p["name"] for p in gg.game_info("edge")["params"]}
    assert {"colors", "grundy"} <= params
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        gg.game_info("chess")


def test_position_play_undo_restores_the_key():
    p = gg.Position("edge", "petersen", moves=["0=1"], colors=None)
    key, moves = p.key, p.legal_moves()
    assert p.to_move == 2 and not p.is_over() and p.winner is None
    p.play(moves[0])
    assert p.key != key and p.history == ["0=1", moves[0]]
    assert p.undo() and p.key == key and p.legal_moves() == moves
    assert p.undo() and not p.undo()


def test_position_engine_plays_to_the_end():
    p = gg.Position("trail-trap", "K4")
    first = p.forced_winner()
    while not p.is_over():
        mover = p.to_move
        move = p.best_move()
        wins = p.to_move_wins()
        p.play(move)
        assert wins == (mover == first) or mover != first
    assert p.winner == first and p.legal_moves() == [] and p.best_move() is None


def test_position_solve_and_grundy():
    p = gg.Position("edge-geography", "K4", start=0)
    assert p.grundy() is not None
    r = p.solve()
    assert r.winner in (1, 2) and r.to_move == 1
    three = gg.solve("cycles", "C3", players=3)
    assert three.winner == 3 and three.players == 3
    assert set(three.forced_winners) | set(three.winning_moves) == set(
        gg.Position("cycles", "C3", players=3).legal_moves())


def test_limits_raise_limit_reached():
    with pytest.raises(gg.LimitReached) as caught:
        gg.solve("trails", 5, max_nodes=20000, tt_mb=16)
    assert caught.value.nodes >= 20000 and caught.value.limit == "max_nodes"
    start = time.monotonic()
    with pytest.raises(gg.LimitReached):
        gg.solve("trails", 5, max_seconds=0.3, tt_mb=16)
    assert time.monotonic() - start < 5


def test_a_table_file_takes_a_stopped_search_up_where_it_stopped(tmp_path):
    table = tmp_path / "p12.table"
    with pytest.raises(gg.LimitReached):
        gg.solve("edge", "P12", winner_only=True, tt_mb=16, max_nodes=40000, table_file=table)
    went_on = gg.solve("edge", "P12", winner_only=True, tt_mb=16, table_file=str(table))
    fresh = gg.solve("edge", "P12", winner_only=True, tt_mb=16)
    assert went_on.winner == fresh.winner
    used = went_on.table_file
    assert used["saved"] and used["nodes_before"] >= 40000
    assert went_on.nodes < fresh.nodes
    assert gg.solve("edge", "P12", winner_only=True, table_file=table).nodes == 1
    with pytest.raises(ValueError, match="holds the table of edge P12, not of edge P13"):
        gg.solve("edge", "P13", winner_only=True, table_file=table)
    with pytest.raises(ValueError, match="not with shared endgames"):
        gg.solve("edge", "P12", shared_endgames=True, table_file=table)
    with pytest.raises(ValueError, match="table_file"):
        gg.solve("edge", "P12", table_file="")


def test_ctrl_c_raises_keyboard_interrupt_within_a_second():
    if threading.current_thread() is not threading.main_thread():
        pytest.skip("signals reach the main thread only")
    sent = []

    def interrupt():
        sent.append(time.monotonic())
        os.kill(os.getpid(), signal.SIGINT)

    timer = threading.Timer(0.5, interrupt)
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            gg.solve("trails", 5, tt_mb=64, max_seconds=120)
        stopped = time.monotonic()
    finally:
        timer.cancel()
    assert sent and stopped - sent[0] < 1.0
    # The module works normally afterwards.
    assert gg.solve("trail-trap", "K3").winner in (1, 2)


def test_pictures():
    p = gg.Position("trail-trap", "petersen", moves=["0>1", "5>7"])
    assert p._repr_svg_().lstrip().startswith(("<?xml", "<svg", "<!DOCTYPE"))
    assert "<svg" in gg.Position("trails", 3)._repr_svg_()
    assert "<svg" in gg.Position("cycles", "inverted-hourglass", moves=["0>1"])._repr_svg_()
    r = gg.solve("edge", "P4")
    html = r._repr_html_()
    assert "<svg" in html and "Player" in html and "winning moves" in html
    ascii_art, svg = gg.show("trails", 3, moves="/a1")
    assert ascii_art and "<svg" in svg
    assert str(p) == p._session.render()


def test_a_certificate_verifies_with_its_claim_and_a_damaged_one_is_refused(tmp_path):
    path = tmp_path / "trails3.cert"
    written = gg.certificate("trails", 3, path)
    verdict = gg.verify(path)
    assert verdict.valid and verdict.positions > 1 and verdict.winner == written["winner"] == 1
    assert (verdict.claim_line, verdict.board_digest) == (written["claim_line"],
                                                          written["board_digest"])
    assert gg.verify(path, claim="trails 3: player 1 wins").valid
    assert not gg.verify(path, expect={"winner": 2}).valid
    # The strategy tree, a picture, names the same claim.
    tree = gg.strategy("trails", 3)
    assert (tree["claim_line"], tree["board_digest"]) == (written["claim_line"],
                                                          written["board_digest"])
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x10
    path.write_bytes(bytes(data))
    refused = gg.verify(path)
    assert not refused.valid and refused.reason
    labelled = gg.strategy("trail-trap", nx.relabel_nodes(nx.path_graph(3), str))
    assert labelled["vertex_labels"] == ["0", "1", "2"]
    after = gg.certificate("trail-trap", nx.path_graph(3), tmp_path / "p3.cert", moves="0>1")
    assert "after 0>1" in after["claim_line"] and gg.verify(tmp_path / "p3.cert").valid


def test_a_certificate_from_a_table_file_reads_the_solved_root(tmp_path):
    table = tmp_path / "p12.table"
    solved = gg.solve("edge", "P12", winner_only=True, tt_mb=64, table_file=table)
    assert solved.nodes > 50_000
    # Written from the table (tests/certificates/test_table_file.py measures what that saves).
    written = gg.certificate("edge", "P12", tmp_path / "p12.cert", table_file=table, tt_mb=64)
    assert written["table_file"]["nodes_before"] == solved.nodes
    assert written["winner"] == solved.winner and gg.verify(tmp_path / "p12.cert").valid
    with pytest.raises(ValueError, match="holds the table of edge P12, not of edge P13"):
        gg.certificate("edge", "P13", tmp_path / "p13.cert", table_file=table)
    with pytest.raises(ValueError, match="table_file"):
        gg.certificate("edge", "P13", tmp_path / "p13.cert", table_file="")


def random_text(rng: random.Random) -> str:
    alphabet = "0123456789>=,;:-_ /\\abcKPCWx*|@{}[]\"'\n\t?~\x00é"
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))


def test_fuzzed_input_never_crashes():
    rng = random.Random(20261124)
    names = gg.games() + ["", "x"]
    boards = ["K4", "P3", "petersen", "C5", "3", "{\"vertices\": 3}", [(1, 2)], [], 7, None,
              3.5, nx.Graph(), nx.DiGraph([(0, 1)]), nx.MultiGraph([(0, 1), (0, 1)])]
    values = [None, True, False, 0, -1, 3, 10**12, "x", "1,2", "", 2.5, (0, 1), [[0, 1]]]
    keys = ["colors", "variant", "start", "players", "grundy", "no_symmetry", "cells", "bogus"]
    outcomes = {"ok": 0, "error": 0}
    for _ in range(600):
        game = rng.choice(names)
        board = rng.choice(boards + [random_text(rng)])
        moves = rng.choice([None, random_text(rng), [random_text(rng)], "0>1", ["a>b"], 5])
        params = {rng.choice(keys): rng.choice(values) for _ in range(rng.randint(0, 2))}
        call = rng.choice(["solve", "position", "info", "edcn"])
        try:
            if call == "solve":
                gg.solve(game, board, moves=moves, max_nodes=20000, **params)
            elif call == "position":
                p = gg.Position(game, board, moves=moves, max_nodes=20000, **params)
                p.play(random_text(rng))
            elif call == "info":
                gg.graph_info(board)
            else:
                gg.edcn(board, max_nodes=20000)
            outcomes["ok"] += 1
        except (ValueError, gg.LimitReached):
            outcomes["error"] += 1
    assert outcomes["error"] > 300 and outcomes["ok"] > 0
