"""Shared pieces of the census suite: gg (GG_BIN) and nauty-geng as runners, the stored rows
of a database, and one working directory for the module whose databases later tests read."""

import json
import os
import subprocess

import pytest


def gg_binary() -> str:
    path = os.environ.get("GG_BIN")
    if not path:
        pytest.fail("GG_BIN is not set: run the suite through ctest (make test)")
    return path


def gg(*args, stdin=None, timeout=600):
    """Runs gg; the CompletedProcess (text)."""
    return subprocess.run([gg_binary(), *map(str, args)], input=stdin, capture_output=True,
                          text=True, timeout=timeout)


def ok(*args, stdin=None, timeout=600) -> str:
    """Runs gg, which must succeed; its standard output."""
    done = gg(*args, stdin=stdin, timeout=timeout)
    assert done.returncode == 0, (args, done.stderr[-800:])
    return done.stdout


def ok_json(*args, stdin=None, timeout=600):
    return json.loads(ok(*args, "--json", stdin=stdin, timeout=timeout))


def refused(*args, stdin=None) -> str:
    """Runs gg, which must refuse the input: exit 2 and one line on stderr; that line."""
    done = gg(*args, stdin=stdin)
    assert done.returncode == 2, (args, done.returncode, done.stderr[-800:])
    lines = done.stderr.strip().split("\n")
    assert len(lines) == 1 and lines[0].startswith("gg: error: "), done.stderr
    return lines[0]


def geng(*args) -> str:
    return subprocess.run(["nauty-geng", "-q", *map(str, args)], capture_output=True, text=True,
                          check=True).stdout


def rows(game, db, *options):
    """The rows a database holds for the game, as `gg query --json` lists them."""
    return ok_json("query", game, "--db", db, *options)["results"]


def without_search_counts(rows_):
    """Every stored field but the node count and the method: with the shared endgame table (the
    default) a graph's nodes depend on the endgames met in earlier graphs, and a census of a
    whole order is by retrograde analysis (no nodes) unless --method search."""
    return [{k: v for k, v in r.items() if k not in ("nodes", "method")} for r in rows_]


@pytest.fixture(scope="module")
def work(tmp_path_factory):
    """One directory per test module, for databases that later tests of the module read."""
    return tmp_path_factory.mktemp("census")
