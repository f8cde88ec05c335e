#!/usr/bin/env bash
# Installs what is needed, builds Kibitz, and runs every test: the whole suite
# in a normal build (the release preset, warnings as errors), the lint gate
# (formatting, and clang-tidy of what the commit changes; tools/lint.sh),
# then the core and command-line tests again under AddressSanitizer and
# UndefinedBehaviorSanitizer (the asan preset; only what they need is built),
# then every fuzzing harness for KIBITZ_FUZZ_SECONDS seconds each (60 by
# default; 0 only replays the seeds and the saved regression inputs; see
# tools/fuzz.sh) with the fixed seed KIBITZ_FUZZ_SEED (1 by default; empty for
# a random one). A harness that finds a failing input fails the run, and the
# input is printed in the output.
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/deps.sh

jobs=$(nproc)

# Formatting first: it takes seconds and needs no build.
bash tools/lint.sh --format

cmake --preset release -DKIBITZ_WERROR=ON
cmake --build --preset release -j "$jobs"
ctest --preset release -j "$jobs"

# clang-tidy reads the compile commands and the moc output of the build above.
# Over the whole tree it costs about twice the CPU of the build itself (some
# 20 minutes on two idle cores), more than CI's time allows, so CI checks what
# the commit changes: the sources changed since KIBITZ_LINT_BASE (by default
# the merge base with main, or on main the previous commit) and every source
# including a changed header; the whole tree when .clang-tidy changes or with
# KIBITZ_LINT_FULL=1. A checkout without that history (a shallow clone) has
# nothing to compare with: it says so and leaves clang-tidy out rather than
# spend CI's time on the whole tree (tools/lint.sh --tidy runs it by hand).
lint_base=${KIBITZ_LINT_BASE:-}
if [ -z "$lint_base" ] && [ "${KIBITZ_LINT_FULL:-0}" != 1 ]; then
  if git rev-parse -q --verify main >/dev/null && [ "$(git rev-parse main)" != "$(git rev-parse HEAD)" ]; then
    lint_base=$(git merge-base main HEAD || true)
  else
    lint_base=$(git rev-parse -q --verify 'HEAD^' || true)
  fi
fi
if [ "${KIBITZ_LINT_FULL:-0}" = 1 ]; then
  bash tools/lint.sh --tidy --build build
elif [ -n "$lint_base" ]; then
  bash tools/lint.sh --tidy --build build --since "$lint_base"
else
  echo "tools/test.sh: no earlier commit to compare with (a shallow clone): clang-tidy left out" >&2
fi

# Under the sanitizers: the readers, the model and the command line, which
# take untrusted files (the widgets are tested in the build above). Building
# only these tests and kibitz-cli keeps CI within its time.
cmake --preset asan -DKIBITZ_WERROR=ON
# (A test run by a script, such as cli/sabaki_marks, has no target of its own:
# only the tst_ executables are built, and kibitz-cli.)
mapfile -t asan_tests < <(ctest --test-dir build-asan -N -L '^(core|cli)$' | sed -n 's|^ *Test *#[0-9]*: [a-z]*/\(tst_.*\)|\1|p')
cmake --build --preset asan -j "$jobs" --target kibitz-cli "${asan_tests[@]}"
ctest --preset asan -j "$jobs" -L '^(core|cli)$'

KIBITZ_FUZZ_SEED=${KIBITZ_FUZZ_SEED-1} bash tools/fuzz.sh "${KIBITZ_FUZZ_SECONDS:-60}"
