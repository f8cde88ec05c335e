#!/usr/bin/env bash
# Runs tst_accessibility's boardsAnnounceNewPositions where accessibility
# events are delivered: QAccessible hands events on only while a platform
# accessibility bridge is active, and the offscreen platform of the other
# widget tests has none. Here the test runs on Xvfb (the xcb platform) with
# Qt's AT-SPI bridge switched on by AT_SPI_BUS_ADDRESS, pointed at a private
# D-Bus session; no screen reader or desktop session is needed.
#
#   accessibility_events.sh PATH/TO/tst_accessibility
#
# Exit 77 (skipped) when Xvfb or dbus-run-session is missing.
set -euo pipefail
binary=$1
for tool in xvfb-run dbus-run-session; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "SKIP: $tool is not installed (tools/deps.sh installs it)"
    exit 77
  fi
done
export QT_QPA_PLATFORM=xcb
export KIBITZ_REQUIRE_ACCESSIBILITY=1
# shellcheck disable=SC2016 # expanded by the inner shell, inside the session
exec xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- \
  bash -c 'AT_SPI_BUS_ADDRESS="$DBUS_SESSION_BUS_ADDRESS" exec "$0" boardsAnnounceNewPositions' "$binary"
