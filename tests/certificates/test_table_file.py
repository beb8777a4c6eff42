"""gg solve --table-file with --certificate: the certificate's moves come from the table the
solve filled (or loaded), not from a search of the root again, and gg-check accepts it."""

import json

from conftest import certify, gg, gg_check

# EDGe P12: about 84,000 nodes to solve; its certificate afresh searches about 98,000 more,
# from the solve's table about 12,000.
SOLVE = ["solve", "edge", "P12", "--winner-only", "--tt-mb", "64"]
LIMIT = 35_000  # well under a search of the root, well over what the table leaves


def table_nodes(table):
    header = table.read_bytes()[:2000].decode("ascii", "replace")
    return int(header.split("\nnodes ")[1].split("\n")[0])


def test_a_certificate_from_the_table_needs_no_search_of_the_root(tmp_path):
    table = tmp_path / "p12.table"
    first = gg(*SOLVE, "--table-file", str(table), "--json")
    assert first.returncode == 0, first.stderr
    solve_nodes = json.loads(first.stdout)["nodes"]
    assert solve_nodes > 2 * LIMIT  # so the limit leaves no room for searching the root again

    cert = tmp_path / "p12.cert"
    kept = gg(*SOLVE, "--table-file", str(table), "--certificate", str(cert), "--max-nodes",
              str(LIMIT), "--json")
    assert kept.returncode == 0, kept.stderr
    report = json.loads(kept.stdout)
    assert report["nodes"] == 1  # the root is read from the table
    assert report["table_file"]["nodes_before"] == solve_nodes
    checked = gg_check(str(cert), "--json")
    assert checked.returncode == 0, checked.stderr
    verdict = json.loads(checked.stdout)
    assert verdict["verified"] and verdict["winner"] == report["winner"]

    # The same certificate from a plain solve: the same claim, whatever moves it chose.
    _, plain = certify(tmp_path, "edge", "P12", "--winner-only", name="plain.cert")
    assert plain["certificate"]["claim_line"] == report["certificate"]["claim_line"]


def test_a_certificate_stopped_by_a_limit_keeps_the_table(tmp_path):
    table = tmp_path / "p12.table"
    assert gg(*SOLVE, "--table-file", str(table)).returncode == 0
    before = table_nodes(table)
    stopped = gg(*SOLVE, "--table-file", str(table), "--certificate", str(tmp_path / "x.cert"),
                 "--max-nodes", "2000")
    assert stopped.returncode == 3, stopped.stderr
    assert f"the table is kept in {table}" in stopped.stderr
    assert not (tmp_path / "x.cert").exists()
    # Saved again, whole: the next run reads it (the solve's node is counted, not the
    # certificate's searches).
    assert table_nodes(table) == before + 1
    again = gg(*SOLVE, "--table-file", str(table), "--json")
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)["nodes"] == 1
