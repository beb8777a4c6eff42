"""A census database that is damaged, full, foreign or on read-only media: every command says so
in one line naming the file (exit 2) and writes nothing into it; none answers "no rows"."""

import json
import os
import shutil
import subprocess

import pytest

from conftest import gg, one_line_error


def damaged_copy(census8, tmp_path, offset):
    path = tmp_path / f"damaged-{offset}.db"
    shutil.copy(census8, path)
    with open(path, "r+b") as f:
        f.seek(offset)
        f.write(b"\xa5" * 4096)
    return path


# Offsets of the review's reproducers inside an order-8 census (4 KiB each), and more spread
# over the file: wherever the damage falls, an answer is complete or an error.
OFFSETS = [860160, 1200000, 1700000] + [4096 * k for k in range(1, 420, 37)]


def complete_or_error(done, rows):
    """The command either failed with one line naming the damage or answered every row."""
    if done.returncode != 0:
        one_line_error(done)
        return False
    assert rows(done) == 11117, done.stdout[-300:]
    return True


def test_queries_of_damaged_databases_are_complete_or_errors(census8, tmp_path):
    errors = 0
    for offset in OFFSETS:
        path = damaged_copy(census8, tmp_path, offset)
        done = gg("query", "trail-trap", "--db", str(path), "--json")
        if not complete_or_error(done, lambda d: len(json.loads(d.stdout)["results"])):
            errors += 1
            assert str(path) in done.stderr
    assert errors >= 3  # the damage was met, not only missed


def test_reports_of_damaged_databases_are_complete_or_errors(census8, tmp_path):
    def graphs(done):
        return sum(row["graphs"] for row in json.loads(done.stdout)["orders"])

    errors = 0
    for offset in OFFSETS:
        path = damaged_copy(census8, tmp_path, offset)
        done = gg("census", "trail-trap", "--report", "--json", "--db", str(path))
        errors += 0 if complete_or_error(done, graphs) else 1
    assert errors >= 3


def damaged_beyond_doubt(census8, tmp_path):
    """A copy damaged where every query meets it (the review's first offset, checked)."""
    for offset in OFFSETS:
        path = damaged_copy(census8, tmp_path, offset)
        if gg("query", "trail-trap", "--db", str(path)).returncode == 2:
            return path
    raise AssertionError("no offset damaged a page the queries read")


def test_census_refuses_to_write_into_a_damaged_database(census8, tmp_path):
    path = damaged_beyond_doubt(census8, tmp_path)
    before = path.read_bytes()
    line = one_line_error(gg("census", "trail-trap", "--order", "8", "--db", str(path)))
    assert "damaged" in line
    assert path.read_bytes() == before


def test_check_reports_damage_and_soundness(census8, tmp_path):
    sound = gg("census", "trail-trap", "--check", "--db", str(census8), "--json")
    assert sound.returncode == 0, sound.stderr
    assert json.loads(sound.stdout)["sound"] is True
    path = damaged_beyond_doubt(census8, tmp_path)
    damaged = gg("census", "trail-trap", "--check", "--db", str(path), "--json")
    assert damaged.returncode == 1, damaged.stderr
    report = json.loads(damaged.stdout)
    assert report["sound"] is False and report["problems"]


def test_a_file_that_is_not_a_database(tmp_path):
    path = tmp_path / "passwd.db"
    path.write_text("root:x:0:0:root:/root:/bin/bash\n" * 200)
    assert "not a graphgames database" in one_line_error(
        gg("query", "trail-trap", "--db", str(path)))
    assert one_line_error(gg("serve", "--port", "0", "--db", str(path)))


def test_query_of_a_missing_database_creates_nothing(tmp_path):
    path = tmp_path / "missing.db"
    assert "does not exist" in one_line_error(gg("query", "trail-trap", "--db", str(path)))
    assert not path.exists()


def mount_tmpfs(where, options):
    """Mounts a tmpfs (root in a namespace that allows it); False where it cannot."""
    where.mkdir(exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)],
                          capture_output=True)
    return done.returncode == 0


def test_a_database_on_read_only_media_can_be_queried(census8, tmp_path):
    media = tmp_path / "ro"
    if not mount_tmpfs(media, "size=8m"):
        pytest.skip("this machine does not let the test mount a file system")
    try:
        shutil.copy(census8, media / "c.db")
        assert subprocess.run(["mount", "-o", "remount,ro", str(media)]).returncode == 0
        done = gg("query", "trail-trap", "--db", str(media / "c.db"), "--order", "8",
                  "--winner", "1", "--json")
        assert done.returncode == 0, done.stderr
        assert len(json.loads(done.stdout)["results"]) == 750
    finally:
        subprocess.run(["umount", str(media)])


