#!/usr/bin/env bash
# The .deb end to end, as on a fresh Debian 12 machine: installs the package
# that packaging/deb built with apt-get (which resolves its declared
# dependencies), checks that its files are in place and that its libraries
# resolve, starts Kibitz the way a desktop does it — the Exec line of the
# installed desktop entry, with a bundled sample file — on a virtual X display
# (Xvfb, through tests/common/with_xvfb.sh), checks that the main window
# appears with the file open and that it paints (a screenshot of the display is not blank), and removes the
# package again.
#
# It installs into the running system, so it runs only where that is wanted:
# as root, with KIBITZ_INSTALL_TEST=1 or CI=true (CI machines are disposable).
# Anywhere else it says so and exits 77, which CTest reports as skipped. It
# never touches a kibitz that is installed already.
#
# Usage: install_check.sh PACKAGE_DIR    (the folder holding kibitz_*.deb)
set -euo pipefail
package_dir=$1
with_xvfb=$(cd "$(dirname "${BASH_SOURCE[0]}")/../common" && pwd)/with_xvfb.sh
id=io.kibitz.Kibitz
sample=/usr/share/kibitz/samples/hex-analysis.jgame

skip() { echo "SKIPPED: $*"; exit 77; }
fail() { echo "FAIL: $*" >&2; exit 1; }

if [ "${KIBITZ_INSTALL_TEST:-}" != 1 ] && [ "${CI:-}" != true ]; then
  skip "this test installs the package into the system; run it on a disposable machine with KIBITZ_INSTALL_TEST=1 (CI=true does the same)"
fi
[ "$(id -u)" -eq 0 ] || skip "installing the package needs root"
if dpkg-query -W -f='${Status}' kibitz 2>/dev/null | grep -q 'install ok installed'; then
  skip "a kibitz package is installed already; this test leaves it alone"
fi
for path in /usr/bin/kibitz /usr/bin/kibitz-cli /usr/share/applications/$id.desktop; do
  [ ! -e "$path" ] || skip "$path exists but belongs to no package; installing would overwrite it"
done
for tool in apt-get Xvfb xauth xwininfo import identify desktop-file-validate; do
  command -v "$tool" >/dev/null || fail "$tool is missing (bash tools/deps.sh installs it)"
done

