#!/usr/bin/env bash
# Checks the desktop integration files and the .deb that CPack builds:
# appstreamcli and desktop-file-validate accept the metainfo and the desktop
# entry, shared-mime-info compiles the file types, and the package holds the
# binaries, the integration files and the icons, with its dependencies
# declared. The package is left in BUILD_DIR/package for packaging/install
# (install_check.sh).
# Usage: check_package.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
source_dir=$1
build_dir=$2
id=io.kibitz.Kibitz
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }

appstreamcli validate --no-net "$source_dir/packaging/$id.metainfo.xml" || fail "appstreamcli rejects the metainfo"
desktop-file-validate "$source_dir/packaging/$id.desktop" || fail "desktop-file-validate rejects the desktop entry"

mkdir -p "$work/mime/packages"
cp "$source_dir/packaging/$id.mime.xml" "$work/mime/packages/$id.xml"
# (It notes that the folder is not where applications look: that is the point.)
XDG_DATA_DIRS="$work" update-mime-database "$work/mime" 2>"$work/mime.log" ||
  fail "update-mime-database: $(cat "$work/mime.log")"
[ ! -s "$work/mime.log" ] || fail "update-mime-database complains: $(cat "$work/mime.log")"
grep -q 'application/x-jgame' "$work/mime/types" || fail "the compiled database lacks application/x-jgame"
grep -q 'bgammon-replay' "$work/mime/magic" || fail "the compiled database lacks the bgammon magic"

package_dir=$build_dir/package
rm -rf "$package_dir"
(cd "$build_dir" && cpack -G DEB -B "$package_dir" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; fail "cpack"; }
rm -rf "$package_dir/_CPack_Packages"
deb=$(ls "$package_dir"/*.deb)
[ -n "$deb" ] || fail "no .deb was built"

field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = kibitz ] || fail "Package is '$(field Package)'"
[ -n "$(field Version)" ] || fail "no Version"
[ "$(field Architecture)" = "$(dpkg --print-architecture)" ] || fail "Architecture is '$(field Architecture)'"
depends=$(field Depends)
for lib in libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libc6 libstdc++6; do
  echo "$depends" | grep -q "$lib" || fail "Depends lacks $lib: $depends"
done
[ -n "$(field Description)" ] || fail "no Description"
# The Japanese interface needs CJK glyphs: recommended, never required.
recommends=$(field Recommends)
echo "$recommends" | grep -qw "fonts-noto-cjk" || fail "Recommends lacks fonts-noto-cjk: '$recommends'"
echo "$depends" | grep -q "fonts-" && fail "Depends requires a font: $depends"

contents=$(dpkg-deb -c "$deb")
for path in ./usr/bin/kibitz ./usr/bin/kibitz-cli \
    ./usr/share/applications/$id.desktop ./usr/share/metainfo/$id.metainfo.xml \
    ./usr/share/mime/packages/$id.xml ./usr/share/icons/hicolor/scalable/apps/$id.svg \
    ./usr/share/icons/hicolor/48x48/apps/$id.png ./usr/share/icons/hicolor/256x256/apps/$id.png \
    ./usr/share/kibitz/samples/hex-analysis.jgame ./usr/share/doc/kibitz/copyright; do
  echo "$contents" | grep -q " $path\$" || fail "the package lacks $path"
done
# Stripped: no debug sections in the installed binaries.
dpkg-deb -x "$deb" "$work/root"
file "$work/root/usr/bin/kibitz" | grep -q 'not stripped' && fail "kibitz is not stripped"
echo "package ok: $(basename "$deb"), Depends: $depends; Recommends: $recommends"
