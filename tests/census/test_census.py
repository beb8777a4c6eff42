"""gg census, query and merge end to end: the same graphs in give the same rows out, whatever
the source or the method; shards merge to the whole; a census killed with SIGKILL or
interrupted with SIGINT resumes to exactly the rows of an uninterrupted run; the report, the
sequences and the chart say what the database holds, and no more."""

import re
import signal
import subprocess
import time

import pytest

from conftest import geng, gg, gg_binary, ok, ok_json, refused, rows, without_search_counts

VARIANTS = ["standard", "place-first", "place-first --distinct-placement",
            "place-first-alternating", "place-first-alternating --distinct-placement"]


@pytest.fixture(scope="module")
def table_db(work):
    """Table 1's rows 3 to 7 through the census, in one database."""
    db = work / "table.db"
    for n in (3, 4, 5, 6, 7):
        ok("census", "trail-trap", "--order", n, "--db", db, "--jobs", 2)
    return db


@pytest.fixture(scope="module")
def order6_rows(work):
    """The rows of the order-6 Trail Trap census from geng, without search counts."""
    db = work / "geng.db"
    ok("census", "trail-trap", "--order", 6, "--db", db)
    return without_search_counts(rows("trail-trap", db))


@pytest.fixture(scope="module")
def order7_rows(work):
    db = work / "whole7.db"
    ok("census", "trail-trap", "--order", 7, "--db", db)
    return without_search_counts(rows("trail-trap", db))


@pytest.fixture(scope="module")
def counted7(work):
    """The order-7 census counted without rows (--no-rows); its tables stay beside it."""
    db = work / "norows.db"
    summary = ok_json("census", "trail-trap", "--order", 7, "--no-rows", "--db", db)
    return db, summary


def report_lines(text, order):
    return [line for line in text.splitlines() if re.match(rf"^ *{order} ", line)]


def test_report_reproduces_table_1(table_db):
    report = ok_json("census", "trail-trap", "--report", "--db", table_db)
    got = {(o["order"], o["graphs"], o["p2_wins"]) for o in report["orders"]}
    for row in [(3, 2, 2), (4, 6, 4), (5, 21, 17), (6, 112, 88), (7, 853, 734)]:
        assert row in got


@pytest.mark.parametrize("by", ["size", "max-degree"])
def test_report_breaks_down_as_the_run_does(table_db, by):
    run = report_lines(ok("census", "trail-trap", "--order", 7, "--by", by, "--db", table_db), 7)
    report = report_lines(ok("census", "trail-trap", "--report", "--by", by, "--db", table_db), 7)
    assert len(run) > 1
    assert [re.sub(r"%   complete$", "%", line) for line in report] == run


def test_report_separates_sweeps(work):
    db = work / "sweeps.db"
    ok("census", "cycles", "--planar", "--order", 5, "--db", db)
    ok("census", "cycles", "--trees", "--order", 6, "--db", db)
    ok("census", "cycles", "--order", 4, "--db", db)
    ok("census", "cycles", "--stdin", "--db", db, stdin="Bw\nBW\n")
    text = ok("census", "cycles", "--report", "--db", db)

    def section(title):
        lines = text.split("\n\n")
        return next(block for block in lines if block.startswith(title))

    assert re.search(r"^ *5 +50 .*complete$", section("Plane boards"), re.M)
    assert re.search(r"^ *6 +6 .*complete$", section("Trees"), re.M)
    assert re.search(r"^ *4 +6 .*complete$", section("Connected graphs"), re.M)
    assert re.search(r"^ *3 +2 ", section("Other graphs read from standard input"), re.M)
    report = ok_json("census", "cycles", "--report", "--db", db)
    assert any(s["sweep"] == "trees" and s["title"] == "Trees (nauty-gentreeg)"
               for s in report["sweeps"])
    assert any(o["made_by"] == "stdin" for o in report["other"])


