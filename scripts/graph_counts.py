#!/usr/bin/env python3
"""Graphs on n unlabelled vertices by number of edges (OEIS A008406; A000088 in total).

    scripts/graph_counts.py N        one line per edge count m: "m<TAB>graphs"

Pólya's enumeration: the number of graphs with m edges is the coefficient of x^m in the
cycle index of the symmetric group S_n acting on the n(n-1)/2 vertex pairs, with each
cycle of length l replaced by (1 + x^l). The sizes of a retrograde table's layers, exact and
in a second, where generating order 11 with nauty-geng takes minutes per layer.
"""
import math
import sys
from collections import Counter
from fractions import Fraction


def partitions(n, largest=None):
    largest = n if largest is None else largest
    if n == 0:
        yield []
        return
    for part in range(min(n, largest), 0, -1):
        for rest in partitions(n - part, part):
            yield [part] + rest


def pair_cycles(cycle_type):
    """Cycle lengths (with multiplicities) of a permutation of this type on vertex pairs."""
    lengths = Counter()
    for k, m in cycle_type.items():
        # Pairs inside one k-cycle: (k-1)/2 cycles of length k, or for even k (k-2)/2 of
        # length k and one of length k/2; pairs across two k-cycles: k cycles of length k.
        if k % 2:
            lengths[k] += m * (k - 1) // 2
        else:
            lengths[k] += m * (k - 2) // 2
            lengths[k // 2] += m
        lengths[k] += k * m * (m - 1) // 2
    ks = sorted(cycle_type)
    for i, a in enumerate(ks):
        for b in ks[i + 1:]:
            lengths[math.lcm(a, b)] += cycle_type[a] * cycle_type[b] * math.gcd(a, b)
    return lengths


def graphs_by_edges(n):
    pairs = n * (n - 1) // 2
    total = [Fraction(0)] * (pairs + 1)
    for partition in partitions(n):
        cycle_type = Counter(partition)
        permutations = math.factorial(n)
        for k, m in cycle_type.items():
            permutations //= k ** m * math.factorial(m)
        poly = [1]
        for length, count in pair_cycles(cycle_type).items():
            for _ in range(count):
                product = [0] * (len(poly) + length)
                for i, c in enumerate(poly):
                    product[i] += c
                    product[i + length] += c
                poly = product
        for m, c in enumerate(poly):
            total[m] += Fraction(permutations * c, math.factorial(n))
    assert all(t.denominator == 1 for t in total)
    return [int(t) for t in total]


def main():
    if len(sys.argv) != 2 or not sys.argv[1].isdigit():
        sys.exit("usage: graph_counts.py N")
    for m, count in enumerate(graphs_by_edges(int(sys.argv[1]))):
        print(f"{m}\t{count}")


if __name__ == "__main__":
    main()
