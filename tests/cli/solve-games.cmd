# gg solve on the other games: EDGe, Game of Cycles, Trails.
gg edcn petersen --json | keys
gg solve edge P6 --colors 4 --grundy --json | keys
gg solve edge P6 --grundy
gg solve edge C5 --colors 4
gg solve edge K0
gg solve edge E0
gg solve edge P4 --moves "0=7"
gg solve edge P4 --colors -1

gg solve cycles "0-1 1-2 2-0 2-3 3-4 4-2" --cells "0 1 2; 2 3 4" --json | keys
gg solve cycles "0-1 1-2 2-0 2-3 3-4 4-2" --cells "0 1 2; 2 3 4" --variant strict
gg solve cycles inverted-hourglass
gg solve cycles C5 --win-within 3
gg solve cycles K5
gg solve cycles C4 --cells "0 1 9"
gg solve cycles C4 --variant sideways

# Trails (designed by Phil Leduc).
gg solve trails 3
gg solve trails 3x3 --json | keys
gg solve trails 4 --solver dfpn --json | keys
gg solve trails 4 --solver dfpn --moves '/a1 \d1'
gg solve trails 5 --moves '/c3 \b2 /d4 \b4 /b3 \d2 /a1 \e5'
gg solve trails 5 --moves '/c3 \b2 /d4 \b4' --win-within 3
gg solve trails 4 --moves '/a1 \d1 /b1 \c1 /a2 \d2 /c3 \b3 /d3 \a3 /a4 \d4' --win-within 2
# --winner-only: the move it names keeps player 1 winning.
gg solve trails 5 --moves '/c3 \b2 /d4 \b4 /b3 \d2 /a1 \e5' --winner-only --json | keys
move=$(gg solve trails 5 --moves '/c3 \b2 /d4 \b4 /b3 \d2 /a1 \e5' --winner-only --json | keys | sed -n 's/^winning_moves: \["\([^"]*\)".*/\1/p') && gg solve trails 5 --moves "/c3 \b2 /d4 \b4 /b3 \d2 /a1 \e5 $move" --winner-only --json | keys | grep '^winner:'
gg solve trails 12
gg solve trails 4x5
gg solve trails 5 --moves '\c3'
gg solve trails 5 --moves '/c3 \c3'
gg solve trails 5 --moves '/z9'
