#!/usr/bin/env bash
# End-to-end tests of the gg binary: exit codes, one-line errors, JSON keys.
# Usage: cli_test.sh path/to/gg
set -u
GG="$1"
failures=0
passes=0

check() {  # check "name" expected_status command...
  local name="$1" expected="$2"
  shift 2
  "$@" >/tmp/gg_cli_out.$$ 2>/tmp/gg_cli_err.$$
  local status=$?
  if [ "$status" -ne "$expected" ]; then
    echo "FAIL: $name: exit $status, expected $expected"
    sed 's/^/  stderr: /' /tmp/gg_cli_err.$$ | head -5
    failures=$((failures + 1))
    return 1
  fi
  passes=$((passes + 1))
  return 0
}

expect_out() {  # expect_out "name" pattern : last command's stdout contains pattern
  if grep -q -- "$2" /tmp/gg_cli_out.$$; then passes=$((passes + 1)); else
    echo "FAIL: $1: stdout lacks '$2'"; failures=$((failures + 1)); fi
}

expect_one_line_error() {  # the last command printed exactly one line on stderr, naming $2
  local lines
  lines=$(wc -l </tmp/gg_cli_err.$$)
  if [ "$lines" -eq 1 ] && grep -q -- "$2" /tmp/gg_cli_err.$$; then passes=$((passes + 1)); else
    echo "FAIL: $1: expected one stderr line naming '$2', got:"; sed 's/^/  /' /tmp/gg_cli_err.$$
    failures=$((failures + 1)); fi
}

check "help" 0 "$GG" --help
expect_out "help lists solve" "solve"
check "solve help" 0 "$GG" solve --help

check "graph json" 0 "$GG" graph petersen --json
for key in order size degree_sequence graph6 canonical_graph6 automorphisms connected bipartite \
           planar tree radius diameter centre; do
  expect_out "graph key $key" "\"$key\""
done
expect_out "petersen aut" '"automorphisms": "120"'
check "graph text" 0 "$GG" graph "P3xP4"
expect_out "grid aut" "automorphisms: 4"
check "graph to graph6" 0 "$GG" graph K5 --to graph6
expect_out "K5 graph6" "D~{"
check "graph from graph6" 0 "$GG" graph "D~{" --json
expect_out "graph6 order" '"order": 5'
printf '0-1 1-2\n2-3\n' >/tmp/gg_cli_graph.$$
check "graph from file" 0 "$GG" graph "@/tmp/gg_cli_graph.$$" --json
expect_out "file size" '"size": 3'

# The families of the papers' open questions: shape from the command line, and the same
# canonical form as the graph they coincide with.
for pair in "GP5,2 petersen" "mobius3 K3,3" "ladder4 P4xP2" "K2,2,2 octahedron" \
            "petal:3,3 friendship2" "fan3 diamond"; do
  set -- $pair
  check "family $1" 0 "$GG" graph "$1" --to canonical
  mine=$(cat /tmp/gg_cli_out.$$)
  check "family $2" 0 "$GG" graph "$2" --to canonical
  if [ "$mine" = "$(cat /tmp/gg_cli_out.$$)" ]; then passes=$((passes + 1)); else
    echo "FAIL: $1 and $2 differ up to isomorphism"; failures=$((failures + 1)); fi
done
set -- "$GG"
for row in "gear5 11 15" "helm5 11 15" "friendship4 9 12" "barbell:4,2 10 15" \
           "lollipop:5,3 8 13" "C9+1,4+2,7 9 11" "petal:3,4,5 10 12" "K1,2,3,4 10 35" \
           "P4*[0,3] 4 5"; do
  read -r spec order size <<<"$row"
  check "family $spec" 0 "$GG" graph "$spec" --json
  expect_out "$spec order" "\"order\": $order"
  expect_out "$spec size" "\"size\": $size"
done
check "bad chord" 2 "$GG" graph "C8+1,3+1,3"
expect_one_line_error "bad chord" "chord 1,3"
check "loop outside" 2 "$GG" graph "C5*[7]"
expect_one_line_error "loop outside" "vertex 7"
check "unknown family" 2 "$GG" graph frobnicate
expect_one_line_error "unknown family" "frobnicate"
check "malformed graph6" 2 "$GG" graph "D~"
expect_one_line_error "malformed graph6" "graph6"
check "vertex out of range" 2 "$GG" graph "3: 0-5"
expect_one_line_error "vertex out of range" "0-5"
check "too large" 2 "$GG" graph K70
expect_one_line_error "too large" "64"
check "missing file" 2 "$GG" graph @/nonexistent
expect_one_line_error "missing file" "nonexistent"
check "bad option" 2 "$GG" graph K5 --frob
expect_one_line_error "bad option" "frob"

check "solve json" 0 "$GG" solve trail-trap K4 --json
for key in game board variant to_move winner winning_moves losing_moves principal_line nodes \
           seconds method; do
  expect_out "solve key $key" "\"$key\""
done
expect_out "K4 P1 wins" '"winner": 1'
check "solve text" 0 "$GG" solve trail-trap K5
expect_out "K5 P2 wins" "Winner with perfect play: player 2"
check "solve position" 0 "$GG" solve trail-trap diamond --moves "1>2 2>3" --json
expect_out "position to move" '"to_move": 1'
check "illegal move" 2 "$GG" solve trail-trap P4 --moves "0>1 1>0"
expect_one_line_error "illegal move" "move 2"
check "bad move text" 2 "$GG" solve trail-trap K4 --moves "0-1"
expect_one_line_error "bad move text" "0-1"
check "unknown game" 2 "$GG" solve chess K4
expect_one_line_error "unknown game" "chess"
check "node limit" 3 "$GG" solve trail-trap K11 --max-nodes 10000
expect_one_line_error "node limit reports how far" "nodes, [0-9.]* s)"
check "time limit" 3 "$GG" solve trail-trap K11 --max-seconds 0.5

