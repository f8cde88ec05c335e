#!/usr/bin/env bash
# Sets Kibitz's SGF reader (sgf::read, SGF -> model) against Sabaki's
# JavaScript parser (@sabaki/sgf, pinned in tests/bench/sabaki/package.json)
# on the same bytes: the 13 MB collection of 20 000 Twixt games that
# bench_sgfmodel generates, saved to /tmp/twixt-20000.sgf.
#
# Builds nothing: BUILD_DIR (default build/ at the top of the source tree) must
# hold a Release build with the benchmarks (tests/bench/bench_sgfmodel).
# Needs node and npm; installs Sabaki's parser in tests/bench/sabaki
# (node_modules/, ignored by git) when it is not there yet.
#
# Usage: tests/bench/compare_sgf.sh [BUILD_DIR]
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
build=${1:-$repo/build}
bench=$build/tests/bench/bench_sgfmodel
sgf=/tmp/twixt-20000.sgf

if [ ! -x "$bench" ]; then
  echo "$bench not found: build a Release build with the benchmarks first (see docs/benchmarks.md)" >&2
  exit 2
fi
build_type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt" 2>/dev/null || true)
if [ "$build_type" != Release ]; then
  echo "warning: $build is a '${build_type:-unknown}' build, not Release; the C++ figures mean little" >&2
fi
for tool in node npm; do
  if ! command -v "$tool" >/dev/null; then
    echo "$tool not found: install Node.js (Debian: apt-get install nodejs npm)" >&2
    exit 2
  fi
done

echo "== Kibitz: $bench"
cpp_out=$("$bench" --write "$sgf")
echo "$cpp_out"

if [ ! -d "$here/sabaki/node_modules" ]; then
  echo "== installing @sabaki/sgf in $here/sabaki"
  if [ -f "$here/sabaki/package-lock.json" ]; then
    (cd "$here/sabaki" && npm ci --no-audit --no-fund)
  else
    (cd "$here/sabaki" && npm install --no-audit --no-fund)
  fi
fi

echo "== Sabaki: node tests/bench/sabaki/bench.js $sgf"
js_out=$(node "$here/sabaki/bench.js" "$sgf")
echo "$js_out"

# Best runs, CPU time first (what counts on a shared machine), then wall clock.
cpp=$(sed -n 's|^sgf::read: best \([0-9.]*\) MB/s.*|\1|p' <<<"$cpp_out")
js=$(sed -n 's|^@sabaki/sgf .* parse: best \([0-9.]*\) MB/s.*|\1|p' <<<"$js_out")
cpp_wall=$(sed -n 's|^sgf::read: .*wall clock best \([0-9.]*\),.*|\1|p' <<<"$cpp_out")
js_wall=$(sed -n 's|^@sabaki/sgf .*wall clock best \([0-9.]*\),.*|\1|p' <<<"$js_out")
cpp_counts=$(sed -n 's|^model: \([0-9]*\) games, \([0-9]*\) nodes.*|\1 games, \2 nodes|p' <<<"$cpp_out")
js_counts=$(sed -n 's|.*runs, \([0-9]*\) games, \([0-9]*\) nodes).*|\1 games, \2 nodes|p' <<<"$js_out")
if [ -z "$cpp" ] || [ -z "$js" ] || [ -z "$cpp_wall" ] || [ -z "$js_wall" ]; then
  echo "could not read the figures from the output above" >&2
  exit 1
fi
if [ "$cpp_counts" != "$js_counts" ]; then
  echo "the parsers disagree: Kibitz read $cpp_counts, Sabaki $js_counts" >&2
  exit 1
fi

echo "== $cpp_counts, best runs (MB = 10^6 bytes)"
echo "Kibitz sgf::read:      $cpp MB/s CPU time, $cpp_wall MB/s wall clock"
echo "@sabaki/sgf parse:     $js MB/s CPU time, $js_wall MB/s wall clock"
awk -v a="$cpp" -v b="$js" -v c="$cpp_wall" -v d="$js_wall" \
  'BEGIN { printf "ratio Kibitz / Sabaki: %.1f (CPU time), %.1f (wall clock)\n", a / b, c / d }'
