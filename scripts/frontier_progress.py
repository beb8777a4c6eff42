#!/usr/bin/env python3
"""Records the progress of the frontier proofs in the repository (docs/prove.md).

    scripts/frontier_progress.py [DBDIR] [--check] [--gg PATH]

For each proof of the list below whose database is in DBDIR: exports its table to
docs/data/prove/NAME.tsv and writes its `gg prove --status` (to depth 1) into the game's page,
between the lines `<!-- prove-status NAME -->` and `<!-- /prove-status -->`. A proof whose
database is missing is left as it is. To carry a proof to a new machine, merge its table into a
database first: `gg prove --merge docs/data/prove/NAME.tsv --db DBDIR/NAME.db`.

Without DBDIR the tables are not exported again, and the pages show what they hold. The status
shown is the table's: it is merged into a database of its own in a temporary folder and read
back, as on a new machine. With --check nothing is written, and the script fails when a page's
status is not what its table gives."""

import argparse
import os
import subprocess
import tempfile

from doc_blocks import write_blocks

# name, database file in DBDIR, page that shows its status
PROOFS = [
    ("trails-6", "trails6.db", "docs/games/trails.md"),
    ("trail-trap-K9,9", "k99.db", "docs/games/trail-trap.md"),
    ("edge-P21", "p21.db", "docs/games/edge.md"),
]


def status_of(gg, db):
    """The proof's `gg prove --status` to depth 1, without the database's own path, which says
    nothing to a reader of the page."""
    status = subprocess.run([gg, "prove", "--status", "--depth", "1", "--db", db],
                            check=True, capture_output=True, text=True).stdout
    return status.replace(f" in {db}:", ":")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dbdir", nargs="?")
    ap.add_argument("--gg", default="build/release/bin/gg")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    if args.dbdir is not None and args.check:
        ap.error("--check reads the tables in the repository: give no DBDIR")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with tempfile.TemporaryDirectory(prefix="gg-frontier-") as scratch:
        for name, db_file, page in PROOFS:
            table = os.path.join(root, "docs", "data", "prove", name + ".tsv")
            if args.dbdir is not None:
                live = os.path.join(args.dbdir, db_file)
                if not os.path.exists(live):
                    print(f"{name}: no database {live}, left as it is")
                    continue
                subprocess.run([args.gg, "prove", "--export", table, "--db", live], check=True)
            # The status is the table's, read back as a new machine would, so that the check
            # (which has only the table) gives the same page.
            db = os.path.join(scratch, db_file)
            subprocess.run([args.gg, "prove", "--merge", table, "--db", db], check=True,
                           capture_output=True)
            block = {f"prove-status {name}": "```\n" + status_of(args.gg, db) + "```\n"}
            write_blocks(os.path.join(root, page), block, args.check,
                         "scripts/frontier_progress.py DBDIR with the proofs' databases")
            if args.dbdir is not None:
                print(f"{name}: {table} exported, {page} shows it")


if __name__ == "__main__":
    main()