check "edcn json" 0 "$GG" edcn petersen --json
expect_out "petersen edcn" '"edcn": 5'
check "edge solve" 0 "$GG" solve edge P6 --colors 4 --grundy --json
expect_out "P6 with 4 colours" '"winner": 2'
expect_out "edge variant" '"variant": "colors=4"'
check "edge bad colours" 2 "$GG" solve edge P4 --moves "0=7"
expect_one_line_error "edge bad colours" "colour out of range"
check "cycles solve" 0 "$GG" solve cycles "0-1 1-2 2-0 2-3 3-4 4-2" --cells "0 1 2; 2 3 4" --json
expect_out "hourglass by cells" '"winner": 2'
check "cycles not planar" 2 "$GG" solve cycles K5
expect_one_line_error "cycles not planar" "not planar"
check "cycles bad cells" 2 "$GG" solve cycles C4 --cells "0 1 9"
expect_one_line_error "cycles bad cells" "cell 1"
check "cycles variant" 2 "$GG" solve cycles C4 --variant sideways
expect_one_line_error "cycles variant" "sideways"
check "large tree" 0 "$GG" solve trail-trap "$(printf '100:'; for i in $(seq 1 99); do printf ' %d-%d' $(( (i - 1) / 3 )) "$i"; done)" --json
expect_out "tree method" '"method": "tree"'

# Trails (Phil Leduc).
check "trails 3x3" 0 "$GG" solve trails 3x3 --json
expect_out "trails 3x3 P1" '"winner": 1'
check "trails dfpn" 0 "$GG" solve trails 4 --solver dfpn --json
expect_out "trails 4x4 P2" '"winner": 2'
expect_out "trails dfpn method" '"method": "dfpn"'
check "trails position" 0 "$GG" solve trails 5 --moves '/c3 \b2 /d4 \b4 /b3 \d2 /a1 \e5'
expect_out "trails winning moves" "Winning moves for player 1"
check "trails puzzle" 0 "$GG" solve trails 4 --moves '/a1 \d1 /b1 \c1 /a2 \d2 /c3 \b3 /d3 \a3 /a4 \d4' --win-within 2
expect_out "trails puzzle win in one" "forces a win in 1"
expect_out "trails puzzle move" "/c2"
check "winner only" 0 "$GG" solve trails 5 --moves '/c3 \b2 /d4 \b4 /b3 \d2 /a1 \e5' --winner-only --json
expect_out "winner only P1" '"winner": 1'
expect_out "winner only flagged" '"winner_only": true'
winner_only_move=$(sed -n '/"winning_moves"/,/]/p' /tmp/gg_cli_out.$$ | grep -o '"[/\\][a-e][1-5]"' | head -1 | tr -d '"')
check "winner only move found" 0 test -n "$winner_only_move"
check "winner only move wins" 0 "$GG" solve trails 5 --moves "/c3 \b2 /d4 \b4 /b3 \d2 /a1 \e5 $winner_only_move" --winner-only --json
expect_out "winner only move keeps P1 winning" '"winner": 1'
check "winner only loser" 0 "$GG" solve trail-trap K5 --winner-only
expect_out "winner only K5" "Winner with perfect play: player 2"
check "dfpn any game" 0 "$GG" solve trail-trap P5 --solver dfpn --json
expect_out "dfpn on a tree searches" '"method": "dfpn"'
check "puzzle any game" 0 "$GG" solve cycles C5 --win-within 3
expect_out "cycles C5 win in 3" "forces a win in 3"
check "trails bad size" 2 "$GG" solve trails 12
expect_one_line_error "trails bad size" "use 2 to 9"
check "trails not square" 2 "$GG" solve trails 4x5
expect_one_line_error "trails not square" "square"
check "trails wrong direction" 2 "$GG" solve trails 5 --moves '\c3'
expect_one_line_error "trails wrong direction" "move 1"
check "trails occupied" 2 "$GG" solve trails 5 --moves '/c3 \c3'
expect_one_line_error "trails occupied" "already has a token"
check "trails bad move" 2 "$GG" solve trails 5 --moves '/z9'
expect_one_line_error "trails bad move" "column"

# Pictures.
check "show trails svg" 0 "$GG" show trails 4 --moves '/a1 \d1' --svg /tmp/gg_cli_show.$$.svg
expect_out "show trails ascii" "Trails 4x4"
if grep -q "<svg" /tmp/gg_cli_show.$$.svg; then passes=$((passes + 1)); else
  echo "FAIL: show trails svg: no SVG written"; failures=$((failures + 1)); fi
check "show trail-trap dot" 0 "$GG" show trail-trap K4 --moves "0>1" --dot /tmp/gg_cli_show.$$.dot --json
expect_out "show json" '"ascii"'
if grep -q "dashed" /tmp/gg_cli_show.$$.dot; then passes=$((passes + 1)); else
  echo "FAIL: show dot: the used edge is not dashed"; failures=$((failures + 1)); fi
