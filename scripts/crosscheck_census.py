#!/usr/bin/env python3
"""Re-solves a sample of a census row by search and checks certificates of some of them.

    scripts/crosscheck_census.py OUT.tsv --db DB --order N [--random 1000] [--densest 100]
                                 [--certificates 100] [--seed 1] [--variant WORDS] [--tt-mb MB]
                                 [--census DB2 [--jobs J]] [--draw COUNTS.tsv --tables DIR]
                                 [--gg PATH] [--gg-check PATH]

A census decided by retrograde analysis (`gg census trail-trap --order N`) stores one winner
per connected graph without a search. This script takes a seeded random sample of those rows
(reservoir sampling over the database) and the densest rows (most edges first, ties by
graph6), solves each again from its root with `gg solve --winner-only` (search: negamax with
every pruning rule, no table of the census) and compares the winners. For the first
--certificates graphs of the random sample, `gg solve` also writes a certificate that
`gg-check` (which shares no code with the engine) verifies, and its verdict is compared too.

With --census DB2 the sample is solved instead by one `gg census --stdin --method search`
into DB2 (resumable): its threads share the endgames that do not depend on the board across
graphs, which the densest graphs, near-copies of each other, need (one `gg solve` of a dense
order-10 graph can take 10 minutes, the census a fraction of that); no certificates then. Each
graph's line is appended as soon as the census database shows it (it is read every minute), so
a run stopped in any way, even with its machine, keeps the graphs finished a minute before.
The hardest dense graphs take billions of nodes: give their searches a larger table (--tt-mb;
a dense order-10 board took 2.6 times the nodes with 256 MiB as with 4 GiB).

An order counted without rows (`--no-rows`: order 11 has 10^9 graphs) has no rows to sample.
With --draw COUNTS.tsv --tables DIR the script first draws --random connected graphs of the
order (seeded: an edge count weighted by the graphs per edge count in COUNTS.tsv, columns
edges and graphs, then that many distinct vertex pairs at random until the graph is
connected), looks them up in the order's finished table (`gg census --stdin --method
retrograde --tables DIR`) into --db, and samples those rows.

One line per graph is appended to OUT.tsv (kind, graph6, edges, stored winner, searched
winner, nodes, seconds, certificate verdict, agreement), so an interrupted run continues with
the graphs OUT.tsv lacks. Exit status 1 if any winner differs or a certificate is refused.
"""

import argparse
import csv
import json
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import time

COLUMNS = ["kind", "graph6", "edges", "stored", "search", "nodes", "seconds", "certificate",
           "agree"]


def graph6(n, edges):
    """The graph6 string of the graph on vertices 0..n-1 (n < 63) with these edges."""
    bits = [1 if (i, j) in edges else 0 for j in range(1, n) for i in range(j)]
    bits += [0] * (-len(bits) % 6)
    return chr(n + 63) + "".join(chr(63 + int("".join(map(str, bits[k:k + 6])), 2))
                                 for k in range(0, len(bits), 6))


def connected(n, edges):
    seen, stack = {0}, [0]
    while stack:
        v = stack.pop()
        for a, b in edges:
            for u, w in ((a, b), (b, a)):
                if u == v and w not in seen:
                    seen.add(w)
                    stack.append(w)
    return len(seen) == n


def draw_graphs(args):
    """Looks --random drawn graphs of the order up in its table (--draw, --tables) into --db."""
    with open(args.draw, newline="") as f:
        weights = {int(r["edges"]): int(r["graphs"]) for r in csv.DictReader(f, delimiter="\t")}
    rng = random.Random(args.seed)
    n = args.order
    pairs = [(i, j) for j in range(1, n) for i in range(j)]
    lines = []
    for _ in range(args.random):
        m = rng.choices(list(weights), weights=list(weights.values()))[0]
        while True:
            edges = set(rng.sample(pairs, m))
            if connected(n, edges):
                break
        lines.append(graph6(n, edges) + "\n")
    command = [args.gg, "census", args.game, "--stdin", "--method", "retrograde", "--tables",
               args.tables, "--db", args.db, *args.rules]
    done = subprocess.run(command, input="".join(lines), text=True, stdout=subprocess.DEVNULL)
    if done.returncode != 0:
        sys.exit(f"crosscheck_census: {' '.join(command)} failed (exit {done.returncode})")


