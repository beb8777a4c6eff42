#!/usr/bin/env bash
# End-to-end tests of gg census / query / merge: same graphs in, same rows out, whatever the
# source; shards merge to the whole; a census killed with SIGKILL or interrupted with SIGINT
# resumes to exactly the rows of an uninterrupted run.
# Usage: census_test.sh path/to/gg
set -u
GG="$1"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
failures=0
passes=0
ok() { passes=$((passes + 1)); }
fail() { echo "FAIL: $1"; failures=$((failures + 1)); }
same() {  # same "name" file1 file2
  if cmp -s "$2" "$3"; then ok; else fail "$1: $2 and $3 differ"; diff "$2" "$3" | head -5; fi
}
# Every stored field but the node count and the method: with the shared endgame table (the
# default) a graph's nodes depend on the endgames met in earlier graphs, and a census of a whole
# order is by retrograde analysis (no nodes) unless --method search. The full rows stay in $2.full.
full_rows() { "$GG" query trail-trap --db "$1" --json >"$2" 2>/dev/null || fail "query $1"; }
rows() { full_rows "$1" "$2.full" && grep -v -e '"nodes"' -e '"method"' "$2.full" >"$2"; }
total_nodes() { grep '"nodes"' "$1" | tr -dc '0-9\n' | awk '{ s += $1 } END { print s + 0 }'; }
# json_true FILE EXPR: whether the Python expression EXPR holds of the JSON in FILE (as `d`).
json_true() { /usr/bin/python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); sys.exit(0 if eval(sys.argv[2]) else 1)' "$1" "$2"; }

# Table 1 through the census, and --report reproducing it from the database.
for n in 3 4 5 6 7; do "$GG" census trail-trap --order "$n" --db "$dir/table.db" --jobs 2 >/dev/null || fail "census n=$n"; done
"$GG" census trail-trap --report --db "$dir/table.db" --json >"$dir/report.json"
for row in 3,2,2 4,6,4 5,21,17 6,112,88 7,853,734; do  # order, graphs, player 2 wins
  json_true "$dir/report.json" "($row) in [(o['order'], o['graphs'], o['p2_wins']) for o in d['orders']]" &&
    ok || fail "report lacks order, graphs, P2 wins $row"
done
# --report --by breaks the stored rows down as the run's own summary does.
for by in size max-degree; do
  "$GG" census trail-trap --order 7 --by "$by" --db "$dir/table.db" | grep '^ *7 ' >"$dir/run-$by.txt"
  "$GG" census trail-trap --report --by "$by" --db "$dir/table.db" | grep '^ *7 ' | sed 's/%   complete$/%/' >"$dir/report-$by.txt"
  if [ -s "$dir/run-$by.txt" ] && [ "$(wc -l <"$dir/run-$by.txt")" -gt 1 ]; then ok; else fail "--by $by: no breakdown"; fi
  same "--report --by $by" "$dir/run-$by.txt" "$dir/report-$by.txt"
done

# The report separates sweeps: the plane boards of order 5, the trees of order 6 and the
# connected graphs of order 4 are three tables, not one; graphs read from stdin are a fourth,
# with no completeness claimed.
"$GG" census cycles --planar --order 5 --db "$dir/sweeps.db" >/dev/null
"$GG" census cycles --trees --order 6 --db "$dir/sweeps.db" >/dev/null
"$GG" census cycles --order 4 --db "$dir/sweeps.db" >/dev/null
printf 'Bw\nBW\n' | "$GG" census cycles --stdin --db "$dir/sweeps.db" >/dev/null
"$GG" census cycles --report --db "$dir/sweeps.db" >"$dir/sweeps.txt"
section() { awk -v t="$1" 'index($0, t) == 1 { on = 1; next } /^$/ { on = 0 } on' "$dir/sweeps.txt"; }
[ "$(section 'Plane boards' | grep -c '^ *5  *50 .*complete$')" = 1 ] && ok || fail "report: plane boards of order 5"
[ "$(section 'Trees' | grep -c '^ *6  *6 .*complete$')" = 1 ] && ok || fail "report: trees of order 6"
[ "$(section 'Connected graphs' | grep -c '^ *4  *6 .*complete$')" = 1 ] && ok || fail "report: connected graphs of order 4"
[ "$(section 'Other graphs read from standard input' | grep -c '^ *3  *2 ')" = 1 ] && ok || fail "report: stdin rows"
"$GG" census cycles --report --db "$dir/sweeps.db" --json >"$dir/sweeps.json"
json_true "$dir/sweeps.json" "any(s['sweep'] == 'trees' and s['title'] == 'Trees (nauty-gentreeg)' for s in d['sweeps']) and any(o['made_by'] == 'stdin' for o in d['other'])" &&
  ok || fail "report --json: sweeps and other rows"
