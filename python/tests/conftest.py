"""Shared helpers: the gg binary of the same build (GG_BIN), for agreement with the CLI."""

import json
import os
import subprocess

import pytest


def gg_binary() -> str:
    path = os.environ.get("GG_BIN")
    if not path:
        pytest.fail("GG_BIN is not set: run the suite through python/run_tests.py (make test)")
    return path


def run_gg(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    done = subprocess.run([gg_binary(), *args], capture_output=True, text=True, timeout=300)
    if check and done.returncode != 0:
        raise AssertionError(f"gg {' '.join(args)} exited {done.returncode}: {done.stderr}")
    return done


def gg_json(*args: str) -> dict:
    return json.loads(run_gg(*args, "--json").stdout)


def geng(order: int) -> list:
    """Every connected graph of the order, as graph6 lines (nauty-geng)."""
    out = subprocess.run(["nauty-geng", "-c", "-q", str(order)], capture_output=True, text=True,
                         check=True).stdout
    return [line for line in out.split("\n") if line]
