"""Certificates end to end: gg writes them, gg-check verifies them from the rules alone, and
refuses every kind of damage with the first failing line of play (docs/certificates.md)."""

import json
import os
import random
import urllib.parse

import pytest

from certificate_file import Certificate, first, header_field
from conftest import binary, certify, gg, gg_check, on_terminal, refusal_of, refused

# Every game and variant, with start moves and with each player winning.
BOARDS = [
    ("trail-trap", "K4"), ("trail-trap", "K5"), ("trail-trap", "petersen"),
    ("trail-trap", "K3,4"), ("trail-trap", "P3xP4"), ("trail-trap", "K4|C5"),
    ("trail-trap", "P3", "--variant", "place-first"),
    ("trail-trap", "C5", "--variant", "place-first", "--distinct-placement"),
    ("trail-trap", "P2xP3", "--variant", "place-first-alternating"),
    ("trail-trap", "C5", "--variant", "place-first-alternating", "--distinct-placement"),
    ("trail-trap", "petersen", "--variant", "rooted", "--start", "0,1"),
    ("trail-trap", "K5", "--moves", "0>1 2>3"),
    ("edge", "P6"), ("edge", "P6", "--colors", "4"), ("edge", "C7"), ("edge", "K3,4"),
    ("edge", "T8"), ("edge", "K5*"), ("edge", "petal:3,3*[0]"), ("edge", "P5", "--moves", "2=1"),
    ("cycles", "C5"), ("cycles", "C6"), ("cycles", "W6"), ("cycles", "K4", "--variant", "strict"),
    ("cycles", "hourglass"), ("cycles", "inverted-hourglass"), ("cycles", "spider:2,3,4"),
    ("cycles", "P2xP3"), ("cycles", "0-1 1-2 2-0 2-3 3-4 4-2", "--cells", "0 1 2; 2 3 4"),
    ("cycles", "W7", "--moves", "0>1"),
    ("trails", "2"), ("trails", "3"), ("trails", "4", "--moves", "/b2 \\c3"),
    ("vertex-geography", "petersen"), ("vertex-geography", "K3,4"),
    ("vertex-geography", "diamond", "--start", "1"),
    ("edge-geography", "C6"), ("edge-geography", "K4"), ("edge-geography", "star5", "--start", "0"),
]


@pytest.mark.parametrize("case", BOARDS, ids=lambda c: " ".join(c))
def test_a_certified_board_verifies(tmp_path, case):
    path, report = certify(tmp_path, *case)
    done = gg_check(str(path), "--json")
    assert done.returncode == 0, done.stderr
    verdict = json.loads(done.stdout)
    assert verdict["verified"] is True
    assert verdict["winner"] == report["winner"]
    assert verdict["nodes"] == report["certificate"]["nodes"]
    assert verdict["positions"] == report["certificate"]["positions"]
    assert verdict["sha256"] == report["certificate"]["sha256"]
    assert verdict["bytes"] == report["certificate"]["bytes"] == path.stat().st_size


def known_results():
    path = os.path.join(os.path.dirname(__file__), "..", "data", "known_results.tsv")
    with open(path) as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip() and line[0] != "#"]
    return [(game, board, moves, int(winner)) for game, board, moves, winner, *_ in rows]


# Every known result from the papers, certified by the engine and verified by the checker.
@pytest.mark.parametrize("row", known_results(), ids=lambda r: " ".join(map(str, r[:3])).strip())
def test_every_known_result_is_certified(tmp_path, row):
    game, board, moves, winner = row
    path, _ = certify(tmp_path, game, board, *(["--moves", moves] if moves else []),
                      "--winner-only")
    # The claim pinned: the paper's winner after its moves, under the default rules. Where the
    # checker knows no standard drawing of the board, the cells are the certificate's own.
    pins = ["--expect", f"winner={winner}", "--expect", f"moves={moves}"]
    drawing = json.loads(gg_check(str(path), "--json").stdout)["drawing"]
    if drawing == "":
        pins += ["--expect", "cells=" + header_field(path, "cells")]
    done = gg_check(str(path), "--json", *pins)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["winner"] == winner


def random_graph(rng, n, p):
    edges = [f"{u}-{v}" for u in range(n) for v in range(u + 1, n) if rng.random() < p]
    return f"{n}:" + " ".join(edges) if edges else f"E{n}"


RANDOM_GAMES = [
    ("trail-trap",), ("trail-trap", "--variant", "place-first"),
    ("trail-trap", "--variant", "place-first", "--distinct-placement"),
    ("trail-trap", "--variant", "place-first-alternating"),
    ("trail-trap", "--variant", "place-first-alternating", "--distinct-placement"),
    ("trail-trap", "--variant", "rooted", "--start", "0,1"),
    ("edge",), ("vertex-geography",), ("edge-geography",), ("node-kayles",),
]


