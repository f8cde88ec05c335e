#!/usr/bin/env bash
# The lint gate: formatting (.clang-format) and clang-tidy (.clang-tidy).
# Exits non-zero on any finding; CI runs it through tools/test.sh.
#
#   bash tools/lint.sh                 # both, over the whole tree, with build/
#   bash tools/lint.sh --build DIR     # clang-tidy with DIR's compile_commands.json
#   bash tools/lint.sh --format        # formatting only (seconds; before each commit)
#   bash tools/lint.sh --tidy          # clang-tidy only
#   bash tools/lint.sh FILE.cpp...     # formatting of every file, clang-tidy of these
#   bash tools/lint.sh --changed       # clang-tidy of the .cpp files changed since main
#
# clang-tidy needs a configured and built tree (the compile commands and the
# files moc generates): build first, e.g. cmake --preset release &&
# cmake --build --preset release. A finding in a project header is shown
# once, however many files include it. To fix the formatting:
#   git ls-files '*.cpp' '*.h' | xargs clang-format-14 -i
set -euo pipefail
cd "$(dirname "$0")/.."

build=build
mode=all
tidy_only=0
files=()
while [ $# -gt 0 ]; do
  case $1 in
    --build) build=$2; shift 2 ;;
    --format) mode=format; shift ;;
    --tidy) tidy_only=1; shift ;;
    --changed) mode=changed; shift ;;
    -h | --help) sed -n '2,17p' "$0"; exit 0 ;;
    -*) echo "tools/lint.sh: unknown option $1" >&2; exit 2 ;;
    *) files+=("$1"); shift ;;
  esac
done

format=$(command -v clang-format-14 || command -v clang-format || true)
tidy=$(command -v clang-tidy-14 || command -v clang-tidy || true)
if [ -z "$format" ] || { [ "$mode" != format ] && [ -z "$tidy" ]; }; then
  echo "tools/lint.sh: clang-format and clang-tidy are needed (bash tools/deps.sh installs them)" >&2
  exit 2
fi

status=0

if [ $tidy_only -eq 0 ]; then
  echo "== clang-format: every C++ file git knows"
  if ! git ls-files -z '*.cpp' '*.h' | xargs -0 "$format" --dry-run -Werror; then
    echo "formatting FAILED: run  git ls-files '*.cpp' '*.h' | xargs $(basename "$format") -i"
    status=1
  fi
fi
[ "$mode" = format ] && exit $status

db=$build/compile_commands.json
if [ ! -f "$db" ]; then
  echo "tools/lint.sh: no $db: configure and build first (cmake --preset release; cmake --build --preset release)" >&2
  exit 2
fi

# The project's translation units: every source in the compile commands
# except what the build generates (moc, rcc).
buildpath=$(realpath "$build")
mapfile -t units < <(sed -n 's/^ *"file": "\(.*\)",\{0,1\}$/\1/p' "$db" | grep -vF "$buildpath/" | sort -u)
if [ "$mode" = changed ]; then
  mapfile -t files < <(git diff --name-only --diff-filter=d main -- '*.cpp'; git ls-files --others --exclude-standard '*.cpp')
fi
if [ ${#files[@]} -gt 0 ] || [ "$mode" = changed ]; then
  wanted=()
  for f in "${files[@]}"; do
    path=$(realpath -m "$f")
    if printf '%s\n' "${units[@]}" | grep -qxF "$path"; then
      wanted+=("$path")
    else
      echo "tools/lint.sh: $f is not in $db (headers are checked through the sources that include them)" >&2
    fi
  done
  units=("${wanted[@]}")
fi

echo "== clang-tidy: ${#units[@]} files, $(nproc) at a time"
[ ${#units[@]} -eq 0 ] && exit $status
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# WarningsAsErrors in .clang-tidy makes clang-tidy exit non-zero on a finding,
# and xargs then exits non-zero too.
if ! printf '%s\0' "${units[@]}" \
  | xargs -0 -n 1 -P "$(nproc)" "$tidy" -p "$build" --quiet >"$log" 2>&1; then
  status=1
fi
# A header's finding is reported by every file that includes it: once is enough.
findings=$(grep -E '^[^ ]+:[0-9]+:[0-9]+: (warning|error):' "$log" | sort -u || true)
if [ -n "$findings" ]; then
  echo "$findings"
  echo "clang-tidy FAILED: $(echo "$findings" | wc -l) findings"
  status=1
elif [ $status -ne 0 ]; then
  cat "$log"
  echo "clang-tidy FAILED"
fi
[ $status -eq 0 ] && echo "lint: clean"
exit $status
