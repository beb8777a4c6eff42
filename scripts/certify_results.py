#!/usr/bin/env python3
"""Certifies a list of results and records each in a table (docs/certificates.md).

    scripts/certify_results.py JOBS.tsv OUT.tsv --dir CERTDIR [--gg PATH] [--gg-check PATH]

JOBS.tsv: one result per line, `game<TAB>board<TAB>options` (options as for gg solve; `#`
starts a comment). For each: `gg solve --winner-only --certificate`, then `gg-check`; a row
is appended to OUT.tsv as soon as it is done, so an interrupted run keeps what it finished and
a rerun skips the results already in OUT.tsv, and checks without solving again a certificate
finished before (its solve's report kept as CERTFILE.solve.json). Certificates stay in CERTDIR
(large ones are not committed; their digests are in the table).

Each checked certificate's claim, as gg-check prints it (claim line and board_digest, the
writer's compared with it), is appended to certificate-claims.tsv beside OUT.tsv (`--claims`):
the claim a reader compares with the paper.

A certificate in parts (`--certificate-split`) is checked apart: `gg-check --parts-apart` on
the whole, which checks each part's seal and header, then one `gg-check` run per part
(`--check-jobs` at a time), each recorded in CERTFILE.checked.tsv as it finishes, so that a
rerun checks only the parts left. The row sums the runs."""

import argparse
import concurrent.futures
import json
import os
import shlex
import shutil
import subprocess
import sys
import time