# The trees of order 6 are connected graphs of order 6 too: stored once, reported in both.
"$GG" census trail-trap --trees --order 6 --db "$dir/sweeps.db" >/dev/null
"$GG" census trail-trap --order 6 --method search --db "$dir/sweeps.db" --json >"$dir/order6.json"
json_true "$dir/order6.json" "(d['computed'], d['graphs'], d['reused']) == (106, 112, 6)" &&
  ok || fail "connected order 6 reuses the stored trees"
"$GG" census trail-trap --report --db "$dir/sweeps.db" >"$dir/sweeps.txt"
[ "$(section 'Trees' | grep -c '^ *6  *6 .*complete$')" = 1 ] && [ "$(section 'Connected graphs' | grep -c '^ *6  *112 .*complete$')" = 1 ] &&
  ok || fail "report: trees within connected graphs"

# geng and stdin give the same rows.
"$GG" census trail-trap --order 6 --db "$dir/geng.db" >/dev/null
nauty-geng -cq 6 | "$GG" census trail-trap --stdin --db "$dir/stdin.db" >/dev/null
rows "$dir/geng.db" "$dir/geng.json"
rows "$dir/stdin.db" "$dir/stdin.json"
same "geng vs stdin" "$dir/geng.json" "$dir/stdin.json"

# Without the shared table every row, node counts included, is the same whatever the source
# and whatever else the thread solved; with it the rows are the same and the nodes fewer.
"$GG" census trail-trap --order 6 --method search --db "$dir/own.db" --no-shared-table --jobs 1 >/dev/null
nauty-geng -cq 6 | tac | "$GG" census trail-trap --stdin --db "$dir/own_rev.db" --no-shared-table --jobs 2 >/dev/null
rows "$dir/own.db" "$dir/own.json"
rows "$dir/own_rev.db" "$dir/own_rev.json"
same "per-board tables: geng vs reversed stdin, nodes included" "$dir/own.json.full" "$dir/own_rev.json.full"
same "shared vs per-board tables" "$dir/geng.json" "$dir/own.json"
"$GG" census trail-trap --order 7 --method search --db "$dir/own7.db" --no-shared-table >/dev/null
"$GG" census trail-trap --order 7 --method search --db "$dir/shared7.db" >/dev/null
rows "$dir/own7.db" "$dir/own7.json"
rows "$dir/shared7.db" "$dir/shared7.json"
same "n = 7: shared vs per-board tables" "$dir/own7.json" "$dir/shared7.json"
own_nodes=$(total_nodes "$dir/own7.json.full")
shared_nodes=$(total_nodes "$dir/shared7.json.full")
if [ "$shared_nodes" -gt 0 ] && [ "$shared_nodes" -lt "$own_nodes" ]; then ok; else
  fail "n = 7: the shared table saved no nodes ($shared_nodes vs $own_nodes)"; fi

# Relabelled copies of the same graphs are one row each.
nauty-geng -cq 5 >"$dir/five.g6"
"$GG" census trail-trap --stdin --db "$dir/dup.db" <"$dir/five.g6" >/dev/null
cat "$dir/five.g6" "$dir/five.g6" | "$GG" census trail-trap --stdin --db "$dir/dup2.db" --json >"$dir/dup2.json"
json_true "$dir/dup2.json" "d['graphs'] == 21" && ok || fail "duplicates counted twice"

