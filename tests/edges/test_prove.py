"""gg prove at its edges: killed with SIGKILL at random moments and resumed, keeping what
finished a second before the kill, divided into shards on the command line and merged back
(from databases and from exported tables), and every misuse refused with one line and exit 2."""

import json
import random
import subprocess
import time

from conftest import gg, gg_binary, one_line_error


def solved_winner(game, board):
    done = gg("solve", game, board, "--winner-only", "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)["winner"]


def status(db):
    done = gg("prove", "--status", "--db", db, "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_killed_at_random_moments_a_proof_resumes_to_the_solved_winner(tmp_path):
    # A proof of a few seconds (workers keep their tables across subproblems, so K8 at any
    # budget ends before the first kill).
    db = str(tmp_path / "p5xp6.db")
    command = [gg_binary(), "prove", "trail-trap", "P5xP6", "--budget", "3000", "--jobs", "2",
               "--db", db]
    rng = random.Random(20261126)
    kills = 0
    for _ in range(8):
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        time.sleep(rng.uniform(0.05, 0.6))
        if process.poll() is not None:
            break
        process.kill()  # SIGKILL: no chance to tidy up
        process.wait()
        kills += 1
        assert status(db)["contradiction"] is None
    assert kills >= 2, "the proof should outlast at least two kills"
    done = subprocess.run(command + ["--json"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["winner"] == solved_winner("trail-trap", "P5xP6")
    after = status(db)
    assert after["winner"] == result["winner"] and after["contradiction"] is None
    assert after["counts"]["open"] == 0


def test_a_killed_proof_keeps_what_finished_a_second_before(tmp_path):
    # Outcomes are written in batches at most a second apart (docs/prove.md): a run killed
    # after three seconds has written the subproblems of its first seconds. Game of Cycles
    # P3xP4 at budget 200 solves thousands of small subproblems a second, for minutes.
    db = str(tmp_path / "p3xp4.db")
    process = subprocess.Popen([gg_binary(), "prove", "cycles", "P3xP4", "--budget", "200",
                                "--jobs", "1", "--tt-mb", "16", "--db", db],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    time.sleep(3)
    finished = process.poll() is not None
    process.kill()
    process.wait()
    counts = status(db)["counts"]
    # Every finished attempt adds its nodes to one of these (solved, or stopped or split).
    assert finished or counts["solved_nodes"] + counts["spent_nodes"] > 0, counts
    assert status(db)["contradiction"] is None


def test_shards_on_the_command_line_merge_to_the_answer(tmp_path):
    shards = []
    for i in range(3):
        db = str(tmp_path / f"s{i}.db")
        done = gg("prove", "trails", "4", "--budget", "200", "--split-depth", "2", "--shard",
                  f"{i}/3", "--db", db, "--json")
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["shard"] == f"{i}/3"
        shards.append(db)
    merged = str(tmp_path / "all.db")
    done = gg("prove", "--merge", *shards, "--db", merged)
    assert done.returncode == 0, done.stderr
    assert "player 2 wins" in done.stdout
    assert status(merged)["winner"] == solved_winner("trails", "4") == 2

    # The exported table is what a repository keeps; merged into a fresh database it resumes.
    table = str(tmp_path / "trails4.tsv")
    assert gg("prove", "--export", table, "--db", merged).returncode == 0
    fresh = str(tmp_path / "fresh.db")
    assert gg("prove", "--merge", table, "--db", fresh).returncode == 0
    assert status(fresh)["winner"] == 2
    # Each solved row names the command that solves it alone.
    rows = [line.split("\t") for line in open(table) if not line.startswith("#")][1:]
    commands = [r[-1].strip() for r in rows if r[3] == "solved" and r[0]]
    assert commands and all(c.startswith("gg solve trails 4 --moves '") for c in commands)


def test_the_estimate_rests_on_the_cost_of_each_depth(tmp_path):
    db = str(tmp_path / "t4.db")
    assert gg("prove", "trails", "4", "--budget", "20", "--db", db).returncode == 0
    table = str(tmp_path / "t4.tsv")
    assert gg("prove", "--export", table, "--db", db).returncode == 0
    # Reopen every solved node at depth 2 or more but the first two at depth 2, as if their
    # attempts had not run yet (the winners above them are derived again).
    lines = open(table).read().splitlines(keepends=True)
    reopened, kept = 0, 0
    for i, line in enumerate(lines):
        cells = line.split("\t")
        if line.startswith(("#", "path\t")) or cells[3] != "solved":
            continue
        depth = len(cells[0].split())
        if depth >= 3 or (depth == 2 and (kept := kept + 1) > 2):
            cells[3:7] = ["open", "0", "0", "0.000"]
            cells[-1] = "\n"
            lines[i] = "\t".join(cells)
            reopened += 1
    partial = str(tmp_path / "partial.tsv")
    open(partial, "w").write("".join(lines))
    fresh = str(tmp_path / "partial.db")
    assert gg("prove", "--merge", partial, "--db", fresh).returncode == 0
    result = status(fresh)
    assert result["winner"] is None
    rows = result["depth_costs"]
    assert rows and all(set(r) == {"depth", "decided", "open", "mean_nodes", "mean_seconds",
                                   "expected_nodes", "expected_seconds"} for r in rows)
    assert sum(r["open"] for r in rows) == result["counts"]["open"] > 0
    measured = [r for r in rows if r["decided"] > 0]
    for r in rows:
        if r["open"] == 0:
            continue
        deeper = [m["mean_nodes"] for m in measured if m["depth"] >= r["depth"]]
        assert r["expected_nodes"] == (max(deeper) if deeper else measured[-1]["mean_nodes"])
    total = sum(r["open"] * r["expected_nodes"] for r in rows)
    assert abs(result["counts"]["estimated_nodes"] - total) <= 1
    text = gg("prove", "--status", "--db", fresh).stdout
    assert "estimate for the rest" in text and "cost of deciding a node, by depth" in text

    # The rest by a sampled growth (scripts/cost_sample.py fit --json): each open subproblem
    # still needed at one search of a position with its empty cells (16 - depth on 4 x 4).
    import math
    model = {"game": "trails", "board": "4", "cells": 16, "positions": 30, "intercept": -1.5,
             "slope": 0.35, "x_mean": 12.0, "sxx": 80.0, "residual_log10": 0.6, "t": 2.05}
    model_file = tmp_path / "model.json"
    model_file.write_text(json.dumps([dict(model, board="5"), model]))
    done = gg("prove", "--status", "--db", fresh, "--json", "--depth", "64", "--cost-model",
              str(model_file))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    decided = {r["path"] for r in result["tree"] if r["winner"] is not None}
    open_depths = [r["depth"] for r in result["tree"] if r["state"] == "open" and
                   r["winner"] is None and not any(
                       " ".join(r["path"].split()[:k]) in decided for k in range(r["depth"]))]
    expected = {"open": len(open_depths), "nodes": 0.0, "nodes_low": 0.0, "nodes_high": 0.0}
    for depth in open_depths:
        empty = 16 - depth
        centre = model["intercept"] + model["slope"] * empty
        half = model["t"] * model["residual_log10"] * math.sqrt(
            1 / model["positions"] + (empty - model["x_mean"]) ** 2 / model["sxx"])
        expected["nodes"] += 10 ** centre
        expected["nodes_low"] += 10 ** (centre - half)
        expected["nodes_high"] += 10 ** (centre + half)
    sampled = result["sampled_estimate"]
    assert sampled["open"] == expected["open"] == result["counts"]["open"] > 0
    for key in ("nodes", "nodes_low", "nodes_high"):
        assert math.isclose(sampled[key], expected[key], rel_tol=1e-9), key
    text = gg("prove", "--status", "--db", fresh, "--cost-model", str(model_file)).stdout
    assert "estimate by the sampled growth" in text


def test_a_rerun_by_database_alone_resumes_the_stored_position(tmp_path):
    db = str(tmp_path / "p.db")
    first = gg("prove", "trails", "4", "--db", db, "--budget", "300", "--max-seconds", "0.001")
    assert first.returncode in (0, 3), first.stderr
    done = gg("prove", "--db", db, "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert (result["game"], result["board"], result["winner"]) == ("trails", "4", 2)
    assert result["budget"] == 300


def test_misuse_is_refused_with_one_line(tmp_path):
    db = str(tmp_path / "p.db")
    assert gg("prove", "trails", "3", "--db", db).returncode == 0
    census = str(tmp_path / "census.db")
    assert gg("census", "trail-trap", "--order", "3", "--db", census).returncode == 0
    model = tmp_path / "model.json"
    model.write_text(json.dumps({"game": "trails", "board": "5"}))
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"game": "trails", "board": "3", "cells": 9, "positions": 5,
                                  "intercept": 1}))
    cases = [
        (["prove", "--status", "--db", str(tmp_path / "missing.db")], "does not exist"),
        (["prove", "trails", "3", "--db", census], "holds no proof"),
        (["prove", "trails", "4", "--db", db], "holds the proof of trails 3"),
        (["prove", "--status", "--export", "-", "--db", db], "separate modes"),
        (["prove", "trails", "3", "--status", "--db", db], "give no game"),
        (["prove", "--db", str(tmp_path / "new.db")], "does not exist"),
        (["prove", "trails", "3", "--shard", "3/2", "--split-depth", "1", "--db",
          str(tmp_path / "a.db")], "i must be below m"),
        (["prove", "trails", "3", "--shard", "1/2", "--db", str(tmp_path / "b.db")],
         "--split-depth"),
        (["prove", "trails", "3", "--shard", "1/2", "--split-depth", "1", "--db", db],
         "another division"),
        (["prove", "cycles", "C7", "--players", "3", "--db", str(tmp_path / "c.db")],
         "two-player"),
        (["prove", "--merge", census, "--db", db], "holds no proof"),
        (["prove", "--db", db, "--cost-model", census], "add --status"),
        (["prove", "--status", "--db", db, "--cost-model", census], "not JSON"),
        (["prove", "--status", "--db", db, "--cost-model", str(model)], "no fit for trails 3"),
        (["prove", "--status", "--db", db, "--cost-model", str(broken)], "no number 'slope'"),
    ]
    for args, words in cases:
        line = one_line_error(gg(*args))
        assert words in line, (args, line)
