# gg graph: facts about a board, conversions, families and their errors.
gg graph petersen --json | keys
gg graph P3xP4
gg graph K5 --to graph6
gg graph 'D~{' --json | keys
printf '0-1 1-2\n2-3\n' > g.txt && gg graph @g.txt --json | keys

# The families of the papers' open questions: each has the canonical form of the graph it
# coincides with.
for pair in "GP5,2 petersen" "mobius3 K3,3" "ladder4 P4xP2" "K2,2,2 octahedron" "petal:3,3 friendship2" "fan3 diamond" "petal:3,3 hourglass" "hourglass inverted-hourglass"; do set -- $pair; [ "$(gg graph $1 --to canonical)" = "$(gg graph $2 --to canonical)" ] && echo "$1 = $2"; done
for spec in gear5 helm5 friendship4 barbell:4,2 lollipop:5,3 C9+1,4+2,7 petal:3,4,5 K1,2,3,4 'P4*[0,3]'; do gg graph "$spec" --json | keys | grep -E '^(order|size):' | tr '\n' ' '; echo "$spec"; done

# Refused: one line naming the bad part, exit 2.
gg graph C8+1,3+1,3
gg graph 'C5*[7]'
gg graph frobnicate
gg solve trail-trap Zzzzzz
# A character no spec uses is named, not the first one graph6 refuses.
gg solve trail-trap 'K4!!'
gg graph 'D~'
gg graph '3: 0-5'
gg graph K70
gg graph @/nonexistent
gg graph K5 --frob
echo '{"vertices": 3, "edges": [[0,1],[1,7]]}' > bad-vertex.json && gg graph @bad-vertex.json
echo '{"vertices": 3, "edges": [[0,1]' > bad.json && gg graph @bad.json
echo '[[0,1],[1,2]]' > array.json && gg graph @array.json
mkdir -p folder && gg solve trail-trap @folder

# Names typed another way.
gg graph Petersen
gg graph k5
gg graph P3XP4
gg graph dodecahedron