# Shards merge to the whole.
"$GG" census trail-trap --order 6 --shard 0/3 --db "$dir/s0.db" >/dev/null
"$GG" census trail-trap --order 6 --shard 1/3 --db "$dir/s1.db" >/dev/null
"$GG" census trail-trap --order 6 --shard 2/3 --db "$dir/s2.db" >/dev/null
"$GG" census trail-trap --report --db "$dir/s1.db" | grep -q '^ *6  *37 .*37 of 112 (run not finished)$' && ok || fail "report of one shard"
# A query of a partly stored order says so, on stderr and in JSON.
"$GG" query trail-trap --db "$dir/s1.db" 2>"$dir/s1.err" >/dev/null
grep -qx 'order 6: 37 of 112 graphs stored; the census is not finished' "$dir/s1.err" && ok || fail "query of a partial order: $(cat "$dir/s1.err")"
"$GG" query trail-trap --db "$dir/s1.db" --json >"$dir/s1.json"
json_true "$dir/s1.json" "d['complete'] is False and d['unfinished'] == [{'order': 6, 'sweep': 'connected', 'stored': 37, 'expected': 112, 'counted': False}]" && ok || fail "query --json of a partial order"
"$GG" merge --db "$dir/merged.db" "$dir/s0.db" "$dir/s1.db" "$dir/s2.db" >/dev/null || fail "merge"
"$GG" census trail-trap --report --db "$dir/merged.db" | grep -q '^ *6  *112 .*complete$' && ok || fail "report of merged shards"
rows "$dir/merged.db" "$dir/merged.json"
"$GG" query trail-trap --db "$dir/merged.db" --json >"$dir/merged-query.json"
json_true "$dir/merged-query.json" "d['complete'] is True and d['unfinished'] == []" && ok || fail "query --json of merged shards: not complete"
same "shards merged vs whole" "$dir/geng.json" "$dir/merged.json"

# The completeness check: two shards of three are incomplete (exit 1), all three complete.
"$GG" merge --db "$dir/partial.db" "$dir/s0.db" "$dir/s1.db" >/dev/null
"$GG" census trail-trap --order 6 --verify-complete --db "$dir/partial.db" >"$dir/verify.txt"
[ $? -eq 1 ] && grep -q "Incomplete: 37 missing" "$dir/verify.txt" && ok || fail "verify-complete partial"
"$GG" census trail-trap --order 6 --verify-complete --db "$dir/merged.db" --json >"$dir/verify.json" &&
  json_true "$dir/verify.json" "d['complete'] is True and d['generated'] == 112" &&
  ok || fail "verify-complete merged"
# A row of another order's census in the database is not counted; an extra row of order 6 is.
"$GG" census trail-trap --order 6 --verify-complete --db "$dir/table.db" >/dev/null && ok || fail "verify table.db"
"$GG" census trail-trap --order 6 --all --verify-complete --db "$dir/merged.db" >/dev/null
[ $? -eq 1 ] && ok || fail "verify-complete --all (disconnected graphs missing)"
"$GG" census trail-trap --order 6 --verify-complete --db "$dir/none.db" >/dev/null 2>&1
[ $? -eq 2 ] && [ ! -e "$dir/none.db" ] && ok || fail "verify-complete without a database"

# Shards are even by count (stream positions, not geng's res/mod) and cover the order once;
# --list prints a shard without solving or creating a database.
for m in 7 64 2000; do
  counts=$(for i in 0 1 $((m / 2)) $((m - 1)); do "$GG" census trail-trap --order 8 --shard "$i/$m" --list | wc -l; done | sort -n | tr '\n' ' ')
  read -r low _ _ high <<<"$counts"
  [ $((high - low)) -le 1 ] && [ "$low" -ge 1 ] && ok || fail "shards of 8 in $m uneven: $counts"