def test_stored_trees_are_reused_by_the_connected_graphs(work):
    # The trees of order 6 are connected graphs of order 6 too: stored once, reported in both.
    db = work / "trees.db"
    ok("census", "trail-trap", "--trees", "--order", 6, "--db", db)
    run = ok_json("census", "trail-trap", "--order", 6, "--method", "search", "--db", db)
    assert (run["computed"], run["graphs"], run["reused"]) == (106, 112, 6)
    text = ok("census", "trail-trap", "--report", "--db", db)
    assert re.search(r"^Trees.*\n(.*\n)*? *6 +6 .*complete$", text, re.M)
    assert re.search(r"^Connected graphs.*\n(.*\n)*? *6 +112 .*complete$", text, re.M)


def test_geng_and_stdin_give_the_same_rows(work, order6_rows):
    db = work / "stdin.db"
    ok("census", "trail-trap", "--stdin", "--db", db, stdin=geng("-c", 6))
    assert without_search_counts(rows("trail-trap", db)) == order6_rows


def test_per_board_tables_give_the_same_rows_from_any_source(work, order6_rows):
    # Without the shared table every row, node counts included, is the same whatever the
    # source and whatever else the thread solved; with it the rows are the same.
    own, reversed_ = work / "own.db", work / "own_rev.db"
    ok("census", "trail-trap", "--order", 6, "--method", "search", "--db", own,
       "--no-shared-table", "--jobs", 1)
    lines = geng("-c", 6).splitlines()
    ok("census", "trail-trap", "--stdin", "--db", reversed_, "--no-shared-table", "--jobs", 2,
       stdin="\n".join(reversed(lines)) + "\n")
    assert rows("trail-trap", own) == rows("trail-trap", reversed_)
    assert without_search_counts(rows("trail-trap", own)) == order6_rows


def test_the_shared_table_saves_nodes(work):
    own, shared = work / "own7.db", work / "shared7.db"
    ok("census", "trail-trap", "--order", 7, "--method", "search", "--db", own,
       "--no-shared-table")
    ok("census", "trail-trap", "--order", 7, "--method", "search", "--db", shared)
    own_rows, shared_rows = rows("trail-trap", own), rows("trail-trap", shared)
    assert without_search_counts(own_rows) == without_search_counts(shared_rows)
    own_nodes = sum(r["nodes"] for r in own_rows)
    shared_nodes = sum(r["nodes"] for r in shared_rows)
    assert 0 < shared_nodes < own_nodes


def test_relabelled_copies_are_one_row(work):
    five = geng("-c", 5)
    assert ok_json("census", "trail-trap", "--stdin", "--db", work / "dup5.db",
                   stdin=five + five)["graphs"] == 21
    # nauty's header glued to the first graph (geng -h) is read too.
    header = subprocess.run(["nauty-geng", "-cqh", "5"], capture_output=True, text=True,
                            check=True).stdout
    assert ok_json("census", "trail-trap", "--stdin", "--db", work / "header.db",
                   stdin=header)["graphs"] == 21
    assert ok_json("census", "trail-trap", "--stdin", "--db", work / "dup.db",
                   stdin="Bw\nBW\nBw\nBo\n")["graphs"] == 2


@pytest.fixture(scope="module")
def shards(work):
    dbs = [work / f"s{i}.db" for i in range(3)]
    for i, db in enumerate(dbs):
        ok("census", "trail-trap", "--order", 6, "--shard", f"{i}/3", "--db", db)
    return dbs


def test_a_partly_stored_order_says_so(shards):
    report = ok("census", "trail-trap", "--report", "--db", shards[1])
    assert re.search(r"^ *6 +37 .*37 of 112 \(run not finished\)$", report, re.M)
    done = gg("query", "trail-trap", "--db", shards[1])
    assert "order 6: 37 of 112 graphs stored; the census is not finished" in \
        done.stderr.splitlines()
    query = ok_json("query", "trail-trap", "--db", shards[1])
    assert query["complete"] is False
    assert query["unfinished"] == [{"order": 6, "sweep": "connected", "stored": 37,
                                    "expected": 112, "counted": False}]


