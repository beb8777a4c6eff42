"""Bad input on the command line: one line naming the problem, exit 2, never a crash, hang or
silent guess; long work stopped by signals with the shell's codes. Each case is a reproducer
that crashed, hung or answered wrongly before its fix."""

import os
import signal
import subprocess
import time

import pytest

from conftest import gg, gg_binary, one_line_error

SQUARE = '"edges": [[0,1],[1,2],[2,3],[3,0]]'

REFUSED = {
    "number_overflow": (["graph", '{"vertices": 1e999, "edges": []}'], "too large"),
    "coordinate_overflow": (
        ["solve", "edge", '{"vertices": 4, ' + SQUARE +
         ', "coordinates": [[0,0],[1,0],[1,1],[0,1e999]]}'], "too large"),
    "key_twice": (["graph", '{"vertices": 4, "vertices": 5, "edges": []}'], "given twice"),
    "device_file": (["graph", "@/dev/zero"], "not a regular file"),
    "missing_file": (["graph", "@/no/such/board.json"], "no file"),
    "directory": (["graph", "@/tmp"], "is a directory"),
    "escape_sequence": (["graph", "K4\x1b[31m"], "\\x1b"),
    "crossing_at_1e308": (
        ["show", "cycles", '{"vertices": 4, "edges": [[0,2],[1,3],[0,1]], "coordinates": '
         '[[-1e308,-1e308],[1e308,-1e308],[1e308,1e308],[-1e308,1e308]]}'], "cross"),
    "command_typo": (["slove", "trail-trap", "K4"], "did you mean solve?"),
    "unknown_command": (["frobnicate"], "unknown command 'frobnicate'"),
    "serve_nan_seconds": (["serve", "--port", "0", "--max-seconds", "nan"], "not a number"),
    "empty_output_name": (["show", "trail-trap", "K4", "--svg", ""], "empty file name"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_bad_input_is_one_line_and_exit_2(case):
    args, expected = REFUSED[case]
    line = one_line_error(gg(*args, timeout=20))
    assert expected in line


def test_a_board_file_nested_100000_deep(tmp_path):
    board = tmp_path / "deep.json"
    board.write_text('{"vertices": 3, "edges": [[0,1],[1,2]], "cells": ' + "[" * 100000 +
                     "]" * 100000 + "}")
    line = one_line_error(gg("graph", f"@{board}"))
    assert "nested deeper" in line and len(line) < 200


def test_tiny_coordinates_are_the_same_drawing():
    board = ('{"vertices": 4, "edges": [[0,1],[1,2],[2,3],[3,0],[0,2]], "coordinates": '
             '[[0,0],[1e-300,0],[1e-300,1e-300],[0,1e-300]]}')
    done = gg("solve", "cycles", board, "--json")
    assert done.returncode == 0, done.stderr
    assert '"winner"' in done.stdout


def test_census_table_beyond_memory_is_an_error(tmp_path):
    # An address-space limit stands for a machine without the memory asked for.
    script = (f"ulimit -v 4000000; exec {gg_binary()} census trail-trap --order 5 "
              f"--method search --tt-mb 65536 --db {tmp_path / 'c.db'}")
    done = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=60)
    if "AddressSanitizer" in done.stderr and "ulimit -v" in done.stderr:
        pytest.skip("a sanitizer build cannot start under an address-space limit")
    assert "--tt-mb" in one_line_error(done)


def test_hint_on_a_thousand_ply_game_does_not_crash():
    # Trail Trap on K46 (1,035 edges): the remoteness search once recursed per ply.
    done = gg("play", "trail-trap", "K46", "--max-seconds", "1", stdin="hint\n", timeout=120)
    assert done.returncode == 0, done.stderr[-500:]
    # One line for all the undecided moves, not one line each.
    assert done.stdout.count("not decided within the limit") == 1, done.stdout[-2000:]


def test_the_engine_moves_on_a_board_it_cannot_solve():
    # Trails 7x7 with the engine to move first: it thinks for --think seconds, then plays the
    # best move it found and says it is not proven; the game goes on.
    done = gg("play", "trails", "7", "--as", "2", "--think", "1", stdin="", timeout=60)
    assert done.returncode == 0, done.stderr[-500:]
    assert "Engine (player 1) plays" in done.stdout
    assert "not proven" in done.stdout


def test_max_seconds_bounds_each_hint_not_the_game():
    # Once the engine exited before its first move when --max-seconds had passed since the
    # game began.
    done = gg("play", "trails", "5", "--as", "2", "--think", "1", "--max-seconds", "1",
              stdin="hint\n", timeout=60)
    assert done.returncode == 0, done.stderr[-500:]
    assert "Engine (player 1) plays" in done.stdout


@pytest.mark.parametrize("extra", [[], ["--win-within", "100"]])
def test_max_seconds_holds_where_a_node_takes_milliseconds(extra):
    # On K46 (1,035 edges) one node of the shortest-win search costs about 1.5 ms: the limit
    # was checked every 4,096 nodes, so --max-seconds 1 stopped after 6.5 s.
    start = time.monotonic()
    done = gg("solve", "trail-trap", "K46", "--max-seconds", "1", *extra, timeout=60)
    assert done.returncode == 3, done.stderr[-500:]
    assert time.monotonic() - start < 4, "the limit was overrun"


@pytest.mark.parametrize("command", [["solve", "trails", "6"], ["edcn", "Q6"]],
                         ids=["solve", "edcn"])
@pytest.mark.parametrize("sig,code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_signal_stops_a_search_at_once_with_the_shells_code(command, sig, code):
    p = subprocess.Popen([gg_binary(), *command], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    time.sleep(1)
    p.send_signal(sig)
    p.wait(3)
    assert p.returncode == code


def test_an_interrupted_simulation_reports_the_games_played():
    p = subprocess.Popen([gg_binary(), "simulate", "trails", "5", "--games", "20"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(1.5)
    p.send_signal(signal.SIGINT)
    out, _ = p.communicate(timeout=10)
    assert p.returncode == 130
    assert "20 random games" in out


def test_a_commands_help_names_gg_and_its_own_examples():
    text = gg("help", "census").stdout
    assert "Usage: gg census" in text
    assert "gg census trail-trap --check" in text
    assert "gg solve edge petersen" not in text  # gg's own examples stay on gg --help


def test_tikz_pictures_start_without_an_indent(tmp_path):
    picture = tmp_path / "k4.tex"
    assert gg("show", "trail-trap", "K4", "--tikz", str(picture)).returncode == 0
    lines = picture.read_text().split("\n")
    assert lines[1] == "\\noindent%" and lines[2].startswith("\\begin{tikzpicture}")


@pytest.mark.parametrize("args", [["games"], ["solve", "trail-trap", "K4", "--json"],
                                  ["graph", "petersen"], ["--help"]])
def test_a_failed_write_to_standard_output_is_an_error(args):
    """N5: output to a full device is one line and a non-zero exit, never exit 0."""
    with open("/dev/full", "w") as full:
        done = subprocess.run([gg_binary(), *args], stdout=full, stderr=subprocess.PIPE,
                              text=True, timeout=60)
    assert done.returncode == 2, (args, done.returncode)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "could not write the output" in lines[0], done.stderr


def test_a_closed_pipe_ends_quietly(tmp_path):
    done = subprocess.run(f"{gg_binary()} games --json | head -c 1 >/dev/null; "
                          "echo ${PIPESTATUS[0]}", shell=True, executable="/bin/bash",
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() in ("0", "141"), done.stdout
    assert "error" not in done.stderr


def test_a_certificate_never_replaces_a_device_pipe_or_link(tmp_path):
    """N4: gg solve --certificate over a non-regular file is refused and leaves it as it was."""
    import stat

    fifo = tmp_path / "pipe.cert"
    os.mkfifo(fifo)
    link = tmp_path / "link.cert"
    link.symlink_to(tmp_path / "elsewhere.cert")
    for target in (fifo, link):
        line = one_line_error(gg("solve", "trail-trap", "K4", "--certificate", str(target)))
        assert "not a regular file" in line
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert os.path.islink(link) and not (tmp_path / "elsewhere.cert").exists()


@pytest.mark.parametrize("sig, status", [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_play_ends_at_its_prompt_on_a_signal(sig, status):
    """N3: Ctrl-C or SIGTERM at gg play's prompt ends the game at once."""
    proc = subprocess.Popen([gg_binary(), "play", "trail-trap", "K4", "--as", "1"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        time.sleep(0.5)  # at the prompt, its input open and empty
        sent = time.monotonic()
        proc.send_signal(sig)
        proc.wait(timeout=5)
        assert time.monotonic() - sent < 1.0
        assert proc.returncode == status
        assert "interrupted" in proc.stderr.read()
    finally:
        proc.kill()
        proc.wait()


def test_play_refuses_an_endless_line():
    """N6: an input with no newline (/dev/zero) is a one-line error, not a growing buffer."""
    with open("/dev/zero", "rb") as zero:
        done = subprocess.run([gg_binary(), "play", "trail-trap", "K4"], stdin=zero,
                              capture_output=True, text=True, timeout=30)
    assert done.returncode == 2
    assert "longer than 64 KiB" in done.stderr.strip().splitlines()[-1]


def test_census_refuses_an_endless_input_line(tmp_path):
    """N6: gg census --stdin < /dev/zero is a one-line error, not a growing buffer."""
    with open("/dev/zero", "rb") as zero:
        done = subprocess.run([gg_binary(), "census", "trail-trap", "--stdin", "--db",
                               str(tmp_path / "z.db")], stdin=zero, capture_output=True,
                              text=True, timeout=60)
    assert "longer than 1 MiB" in one_line_error(done)
