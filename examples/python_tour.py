"""A short tour of the graphgames Python package, notebook style (each block is a cell).

Run it from a build (make test does): PYTHONPATH=build/release/python python3 examples/python_tour.py [out_dir]
"""

import os
import sys
import tempfile

import networkx as nx

import graphgames as gg

out_dir = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="graphgames-tour-")
os.makedirs(out_dir, exist_ok=True)

# %% A sweep over a family, written in Python: the Game of Cycles on the cycle C_n.
print("Game of Cycles on C_n")
for n in range(3, 11):
    r = gg.solve("cycles", nx.cycle_graph(n))
    print(f"  C{n}: player {r.winner} wins; winning first moves {len(r.winning_moves)}, "
          f"{r.nodes} nodes")

# %% The caller's own labels: a 2 x 3 grid whose vertices are (row, column) pairs.
grid = nx.grid_2d_graph(2, 3)
r = gg.solve("trail-trap", grid)
move, reply = next(iter(r.refutations.items()))
print(f"Trail Trap on P2 x P3: player {r.winner} wins; {move} is refuted by {reply}; "
      f"principal line {' '.join(r.principal_line)}")

# %% Play a few moves and ask the engine.
p = gg.Position("edge", "petersen")
p.play("0=1")
print(f"EDGe on the Petersen graph after 0=1: player {p.to_move} to move, "
      f"{len(p.legal_moves())} legal moves, the engine suggests {p.best_move()}")

# %% A census: every connected graph of order 6, and a query on the rows.
rows = list(gg.census("trail-trap", order=6))
p2_wins = [row for row in rows if row["winner"] == 2]
print(f"Trail Trap census, order 6: {len(rows)} graphs, player 2 wins {len(p2_wins)}, "
      f"e.g. {', '.join(row['graph6'] for row in p2_wins[:5])}")

# %% A picture, as `gg show` draws it (Jupyter shows Position and results by themselves).
svg = gg.Position("trail-trap", grid, moves=["(0, 0)>(0, 1)", "(1, 2)>(1, 1)"])._repr_svg_()
path = os.path.join(out_dir, "trail-trap-grid.svg")
with open(path, "w") as f:
    f.write(svg)
print(f"picture written to {path}")
