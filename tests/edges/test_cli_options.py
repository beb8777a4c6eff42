"""Every game option x game x command, read from `gg games --json`: an option the game declares is
accepted by the commands that take it; one it does not declare, or a command that does not take
it, is one line naming it, exit 2. The declarations themselves are checked by the typed game
matrix (tests/game_matrix_test.cpp); here the command line must honour them."""

import json
import subprocess

import pytest

from conftest import gg, gg_binary, one_line_error

# Commands that play or show a position take the options that define it (role "rule" or
# "board"); search options (role "search") only change how `gg solve` searches.
POSITION_COMMANDS = {"solve": [], "show": [], "play": ["--as", "both"],
                     "simulate": ["--games", "3"], "tree": ["--depth", "1"]}
# Free-text values depend on the board: one that fits the board BOARDS names (or the first example).
TEXT_VALUES = {("trail-trap", "start"): "0,1", ("cycles", "cells"): "0 1 2 3 4"}
# Completing a cell ends the Game of Cycles outside normal play: a Grundy value needs a board
# without cells.
BOARDS = {("cycles", "grundy"): "P3", ("cycles", "cells"): "C5"}  # the cells of TEXT_VALUES
# Options that only apply beside another (the command line says so when one is missing).
COMPANIONS = {("trail-trap", "start"): ["--variant", "rooted"],
              ("trail-trap", "distinct-placement"): ["--variant", "place-first"]}


def declared_games():
    done = subprocess.run([gg_binary(), "games", "--json"], capture_output=True, text=True,
                          timeout=60, check=True)
    return json.loads(done.stdout)["games"]


GAMES = declared_games()
ALL_OPTIONS = {}  # name -> the first declaration seen (its type and role)
for game in GAMES:
    for param in game["params"]:
        ALL_OPTIONS.setdefault(param["name"], param)


def option_args(game_name, param):
    """The option with a value its declaration allows, and its companion."""
    args = [param["option"]]
    if param["type"] == "choice":
        args.append(next(c for c in param["choices"] if c != param.get("default")))
    elif param["type"] == "int":
        args.append(str(min(param["max"], param["min"] + 1)))
    elif param["type"] == "text":
        args.append(TEXT_VALUES.get((game_name, param["name"]), "0"))
    return args + COMPANIONS.get((game_name, param["name"]), [])


def cases():
    for game in GAMES:
        declared = {p["name"]: p for p in game["params"]}
        for name, other in ALL_OPTIONS.items():
            param = declared.get(name, other)
            for command in POSITION_COMMANDS:
                yield pytest.param(game, name in declared, param, command,
                                   id=f"{command}-{game['name']}--{name}")


@pytest.mark.parametrize("game,declared,param,command", cases())
def test_an_option_is_taken_where_declared_and_refused_elsewhere(game, declared, param, command):
    board = BOARDS.get((game["name"], param["name"]), game["examples"][0]["board"])
    args = [command, game["name"], board, *option_args(game["name"], param),
            *POSITION_COMMANDS[command]]
    done = gg(*args, stdin="", timeout=120)
    if command != "solve" and param["role"] == "search":
        assert f"gg {command} does not take: {param['option']}" in one_line_error(done)
    elif declared:
        assert done.returncode == 0, (args, done.stderr)
    else:
        assert f"{param['option']} does not apply to {game['name']}" in one_line_error(done)


def census_cases():
    for game in GAMES:
        if not game["graph_board"]:
            continue
        declared = {p["name"]: p for p in game["params"]}
        for name, other in ALL_OPTIONS.items():
            param = declared.get(name, other)
            if param["role"] == "rule" or name == "grundy":
                yield pytest.param(game, name in declared, param,
                                   id=f"census-{game['name']}--{name}")


@pytest.mark.parametrize("game,declared,param", census_cases())
def test_the_census_takes_the_rule_options_of_its_game(game, declared, param, tmp_path):
    db = str(tmp_path / "census.db")
    args = ["census", game["name"], "--order", "4", "--trees", *option_args(game["name"], param),
            "--db", db]
    done = gg(*args, timeout=120)
    if declared:
        assert done.returncode == 0, (args, done.stderr)
        if param["role"] != "rule":
            return  # --grundy asks the census for a value; a query selects by rules only
        query = gg("query", game["name"], *option_args(game["name"], param), "--db", db)
        assert query.returncode == 0, query.stderr
    else:
        assert f"{param['option']} does not apply to {game['name']}" in one_line_error(done)


def test_a_game_without_graphs_has_no_census(tmp_path):
    graphless = [g["name"] for g in GAMES if not g["graph_board"]]
    assert graphless, "gg games --json declares no game on its own board"
    for name in graphless:
        done = gg("census", name, "--order", "3", "--db", str(tmp_path / "x.db"))
        assert f"{name} is not played on graphs" in one_line_error(done)