def test_shards_merge_to_the_whole(work, shards, order6_rows):
    merged = work / "merged.db"
    ok("merge", "--db", merged, *shards)
    report = ok("census", "trail-trap", "--report", "--db", merged)
    assert re.search(r"^ *6 +112 .*complete$", report, re.M)
    query = ok_json("query", "trail-trap", "--db", merged)
    assert query["complete"] is True and query["unfinished"] == []
    assert without_search_counts(query["results"]) == order6_rows
    verified = ok_json("census", "trail-trap", "--order", 6, "--verify-complete", "--db", merged)
    assert verified["complete"] is True and verified["generated"] == 112
    # The disconnected graphs of order 6 are missing: exit 1.
    assert gg("census", "trail-trap", "--order", 6, "--all", "--verify-complete", "--db",
              merged).returncode == 1


def test_verify_complete(work, shards, table_db):
    partial = work / "partial.db"
    ok("merge", "--db", partial, shards[0], shards[1])
    done = gg("census", "trail-trap", "--order", 6, "--verify-complete", "--db", partial)
    assert done.returncode == 1 and "Incomplete: 37 missing" in done.stdout
    # Rows of other orders in the database are not counted.
    ok("census", "trail-trap", "--order", 6, "--verify-complete", "--db", table_db)
    missing = work / "none.db"
    refused("census", "trail-trap", "--order", 6, "--verify-complete", "--db", missing)
    assert not missing.exists()


