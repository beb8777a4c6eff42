#!/usr/bin/env bash
# graphgames installed as a package of its field (README, "Install"): `cmake --install` into a
# temporary prefix gives gg, gg-check, their manual pages, the bash completion and the Python
# package; `pip install` from the source tree into a temporary virtual environment gives the
# Python package. Each is run from where it was installed, not from the build.
#
#   install_test.sh BUILD_DIR SOURCE_DIR PYTHON
set -euo pipefail
build="$1"
source_dir="$2"
python="$3"
work="$(mktemp -d "${TMPDIR:-/tmp}/gg-install.XXXXXX")"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

prefix="$work/prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null
PATH="$prefix/bin:$PATH"
[ "$(command -v gg)" = "$prefix/bin/gg" ] || fail "gg is not installed in $prefix/bin"
gg --version | grep -q '^gg (graphgames) [0-9]' || fail "gg --version: $(gg --version)"
gg-check --help | grep -q '^usage: gg-check' || fail "gg-check --help printed no usage"
echo "installed: $(gg --version), gg-check"

for page in gg gg-check; do
  file="$prefix/share/man/man1/$page.1"
  [ -f "$file" ] || fail "no manual page $file"
  text="$(MANWIDTH=100 man -l -P cat "$file" 2>/dev/null)"
  grep -q "^NAME" <<<"$text" || fail "man -l $file shows no NAME section"
done
MANWIDTH=100 man -l -P cat "$prefix/share/man/man1/gg.1" 2>/dev/null | grep -q '^   gg census$' ||
  fail "gg.1 has no section for gg census"
echo "manual pages: gg.1 and gg-check.1 read with man -l"

completion="$prefix/share/bash-completion/completions/gg"
[ -f "$completion" ] || fail "no bash completion at $completion"
# shellcheck disable=SC1090
source "$completion"
complete_line() {
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  COMPREPLY=()
  _gg
  echo "${COMPREPLY[*]}"
}
expect_completion() {
  local want="$1" got
  shift
  got="$(complete_line "$@")"
  [ "$got" = "$want" ] || fail "completing '$*': '$got', expected '$want'"
}
expect_completion "census" gg cen
expect_completion "trail-trap trails" gg solve tr
expect_completion "--variant" gg solve trail-trap K4 --var
expect_completion "leaves-exempt strict" gg solve cycles W6 --variant ""
expect_completion "--order" gg census trail-trap --ord
# Every game gg games lists is offered, so a new game needs no edit of the script.
games="$(gg games --json | "$python" -c 'import json, sys; print(" ".join(g["name"] for g in json.load(sys.stdin)["games"]))')"
offered="$(complete_line gg solve "" | tr ' ' '\n' | sort | tr '\n' ' ')"
[ "$offered" = "$(tr ' ' '\n' <<<"$games" | sort | tr '\n' ' ')" ] ||
  fail "gg solve <TAB> offers '$offered', gg games lists '$games'"
echo "bash completion: commands, options, games and option values"

# From the scratch directory: python -c puts the working directory first on the path, and
# ctest runs this in the build's python/ folder, which holds a graphgames of its own.
cd "$work"
site="$(cd "$prefix" && ls -d lib/python3*/site-packages)"
unset GG_CHECK_BIN  # graphgames.verify finds the gg-check installed with it
PYTHONPATH="$prefix/$site" "$python" -c '
import graphgames as gg
assert gg.__file__.startswith("'"$prefix"'"), gg.__file__
assert gg._checker() == "'"$prefix"'/bin/gg-check", gg._checker()
gg.certificate("trail-trap", "K4", "k4.cert")
assert gg.verify("k4.cert", claim="trail-trap K4: player 1 wins").valid
print("python package from the prefix:", gg.__version__, "K4 certified, checked by", gg._checker())'

# pip from the source tree into a fresh virtual environment, offline, reusing this build.
"$python" -m venv "$work/venv"
GG_BUILD_DIR="$build" "$work/venv/bin/python" -m pip install --no-build-isolation --no-index \
  --quiet --disable-pip-version-check "$source_dir" 2>"$work/pip.log" ||
  { cat "$work/pip.log"; fail "pip install of $source_dir"; }
("$work/venv/bin/python" -c '
import graphgames as gg, sys
assert gg.__file__.startswith(sys.prefix), gg.__file__
r = gg.solve("trail-trap", "C6")
assert gg._checker() == sys.prefix + "/bin/gg-check", gg._checker()
gg.certificate("trail-trap", "C6", "c6.cert")
assert gg.verify("c6.cert").winner == r.winner
print("python package from pip in a virtual environment:", gg.__version__, "C6 winner", r.winner,
      "certified, checked by gg-check from the wheel")')
echo "install test: passed"
