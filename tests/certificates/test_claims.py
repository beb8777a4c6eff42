"""The claim a certificate makes, bound to its object (docs/certificates.md, "The claim"):
gg-check prints game, rules, board, cells, start and winner whole with a board_digest, the
same line and digest as gg solve --certificate; names it cannot confirm are said to be so;
cells must be a plane drawing's faces; --expect pins every field it does not name to its
default."""

import json

from certificate_file import Certificate
from conftest import certify, gg_check, refusal_of, refused

W6_OUTSIDE_TRIANGLE = "0 2 3; 0 3 4; 0 4 5; 0 5 1; 1 2 3 4 5"


def verdict(path, *flags):
    done = gg_check(str(path), "--json", *flags)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_engine_and_the_checker_state_one_claim(tmp_path):
    for i, (game, board, *options) in enumerate([
            ("trail-trap", "K5"), ("trail-trap", "P3xP3", "--variant", "place-first"),
            ("edge", "P6", "--colors", "4"), ("cycles", "W6"), ("trails", "3"),
            ("node-kayles", "P7"), ("vertex-geography", "C5", "--start", "0"),
            ("trail-trap", "K4", "--moves", "0>1")]):
        path, report = certify(tmp_path, game, board, *options, name=f"{i}.cert")
        v = verdict(path)
        written = report["certificate"]
        assert (v["claim_line"], v["board_digest"]) == \
            (written["claim_line"], written["board_digest"]), (game, board)
        assert v["claim_line"].startswith(f"{game} {board}")
        text = gg_check(str(path)).stdout.splitlines()
        assert f"  claim: {written['claim_line']}" in text
        assert f"  board_digest {written['board_digest']}" in text


def test_two_drawings_of_w6_are_two_claims(tmp_path):
    standard, _ = certify(tmp_path, "cycles", "W6", name="standard.cert")
    other, _ = certify(tmp_path, "cycles", "W6", "--cells", W6_OUTSIDE_TRIANGLE,
                       name="other.cert")
    a, b = verdict(standard), verdict(other)
    assert a["board_digest"] != b["board_digest"] and a["claim_line"] != b["claim_line"]
    assert a["drawing"] == "the standard drawing of W6" and a["outer_face"] == "2 1 5 4 3"
    assert b["drawing"] == "not the standard drawing of W6" and b["outer_face"] == "1 2 0"
    assert a["cells"] != b["cells"]
    text = gg_check(str(other)).stdout
    assert "cells 0 2 3; 0 3 4; 0 4 5; 0 5 1; 1 2 3 4 5; outer face 1 2 0" in text
    # Pinned to the paper's board, only the standard drawing passes.
    assert gg_check(str(standard), "--claim", "cycles W6: player 2 wins").returncode == 0
    reason = refused(gg_check(str(other), "--claim", "cycles W6: player 1 wins"))
    assert "the cells are not the standard drawing of W6" in reason
    pinned = gg_check(str(other), "--claim", "cycles W6: player 1 wins",
                      "--expect", "cells=" + W6_OUTSIDE_TRIANGLE)
    assert pinned.returncode == 0, pinned.stderr


def test_cells_that_are_no_drawing_are_refused(tmp_path):
    path, _ = certify(tmp_path, "cycles", "W6")
    for cells, why in [
            ("0 1 2; 0 2 3; 0 3 4; 0 4 5; 0 5 1; 1 2 3 4 5", "faces besides its cells"),
            ("0 1 2; 0 1 2; 0 3 4; 0 4 5; 0 5 1", "twice the same way round"),
            ("0 1 2; 0 2 3; 0 3 4", "Euler's formula")]:
        cert = Certificate(path)
        cert.set_field("cells", cells)
        assert why in refusal_of(cert, tmp_path), cells