def sample_rows(args):
    """[(kind, graph6, edges, winner)]: the random sample then the densest rows."""
    db = sqlite3.connect(f"file:{args.db}?mode=ro", uri=True)
    where = "game = ? AND variant = ? AND n = ? AND connected = 1"
    params = (args.game, args.variant_label, args.order)
    rng = random.Random(args.seed)
    reservoir = []
    for seen, row in enumerate(db.execute(
            f"SELECT canonical, m, winner FROM results WHERE {where} ORDER BY canonical", params)):
        if len(reservoir) < args.random:
            reservoir.append(row)
        else:
            slot = rng.randrange(seen + 1)
            if slot < args.random:
                reservoir[slot] = row
    densest = db.execute(f"SELECT canonical, m, winner FROM results WHERE {where} "
                         "ORDER BY m DESC, canonical LIMIT ?", params + (args.densest,)).fetchall()
    if not reservoir and not densest:
        sys.exit(f"crosscheck_census: no rows of {args.game} ({args.variant_label}), order "
                 f"{args.order} in {args.db}")
    return [("random", *r) for r in reservoir] + [("densest", *r) for r in densest]


def solve(args, graph6, certificate):
    command = [args.gg, "solve", args.game, graph6, "--winner-only", "--json", *args.rules,
               *args.search]
    if certificate:
        command += ["--certificate", certificate]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"crosscheck_census: {' '.join(command)} failed: {done.stderr.strip()}")
    report = json.loads(done.stdout)
    return report["winner"], report["nodes"], report["seconds"]


def census_rows(args):
    """graph6 -> (winner, nodes, seconds) of every row the search census database holds."""
    if not os.path.exists(args.census):
        return {}
    query = subprocess.run([args.gg, "query", args.game, "--db", args.census, "--json",
                            *args.rules], capture_output=True, text=True, check=True)
    found = json.loads(query.stdout)["results"]
    db = sqlite3.connect(f"file:{args.census}?mode=ro", uri=True)
    seconds = dict(db.execute("SELECT canonical, seconds FROM results"))
    db.close()
    return {r["graph6"]: (r["winner"], r["nodes"], seconds[r["graph6"]])
            for r in found if r["graph6"] in seconds}


def census_verdicts(args, rows, record):
    """Solves the rows' graphs by one search census into --census and calls
    record(graph6, (winner, nodes, seconds)) for each as soon as the database shows it: the
    census commits every half second and is read every minute, so a run stopped any way, the
    machine's end included, has recorded the graphs finished a minute before."""
    wanted = {graph6 for _, graph6, _, _ in rows}
    reported = set()

    def report_new():
        for graph6, verdict in census_rows(args).items():
            if graph6 in wanted and graph6 not in reported:
                reported.add(graph6)
                record(graph6, verdict)

    report_new()  # finished by an earlier run into the same database
    lines = "".join(graph6 + "\n" for graph6 in sorted(wanted - reported))
    if not lines:
        return
    command = [args.gg, "census", args.game, "--stdin", "--method", "search", "--db",
               args.census, *args.rules, *args.search, *args.jobs]
    census = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                              text=True)
    census.stdin.write(lines)
    census.stdin.close()
    try:
        while True:
            try:
                census.wait(timeout=60)
                break
            except subprocess.TimeoutExpired:
                report_new()
    except KeyboardInterrupt:
        census.wait()  # Ctrl-C reached it too: it stops after committing what it finished
    # Interrupted (Ctrl-C, SIGTERM): the graphs it finished are recorded, the rest wait.
    if census.returncode not in (0, 130, 143, -2, -15):
        sys.exit(f"crosscheck_census: {' '.join(command)} failed (exit {census.returncode})")
    report_new()


