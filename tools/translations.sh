#!/usr/bin/env bash
# Updates the translation catalogues translations/kibitz_LANG.ts from the
# sources: every tr()/translate() string of ui/, app/ and core/ is added (new
# ones unfinished, to be translated with Qt Linguist or by editing the file),
# strings no longer in the sources are dropped. The build compiles the
# catalogues with lrelease and embeds them; the test translations/complete
# fails while a string is unfinished in any language.
#
#   bash tools/translations.sh            update every catalogue
#   bash tools/translations.sh fr         update kibitz_fr.ts only (created if new)
#   LUPDATE=/path/to/lupdate bash tools/translations.sh
set -euo pipefail
cd "$(dirname "$0")/.."

find_lupdate() {
  for candidate in "${LUPDATE:-}" /usr/lib/qt6/bin/lupdate \
                   "$(qtpaths6 --query QT_HOST_BINS 2>/dev/null || true)/lupdate" lupdate6; do
    if [ -n "$candidate" ] && command -v "$candidate" >/dev/null 2>&1; then
      echo "$candidate"
      return
    fi
  done
  echo "lupdate (Qt 6) not found: install qt6-l10n-tools (tools/deps.sh) or set LUPDATE" >&2
  exit 2
}
lupdate=$(find_lupdate)

languages=("$@")
if [ ${#languages[@]} -eq 0 ]; then
  languages=(en de fr ja)
fi
for lang in "${languages[@]}"; do
  # English is the sources' language: its catalogue holds the plural forms
  # only ("%n turn(s)" -> "1 turn", "2 turns").
  only=()
  [ "$lang" = en ] && only=(-pluralonly)
  "$lupdate" -silent -locations none -no-obsolete "${only[@]}" -source-language en -target-language "$lang" \
    -extensions cpp,h ui app core -ts "translations/kibitz_$lang.ts"
  unfinished=$(grep -c 'type="unfinished"' "translations/kibitz_$lang.ts" || true)
  echo "translations/kibitz_$lang.ts: $unfinished unfinished"
done