# The engine and the checker are two separate implementations of the rules: on random graphs
# the engine's certificate must verify with the engine's winner.
@pytest.mark.parametrize("game", RANDOM_GAMES, ids=lambda g: " ".join(g))
def test_engine_and_checker_agree_on_random_graphs(tmp_path, game):
    rng = random.Random(" ".join(game))
    for i in range(12):
        board = random_graph(rng, rng.randint(2, 6), rng.choice([0.3, 0.5, 0.8]))
        path, report = certify(tmp_path, game[0], board, *game[1:], name=f"{i}.cert")
        done = gg_check(str(path), "--json")
        assert done.returncode == 0, (board, done.stderr)
        assert json.loads(done.stdout)["winner"] == report["winner"], board


@pytest.fixture
def k4(tmp_path):
    """A Trail Trap K4 certificate (player 1 wins) and its parsed form."""
    path, _ = certify(tmp_path, "trail-trap", "K4")
    return path, Certificate(path)


def test_a_truncated_file_is_refused(k4, tmp_path):
    path, _ = k4
    data = path.read_bytes()
    for keep in [10, data.index(b"\nend\n") + 5, len(data) // 2, len(data) - 1]:
        cut = tmp_path / f"cut{keep}.cert"
        cut.write_bytes(data[:keep])
        refused(gg_check(str(cut)))


def test_a_flipped_byte_is_refused(k4, tmp_path):
    path, _ = k4
    data = bytearray(path.read_bytes())
    start = data.index(b"\nend\n") + 5
    for offset in [start + 8, (start + len(data)) // 2, len(data) - 2]:
        damaged = bytearray(data)
        damaged[offset] ^= 0x10
        out = tmp_path / f"flip{offset}.cert"
        out.write_bytes(bytes(damaged))
        refused(gg_check(str(out)))


def test_an_edited_header_breaks_the_seal(k4, tmp_path):
    _, cert = k4
    cert.set_field("winner", "2")
    assert "digest does not match" in refusal_of(cert, tmp_path, seal=False)


def test_a_resealed_false_claim_is_refused(k4, tmp_path):
    _, cert = k4
    cert.set_field("winner", "2")
    reason = refusal_of(cert, tmp_path)
    assert "at the start: player 1 is to move, but the proof does not list its moves" in reason


def test_a_board_named_for_another_graph_is_refused(k4, tmp_path):
    _, cert = k4
    cert.set_field("board", "K5")
    assert "named K5 but its edges form: complete graph K4" in refusal_of(cert, tmp_path)


def test_a_proof_for_other_rules_is_refused(k4, tmp_path):
    _, cert = k4
    cert.set_field("variant", "place-first")  # the moves no longer fit the rules
    assert "is not a legal move here" in refusal_of(cert, tmp_path)


def test_start_moves_are_replayed_by_the_rules(k4, tmp_path):
    _, cert = k4
    cert.set_field("moves", "0>0")
    assert "at the start: start move '0>0' is not a legal move here" in \
        refusal_of(cert, tmp_path)


def test_expectations_name_the_board_and_game(k4):
    path, _ = k4
    assert gg_check(str(path), "--expect", "board=K4", "--expect", "winner=1").returncode == 0
    assert "for board 'K4', not 'K5'" in refused(gg_check(str(path), "--expect", "board=K5"))
    other_game = gg_check(str(path), "--expect", "game=edge")
    assert "for game 'trail-trap', not 'edge'" in refused(other_game)


def test_an_illegal_winner_move_is_refused(k4, tmp_path):
    _, cert = k4
    cert.tree[1] = "0>0"
    reason = refusal_of(cert, tmp_path)
    assert "at the start: player 1's move '0>0' is not a legal move here" in reason


def test_a_missing_reply_is_refused(k4, tmp_path):
    _, cert = k4
    replies = first(cert.tree, "A")[1]
    dropped = replies.pop()[0]
    reason = refusal_of(cert, tmp_path)
    assert f"the reply {dropped} is not answered" in reason
    assert f"after the moves: {cert.tree[1]}:" in reason


def test_a_reply_listed_twice_is_refused(k4, tmp_path):
    _, cert = k4
    replies = first(cert.tree, "A")[1]
    replies.append(replies[0])
    assert f"reply {replies[0][0]} is listed twice" in refusal_of(cert, tmp_path)


def test_a_reference_to_an_unproven_position_is_refused(k4, tmp_path):
    _, cert = k4
    cert.tree[2] = ["R"]  # the position after the first move was never proven
    assert "refers to this position as proven, but it is not" in refusal_of(cert, tmp_path)


def test_an_early_end_is_refused(k4, tmp_path):
    _, cert = k4
    cert.tree[2] = ["X"]
    assert "says the game is over here, but it is not" in refusal_of(cert, tmp_path)


def test_a_proof_going_on_after_the_end_is_refused(tmp_path):
    path, _ = certify(tmp_path, "trail-trap", "P2")  # 0>1 or 1>0 wins at once
    cert = Certificate(path)
    assert cert.tree[2] == ["X"]
    cert.tree[2] = ["A", []]
    assert "the game is over here, but the proof goes on" in refusal_of(cert, tmp_path)


# The checker reads no moves at a reference; one placed where the game has ended still fails,
# since only positions with moves are ever proven.
def test_a_reference_where_the_game_has_ended_is_refused(tmp_path):
    path, _ = certify(tmp_path, "trail-trap", "P2")
    cert = Certificate(path)
    cert.tree[2] = ["R"]
    assert "refers to this position as proven, but it is not" in refusal_of(cert, tmp_path)


def test_a_wrong_node_count_is_refused(k4, tmp_path):
    _, cert = k4
    assert "counts a different number of nodes" in refusal_of(cert, tmp_path, nodes=cert.nodes + 1)


@pytest.fixture
def k6(tmp_path):
    """A Trail Trap K6 certificate, whose positions are merged under the symmetric group."""
    path, _ = certify(tmp_path, "trail-trap", "K6", name="k6.cert")
    cert = Certificate(path)
    assert first(cert.tree, "S"), "no symmetric reference in K6"
    return cert


def test_a_map_that_is_no_symmetry_is_refused(tmp_path):
    path, _ = certify(tmp_path, "trail-trap", "P2xP3", "--winner-only", name="p.cert")
    cert = Certificate(path)
    node = first(cert.tree, "S")
    assert node, "no symmetric reference on the ladder"
    node[1] = list(range(len(node[1])))[1:] + [0]  # a rotation of the vertices: not a symmetry
    assert "the map given is not a symmetry of the board" in refusal_of(cert, tmp_path)


def test_a_map_to_an_unproven_position_is_refused(k6, tmp_path):
    node = first(k6.tree, "S")
    node[1] = [0, 1, 2, 3, 4, 5]  # the identity: the position itself, not proven before
    assert "maps this position to one not proven before" in refusal_of(k6, tmp_path)


def test_edge_maps_must_be_isomorphisms_of_the_reduced_positions(tmp_path):
    # EDGe refers a position to any earlier one with the same future (docs/certificates.md,
    # "EDGe"): the map need not be a symmetry of the board, but it must take the reduced
    # position onto the earlier one's.
    path, _ = certify(tmp_path, "edge", "P12", name="p12.cert")
    cert = Certificate(path)
    node = first(cert.tree, "S")
    assert node, "no reference on P12"
    n = 12
    vertices, colours = node[1][:n], node[1][n:]
    node[1] = [(v + 1) % n for v in vertices] + colours  # shifted along the path
    assert "maps this position to one not proven before" in refusal_of(cert, tmp_path)
    node[1] = vertices + colours[1:] + colours[:1]  # the colours renamed another way
    assert "maps this position to one not proven before" in refusal_of(cert, tmp_path)
    node[1] = vertices + [colours[0]] * len(colours)  # not a renaming
    assert "the map given is not a symmetry of the board" in refusal_of(cert, tmp_path)


def test_a_map_of_the_wrong_length_is_refused(k6, tmp_path):
    first(k6.tree, "S")[1].append(6)
    assert "not a symmetry" in refusal_of(k6, tmp_path)


def test_bytes_after_the_proof_are_refused(k4, tmp_path):
    path, _ = k4
    extra = tmp_path / "extra.cert"
    extra.write_bytes(path.read_bytes() + b"\0")
    refused(gg_check(str(extra)))


def test_other_files_are_refused(tmp_path):
    text = tmp_path / "notes.txt"
    text.write_text("gg-certificate 2\n")
    assert "not a graphgames certificate" in refused(gg_check(str(text)))
    assert "cannot open" in refused(gg_check(str(tmp_path / "absent.cert")))
    assert gg_check().returncode == 2
    assert gg_check("--frobnicate", str(text)).returncode == 2


def test_an_unwritable_certificate_is_a_one_line_error_before_any_search(tmp_path):
    # Trails 6 x 6 would search for days: the error comes first.
    done = gg("solve", "trails", "6", "--certificate", str(tmp_path / "no" / "t6.cert"))
    assert done.returncode == 2
    wanted = (f"gg: error: --certificate: no directory '{tmp_path}/no' to write "
              f"{tmp_path}/no/t6.cert in (see gg solve --help)")
    assert done.stderr.strip() == wanted
    # A file the certificate cannot replace is refused when it is written.
    blocked = tmp_path / "blocked"
    blocked.mkdir()
    (blocked / "k4.cert").mkdir()
    done = gg("solve", "trail-trap", "K4", "--certificate", str(blocked / "k4.cert"))
    assert done.returncode == 2
    assert done.stderr.strip() == (f"gg: error: --certificate: '{blocked}/k4.cert' is a "
                                   "directory, not a file (see gg solve --help)")


def test_a_stopped_solve_leaves_no_certificate(tmp_path):
    path = tmp_path / "big.cert"
    done = gg("solve", "trails", "6", "--max-seconds", "0.5", "--certificate", str(path))
    assert done.returncode == 3, done.stderr
    assert list(tmp_path.iterdir()) == []


# Three players: a player who can force a win against the other two together is certified
# like a two-player winner; where none can, the certificate holds one tree per player of the
# other two keeping it from winning (thesis section 3.5). On C30 the writer asks the gap
# algorithm which move keeps a player from winning (the coalition search took minutes there).
@pytest.mark.parametrize("board", ["C5", "C6", "C7", "C8", "C30", "hourglass", "W5", "P5"])
def test_three_player_claims_are_certified(tmp_path, board):
    path, report = certify(tmp_path, "cycles", board, "--players", "3")
    done = gg_check(str(path), "--json")
    assert done.returncode == 0, done.stderr
    verdict = json.loads(done.stdout)
    assert verdict["winner"] == (report["winner"] or 0)  # gg solve: null when nobody can
    assert verdict["claim"] == ("win" if report["winner"] else "nobody")


def test_a_three_player_claim_for_the_wrong_player_is_refused(tmp_path):
    path, report = certify(tmp_path, "cycles", "C7", "--players", "3")
    cert = Certificate(path)
    assert cert.field("claim") == "win"
    cert.set_field("winner", str(report["winner"] % 3 + 1))
    refusal_of(cert, tmp_path)


# A census row certified graph by graph: one certificate per graph, each verified with the
# winner the database holds.
@pytest.mark.parametrize("game", [("trail-trap",), ("edge",), ("cycles", "--planar"),
                                  ("vertex-geography",)], ids=lambda g: " ".join(g))
def test_a_census_row_is_certified_graph_by_graph(tmp_path, game):
    db, certs = tmp_path / "c.db", tmp_path / "certs"
    done = gg("census", game[0], "--order", "5", *game[1:], "--db", str(db), "--certificates",
              str(certs), "--json")
    assert done.returncode == 0, done.stderr
    graphs = json.loads(done.stdout)["graphs"]
    files = sorted(str(p) for p in certs.iterdir())
    assert len(files) == graphs
    check = gg_check(*files, "--json")
    assert check.returncode == 0, check.stderr
    # Each file is named by the row's canonical key, %XX-escaped.
    verdicts = {urllib.parse.unquote(os.path.basename(v["file"])[:-len(".cert")]): v["winner"]
                for v in map(json.loads, check.stdout.splitlines())}
    rows = json.loads(gg("query", game[0], "--db", str(db), "--json").stdout)["results"]
    if game[0] != "cycles":  # plane boards: one row per graph, a certificate per board
        assert {r["graph6"]: r["winner"] for r in rows} == verdicts


def test_a_census_rerun_certifies_only_what_is_missing(tmp_path):
    db, certs = tmp_path / "c.db", tmp_path / "certs"
    assert gg("census", "trail-trap", "--order", "4", "--db", str(db)).returncode == 0
    first_run = gg("census", "trail-trap", "--order", "4", "--db", str(db), "--certificates",
                   str(certs), "--json")
    assert json.loads(first_run.stdout)["computed"] == 6  # stored, but without certificates
    second_run = gg("census", "trail-trap", "--order", "4", "--db", str(db), "--certificates",
                    str(certs), "--json")
    assert json.loads(second_run.stdout)["computed"] == 0
    assert len(list(certs.iterdir())) == 6


# A long check shows how far it is on a terminal, and stays quiet when stderr is piped.
def test_progress_shows_on_a_terminal_only(tmp_path):
    path, _ = certify(tmp_path, "cycles", "C24", "--players", "3")
    piped = gg_check(str(path))
    assert piped.returncode == 0 and piped.stderr == ""
    done, shown = on_terminal([binary("GG_CHECK_BIN"), str(path)], timeout=120)
    assert done.returncode == 0 and done.stdout.startswith("verified:")
    assert b"% checked" in shown and shown.endswith(b"\r\x1b[K")


def test_a_directory_or_a_pipe_is_refused_at_once(tmp_path):
    """N8: gg-check on a FIFO (which would block) or a directory: exit 2, one line naming it."""
    fifo = tmp_path / "pipe.cert"
    os.mkfifo(fifo)
    for target in (tmp_path, fifo):
        done = gg_check(str(target), timeout=10)
        assert done.returncode == 2, done.stderr
        assert done.stderr.splitlines()[0] == (
            f"gg-check: {target} is not a regular file (a directory, pipe or device): give a "
            "certificate file")
