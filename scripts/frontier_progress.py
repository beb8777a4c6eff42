#!/usr/bin/env python3
"""Records the progress of the frontier proofs in the repository (docs/prove.md).

    scripts/frontier_progress.py DBDIR [--gg PATH]

For each proof of the list below whose database is in DBDIR: exports its table to
docs/data/prove/NAME.tsv and writes its `gg prove --status` (to depth 1) into the game's page,
between the lines `<!-- prove-status NAME -->` and `<!-- /prove-status -->`. A proof whose
database is missing is left as it is. To carry a proof to a new machine, merge its table into a
database first: `gg prove --merge docs/data/prove/NAME.tsv --db DBDIR/NAME.db`."""

import argparse
import os
import re
import subprocess
import sys

# name, database file in DBDIR, page that shows its status
PROOFS = [
    ("trails-6", "trails6.db", "docs/games/trails.md"),
    ("trail-trap-K9,9", "k99.db", "docs/games/trail-trap.md"),
    ("edge-P21", "p21.db", "docs/games/edge.md"),
]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dbdir")
    ap.add_argument("--gg", default="build/release/bin/gg")
    args = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for name, db_file, page in PROOFS:
        db = os.path.join(args.dbdir, db_file)
        if not os.path.exists(db):
            print(f"{name}: no database {db}, left as it is")
            continue
        table = os.path.join(root, "docs", "data", "prove", name + ".tsv")
        subprocess.run([args.gg, "prove", "--export", table, "--db", db], check=True)
        status = subprocess.run([args.gg, "prove", "--status", "--depth", "1", "--db", db],
                                check=True, capture_output=True, text=True).stdout
        # The database's own path says nothing to a reader of the page.
        status = status.replace(f" in {db}:", ":")
        path = os.path.join(root, page)
        text = open(path, encoding="utf-8").read()
        pattern = re.compile(rf"(<!-- prove-status {re.escape(name)} -->\n).*?(<!-- /prove-status -->)",
                             re.S)
        if not pattern.search(text):
            sys.exit(f"{page} has no block <!-- prove-status {name} -->")
        text = pattern.sub(lambda m: m.group(1) + "```\n" + status + "```\n" + m.group(2), text)
        open(path, "w", encoding="utf-8").write(text)
        print(f"{name}: {table} and {page} updated")


if __name__ == "__main__":
    main()
