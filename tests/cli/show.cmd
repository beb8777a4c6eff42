# gg show: the board as text, and as SVG, Graphviz or TikZ files.
gg show trails 4 --moves '/a1 \d1' --svg board.svg
grep -c '<svg' board.svg
gg show trail-trap K4 --moves "0>1" --dot board.dot --json | keys
grep -c dashed board.dot
gg show cycles W5 --moves "0>1"
gg show edge P5 --moves "0=1"
# An edge labelled with its colour pair; a tree drawn in layers, the centre on top.
gg show edge P5 --moves "0=1 1=2 4=1" --dot p5.dot && grep -F 'id="e0_1"' p5.dot
gg show edge spider:2,2,2 --dot spider.dot && grep -E '^ *[02] \[label' spider.dot
# A loop is listed once and its pair counted once.
gg show edge "0-0 0-1 1-2" --moves "0=1"
# Two tokens on one vertex: Graphviz draws it without a warning.
gg show trail-trap K4 --moves "0>1 2>1" --svg same.svg
gg show cycles C4 --tikz c4.tex --json | keys | grep -c '^tikz:'
gg show edge P5 --moves "0=9"
gg show trails 3 --dot board.dot
