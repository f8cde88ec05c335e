#!/usr/bin/env bash
# Makes the pictures of docs/user-guide.md again, into docs/images/:
#  - the board of each game, drawn by `kibitz-cli render` from the bundled
#    samples (resources/samples) and, for the games that have none there yet,
#    from the test files (tests/data);
#  - the main window, from the tst_mainwindow `screenshots` test run offscreen
#    with KIBITZ_SCREENSHOTS=DIR (Hex sample, light theme; Twixt sample, dark);
#  - the backgammon and Rokkaku views in the main window, from the
#    `screenshots` tests of tst_backgammonview and tst_rokkakuview, scaled to
#    1000 pixels wide and reduced to 256 colours with ImageMagick's `convert`
#    (copied as they are, larger, when it is not installed).
# The same files are compiled into the application as its in-app guide, so
# keep them small: boards at 480 pixels, PNG, all together under 800 KB.
#
# Usage: bash tools/screenshots.sh [BUILD_DIR]     (default: build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
out=$root/docs/images
cli=$build/app/kibitz-cli

[ -f "$build/build.ninja" ] || { echo "no build in $build: configure it first (see README.md)" >&2; exit 2; }
ninja -C "$build" kibitz-cli tst_mainwindow tst_backgammonview tst_rokkakuview >/dev/null
test_binary() { # NAME: the built test executable
  local t
  t=$(find "$build/tests" -type f -name "$1" -perm -u+x | head -n 1)
  [ -n "$t" ] || { echo "$1 was not built" >&2; exit 2; }
  echo "$t"
}
tst=$(test_binary tst_mainwindow)

mkdir -p "$out"
# The first file that exists of those given.
first() { for f in "$@"; do [ -f "$f" ] && { echo "$f"; return; }; done; echo "none of: $*" >&2; exit 1; }

render() { # OUT FILE [options...]
  local name=$1 file=$2
  shift 2
  "$cli" render "$file" -o "$out/$name" "$@"
  echo "$out/$name  <- $(realpath --relative-to="$root" "$file") $*"
}

samples=$root/resources/samples
data=$root/tests/data
# A position with follow-up moves and evaluations in the tree: the Hex sample
# ten moves in; the Twixt sample at its end.
render hex-board.png "$(first "$samples/hex-analysis.jgame")" --ply 10 --size 480x330
render twixt-board.png "$(first "$samples/twixt-game.jgame")" --size 480x480
render backgammon-board.png "$(first "$samples"/*.match "$data/bgammon/spec-example.match")" \
  --game 1 --ply 8 --size 480x360
render rokkaku-field.png "$(first "$samples"/*.log "$data/rokkaku/team-score.log")" --game 1 --ply 2 --size 480x400

shots=$(mktemp -d)
trap 'rm -rf "$shots"' EXIT
QT_QPA_PLATFORM=offscreen KIBITZ_SCREENSHOTS="$shots" "$tst" screenshots >/dev/null
cp "$shots/hex-analysis-light-1100x750.png" "$out/main-window.png"
cp "$shots/twixt-game-dark-1100x750.png" "$out/main-window-dark.png"
echo "$out/main-window.png, $out/main-window-dark.png  <- tst_mainwindow screenshots"

shrink() { # IN OUT: a window screenshot made small enough for the guide
  if command -v convert >/dev/null; then
    convert "$1" -resize '1000x>' -strip -colors 256 -define png:compression-level=9 "$2"
  else
    echo "ImageMagick's convert is not installed: $2 is copied at full size" >&2
    cp "$1" "$2"
  fi
}
QT_QPA_PLATFORM=offscreen KIBITZ_SCREENSHOTS="$shots" "$(test_binary tst_backgammonview)" screenshots >/dev/null
shrink "$shots/backgammon-window-light.png" "$out/backgammon-view.png"
QT_QPA_PLATFORM=offscreen KIBITZ_SCREENSHOTS="$shots" "$(test_binary tst_rokkakuview)" screenshots >/dev/null
shrink "$shots/rokkaku-window.png" "$out/rokkaku-view.png"
echo "$out/backgammon-view.png, $out/rokkaku-view.png  <- tst_backgammonview, tst_rokkakuview screenshots"
du -ch "$out"/*.png | tail -n 1