check "show cycles" 0 "$GG" show cycles W5 --moves "0>1"
check "show edge" 0 "$GG" show edge P5 --moves "0=1"
"$GG" show edge P5 --moves "0=1 1=2 4=1" --dot /tmp/gg_cli_out.$$ >/dev/null
expect_out "show edge: an edge labelled with its colour pair" '0 -- 1 \[id="e0_1"\] \[label="{1,2}"'
"$GG" show edge spider:2,2,2 --dot /tmp/gg_cli_out.$$ >/dev/null
expect_out "show edge: a tree in layers, the centre on top" '0 \[label="0"\] \[pos="[0-9.]*,0.000!"\]'
expect_out "show edge: a leg's end two layers down" '2 \[label="2"\] \[pos="[0-9.]*,-5.000!"\]'
check "show bad move" 2 "$GG" show edge P5 --moves "0=9"
check "show trails dot" 2 "$GG" show trails 3 --dot /tmp/gg_cli_show.$$.dot
expect_one_line_error "show trails dot" "draws its own board"

# Review rows 24 and 29: a move error names the move and its place; commas separate moves;
# an empty board needs no --colors.
check "move out of range" 2 "$GG" solve trail-trap K4 --moves "0>9"
expect_one_line_error "move out of range" "--moves: move 1 '0>9': vertex out of range 0..3"
check "moves with commas" 0 "$GG" solve trail-trap K4 --moves "0>1, 2>3"
expect_out "moves with commas" "ply 2, player 1 to move"
check "edge K0" 0 "$GG" solve edge K0
expect_out "edge K0" "player 1 has no move"

# Play, simulate, tree, verify.
printf 'moves\nhint\n/z9\n/b2\nundo\n/b2\nquit\n' >/tmp/gg_cli_in.$$
check "play scripted" 0 "$GG" play trails 3 --as 1 </tmp/gg_cli_in.$$
expect_out "play lists moves" "/a1 /b1 /c1"
expect_out "play hint" "/b2  wins, game over in 5 plies"
expect_out "play hint refutes a losing move" "/b1  loses, game over in 6 plies; refuted by "
expect_out "play marks the last move" "last move: .* by player 2"
expect_out "play illegal" "Illegal: move '/z9'"
expect_out "play engine" "Engine (player 2) plays"
printf '/b2\n' | "$GG" play trails 3 --as 1 >/tmp/gg_cli_out.$$ 2>&1
[ "$(grep -c '^Trails 3x3' /tmp/gg_cli_out.$$)" = 2 ] && passes=$((passes + 1)) ||
  { echo "FAIL: play shows the board more than once per turn"; failures=$((failures + 1)); }
# What a player needs to see why a move is legal, in every game, and the end named.
printf '0=1\nhint\n3=1\nquit\n' >/tmp/gg_cli_in.$$
check "play edge" 0 "$GG" play edge C5 --as both </tmp/gg_cli_in.$$
expect_out "play edge: colours each vertex may take" "uncoloured: 1 may take 1 2 3; 2 may take 1 2 3; 3 may take 1 2 3"
expect_out "play edge: edges with their colours" "0-1 {1,.} 1-2 {.,.}"
expect_out "play edge: the pairs used" "colour pairs used: none"
expect_out "play edge: hint with refutation" "loses.*refuted by"
expect_out "play edge: last move" "last move: 3=1 by player 2"
printf '3=1\n4=2\n' | "$GG" play edge C5 --as both --moves "0=1 1=2 2=3" >/tmp/gg_cli_out.$$ 2>&1
expect_out "play edge: a pair in use" "colour pairs used: {1,2} {2,3} {1,3}"
expect_out "play edge: a vertex with no colour left" "4 may take no colour"
check "show edge with a loop" 0 "$GG" show edge "0-0 0-1 1-2" --moves "0=1"
expect_out "show edge: a loop listed once" "edges:      0-0 {1,1} 0-1 {1,.} 1-2 {.,.}$"
expect_out "show edge: a loop's pair counted once" "colour pairs used: {1,1}$"
printf '0>1\n2>1\n1>3\n' >/tmp/gg_cli_in.$$
check "play trail-trap" 0 "$GG" play trail-trap K4 --as both </tmp/gg_cli_in.$$
expect_out "play trail-trap: tokens and their edges" "P1 token: at vertex 3, may move along 3-0 3-2"
expect_out "play trail-trap: used edges" "used edges:   0-1 1-2 1-3"
expect_out "play trail-trap: the end named" "Player 2 has no move (trapped at vertex 1): player 1 wins"
printf '0>1\n1>2\n2>3\n3>0\n' >/tmp/gg_cli_in.$$
check "play cycles" 0 "$GG" play cycles C4 --as both </tmp/gg_cli_in.$$
expect_out "play cycles: arrows round the cell" "0 -> 1 -> 2 -- 3 -- 0"
expect_out "play cycles: directions left" "unmarked edges: one way only 2>3 3>0"
expect_out "play cycles: the cycle named" "Player 2 completed the cycle cell 0 -> 1 -> 2 -> 3 -> 0 and wins"
printf '/a1\n\\a2\n/b2\n\\a3\n/c3\n' >/tmp/gg_cli_in.$$
check "play trails" 0 "$GG" play trails 3 --as both </tmp/gg_cli_in.$$
expect_out "play trails: the trail named" "player 1 completed a trail: /a1 /b2 /c3"
check "play engine vs engine" 0 "$GG" play cycles C5 --as none --json
expect_out "play json winner" '"winner": 1'
check "play random engine" 0 "$GG" play trails 4 --as none --engine random --seed 2
expect_out "play ends" "wins."
check "simulate" 0 "$GG" simulate trails 4 --games 300 --seed 5 --json
expect_out "simulate exact" '"exact_winner": 2'
"$GG" simulate trails 4 --games 300 --seed 5 --json >/tmp/gg_cli_sim2.$$ 2>/dev/null
if cmp -s /tmp/gg_cli_out.$$ /tmp/gg_cli_sim2.$$; then passes=$((passes + 1)); else
  echo "FAIL: simulate: same seed, different games"; failures=$((failures + 1)); fi
