#!/bin/bash
# Board marks and move marks as another program reads them: kibitz-cli
# converts tests/cli/sabaki/marks.sgf (every mark property of Hex and Twixt)
# to SGF, and Sabaki's SGF parser (@sabaki/sgf, pinned in
# tests/cli/sabaki/package.json) must read the same properties and values.
# Skipped (exit 77) when node or npm is missing or the module cannot be
# installed (no network, no cache).
#
# Usage: sabaki_marks.sh KIBITZ_CLI SOURCE_DIR WORK_DIR
set -euo pipefail
cli=$1
here=$2/tests/cli/sabaki
work=$3/sabaki-marks

for tool in node npm; do
  if ! command -v "$tool" >/dev/null; then
    echo "SKIP: $tool not found (Debian: apt-get install nodejs npm)"
    exit 77
  fi
done
mkdir -p "$work"
cp "$here/package.json" "$here/package-lock.json" "$work/"
if [ ! -d "$work/node_modules/@sabaki/sgf" ]; then
  if ! (cd "$work" && npm ci --no-audit --no-fund --silent >npm.log 2>&1); then
    echo "SKIP: could not install @sabaki/sgf with npm (see $work/npm.log)"
    exit 77
  fi
fi
"$cli" convert "$here/marks.sgf" "$work/written.sgf"
cp "$here/marks.js" "$work/marks.js"
node "$work/marks.js" "$work/written.sgf"
