#!/usr/bin/env bash
# `kibitz-cli check` against `kibitz-cli info` on the same collections, the
# whole process under GNU time (issue 20): the 20 000-game Twixt benchmark
# collection of bench_sgfmodel (most games stop at an illegal move: their
# pegs ignore the border rows, so check reports 100 problems and counts the
# rest), and bench_collectioncheck's 20 000 legal Twixt games and 20 000 legal
# 13x13 Hex games, which check replays to their ends. Prints each run's wall
# clock and CPU time (user + sys; compare CPU time on a loaded machine) and
# check's CPU time as a multiple of info's (target: about 2 at most).
#
# Builds nothing: BUILD_DIR (default build/) must hold a build with the
# benchmarks (-DKIBITZ_BUILD_BENCHMARKS=ON). Needs /usr/bin/time (GNU time).
#
# Usage: tests/bench/collection_check.sh [BUILD_DIR]
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
build=${1:-$repo/build}
cli=$build/app/kibitz-cli
sgfmodel=$build/tests/bench/bench_sgfmodel
legal=$build/tests/bench/bench_collectioncheck
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

for tool in "$cli" "$sgfmodel" "$legal"; do
  if [ ! -x "$tool" ]; then
    echo "$tool not found: build with the benchmarks first (see docs/benchmarks.md)" >&2
    exit 2
  fi
done
if [ ! -x /usr/bin/time ]; then
  echo "/usr/bin/time not found: install GNU time (tools/deps.sh, or apt-get install time)" >&2
  exit 2
fi

"$sgfmodel" 1 --write "$dir/twixt-20000.sgf" >/dev/null
echo "== in the process (bench_collectioncheck): reading with locations and replaying"
"$legal" --games 20000 --dir "$dir"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"

# The best of three runs: prints "wall cpu".
best() {
  local best_wall="" best_cpu=""
  for _ in 1 2 3; do
    /usr/bin/time -f '%e %U %S' -o "$dir/time" "$cli" "$@" >/dev/null 2>&1 || true
    read -r wall user sys < <(tail -n 1 "$dir/time") # after "Command exited with non-zero status 1"
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
    if [ -z "$best_cpu" ] || awk -v a="$cpu" -v b="$best_cpu" 'BEGIN { exit !(a < b) }'; then
      best_wall=$wall best_cpu=$cpu
    fi
  done
  echo "$best_wall $best_cpu"
}

echo "== the whole process, best of three runs (CPU time = user + sys)"
for file in twixt-20000.sgf twixt-legal-20000.sgf hex-20000.sgf; do
  read -r iw ic < <(best info "$dir/$file")
  read -r cw cc < <(best check "$dir/$file")
  awk -v f="$file" -v iw="$iw" -v ic="$ic" -v cw="$cw" -v cc="$cc" 'BEGIN {
    printf "%-22s info %5.2f s wall %5.2f s CPU   check %5.2f s wall %5.2f s CPU   check/info CPU %.1f\n",
           f, iw, ic, cw, cc, (ic > 0 ? cc / ic : 0) }'
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
