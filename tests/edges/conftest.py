"""Shared pieces of the edge-case suite: the gg binary under test (GG_BIN), a runner with a
timeout, and a `gg serve` on a free port."""

import os
import re
import signal
import subprocess
import time
import urllib.error
import urllib.request

import pytest


def gg_binary() -> str:
    path = os.environ.get("GG_BIN")
    if not path:
        pytest.fail("GG_BIN is not set: run the suite through ctest (make test)")
    return path


def gg(*args, stdin=None, timeout=60, env=None):
    """Runs gg; the CompletedProcess (text)."""
    return subprocess.run([gg_binary(), *args], input=stdin, capture_output=True, text=True,
                          timeout=timeout, env=env)


def one_line_error(done) -> str:
    """The single stderr line of a refused input (exit 2), checked."""
    assert done.returncode == 2, (done.returncode, done.stdout[-500:], done.stderr[-500:])
    lines = done.stderr.strip().split("\n")
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("gg: error: "), lines[0]
    assert "\x1b" not in lines[0]
    return lines[0]


class Server:
    """`gg serve --port 0` with the given options, stopped at the end."""

    def __init__(self, *args):
        self.process = subprocess.Popen([gg_binary(), "serve", "--port", "0", *args],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        match = re.search(r"http://([^/\s]+)/", line)
        if not match:
            self.process.kill()
            raise AssertionError(f"gg serve did not start: {line!r} {self.process.stderr.read()}")
        self.host = match.group(1)
        self.base = f"http://{self.host}"

    def request(self, path, method="GET", headers=None, data=None, timeout=30):
        """(status, body text)."""
        req = urllib.request.Request(self.base + path, method=method, headers=headers or {},
                                     data=data)
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return r.status, r.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode()

    def stop(self, sig=signal.SIGINT, timeout=10):
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode


@pytest.fixture
def server():
    servers = []

    def start(*args):
        s = Server(*args)
        servers.append(s)
        return s

    yield start
    for s in servers:
        s.stop()


@pytest.fixture(scope="session")
def census8(tmp_path_factory):
    """An order-8 Trail Trap census database (11,117 graphs), made once."""
    path = tmp_path_factory.mktemp("census") / "order8.db"
    done = gg("census", "trail-trap", "--order", "8", "--db", str(path), timeout=600)
    assert done.returncode == 0, done.stderr
    return path


def wait_until(predicate, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.02)
    return False
