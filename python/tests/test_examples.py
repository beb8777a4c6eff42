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


def test_cost_sample_takes_up_a_row_at_its_limit_from_its_table(tmp_path):
    script = os.path.join(os.path.dirname(__file__), "..", "..", "scripts", "cost_sample.py")
    out, tables = tmp_path / "sample.tsv", tmp_path / "tables"

    def run(*extra):
        done = subprocess.run([sys.executable, script, "run", "trails", "5", "--empty", "20",
                               "--count", "2", "--out", str(out), "--gg", os.environ["GG_BIN"],
                               *extra], capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        lines = out.read_text().splitlines()
        header = lines[0].split("\t")
        return [dict(zip(header, line.split("\t"))) for line in lines[1:]]

    # Two positions of 5 x 5 with 20 empty cells (67,000 and 167,000 nodes): both stop at the
    # limit, and a run without tables leaves such rows as they are.
    stopped = run("--tables", str(tables), "--", "--tt-mb", "16", "--max-nodes", "20000")
    assert [r["limit_reached"] for r in stopped] == ["1", "1"]
    assert run("--", "--tt-mb", "16") == stopped
    # With the tables they go on where they stopped, and their rows are replaced: --index
    # takes up one of them, a run without it the rest.
    one = run("--tables", str(tables), "--index", "1", "--", "--tt-mb", "16")
    assert one[0] == stopped[0] and one[1]["index"] == "1" and one[1]["limit_reached"] == "0"
    went_on = sorted(run("--tables", str(tables), "--", "--tt-mb", "16"), key=lambda r: r["index"])
    assert [r["index"] for r in went_on] == ["0", "1"] and went_on[1] == one[1]
    for before, after in zip(stopped, went_on):
        assert after["limit_reached"] == "0" and after["moves"] == before["moves"]
        assert int(after["nodes"]) > int(before["nodes"]) >= 20000
        fresh = subprocess.run([os.environ["GG_BIN"], "solve", "trails", "5", "--moves",
                                after["moves"], "--winner-only", "--json"],
                               capture_output=True, text=True, timeout=300)
        assert json.loads(fresh.stdout)["winner"] == int(after["winner"])
    assert (tables / "gg").exists()
