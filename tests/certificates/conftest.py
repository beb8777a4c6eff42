"""The binaries under test (GG_BIN, GG_CHECK_BIN) and runners with a timeout."""

import os
import pty
import subprocess

import pytest


def binary(variable: str) -> str:
    path = os.environ.get(variable)
    if not path:
        pytest.fail(f"{variable} is not set: run the suite through ctest (make test)")
    return path


def gg(*args, timeout=120):
    return subprocess.run([binary("GG_BIN"), *args], capture_output=True, text=True,
                          timeout=timeout)


def gg_check(*args, timeout=120):
    return subprocess.run([binary("GG_CHECK_BIN"), *args], capture_output=True, text=True,
                          timeout=timeout)


def certify(tmp_path, game, board, *options, name="proof.cert"):
    """Solves with --certificate; (path, the solver's JSON report)."""
    import json
    path = tmp_path / name
    done = gg("solve", game, board, *options, "--json", "--certificate", str(path))
    assert done.returncode == 0, done.stderr
    return path, json.loads(done.stdout)


def refused(done) -> str:
    """The reason gg-check gives for refusing (exit 1), checked."""
    assert done.returncode == 1, (done.returncode, done.stdout, done.stderr)
    line = done.stderr.strip()
    assert line.startswith("gg-check: refused: ") and "\n" not in line, line
    return line


def refusal_of(cert, tmp_path, **write):
    """Writes the (damaged) certificate and returns gg-check's reason for refusing it."""
    path = tmp_path / "damaged.cert"
    cert.write(path, **write)
    return refused(gg_check(str(path)))


def on_terminal(command, timeout=300):
    """Runs command with stderr on a pseudo-terminal: (the finished run, what stderr showed)."""
    master, terminal = pty.openpty()
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=terminal, text=True,
                          timeout=timeout)
    os.close(terminal)
    shown = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:  # the terminal's other end is closed and drained
            break
        if not chunk:
            break
        shown += chunk
    os.close(master)
    return done, shown