done
for i in 0 1 2 3 4; do "$GG" census trail-trap --order 7 --shard "$i/5" --list --db "$dir/list.db"; done | sort >"$dir/shards.txt"
nauty-geng -cq 7 | sort >"$dir/all7.txt"
same "shards cover the order once" "$dir/all7.txt" "$dir/shards.txt"
[ ! -e "$dir/list.db" ] && ok || fail "--list created a database"
"$GG" census trail-trap --order 7 --dense-first --list >"$dir/dense.txt"
sort "$dir/dense.txt" | cmp -s - "$dir/all7.txt" && ok || fail "--dense-first lists another set"
[ "$(head -1 "$dir/dense.txt")" = "F~~~w" ] && ok || fail "--dense-first does not start with K7"
"$GG" census trail-trap --order 6 --dense-first --db "$dir/dense.db" >/dev/null
rows "$dir/dense.db" "$dir/dense.json"
same "dense-first rows vs geng order" "$dir/geng.json" "$dir/dense.json"

# SIGKILL mid-run, then rerun: exactly the rows of an uninterrupted run.
"$GG" census trail-trap --order 7 --db "$dir/whole7.db" >/dev/null
rows "$dir/whole7.db" "$dir/whole7.json"
"$GG" census trail-trap --order 7 --method search --db "$dir/killed.db" --jobs 1 >/dev/null 2>&1 &
pid=$!
sleep 0.4
kill -9 "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
"$GG" census trail-trap --order 7 --method search --db "$dir/killed.db" --json >"$dir/resumed.json" || fail "resume after kill"
rows "$dir/killed.db" "$dir/killed.json"
same "killed and resumed vs whole" "$dir/whole7.json" "$dir/killed.json"
json_true "$dir/resumed.json" "d['graphs'] == 853" && ok || fail "resumed summary"

# SIGINT: exit 130, results kept, rerun completes.
"$GG" census trail-trap --order 7 --method search --db "$dir/int.db" --jobs 1 >/dev/null 2>"$dir/int.err" &
pid=$!
sleep 0.4
kill -INT "$pid" 2>/dev/null
wait "$pid"
status=$?
if [ "$status" -eq 130 ] || [ "$status" -eq 0 ]; then ok; else fail "SIGINT exit status $status"; fi
# The report does not call an interrupted order complete; nauty's count says how much is missing.
if [ "$status" -eq 130 ]; then
  "$GG" census trail-trap --report --db "$dir/int.db" | grep -q '^ *7 .* of 853 (run not finished)$' && ok || fail "report of an interrupted order"
  "$GG" census trail-trap --report --db "$dir/int.db" --json >"$dir/int-report.json"
  json_true "$dir/int-report.json" "any(o['order'] == 7 and o['complete'] is False and o['expected'] == 853 for s in d['sweeps'] for o in s['orders'])" &&
    ok || fail "report --json of an interrupted order"
fi
"$GG" census trail-trap --order 7 --method search --db "$dir/int.db" >/dev/null
"$GG" census trail-trap --report --db "$dir/int.db" | grep -q '^ *7  *853 .*complete$' && ok || fail "report after the rerun"
rows "$dir/int.db" "$dir/int.json"
same "interrupted and resumed vs whole" "$dir/whole7.json" "$dir/int.json"

# Retrograde analysis (the default for a whole order of Trail Trap) against search, graph by
# graph, for every variant of its table; each run says how it decided.
for variant in standard place-first "place-first --distinct-placement" place-first-alternating \
  "place-first-alternating --distinct-placement"; do
  name=$(tr ' ' '_' <<<"$variant")
  # shellcheck disable=SC2086 # the variant is its words
  "$GG" census trail-trap --order 6 --variant $variant --method search --db "$dir/v-search-$name.db" >/dev/null
  # shellcheck disable=SC2086
  "$GG" census trail-trap --order 6 --variant $variant --db "$dir/v-retro-$name.db" --json >"$dir/v-$name.json"
  json_true "$dir/v-$name.json" "d['method'] == 'retrograde' and d['graphs'] == 112" && ok || fail "variant $variant: not retrograde"
  for method in search retro; do
    # shellcheck disable=SC2086
    "$GG" query trail-trap --variant $variant --db "$dir/v-$method-$name.db" --json 2>/dev/null |
      grep -v -e '"nodes"' -e '"method"' >"$dir/v-$method-$name.rows"
  done
  [ "$(grep -c '"graph6"' "$dir/v-retro-$name.rows")" = 112 ] && ok || fail "variant $variant: not 112 rows"
  same "retrograde vs search, variant $variant" "$dir/v-search-$name.rows" "$dir/v-retro-$name.rows"