def test_a_renamed_board_is_refused_or_not_confirmed(tmp_path):
    # 12 vertices, 17 edges like P3xP4: a 12-cycle with five chords.
    board = "12:" + " ".join(f"{i}-{(i + 1) % 12}" for i in range(12)) + " 0-6 1-7 2-8 3-9 4-10"
    path, _ = certify(tmp_path, "trail-trap", board)
    cert = Certificate(path)
    cert.set_field("board", "P3xP4")
    assert "named P3xP4 but its edges form: another graph" in refusal_of(cert, tmp_path)
    cert.set_field("board", "dodecagon")
    cert.write(tmp_path / "renamed.cert")
    v = verdict(tmp_path / "renamed.cert")
    assert v["board_confirmed"] is False and v["board_naming"].startswith("not confirmed")
    assert v["board_digest"] == verdict(path)["board_digest"]  # the edges are the board
    assert "is not confirmed by the checker" in refused(
        gg_check(str(tmp_path / "renamed.cert"), "--expect", "board=dodecagon"))
    genuine, _ = certify(tmp_path, "trail-trap", "P3xP4", name="genuine.cert")
    g = verdict(genuine)
    assert g["board_confirmed"] and g["board_digest"] != v["board_digest"]


def test_a_graph6_name_is_encoded_again(tmp_path):
    path, _ = certify(tmp_path, "trail-trap", "DQw")
    assert verdict(path)["board_naming"] == "the graph6 string of the edges as listed"
    cert = Certificate(path)
    cert.set_field("board", "DQo")  # one edge less
    assert "named DQo but its edges form: the graph6 string DQw" in refusal_of(cert, tmp_path)


def test_expectations_pin_every_field_they_do_not_name(tmp_path):
    after, report = certify(tmp_path, "trail-trap", "K6", "--moves", "0>1", name="after.cert")
    winner = f"winner={report['winner']}"  # right, so that only the start moves are wrong
    reason = refused(gg_check(str(after), "--expect", "board=K6", "--expect", winner))
    assert "for moves '0>1', not the default ''" in reason
    named = gg_check(str(after), "--expect", "board=K6", "--expect", "moves=0>1")
    assert named.returncode == 0, named.stderr
    variant, report = certify(tmp_path, "trail-trap", "K4", "--variant", "place-first",
                              name="variant.cert")
    assert "variant 'place-first', not the default 'standard'" in refused(
        gg_check(str(variant), "--claim", f"trail-trap K4: player {report['winner']} wins"))
    fresh, report = certify(tmp_path, "trail-trap", "K6", name="fresh.cert")
    claim = f"trail-trap K6: player {report['winner']} wins"
    assert gg_check(str(fresh), "--claim", claim).returncode == 0
    digest = report["certificate"]["board_digest"]
    assert gg_check(str(fresh), "--expect", f"board_digest={digest}").returncode == 0
    assert "board_digest" in refused(gg_check(str(after), "--expect", f"board_digest={digest}"))


def test_edge_colours_are_compared_with_edcn(tmp_path):
    four, _ = certify(tmp_path, "edge", "P6", "--colors", "4", name="four.cert")
    v = verdict(four)
    assert (v["colors"], v["edcn"], v["winner"]) == (4, 3, 2)
    assert "colours 4, EDCN 3" in gg_check(str(four)).stdout
    assert "4 colours, not the board's EDCN 3" in refused(
        gg_check(str(four), "--claim", "edge P6: player 2 wins"))
    assert gg_check(str(four), "--claim", "edge P6: player 2 wins",
                    "--expect", "colors=4").returncode == 0
    three, _ = certify(tmp_path, "edge", "P6", name="three.cert")
    assert gg_check(str(three), "--claim", "edge P6: player 1 wins").returncode == 0


def test_a_header_field_the_checker_does_not_read_is_refused(tmp_path):
    path, _ = certify(tmp_path, "trail-trap", "K4")
    cert = Certificate(path)
    cert.header.append(["colors", "3"])
    assert "the header field 'colors' is none the checker knows" in refusal_of(cert, tmp_path)


def test_a_wrong_claim_option_is_a_usage_error(tmp_path):
    path, _ = certify(tmp_path, "trail-trap", "K4")
    done = gg_check(str(path), "--claim", "trail-trap K4 player 1 wins")
    assert done.returncode == 2 and "--claim takes" in done.stderr
