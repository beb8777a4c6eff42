# gg play in the terminal, scripted through standard input.
printf 'moves\nhint\n/z9\n/b2\nundo\n/b2\nquit\n' | gg play trails 3 --as 1
# One board per turn.
printf '/b2\n' | gg play trails 3 --as 1 | grep -c '^Trails 3x3'
# What a player needs to see why a move is legal, in every game, and the end named.
printf '0=1\nhint\n3=1\nquit\n' | gg play edge C5 --as both
printf '3=1\n4=2\n' | gg play edge C5 --as both --moves "0=1 1=2 2=3"
printf '0>1\n2>1\n1>3\n' | gg play trail-trap K4 --as both
printf '0>1\n1>2\n2>3\n3>0\n' | gg play cycles C4 --as both
printf '/a1\n\\a2\n/b2\n\\a3\n/c3\n' | gg play trails 3 --as both
printf 'moves\n' | gg play trail-trap K4 --as 1
# Each game's board after two moves, the last move marked.
gg play trail-trap K4 --as both --moves "0>1 2>3"
gg play edge petersen --as both --moves "0=1 7=1"
gg play cycles P3xP3 --as both --moves "0>1 4>3"
gg play trails 4 --as both --moves '/b2 \c3'
# The engine against itself.
gg play cycles C5 --as none --json | keys
gg play trails 4 --as none --engine random --seed 2 | tail -3
