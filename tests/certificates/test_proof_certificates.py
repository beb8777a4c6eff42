"""A decided split proof's certificate (gg prove --certificate, prove/proof_certificate.h):
the proof's tree down to its solved subproblems, each a part the engine proves again. gg-check
verifies it whole and claims exactly what gg solve --certificate claims of the same board."""

import json
import shutil

import pytest

from conftest import certify, gg, gg_check


@pytest.fixture(scope="module")
def proofs(tmp_path_factory):
    """Proves a board once for the module (C5xK2 takes half a minute under ASan): a test gets
    a copy of the proof's database in its own directory, and the proof's report."""
    done = {}

    def prove(tmp_path, game, board, budget):
        key = (game, board, budget)
        if key not in done:
            db = tmp_path_factory.mktemp("proof") / "proof.db"
            run = gg("prove", game, board, "--db", str(db), "--budget", str(budget), "--tt-mb",
                     "16", "--json")
            assert run.returncode == 0, run.stderr
            done[key] = db, json.loads(run.stdout)
        db, report = done[key]
        shutil.copy(db, tmp_path / "proof.db")
        return tmp_path / "proof.db", report

    return prove


@pytest.mark.parametrize("game, board, budget", [("trails", "4", 100), ("cycles", "C5xK2", 200),
                                                 ("trail-trap", "P4xP5", 200),
                                                 ("trail-trap", "K8", 64)])
def test_a_proof_certificate_verifies_and_claims_what_a_solve_does(tmp_path, proofs, game, board,
                                                                   budget):
    db, proof = proofs(tmp_path, game, board, budget)
    assert proof["winner"] in (1, 2) and proof["counts"]["split"] > 0
    cert = tmp_path / "proof.cert"
    done = gg("prove", "--certificate", str(cert), "--db", str(db), "--json")
    assert done.returncode == 0, done.stderr
    written = json.loads(done.stdout)["certificate"]
    # Every solved subproblem the strategy meets is a part; none is the whole root.
    assert 0 < written["parts"] <= proof["counts"]["solved"]
    check = gg_check(str(cert), "--json")
    assert check.returncode == 0, check.stderr
    verdict = json.loads(check.stdout)
    assert verdict["verified"] and verdict["winner"] == proof["winner"]
    assert verdict["parts"] == written["parts"]
    _, solved = certify(tmp_path, game, board, name="solved.cert")
    assert (verdict["claim_line"], verdict["board_digest"]) == (
        solved["certificate"]["claim_line"], solved["certificate"]["board_digest"])
    assert (written["claim_line"], written["board_digest"]) == (
        verdict["claim_line"], verdict["board_digest"])


def test_a_limit_stops_the_writing_not_the_proof(tmp_path, proofs):
    db, proof = proofs(tmp_path, "cycles", "C5xK2", 200)
    cert = tmp_path / "proof.cert"
    stopped = gg("prove", "--certificate", str(cert), "--db", str(db), "--max-seconds", "0.05")
    assert stopped.returncode == 3 and stopped.stderr.count("\n") == 1, stopped.stderr
    # The proof decided the position: the message must not say it was not solved.
    assert "while writing the certificate" in stopped.stderr
    assert "the proof had decided it" in stopped.stderr and "before" not in stopped.stderr
    assert not cert.exists()
    done = gg("prove", "--certificate", str(cert), "--db", str(db), "--json")
    assert done.returncode == 0, done.stderr
    check = gg_check(str(cert), "--json")
    assert check.returncode == 0 and json.loads(check.stdout)["winner"] == proof["winner"]


def test_an_undecided_proof_has_no_certificate(tmp_path):
    db = tmp_path / "open.db"
    stopped = gg("prove", "trails", "5", "--db", str(db), "--budget", "1000", "--max-seconds",
                 "0.5", "--tt-mb", "16")
    assert stopped.returncode != 0
    done = gg("prove", "--certificate", str(tmp_path / "x.cert"), "--db", str(db))
    assert done.returncode == 2
    assert "undecided" in done.stderr and done.stderr.count("\n") == 1
    assert not (tmp_path / "x.cert").exists()


def test_the_certificate_is_a_mode_of_its_own(tmp_path):
    done = gg("prove", "trails", "4", "--db", str(tmp_path / "p.db"), "--certificate",
              str(tmp_path / "x.cert"))
    assert done.returncode == 2
    assert "give no game or board" in done.stderr
