#!/usr/bin/env python3
"""Measures how a game's search cost grows with the empty cells left, to estimate a board too big to solve.

`run` draws random reachable positions with a given number of empty cells (random legal moves from
the empty board; a position already over is drawn again), solves each winner-only with
`gg solve`, and appends one row per position to a TSV file as soon as it is decided, so a run
can be stopped at any time and started again: rows already in the file are not redone.

`fit` fits log10(nodes) = a + b * empty by least squares per board over the positions of the
--levels largest empty counts sampled (at low counts most random positions are decided in a few
nodes, and the growth there says nothing of the opening), and extrapolates to the empty board
with two 95% intervals: the line's (how well the growth is pinned) and a single position's (the
line's plus the scatter of positions at one count, which spans orders of magnitude).

    PYTHONPATH=build/release/python python3 scripts/cost_sample.py run trails 6 \\
        --empty 28 --count 10 --out docs/data/trails-cost-sample.tsv -- --tt-mb 2048
    python3 scripts/cost_sample.py fit docs/data/trails-cost-sample.tsv
    python3 scripts/cost_sample.py fit docs/data/trails-cost-sample.tsv --page docs/games/trails.md

With --page the fit is written as Markdown into the page, between the lines
`<!-- cost-sample -->` and `<!-- /cost-sample -->`; with --check too, nothing is written and the
exit status is 1 when the page's table is not what the data gives (`make test` checks it).

Positions are seeded by (game, board, empty, index): the same command draws the same
positions on every machine.

With --tables DIR each position's search keeps its table in DIR (`gg solve --table-file`,
docs/cli.md), and a rerun takes up the rows that stopped at their limit instead of skipping
them: the search goes on from its table and the row is replaced by one with the nodes and
seconds of all runs. The runs use a copy of gg kept in DIR (tables are bound to the binary).
--index I takes up (or solves) the position of index I alone.

    PYTHONPATH=build/release/python python3 scripts/cost_sample.py run trails 7 \\
        --empty 29 --count 5 --seconds 3600 --tables t7 --out docs/data/trails-cost-sample.tsv
"""
import argparse
import csv
import json
import math
import os
import random
import re
import statistics
import subprocess
import sys

from doc_blocks import write_blocks
from table_files import kept_binary, table_nodes, table_seconds

COLUMNS = ["game", "board", "cells", "empty", "index", "moves", "winner", "nodes", "seconds",
           "limit_reached", "flags"]


def random_position(game, board, plies, seed):
    import graphgames  # only `run` needs the module

    rng = random.Random(seed)
    while True:
        position = graphgames.Position(game, board)
        for _ in range(plies):
            if position.is_over():
                break
            position.play(rng.choice(position.legal_moves()))
        if not position.is_over():
            return list(position.history)


def read_rows(path):
    if not os.path.exists(path):
        return []
    with open(path, newline="") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def solve(gg, game, board, moves, seconds, flags, table=None):
    """gg solve's report, or at a limit {"winner": None, "nodes", "seconds"} from its message.
    With `table` (a table file) the nodes and seconds are those of every run that filled it."""
    command = [gg, "solve", game, board, "--moves", " ".join(moves), "--winner-only", "--json",
               "--max-seconds", str(seconds)] + flags
    if table:
        command += ["--table-file", table]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode == 3 and table:  # the table was saved with the runs' counts
        return {"winner": None, "nodes": table_nodes(table), "seconds": table_seconds(table)}
    if done.returncode == 3:  # "stopped by --max-seconds ... (892928 nodes, 1.0 s)"
        cost = re.search(r"\((\d+) nodes, ([0-9.]+) s\)", done.stderr)
        if cost:
            return {"winner": None, "nodes": int(cost[1]), "seconds": float(cost[2])}
    if done.returncode != 0:
        sys.exit(f"cost_sample: {' '.join(command)} failed: {done.stderr.strip()}")
    report = json.loads(done.stdout)
    if table and "table_file" in report:
        report["nodes"] = report["table_file"]["nodes_in_all"]
        report["seconds"] += report["table_file"]["seconds_before"]
    return report


