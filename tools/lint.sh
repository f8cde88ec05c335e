#!/usr/bin/env bash
# The lint gate: formatting (.clang-format) and clang-tidy (.clang-tidy).
# Exits non-zero on any finding; CI runs it through tools/test.sh.
#
#   bash tools/lint.sh                 # both, over the whole tree, with build/
#   bash tools/lint.sh --build DIR     # clang-tidy with DIR's compile_commands.json
#   bash tools/lint.sh --format        # formatting only (seconds; before each commit)
#   bash tools/lint.sh --tidy          # clang-tidy only
#   bash tools/lint.sh FILE.cpp...     # formatting of every file, clang-tidy of these
#   bash tools/lint.sh --changed       # clang-tidy of what changed since main
#   bash tools/lint.sh --since REV     # clang-tidy of what changed since REV (CI)
#
# "What changed": the sources changed since the revision, and every source
# that includes a header changed since it (by the header's file name); all
# of them when .clang-tidy changed.
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
since=
files=()
while [ $# -gt 0 ]; do
  case $1 in
    --build) build=$2; shift 2 ;;
    --format) mode=format; shift ;;
    --tidy) tidy_only=1; shift ;;
    --changed) mode=changed; since=main; shift ;;
    --since) mode=changed; since=$2; shift 2 ;;
    -h | --help) sed -n '2,22p' "$0"; exit 0 ;;
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
  mapfile -t changed < <(git diff --name-only --diff-filter=d "$since" --; git ls-files --others --exclude-standard)
  if printf '%s\n' "${changed[@]}" | grep -qxF .clang-tidy; then
    files=("${units[@]}")
  else
    files=()
    headers=()
    for f in "${changed[@]}"; do
      case $f in
        *.cpp) files+=("$f") ;;
        *.h) headers+=("$(basename "$f")") ;;
      esac
    done
    if [ ${#headers[@]} -gt 0 ]; then
      pattern="#include [<\"]([^\">]*/)?($(printf '%s\n' "${headers[@]}" | sed 's/\./\\./g' | paste -sd'|'))[\">]"
      # Sources that include a changed header, directly or through another
      # project header: follow the includes until nothing is added.
      while :; do
        mapfile -t including < <(git ls-files '*.h' | xargs grep -lE "$pattern" 2>/dev/null | xargs -r -n 1 basename | sort -u)
        more=$(printf '%s\n' "${including[@]}" | grep -vxF -f <(printf '%s\n' "${headers[@]}") || true)
        [ -z "$more" ] && break
        mapfile -t -O "${#headers[@]}" headers <<<"$more"
        pattern="#include [<\"]([^\">]*/)?($(printf '%s\n' "${headers[@]}" | sed 's/\./\\./g' | paste -sd'|'))[\">]"
      done
      mapfile -t -O "${#files[@]}" files < <(printf '%s\n' "${units[@]}" | xargs grep -lE "$pattern" 2>/dev/null || true)
    fi
  fi
fi
if [ ${#files[@]} -gt 0 ] || [ "$mode" = changed ]; then
  declare -A known=()
  for u in "${units[@]}"; do known[$u]=1; done
  declare -A wanted=()
  for f in "${files[@]}"; do
    path=$(realpath -m "$f")
    if [ -n "${known[$path]:-}" ]; then
      wanted[$path]=1
    else
      echo "tools/lint.sh: $f is not in $db (headers are checked through the sources that include them)" >&2
    fi
  done
  units=("${!wanted[@]}")
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
