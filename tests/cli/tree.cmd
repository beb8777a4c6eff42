# gg tree: game graphs and strategy trees; gg verify checks a certificate; gg simulate plays.
gg tree edge P4 --depth 2
gg tree edge diamond --depth 2 | grep -c -E 'rankdir=LR|style=dashed, constraint=false'
# Readable at a hundred positions: the picture is not wide.
gg tree edge diamond --depth 2 --svg diamond.svg && w=$(grep -o 'svg width="[0-9]*pt"' diamond.svg | tr -dc 0-9) && [ "$w" -lt 1500 ] && echo "narrower than 1500 pt"
gg tree cycles C4 --format json --depth 8 | grep -c -E '"value": "P"|"moves": "0>1 1>2"'
gg tree cycles C4 --players 3 --depth 2
gg tree trails 3 --strategy --moves '/b2 \a1 /c1'
gg tree trail-trap K6 | tail -1
# A picture without --depth or --max-nodes keeps to whole layers of at most 120 positions.
gg tree trail-trap petersen --svg petersen.svg && h=$(grep -o 'svg width="[0-9]*pt" height="[0-9]*pt"' petersen.svg | sed 's/.*height="//' | tr -dc 0-9) && [ "$h" -lt 2000 ] && echo "shorter than 2000 pt"
gg tree edge P4 --depth 2 --svg p4.svg && test -s p4.svg && echo "SVG written"
gg tree trails 4 --strategy --max-nodes 50

# The strategy tree is a picture; it names the claim of the position's certificate.
gg tree trails 3 --strategy --format json --output strategy.json && grep -o '"claim_line": "[^"]*"' strategy.json
# gg verify is gg-check: the proof is the certificate.
gg solve trails 3 --certificate t3.cert | tail -2
gg verify t3.cert | head -3
gg verify t3.cert --claim "trails 3: player 2 wins"
gg verify t3.cert --expect board=3 --expect winner=1 --json | keys
gg verify <(cat t3.cert) 2>&1 | sed -E "s|/dev/fd/[0-9]+|FILE|"
gg verify strategy.json
gg verify trails 3 strategy.json
gg verify folder-that-is-not-there.cert

gg simulate trails 4 --games 300 --seed 5 --json | keys
# The same seed plays the same games.
[ "$(gg simulate trails 4 --games 300 --seed 5 --json | keys | grep -v seconds)" = "$(gg simulate trails 4 --games 300 --seed 5 --json | keys | grep -v seconds)" ] && echo same