@pytest.mark.parametrize("m", [7, 64, 2000])
def test_shards_are_even_by_count(m):
    counts = sorted(len(ok("census", "trail-trap", "--order", 8, "--shard", f"{i}/{m}",
                           "--list").splitlines()) for i in (0, 1, m // 2, m - 1))
    assert counts[0] >= 1 and counts[-1] - counts[0] <= 1


def test_shards_cover_the_order_once_and_list_writes_nothing(work):
    db = work / "list.db"
    listed = []
    for i in range(5):
        listed += ok("census", "trail-trap", "--order", 7, "--shard", f"{i}/5", "--list", "--db",
                     db).splitlines()
    assert sorted(listed) == sorted(geng("-c", 7).splitlines())
    assert not db.exists()


def test_dense_first(work, order6_rows):
    dense = ok("census", "trail-trap", "--order", 7, "--dense-first", "--list").splitlines()
    assert sorted(dense) == sorted(geng("-c", 7).splitlines())
    assert dense[0] == "F~~~w"  # K7
    db = work / "dense.db"
    ok("census", "trail-trap", "--order", 6, "--dense-first", "--db", db)
    assert without_search_counts(rows("trail-trap", db)) == order6_rows


def start_then_signal(args, sig, after):
    process = subprocess.Popen([gg_binary(), *map(str, args)], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    time.sleep(after)
    process.send_signal(sig)
    return process.wait(60)


def test_killed_census_resumes_to_the_whole(work, order7_rows):
    db = work / "killed.db"
    start_then_signal(["census", "trail-trap", "--order", 7, "--method", "search", "--db", db,
                       "--jobs", 1], signal.SIGKILL, 0.4)
    resumed = ok_json("census", "trail-trap", "--order", 7, "--method", "search", "--db", db)
    assert resumed["graphs"] == 853
    assert without_search_counts(rows("trail-trap", db)) == order7_rows


def test_interrupted_census_keeps_its_rows(work, order7_rows):
    db = work / "int.db"
    status = start_then_signal(["census", "trail-trap", "--order", 7, "--method", "search",
                                "--db", db, "--jobs", 1], signal.SIGINT, 0.4)
    assert status in (0, 130)
    if status == 130:
        # The report does not call an interrupted order complete; nauty's count says how much
        # is missing.
        text = ok("census", "trail-trap", "--report", "--db", db)
        assert re.search(r"^ *7 .* of 853 \(run not finished\)$", text, re.M)
        report = ok_json("census", "trail-trap", "--report", "--db", db)
        assert any(o["order"] == 7 and o["complete"] is False and o["expected"] == 853
                   for s in report["sweeps"] for o in s["orders"])
    ok("census", "trail-trap", "--order", 7, "--method", "search", "--db", db)
    assert re.search(r"^ *7 +853 .*complete$",
                     ok("census", "trail-trap", "--report", "--db", db), re.M)
    assert without_search_counts(rows("trail-trap", db)) == order7_rows


@pytest.mark.parametrize("variant", VARIANTS)
def test_retrograde_analysis_agrees_with_search(work, variant):
    # Retrograde analysis is the default for a whole order of Trail Trap; each run says how
    # it decided.
    name = variant.replace(" ", "_")
    searched, retro = work / f"v-search-{name}.db", work / f"v-retro-{name}.db"
    words = variant.split()
    ok("census", "trail-trap", "--order", 6, "--variant", *words, "--method", "search", "--db",
       searched)
    run = ok_json("census", "trail-trap", "--order", 6, "--variant", *words, "--db", retro)
    assert run["method"] == "retrograde" and run["graphs"] == 112
    retro_rows = rows("trail-trap", retro, "--variant", *words)
    assert len(retro_rows) == 112
    assert all(r["method"] == "retrograde" for r in retro_rows)
    assert without_search_counts(retro_rows) == without_search_counts(
        rows("trail-trap", searched, "--variant", *words))
    # The tables are kept beside the database.
    assert (work / f"v-retro-{name}.db.tables").is_dir()


@pytest.mark.parametrize("game,options,graphs", [
    # The games whose moves delete vertices have tables over the connected graphs of each
    # order: the winner and Grundy value of every graph of order 6, connected or not.
    ("node-kayles", ["--all"], 156),
    ("vertex-geography", ["--all"], 156),
    ("edge-geography", [], 112),
])
def test_retrograde_analysis_of_impartial_games_agrees_with_search(work, game, options, graphs):
    searched, retro = work / f"{game}-search.db", work / f"{game}-retro.db"
    ok("census", game, "--order", 6, *options, "--grundy", "--method", "search", "--db",
       searched)
    run = ok_json("census", game, "--order", 6, *options, "--grundy", "--db", retro)
    assert run["method"] == "retrograde" and run["graphs"] == graphs
    retro_rows = rows(game, retro)
    assert sum(isinstance(r["grundy"], int) for r in retro_rows) == graphs
    assert without_search_counts(retro_rows) == without_search_counts(rows(game, searched))


def test_retrograde_killed_while_building_resumes_to_the_whole(work):
    whole, killed = work / "r8.db", work / "r8k.db"
    ok("census", "trail-trap", "--order", 8, "--db", whole)
    start_then_signal(["census", "trail-trap", "--order", 8, "--db", killed, "--jobs", 1],
                      signal.SIGKILL, 0.1)
    resumed = ok_json("census", "trail-trap", "--order", 8, "--db", killed)
    assert (resumed["graphs"], resumed["method"], resumed["summary"][0]["graphs"]) == \
        (11117, "retrograde", 11117)
    assert without_search_counts(rows("trail-trap", killed)) == \
        without_search_counts(rows("trail-trap", whole))


@pytest.mark.parametrize("extra", [["--shard", "0/2"], ["--trees"], ["--certificates", "CERTS"],
                                   ["--variant", "rooted"]])
def test_retrograde_where_it_cannot_run_says_why(work, extra):
    extra = [str(work / "certs") if e == "CERTS" else e for e in extra]
    refused("census", "trail-trap", "--order", 5, "--method", "retrograde", *extra, "--db",
            work / "x.db")


def test_retrograde_refusals_for_other_sources_and_games(work):
    refused("census", "trail-trap", "--stdin", "--method", "retrograde", "--db", work / "x.db",
            stdin=geng("-c", 4))
    refused("census", "edge", "--order", 4, "--method", "retrograde", "--db", work / "x.db")


def test_counts_without_rows(work, counted7):
    db, summary = counted7
    assert (summary["rows_stored"], summary["summary"][0]["graphs"],
            summary["summary"][0]["p1_wins"]) == (False, 853, 119)
    query = ok_json("query", "trail-trap", "--db", db)
    assert query["results"] == [] and query["unfinished"][0]["counted"]
    # The report and the sequences show the counted order beside a complete one.
    ok("census", "trail-trap", "--order", 6, "--db", db)
    report = ok_json("census", "trail-trap", "--report", "--db", db)
    assert [(o["order"], o["graphs"], o["p1_wins"], o["complete"], o["counted"])
            for o in report["sweeps"][0]["orders"]] == \
        [(6, 112, 24, True, False), (7, 853, 119, False, True)]
    sequences = ok_json("census", "trail-trap", "--report", "--sequence", "--db", db)
    assert sequences["sequences"][0]["terms"] == [24, 119]
    refused("census", "trail-trap", "--order", 7, "--no-rows", "--method", "search", "--db",
            work / "x.db")
    refused("census", "trail-trap", "--order", 7, "--no-rows", "--report", "--db",
            work / "x.db")


@pytest.mark.parametrize("variant", ["standard", "place-first"])
def test_given_graphs_looked_up_in_finished_tables(work, counted7, variant):
    # Every graph of order 7, twice, and of order 6 get the rows of search.
    db, _ = counted7
    graphs = geng("-c", 7) + geng("-c", 6) + geng("-c", 7)
    looked, searched = work / f"look-{variant}.db", work / f"search-{variant}.db"
    ok("census", "trail-trap", "--stdin", "--method", "retrograde", "--variant", variant,
       "--tables", f"{db}.tables", "--db", looked, stdin=graphs)
    ok("census", "trail-trap", "--stdin", "--method", "search", "--variant", variant, "--db",
       searched, stdin=graphs)
    looked_rows = without_search_counts(rows("trail-trap", looked, "--variant", variant))
    assert len(looked_rows) == 965
    assert looked_rows == without_search_counts(rows("trail-trap", searched, "--variant",
                                                     variant))


def test_lookups_the_tables_cannot_answer_are_errors(work, counted7):
    db, _ = counted7
    tables = f"{db}.tables"
    line = refused("census", "trail-trap", "--stdin", "--method", "retrograde", "--tables",
                   tables, "--db", work / "x.db", stdin="G~~~~{\n")
    assert "no table of order 8" in line
    part = work / "part"
    ok("census", "trail-trap", "--order", 8, "--edges", "0:3", "--no-rows", "--tables", part,
       "--db", work / "x.db")
    line = refused("census", "trail-trap", "--stdin", "--method", "retrograde", "--tables", part,
                   "--db", work / "x.db", stdin="G~~~~{\n")
    assert "has no layer of 28 edges" in line
    refused("census", "trail-trap", "--stdin", "--no-rows", "--method", "retrograde", "--db",
            work / "x.db", stdin="F~~~w\n")
    refused("census", "node-kayles", "--stdin", "--method", "retrograde", "--db", work / "x.db",
            stdin="F~~~w\n")


def test_a_damaged_table_layer_is_named(work, tmp_path):
    db = tmp_path / "damaged.db"
    ok("census", "trail-trap", "--order", 7, "--no-rows", "--db", db)
    (roots,) = (tmp_path / "damaged.db.tables").glob("*-7-all/layer-10.roots")
    data = bytearray(roots.read_bytes())
    data[200] ^= 0x55
    roots.write_bytes(bytes(data))
    line = refused("census", "trail-trap", "--stdin", "--method", "retrograde", "--tables",
                   tmp_path / "damaged.db.tables", "--db", tmp_path / "y.db",
                   stdin=geng("-c", 7, "10:10"))
    assert "layer-10.roots' is damaged" in line


def test_edge_census_with_grundy_values(work):
    assert ok_json("census", "edge", "--order", 5, "--grundy", "--db",
                   work / "edge.db")["graphs"] == 21


def test_plane_boards_for_the_game_of_cycles(work):
    db, from_stdin = work / "plane.db", work / "plane_stdin.db"
    assert ok_json("census", "cycles", "--planar", "--order", 4, "--db", db)["graphs"] == 8
    ok("census", "cycles", "--planar", "--order", 5, "--db", db)
    ok("census", "cycles", "--planar", "--stdin", "--db", from_stdin, stdin=geng("-c", 5))
    # Node counts are left out: tree values are memoised across the boards a thread solves.
    def drop_nodes(rows_):
        return [{k: v for k, v in r.items() if k != "nodes"} for r in rows_]

    stored = rows("cycles", db, "--order", 5)
    assert drop_nodes(stored) == drop_nodes(rows("cycles", from_stdin, "--order", 5))
    assert ok_json("census", "cycles", "--planar", "--order", 5, "--db", db)["graphs"] == 50
    # Every stored board, solved again from its graph6 and cells, has the stored winner.
    for row in stored[:12]:
        cells = ["--cells", row["cells"]] if row["cells"] else []
        solved = ok_json("solve", "cycles", row["graph6"], *cells)
        assert solved["winner"] == row["winner"], row
    refused("census", "trail-trap", "--planar", "--order", 4, "--db", work / "x.db")
    refused("census", "cycles", "--planar", "--all", "--order", 4, "--db", work / "x.db")


def test_bad_input_is_one_line_and_exit_2(work):
    refused("census", "trail-trap", "--db", work / "x.db")
    refused("census", "trail-trap", "--order", 5, "--shard", "3/2", "--db", work / "x.db")
    refused("query", "trail-trap", "--db", work / "none.db")
    refused("census", "trail-trap", "--stdin", "--db", work / "x.db", stdin="not a graph\n")
    refused("census", "trail-trap", "--report", "--db", work / "none.db")
    assert not (work / "none.db").exists()
    refused("census", "trail-trap", "--stdin", "--order", 4, "--db", work / "x.db",
            stdin=geng("-c", 4))


@pytest.fixture(scope="module")
def sequence_db(work):
    db = work / "seq.db"
    for n in range(1, 7):
        ok("census", "trail-trap", "--order", n, "--db", db)
    ok("census", "trail-trap", "--order", 7, "--shard", "0/3", "--db", db)  # 7 not complete
    return db


def test_sequences_of_the_complete_orders(sequence_db):
    # Table 1 of the Trail Trap paper: P1 wins on the connected graphs of n = 1..6.
    text = ok("census", "trail-trap", "--report", "--sequence", "--db", sequence_db)
    assert "%S A000000 0,1,0,2,4,24\n" in text
    assert "%S A000000 1,0,2,4,17,88\n" in text
    assert "%O A000000 1,4\n" in text
    assert ("%N A000000 Number of connected simple graphs on n unlabeled nodes on which player 1"
            in text)
    data = ok_json("census", "trail-trap", "--report", "--sequence", "--db", sequence_db)
    assert [(s["winner"], s["offset"], s["terms"]) for s in data["sequences"]] == \
        [(1, 1, [0, 1, 0, 2, 4, 24]), (2, 1, [1, 0, 2, 4, 17, 88])]
    refused("census", "trail-trap", "--sequence", "--db", sequence_db)
    refused("census", "trail-trap", "--report", "--sequence", "--by", "size", "--db",
            sequence_db)


def test_report_chart(sequence_db, tmp_path):
    chart = tmp_path / "report.svg"
    ok("census", "trail-trap", "--report", "--plot", chart, "--db", sequence_db)
    svg = chart.read_text()
    assert "Share of graphs player 2 wins, by order" in svg and ">n = 6<" in svg
    assert "Share of graphs player 1 wins, by order (log scale)" in svg
    subprocess.run(["xmllint", "--noout", str(chart)], check=True)
