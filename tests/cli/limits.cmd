# Limits: a stopped search says which limit stopped it and how far it got (exit 3); a limit that
# is not a number is refused (exit 2).
gg solve trail-trap K11 --max-nodes 10000
gg solve trail-trap K11 --max-seconds 0.5 > /dev/null 2>&1
gg solve trails 5 --max-nodes 20000
# A limit that stops the certificate after the solve says so (the position is solved) and what
# a rerun keeps.
gg solve edge P12 --winner-only --tt-mb 16 --certificate p12.cert --max-nodes 90000 > /dev/null
gg solve edge P12 --winner-only --tt-mb 16 --certificate p12.cert --certificate-split 2 --max-nodes 90000 > /dev/null
# Where a time limit stops it, the node count varies.
gg edcn Q6 --max-seconds 1 2>&1 | sed -E 's/[0-9]+ nodes/N nodes/'
gg solve edge Q5 --max-seconds 1 > /dev/null 2>&1
gg show edge Q5 --max-seconds 1 > /dev/null 2>&1
gg simulate trails 5 --games 20 --max-seconds 1 | grep -E "random games|within the limits"
for v in -5 nan inf 1e10 abc; do gg solve trail-trap K4 --max-seconds "$v"; done
for v in -1 1.5 x; do gg solve trail-trap K4 --max-nodes "$v"; done
gg census trail-trap --order 4 --edges 5:3 --db x.db
gg census trail-trap --order 4 --max-degree -1 --db x.db
gg query trail-trap --order -3 --db x.db
# CLI11's parse errors in plain words, each pointing at the command's own help.
gg solve trail-trap K4 --tt-mb
gg show trails 5 --svg
gg solve trail-trap K4 --moves
gg census trail-trap --order 5 --order 6 --db x.db
gg census trail-trap --order x --db x.db
gg solve
