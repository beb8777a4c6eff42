"""What the Python door costs: every connected 7-vertex graph (853) solved from networkx
objects in a Python loop, against `gg census trail-trap --order 7 --jobs 1`.

Run from a build: PYTHONPATH=build/release/python python3 bench/python_overhead.py build/release/bin/gg
Prints the best of three runs of each, their ratio, and the node totals of both.
"""

import subprocess
import sys
import tempfile
import time

import networkx as nx

import graphgames as gg


def best_of(runs, work):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - start)
    return min(times), result


def main() -> None:
    gg_binary = sys.argv[1]
    lines = subprocess.run(["nauty-geng", "-c", "-q", "7"], capture_output=True, text=True,
                           check=True).stdout.split()
    graphs = [nx.from_graph6_bytes(line.encode()) for line in lines]

    def python_loop(shared):
        nodes = 0
        for g in graphs:
            nodes += gg.solve("trail-trap", g, winner_only=True, shared_endgames=shared).nodes
        return nodes

    def python_census():
        return sum(row["nodes"] for row in gg.census("trail-trap", graphs=graphs, jobs=1))

    def cli_census():
        with tempfile.TemporaryDirectory() as d:
            subprocess.run([gg_binary, "census", "trail-trap", "--order", "7", "--jobs", "1",
                            "--db", f"{d}/c.db"], check=True, capture_output=True)
        return None

    loop_s, loop_nodes = best_of(3, lambda: python_loop(False))
    shared_s, shared_nodes = best_of(3, lambda: python_loop(True))
    census_s, census_nodes = best_of(3, python_census)
    cli_s, _ = best_of(3, cli_census)
    print(f"{len(graphs)} graphs")
    print(f"python loop of gg.solve(winner_only=True): {loop_s:.3f} s, {loop_nodes} nodes")
    print(f"the same, shared_endgames=True:            {shared_s:.3f} s, {shared_nodes} nodes")
    print(f"gg.census(graphs=..., jobs=1):              {census_s:.3f} s, {census_nodes} nodes")
    print(f"gg census --order 7 --jobs 1:              {cli_s:.3f} s")
    print(f"ratios to the CLI census: loop {loop_s / cli_s:.2f}, loop with shared endgames "
          f"{shared_s / cli_s:.2f}, gg.census {census_s / cli_s:.2f}")


if __name__ == "__main__":
    main()
