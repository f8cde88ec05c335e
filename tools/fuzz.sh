#!/usr/bin/env bash
# Builds the libFuzzer harnesses (Clang, ASan + UBSan) in build-fuzz/ and runs
# each for a bounded time on a corpus seeded from the project's test files,
# the samples and ../shared/corpus. Inputs that grow coverage are kept in
# build-fuzz/corpus/HARNESS between runs.
#
#   bash tools/fuzz.sh 0               # replay only: every seed and every saved
#                                      # regression input once
#   bash tools/fuzz.sh                 # every harness, 60 s each (what CI runs)
#   bash tools/fuzz.sh 3600            # a long campaign: an hour each
#   bash tools/fuzz.sh 600 fuzz_sgf    # one harness
#
# Inputs that once broke a harness, fixed since, live in
# tests/fuzz/regressions/HARNESS/ and are replayed by every mode.
#
# A harness that fails (crash, sanitizer report, broken round trip, timeout,
# memory limit) makes the script exit non-zero after the other harnesses have
# run; its failing input is kept as build-fuzz/crashes/HARNESS-KIND-SHA1 and
# printed into the output (hex dump and base64) so that a CI log alone is
# enough to reproduce it:  base64 -d > input <<< '...' ;
#   build-fuzz/tests/fuzz/HARNESS input
# The executions of every run are appended to build-fuzz/executions.txt.
# KIBITZ_FUZZ_SEED=N fixes libFuzzer's random seed (the test command, and so
# CI, uses 1: the same build then makes the same mutations, so a rehearsal of
# a commit predicts its CI run; see docs/architecture.md, Fuzzing). Campaigns
# run without it to explore. The seed of every run is printed, so a failure can be replayed.
# KIBITZ_FUZZ_FLAGS passes more libFuzzer flags (e.g. -dict=FILE).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
case $seconds in
  '' | *[!0-9]*) echo "usage: tools/fuzz.sh [SECONDS] [HARNESS...]" >&2; exit 2 ;;
esac
build=build-fuzz

bash tools/deps.sh
# The fuzz preset: Clang, KIBITZ_FUZZ=ON, warnings as errors, in build-fuzz/.
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$(nproc)"

harnesses=("$@")
if [ ${#harnesses[@]} -eq 0 ]; then
  for h in "$build"/tests/fuzz/fuzz_*; do harnesses+=("$(basename "$h")"); done
fi
for harness in "${harnesses[@]}"; do
  if [ ! -x "$build/tests/fuzz/$harness" ]; then
    echo "no harness $harness (there are: $(ls "$build/tests/fuzz" | grep '^fuzz_' | tr '\n' ' '))" >&2
    exit 2
  fi
done

# Seeds: every file of a kind the harness reads (all of them for the registry).
seed() {
  local harness=$1 dir=$2
  local patterns=()
  case $harness in
    fuzz_jgame) patterns=('*.jgame' '*.jhex' '*.jtwixt') ;;
    fuzz_sgf) patterns=('*.sgf' '*.hsgf' '*.tsgf') ;;
    fuzz_bgammon) patterns=('*.match') ;;
    fuzz_rokkaku) patterns=('*.log') ;;
    *) patterns=('*') ;;
  esac
  for root in tests/data resources/samples ../shared/corpus; do
    [ -d "$root" ] || continue
    for p in "${patterns[@]}"; do
      find "$root" -type f -name "$p" -size -1000k -exec cp -n {} "$dir/" \; 2>/dev/null || true
    done
  done
}

# Prints a failing input so that it survives in a log.
show_input() {
  local file=$1
  echo "---- failing input $file ($(stat -c %s "$file") bytes), hex:"
  od -A d -t x1z -v "$file" | head -64
  echo "---- the same, base64:"
  base64 -w 100 "$file"
  echo "----"
}

symbolizer=$(command -v llvm-symbolizer || true)
[ -n "$symbolizer" ] && export ASAN_SYMBOLIZER_PATH=$symbolizer
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}

mkdir -p "$build/crashes"
status=0
failed=()
for harness in "${harnesses[@]}"; do
  corpus="$build/corpus/$harness"
  mkdir -p "$corpus"
  seed "$harness" "$corpus"
  log="$build/$harness.log"
  regressions=tests/fuzz/regressions/$harness
  if [ -d "$regressions" ]; then cp -n "$regressions"/* "$corpus/" 2>/dev/null || true; fi
  if [ "$seconds" -eq 0 ]; then
    mode=(-runs=0)
    echo "== $harness: replaying $(find "$corpus" -type f | wc -l) inputs"
  else
    mode=(-max_total_time="$seconds")
    echo "== $harness: ${seconds}s on $(find "$corpus" -type f | wc -l) inputs"
  fi
  before=$(mktemp)
  ls "$build/crashes" >"$before"
  if ! "$build/tests/fuzz/$harness" "$corpus" "${mode[@]}" -timeout=10 -rss_limit_mb=4096 \
      -max_len=65536 -print_final_stats=1 -artifact_prefix="$build/crashes/$harness-" \
      ${KIBITZ_FUZZ_SEED:+-seed="$KIBITZ_FUZZ_SEED"} ${KIBITZ_FUZZ_FLAGS:-} >"$log" 2>&1; then
    echo "$harness FAILED; the end of its log ($log):"
    tail -60 "$log"
    for f in $(ls "$build/crashes" | grep -vxF -f "$before" || true); do
      show_input "$build/crashes/$f"
    done
    status=1
    failed+=("$harness")
  fi
  rm -f "$before"
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  seed_used=$(sed -n 's/^INFO: Seed: //p' "$log" | head -1)
  summary="$harness: ${runs:-?} executions in ${seconds}s (seed ${seed_used:-?})"
  [ "${failed[*]}" != "${failed[*]/$harness/}" ] && summary+=" (stopped early by the failure)"
  echo "$summary"
  echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) $summary" >>"$build/executions.txt"
done
if [ $status -ne 0 ]; then
  echo "fuzzing FAILED: ${failed[*]}"
fi
echo "fuzzing: $((${#harnesses[@]} - ${#failed[@]})) passed, ${#failed[@]} failed"
exit $status
