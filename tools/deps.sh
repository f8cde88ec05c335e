#!/usr/bin/env bash
# Installs the Debian 12 packages Kibitz needs to build, run and test.
# Safe to run again: it only calls apt-get when something is missing.
#
#   bash tools/deps.sh             to build and test (what CI needs)
#   bash tools/deps.sh --desktop   also the fonts the desktop application's
#                                  Japanese interface needs (tools/run.sh)
set -euo pipefail

packages=(
  cmake ninja-build g++ pkg-config clang
  libclang-rt-dev llvm # libFuzzer and the sanitizer runtimes (only recommended by clang), llvm-symbolizer
  clang-format clang-tidy # the lint gate (tools/lint.sh)
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n qt6-svg-dev
  libgl-dev
  xvfb xauth x11-utils imagemagick
  dbus-daemon at-spi2-core # a D-Bus session and the AT-SPI bus: the accessibility events test (tests/ui/window/accessibility_events.sh)
  appstream desktop-file-utils shared-mime-info dpkg-dev file
  time # GNU time: peak memory in tests/bench/collection_info.sh
  gnubg
  nodejs # Sabaki's SGF parser reads the marks Kibitz writes (tests/cli/sabaki_marks.sh)
)
# npm: Debian's own package, unless another nodejs brought its npm along.
command -v npm >/dev/null || packages+=(npm)
if [ "${1:-}" = "--desktop" ]; then
  packages+=(fonts-noto-cjk) # CJK glyphs for the Japanese interface (the .deb recommends it)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
