#!/usr/bin/env bash
# Runs tst_accessibility's boardsAnnounceNewPositions where accessibility
# events are delivered: QAccessible hands events on only while a platform
# accessibility bridge is active, and the offscreen platform of the other
# widget tests has none. Here the test runs on Xvfb (the xcb platform) in a
# private D-Bus session with the AT-SPI bus started (at-spi-bus-launcher,
# activated by asking for its address) and Qt's AT-SPI bridge switched on by
# QT_LINUX_ACCESSIBILITY_ALWAYS_ON, as a desktop with a screen reader would
# have it; no screen reader or desktop session is needed.
#
#   accessibility_events.sh PATH/TO/tst_accessibility
#
# Exit 77 (skipped) when Xvfb, dbus-run-session or the AT-SPI bus is missing.
set -euo pipefail
binary=$1
for tool in Xvfb xauth dbus-run-session dbus-send; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "SKIP: $tool is not installed (tools/deps.sh installs it)"
    exit 77
  fi
done
if ! grep -qs 'at-spi-bus-launcher' /usr/share/dbus-1/services/org.a11y.Bus.service; then
  echo "SKIP: the AT-SPI bus (at-spi2-core) is not installed (tools/deps.sh installs it)"
  exit 77
fi

session=$(mktemp)
trap 'rm -f "$session"' EXIT
cat >"$session" <<'INNER'
set -euo pipefail
# Starts the accessibility bus; Qt's bridge then finds org.a11y.Bus.
dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null
export QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 KIBITZ_REQUIRE_ACCESSIBILITY=1
exec "$1" boardsAnnounceNewPositions
INNER
# The display is one the X server picks itself (with_xvfb.sh), so that this
# test and others that start X servers can run at the same time. dbus-daemon's
# complaint that it may not raise its file limit (as non-root in containers)
# is noise.
bash "$(dirname "${BASH_SOURCE[0]}")/../../common/with_xvfb.sh" -s "-screen 0 1280x1024x24" \
  dbus-run-session -- bash "$session" "$binary" \
  2> >(grep -v 'Failed to set fd limit' >&2)
