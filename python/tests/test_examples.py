"""The examples run as they are written."""

import json
import os
import subprocess
import sys


def test_python_tour(tmp_path):
    script = os.path.join(os.environ["GG_EXAMPLES"], "python_tour.py")
    done = subprocess.run([sys.executable, script, str(tmp_path)], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert "C3: player" in done.stdout and "census, order 6: 112 graphs" in done.stdout
    assert (tmp_path / "trail-trap-grid.svg").read_text().count("<svg") == 1


def test_sample_crosscheck_compares_both_solvers():
    script = os.path.join(os.path.dirname(__file__), "..", "..", "scripts",
                          "sample-crosscheck.py")
    done = subprocess.run([sys.executable, script, "trail-trap", "K7", "--plies", "4..10",
                           "--count", "3", "--min-nodes", "10", "--gg",
                           os.environ["GG_BIN"], "--", "--no-symmetry"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(rows) == 3
    decided = [row for row in rows if "dfpn" in row]
    assert decided and all(row["dfpn"] == row["negamax"] for row in decided)
    assert f"{len(decided)} positions decided by both solvers, {len(decided)} agree" in done.stderr