check "tree dot" 0 "$GG" tree edge P4 --depth 2
expect_out "tree dot labels" "P1 to move"
expect_out "tree nodes show their position" 'label="0=1 1=2.nN, P1 to move, g='
expect_out "tree root" 'label="start.nN, P1 to move'
expect_out "tree: a transposition labelled with its move" 'label="0=1", fontsize=8, constraint=false'
check "tree wide layers as columns" 0 "$GG" tree edge diamond --depth 2
expect_out "tree wide layers as columns" 'rankdir=LR'
expect_out "tree large: transpositions dashed" 'style=dashed, constraint=false'
# Readable at a hundred positions: the picture of the review's tangle is no longer wide.
"$GG" tree edge diamond --depth 2 --svg /tmp/gg_cli_tree.$$.svg 2>/dev/null
width=$(grep -o 'svg width="[0-9]*pt"' /tmp/gg_cli_tree.$$.svg | tr -dc 0-9)
if [ "${width:-99999}" -lt 1500 ]; then passes=$((passes + 1)); else
  echo "FAIL: tree picture of diamond depth 2 is ${width}pt wide"; failures=$((failures + 1)); fi
check "tree json" 0 "$GG" tree cycles C4 --format json --depth 8
expect_out "tree json nodes" '"value": "P"'
expect_out "tree json positions" '"moves": "0>1 1>2"'
check "strategy" 0 "$GG" tree trails 3 --strategy --format json --output /tmp/gg_cli_strategy.$$.json
check "verify strategy" 0 "$GG" verify trails 3 /tmp/gg_cli_strategy.$$.json
expect_out "verify valid" "Valid: player 1 wins"
python3 - "$$" <<'PY'
import json, sys
p = f"/tmp/gg_cli_strategy.{sys.argv[1]}.json"
s = json.load(open(p))
node = s["root"]["replies"]
node.pop(next(iter(node)))
json.dump(s, open(p.replace(".json", ".bad.json"), "w"))
PY
check "verify broken strategy" 1 "$GG" verify trails 3 /tmp/gg_cli_strategy.$$.bad.json
expect_out "verify names the gap" "is missing"
check "verify wrong board" 2 "$GG" verify trails 4 /tmp/gg_cli_strategy.$$.json
expect_one_line_error "verify wrong board" "is for the board"
check "strategy too large" 2 "$GG" tree trails 4 --strategy --max-nodes 50
expect_one_line_error "strategy too large" "max-nodes"

check "bench signature" 0 "$GG" bench --check "$(dirname "$0")/../bench/signature.txt"
check "bench json" 0 "$GG" bench --json
expect_out "bench total" '"total_nodes"'

rm -f /tmp/gg_cli_out.$$ /tmp/gg_cli_err.$$ /tmp/gg_cli_graph.$$ /tmp/gg_cli_show.$$.* /tmp/gg_cli_in.$$ /tmp/gg_cli_sim2.$$ /tmp/gg_cli_strategy.$$.*
# JSON board files: cells or coordinates; the graph alone for the other games; clear errors.
boards="$(dirname "$0")/data/boards"
check "board file cells" 0 "$GG" solve cycles "@$boards/hourglass-cells.json" --json
expect_out "hourglass file P2" '"winner": 2'
check "board file coordinates" 0 "$GG" solve cycles "@$boards/inverted-hourglass-coordinates.json" --json
expect_out "coordinates drawing named" 'straight-line drawing'
check "board file for trail trap" 0 "$GG" solve trail-trap "@$boards/hourglass-cells.json"
check "crossing coordinates" 2 "$GG" solve cycles "@$boards/crossing.json"
expect_one_line_error "crossing coordinates" "edges 0-1 and 2-3 cross"
echo '{"vertices": 3, "edges": [[0,1],[1,7]]}' >/tmp/gg_cli_board.$$.json
check "board file bad vertex" 2 "$GG" graph "@/tmp/gg_cli_board.$$.json"
expect_one_line_error "board file bad vertex" "edge 2 is 7, not a vertex 0..2"
echo '{"vertices": 3, "edges": [[0,1]' >/tmp/gg_cli_board.$$.json
check "board file bad JSON" 2 "$GG" graph "@/tmp/gg_cli_board.$$.json"
expect_one_line_error "board file bad JSON" "not valid JSON"
rm -f /tmp/gg_cli_board.$$.json

# Every game option x game x command: an option the game does not declare (or the command does
# not take) exits 2 with one line naming it (and the game); a declared one is accepted.
check "games json" 0 "$GG" games --json
for key in name summary graph_board variant params option type role help; do
  expect_out "games key $key" "\"$key\""
done
# What each game takes, as `gg games` lists it (the declarations themselves are checked by the
# typed matrix; here the command line must honour them).
declare -A takes=()
game=""
while IFS= read -r line; do
  if [[ "$line" =~ ^([a-z-]+):\  ]]; then game="${BASH_REMATCH[1]}"; takes[$game]=" ";
  elif [[ "$line" =~ ^\ \ --([a-z-]+) ]]; then takes[$game]+="${BASH_REMATCH[1]} "; fi
done < <("$GG" games)
[ "${#takes[@]}" -ge 6 ] && passes=$((passes + 1)) || { echo "FAIL: gg games lists ${#takes[@]} games"; failures=$((failures + 1)); }
all_options=$(printf '%s\n' "${takes[@]}" | tr ' ' '\n' | sort -u | tr '\n' ' ')
declare -A value=([colors]=3 [variant]=strict [cells]="0 1 2" [canonical-depth]=2 [start]=0 [players]=3)
# Options that need another one beside them, and values one game spells its own way.
declare -A value_for=(["trail-trap variant"]=place-first ["trail-trap start"]="0,1")
declare -A companion=(["trail-trap start"]="--variant rooted"
                      ["trail-trap distinct-placement"]="--variant place-first")
