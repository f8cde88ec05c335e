#!/usr/bin/env bash
# Runs a command with DISPLAY set to a private Xvfb server, as xvfb-run does,
# but lets the server choose its own display number (Xvfb -displayfd) instead
# of guessing a free one: tests that start X servers at the same time (ctest
# -j) never race for a number. With `xvfb-run -a`, two servers started at
# once can both pick :99; one fails, and its client cannot connect.
#
#   with_xvfb.sh [-s "SERVER ARGUMENTS"] COMMAND [ARGUMENT...]
#
# Exits with COMMAND's status, 1 when the server does not start, 77 (skipped)
# when Xvfb or xauth is missing. The server's access is limited to a cookie
# in a private XAUTHORITY file; it listens on no TCP port.
set -euo pipefail
server_args="-screen 0 1280x1024x24"
if [ "${1:-}" = -s ]; then
  server_args=$2
  shift 2
fi
[ $# -gt 0 ] || { echo "usage: with_xvfb.sh [-s \"SERVER ARGUMENTS\"] COMMAND [ARGUMENT...]" >&2; exit 2; }
for tool in Xvfb xauth; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "SKIP: $tool is not installed (tools/deps.sh installs it)"
    exit 77
  fi
done

dir=$(mktemp -d)
server=
cleanup() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT

# The server reads every cookie in its -auth file whatever display it names,
# so the cookie is added before the number is known, and again for the
# clients under the number the server chose.
auth=$dir/Xauthority
cookie=$(mcookie 2>/dev/null || od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
: >"$auth"
xauth -q -f "$auth" add :0 . "$cookie"

# Xvfb writes the display number to the fifo once it accepts connections.
# -noreset: by default the server resets when its last client disconnects,
# and a client that connects during the reset is refused (a test script that
# runs xwininfo after xdpyinfo, say).
mkfifo "$dir/display"
# shellcheck disable=SC2086 # the server arguments are words
Xvfb -displayfd 3 -auth "$auth" -nolisten tcp -noreset $server_args 3>"$dir/display" >"$dir/server.log" 2>&1 &
server=$!
display=
read -r display <"$dir/display" || true
if [ -z "$display" ]; then
  echo "Xvfb did not start:" >&2
  cat "$dir/server.log" >&2
  exit 1
fi
xauth -q -f "$auth" add ":$display" . "$cookie"

status=0
DISPLAY=":$display" XAUTHORITY="$auth" "$@" || status=$?
exit "$status"
