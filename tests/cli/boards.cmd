# JSON board files: cells or coordinates for the Game of Cycles, the graph alone for the others.
gg solve cycles @$DATA/boards/hourglass-cells.json --json | keys
gg solve cycles @$DATA/boards/inverted-hourglass-coordinates.json
gg solve trail-trap @$DATA/boards/hourglass-cells.json
gg solve cycles @$DATA/boards/crossing.json