# The option with its value (and companion) for a game, in the array `args`.
option_args() {
  args=("--$2")
  local v="${value_for[$1 $2]:-${value[$2]:-}}"
  [ -n "$v" ] && args+=("$v")
  [ -n "${companion[$1 $2]:-}" ] && read -ra more <<<"${companion[$1 $2]}" && args+=("${more[@]}")
  return 0
}
board_of() { if [ "$1" = trails ]; then echo 2; elif [ "$1" = cycles ]; then echo C3; else echo P3; fi; }
position_option() { [ "$1" = colors ] || [ "$1" = variant ] || [ "$1" = cells ] || [ "$1" = start ] ||
  [ "$1" = distinct-placement ] || [ "$1" = players ]; }
for game in "${!takes[@]}"; do
  for opt in $all_options; do
    option_args "$game" "$opt"
    for cmd in solve show play simulate tree; do
      extra=()
      case $cmd in play) extra=(--as both) ;; simulate) extra=(--games 3) ;; tree) extra=(--depth 1) ;; esac
      name="$cmd $game --$opt"
      b=$(board_of "$game")
      [ "$game $opt" = "cycles grundy" ] && b=P3  # a triangle's cell ends the game: no Grundy value
      if [ "$cmd" != solve ] && ! position_option "$opt"; then
        check "$name" 2 "$GG" "$cmd" "$game" "$b" "${args[@]}" "${extra[@]}" </dev/null &&
          expect_one_line_error "$name" "gg $cmd does not take: --$opt"
      elif [[ "${takes[$game]}" == *" $opt "* ]]; then
        check "$name" 0 "$GG" "$cmd" "$game" "$b" "${args[@]}" "${extra[@]}" </dev/null
      else
        check "$name" 2 "$GG" "$cmd" "$game" "$b" "${args[@]}" "${extra[@]}" </dev/null &&
          expect_one_line_error "$name" "--$opt does not apply to $game"
      fi
    done
  done
done
# The census and query take the rule options (and --grundy); trails has no graph census.
for game in "${!takes[@]}"; do
  [ "$game" = trails ] && continue
  for opt in colors variant players grundy; do
    option_args "$game" "$opt"
    if [[ "${takes[$game]}" == *" $opt "* ]]; then
      check "census $game --$opt" 0 "$GG" census "$game" --order 4 --trees "${args[@]}" --db /tmp/gg_cli_opts.$$.db
    else
      check "census $game --$opt" 2 "$GG" census "$game" --order 4 --trees "${args[@]}" --db /tmp/gg_cli_opts.$$.db &&
        expect_one_line_error "census $game --$opt" "--$opt does not apply to $game"
    fi
  done
done
check "census trails" 2 "$GG" census trails --order 3 --db /tmp/gg_cli_opts.$$.db
expect_one_line_error "census trails" "trails is not played on graphs"
check "query edge colors" 0 "$GG" query edge --colors 3 --db /tmp/gg_cli_opts.$$.db
check "query trail-trap colors" 2 "$GG" query trail-trap --colors 3 --db /tmp/gg_cli_opts.$$.db
expect_one_line_error "query trail-trap colors" "--colors does not apply to trail-trap"
check "bad colour count" 2 "$GG" solve edge P4 --colors -1
expect_one_line_error "bad colour count" "--colors '-1' for edge: expected a whole number from 1 to 63"
rm -f /tmp/gg_cli_opts.$$.db*

# Every computation is bounded and interruptible: EDGe's EDCN phase stops at --max-seconds
# (exit 3) and at SIGINT / SIGTERM (exit 130 / 143, as a shell reports them) within a second,
# in `edcn`, `solve` and `show`.
check "edcn limit" 3 timeout -s KILL 20 "$GG" edcn Q6 --max-seconds 1
expect_one_line_error "edcn limit" "stopped by --max-seconds before the position was solved"
check "node limit named" 3 "$GG" solve trails 5 --max-nodes 20000
expect_one_line_error "node limit named" "stopped by --max-nodes before"
check "moves with commas" 0 "$GG" solve trail-trap K4 --moves "0>1, 2>3"
check "simulate bounded" 0 timeout -s KILL 60 "$GG" simulate trails 5 --games 20 --max-seconds 1
expect_out "simulate bounded" "not decided within the limits"
expect_out "simulate bounded" "20 random games"
"$GG" simulate trails 5 --games 20 >/tmp/gg_cli_sim.$$ 2>/dev/null &
pid=$!
sleep 1.5
kill -INT "$pid"
wait "$pid"
status=$?
if [ "$status" -eq 130 ] && grep -q "20 random games" /tmp/gg_cli_sim.$$; then passes=$((passes + 1)); else
  echo "FAIL: simulate interrupted: exit $status, playouts printed?"; cat /tmp/gg_cli_sim.$$; failures=$((failures + 1)); fi
rm -f /tmp/gg_cli_sim.$$
check "shared vertex picture" 0 "$GG" show trail-trap K4 --moves "0>1 2>1" --svg /tmp/gg_cli_same.$$.svg
if [ ! -s /tmp/gg_cli_err.$$ ]; then passes=$((passes + 1)); else
  echo "FAIL: Graphviz warned:"; cat /tmp/gg_cli_err.$$; failures=$((failures + 1)); fi
