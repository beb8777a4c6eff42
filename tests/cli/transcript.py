"""Runs one command-line transcript and compares it with its expected output.

A transcript is tests/cli/NAME.cmd: shell commands, one per line (a line ending in a backslash
continues on the next), with `#` comment lines and blank lines kept as they are. Each command runs
in bash (with pipefail) in a scratch folder shared by the whole transcript, with `gg` on PATH and
$DATA naming tests/data and $REPO the repository; tests/cli/bin is on PATH too (`keys` prints a JSON object one key
per line). The transcript of a run, NAME.out, shows each command after `$ `, its
standard output, its standard error with each line after `! `, and `[exit N]`.

What varies from run to run is masked before comparing: seconds (`time: T s`, `seconds: T` in JSON or `keys`, `N nodes, T s)` in a limit's message),
the scratch folder ($WORK) and the data folder ($DATA). A command whose output varies in other
ways filters it itself (grep, head, ...).

Usage: transcript.py GG_BINARY NAME.cmd   (GG_UPDATE_GOLDEN=1 writes NAME.out instead)
"""

import difflib
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

COMMAND_TIMEOUT = 240
DATA = Path(__file__).resolve().parent.parent / "data"
MASKS = [
    (re.compile(r"time: [0-9.e+-]+ s"), "time: T s"),
    (re.compile(r"(nodes, )[0-9.]+ s\)"), r"\1T s)"),
    (re.compile(r'\bseconds("?): ?[0-9.e+-]+'), r"seconds\1: T"),
]


def commands_and_comments(text: str):
    """(kind, text) pairs: "command", "comment" (or a blank line) in file order."""
    items = []
    pending = ""
    for line in text.splitlines():
        if pending:
            pending += "\n" + line
        elif not line.strip() or line.lstrip().startswith("#"):
            items.append(("comment", line))
            continue
        else:
            pending = line
        if pending.endswith("\\"):
            continue
        items.append(("command", pending))
        pending = ""
    if pending:
        raise SystemExit(f"transcript ends inside a continued command: {pending!r}")
    return items


def masked(text: str, work: str) -> str:
    text = text.replace(work, "$WORK").replace(str(DATA), "$DATA")
    text = text.replace(str(DATA.parent.parent), "$REPO")
    for pattern, replacement in MASKS:
        text = pattern.sub(replacement, text)
    return text


def run(command: str, work: str, env: dict) -> str:
    try:
        done = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=work, env=env,
                              stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              errors="replace", timeout=COMMAND_TIMEOUT)
        out, err, status = done.stdout, done.stderr, str(done.returncode)
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else e.stdout or ""
        err, status = "", f"timed out after {COMMAND_TIMEOUT} s"
    block = [f"$ {command}"]
    block += out.splitlines()
    block += ["! " + line for line in err.splitlines()]
    block.append(f"[exit {status}]")
    return masked("\n".join(block), work)


def transcript(gg: Path, script: Path) -> str:
    with tempfile.TemporaryDirectory(prefix="gg-cli-") as work, \
         tempfile.TemporaryDirectory(prefix="gg-bin-") as bindir:
        os.symlink(gg, Path(bindir) / "gg")
        helpers = Path(__file__).resolve().parent / "bin"
        env = {k: v for k, v in os.environ.items() if k not in ("GG_UPDATE_GOLDEN", "COLUMNS")}
        env.update(PATH=f"{bindir}:{helpers}:{os.environ.get('PATH', '/usr/bin:/bin')}", DATA=str(DATA),
                   REPO=str(DATA.parent.parent),
                   LC_ALL="C.UTF-8")
        out = []
        for kind, text in commands_and_comments(script.read_text()):
            out.append(text if kind == "comment" else run(text, work, env))
        return "\n".join(out) + "\n"


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    gg, script = Path(sys.argv[1]).resolve(), Path(sys.argv[2])
    expected_path = script.with_suffix(".out")
    actual = transcript(gg, script)
    if os.environ.get("GG_UPDATE_GOLDEN") == "1":
        expected_path.write_text(actual)
        print(f"wrote {expected_path}")
        return 0
    if not expected_path.exists():
        print(f"{expected_path} is missing: run with GG_UPDATE_GOLDEN=1 to write it")
        return 1
    expected = expected_path.read_text()
    if actual == expected:
        return 0
    diff = difflib.unified_diff(expected.splitlines(), actual.splitlines(), str(expected_path),
                                "this run", lineterm="")
    print("\n".join(list(diff)[:80]))
    print(f"(GG_UPDATE_GOLDEN=1 rewrites {expected_path.name}; look at the diff first)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
