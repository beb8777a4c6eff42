"""scripts/certify_results.py: a list of results certified into a table, a certificate in parts
checked a part per run, and a rerun after an interrupted check that checks only what is left."""

import json
import os
import subprocess
import sys

from conftest import binary, gg_check

SCRIPT = os.path.join(os.path.dirname(__file__), "..", "..", "scripts", "certify_results.py")


def certify_results(jobs, out, work):
    done = subprocess.run(
        [sys.executable, SCRIPT, str(jobs), str(out), "--dir", str(work), "--check-jobs", "2",
         "--gg", binary("GG_BIN"), "--gg-check", binary("GG_CHECK_BIN")],
        capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    with open(out) as f:
        header = f.readline().rstrip("\n").split("\t")
        return [dict(zip(header, line.rstrip("\n").split("\t"))) for line in f]


def test_parts_checked_apart_add_up_to_the_whole_and_resume(tmp_path):
    jobs, out, work = tmp_path / "jobs.tsv", tmp_path / "out.tsv", tmp_path / "certs"
    jobs.write_text("cycles\tW9\t--certificate-split 1\ntrails\t3\t\n")
    rows = certify_results(jobs, out, work)
    assert [(r["board"], r["winner"]) for r in rows] == [("W9", "2"), ("3", "1")]
    split = work / "cycles-W9---certificate-split_1.cert"
    whole = json.loads(gg_check(str(split), "--json").stdout)
    assert whole["parts"] == 3
    assert (int(rows[0]["tree_nodes"]), int(rows[0]["positions"]), rows[0]["sha256"]) == \
        (whole["nodes"], whole["positions"], whole["sha256"])
    checked = (work / (split.name + ".checked.tsv")).read_text().splitlines()
    assert len(checked) == 3

    # Interrupted after the write and one part's check: the rerun does not solve again (the
    # solver's report is kept) and checks the two parts left.
    (work / (split.name + ".checked.tsv")).write_text(checked[0] + "\n")
    out.write_text(out.read_text().splitlines()[0] + "\n")
    before = split.stat().st_mtime_ns
    rows = certify_results(jobs, out, work)
    assert split.stat().st_mtime_ns == before
    assert (int(rows[0]["tree_nodes"]), int(rows[0]["positions"])) == \
        (whole["nodes"], whole["positions"])
    again = (work / (split.name + ".checked.tsv")).read_text().splitlines()
    assert sorted(line.split("\t")[:4] for line in again) == \
        sorted(line.split("\t")[:4] for line in checked)  # the seconds differ