rm -f /tmp/gg_cli_same.$$.svg
check "edge solve EDCN limit" 3 timeout -s KILL 20 "$GG" solve edge Q5 --max-seconds 1
check "edge show EDCN limit" 3 timeout -s KILL 20 "$GG" show edge Q5 --max-seconds 1
for sig in INT TERM; do
  expected=130
  [ "$sig" = TERM ] && expected=143
  "$GG" edcn Q6 >/dev/null 2>&1 &
  pid=$!
  sleep 1
  kill -s "$sig" "$pid"
  waited=0
  while kill -0 "$pid" 2>/dev/null && [ "$waited" -lt 30 ]; do sleep 0.1; waited=$((waited + 1)); done
  if kill -0 "$pid" 2>/dev/null; then
    kill -9 "$pid"; echo "FAIL: edcn ignored SIG$sig"; failures=$((failures + 1))
  else
    wait "$pid"; status=$?
    if [ "$status" -eq "$expected" ]; then passes=$((passes + 1)); else
      echo "FAIL: edcn after SIG$sig: exit $status, expected $expected"; failures=$((failures + 1)); fi
  fi
done

# No silent guesses for limits: negative, NaN, infinite or huge values are one-line errors.
for v in -5 nan inf 1e10 abc; do
  check "--max-seconds $v" 2 "$GG" solve trail-trap K4 --max-seconds "$v"
  expect_one_line_error "--max-seconds $v" "is not a number of seconds"
done
for v in -1 1.5 x; do
  check "--max-nodes $v" 2 "$GG" solve trail-trap K4 --max-nodes "$v"
  expect_one_line_error "--max-nodes $v" "is not a whole number of nodes"
done

# Names typed another way, reversed ranges, directories, JSON arrays: clear one-line errors.
check "Petersen" 0 "$GG" graph Petersen
check "k5" 2 "$GG" graph k5
expect_one_line_error "k5" "did you mean 'K5'"
check "P3XP4" 2 "$GG" graph P3XP4
expect_one_line_error "P3XP4" "did you mean 'P3xP4'"
check "dodecahedron" 2 "$GG" graph dodecahedron
expect_one_line_error "dodecahedron" "not a known family"
check "reversed edges range" 2 "$GG" census trail-trap --order 4 --edges 5:3 --db /tmp/gg_cli_x.$$.db
expect_one_line_error "reversed edges range" "expected A:B with 0 <= A <= B"
mkdir -p /tmp/gg_cli_dir.$$
check "@dir" 2 "$GG" solve trail-trap "@/tmp/gg_cli_dir.$$"
expect_one_line_error "@dir" "is a directory"
echo '[[0,1],[1,2]]' >/tmp/gg_cli_arr.$$.json
check "JSON array" 2 "$GG" graph "@/tmp/gg_cli_arr.$$.json"
expect_one_line_error "JSON array" "a JSON board file holds one object"
rm -rf /tmp/gg_cli_dir.$$ /tmp/gg_cli_arr.$$.json /tmp/gg_cli_x.$$.db*
check "census negative max degree" 2 "$GG" census trail-trap --order 4 --max-degree -1
check "query negative order" 2 "$GG" query trail-trap --order -3
check "version" 0 "$GG" --version
expect_out "version" "gg (graphgames) "
check "help solve" 0 "$GG" help solve
expect_out "help solve" "--moves"
check "play help" 0 "$GG" play --help
expect_out "play help lists the in-game commands" "hint    each of your moves: wins or loses"
expect_out "play help lists undo" "undo    take back"
check "solve an inline JSON board" 0 "$GG" solve trail-trap '{"vertices": 3, "edges": [[0,1],[1,2]]}'
expect_out "inline JSON board solved" "Winner with perfect play"
check "help unknown" 2 "$GG" help frobnicate
expect_one_line_error "help unknown" "no command 'frobnicate'"
check "edge on the empty graph" 0 "$GG" solve edge E0
check "tree cut notice" 0 "$GG" tree trail-trap K6
if grep -q "cut at --max-nodes 2000" /tmp/gg_cli_err.$$; then passes=$((passes + 1)); else
  echo "FAIL: gg tree says nothing when --max-nodes cuts it"; failures=$((failures + 1)); fi
check "tree svg only" 0 "$GG" tree edge P4 --depth 2 --svg /tmp/gg_cli_tree.$$.svg
if [ ! -s /tmp/gg_cli_out.$$ ] && [ -s /tmp/gg_cli_tree.$$.svg ]; then passes=$((passes + 1)); else
  echo "FAIL: gg tree --svg printed the DOT too or wrote no SVG"; failures=$((failures + 1)); fi
rm -f /tmp/gg_cli_tree.$$.svg

# Golden text: `gg solve` (the time masked) and `gg games`, against tests/golden/text/
# (GG_UPDATE_GOLDEN=1 rewrites them).
golden="$(dirname "$0")/golden/text"
expect_golden_text() {  # expect_golden_text name command...
  local name="$1"
  shift
  "$@" 2>&1 | sed -E 's/time: [0-9.e+-]+ s/time: T s/' >/tmp/gg_cli_golden.$$
  if [ "${GG_UPDATE_GOLDEN:-}" = 1 ]; then
    mkdir -p "$golden" && cp /tmp/gg_cli_golden.$$ "$golden/$name.txt"
  fi
  if cmp -s /tmp/gg_cli_golden.$$ "$golden/$name.txt"; then passes=$((passes + 1)); else
    echo "FAIL: golden $name differs:"; diff "$golden/$name.txt" /tmp/gg_cli_golden.$$ | head -10
    failures=$((failures + 1)); fi
}
# gg serve: a missing database and a bad port are one-line errors; the server answers on the
# port it prints and stops at once on SIGINT (exit 130, as every command).
check "serve missing db" 2 "$GG" serve --port 0 --db /nonexistent/census.db
expect_one_line_error "serve missing db" "does not exist"
check "serve bad port" 2 "$GG" serve --port 70000
"$GG" serve --port 0 >/tmp/gg_cli_serve.$$ 2>&1 &
serve_pid=$!
port=""
for _ in $(seq 50); do
  port=$(grep -o '127.0.0.1:[0-9]*' /tmp/gg_cli_serve.$$ | head -1 | cut -d: -f2)
  [ -n "$port" ] && break
  sleep 0.1
