#!/usr/bin/env bash
# `kibitz-cli info` on a big collection as a user meets it (issue 20): the
# whole process, wall clock and CPU time, and its peak resident memory, on 133
# MB of 200 000 Twixt games with comments (ten copies of bench_sgfmodel's
# 20 000-game collection); then where the time and memory go, part by part
# (bench_collectioninfo, which also times the opening explorer on it), and
# @sabaki/sgf parsing the same file.
#
# Builds nothing: BUILD_DIR (default build/) must hold a Release build with
# the benchmarks (-DKIBITZ_BUILD_BENCHMARKS=ON). Needs /usr/bin/time (GNU time:
# tools/deps.sh installs it); Sabaki's figure needs node and npm (skipped
# without them).
#
# Usage: tests/bench/collection_info.sh [BUILD_DIR]
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
build=${1:-$repo/build}
cli=$build/app/kibitz-cli
sgfmodel=$build/tests/bench/bench_sgfmodel
parts=$build/tests/bench/bench_collectioninfo
one=/tmp/twixt-20000.sgf
big=/tmp/twixt-200000.sgf

for tool in "$cli" "$sgfmodel" "$parts"; do
  if [ ! -x "$tool" ]; then
    echo "$tool not found: build a Release build with the benchmarks first (see docs/benchmarks.md)" >&2
    exit 2
  fi
done
if [ ! -x /usr/bin/time ]; then
  echo "/usr/bin/time not found: install GNU time (tools/deps.sh, or apt-get install time)" >&2
  exit 2
fi

"$sgfmodel" 1 --write "$one" >/dev/null
: >"$big"
for _ in 1 2 3 4 5 6 7 8 9 10; do cat "$one" >>"$big"; done
bytes=$(stat -c %s "$big")
echo "== $big: $bytes bytes"

best_wall=""
for run in 1 2 3; do
  /usr/bin/time -f '%e %U %S %M' -o /tmp/collection_info.time "$cli" info "$big" >/dev/null
  read -r wall user sys rss </tmp/collection_info.time
  echo "run $run: wall ${wall} s, CPU $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }') s, peak RSS ${rss} KB"
  if [ -z "$best_wall" ] || awk -v a="$wall" -v b="$best_wall" 'BEGIN { exit !(a < b) }'; then
    best_wall=$wall best_cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }') best_rss=$rss
  fi
done
awk -v b="$bytes" -v w="$best_wall" -v c="$best_cpu" -v r="$best_rss" 'BEGIN {
  printf "kibitz-cli info, best run: %.0f MB/s wall clock, %.0f MB/s CPU time, peak RSS %.0f MB = %.2f x the file\n",
         b / 1e6 / w, b / 1e6 / c, r * 1024 / 1e6, r * 1024 / b }'

echo "== part by part: $parts"
"$parts" "$big"

if command -v node >/dev/null && command -v npm >/dev/null; then
  if [ ! -d "$here/sabaki/node_modules" ]; then
    (cd "$here/sabaki" && npm ci --no-audit --no-fund >/dev/null)
  fi
  echo "== @sabaki/sgf: node tests/bench/sabaki/bench.js $big 1"
  /usr/bin/time -f 'node process: wall %e s, peak RSS %M KB' node --max-old-space-size=8192 "$here/sabaki/bench.js" "$big" 1
else
  echo "== node or npm not found: no figure for @sabaki/sgf"
fi
