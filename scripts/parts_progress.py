#!/usr/bin/env python3
"""The finished parts of a split certificate, by branch, as a data file a long run keeps.

    scripts/parts_progress.py CERTFILE [--plies K] > docs/data/NAME-certificate-parts.tsv

A certificate written with `--certificate-split N` lists each finished part in
CERTFILE.parts/index.tsv (moves, digest, nodes, positions) as it is finished, the part's file
beside it (docs/certificates.md, "Parts"). This groups the parts by their first K moves
(default 2: the winner's first move and the reply) and prints, per branch in the order
written: parts, nodes, positions, bytes on disk. A branch still being written is marked
`open` (the last one in the index while CERTFILE itself does not exist yet). A part listed
without its file is an error: the directory is then not what the index says.

The file is what an estimate of the whole certificate's size and time rests on, so a run that
does not fit one machine leaves its measured tree behind."""

import argparse
import os
import sys


def read_index(parts_dir):
    """The index's rows as (moves, digest, nodes, positions), in the order written. A line that
    is not one (cut off by a stopped run) is skipped, as gg skips it, and counted on stderr."""
    path = os.path.join(parts_dir, "index.tsv")
    rows = []
    skipped = 0
    with open(path, encoding="utf-8") as index:
        for line in index:
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 4 or not fields[2].isdigit() or not fields[3].isdigit():
                skipped += 1
                continue
            rows.append((fields[0], fields[1], int(fields[2]), int(fields[3])))
    if skipped:
        print(f"parts_progress: {path}: {skipped} line(s) not a finished part, skipped",
              file=sys.stderr)
    return rows


def branches(certificate, plies):
    """Per branch (the first `plies` moves): parts, nodes, positions, bytes, in order."""
    parts_dir = certificate + ".parts"
    out = {}
    for moves, digest, nodes, positions in read_index(parts_dir):
        part = os.path.join(parts_dir, digest + ".cert")
        if not os.path.exists(part):
            sys.exit(f"parts_progress: {part}: listed in index.tsv but missing")
        branch = " ".join(moves.split()[:plies])
        entry = out.setdefault(branch, [0, 0, 0, 0])
        entry[0] += 1
        entry[1] += nodes
        entry[2] += positions
        entry[3] += os.path.getsize(part)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("certificate", help="the certificate's file (its parts beside it)")
    parser.add_argument("--plies", type=int, default=2,
                        help="group the parts by this many first moves (default 2)")
    args = parser.parse_args()
    if args.plies < 1:
        sys.exit("parts_progress: --plies must be at least 1")
    if not os.path.isdir(args.certificate + ".parts"):
        sys.exit(f"parts_progress: {args.certificate}.parts: no such directory")
    rows = branches(args.certificate, args.plies)
    finished = os.path.exists(args.certificate)
    print("branch\tstate\tparts\tnodes\tpositions\tbytes")
    for number, (branch, (parts, nodes, positions, size)) in enumerate(rows.items(), 1):
        state = "open" if number == len(rows) and not finished else "done"
        print(f"{branch}\t{state}\t{parts}\t{nodes}\t{positions}\t{size}")


if __name__ == "__main__":
    main()
