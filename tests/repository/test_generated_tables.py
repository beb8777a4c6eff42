"""Tables in the docs that a script makes from a data file are what the data gives: a
background run updates the data file, the script rewrites the page, and this test fails when
one was committed without the other (scripts/doc_tables.py --check)."""

import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_every_page_shows_what_its_data_gives():
    gg = os.environ.get("GG_BIN") or str(ROOT / "build" / "release" / "bin" / "gg")
    if not os.path.exists(gg):
        pytest.skip(f"no gg at {gg}: set GG_BIN (make test does)")
    done = subprocess.run([sys.executable, "scripts/doc_tables.py", "--check", "--gg", gg],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
