#!/usr/bin/env bash
# The MPI census gives the same rows as a single-process run, from geng and from stdin, and a
# rerun reuses every stored row. Usage: census_mpi_test.sh path/to/gg
set -u
GG="$1"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
rows() {  # rows DB GAME: canonical graph6 and winner of every stored row, sorted
  "$GG" query "$2" --db "$1" --json |
    python3 -c 'import json,sys; [print(r["graph6"], r["winner"]) for r in json.load(sys.stdin)["results"]]' |
    sort
}

"$GG" census trail-trap --order 6 --db "$dir/single.db" >/dev/null || fail "single-process census"
mpirun -np 2 "$GG" census trail-trap --order 6 --mpi --db "$dir/mpi.db" >"$dir/out" ||
  fail "mpirun census"
grep -q "112 solved now" "$dir/out" || fail "mpirun census solved $(head -1 "$dir/out")"
[ "$(rows "$dir/single.db" trail-trap)" = "$(rows "$dir/mpi.db" trail-trap)" ] ||
  fail "MPI rows differ from single-process rows"
mpirun -np 2 "$GG" census trail-trap --order 6 --mpi --db "$dir/mpi.db" --json >"$dir/again" ||
  fail "mpirun rerun"
grep -q '"reused": 112' "$dir/again" || fail "rerun did not reuse the stored rows"

# Three ranks, graphs from stdin (read by rank 0 only), the edge game.
nauty-geng -c 5 2>/dev/null | mpirun -np 3 "$GG" census edge --stdin --mpi --db "$dir/e.db" \
  >/dev/null || fail "mpirun census from stdin"
"$GG" census edge --order 5 --db "$dir/e1.db" >/dev/null || fail "single edge census"
[ "$(rows "$dir/e.db" edge)" = "$(rows "$dir/e1.db" edge)" ] || fail "edge rows differ"

echo "$failures failed"
[ "$failures" -eq 0 ]
