"""The tables of census rows certified shard by shard (docs/data/certificates-census-*.tsv,
written by scripts/certify_census.py) agree with themselves and with the census they certify.

Each shard i of M holds the graphs at census stream positions i, i + M, ..., so its number of
graphs is fixed by the row's total alone; the winners it lists add up to its graphs; no shard
is listed twice; and the winners of the shards listed so far stay within the row of Table 1
(docs/data/trail-trap-census-variants.tsv, shown in docs/census.md), which they must equal
once every shard is listed."""

import csv
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
TABLES = sorted((ROOT / "docs/data").glob("certificates-census-*.tsv"))
HEADER = re.compile(r"# census: trail-trap --order (\d+); (\d+) graphs in (\d+) shards")


def table_one_rows():
    """Table 1 (standard rules) as {order: (graphs, p1_wins, p2_wins)}, from the data that
    docs/census.md shows it from (scripts/census_tables.py)."""
    rows = {}
    with open(ROOT / "docs/data/trail-trap-census-variants.tsv", newline="") as f:
        for r in csv.DictReader(f, delimiter="\t"):
            if r["variant"] == "standard":
                rows[int(r["order"])] = (int(r["graphs"]), int(r["p1_wins"]), int(r["p2_wins"]))
    return rows


def read_table(path):
    lines = path.read_text().splitlines()
    header = HEADER.match(lines[0])
    assert header, f"{path.name}: first line does not name a Trail Trap census: {lines[0]}"
    body = [line for line in lines[1:] if line.strip() and not line.startswith("#")]
    columns = body[0].split("\t")
    rows = [dict(zip(columns, line.split("\t"))) for line in body[1:]]
    return tuple(map(int, header.groups())), rows


def test_a_census_table_exists():
    assert TABLES, "no docs/data/certificates-census-*.tsv"


@pytest.mark.parametrize("path", TABLES, ids=lambda p: p.name)
def test_shards_add_up_to_the_census_row(path):
    (order, graphs_total, shards_total), rows = read_table(path)
    shards = [int(r["shard"]) for r in rows]
    assert len(shards) == len(set(shards)), f"{path.name}: a shard is listed twice"
    for r in rows:
        shard, graphs = int(r["shard"]), int(r["graphs"])
        assert 0 <= shard < shards_total, f"{path.name}: shard {shard} of {shards_total}"
        assert graphs == len(range(shard, graphs_total, shards_total)), \
            f"{path.name}: shard {shard} lists {graphs} graphs"
        assert int(r["p1_wins"]) + int(r["p2_wins"]) == graphs, \
            f"{path.name}: shard {shard}: winners do not add up to its graphs"
        assert re.fullmatch(r"[0-9a-f]{64}", r["sha256"]), f"{path.name}: shard {shard} digest"

    census_graphs, census_p1, census_p2 = table_one_rows()[order]
    assert graphs_total == census_graphs
    p1 = sum(int(r["p1_wins"]) for r in rows)
    p2 = sum(int(r["p2_wins"]) for r in rows)
    if len(rows) == shards_total:
        assert (p1, p2) == (census_p1, census_p2), f"{path.name}: certified winners differ"
    else:
        assert p1 <= census_p1 and p2 <= census_p2, f"{path.name}: more winners than the census"
