#!/usr/bin/env bash
# The layering of ui/'s role folders (ui/CMakeLists.txt): each folder's
# sources include headers of the folders below it only, never of one above
# or beside it, so that the folders' libraries link without a cycle. An
# include "F/…" names a folder of ui/ when ui/F/… exists (core/ has a games/
# folder too: "games/gameregistry.h" is core's).
#
#   layering.sh SOURCE_DIR
#
# Prints every include that breaks the order and fails when there is one.
set -euo pipefail
ui=$1/ui

# What each folder may include besides its own headers (keep in step with
# the libraries each links in ui/CMakeLists.txt).
declare -A below=(
  [render]=""
  [document]=""
  [common]="document render"
  [help]=""
  [games]="common document render"
  [panels]="games common document render"
  [settings]="games common document render"
  [window]="settings panels games common document help render"
)

status=0
for folder in "$ui"/*/; do
  folder=$(basename "$folder")
  if [ -z "${below[$folder]+set}" ]; then
    echo "ui/$folder/: a folder the layering does not know (add it to $0 and ui/CMakeLists.txt)"
    status=1
    continue
  fi
  while IFS=: read -r file line path; do
    target=${path%%/*}
    [ "$target" = "$folder" ] && continue
    [ -e "$ui/$path" ] || continue # core's, Qt's or the standard library's
    case " ${below[$folder]} " in
      *" $target "*) ;;
      *)
        echo "${file#"$1"/}:$line: includes \"$path\": ui/$folder/ may include only its own and ${below[$folder]:-no other folders of ui/}"
        status=1
        ;;
    esac
  done < <(grep -rnoE --include='*.cpp' --include='*.h' '^#include "[a-z]+/[^"]+"' "$ui/$folder" |
           sed -E 's/#include "([^"]+)"/\1/')
done
[ $status -eq 0 ] && echo "ui/: every folder includes only the folders below it"
exit $status