def check(args, certificate, winner):
    """gg-check's verdict on the certificate: 'verified' when it holds for `winner`."""
    done = subprocess.run([args.gg_check, certificate, "--json"], capture_output=True, text=True)
    if done.returncode != 0:
        return "refused"
    verdict = json.loads(done.stdout)
    return "verified" if verdict.get("verified") and verdict.get("winner") == winner else "wrong"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--db", required=True)
    parser.add_argument("--game", default="trail-trap")
    parser.add_argument("--order", type=int, required=True)
    parser.add_argument("--variant", default="standard",
                        help='the variant as gg spells it, e.g. "place-first --distinct-placement"')
    parser.add_argument("--random", type=int, default=1000)
    parser.add_argument("--densest", type=int, default=100)
    parser.add_argument("--certificates", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--draw", help="draw --random graphs weighted by this TSV of graphs per "
                        "edge count and look them up in --tables (an order without rows)")
    parser.add_argument("--tables", help="the table directory a --draw looks graphs up in")
    parser.add_argument("--tt-mb", type=int, help="the searches' table size in MiB (gg census's "
                        "default: 256, gg solve's: from the memory available; the hardest dense "
                        "graphs take billions of nodes)")
    parser.add_argument("--jobs", type=int, help="the --census run's threads (gg's default: "
                        "all cores)")
    parser.add_argument("--census", help="solve the sample by one search census into this "
                        "database (resumable) instead of one gg solve per graph")
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--gg", default=os.path.join(here, "..", "build/release/bin/gg"))
    parser.add_argument("--gg-check", default=os.path.join(here, "..", "build/release/bin/gg-check"))
    args = parser.parse_args()
    words = args.variant.split()
    args.rules = ["--variant", *words]
    args.search = ["--tt-mb", str(args.tt_mb)] if args.tt_mb else []
    args.jobs = ["--jobs", str(args.jobs)] if args.jobs else []
    args.variant_label = ",".join(w.lstrip("-") for w in words)

    done = {}
    if os.path.exists(args.out):
        with open(args.out, newline="") as f:
            done = {(r["kind"], r["graph6"]): r for r in csv.DictReader(f, delimiter="\t")}
    if bool(args.draw) != bool(args.tables):
        sys.exit("crosscheck_census: --draw and --tables go together")
    if args.draw:
        draw_graphs(args)
    rows = sample_rows(args)
    new_file = not os.path.exists(args.out)
    disagreements = sum(r["agree"] != "yes" for r in done.values())
    certified = sum(r["certificate"] != "" for r in done.values())
    started, solved = time.monotonic(), 0
    todo = [r for r in rows if (r[0], r[1]) not in done]
    with open(args.out, "a", newline="") as out, tempfile.TemporaryDirectory() as scratch:
        writer = csv.writer(out, delimiter="\t", lineterminator="\n")
        if new_file:
            writer.writerow(COLUMNS)
            out.flush()
        if args.census:
            rows_of = {}  # a graph can be in both samples
            for kind, graph6, edges, stored in todo:
                rows_of.setdefault(graph6, []).append((kind, edges, stored))

            def record(graph6, verdict):
                nonlocal disagreements, solved
                winner, nodes, seconds = verdict
                for kind, edges, stored in rows_of[graph6]:
                    disagreements += winner != stored
                    writer.writerow([kind, graph6, edges, stored, winner, nodes,
                                     f"{seconds:.3f}", "", "yes" if winner == stored else "no"])
                    solved += 1
                out.flush()

            census_verdicts(args, todo, record)
        for kind, graph6, edges, stored in [] if args.census else todo:
            certificate = ""
            if kind == "random" and certified < args.certificates:
                certificate = os.path.join(scratch, "graph.cert")
            winner, nodes, seconds = solve(args, graph6, certificate)
            verdict = check(args, certificate, stored) if certificate else ""
            certified += bool(certificate)
            agree = winner == stored and verdict in ("", "verified")
            disagreements += not agree
            writer.writerow([kind, graph6, edges, stored, winner, nodes, f"{seconds:.3f}",
                             verdict, "yes" if agree else "no"])
            out.flush()
            solved += 1
            if sys.stderr.isatty():
                rate = (time.monotonic() - started) / solved
                print(f"\r{solved} of {len(todo)} graphs re-solved, {disagreements} "
                      f"disagreements, about {rate * (len(todo) - solved):.0f} s left  ",
                      end="", file=sys.stderr)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    if solved < len(todo):
        print(f"{len(todo) - solved} graphs not solved yet: rerun the same command")
    total = len(done) + solved
    print(f"{total} graphs re-solved by search, {certified} certificates checked, "
          f"{disagreements} disagreements")
    sys.exit(1 if disagreements else 0)


if __name__ == "__main__":
    main()
