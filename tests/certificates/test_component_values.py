"""Node Kayles certificates prove by component values (docs/certificates.md, "Component
values"): gg-check verifies every entry's value from its options or its map, then the start
position's sum, and refuses each kind of damage with the entry it fails at."""

import json

import pytest

from certificate_file import Certificate
from conftest import certify, gg_check, refusal_of


@pytest.mark.parametrize("board,moves,winner", [
    ("P13", "", 1), ("P14", "", 2), ("P60", "", 1), ("C64", "", 2), ("petersen", "", 1),
    ("P4xP5", "", None), ("P20", "3 11", None)])
def test_a_value_proof_verifies(tmp_path, board, moves, winner):
    path, report = certify(tmp_path, "node-kayles", board, *(["--moves", moves] if moves else []))
    if winner is not None:
        assert report["winner"] == winner
    assert ["proof", "components"] in Certificate(path).header
    done = gg_check(str(path), "--json")
    assert done.returncode == 0, done.stderr
    verdict = json.loads(done.stdout)
    assert verdict["winner"] == report["winner"] and verdict["moves"] == moves
    assert verdict["nodes"] == report["certificate"]["nodes"]


@pytest.fixture
def p13(tmp_path):
    path, _ = certify(tmp_path, "node-kayles", "P13")
    return Certificate(path)


def first_entry(cert, tag, size=1):
    return next(i for i, e in enumerate(cert.entries) if e[0] == tag and len(e[1]) >= size)


def test_a_wrong_value_is_refused(p13, tmp_path):
    i = first_entry(p13, "G", 3)
    p13.entries[i][2] += 1
    assert f"entry {i} (" in refusal_of(p13, tmp_path)
    assert "but its options give" in refusal_of(p13, tmp_path)


def test_a_component_used_before_its_entry_is_refused(p13, tmp_path):
    # An entry no map refers to, taken out (later references renumbered): a component
    # after it needs its value.
    referred = {e[2] for e in p13.entries if e[0] == "I"}
    i = next(k for k, e in enumerate(p13.entries) if e[0] == "G" and len(e[1]) >= 2
             and k not in referred)
    del p13.entries[i]
    for e in p13.entries:
        if e[0] == "I" and e[2] > i:
            e[2] -= 1
    assert "has no earlier entry" in refusal_of(p13, tmp_path)


def test_a_map_that_is_no_isomorphism_is_refused(p13, tmp_path):
    i = first_entry(p13, "I", 3)
    images = p13.entries[i][3]
    images[0], images[1] = images[1], images[0]
    assert "is not an isomorphism" in refusal_of(p13, tmp_path)


def test_a_map_onto_other_vertices_is_refused(p13, tmp_path):
    i = first_entry(p13, "I", 2)
    target = p13.entries[p13.entries[i][2]]
    p13.entries[i][2] = next(k for k, e in enumerate(p13.entries[:i]) if len(e[1]) != len(target[1]))
    assert "is not mapped onto the vertices of entry" in refusal_of(p13, tmp_path)


def test_a_reference_forward_is_refused(p13, tmp_path):
    i = first_entry(p13, "I")
    p13.entries[i][2] = i
    assert "refers to a later entry" in refusal_of(p13, tmp_path)


def test_a_disconnected_entry_is_refused(p13, tmp_path):
    p13.entries.append(["G", [0, 2], 0])
    assert "({0,2}) is not connected" in refusal_of(p13, tmp_path)


def test_a_repeated_entry_is_refused(p13, tmp_path):
    p13.entries.append(list(p13.entries[3]))
    assert "gives a component given before" in refusal_of(p13, tmp_path)


def test_vertices_out_of_order_or_off_the_board_are_refused(p13, tmp_path):
    i = first_entry(p13, "G", 2)
    p13.entries[i][1].reverse()
    assert "out of order or repeated" in refusal_of(p13, tmp_path)
    p13.entries[i][1] = [0, 99]
    assert "no vertex 99" in refusal_of(p13, tmp_path)


def test_a_false_claim_is_refused(p13, tmp_path):
    p13.set_field("winner", "2")
    assert "give player 1 the win, not player 2" in refusal_of(p13, tmp_path)


def test_an_unknown_kind_of_proof_is_refused(p13, tmp_path):
    p13.set_field("proof", "magic")
    p13.entries = None
    p13.tree = ["X"]
    assert "unknown kind of proof 'magic'" in refusal_of(p13, tmp_path)


def test_an_illegal_start_move_is_refused(p13, tmp_path):
    # The start moves are replayed by the same code as a tree's: vertex 13 is off P13, and a
    # vertex taken cannot be taken again.
    p13.set_field("moves", "13")
    assert "at the start: start move '13' is not a legal move here" in refusal_of(p13, tmp_path)
    p13.set_field("moves", "4 4")
    assert "after the moves: 4: start move '4' is not a legal move here" in \
        refusal_of(p13, tmp_path)
