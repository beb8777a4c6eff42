"""gg solve --table-file at its edges: stopped by Ctrl-C or killed with SIGKILL at random
moments (during a save too), a search goes on from the table it saved last, to the winner of
a fresh solve; and scripts/solve_in_sittings.py takes a position to its end in sittings."""

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from conftest import gg, gg_binary

# Trails 5 x 5 after four moves: about half a million nodes, player 1 wins.
POSITION = ["trails", "5", "--moves", "/c3 \\b2 /d4 \\c2", "--winner-only", "--tt-mb", "64"]


def fresh_winner_line():
    done = gg("solve", *POSITION)
    assert done.returncode == 0, done.stderr
    return next(line for line in done.stdout.splitlines() if line.startswith("Winner"))


def test_ctrl_c_saves_the_table_and_the_same_command_goes_on(tmp_path):
    table = str(tmp_path / "t.table")
    # Trails 5 x 5 after two moves: millions of nodes, still searching when the signal comes.
    command = [gg_binary(), "solve", "trails", "5", "--moves", "/c3 \\b2", "--winner-only",
               "--tt-mb", "64", "--table-file", table]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               text=True)
    time.sleep(1.0)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate()
    assert process.returncode == 130, err
    assert f"the table is kept in {table}" in err
    header = Path(table).read_bytes()[:2000].decode("ascii", "replace")
    assert int(header.split("\nnodes ")[1].split("\n")[0]) > 0
    # The same command takes the table up (a foreign or damaged one would be exit 2).
    again = subprocess.run(command + ["--max-nodes", "1000"], capture_output=True, text=True)
    assert again.returncode == 3, again.stderr
    assert f"the table is kept in {table}" in again.stderr


def test_killed_at_random_moments_the_table_is_whole_and_the_search_ends_right(tmp_path):
    table = str(tmp_path / "t.table")
    # Sittings of a tenth of a second, each ending in a save that a kill may cut.
    command = [gg_binary(), "solve", *POSITION, "--table-file", table, "--max-seconds", "0.1"]
    rng = random.Random(20261130)
    for _ in range(12):
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.05, 0.4))
        process.kill()
        process.wait()
    # Whatever the kills left, the file is a whole table or none, never a damaged one.
    done = subprocess.run(command[:-2], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert fresh_winner_line() in done.stdout


def test_solve_in_sittings_records_each_sitting_to_the_winner(tmp_path):
    script = Path(__file__).resolve().parents[2] / "scripts" / "solve_in_sittings.py"
    log = tmp_path / "sittings.tsv"
    command = [sys.executable, str(script), *POSITION[:2], "--table", str(tmp_path / "t.table"),
               "--log", str(log), "--sitting-seconds", "120", "--gg", gg_binary(), "--",
               *POSITION[2:], "--max-nodes", "150000"]  # sittings of a fixed size, on any build
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    rows = [line.split("\t") for line in log.read_text().splitlines()[1:]]
    assert len(rows) >= 3, rows
    assert all(row[3] == "open" for row in rows[:-1])
    assert rows[-1][3] == "P" + fresh_winner_line().rsplit(" ", 1)[1]
    nodes = [int(row[2]) for row in rows]
    assert nodes == sorted(nodes) and nodes[-1] > 0
    # A rerun of a decided position is one more sitting of one node.
    again = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert again.returncode == 0, again.stderr
    last = log.read_text().splitlines()[-1].split("\t")
    assert last[3] == rows[-1][3] and int(last[2]) == nodes[-1] + 1
