#!/usr/bin/env python3
"""Solves one position in sittings of a bounded time, its table kept in a file between them.

    scripts/solve_in_sittings.py GAME BOARD --table FILE --log LOG.tsv [--hours H]
                                 [--sitting-seconds S] [--gg PATH] [-- gg solve options]

Each sitting is `gg solve GAME BOARD --winner-only --table-file FILE --max-seconds S ...`
(docs/cli.md, "A search in sittings"): it goes on from the table the last one saved and saves
it again when its time is up. One row per sitting is appended to LOG.tsv as it ends (when it
began, its seconds, the nodes of all sittings so far as the table file counts them, and the
outcome: `open`, or the winner once decided), so the log is the search's progress record and a
rerun of the same command goes on. Stops when the position is decided, after --hours in all
(this run's), or on Ctrl-C (the sitting saves its table first).

The table is bound to the binary that wrote it, so the binary is copied once beside the table
(FILE.gg) and every sitting runs that copy: a rebuild of gg does not orphan the table."""

import argparse
import datetime
import os
import subprocess
import sys
import time

from table_files import kept_binary, table_nodes

COLUMNS = ["began_utc", "seconds", "nodes_in_all", "outcome", "command"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game")
    ap.add_argument("board")
    ap.add_argument("--table", required=True, help="the table file")
    ap.add_argument("--log", required=True, help="the TSV of sittings")
    ap.add_argument("--sitting-seconds", type=float, default=3600)
    ap.add_argument("--hours", type=float, default=0, help="stop after this long (0: no limit)")
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--gg", default=os.path.join(here, "..", "build", "release", "bin", "gg"))
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    args = ap.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
    args.options = extra
    if args.sitting_seconds <= 0:
        sys.exit("--sitting-seconds must be positive")

    binary = kept_binary(args.gg, args.table + ".gg")
    if not os.path.exists(args.log):
        with open(args.log, "w") as f:
            f.write("\t".join(COLUMNS) + "\n")
    command = [binary, "solve", args.game, args.board, "--winner-only", "--table-file",
               args.table, "--max-seconds", str(args.sitting_seconds), *args.options]
    shown = " ".join(["gg"] + command[1:])
    started = time.monotonic()
    while True:
        began = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S")
        t0 = time.monotonic()
        try:
            run = subprocess.run(command, capture_output=True, text=True)
        except KeyboardInterrupt:
            run = None  # the sitting got the signal too, and saved its table
        seconds = time.monotonic() - t0
        if run is not None and run.returncode not in (0, 3, 130):
            sys.exit(f"{shown}: exit {run.returncode}: {run.stderr.strip()}")
        outcome = "open"
        if run is not None and run.returncode == 0:
            for line in run.stdout.splitlines():
                if line.startswith("Winner with perfect play: player "):
                    outcome = "P" + line.rsplit(" ", 1)[1]
        with open(args.log, "a") as f:
            f.write("\t".join([began, f"{seconds:.1f}", str(table_nodes(args.table)), outcome,
                               shown]) + "\n")
        print(f"{began}  {seconds:.0f} s  {table_nodes(args.table):,} nodes in all  {outcome}",
              flush=True)
        if outcome != "open" or run is None or run.returncode == 130:
            return
        if args.hours and time.monotonic() - started >= args.hours * 3600:
            return


if __name__ == "__main__":
    main()