debs=("$package_dir"/kibitz_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || fail "expected one kibitz_*.deb in $package_dir, found: ${debs[*]}"
deb=$(realpath "${debs[0]}")

work=$(mktemp -d)
installed=0
cleanup() {
  if [ "$installed" = 1 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get remove -y -q -o DPkg::Lock::Timeout=300 kibitz >"$work/remove.log" 2>&1 ||
      { cat "$work/remove.log" >&2; echo "FAIL: apt-get remove kibitz" >&2; }
  fi
  rm -rf "$work"
}
trap cleanup EXIT

echo "installing $(basename "$deb")"
installed=1
DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends -o DPkg::Lock::Timeout=300 \
  "$deb" >"$work/install.log" 2>&1 || { cat "$work/install.log"; fail "apt-get install $deb"; }
apt-get check -q >"$work/check.log" 2>&1 || { cat "$work/check.log"; fail "apt-get check: broken dependencies"; }

# The files, where the package says they are.
listed=$(dpkg -L kibitz)
for path in /usr/bin/kibitz /usr/bin/kibitz-cli /usr/share/applications/$id.desktop \
    /usr/share/metainfo/$id.metainfo.xml /usr/share/mime/packages/$id.xml \
    /usr/share/icons/hicolor/scalable/apps/$id.svg /usr/share/icons/hicolor/48x48/apps/$id.png \
    "$sample" /usr/share/doc/kibitz/copyright; do
  echo "$listed" | grep -qx "$path" || fail "dpkg -L kibitz lacks $path"
  [ -f "$path" ] || fail "$path is not installed"
done
[ -x /usr/bin/kibitz ] && [ -x /usr/bin/kibitz-cli ] || fail "the binaries are not executable"
for binary in /usr/bin/kibitz /usr/bin/kibitz-cli; do
  missing=$(ldd "$binary" | grep 'not found' || true)
  [ -z "$missing" ] || fail "$binary needs libraries the Depends do not bring: $missing"
done
/usr/bin/kibitz-cli info "$sample" >"$work/info.txt" || fail "kibitz-cli info $sample"
grep -qi hex "$work/info.txt" || fail "kibitz-cli info says: $(cat "$work/info.txt")"
desktop-file-validate /usr/share/applications/$id.desktop || fail "the installed desktop entry is not valid"

# Start it as a desktop would: the entry's Exec line with the file for %F.
exec_line=$(sed -n 's/^Exec=//p' /usr/share/applications/$id.desktop | head -n 1)
[ -n "$exec_line" ] || fail "the desktop entry has no Exec line"
command=$(printf '%s' "$exec_line" | sed -e "s|%[fFuU]|$sample|g" -e 's/%[ick]//g' -e 's/%%/%/g')
program=${command%% *}
[ "$(command -v "$program")" = /usr/bin/$program ] || fail "Exec runs '$program', which is not the installed binary"
echo "starting: $command"

mkdir -p "$work/home" "$work/runtime"
chmod 700 "$work/runtime"
cat >"$work/session.sh" <<'EOF'
#!/usr/bin/env bash
# Runs inside with_xvfb.sh: starts the command, waits for its window, checks it.
set -u
command=$1 title=$2 shot=$3
$command >"$HOME/kibitz.log" 2>&1 &
pid=$!
window=
for _ in $(seq 1 120); do
  kill -0 "$pid" 2>/dev/null || { echo "kibitz exited early:"; cat "$HOME/kibitz.log"; exit 1; }
  window=$(xwininfo -root -tree | grep -F "$title" | grep -F 'Kibitz' | awk '{print $1}' | head -n 1)
  [ -n "$window" ] && break
  sleep 0.5
done
[ -n "$window" ] || { echo "no window titled '$title … Kibitz' appeared:"; xwininfo -root -tree; kill "$pid"; exit 1; }
sleep 3 # let it paint, and show that it keeps running
kill -0 "$pid" 2>/dev/null || { echo "kibitz died after showing its window:"; cat "$HOME/kibitz.log"; exit 1; }
info=$(xwininfo -id "$window")
echo "$info" | grep -q 'Map State: IsViewable' || { echo "the window is not viewable:"; echo "$info"; kill "$pid"; exit 1; }
width=$(echo "$info" | sed -n 's/^ *Width: //p')
height=$(echo "$info" | sed -n 's/^ *Height: //p')
echo "window $window: ${width}x${height}"
import -window root "$shot"
kill "$pid"
wait "$pid" 2>/dev/null
[ "${width:-0}" -ge 400 ] && [ "${height:-0}" -ge 300 ] || { echo "the window is too small: ${width}x${height}"; exit 1; }
exit 0
EOF
chmod +x "$work/session.sh"
# A clean session: settings, recovery copies and the runtime folder in $work.
env -i PATH=/usr/bin:/bin HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" \
  XDG_DATA_HOME="$work/home/.local/share" XDG_RUNTIME_DIR="$work/runtime" LANG=C.UTF-8 \
  bash "$with_xvfb" -s '-screen 0 1280x900x24' "$work/session.sh" "$command" "$(basename "$sample")" "$work/screen.png" \
  || fail "Kibitz did not start from its desktop entry"
colours=$(identify -format '%k' "$work/screen.png")
[ "$colours" -ge 64 ] || fail "the screenshot of the display has $colours colours: the window did not paint"
echo "the main window appeared and painted ($colours colours on the display)"

DEBIAN_FRONTEND=noninteractive apt-get remove -y -q -o DPkg::Lock::Timeout=300 kibitz >"$work/remove.log" 2>&1 ||
  { cat "$work/remove.log"; fail "apt-get remove kibitz"; }
installed=0
[ ! -e /usr/bin/kibitz ] && [ ! -e /usr/bin/kibitz-cli ] || fail "removing the package left the binaries"
! dpkg-query -W -f='${Status}' kibitz 2>/dev/null | grep -q 'install ok installed' || fail "kibitz is still installed"
echo "install ok: installed, started from the desktop entry, removed"