COLUMNS = ["game", "board", "options", "winner", "solve_nodes", "solve_s", "write_s",
           "tree_nodes", "positions", "bytes", "check_s", "sha256"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("jobs")
    ap.add_argument("out")
    ap.add_argument("--dir", required=True)
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--gg", default=os.path.join(here, "..", "build", "release", "bin", "gg"))
    ap.add_argument("--gg-check", default=os.path.join(here, "..", "build", "release", "bin",
                                                       "gg-check"))
    ap.add_argument("--claims", help="where the claims go (default: certificate-claims.tsv "
                    "beside OUT)")
    ap.add_argument("--check-jobs", type=int, default=1,
                    help="parts of a split certificate checked at once (default 1)")
    args = ap.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    # Copies of the binaries: a rebuild during a long run must not swap them underneath it.
    for name in ("gg", "gg_check"):
        copy = os.path.join(args.dir, os.path.basename(getattr(args, name)) + ".run")
        shutil.copy2(getattr(args, name), copy)
        setattr(args, name, copy)

    done = set()
    if os.path.exists(args.out):
        with open(args.out) as f:
            for line in f:
                if line.startswith("game\t"):
                    continue
                cells = line.rstrip("\n").split("\t")
                done.add(tuple(cells[:3]))
    else:
        with open(args.out, "w") as f:
            f.write("\t".join(COLUMNS) + "\n")

    with open(args.jobs) as f:
        jobs = [line.rstrip("\n").split("\t") for line in f
                if line.strip() and not line.startswith("#")]
    for job in jobs:
        game, board, options = (job + ["", ""])[:3]
        if (game, board, options) in done:
            continue
        name = f"{game}-{board}-{options}".replace(" ", "_").replace("/", "_")[:120] + ".cert"
        path = os.path.join(args.dir, name)
        # The solve's report is kept beside a finished certificate, so that a rerun after an
        # interrupted check goes straight to the check.
        kept = path + ".solve.json"
        if os.path.exists(path) and os.path.exists(kept):
            with open(kept) as f:
                report = json.load(f)
        else:
            solve = subprocess.run([args.gg, "solve", game, board, *shlex.split(options),
                                    "--winner-only", "--json", "--certificate", path],
                                   capture_output=True, text=True)
            if solve.returncode != 0:
                print(f"{game} {board} {options}: gg solve failed: {solve.stderr.strip()}",
                      file=sys.stderr)
                continue
            report = json.loads(solve.stdout)
            with open(kept, "w") as f:
                f.write(solve.stdout)
        verdict, check_seconds = check(args, path, f"{game} {board} {options}")
        # With three players and no forced win, gg solve says null and the certificate 0.
        assert verdict["winner"] == (report["winner"] or 0), (verdict, report["winner"])
        cert = report["certificate"]
        row = [game, board, options, str(report["winner"] or 0), str(report["nodes"]),
               f"{report['seconds']:.3f}", f"{cert['seconds']:.3f}", str(verdict["nodes"]),
               str(verdict["positions"]), str(verdict["bytes"]), f"{check_seconds:.3f}",
               verdict["sha256"]]
        with open(args.out, "a") as f:
            f.write("\t".join(row) + "\n")
        record_claim(args, [game, board, options], cert, verdict)
        print("\t".join(row[:11]), flush=True)


CLAIM_COLUMNS = ["game", "board", "options", "claim_line", "board_digest"]


def record_claim(args, job, cert, verdict):
    """Appends the checker's claim of a verified certificate to the claims table, after
    comparing it with the claim the writer printed."""
    if (cert.get("claim_line"), cert.get("board_digest")) != (verdict["claim_line"],
                                                               verdict["board_digest"]):
        sys.exit(f"{' '.join(job)}: the writer's claim ({cert.get('claim_line')}) is not the "
                 f"checker's ({verdict['claim_line']})")
    path = args.claims or os.path.join(os.path.dirname(os.path.abspath(args.out)),
                                       "certificate-claims.tsv")
    new = not os.path.exists(path)
    with open(path, "a") as f:
        if new:
            f.write("\t".join(CLAIM_COLUMNS) + "\n")
        f.write("\t".join(job + [verdict["claim_line"], verdict["board_digest"]]) + "\n")


def run_check(gg_check, path, what, *flags):
    """One gg-check run: its verdict and seconds; a refusal ends the script."""
    started = time.monotonic()
    run = subprocess.run([gg_check, path, "--json", *flags], capture_output=True, text=True)
    seconds = time.monotonic() - started
    if run.returncode == 1:
        print(f"{what}: REFUSED: {run.stderr.strip()}", file=sys.stderr)
        sys.exit(1)
    # 3: checked with --parts-apart, the verdict open until each part listed is checked.
    if run.returncode not in ((0, 3) if "--parts-apart" in flags else (0,)):
        # not a verdict: a wrong command, or killed (out of memory, ...)
        print(f"{what}: gg-check did not finish (exit status {run.returncode}): "
              f"{run.stderr.strip()}", file=sys.stderr)
        sys.exit(2)
    return json.loads(run.stdout), seconds


def check(args, path, what):
    """The certificate's verdict, its parts' runs summed in, and the seconds of all runs."""
    verdict, seconds = run_check(args.gg_check, path, what, "--parts-apart")
    parts = verdict["parts_apart"]
    if not parts:
        return verdict, seconds
    record = path + ".checked.tsv"  # digest, moves, nodes, positions, seconds per part
    checked = {}
    if os.path.exists(record):
        with open(record) as f:
            for line in f:
                cells = line.rstrip("\n").split("\t")
                if len(cells) == 5:
                    checked[cells[0]] = cells
    digest_of = {p["file"]: os.path.basename(p["file"])[:-len(".cert")] for p in parts}
    left = [p for p in parts if digest_of[p["file"]] not in checked]

    def check_part(part):
        v, s = run_check(args.gg_check, part["file"], f"{what}: part {part['file']}")
        if v["sha256"] != digest_of[part["file"]] or v["moves"] != part["moves"]:
            print(f"{what}: part {part['file']} is not the part checked", file=sys.stderr)
            sys.exit(1)
        return [v["sha256"], v["moves"], str(v["nodes"]), str(v["positions"]), f"{s:.3f}"]

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.check_jobs)) as pool:
        # Recorded as each finishes, not in the order started: a run stopped later keeps it.
        for done in concurrent.futures.as_completed([pool.submit(check_part, p) for p in left]):
            cells = done.result()
            with open(record, "a") as f:
                f.write("\t".join(cells) + "\n")
            checked[cells[0]] = cells
    for p in parts:
        cells = checked[digest_of[p["file"]]]
        verdict["nodes"] += int(cells[2])
        verdict["positions"] += int(cells[3])
        seconds += float(cells[4])
    return verdict, seconds


if __name__ == "__main__":
    main()
