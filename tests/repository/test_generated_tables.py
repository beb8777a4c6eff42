"""Tables in the docs that a script makes from a data file are what the data gives: a
background run updates the data file, the script rewrites the page, and this test fails when
one was committed without the other."""

import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]

# (script and its arguments, relative to the repository) for each generated table.
GENERATED = [
    ["scripts/cost_sample.py", "fit", "docs/data/trails-cost-sample.tsv",
     "--page", "docs/games/trails.md", "--measured", "4=7078", "--measured", "5=6176108"],
    # The certified results and their claims in docs/certificates.md.
    ["scripts/certificate_table.py"],
    # Table 1 extended (docs/census.md) and Trail Trap's census by variant.
    ["scripts/census_tables.py"],
]


# Tables a script makes with the engine's help: run with the built gg (GG_BIN), which
# `make test` gives.
WITH_GG = [
    # The state of each frontier proof on its game's page (docs/data/prove/*.tsv).
    ["scripts/frontier_progress.py"],
]


@pytest.mark.parametrize("command", GENERATED, ids=lambda c: c[0])
def test_the_page_shows_what_the_data_gives(command):
    done = subprocess.run([sys.executable] + command + ["--check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("command", WITH_GG, ids=lambda c: c[0])
def test_the_page_shows_what_the_engine_reads_from_the_data(command):
    gg = os.environ.get("GG_BIN")
    if not gg:
        pytest.skip("GG_BIN (the built gg) is not set")
    done = subprocess.run([sys.executable] + command + ["--check", "--gg", gg], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
