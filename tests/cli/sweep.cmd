# gg sweep: a family member by member, as text, CSV and JSON; patterns; errors; resume.
# The last column (seconds) varies from run to run.
gg sweep cycles "C{n}" --n 3..10 --expect "P2 P1" | sed -E '/^ +[0-9]/s/[0-9.]+$/T/'
gg sweep cycles "C{n}" --n 3..8 --expect "4: P2" | tail -3
gg sweep trail-trap "P{a}xP{b}" --a 2..3 --b 2..4 --csv | cut -d, -f1-9
gg sweep edge "P{n}" --n 3..6 --json | keys
gg sweep edge "C{n}" --n 3..5 --csv | cut -d, -f1-9
gg sweep edge "P{n}" --n 4..5 | sed -E '/^ +[0-9]/s/[0-9.]+$/T/'
gg sweep cycles "C{n}" --n 3..9 --plot plot.svg > /dev/null && grep -c -E 'Winner with perfect play|<polyline' plot.svg && xmllint --noout plot.svg
# Members decided without search (0 nodes) are open markers at the floor, and lines break there.
gg sweep trail-trap "P{a}xP{b}" --a 3..4 --b 3..6 --plot grid.svg > /dev/null && grep -c 'r="3" fill="#fff"' grid.svg && echo "$(grep -c '<polyline' grid.svg || true) lines"

gg sweep cycles "C{n}"
gg sweep cycles "C{n}" --n 3..5 --m 1..2
gg sweep cycles "C{n}" --n 5..3
gg sweep cycles "C{n}" --n 3-5
gg sweep cycles "C{n}" --n 2..5
gg sweep cycles "C{n}" --n 3..5 --expect "P1 X"
gg sweep cycles "C{n}" --n 3..5 --json --csv
gg sweep cycles "C{n}" --n 3..5 --colors 3

# A member stopped by its limit, a budget, and a resume from the database (nothing solved again).
gg sweep cycles "C{n}+1,3" --n 8..30 --max-nodes 20000 --db sweep.db | grep -E 'C(8|30)\+' | sed -E '/^ +[0-9]/s/[0-9.]+$/T/'
gg sweep cycles "C{n}+1,3" --n 8..30 --max-nodes 20000 --db sweep.db --json | keys | grep '^members:' | grep -o '"stored":[a-z]*' | sort | uniq -c
gg sweep cycles "C{n}+1,3" --n 28..31 --budget 0.3 | grep -E 'C31|budget of' | sed -E '/^ +[0-9]/s/[0-9.]+$/T/'
