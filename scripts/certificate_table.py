#!/usr/bin/env python3
"""Writes the table of certified results (docs/data/certificates.tsv) into docs/certificates.md,
between the lines `<!-- results -->` and `<!-- /results -->`.

    scripts/certificate_table.py [TSV] [MARKDOWN] [--check]

It also writes the claims of docs/data/certificate-claims.tsv (beside TSV; recorded by
scripts/certify_results.py from gg-check's verdicts) of the results with more than 100,000
positions between `<!-- claims -->` and `<!-- /claims -->`, and counts the others. With
--check it writes nothing and fails when the page differs from what the data gives.

The known results of tests/data/known_results.tsv are summed up in one line; every other row
gets its own line, except three-player Game of Cycles on cycle graphs, summed up in one line.
The Theorem 3 counterexamples (certificates-theorem3.tsv beside TSV, one
row per tree) are summed up in one line per order. A result is bold when its certificate holds more than 100,000 positions; check / solve is left
out where the solve took less than 0.05 s."""

import os
import re
import sys

from doc_blocks import write_blocks

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.join(here, "..")
check_only = "--check" in sys.argv[1:]
positional = [a for a in sys.argv[1:] if a != "--check"]
tsv = positional[0] if len(positional) > 0 else os.path.join(root, "docs/data/certificates.tsv")
md = positional[1] if len(positional) > 1 else os.path.join(root, "docs/certificates.md")


