"""scripts/certify_census.py: a census row certified shard by shard, each shard checked
against its database and recorded with a digest that a rerun reproduces."""

import json
import os
import subprocess
import sys

from conftest import binary, gg

SCRIPT = os.path.join(os.path.dirname(__file__), "..", "..", "scripts", "certify_census.py")


def certify_census(out, work, *options):
    done = subprocess.run(
        [sys.executable, SCRIPT, str(out), "--dir", str(work), "--gg", binary("GG_BIN"),
         "--gg-check", binary("GG_CHECK_BIN"), *options],
        capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def table(path):
    with open(path) as f:
        assert f.readline().startswith("# census: ")
        header = f.readline().rstrip("\n").split("\t")
        return {row[0]: dict(zip(header, row)) for row in
                (line.rstrip("\n").split("\t") for line in f)}


def test_shards_from_two_workers_cover_the_row_once(tmp_path):
    out, work = tmp_path / "row5.tsv", tmp_path / "work"
    census = ["--shards", "3", "--", "trail-trap", "--order", "5"]
    certify_census(out, work, "--worker", "1/2", *census)
    assert set(table(out)) == {"1"}
    certify_census(out, work, "--worker", "0/2", *census)
    rows = table(out)
    assert set(rows) == {"0", "1", "2"}
    with open(out) as f:
        assert f.readline() == ("# census: trail-trap --order 5; 21 graphs in 3 shards "
                                "(scripts/certify_census.py)\n")
    # The same graphs and winners as the census of the whole row.
    whole = json.loads(gg("census", "trail-trap", "--order", "5", "--db",
                          str(tmp_path / "whole.db"), "--json").stdout)["summary"][0]
    assert sum(int(r["graphs"]) for r in rows.values()) == whole["graphs"]
    assert sum(int(r["p1_wins"]) for r in rows.values()) == whole["p1_wins"]
    assert sum(int(r["p2_wins"]) for r in rows.values()) == whole["p2_wins"]
    # The certificates were checked and then deleted; a rerun has nothing left to do.
    assert not [p for p in os.listdir(work) if p.endswith(".certs")]
    assert certify_census(out, work, *census) == ""


def test_a_shard_certified_again_has_the_same_digest(tmp_path):
    first, second = tmp_path / "a.tsv", tmp_path / "b.tsv"
    certify_census(first, tmp_path / "a", "--shards", "2", "--worker", "0/2", "--",
                   "edge", "--order", "5")
    certify_census(second, tmp_path / "b", "--shards", "2", "--worker", "0/2", "--keep", "--",
                   "edge", "--order", "5")
    assert table(first)["0"]["sha256"] == table(second)["0"]["sha256"]
    assert len(os.listdir(tmp_path / "b" / "shard-0-of-2.certs")) == int(table(second)["0"]["graphs"])