done
"$GG" query trail-trap --order 6 --db "$dir/v-retro-standard.db" --json | grep -c '"method": "retrograde"' | grep -qx 112 &&
  ok || fail "retrograde rows do not say so"
# The games whose moves delete vertices have tables over the connected graphs of each order:
# their stored rows (winner and Grundy value of every graph of order 6, connected or not) are a
# search's.
for game in node-kayles vertex-geography; do
  "$GG" census $game --order 6 --all --grundy --method search --db "$dir/$game-search.db" >/dev/null
  "$GG" census $game --order 6 --all --grundy --db "$dir/$game-retro.db" --json >"$dir/$game.json"
  json_true "$dir/$game.json" "d['method'] == 'retrograde' and d['graphs'] == 156" && ok || fail "$game: not retrograde"
  for method in search retro; do
    "$GG" query $game --db "$dir/$game-$method.db" --json 2>/dev/null |
      grep -v -e '"nodes"' -e '"method"' >"$dir/$game-$method.rows"
  done
  [ "$(grep -c '"grundy": [0-9]' "$dir/$game-retro.rows")" = 156 ] && ok || fail "$game: not 156 Grundy values"
  same "retrograde vs search, $game" "$dir/$game-search.rows" "$dir/$game-retro.rows"
done
# The tables are kept beside the database: another variant reads them; a census killed with
# SIGKILL while it builds them resumes to the rows of an uninterrupted run.
[ -d "$dir/v-retro-standard.db.tables" ] && ok || fail "no tables beside the database"
"$GG" census trail-trap --order 8 --db "$dir/r8.db" >/dev/null
rows "$dir/r8.db" "$dir/r8.json"
"$GG" census trail-trap --order 8 --db "$dir/r8k.db" --jobs 1 >/dev/null 2>&1 &
pid=$!
sleep 0.1
kill -9 "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
"$GG" census trail-trap --order 8 --db "$dir/r8k.db" --json >"$dir/r8k-summary.json" || fail "retrograde resume after kill"
rows "$dir/r8k.db" "$dir/r8k.json"
same "retrograde killed and resumed vs whole" "$dir/r8.json" "$dir/r8k.json"
json_true "$dir/r8k-summary.json" "(d['graphs'], d['method'], d['summary'][0]['graphs']) == (11117, 'retrograde', 11117)" &&
  ok || fail "retrograde resumed summary"
# Forcing retrograde analysis where it cannot run is an error that says why.
for bad in "--shard 0/2" "--trees" "--certificates $dir/certs" "--variant rooted"; do
  # shellcheck disable=SC2086
  "$GG" census trail-trap --order 5 --method retrograde $bad --db "$dir/x.db" >/dev/null 2>"$dir/bad.err"
  [ $? -eq 2 ] && [ "$(wc -l <"$dir/bad.err")" = 1 ] && ok || fail "--method retrograde $bad: $(cat "$dir/bad.err")"
done
nauty-geng -cq 4 | "$GG" census trail-trap --stdin --method retrograde --db "$dir/x.db" >/dev/null 2>&1
[ $? -eq 2 ] && ok || fail "--method retrograde --stdin"
"$GG" census edge --order 4 --method retrograde --db "$dir/x.db" >/dev/null 2>&1
[ $? -eq 2 ] && ok || fail "--method retrograde for a game without tables"

# --no-rows: the counts of a retrograde census, recorded without rows; the report and the
# sequences show the order (one of rows 6 and 7 counted only); refused where it cannot run.
"$GG" census trail-trap --order 7 --no-rows --db "$dir/norows.db" --json >"$dir/norows.json" &&
  json_true "$dir/norows.json" "(d['rows_stored'], d['summary'][0]['graphs'], d['summary'][0]['p1_wins']) == (False, 853, 119)" &&
  ok || fail "--no-rows counts"