def test_a_full_disk_stops_the_census_and_keeps_its_rows(tmp_path):
    media = tmp_path / "full"
    if not mount_tmpfs(media, "size=100k"):
        pytest.skip("this machine does not let the test mount a file system")
    try:
        path = media / "f.db"
        done = gg("census", "trail-trap", "--order", "8", "--db", str(path), "--jobs", "1",
                  timeout=300)
        line = one_line_error(done)
        assert "full" in line
        kept = gg("query", "trail-trap", "--db", str(path), "--json")
        assert kept.returncode == 0, kept.stderr
        assert gg("census", "trail-trap", "--check", "--db", str(path)).returncode == 0
        rows = len(json.loads(kept.stdout)["results"])
        # On a free disk the same command finishes the census, row for row.
        free = tmp_path / "free.db"
        shutil.copy(path, free)  # with its write-ahead log, which holds committed rows
        if os.path.exists(f"{path}-wal"):
            shutil.copy(f"{path}-wal", f"{free}-wal")
        assert gg("census", "trail-trap", "--order", "8", "--db", str(free),
                  timeout=300).returncode == 0
        again = json.loads(gg("query", "trail-trap", "--db", str(free), "--json").stdout)
        assert len(again["results"]) == 11117 >= rows
    finally:
        subprocess.run(["umount", str(media)])


# Under a sanitizer a start of gg costs a third of a second and the two sweeps below start it
# 800 times: there the first quarter of the same seeded flips checks memory safety on the same
# paths, and the Release run checks all of them.
FLIPS = 50 if os.environ.get("GG_SANITIZED") else 200


def flipped_copies(original, tmp_path, count, seed):
    """`count` copies of `original` in turn at one path, each with one seeded random bit
    flipped anywhere in the file (table, index, free pages, header): (flip, offset, path)."""
    import random

    data = original.read_bytes()
    rng = random.Random(seed)
    path = tmp_path / f"flipped-{original.name}"
    for flip in range(count):
        damaged = bytearray(data)
        offset = rng.randrange(len(damaged))
        damaged[offset] ^= 1 << rng.randrange(8)
        for suffix in ("", "-journal", "-wal", "-shm"):
            stale = path.with_name(path.name + suffix)
            if stale.exists():
                stale.unlink()
        path.write_bytes(bytes(damaged))
        yield flip, offset, path


def same_or_one_line_error(clean, done, where):
    """Exactly the clean answer, or exit 2 with one line: never a short or changed one."""
    if done.returncode == 0:
        assert done.stdout == clean.stdout, f"{where}: a different answer"
        return False
    assert done.returncode == 2, (where, done.stderr)
    one_line_error(done)
    return True


def test_bit_flips_never_give_a_short_or_changed_answer(census8, tmp_path):
    """FLIPS flips, each queried whole and filtered (a filtered query meets no order's totals:
    only the pages' checksums stand between it and a short answer)."""
    queries = [["--json"], ["--winner", "1", "--json"], ["--order", "8", "--size", "14"]]
    clean = [gg("query", "trail-trap", "--db", str(census8), *q) for q in queries]
    assert all(c.returncode == 0 for c in clean)
    errors = 0
    for flip, offset, path in flipped_copies(census8, tmp_path, FLIPS, seed=64):
        for query, answer in zip(queries, clean):
            done = gg("query", "trail-trap", "--db", str(path), *query)
            errors += same_or_one_line_error(answer, done, f"flip {flip} at byte {offset}")
    assert errors >= FLIPS // 2  # the flips met the rows, not only free space


def test_bit_flips_never_give_the_web_census_a_short_page(census8, tmp_path, server):
    """The server opens the file for each request: one server, a new damage each time."""
    path = tmp_path / f"flipped-{census8.name}"
    shutil.copy(census8, path)
    s = server("--db", str(path))
    pages = ["/api/census?game=trail-trap&limit=500",
             "/api/census?game=trail-trap&winner=1&order=8&limit=500"]
    clean = [s.request(page) for page in pages]
    assert all(status == 200 for status, _ in clean)
    errors = 0
    for flip, offset, _ in flipped_copies(census8, tmp_path, 60, seed=65):
        for page, answer in zip(pages, clean):
            status, body = s.request(page)
            if status == 200:
                assert body == answer[1], f"flip {flip} at byte {offset}: a different page"
            else:
                assert status == 500 and "damaged" in json.loads(body)["error"], (status, body)
                errors += 1
    assert errors >= 20


def test_bit_flips_never_change_a_proofs_status(tmp_path):
    db = tmp_path / "proof.db"
    assert gg("prove", "trails", "4", "--budget", "200", "--db", str(db),
              timeout=300).returncode == 0
    # The status names its file: the clean one is read at the path the damaged ones take.
    same_path = tmp_path / f"flipped-{db.name}"
    shutil.copy(db, same_path)
    clean = gg("prove", "--status", "--db", str(same_path), "--json")
    assert clean.returncode == 0, clean.stderr
    errors = 0
    for flip, offset, path in flipped_copies(db, tmp_path, FLIPS, seed=66):
        done = gg("prove", "--status", "--db", str(path), "--json")
        errors += same_or_one_line_error(clean, done, f"flip {flip} at byte {offset}")
    assert errors >= FLIPS // 4
