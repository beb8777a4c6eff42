#!/usr/bin/env python3
"""Certifies a list of results and records each in a table (docs/certificates.md).

    scripts/certify_results.py JOBS.tsv OUT.tsv --dir CERTDIR [--gg PATH] [--gg-check PATH]

JOBS.tsv: one result per line, `game<TAB>board<TAB>options` (options as for gg solve; `#`
starts a comment). For each: `gg solve --winner-only --certificate`, then `gg-check`; a row
is appended to OUT.tsv as soon as it is done, so an interrupted run keeps what it finished and
a rerun skips the results already in OUT.tsv. Certificates stay in CERTDIR (large ones are not
committed; their digests are in the table)."""

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import time

COLUMNS = ["game", "board", "options", "winner", "solve_nodes", "solve_s", "write_s",
           "tree_nodes", "positions", "bytes", "check_s", "sha256"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("jobs")
    ap.add_argument("out")
    ap.add_argument("--dir", required=True)
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--gg", default=os.path.join(here, "..", "build", "release", "bin", "gg"))
    ap.add_argument("--gg-check", default=os.path.join(here, "..", "build", "release", "bin",
                                                       "gg-check"))
    args = ap.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    # Copies of the binaries: a rebuild during a long run must not swap them underneath it.
    for name in ("gg", "gg_check"):
        copy = os.path.join(args.dir, os.path.basename(getattr(args, name)) + ".run")
        shutil.copy2(getattr(args, name), copy)
        setattr(args, name, copy)

    done = set()
    if os.path.exists(args.out):
        with open(args.out) as f:
            for line in f:
                if line.startswith("game\t"):
                    continue
                cells = line.rstrip("\n").split("\t")
                done.add(tuple(cells[:3]))
    else:
        with open(args.out, "w") as f:
            f.write("\t".join(COLUMNS) + "\n")

    with open(args.jobs) as f:
        jobs = [line.rstrip("\n").split("\t") for line in f
                if line.strip() and not line.startswith("#")]
    for job in jobs:
        game, board, options = (job + ["", ""])[:3]
        if (game, board, options) in done:
            continue
        name = f"{game}-{board}-{options}".replace(" ", "_").replace("/", "_")[:120] + ".cert"
        path = os.path.join(args.dir, name)
        solve = subprocess.run([args.gg, "solve", game, board, *shlex.split(options),
                                "--winner-only", "--json", "--certificate", path],
                               capture_output=True, text=True)
        if solve.returncode != 0:
            print(f"{game} {board} {options}: gg solve failed: {solve.stderr.strip()}",
                  file=sys.stderr)
            continue
        report = json.loads(solve.stdout)
        started = time.monotonic()
        check = subprocess.run([args.gg_check, path, "--json"], capture_output=True, text=True)
        check_seconds = time.monotonic() - started
        if check.returncode != 0:
            print(f"{game} {board} {options}: REFUSED: {check.stderr.strip()}", file=sys.stderr)
            sys.exit(1)
        verdict = json.loads(check.stdout)
        # With three players and no forced win, gg solve says null and the certificate 0.
        assert verdict["winner"] == (report["winner"] or 0), (verdict, report["winner"])
        cert = report["certificate"]
        row = [game, board, options, str(report["winner"] or 0), str(report["nodes"]),
               f"{report['seconds']:.3f}", f"{cert['seconds']:.3f}", str(verdict["nodes"]),
               str(verdict["positions"]), str(verdict["bytes"]), f"{check_seconds:.3f}",
               verdict["sha256"]]
        with open(args.out, "a") as f:
            f.write("\t".join(row) + "\n")
        print("\t".join(row[:11]), flush=True)


if __name__ == "__main__":
    main()