"$GG" query trail-trap --db "$dir/norows.db" --json >"$dir/norows-query.json" 2>/dev/null &&
  json_true "$dir/norows-query.json" "d['results'] == [] and d['unfinished'][0]['counted']" &&
  ok || fail "--no-rows: no rows to query"
"$GG" census trail-trap --order 6 --db "$dir/norows.db" >/dev/null &&
  "$GG" census trail-trap --report --db "$dir/norows.db" --json >"$dir/norows-report.json" &&
  json_true "$dir/norows-report.json" "[(o['order'], o['graphs'], o['p1_wins'], o['complete'], o['counted']) for o in d['sweeps'][0]['orders']] == [(6, 112, 24, True, False), (7, 853, 119, False, True)]" &&
  "$GG" census trail-trap --report --sequence --db "$dir/norows.db" --json >"$dir/norows-seq.json" &&
  json_true "$dir/norows-seq.json" "d['sequences'][0]['terms'] == [24, 119]" &&
  ok || fail "--no-rows: the counted order in --report and --sequence"
"$GG" census trail-trap --order 7 --no-rows --method search --db "$dir/x.db" >/dev/null 2>&1; [ $? -eq 2 ] && ok || fail "--no-rows --method search"
"$GG" census trail-trap --order 7 --no-rows --report --db "$dir/x.db" >/dev/null 2>&1; [ $? -eq 2 ] && ok || fail "--no-rows --report"
# Given graphs looked up in the finished tables of the --no-rows runs above (--stdin --method
# retrograde): every graph of order 7, twice, and of order 6 get the rows of search, under two
# variants; what the tables cannot answer is an error naming it.
{ nauty-geng -cq 7; nauty-geng -cq 6; nauty-geng -cq 7; } >"$dir/look.g6"
look_ok=1
for v in standard place-first; do
  "$GG" census trail-trap --stdin --method retrograde --variant $v --tables "$dir/norows.db.tables" \
    --db "$dir/look-$v.db" <"$dir/look.g6" >/dev/null &&
    "$GG" census trail-trap --stdin --method search --variant $v --db "$dir/search-$v.db" <"$dir/look.g6" >/dev/null || look_ok=0
  for m in look search; do
    "$GG" query trail-trap --variant $v --db "$dir/$m-$v.db" --json | grep -v -e '"nodes"' -e '"method"' >"$dir/$m-$v.rows"
  done
  cmp -s "$dir/look-$v.rows" "$dir/search-$v.rows" && [ "$(grep -c '"graph6"' "$dir/look-$v.rows")" = 965 ] || look_ok=0
done
[ $look_ok = 1 ] && ok || fail "--stdin --method retrograde: the rows of search"
echo "G~~~~{" | "$GG" census trail-trap --stdin --method retrograde --tables "$dir/norows.db.tables" \
  --db "$dir/x.db" 2>"$dir/look.err" >/dev/null
[ $? -eq 2 ] && grep -q "no table of order 8" "$dir/look.err" && ok || fail "lookup: no table of the order"
"$GG" census trail-trap --order 8 --edges 0:3 --no-rows --tables "$dir/part" --db "$dir/x.db" >/dev/null
echo "G~~~~{" | "$GG" census trail-trap --stdin --method retrograde --tables "$dir/part" \
  --db "$dir/x.db" 2>"$dir/look.err" >/dev/null
