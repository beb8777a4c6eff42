#!/usr/bin/env python3
"""Writes the Trail Trap census tables from docs/data/trail-trap-census-variants.tsv (one row
per variant and order: graphs, P1 and P2 wins, as `gg census trail-trap --order n --variant V
--no-rows --json` gives them) into the pages that show them:

- docs/census.md, `<!-- table1 -->`: Table 1 of the paper extended, the standard rules from
  n = 3 (bold from the first order the paper does not have);
- docs/games/trail-trap.md, `<!-- census-variants -->`: every variant side by side.

    scripts/census_tables.py [--check]

With --check nothing is written, and the script fails when a page differs from the data."""

import csv
import os
import sys

from doc_blocks import write_blocks

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
DATA = os.path.join(ROOT, "docs", "data", "trail-trap-census-variants.tsv")
PAPER_LAST_ORDER = 7  # Table 1 of the Trail Trap paper stops at n = 7
VARIANTS = [  # as the data names them, as the page heads them
    ("standard", "standard"),
    ("place-first", "place-first"),
    ("place-first,distinct-placement", "place-first, distinct"),
    ("place-first-alternating", "alternating"),
    ("place-first-alternating,distinct-placement", "alternating, distinct"),
]


def read_rows():
    rows = {}
    with open(DATA, newline="") as f:
        for r in csv.DictReader(f, delimiter="\t"):
            graphs, p1, p2 = int(r["graphs"]), int(r["p1_wins"]), int(r["p2_wins"])
            if p1 + p2 != graphs:
                sys.exit(f"{DATA}: {r['variant']} order {r['order']}: {p1} + {p2} wins are not "
                         f"{graphs} graphs")
            rows[(r["variant"], int(r["order"]))] = (graphs, p1, p2)
    return rows


def table1(rows):
    out = ["| n | connected graphs | P1-win | P2-win | % P2 |", "|---|---|---|---|---|"]
    for order in sorted(n for v, n in rows if v == "standard" and n >= 3):
        graphs, p1, p2 = rows[("standard", order)]
        cells = [str(order), f"{graphs:,}", f"{p1:,}", f"{p2:,}", f"{100 * p2 / graphs:.1f}"]
        if order > PAPER_LAST_ORDER:
            cells = [f"**{c}**" for c in cells]
        out.append("| " + " | ".join(cells) + " |")
    return "\n".join(out) + "\n"


def variants(rows):
    out = ["| n (graphs) | " + " | ".join(head for _, head in VARIANTS) + " |",
           "|---" * (len(VARIANTS) + 1) + "|"]
    for order in sorted({n for _, n in rows}):
        counts = [rows.get((v, order)) for v, _ in VARIANTS]
        known = [c for c in counts if c is not None]
        if len({c[0] for c in known}) != 1:
            sys.exit(f"{DATA}: order {order}: the variants count different graphs")
        # A variant not yet counted at this order shows as such, not as a number.
        out.append(f"| {order} ({known[0][0]:,}) | " +
                   " | ".join("not counted" if c is None else f"{c[1]:,} / {c[2]:,}"
                              for c in counts) + " |")
    return "\n".join(out) + "\n"


def main():
    check = "--check" in sys.argv[1:]
    rows = read_rows()
    remedy = "scripts/census_tables.py"
    write_blocks(os.path.join(ROOT, "docs", "census.md"), {"table1": table1(rows)}, check, remedy)
    write_blocks(os.path.join(ROOT, "docs", "games", "trail-trap.md"),
                 {"census-variants": variants(rows)}, check, remedy)


if __name__ == "__main__":
    main()
