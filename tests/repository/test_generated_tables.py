"""Tables in the docs that a script makes from a data file are what the data gives: a
background run updates the data file, the script rewrites the page, and this test fails when
one was committed without the other."""

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
]


@pytest.mark.parametrize("command", GENERATED, ids=lambda c: c[0])
def test_the_page_shows_what_the_data_gives(command):
    done = subprocess.run([sys.executable] + command + ["--check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
