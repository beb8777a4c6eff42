"""Certificates split into parts (docs/certificates.md, "Parts"): each position some plies in
is proven by a certificate of its own, named by its digest in FILE.parts; gg-check verifies
the parts where the proof names them, and refuses a part that is missing, damaged, for
another position or for another board."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from certificate_file import Certificate, first
from conftest import binary, certify, gg, gg_check, on_terminal, refusal_of, refused


def split(tmp_path, game, board, plies, name="split.cert"):
    return certify(tmp_path, game, board, "--certificate-split", str(plies), name=name)


def parts_of(path):
    return sorted((path.parent / (path.name + ".parts")).glob("*.cert"))


def index_of(path):
    lines = (path.parent / (path.name + ".parts") / "index.tsv").read_text().splitlines()
    return [line.split("\t") for line in lines]


@pytest.mark.parametrize("game, board, plies", [("cycles", "W8", 1), ("cycles", "W8", 3),
                                                ("trail-trap", "K6", 2), ("trails", "3", 2),
                                                ("edge", "P10", 2)])
def test_a_split_certificate_verifies_with_the_winner_of_the_whole(tmp_path, game, board, plies):
    whole, whole_report = certify(tmp_path, game, board, name="whole.cert")
    path, report = split(tmp_path, game, board, plies)
    assert report["winner"] == whole_report["winner"]
    written = report["certificate"]
    assert written["parts"] == len(parts_of(path)) == len(index_of(path)) > 0
    assert written["parts_reused"] == 0
    done = gg_check(str(path), "--json")
    assert done.returncode == 0, done.stderr
    verdict = json.loads(done.stdout)
    assert verdict["winner"] == whole_report["winner"]
    assert verdict["parts"] == written["parts"]
    assert verdict["sha256"] == written["sha256"]
    # Every part is a certificate of its own, for the position its index line names.
    for moves, digest, nodes, positions in index_of(path):
        part = path.parent / (path.name + ".parts") / (digest + ".cert")
        done = gg_check(str(part), "--json", "--expect", f"moves={moves}")
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["positions"] == int(positions)


def test_a_rerun_takes_the_parts_already_written(tmp_path):
    path, first_run = split(tmp_path, "cycles", "W8", 3)
    parts = parts_of(path)
    parts[0].unlink()  # as if the first run had been stopped while writing this one
    path.unlink()
    with open(path.parent / (path.name + ".parts") / "index.tsv", "a") as index:
        index.write("0>1 2>3\tnot-a-digest\t1\t2\n0>1\t" + "0" * 64 + "\tmany\t1\n0>1\t")
    again = gg("solve", "cycles", "W8", "--json", "--certificate", str(path),
               "--certificate-split", "3")
    assert again.returncode == 0, again.stderr
    written = json.loads(again.stdout)["certificate"]
    assert written["parts"] == first_run["certificate"]["parts"]
    assert written["parts_reused"] == written["parts"] - 1
    # The part written again may differ (the engine's table differs when it is written), so
    # the root's digest may too; the other parts are the files of the first run.
    assert set(parts[1:]) <= set(parts_of(path))
    assert len(parts_of(path)) == len(parts)
    assert gg_check(str(path)).returncode == 0


@pytest.fixture(scope="module")
def w8_written(tmp_path_factory):
    """A Game of Cycles W8 certificate split three plies in, written once for the module."""
    path, _ = split(tmp_path_factory.mktemp("w8"), "cycles", "W8", 3)
    return path


@pytest.fixture
def w8(w8_written, tmp_path):
    """A copy of the W8 certificate and its parts in the test's own directory (tests damage
    it), and its parsed root."""
    path = tmp_path / w8_written.name
    shutil.copy(w8_written, path)
    shutil.copytree(w8_written.parent / (w8_written.name + ".parts"),
                    tmp_path / (path.name + ".parts"))
    return path, Certificate(path)


def damaged_root(w8, tmp_path):
    """The root with its parts beside it under the name refusal_of writes."""
    path, cert = w8
    (tmp_path / "damaged.cert.parts").symlink_to(path.parent / (path.name + ".parts"))
    return cert


def test_a_missing_part_is_refused(w8, tmp_path):
    path, _ = w8
    parts_of(path)[0].unlink()
    reason = refused(gg_check(str(path)))
    assert "cannot open" in reason and ": part " in reason


def test_a_damaged_part_is_refused(w8, tmp_path):
    path, _ = w8
    part = parts_of(path)[0]
    data = bytearray(part.read_bytes())
    data[-3] ^= 0x10
    part.write_bytes(bytes(data))
    assert f"part '{part.stem}': " in refused(gg_check(str(path)))


def test_a_part_named_for_another_position_is_refused(w8, tmp_path):
    cert = damaged_root(w8, tmp_path)
    first_part, second_part = [], []

    def collect(node):
        if node[0] == "P":
            (second_part if first_part else first_part).append(node)
        for child in ([node[2]] if node[0] == "M" else
                      [c for _, c in node[1]] if node[0] == "A" else []):
            collect(child)

    collect(cert.tree)
    first_part[0][1], second_part[0][1] = second_part[0][1], first_part[0][1]
    assert "it proves the position after" in refusal_of(cert, tmp_path)


def test_a_part_for_another_board_is_refused(w8, tmp_path):
    path, _ = w8
    cert = damaged_root(w8, tmp_path)
    node = first(cert.tree, "P")
    part = Certificate(path.parent / (path.name + ".parts") / (node[1] + ".cert"))
    part.set_field("variant", "strict")  # a rule the root does not state
    node[1] = part.write(path.parent / (path.name + ".parts") / "other.cert")
    (path.parent / (path.name + ".parts") / "other.cert").rename(
        path.parent / (path.name + ".parts") / (node[1] + ".cert"))
    assert "its header names another game, board, rules or claim" in \
        refusal_of(cert, tmp_path)


def test_a_part_must_be_named_by_a_digest(w8, tmp_path):
    cert = damaged_root(w8, tmp_path)
    first(cert.tree, "P")[1] = "../../etc/passwd"
    assert "a part is named by its digest" in refusal_of(cert, tmp_path)


def test_parts_apart_are_left_to_runs_of_their_own(w8):
    """--parts-apart checks the root and each part's seal and header and lists the parts: the
    verdict stays open (exit 3, never "verified") until the parts are checked, and the runs
    of the parts add up to the check of the whole."""
    path, _ = w8
    whole = json.loads(gg_check(str(path), "--json").stdout)
    assert whole["parts_apart"] == [] and whole["parts_unchecked"] == []
    done = gg_check(str(path), "--json", "--parts-apart")
    assert done.returncode == 3, done.stderr
    root = json.loads(done.stdout)
    assert root["verified"] is False and root["sha256"] == whole["sha256"]
    assert root["parts"] == whole["parts"] == len(root["parts_apart"])
    assert root["parts_unchecked"] == root["parts_apart"]
    index = {digest: moves for moves, digest, _, _ in index_of(path)}
    positions, nodes = root["positions"], root["nodes"]
    for part in root["parts_apart"]:
        digest = part["file"].rsplit("/", 1)[1][:-len(".cert")]
        assert index[digest] == part["moves"]
        alone = json.loads(gg_check(part["file"], "--json").stdout)
        assert alone["verified"] and alone["sha256"] == digest
        assert alone["moves"] == part["moves"]
        positions, nodes = positions + alone["positions"], nodes + alone["nodes"]
    assert (positions, nodes) == (whole["positions"], whole["nodes"])
    text = gg_check(str(path), "--parts-apart").stdout
    assert text.startswith(f"not verified ({root['parts']} parts unchecked): player ")
    assert text.count("  part ") == root["parts"]
    # Named together, the root and all its parts are checked in one run: exit 0.
    files = [p["file"] for p in root["parts_apart"]]
    together = gg_check(str(path), *files, "--parts-apart", "--json")
    assert together.returncode == 0, together.stderr
    verdicts = [json.loads(line) for line in together.stdout.splitlines()]
    assert len(verdicts) == 1 + len(files) and all(v["verified"] for v in verdicts)
    assert sorted(v["sha256"] for v in verdicts) == sorted([whole["sha256"]] + [
        f.rsplit("/", 1)[1][:-len(".cert")] for f in files])


def test_apart_a_part_that_proves_nothing_is_refused_by_its_own_run(w8, tmp_path):
    path, _ = w8
    cert = damaged_root(w8, tmp_path)
    node = first(cert.tree, "P")
    parts = path.parent / (path.name + ".parts")
    part = Certificate(parts / (node[1] + ".cert"))
    first(part.tree, "M")[1] = "0>0"  # sealed anew: only a walk of its tree can tell
    node[1] = part.write(parts / "forged.cert")
    forged = parts / (node[1] + ".cert")
    (parts / "forged.cert").rename(forged)
    cert.write(tmp_path / "damaged.cert")
    assert gg_check(str(tmp_path / "damaged.cert"), "--parts-apart").returncode == 3
    assert "is not a legal move" in refused(gg_check(str(forged)))
    assert f"part '{forged.stem}': " in refused(gg_check(str(tmp_path / "damaged.cert")))
    named = gg_check(str(tmp_path / "damaged.cert"), str(forged), "--parts-apart")
    assert named.returncode == 1 and f"{forged.name} is refused" in named.stderr


def test_apart_a_missing_part_is_still_refused(w8):
    path, _ = w8
    parts_of(path)[0].unlink()
    assert "cannot open" in refused(gg_check(str(path), "--parts-apart"))


def test_splitting_needs_a_certificate_and_a_winner(tmp_path):
    alone = gg("solve", "cycles", "W8", "--certificate-split", "1")
    assert alone.returncode == 2 and "--certificate-split needs --certificate" in alone.stderr
    three = gg("solve", "cycles", "C6", "--players", "3", "--certificate",
               str(tmp_path / "c6.cert"), "--certificate-split", "1")
    assert three.returncode == 2 and "only where a player wins" in three.stderr


def test_the_writer_shows_progress_on_a_terminal_only(tmp_path):
    def command(board, name):  # a file of its own each time: a rerun would find the parts
        return [binary("GG_BIN"), "solve", "cycles", board, "--winner-only", "--certificate",
                str(tmp_path / name), "--certificate-split", "1"]

    # The first progress line comes after a second of writing, so the board is the first of
    # the wheels whose writing takes over two seconds on this build (W9 under ASan, W11 in
    # Release): the piped run that measures it is quiet although it lasts long enough to show.
    for board in ("W9", "W10", "W11", "W12"):
        piped = subprocess.run(command(board, board + ".cert") + ["--json"], capture_output=True,
                               text=True, timeout=600)
        assert piped.returncode == 0 and piped.stderr == ""
        if json.loads(piped.stdout)["certificate"]["seconds"] > 2:
            break
    else:
        pytest.fail("no wheel up to W12 took two seconds to write")
    done, shown = on_terminal(command(board, "shown.cert"))
    assert done.returncode == 0 and "Certificate:" in done.stdout
    assert b"certificate: " in shown and b"positions proven" in shown and b"parts done" in shown
    assert shown.endswith(b"\r\x1b[K")  # the line is cleared before the results


PARTS_PROGRESS = Path(__file__).parent.parent.parent / "scripts" / "parts_progress.py"


def parts_progress(path, *args):
    return subprocess.run([sys.executable, str(PARTS_PROGRESS), str(path), *args],
                          capture_output=True, text=True)


def test_parts_progress_sums_the_index_by_branch(w8):
    """scripts/parts_progress.py: a long run's measured tree, branch by branch."""
    path, _ = w8
    done = parts_progress(path, "--plies", "2")
    assert done.returncode == 0, done.stderr
    header, *rows = [line.split("\t") for line in done.stdout.splitlines()]
    assert header == ["branch", "state", "parts", "nodes", "positions", "bytes"]
    index = index_of(path)
    assert [row[0] for row in rows] == list(dict.fromkeys(
        " ".join(moves.split()[:2]) for moves, *_ in index))
    assert all(row[1] == "done" for row in rows)
    assert sum(int(row[2]) for row in rows) == len(index)
    assert sum(int(row[3]) for row in rows) == sum(int(line[2]) for line in index)
    assert sum(int(row[4]) for row in rows) == sum(int(line[3]) for line in index)
    assert sum(int(row[5]) for row in rows) == sum(p.stat().st_size for p in parts_of(path))
    # While the root is not written, the last branch is still being written.
    path.unlink()
    with open(path.parent / (path.name + ".parts") / "index.tsv", "a") as cut:
        cut.write("0>1\t")  # a line a stopped run cut off
    again = parts_progress(path)
    assert again.returncode == 0, again.stderr
    assert "1 line(s) not a finished part" in again.stderr
    states = [line.split("\t")[1] for line in again.stdout.splitlines()[1:]]
    assert states[-1] == "open" and set(states[:-1]) <= {"done"}
    # A part listed without its file: the directory is not what the index says.
    parts_of(path)[0].unlink()
    missing = parts_progress(path)
    assert missing.returncode != 0 and "listed in index.tsv but missing" in missing.stderr
