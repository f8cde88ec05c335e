#!/usr/bin/env bash
# Dense files and long collections (issue 32, items 3 and 4):
# 1. peak memory / file size of `kibitz-cli info`, `info --json`, `check` and
#    `convert` on valid files that say much in few bytes, in every format that
#    Kibitz writes and in T1, which it only reads: SGF of empty nodes
#    `(;;;;...)`, `(;GM[6])` repeated, tiny Hex games in SGF, one Hex game of
#    N nodes in short variations in Jgame (a Jgame file holds one game), the
#    `(;GM[6])` games converted to bgammon.org .match, a Jellyfish .mat of
#    one-move games (at most 199,000: a .mat holds one match), a Rokkaku
#    Conquest log of N one-turn games (4 teams, one game a round, N rounds: no
#    cap below the 2^31-1 rounds a log may count), and one T1 Twixt game that
#    fills the largest board Kibitz reads in a .T1, 702x702 (columns a to zz;
#    492,800 moves, every hole but the corners);
# 2. the time of every command (info, info --json, check, convert,
#    positions, explore) on 1k, 10k and 100k games of each format, and the
#    ratio of each step (linear time: about 10x from one size to the next).
#    explore exits 1 on the Rokkaku log (it explores Hex, Twixt and
#    backgammon games only), after reading it. The .T1 has no row here: a
#    .T1 file holds one game on a board of at most 702x702, so it cannot grow
#    with a number of games, and part 1's file is the largest there is.
#
# Builds nothing: BUILD_DIR (default build/) must hold kibitz-cli (a Release
# or RelWithDebInfo build). Needs /usr/bin/time (GNU time: tools/deps.sh
# installs it). Files go to a temporary folder, removed at the end. DENSE sets
# the number of games or nodes of part 1 (default 1000000), SIZES the sizes
# of part 2 (default "1000 10000 100000").
#
# Usage: nice -n 5 tests/bench/hostile_inputs.sh [BUILD_DIR]
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
build=${1:-$repo/build}
cli=$build/app/kibitz-cli
dense=${DENSE:-1000000}
sizes=${SIZES:-1000 10000 100000}

if [ ! -x "$cli" ]; then
  echo "$cli not found: build kibitz-cli first" >&2
  exit 2
fi
if [ ! -x /usr/bin/time ]; then
  echo "/usr/bin/time not found: install GNU time (tools/deps.sh, or apt-get install time)" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# `repeat N TEXT`: TEXT N times, without a separator.
repeat() { yes "$2" | head -n "$1" | tr -d '\n' || true; } # yes ends on SIGPIPE

hexgame='(;FF[4]GM[11]SZ[11]PB[a]PW[b];B[a1];W[b2];B[c3])'
replies=$(for c in b c d e f g h i j k; do for r in 1 2; do echo -n "(;W[$c$r])"; done; done | cut -c1-152)

# A Jellyfish match of N one-move games that the players win in turn (a .mat
# file holds one match, its scores growing; lengths stop below a million, so
# N stays below 200,000).
jellyfish_match() {
  awk -v n="$1" 'BEGIN {
    printf " 99999 point match\n\n"
    for (k = 1; k <= n; k++) {
      printf " Game %d\n a : %d                           b : %d\n  1) 41: 13/9 24/23\n", k, int(k / 2), int((k - 1) / 2)
      if (k % 2) printf "      Wins 1 point\n\n"; else printf "                                  Wins 1 point\n\n"
    } }'
}

# A Rokkaku Conquest log of N games (spec: rokkaku-conquest-log-format.txt;
# the writer's layout, so it is written back byte for byte) that follow the
# rules: 4 teams, N rounds of one game each, every game on an 8x8 field
# without gates and of one turn (its maximum), in which team 0's first
# samurai takes one hexel (areas 4 3 3 3: 6 points to team 0, 2 to each other), then
# the final results (`rank team score`).
rokkaku_log() {
  awk -v n="$1" 'BEGIN {
    printf "4\na\nb\nc\nd\n%d", n
    for (g = 0; g < n; g++)
      printf "\n0 1 2 3\n1\n8 8\n0\n0 1 2 1 4 1 6 1\n0 3 2 3 4 3 6 3\n0 5 2 5 4 5 6 5\n0 7 2 7 4 7 6 7\n1\n1 2 1 3 1\n0\n1 3 1 0\n0\n0\n0\n0"
    printf "\n1 0 %d\n2 1 %d\n2 2 %d\n2 3 %d\n", 6 * n, 2 * n, 2 * n, 2 * n
  }'
}

# A T1 Twixt game (as twixtbot-ui writes it) on an S x S board that fills
# every hole but the four corners: the inner holes column by column, then
# player 1's border rows and player 2's border columns in turn.
twixt_t1() {
  awk -v s="$1" 'function col(c) { return c < 26 ? substr(L, c + 1, 1) : substr(L, int(c / 26), 1) substr(L, c % 26 + 1, 1) }
  BEGIN {
    L = "abcdefghijklmnopqrstuvwxyz"
    printf "# File created by twixtbot-ui\n#\n1 # version of file-format\na # Name of player 1\nb # Name of player 2\n"
    printf "%d # y-size of board\n%d # x-size of board\nH # player 1 human or computer\nH # player 2 human or computer\n", s, s
    printf "1 # starting player (1 plays top-down)\nV # direction of letters\nN # pierule?\nN # game already over?\n"
    for (c = 1; c < s - 1; c++) for (r = 2; r < s; r++) printf "%s%d\n", col(c), r
    for (k = 1; k < s - 1; k++) printf "%s1\n%s%d\n%s%d\n%s%d\n", col(k), col(0), k + 1, col(k), s, col(s - 1), k + 1
  }'
}

