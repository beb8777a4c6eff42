# gg solve: Trail Trap as text and JSON, positions, and refused positions.
gg solve trail-trap K4 --json | keys
gg solve trail-trap K4
gg solve trail-trap K5
gg solve trail-trap diamond --moves "1>2 2>3"
gg solve trail-trap diamond --moves "1>2 2>3" --json | keys
gg solve trail-trap P6
gg solve trail-trap K5 --winner-only
gg solve trail-trap K4 --moves "0>1, 2>3"
gg solve trail-trap P5 --solver dfpn --json | keys | grep '^method:'
gg solve trail-trap '{"vertices": 3, "edges": [[0,1],[1,2]]}'
# A tree of 100 vertices, solved by the tree algorithm.
gg solve trail-trap "$(printf '100:'; for i in $(seq 1 99); do printf ' %d-%d' $(( (i - 1) / 3 )) "$i"; done)" --json | keys | grep -E '^(winner|method):'

gg solve trail-trap P4 --moves "0>1 1>0"
gg solve trail-trap K4 --moves "0-1"
gg solve trail-trap K4 --moves "0>9"
gg solve chess K4