def run(args):
    import graphgames

    cells = len(graphgames.Position(args.game, args.board).legal_moves())
    plies = cells - args.empty
    if plies < 0:
        sys.exit(f"cost_sample: --empty {args.empty} is more than the board's {cells} cells")
    def key_of(row):
        return (row["game"], row["board"], str(row["empty"]), str(row["index"]))

    gg = args.gg
    if args.tables:
        os.makedirs(args.tables, exist_ok=True)
        gg = kept_binary(args.gg, os.path.join(args.tables, "gg"))
    # With tables, a row at its limit is taken up again; otherwise every row stands.
    done = {key_of(r) for r in read_rows(args.out)
            if not args.tables or r["limit_reached"] == "0"}
    if not os.path.exists(args.out):
        with open(args.out, "w", newline="") as out:
            csv.DictWriter(out, COLUMNS, delimiter="\t", lineterminator="\n").writeheader()
    for index in [args.index] if args.index is not None else range(args.count):
        key = (args.game, args.board, str(args.empty), str(index))
        if key in done:
            continue
        moves = random_position(args.game, args.board, plies,
                                f"{args.game}/{args.board}/{args.empty}/{index}")
        table = (os.path.join(args.tables, f"{args.game}-{args.board}-{args.empty}-{index}.table")
                 if args.tables else None)
        report = solve(gg, args.game, args.board, moves, args.seconds, args.flags, table)
        limited = report.get("winner") is None
        row = {"game": args.game, "board": args.board, "cells": cells, "empty": args.empty,
               "index": index, "moves": " ".join(moves),
               "winner": "" if limited else report["winner"], "nodes": report["nodes"],
               "seconds": f"{report['seconds']:.1f}", "limit_reached": int(limited),
               "flags": " ".join(args.flags)}
        # The row replaces an earlier one of the position (at its limit), written whole
        # through a temporary file: a stop at any moment leaves the old file or the new.
        rows = [r for r in read_rows(args.out) if key_of(r) != key] + [row]
        with open(args.out + ".partial", "w", newline="") as out:
            writer = csv.DictWriter(out, COLUMNS, delimiter="\t", lineterminator="\n")
            writer.writeheader()
            writer.writerows(rows)
        os.replace(args.out + ".partial", args.out)
        print(f"{args.board} empty {args.empty} #{index}: {report['nodes']:,} nodes, "
              f"{report['seconds']:.1f} s{' (limit)' if limited else ''}", file=sys.stderr)