done
if [ -n "$port" ] && exec 3<>"/dev/tcp/127.0.0.1/$port"; then
  printf 'GET /api/games HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n' >&3
  if grep -q '"trail-trap"' <&3; then passes=$((passes + 1)); else
    echo "FAIL: serve: /api/games did not list the games"; failures=$((failures + 1)); fi
  exec 3>&-
else
  echo "FAIL: serve: no address printed or no connection"; failures=$((failures + 1))
fi
kill -INT "$serve_pid"
serve_status=0
for _ in $(seq 50); do kill -0 "$serve_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$serve_pid" 2>/dev/null; then
  echo "FAIL: serve: still running 5 s after SIGINT"; failures=$((failures + 1)); kill -9 "$serve_pid"
else
  wait "$serve_pid"; serve_status=$?
  if [ "$serve_status" -eq 130 ]; then passes=$((passes + 1)); else
    echo "FAIL: serve: exit $serve_status after SIGINT"; failures=$((failures + 1)); fi
fi
rm -f /tmp/gg_cli_serve.$$

expect_golden_text solve-trail-trap-K4 "$GG" solve trail-trap K4
expect_golden_text solve-trail-trap-diamond-moves "$GG" solve trail-trap diamond --moves "1>2 2>3"
expect_golden_text solve-trail-trap-P6-tree "$GG" solve trail-trap P6
expect_golden_text solve-trail-trap-K5-winner-only "$GG" solve trail-trap K5 --winner-only
expect_golden_text solve-edge-P6-grundy "$GG" solve edge P6 --grundy
expect_golden_text solve-edge-C5-colors "$GG" solve edge C5 --colors 4
expect_golden_text solve-cycles-inverted-hourglass "$GG" solve cycles inverted-hourglass
expect_golden_text solve-cycles-strict-cells "$GG" solve cycles "0-1 1-2 2-0 2-3 3-4 4-2" --cells "0 1 2; 2 3 4" --variant strict
expect_golden_text solve-trails-3 "$GG" solve trails 3
expect_golden_text solve-trails-4-dfpn "$GG" solve trails 4 --solver dfpn --moves '/a1 \d1'
expect_golden_text solve-trails-5-win-within "$GG" solve trails 5 --moves '/c3 \b2 /d4 \b4' --win-within 3
expect_golden_text games "$GG" games
# The pictures of game graphs and strategy trees (the board pictures are the game matrix's).
expect_golden_text tree-edge-P4-depth-2 "$GG" tree edge P4 --depth 2
expect_golden_text tree-cycles-C4-three-players "$GG" tree cycles C4 --players 3 --depth 2
expect_golden_text tree-trails-3-strategy "$GG" tree trails 3 --strategy --moves '/b2 \a1 /c1'
# The terminal boards of play, each game's after two moves, with the last move marked.
expect_golden_text play-trail-trap-K4 "$GG" play trail-trap K4 --as both --moves "0>1 2>3" </dev/null
expect_golden_text play-edge-petersen "$GG" play edge petersen --as both --moves "0=1 7=1" </dev/null
expect_golden_text play-cycles-P3xP3 "$GG" play cycles P3xP3 --as both --moves "0>1 4>3" </dev/null
expect_golden_text play-trails-4 "$GG" play trails 4 --as both --moves '/b2 \c3' </dev/null
rm -f /tmp/gg_cli_golden.$$

# gg sweep: a family member by member, as text, CSV and JSON; patterns; errors; resume.
check "sweep text" 0 "$GG" sweep cycles "C{n}" --n 3..10 --expect "P2 P1"
expect_out "sweep row" "C10 .* P2"
expect_out "sweep period" "from n = 3 on, period 2: P1 P2"
expect_out "sweep observation wording" "observed on the members solved, not proved"
expect_out "sweep expectation holds" 'expected "P2 P1": holds on all 8 members'
check "sweep expectation breaks" 0 "$GG" sweep cycles "C{n}" --n 3..8 --expect "4: P2"
expect_out "sweep first break" "first break at n = 5 (expected P2, solved P1)"
check "sweep csv" 0 "$GG" sweep trail-trap "P{a}xP{b}" --a 2..3 --b 2..4 --csv
expect_out "csv header" "^a,b,spec,order,size,status,winner,winning_moves,all_moves_examined,colors,nodes,seconds,stored$"
expect_out "csv row" '^2,4,"P2xP4",8,10,solved,'
if [ "$(wc -l </tmp/gg_cli_out.$$)" -eq 7 ]; then passes=$((passes + 1)); else
  echo "FAIL: sweep csv: expected a header and 6 rows"; failures=$((failures + 1)); fi
check "sweep json" 0 "$GG" sweep edge "P{n}" --n 3..6 --json
for key in game variant spec parameters members observations interrupted budget_spent seconds \
           status winner winning_moves colors nodes stored period; do
  expect_out "sweep json key $key" "\"$key\""
