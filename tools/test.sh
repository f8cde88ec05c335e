#!/usr/bin/env bash
# Installs what is needed, builds Kibitz, and runs every test: the whole suite
# in a normal build, then the core tests again under AddressSanitizer and
# UndefinedBehaviorSanitizer, then every fuzzing harness for
# KIBITZ_FUZZ_SECONDS seconds each (60 by default; 0 only replays the seeds
# and the saved regression inputs; see tools/fuzz.sh) with the fixed seed
# KIBITZ_FUZZ_SEED (1 by default; empty for a random one). A harness that finds
# a failing input fails the run, and the input is printed in the output.
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/deps.sh

jobs=$(nproc)

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build -j "$jobs"
ctest --test-dir build --output-on-failure -j "$jobs"

cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DKIBITZ_SANITIZE=ON \
  -DKIBITZ_BUILD_BENCHMARKS=OFF
cmake --build build-asan -j "$jobs"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j "$jobs" -L core

KIBITZ_FUZZ_SEED=${KIBITZ_FUZZ_SEED-1} bash tools/fuzz.sh "${KIBITZ_FUZZ_SECONDS:-60}"