# The files of one kind: NAME N -> $work/NAME-N.EXT (SGF, .mat and the
# Rokkaku log made here, Jgame and .match converted by kibitz-cli).
make_files() {
  local n=$1
  { echo -n '('; repeat "$n" ';'; echo ')'; } >"$work/emptynodes-$n.sgf"
  repeat "$n" '(;GM[6])' >"$work/gm6-$n.sgf"
  repeat "$n" "$hexgame" >"$work/hex-$n.sgf"
  # A Jgame file holds one game: N nodes of variations of a Hex game, N/20
  # variations of a move and 19 one-move replies each (a Jgame node has at
  # most 65,535 children).
  { echo -n '(;FF[4]GM[11]SZ[11]'; repeat "$((n / 20))" "(;B[a1]$replies)"; echo ')'; } >"$work/vars-$n.sgf"
  "$cli" convert "$work/vars-$n.sgf" "$work/vars-$n.jgame" 2>/dev/null || true
  "$cli" convert "$work/gm6-$n.sgf" "$work/gm6-$n.match" 2>/dev/null || true
  jellyfish_match "$((n < 199000 ? n : 199000))" >"$work/bg-$n.mat"
  rokkaku_log "$n" >"$work/rokkaku-$n.log"
}

# `measure CMD...`: "exit wall_s peak_kB" of one run.
measure() {
  local rc=0
  /usr/bin/time -f '%e %M' -o "$work/time" "$@" >/dev/null 2>"$work/err" || rc=$?
  read -r wall rss <"$work/time" || true
  # GNU time writes "Command exited with non-zero status N" first then.
  if [ "$rc" -ne 0 ]; then
    wall=$(tail -n 1 "$work/time" | cut -d' ' -f1)
    rss=$(tail -n 1 "$work/time" | cut -d' ' -f2)
  fi
  echo "$rc $wall $rss"
}

target_of() { # the format convert writes for an input
  case "$1" in
    *.jgame | hex-*.sgf | vars-*.sgf) echo sgf ;;
    *.match) echo sgf ;;
    *.mat) echo match ;;
    gm6-*.sgf) echo match ;;
    emptynodes-*.sgf) echo sgf ;;
    *.log) echo log ;; # Rokkaku: no other format holds it
    *.T1) echo sgf ;;
  esac
}

echo "== 1. peak memory / file size, $dense games or nodes (exit code in brackets when not 0)"
make_files "$dense"
twixt_t1 702 >"$work/twixt-702.T1"
printf '%-28s %10s %14s %14s %14s %14s\n' file bytes info 'info --json' check convert
for f in emptynodes-$dense.sgf gm6-$dense.sgf hex-$dense.sgf vars-$dense.jgame gm6-$dense.match bg-$dense.mat \
  rokkaku-$dense.log twixt-702.T1; do
  path=$work/$f
  [ -s "$path" ] || { printf '%-28s (not written)\n' "$f"; continue; }
  bytes=$(stat -c %s "$path")
  line=$(printf '%-28s %10s' "$f" "$bytes")
  for cmd in "info" "info --json" "check" "convert"; do
    if [ "$cmd" = convert ]; then
      rm -f "$work"/out.* # see the note on convert in part 2
      set -- "$cli" convert "$path" "$work/out.$(target_of "$f")"
    else
      # shellcheck disable=SC2086
      set -- "$cli" $cmd "$path"
    fi
    read -r rc wall rss < <(measure "$@")
    ratio=$(awk -v r="$rss" -v b="$bytes" 'BEGIN { printf "%.0fx", r * 1024 / b }')
    [ "$rc" -eq 0 ] || ratio="${ratio}[$rc]"
    line="$line $(printf '%14s' "$ratio")"
  done
  echo "$line"
done
rm -f "$work"/*-"$dense".* "$work"/twixt-702.T1 "$work"/out.*

echo
echo "== 2. seconds per command on growing collections (xN: the time over the previous size's)"
printf '%-14s %-12s' file command
for n in $sizes; do printf ' %14s' "$n"; done
echo
for n in $sizes; do make_files "$n"; done
for kind in gm6.sgf hex.sgf vars.jgame gm6.match bg.mat rokkaku.log; do
  base=${kind%.*} ext=${kind##*.}
  for cmd in info "info --json" check convert positions explore; do
    printf '%-14s %-12s' "$kind" "$cmd"
    previous=""
    for n in $sizes; do
      path=$work/$base-$n.$ext
      if [ ! -s "$path" ]; then
        printf ' %14s' '-'
        continue
      fi
      case "$cmd" in
        convert) # into a new file: replacing one by rename makes ext4 write it out first
          # (auto_da_alloc), 0.2-0.3 s that are not kibitz-cli's
          rm -f "$work"/out.*
          set -- "$cli" convert "$path" "$work/out.$(target_of "$(basename "$path")")" ;;
        positions) # the last game's positions (a Jgame file holds one game)
          if [ "$ext" = jgame ]; then set -- "$cli" positions "$path"; else set -- "$cli" positions "$path" --game "$n"; fi ;;
        *) # shellcheck disable=SC2086 # $cmd is one or two words
          set -- "$cli" $cmd "$path" ;;
      esac
      read -r rc wall rss < <(measure "$@")
      cell=$wall
      [ -z "$previous" ] || cell="$cell x$(awk -v a="$wall" -v b="$previous" 'BEGIN { printf "%.0f", (b > 0 ? a / b : 0) }')"
      [ "$rc" -eq 0 ] || cell="${cell}[$rc]"
      printf ' %14s' "$cell"
      previous=$wall
    done
    echo
  done
done