def t_quantile_975(df):
    """The 97.5% quantile of Student's t (Cornish-Fisher expansion; within 0.2% for df >= 3)."""
    z = 1.959963984540054
    g1 = (z**3 + z) / 4
    g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
    g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
    g4 = (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160
    return z + g1 / df + g2 / df**2 + g3 / df**3 + g4 / df**4


def fit_board(rows, levels):
    """Least squares of log10(nodes) on empty cells: the line and what it says of the root."""
    top = sorted({int(r["empty"]) for r in rows})[-levels:]
    rows = [r for r in rows if int(r["empty"]) in top]
    xs = [float(r["empty"]) for r in rows]
    ys = [math.log10(max(1, int(r["nodes"]))) for r in rows]
    n = len(xs)
    if n < 3 or len(set(xs)) < 2:
        return None
    x_mean, y_mean = statistics.fmean(xs), statistics.fmean(ys)
    sxx = sum((x - x_mean) ** 2 for x in xs)
    slope = sum((x - x_mean) * (y - y_mean) for x, y in zip(xs, ys)) / sxx
    intercept = y_mean - slope * x_mean
    residual = math.sqrt(sum((y - intercept - slope * x) ** 2 for x, y in zip(xs, ys)) / (n - 2))
    cells = int(rows[0]["cells"])
    centre = intercept + slope * cells
    t = t_quantile_975(n - 2)
    line_half = t * residual * math.sqrt(1 / n + (cells - x_mean) ** 2 / sxx)
    single_half = t * residual * math.sqrt(1 + 1 / n + (cells - x_mean) ** 2 / sxx)
    by_empty = {}
    for x, r in zip(xs, rows):
        by_empty.setdefault(int(x), []).append(int(r["nodes"]))
    return {
        "board": rows[0]["board"], "cells": cells, "positions": n,
        "censored": sum(int(r["limit_reached"]) for r in rows),
        "growth_per_two_plies": 10 ** (2 * slope), "residual_log10": residual,
        "fitted_empty": top, "root_nodes": 10**centre,
        # The line itself, for `gg prove --status --cost-model`: log10(nodes) = intercept +
        # slope * empty, its interval t * residual * sqrt(1/n + (empty - x_mean)^2 / sxx).
        "intercept": intercept, "slope": slope, "x_mean": x_mean, "sxx": sxx, "t": t,
        "root_line_low": 10 ** (centre - line_half), "root_line_high": 10 ** (centre + line_half),
        "root_single_low": 10 ** (centre - single_half),
        "root_single_high": 10 ** (centre + single_half),
        "by_empty": {e: {"positions": len(v), "geometric_mean": 10 ** statistics.fmean(
            math.log10(max(1, x)) for x in v), "max": max(v)} for e, v in sorted(by_empty.items())},
    }


def markdown(results, measured):
    """The fit as a Markdown table: one row per board and empty count, then the model beside
    the root's measured cost where one is given (board -> nodes)."""
    out = ["| board | empty cells | positions | nodes, geometric mean | nodes, largest |",
           "|---|---|---|---|---|"]
    for m in sorted(results, key=lambda m: m["cells"]):
        for empty, s in m["by_empty"].items():
            out.append(f"| {m['board']} | {empty} | {s['positions']} | "
                       f"{s['geometric_mean']:,.0f} | {s['max']:,} |")
    out.append("")
    out.append("| board | fitted on empty cells | positions (at a limit) | growth per two plies | "
               "empty board, nodes | 95% interval of the line | 95% interval of one position | "
               "empty board, measured |")
    out.append("|---|---|---|---|---|---|---|---|")
    for m in sorted(results, key=lambda m: m["cells"]):
        root = f"{measured[m['board']]:,}" if m["board"] in measured else "-"
        out.append(f"| {m['board']} | {', '.join(map(str, m['fitted_empty']))} | "
                   f"{m['positions']} ({m['censored']}) | {m['growth_per_two_plies']:.1f} | {m['root_nodes']:.2g} | "
                   f"{m['root_line_low']:.1g} to {m['root_line_high']:.1g} | "
                   f"{m['root_single_low']:.1g} to {m['root_single_high']:.1g} | {root} |")
    return "\n".join(out) + "\n"


def write_page(page, table, check, data):
    """Puts the table between the page's cost-sample markers; with check, compares only."""
    write_blocks(page, {"cost-sample": table}, check,
                 f"scripts/cost_sample.py fit {data} --page {page}")


def fit(args):
    rows = read_rows(args.table)
    boards = {}
    for r in rows:
        boards.setdefault((r["game"], r["board"]), []).append(r)
    results = []
    for (game, board), board_rows in boards.items():
        model = fit_board(board_rows, args.levels)
        if model is None:
            continue
        model["game"] = game
        results.append(model)
    if args.json:
        print(json.dumps(results, indent=2))
        return
    if args.page:
        measured = dict((b, int(n)) for b, _, n in (m.partition("=") for m in args.measured))
        write_page(args.page, markdown(results, measured), args.check, args.table)
        return
    for m in results:
        censored = f", {m['censored']} at a limit (counted as lower bounds)" if m["censored"] else ""
        print(f"{m['game']} {m['board']}: {m['positions']} positions at "
              f"{', '.join(map(str, m['fitted_empty']))} empty{censored}; "
              f"x{m['growth_per_two_plies']:.2f} per two plies; empty board about "
              f"{m['root_nodes']:.2e} nodes (95% line {m['root_line_low']:.1e} to "
              f"{m['root_line_high']:.1e}; one position {m['root_single_low']:.1e} to "
              f"{m['root_single_high']:.1e})")
        for empty, s in m["by_empty"].items():
            print(f"  {empty:3d} empty: {s['positions']:3d} positions, geometric mean "
                  f"{s['geometric_mean']:.3g} nodes, largest {s['max']:,}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run", help="solve random positions, append rows")
    run_parser.add_argument("game")
    run_parser.add_argument("board")
    run_parser.add_argument("--empty", type=int, required=True, help="empty cells left")
    run_parser.add_argument("--count", type=int, default=10)
    run_parser.add_argument("--index", type=int,
                            help="only the position of this index (to take up one row)")
    run_parser.add_argument("--seconds", type=float, default=3600, help="limit per position")
    run_parser.add_argument("--out", required=True, help="TSV file, appended to")
    run_parser.add_argument("--gg", default="build/release/bin/gg")
    run_parser.add_argument("--tables", help="keep each position's table in this directory and "
                            "take up rows at their limit from it")
    fit_parser = commands.add_parser("fit", help="fit the growth, extrapolate to the root")
    fit_parser.add_argument("table")
    fit_parser.add_argument("--levels", type=int, default=3,
                            help="fit the positions of this many largest empty counts")
    fit_parser.add_argument("--json", action="store_true")
    fit_parser.add_argument("--page", help="write the fit as Markdown into this page")
    fit_parser.add_argument("--measured", action="append", default=[], metavar="BOARD=NODES",
                            help="with --page: the measured cost of a board's empty board")
    fit_parser.add_argument("--check", action="store_true",
                            help="with --page: exit 1 if the page's table differs")
    argv = sys.argv[1:]
    cut = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:cut])
    args.flags = argv[cut + 1:]  # after --: extra flags for gg solve
    (run if args.command == "run" else fit)(args)


if __name__ == "__main__":
    main()
