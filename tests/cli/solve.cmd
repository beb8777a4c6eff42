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

# A table kept in a file: a run stopped by a limit saves it (exit 3), the same command goes on
# from it with fewer nodes than a fresh search, and a solved position is then one node. The
# file refuses another board, other rules, another search, and damage.
gg solve edge P12 --winner-only --tt-mb 16 --table-file p12.table --max-nodes 40000
wc -c < p12.table
gg solve edge P12 --winner-only --tt-mb 16 --table-file p12.table
gg solve edge P12 --winner-only --tt-mb 16 --table-file p12.table --json | keys | grep -E '^(winner|nodes|table_file)' | sed -E 's/(seconds_before":)[0-9.]+/\1T/'
gg solve edge P12 --winner-only --tt-mb 16 | grep Nodes
gg solve edge P12 --moves "4=1 7=2" --winner-only --table-file p12.table | tail -2
gg solve edge P13 --winner-only --table-file p12.table
gg solve edge P12 --colors 6 --winner-only --table-file p12.table
gg solve edge P12 --solver dfpn --table-file p12.table
cp p12.table damaged.table && printf 'x' | dd of=damaged.table bs=1 seek=9000 conv=notrunc 2>/dev/null
gg solve edge P12 --table-file damaged.table
head -c 9000 p12.table > short.table && gg solve edge P12 --table-file short.table
echo 'not a table' > notes.txt && gg solve edge P12 --table-file notes.txt
gg solve edge P12 --table-file missing/p12.table
gg solve trail-trap P5 --table-file tree.table | tail -1
