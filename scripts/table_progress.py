#!/usr/bin/env python3
"""The finished layers of a retrograde table, as a data file a long run keeps up to date.

    scripts/table_progress.py TABLE_DIR ORDER > docs/data/NAME-progress.tsv

One line per finished layer (its `layer-MM.roots` file is on disk, written whole or not at
all): edges, graphs in the layer (scripts/graph_counts.py, for the table of all graphs of the
order), the share of the order's (graph, edge) labellings done up to it, and when the file
was finished (UTC). Rerun it after a restart: the run resumes from the same files, so the
data file only grows.
"""
import datetime
import os
import re
import sys

from graph_counts import graphs_by_edges


def main():
    if len(sys.argv) != 3 or not sys.argv[2].isdigit():
        sys.exit("usage: table_progress.py TABLE_DIR ORDER")
    directory, order = sys.argv[1], int(sys.argv[2])
    counts = graphs_by_edges(order)
    labellings = sum(m * c for m, c in enumerate(counts))
    finished = {}
    for name in os.listdir(directory):
        match = re.fullmatch(r"layer-(\d+)\.roots", name)
        if match:
            finished[int(match.group(1))] = os.path.getmtime(os.path.join(directory, name))
    print("edges\tgraphs\tlabellings_done\tfinished_utc")
    done = 0
    for m in sorted(finished):
        done += m * counts[m]
        when = datetime.datetime.fromtimestamp(finished[m], datetime.timezone.utc)
        print(f"{m}\t{counts[m]}\t{done / labellings:.4f}\t{when:%Y-%m-%d %H:%M:%S}")


if __name__ == "__main__":
    main()
