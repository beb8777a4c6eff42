# gg bench checks the node signature; gg serve refuses what it cannot serve.
gg bench --check $REPO/bench/signature.txt | tail -1
gg bench --json | keys | grep -c '^total_nodes:'
gg serve --port 0 --db /nonexistent/census.db
gg serve --port 70000
gg census trails --order 3 --db x.db
gg census edge --order 3 --db x.db > /dev/null
gg census trail-trap --order 4 --trees --colors 3 --db x.db
gg query edge --colors 3 --db x.db
gg query trail-trap --colors 3 --db x.db
# Rows carry the facts their game declares (EDGe: the colours played with), cells only on plane boards.
gg query edge --db x.db
gg query edge --db x.db --json | keys | grep '^results:'
gg census trail-trap --order 3 --db x.db > /dev/null && gg query trail-trap --db x.db --json | keys | grep '^results:'
gg census cycles --order 4 --planar --db x.db > /dev/null && gg query cycles --db x.db --json --order 4 --size 4 | keys | grep '^results:'
# A proof table to merge must be a file.
mkdir -p table.tsv && gg prove --merge table.tsv --db proof.db
# An exported table is loaded with --merge; given as --db it says so.
gg prove --status --db table.tsv
# Only a run is divided over MPI ranks; the other modes read one database on one process.
gg prove --status --db proof.db --mpi
