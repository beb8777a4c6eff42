#!/usr/bin/env python3
"""Certifies a whole census row shard by shard and records each checked shard in a table.

    scripts/certify_census.py OUT.tsv --dir WORKDIR --shards M [--worker w/W] [--keep]
                              [--gg PATH] [--gg-check PATH] -- GAME --order N [census options]

For each shard i of M (the graphs at census stream positions i, i + M, ...; only those with
i = w mod W for --worker w/W, so that several processes can share the work) that OUT.tsv does
not list yet: `gg census ... --shard i/M --certificates` into a database and a certificate
directory of its own under WORKDIR, then `gg-check` on every certificate, each verdict
compared with the winner the database holds. Then one row is appended to OUT.tsv: the
shard's graphs and winners, certificate positions and bytes, seconds to solve and write and
to check, and a digest of the shard (sha256 over the sorted lines `graph6 content-sha256`),
so that anyone can rerun one shard and compare. The certificates are deleted after their
check unless --keep (Table 1's row 9 takes about 24 GB of them). The first line of a new
OUT.tsv names the census, its number of graphs and of shards. An interrupted run loses at
most the shard in progress; a rerun continues with the shards OUT.tsv lacks, on any machine.
On a terminal the census shows its progress, and after each shard a line says how many of
the worker's shards are left and about how long they take at the rate so far.
"""

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.parse

COLUMNS = ["shard", "graphs", "p1_wins", "p2_wins", "positions", "bytes", "census_s",
           "check_s", "sha256"]


def run_json(command, show_progress=False):
    """The command's standard output. With show_progress its standard error goes to ours, so
    that on a terminal the census shows how far it is (and its error, if any, is shown)."""
    done = subprocess.run(command, stdout=subprocess.PIPE,
                          stderr=None if show_progress else subprocess.PIPE, text=True)
    if done.returncode != 0:
        why = "see above" if show_progress else done.stderr.strip()
        sys.exit(f"{' '.join(command[:4])} ...: failed: {why}")
    return done.stdout


def certify_shard(args, census, shard):
    base = os.path.join(args.dir, f"shard-{shard}-of-{args.shards}")
    db, certs = base + ".db", base + ".certs"
    for stale in (db, db + "-wal", db + "-shm"):
        if os.path.exists(stale):
            os.remove(stale)
    shutil.rmtree(certs, ignore_errors=True)
    started = time.monotonic()
    run_json([args.gg, "census", *census, "--shard", f"{shard}/{args.shards}", "--db", db,
              "--certificates", certs, "--jobs", "1", "--json"], show_progress=True)
    census_seconds = time.monotonic() - started
    rows = json.loads(run_json([args.gg, "query", census[0], "--db", db, "--json"]))["results"]
    winners = {r["graph6"]: r["winner"] for r in rows}
    files = sorted(os.path.join(certs, f) for f in os.listdir(certs))
    started = time.monotonic()
    verdicts = []
    for i in range(0, len(files), 500):  # in batches, within the limit of a command line
        verdicts += map(json.loads, run_json([args.gg_check, "--json", *files[i:i + 500]])
                        .splitlines())
    check_seconds = time.monotonic() - started
    digest_lines = []
    for v in verdicts:
        graph6 = urllib.parse.unquote(os.path.basename(v["file"])[:-len(".cert")])
        if not v["verified"] or winners.get(graph6) != v["winner"]:
            sys.exit(f"shard {shard}: {graph6}: the certificate says {v['winner']}, "
                     f"the census {winners.get(graph6)}")
        digest_lines.append(f"{graph6} {v['sha256']}\n")
    if len(verdicts) != len(winners):
        sys.exit(f"shard {shard}: {len(winners)} graphs but {len(verdicts)} certificates")
    if not args.keep:
        shutil.rmtree(certs)
    return [str(shard), str(len(winners)),
            str(sum(w == 1 for w in winners.values())),
            str(sum(w == 2 for w in winners.values())),
            str(sum(v["positions"] for v in verdicts)), str(sum(v["bytes"] for v in verdicts)),
            f"{census_seconds:.1f}", f"{check_seconds:.1f}",
            hashlib.sha256("".join(sorted(digest_lines)).encode()).hexdigest()]


def report_progress(shard, finished, mine, seconds):
    """On a terminal, after each shard: how many of this worker's shards are left and, at
    this run's rate so far, about how long they take."""
    left = (mine - finished) * seconds / finished
    eta = f"{left / 3600:.1f} h" if left >= 3600 else f"{left / 60:.0f} min"
    print(f"certify_census: shard {shard} checked; {finished} of this worker's {mine} done"
          + (f", about {eta} left" if finished < mine else ""), file=sys.stderr, flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out")
    ap.add_argument("--dir", required=True)
    ap.add_argument("--shards", type=int, required=True)
    ap.add_argument("--worker", default="0/1")
    ap.add_argument("--keep", action="store_true")
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--gg", default=os.path.join(here, "..", "build", "release", "bin", "gg"))
    ap.add_argument("--gg-check", default=os.path.join(here, "..", "build", "release", "bin",
                                                       "gg-check"))
    ap.add_argument("census", nargs="+", help="the census: GAME --order N [options]")
    args = ap.parse_args()
    worker, workers = map(int, args.worker.split("/"))
    os.makedirs(args.dir, exist_ok=True)
    # Copies of the binaries: a rebuild during a long run must not swap them underneath it.
    for name in ("gg", "gg_check"):
        copy = os.path.join(args.dir, os.path.basename(getattr(args, name)) + f".run{worker}")
        shutil.copy2(getattr(args, name), copy)
        setattr(args, name, copy)

    if not os.path.exists(args.out):
        listed = json.loads(run_json([args.gg, "census", *args.census, "--list", "--json"]))
        with open(args.out, "w") as f:
            f.write(f"# census: {' '.join(args.census)}; {listed['count']} graphs in "
                    f"{args.shards} shards (scripts/certify_census.py)\n")
            f.write("\t".join(COLUMNS) + "\n")
    with open(args.out) as f:
        done = {line.split("\t")[0] for line in f if not line.startswith(("#", "shard\t"))}
    mine = [shard for shard in range(worker, args.shards, workers) if str(shard) not in done]
    started = time.monotonic()
    for finished, shard in enumerate(mine, 1):
        row = certify_shard(args, args.census, shard)
        with open(args.out, "a") as f:  # one short append: workers do not interleave
            f.write("\t".join(row) + "\n")
        print("\t".join(row), flush=True)
        if sys.stderr.isatty():
            report_progress(shard, finished, len(mine), time.monotonic() - started)


if __name__ == "__main__":
    main()
