#!/usr/bin/env bash
# Installs what is needed, builds Kibitz, and shows its bundled sample games.
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/deps.sh --desktop
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build -j "$(nproc)"

shopt -s nullglob
samples=(resources/samples/*)
if [ -x build/app/kibitz ]; then
  exec build/app/kibitz "${samples[@]}"
fi
for f in "${samples[@]}"; do
  build/app/kibitz-cli info "$f"
done
