# Help, version and commands that do not exist.
gg --version | sed -E 's/\) .*/) VERSION/'
gg --help | grep -c solve
gg help solve | grep -c -- --moves
gg solve --help | sed -n 1,2p
gg play --help | grep -E "^ *(hint|undo) "
gg help frobnicate
gg help --commands | head -3
gg help solve --commands
gg slove trail-trap K4
gg frobnicate
gg games
gg games --json | keys games.3
gg games --json | keys games.0.params.0
