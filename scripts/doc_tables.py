#!/usr/bin/env python3
"""Rewrites every table of the docs that is made from a data file (docs/data/), or with
--check compares them and fails naming the first page that differs from its data.

    scripts/doc_tables.py [--check] [--gg PATH]

The tables and their makers (each writes its blocks through scripts/doc_blocks.py):
- docs/certificates.md: certified results and their claims (certificate_table.py);
- docs/census.md and docs/games/trail-trap.md: Table 1 extended and the census by variant
  (census_tables.py);
- docs/games/trails.md: the cost sample and its fit (cost_sample.py fit);
- the frontier proofs' status on their games' pages, as gg reads their tables in
  docs/data/prove (frontier_progress.py; needs gg: --gg, default build/release/bin/gg). A
  running proof's database is exported to its table by `frontier_progress.py DBDIR`."""

import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# Each maker with its arguments (paths from the repository root).
MAKERS = [
    ["certificate_table.py"],
    ["census_tables.py"],
    ["cost_sample.py", "fit", "docs/data/trails-cost-sample.tsv", "--page", "docs/games/trails.md",
     "--measured", "4=7078", "--measured", "5=6176108"],
]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--gg", default=os.path.join(ROOT, "build", "release", "bin", "gg"))
    args = ap.parse_args()
    makers = MAKERS + [["frontier_progress.py", "--gg", args.gg]]
    for maker in makers:
        command = [sys.executable, os.path.join(HERE, maker[0])] + maker[1:]
        done = subprocess.run(command + (["--check"] if args.check else []), cwd=ROOT)
        if done.returncode != 0:
            sys.exit(done.returncode)


if __name__ == "__main__":
    main()
