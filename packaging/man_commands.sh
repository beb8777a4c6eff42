#!/usr/bin/env bash
# Writes the help2man include file of gg.1: a COMMANDS section with every command's --help
# (the commands as `gg help --commands` lists them, so a new command needs no edit here) and the
# SEE ALSO section.
#
#   man_commands.sh GG_BINARY OUTPUT
set -euo pipefail
gg="$1"
out="$2"
# roff reads a leading "." or "'" as a request and a backslash as an escape.
escape() { sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"; }
{
  echo "[COMMANDS]"
  "$gg" help --commands |
    while read -r command; do
      [ "$command" = help ] && continue
      printf '.SS "gg %s"\n.nf\n' "$command"
      "$gg" "$command" --help | escape
      printf '.fi\n'
    done
  echo "[SEE ALSO]"
  echo ".BR gg-check (1)."
  echo "The manual pages of the games and of census, prove and certificates are in the"
  echo "docs/ folder of the graphgames sources."
} >"$out"
