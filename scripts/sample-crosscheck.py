#!/usr/bin/env python3
"""Cross-checks a result too large for a second solver on a sample of its positions.

Random positions are reached by random legal moves from the start of a board; each is solved
winner-only by `gg solve` (negamax, every pruning rule) and by `gg solve --solver dfpn` with
any further flags given after `--` (e.g. `--no-symmetry`). Positions that negamax decides in
fewer than --min-nodes nodes are drawn again (they test nothing). One JSON line per position
on stdout, a summary on stderr; exit status 1 if the two solvers ever disagree.

    PYTHONPATH=build/release/python python3 scripts/sample-crosscheck.py trail-trap K11 \\
        --plies 20..36 --count 100 --seconds 30 -- --no-symmetry

The random positions come from the Python module (`make python`), the verdicts from the
command-line program (--gg).
"""
import argparse
import json
import random
import subprocess
import sys

import graphgames


def plies_range(text):
    low, _, high = text.partition("..")
    return int(low), int(high or low)


def solve(args, moves, extra, seconds):
    """(winner, nodes), or None when the limit was reached."""
    command = [args.gg, "solve", args.game, args.board, "--moves", " ".join(moves),
               "--winner-only", "--json", "--max-seconds", str(seconds)] + extra
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode == 3:  # a limit
        return None
    if done.returncode != 0:
        sys.exit(f"sample-crosscheck: {' '.join(command)} failed: {done.stderr.strip()}")
    report = json.loads(done.stdout)
    return report["winner"], report["nodes"]


def random_position(args, rng):
    while True:
        position = graphgames.Position(args.game, args.board)
        for _ in range(rng.randint(*args.plies)):
            if position.is_over():
                break
            position.play(rng.choice(position.legal_moves()))
        if not position.is_over():
            return list(position.history)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("board")
    parser.add_argument("--plies", type=plies_range, default=(10, 20), help="e.g. 20..36")
    parser.add_argument("--count", type=int, default=20, help="positions to compare")
    parser.add_argument("--seconds", type=float, default=30, help="df-pn's limit per position")
    parser.add_argument("--min-nodes", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--gg", default="build/release/bin/gg")
    argv = sys.argv[1:]
    cut = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:cut])
    args.dfpn_flags = argv[cut + 1:]  # after --: extra flags for df-pn
    rng = random.Random(args.seed)

    compared = agreed = unfinished = 0
    while compared + unfinished < args.count:
        moves = random_position(args, rng)
        negamax = solve(args, moves, [], 4 * args.seconds)
        if negamax is None or negamax[1] < args.min_nodes:
            continue
        dfpn = solve(args, moves, ["--solver", "dfpn"] + args.dfpn_flags, args.seconds)
        row = {"moves": " ".join(moves), "negamax": negamax[0], "negamax_nodes": negamax[1]}
        if dfpn is None:
            unfinished += 1
        else:
            compared += 1
            agreed += dfpn[0] == negamax[0]
            row.update(dfpn=dfpn[0], dfpn_nodes=dfpn[1])
        print(json.dumps(row), flush=True)
    print(f"{compared} positions decided by both solvers, {agreed} agree, "
          f"{unfinished} beyond df-pn's limit", file=sys.stderr)
    return 0 if agreed == compared else 1


if __name__ == "__main__":
    sys.exit(main())
