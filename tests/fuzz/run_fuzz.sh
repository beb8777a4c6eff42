#!/usr/bin/env bash
# Replays a fuzz target's seed corpus, then fuzzes it for a while; any crash, leak, sanitizer
# report or timeout fails (libFuzzer exits non-zero and leaves the input as crash-*).
# Usage: run_fuzz.sh <fuzz binary> <seed corpus folder> <seconds>
set -euo pipefail
target=$1
seeds=$2
seconds=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
mkdir found
# New inputs go to the first folder (a scratch one); the seeds are only read.
"$target" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=3072 -max_len=4096 \
  -print_final_stats=1 found "$seeds" 2>&1 | grep -E "stat::number_of_executed_units|INFO: seed corpus|ERROR|SUMMARY|Test unit written|crash|Done" || true
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  for f in crash-* leak-* timeout-* oom-*; do
    [ -e "$f" ] && { echo "failing input $f:"; base64 "$f"; }
  done
  exit 1
fi