done
expect_out "sweep json edcn" '"colors": 3'
check "sweep edge colours column" 0 "$GG" sweep edge "P{n}" --n 4..5
expect_out "sweep colours header" "colours"
check "sweep no range" 2 "$GG" sweep cycles "C{n}"
expect_one_line_error "sweep no range" "{n} has no range"
check "sweep unused range" 2 "$GG" sweep cycles "C{n}" --n 3..5 --m 1..2
expect_one_line_error "sweep unused range" "has no {m}"
check "sweep empty range" 2 "$GG" sweep cycles "C{n}" --n 5..3
expect_one_line_error "sweep empty range" "range is empty"
check "sweep bad range" 2 "$GG" sweep cycles "C{n}" --n 3-5
expect_one_line_error "sweep bad range" "expected A..B"
check "sweep bad member" 2 "$GG" sweep cycles "C{n}" --n 2..5
expect_one_line_error "sweep bad member" "sweep member C2"
check "sweep bad expect" 2 "$GG" sweep cycles "C{n}" --n 3..5 --expect "P1 X"
expect_one_line_error "sweep bad expect" "'X' is not a winner"
check "sweep json and csv" 2 "$GG" sweep cycles "C{n}" --n 3..5 --json --csv
expect_one_line_error "sweep json and csv" "choose one"
check "sweep option of another game" 2 "$GG" sweep cycles "C{n}" --n 3..5 --colors 3
expect_one_line_error "sweep option of another game" "colors"
# A member stopped by its limit, a budget, and a resume from the database.
rm -f /tmp/gg_cli_sweep.$$.db
check "sweep member limit" 0 "$GG" sweep cycles "C{n}+1,3" --n 8..30 --max-nodes 20000 --db /tmp/gg_cli_sweep.$$.db
expect_out "sweep limit row" "C30+1,3 .* limit"
check "sweep resume" 0 "$GG" sweep cycles "C{n}+1,3" --n 8..30 --max-nodes 20000 --db /tmp/gg_cli_sweep.$$.db --json
expect_out "sweep resumed" '"stored": true'
if ! grep -q '"stored": false' /tmp/gg_cli_out.$$; then passes=$((passes + 1)); else
  echo "FAIL: sweep resume solved something again"; failures=$((failures + 1)); fi
check "sweep budget" 0 "$GG" sweep cycles "C{n}+1,3" --n 28..31 --budget 0.3
expect_out "sweep budget rows" "C31+1,3 .* budget"
expect_out "sweep budget note" "budget of 0.3 s ran out"
check "sweep plot" 0 "$GG" sweep cycles "C{n}" --n 3..9 --plot /tmp/gg_cli_sweep.$$.svg
if grep -q "Winner with perfect play" /tmp/gg_cli_sweep.$$.svg && grep -q "<polyline" /tmp/gg_cli_sweep.$$.svg &&
   xmllint --noout /tmp/gg_cli_sweep.$$.svg 2>/dev/null; then passes=$((passes + 1)); else
  echo "FAIL: sweep plot is not a well-formed chart"; failures=$((failures + 1)); fi
rm -f /tmp/gg_cli_sweep.$$.db* /tmp/gg_cli_sweep.$$.svg

# --tikz: pictures for papers, compiled with pdflatex (installed by scripts/install-deps.sh).
tikz_dir=$(mktemp -d)
tikz_compiles() {  # tikz_compiles name file: the picture compiles inside a minimal document
  printf '\\documentclass{article}\n\\usepackage{tikz}\n\\usetikzlibrary{arrows.meta}\n\\begin{document}\n\\input{%s}\n\\end{document}\n' "$2" >"$tikz_dir/doc.tex"
  if ! grep -q '^\\begin{tikzpicture}' "$2" || ! grep -q '^\\end{tikzpicture}' "$2"; then
    echo "FAIL: $1: not a tikzpicture"; failures=$((failures + 1)); return
  fi
  if ! command -v pdflatex >/dev/null; then passes=$((passes + 1)); return; fi
  if (cd "$tikz_dir" && pdflatex -interaction=nonstopmode -halt-on-error doc.tex >/dev/null 2>&1) &&
     [ -s "$tikz_dir/doc.pdf" ]; then passes=$((passes + 1)); else
    echo "FAIL: $1: pdflatex rejects the picture:"; grep -A2 '^!' "$tikz_dir/doc.log" | head -4
    failures=$((failures + 1)); fi
  rm -f "$tikz_dir/doc.pdf"
}
for spec in "trails 3 --moves /b2,\\c1" "cycles inverted-hourglass --moves 0>1" \
            "edge petersen --moves 0=1,1=2" "trail-trap P3xP3 --moves 0>1" "vertex-geography K1,3"; do
  name="show --tikz ${spec%% *}"
  # shellcheck disable=SC2086
  check "$name" 0 "$GG" show $spec --tikz "$tikz_dir/pic.tex" && tikz_compiles "$name" "$tikz_dir/pic.tex"
done
check "tree strategy tikz" 0 "$GG" tree trail-trap P4 --strategy --tikz "$tikz_dir/tree.tex"
tikz_compiles "tree strategy tikz" "$tikz_dir/tree.tex"
if grep -qF '1\textgreater{}2' "$tikz_dir/tree.tex"; then passes=$((passes + 1)); else
  echo "FAIL: strategy tikz lacks its move labels"; failures=$((failures + 1)); fi
check "show tikz json" 0 "$GG" show cycles C4 --tikz "$tikz_dir/c4.tex" --json
expect_out "show tikz json key" '"tikz"'
rm -rf "$tikz_dir"

echo "$passes passed, $failures failed"
[ "$failures" -eq 0 ]