def known():
    rows = set()
    with open(os.path.join(root, "tests/data/known_results.tsv")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            game, board, moves = line.split("\t")[:3]
            rows.add((game, board, f'--moves "{moves}"' if moves else ""))
    return rows


def size(n):
    n = int(n)
    return f"{n / 1e6:.1f} MB" if n >= 1e6 else f"{n / 1e3:.1f} KB" if n >= 1e3 else f"{n} B"


def read_rows(path):
    """The rows of a table under its header line; lines starting with # are left out."""
    if not os.path.exists(path):
        return []
    with open(path) as f:
        lines = [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]
    header = lines[0].split("\t")
    return [dict(zip(header, line.split("\t"))) for line in lines[1:]]


def order_of(graph6):
    return ord(graph6[0]) - 63  # graph6 of a graph with at most 62 vertices


rows = read_rows(tsv)
theorem3 = read_rows(os.path.join(os.path.dirname(tsv), "certificates-theorem3.tsv"))
known_rows = known()
papers = [r for r in rows if (r["game"], r["board"], r["options"]) in known_rows]
three_player_cycles = [r for r in rows if r["game"] == "cycles" and r["options"] == "--players 3"
                       and re.fullmatch(r"C\d+", r["board"])]
others = [r for r in rows if (r["game"], r["board"], r["options"]) not in known_rows
          and r not in three_player_cycles]

out = ["| result | winner | solve: nodes, s | certificate: positions, size, s to write | check s "
       "| check / solve |", "|---|---|---|---|---|---|"]
if papers:
    total = lambda key: sum(float(r[key]) for r in papers)
    out.append(f"| the {len(papers)} known results of the papers (`tests/data/known_results.tsv`) "
               f"| the program's, as that file states it (where a paper says otherwise, EDGe T8 and P6's Table 1 row, Game of Cycles spider:1,3,7, the game's page gives the evidence) "
               f"| {int(total('solve_nodes')):,}, {total('solve_s'):.2f} "
               f"| {int(total('positions')):,}, {size(total('bytes'))}, {total('write_s'):.2f} "
               f"| {total('check_s'):.2f} | |")
for r in others:
    name = f"{r['game']} {r['board']}" + (f" {r['options']}" if r["options"] else "")
    name = name.replace("`", "\\`").replace("|", "\\|")  # graph6 holds both
    solve_seconds = float(r["solve_s"])
    ratio = f"{float(r['check_s']) / solve_seconds:.1f}" if solve_seconds >= 0.05 else ""
    big = int(r["positions"]) > 100_000
    winner = f"P{r['winner']}" if r["winner"] != "0" else "nobody (three players)"
    out.append(f"| {'**' if big else ''}{name}{'**' if big else ''} | {winner} "
               f"| {int(r['solve_nodes']):,}, {float(r['solve_s']):.2f} "
               f"| {int(r['positions']):,}, {size(r['bytes'])}, {float(r['write_s']):.2f} "
               f"| {float(r['check_s']):.2f} | {ratio} |")

if three_player_cycles:
    lengths = sorted(int(r["board"][1:]) for r in three_player_cycles)
    by_winner = {}
    for r in sorted(three_player_cycles, key=lambda r: int(r["board"][1:])):
        by_winner.setdefault(r["winner"], []).append(r["board"])
    groups = sorted(by_winner.items(), key=lambda item: len(item[1]))
    winners = "; ".join(
        ("nobody" if w == "0" else f"P{w}") + " on "
        + (", ".join(boards) if i + 1 < len(groups) else f"the other {len(boards)}")
        for i, (w, boards) in enumerate(groups))
    total = lambda key: sum(float(r[key]) for r in three_player_cycles)  # noqa: E731
    biggest = max(three_player_cycles, key=lambda r: int(r["positions"]))
    out.append(f"| **cycles C{lengths[0]} ... C{lengths[-1]} --players 3**, {len(lengths)} cycles "
               f"(a row each in [data/certificates.tsv](data/certificates.tsv); the largest, "
               f"{biggest['board']}: {int(biggest['positions']):,} positions, "
               f"{size(biggest['bytes'])}, checked in {float(biggest['check_s']):.0f} s) "
               f"| {winners} "
               f"| {int(total('solve_nodes')):,}, {total('solve_s'):.2f} "
               f"| {int(total('positions')):,}, {size(total('bytes'))}, {total('write_s'):.2f} "
               f"| {total('check_s'):.2f} | |")

# The counterexamples listed to be certified, so that an order still in progress says so.
with open(os.path.join(os.path.dirname(tsv), "certificate-jobs-theorem3.tsv")) as f:
    listed = [line.split("\t")[1] for line in f if line.strip() and not line.startswith("#")]
for order in sorted({order_of(r["board"]) for r in theorem3}):
    trees = [r for r in theorem3 if order_of(r["board"]) == order]
    total = lambda key: sum(float(r[key]) for r in trees)  # noqa: E731
    winners = " and ".join(sorted({f"P{r['winner']}" for r in trees}))
    of_all = sum(order_of(g) == order for g in listed)
    count = f"{len(trees)}" if len(trees) >= of_all else f"{len(trees)} of the {of_all}"
    out.append(f"| cycles: the {count} Theorem 3 counterexamples with {order} vertices "
               f"([data/certificates-theorem3.tsv](data/certificates-theorem3.tsv): a row and a digest per tree) | {winners} "
               f"| {int(total('solve_nodes')):,}, {total('solve_s'):.2f} "
               f"| {int(total('positions')):,}, {size(total('bytes'))}, {total('write_s'):.2f} "
               f"| {total('check_s'):.2f} | |")

# Census rows certified shard by shard (scripts/certify_census.py), one line each; the first
# line of each file names the census, its number of graphs and of shards.
data = os.path.dirname(tsv)
for name in sorted(os.listdir(data)):
    if not (name.startswith("certificates-census-") and name.endswith(".tsv")):
        continue
    with open(os.path.join(data, name)) as f:
        first_line = f.readline()
    census = first_line[len("# census: "):].split(";")[0]
    graphs_total, shards_total = map(int, re.search(r"(\d+) graphs in (\d+) shards",
                                                    first_line).groups())
    shards = read_rows(os.path.join(data, name))
    total = lambda key: sum(float(r[key]) for r in shards)  # noqa: E731
    if len(shards) == shards_total:
        extent = f"all {int(total('graphs')):,} graphs in {shards_total} shards"
    else:
        extent = (f"{len(shards)} of the {shards_total} shards, "
                  f"{int(total('graphs')):,} of the {graphs_total:,} graphs")
    out.append(f"| **census {census}**: {extent} "
               f"([data/{name}](data/{name}): a row and a digest per shard) "
               f"| P1 on {int(total('p1_wins')):,}, P2 on {int(total('p2_wins')):,} "
               f"| in the census time "
               f"| {int(total('positions')):,}, {size(total('bytes'))}, "
               f"{total('census_s'):.0f} (census and certificates) "
               f"| {total('check_s'):.0f} | |")

# The claims, one line each: what a reader compares with the paper. The page shows those of
# the large results (bold above; the three-player cycles, summed up above, left out); every
# claim is in the data file.
positions = {(r["game"], r["board"], r["options"]): int(r["positions"]) for r in read_rows(tsv)}
claims = ["| result | claim line (gg-check) | board_digest |", "|---|---|---|"]
claims_tsv = os.path.join(data, "certificate-claims.tsv")
if os.path.exists(claims_tsv):
    rest = 0
    for r in read_rows(claims_tsv):
        key = (r["game"], r["board"], r["options"])
        if positions.get(key, 0) <= 100_000 or "--players 3" in r["options"]:
            rest += 1
            continue
        result = " ".join(x for x in key if x)
        claims.append(f"| {result} | `{r['claim_line']}` | `{r['board_digest']}` |")
    if rest:
        claims.append(f"| the other {rest} results | in [data/certificate-claims.tsv]"
                      "(data/certificate-claims.tsv) | |")


write_blocks(md, {"results": "\n".join(out) + "\n", "claims": "\n".join(claims) + "\n"},
             check_only, "scripts/certificate_table.py")
if not check_only:
    print(f"{len(rows) + len(theorem3)} results written into {md}")