[ $? -eq 2 ] && grep -q "has no layer of 28 edges" "$dir/look.err" && ok || fail "lookup: a layer not built"
roots=$(ls "$dir"/norows.db.tables/*-7-all/layer-10.roots)
printf '\x55' | dd of="$roots" bs=1 seek=200 conv=notrunc 2>/dev/null
nauty-geng -cq 7 10:10 | "$GG" census trail-trap --stdin --method retrograde \
  --tables "$dir/norows.db.tables" --db "$dir/y.db" 2>"$dir/look.err" >/dev/null
[ $? -eq 2 ] && grep -q "layer-10.roots' is damaged" "$dir/look.err" && ok || fail "lookup: a damaged layer"
echo "F~~~w" | "$GG" census trail-trap --stdin --no-rows --method retrograde --db "$dir/x.db" >/dev/null 2>&1
[ $? -eq 2 ] && ok || fail "--stdin --no-rows"
echo "F~~~w" | "$GG" census node-kayles --stdin --method retrograde --db "$dir/x.db" >/dev/null 2>&1
[ $? -eq 2 ] && ok || fail "lookup: a game without an edge table"
# Edge geography by retrograde analysis: the rows (winners and Grundy values) of search.
"$GG" census edge-geography --order 6 --grundy --db "$dir/eg-retro.db" --json >"$dir/eg.json"
json_true "$dir/eg.json" "d['method'] == 'retrograde'" && ok || fail "edge geography: not retrograde"
"$GG" census edge-geography --order 6 --grundy --method search --db "$dir/eg-search.db" >/dev/null
for m in retro search; do
  "$GG" query edge-geography --db "$dir/eg-$m.db" --json | grep -v -e '"nodes"' -e '"method"' >"$dir/eg-$m.rows"
done
[ "$(grep -c '"grundy": [0-9]' "$dir/eg-retro.rows")" = 112 ] && ok || fail "edge geography: Grundy values missing"
same "edge geography: retrograde vs search" "$dir/eg-search.rows" "$dir/eg-retro.rows"

# EDGe census with Grundy values.
"$GG" census edge --order 5 --grundy --db "$dir/edge.db" --json >"$dir/edge.json" || fail "edge census"
json_true "$dir/edge.json" "d['graphs'] == 21" && ok || fail "edge census summary"

# Plane boards for the Game of Cycles: every embedding and outer face, one row per board.
"$GG" census cycles --planar --order 4 --db "$dir/plane.db" --json >"$dir/plane4.json" || fail "planar census"
json_true "$dir/plane4.json" "d['graphs'] == 8" && ok || fail "4 vertices give 8 plane boards"
"$GG" census cycles --planar --order 5 --db "$dir/plane.db" >/dev/null || fail "planar census n=5"
nauty-geng -cq 5 | "$GG" census cycles --planar --stdin --db "$dir/plane_stdin.db" >/dev/null || fail "planar stdin"
# (Node counts are left out: tree values are memoised across the boards a thread solves.)
"$GG" query cycles --order 5 --db "$dir/plane.db" --json | grep -v '"nodes"' >"$dir/plane_geng.json"
"$GG" query cycles --order 5 --db "$dir/plane_stdin.db" --json | grep -v '"nodes"' >"$dir/plane_stdin.json"
same "planar geng vs stdin (non-planar lines skipped)" "$dir/plane_geng.json" "$dir/plane_stdin.json"
"$GG" census cycles --planar --order 5 --db "$dir/plane.db" --json >"$dir/plane5.json"
json_true "$dir/plane5.json" "d['graphs'] == 50" && ok || fail "rerun of planar census"
# Every stored board, solved again from its graph6 and cells, has the stored winner.
"$GG" query cycles --order 5 --db "$dir/plane.db" 2>/dev/null | head -12 >"$dir/plane_rows.txt"
while IFS=$'\t' read -r g6 rest; do
  cells=$(sed -n 's/^cells=\([^\t]*\).*/\1/p' <<<"$rest")
  stored=$(grep -o 'winner=P[12]' <<<"$rest" | tr -dc 12)
  solved=$("$GG" solve cycles "$g6" --cells "$cells" --json | tr -d ' \n' | grep -o '"winner":[12]' | tr -dc 12)
  [ "$stored" = "$solved" ] && ok || fail "board $g6 ($cells): stored P$stored, solved P$solved"
done <"$dir/plane_rows.txt"
"$GG" census trail-trap --planar --order 4 --db "$dir/x.db" >/dev/null 2>&1; [ $? -eq 2 ] && ok || fail "--planar for trail-trap"
"$GG" census cycles --planar --all --order 4 --db "$dir/x.db" >/dev/null 2>&1; [ $? -eq 2 ] && ok || fail "--planar --all"

# Bad input: exit 2 with one line.
"$GG" census trail-trap --db "$dir/x.db" >/dev/null 2>&1; [ $? -eq 2 ] && ok || fail "missing --order"
"$GG" census trail-trap --order 5 --shard 3/2 --db "$dir/x.db" >/dev/null 2>&1; [ $? -eq 2 ] && ok || fail "bad shard"
"$GG" query trail-trap --db "$dir/none.db" >/dev/null 2>&1; [ $? -eq 2 ] && ok || fail "missing db"
echo "not a graph" | "$GG" census trail-trap --stdin --db "$dir/x.db" >/dev/null 2>&1; [ $? -eq 2 ] && ok || fail "bad stdin"
"$GG" census trail-trap --report --db "$dir/none.db" >/dev/null 2>&1; [ $? -eq 2 ] && ok || fail "--report on a missing db"
[ -e "$dir/none.db" ] && fail "--report created a database" || ok
nauty-geng -cq 4 | "$GG" census trail-trap --stdin --order 4 --db "$dir/x.db" >/dev/null 2>&1; [ $? -eq 2 ] && ok || fail "--order with --stdin"

# Streams: nauty's header glued to the first graph (geng -h) is read, and a graph given twice
# (or isomorphic copies) is one row.
nauty-geng -cqh 5 | "$GG" census trail-trap --stdin --db "$dir/header.db" --json >"$dir/header.json"
json_true "$dir/header.json" "d['graphs'] == 21" && ok || fail "geng -h output: not 21 graphs"
printf 'Bw\nBW\nBw\nBo\n' | "$GG" census trail-trap --stdin --db "$dir/dup.db" --json >"$dir/dup.json"
json_true "$dir/dup.json" "d['graphs'] == 2" && ok || fail "duplicates and isomorphic copies: not 2 graphs"

# --report --sequence: the complete orders as OEIS entries; Table 1 of the Trail Trap paper
# gives the P1-win counts of connected graphs for n = 1..6: 0 1 0 2 4 24.
for n in 1 2 3 4 5 6; do "$GG" census trail-trap --order $n --db "$dir/seq.db" >/dev/null; done
"$GG" census trail-trap --order 7 --shard 0/3 --db "$dir/seq.db" >/dev/null  # 7 not complete
"$GG" census trail-trap --report --sequence --db "$dir/seq.db" >"$dir/seq.txt"
grep -q '^%S A000000 0,1,0,2,4,24$' "$dir/seq.txt" && ok || fail "sequence of P1 wins (Table 1)"
grep -q '^%S A000000 1,0,2,4,17,88$' "$dir/seq.txt" && ok || fail "sequence of P2 wins"
grep -q '^%O A000000 1,4$' "$dir/seq.txt" && ok || fail "sequence offset line"
grep -q '^%N A000000 Number of connected simple graphs on n unlabeled nodes on which player 1' "$dir/seq.txt" && ok || fail "sequence name"
"$GG" census trail-trap --report --sequence --json --db "$dir/seq.db" >"$dir/seq.json"
json_true "$dir/seq.json" "[(s['winner'], s['offset'], s['terms']) for s in d['sequences']] == [(1, 1, [0, 1, 0, 2, 4, 24]), (2, 1, [1, 0, 2, 4, 17, 88])]" && ok || fail "sequence json"
"$GG" census trail-trap --sequence --db "$dir/seq.db" >/dev/null 2>&1; [ $? -eq 2 ] && ok || fail "--sequence without --report"
"$GG" census trail-trap --report --sequence --by size --db "$dir/seq.db" >/dev/null 2>&1; [ $? -eq 2 ] && ok || fail "--sequence with --by"
# --report --plot: a real chart, one line per sweep and one per order by edge count.
"$GG" census trail-trap --report --plot "$dir/report.svg" --db "$dir/seq.db" >/dev/null
grep -q "Share of graphs player 2 wins, by order" "$dir/report.svg" && grep -q ">n = 6<" "$dir/report.svg" &&
  grep -q "Share of graphs player 1 wins, by order (log scale)" "$dir/report.svg" &&
  xmllint --noout "$dir/report.svg" && ok || fail "report chart"

echo "$passes passed, $failures failed"
[ "$failures" -eq 0 ]
