#!/usr/bin/env bash
# Builds the libFuzzer harnesses (Clang, ASan + UBSan) and runs each for a
# bounded time on a corpus seeded from the project's test files, the samples
# and ../shared/corpus. New inputs that grow coverage are kept in
# build-fuzz/corpus/HARNESS between runs; a failing input is saved as
# build-fuzz/crashes/HARNESS-* and the script exits non-zero.
#
#   bash tools/fuzz.sh 0               # replay only: every seed and every saved
#                                      # regression input once (what CI runs)
#   bash tools/fuzz.sh                 # every harness, 60 s each
#   bash tools/fuzz.sh 3600            # a long campaign: an hour each
#   bash tools/fuzz.sh 600 fuzz_sgf    # one harness
#
# Inputs that once broke a harness, fixed since, live in
# tests/fuzz/regressions/HARNESS/ and are replayed by every mode.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
build=build-fuzz

bash tools/deps.sh
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER=clang++ -DKIBITZ_FUZZ=ON >/dev/null
cmake --build "$build" -j "$(nproc)"

harnesses=("$@")
if [ ${#harnesses[@]} -eq 0 ]; then
  for h in "$build"/tests/fuzz/fuzz_*; do harnesses+=("$(basename "$h")"); done
fi

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

mkdir -p "$build/crashes"
status=0
for harness in "${harnesses[@]}"; do
  corpus="$build/corpus/$harness"
  mkdir -p "$corpus"
  seed "$harness" "$corpus"
  log="$build/$harness.log"
  regressions=tests/fuzz/regressions/$harness
  [ -d "$regressions" ] && cp -n "$regressions"/* "$corpus/" 2>/dev/null || true
  if [ "$seconds" -eq 0 ]; then
    mode=(-runs=0)
    echo "== $harness: replaying $(find "$corpus" -type f | wc -l) inputs"
  else
    mode=(-max_total_time="$seconds")
    echo "== $harness: ${seconds}s on $(find "$corpus" -type f | wc -l) inputs"
  fi
  if ! "$build/tests/fuzz/$harness" "$corpus" "${mode[@]}" -timeout=10 -rss_limit_mb=4096 \
      -max_len=65536 -print_final_stats=1 -artifact_prefix="$build/crashes/$harness-" >"$log" 2>&1; then
    echo "$harness FAILED; the end of its log ($log):"
    tail -40 "$log"
    status=1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  echo "$harness: ${runs:-?} executions" | tee -a "$build/executions.txt"
done
exit $status
