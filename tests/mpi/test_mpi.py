"""gg under mpirun: the census (rank 0 streams graphs and writes rows, the others solve) and
the split proof (rank 0 keeps the proof and hands out subproblems, the others solve them) give
the answers of one process, resume what an earlier run stored, and fail with gg's own error
instead of hanging when rank 0 refuses the input."""

import json
import os
import subprocess

import pytest


def gg_binary() -> str:
    path = os.environ.get("GG_BIN")
    if not path:
        pytest.fail("GG_BIN is not set: run the suite through ctest (make test)")
    return path


# Root may run mpirun here (CI runs as root); more ranks than cores are allowed.
MPI_ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               OMPI_MCA_rmaps_base_oversubscribe="1")


def gg(*args, stdin=None, timeout=300):
    return subprocess.run([gg_binary(), *args], input=stdin, capture_output=True, text=True,
                          timeout=timeout)


def mpirun(ranks, *args, stdin=None, timeout=300):
    return subprocess.run(["mpirun", "-np", str(ranks), gg_binary(), *args], input=stdin,
                          capture_output=True, text=True, timeout=timeout, env=MPI_ENV)


def rows(db, game):
    """Canonical graph6 and winner of every stored row, sorted."""
    done = gg("query", game, "--db", db, "--json")
    assert done.returncode == 0, done.stderr
    return sorted((r["graph6"], r["winner"]) for r in json.loads(done.stdout)["results"])


def proof_status(db):
    done = gg("prove", "--status", "--db", db, "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def solved_winner(game, board):
    done = gg("solve", game, board, "--winner-only", "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)["winner"]


def test_census_on_two_ranks_stores_the_rows_of_one_process_and_resumes(tmp_path):
    single, mpi = str(tmp_path / "single.db"), str(tmp_path / "mpi.db")
    assert gg("census", "trail-trap", "--order", "6", "--db", single).returncode == 0
    done = mpirun(2, "census", "trail-trap", "--order", "6", "--method", "search", "--mpi",
                  "--db", mpi)
    assert done.returncode == 0, done.stderr
    assert "112 solved now" in done.stdout
    assert rows(single, "trail-trap") == rows(mpi, "trail-trap")
    again = mpirun(2, "census", "trail-trap", "--order", "6", "--method", "search", "--mpi",
                   "--db", mpi, "--json")
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)["reused"] == 112


@pytest.mark.parametrize("ranks", [2, 3])
def test_retrograde_census_splits_each_layer_across_ranks(tmp_path, ranks):
    single, mpi = str(tmp_path / "single.db"), str(tmp_path / "mpi.db")
    assert gg("census", "trail-trap", "--order", "7", "--db", single).returncode == 0
    done = mpirun(ranks, "census", "trail-trap", "--order", "7", "--mpi", "--db", mpi, "--json")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert (summary["method"], summary["computed"]) == ("retrograde", 853)
    assert rows(single, "trail-trap") == rows(mpi, "trail-trap")
    # Every rank wrote the same table files as one process does.
    tables = sorted(p.name for p in (tmp_path / "single.db.tables").rglob("*") if p.is_file())
    assert tables and tables == sorted(
        p.name for p in (tmp_path / "mpi.db.tables").rglob("*") if p.is_file())
    for name in tables:
        one = next((tmp_path / "single.db.tables").rglob(name)).read_bytes()
        assert one == next((tmp_path / "mpi.db.tables").rglob(name)).read_bytes(), name


def test_census_on_three_ranks_from_standard_input(tmp_path):
    graphs = subprocess.run(["nauty-geng", "-c", "5"], capture_output=True, text=True).stdout
    mpi, single = str(tmp_path / "e.db"), str(tmp_path / "e1.db")
    done = mpirun(3, "census", "edge", "--stdin", "--mpi", "--db", mpi, stdin=graphs)
    assert done.returncode == 0, done.stderr
    assert gg("census", "edge", "--order", "5", "--db", single).returncode == 0
    assert rows(mpi, "edge") == rows(single, "edge")


@pytest.mark.parametrize("game,board,budget", [("trail-trap", "K8", "200"),
                                                ("trails", "4", "200")])
def test_proof_on_three_ranks_reaches_the_solved_winner(tmp_path, game, board, budget):
    db = str(tmp_path / "p.db")
    done = mpirun(3, "prove", game, board, "--budget", budget, "--mpi", "--db", db, "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["winner"] == solved_winner(game, board)
    # Small budgets split the root: the ranks shared real work.
    assert result["counts"]["split"] >= 1 and result["counts"]["solved"] >= 2
    after = proof_status(db)
    assert after["winner"] == result["winner"] and after["contradiction"] is None
    assert after["counts"]["open"] == 0 and after["counts"]["running"] == 0


def test_a_proof_stopped_on_ranks_resumes_on_ranks_or_threads(tmp_path):
    db = str(tmp_path / "t4.db")
    first = mpirun(3, "prove", "trails", "4", "--budget", "200", "--mpi", "--db", db,
                   "--max-seconds", "0.5")
    assert first.returncode in (0, 3), first.stderr  # 3: the limit stopped it, work kept
    stopped = proof_status(db)
    assert stopped["contradiction"] is None
    if first.returncode == 3:
        assert stopped["winner"] is None
    done = mpirun(2, "prove", "--db", db, "--mpi", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["winner"] == solved_winner("trails", "4")
    # The same database goes on without MPI too, and has nothing left to do.
    again = json.loads(gg("prove", "--db", db, "--json").stdout)
    assert again["winner"] == 2 and again["counts"]["open"] == 0


def test_a_refused_database_ends_every_rank_with_gg_s_error(tmp_path):
    db = str(tmp_path / "t.db")
    assert gg("prove", "trails", "3", "--db", db).returncode == 0
    done = mpirun(3, "prove", "trail-trap", "K5", "--mpi", "--db", db, timeout=60)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "gg: error: database holds the proof of trails" in done.stderr


def test_one_rank_proves_on_threads(tmp_path):
    db = str(tmp_path / "one.db")
    done = mpirun(1, "prove", "trails", "4", "--budget", "500", "--jobs", "2", "--mpi", "--db",
                  db, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["winner"] == 2
