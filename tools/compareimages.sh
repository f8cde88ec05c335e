#!/usr/bin/env bash
# Compares the pictures two builds of Kibitz make, to check that a change
# (a refactoring of the interface, say) changes nothing that shows, or to see
# exactly what it changes:
#  - `kibitz-cli render` of every sample in resources/samples/ and of a few
#    test files (one per game family, below), at the file's default position
#    and at ply 4, in the light and the dark theme;
#  - the main window (app/kibitz) with each of those files open, in both
#    themes, at its default size, on a virtual X display (Xvfb) with empty
#    settings, grabbed with ImageMagick's `import` once two grabs in a row
#    agree (skipped, with a note, when Xvfb, xwininfo or `import` is missing).
# Each picture is made with OLD_BUILD_DIR's binaries into OUT_DIR/old and with
# NEW_BUILD_DIR's into OUT_DIR/new, then compared pixel by pixel (python3,
# nothing to install); where they differ, OUT_DIR/diff/NAME.png shows the new
# picture faded with the differing pixels in red, and the report
# (OUT_DIR/report.txt, printed too) says how many pixels differ and where.
# The files come from this script's source tree; each build brings its own
# binaries (build the targets kibitz-cli and kibitz in both).
#
# Usage: bash tools/compareimages.sh OLD_BUILD_DIR NEW_BUILD_DIR OUT_DIR [FILE...]
#   FILE...   more game files to render and open (besides the samples and
#             the test files below)
# Exit status: 0 every picture identical, 1 some differ (or are missing, or
# a window never showed: the report says which), 2 wrong use.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

if [ $# -lt 3 ]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
  exit 2
fi
old_build=$(realpath "$1")
new_build=$(realpath "$2")
out=$(realpath -m "$3")
shift 3
for b in "$old_build" "$new_build"; do
  for binary in app/kibitz-cli app/kibitz; do
    [ -x "$b/$binary" ] || { echo "$b/$binary is missing: build kibitz-cli and kibitz there first" >&2; exit 2; }
  done
done

files=("$root"/resources/samples/*)
# One test file per game family that the samples do not show the same way:
# tabula (a backgammon variant), a Jellyfish match, GNU Backgammon's SGF, a
# Rokkaku log of another field size.
for f in tests/data/bgammon/tabula.match tests/data/jellyfish/gnubg108-charlot-7p.mat \
         tests/data/bgammon/gnubg-saved.sgf tests/data/rokkaku/official-four-1x80-13x11.log; do
  [ -f "$root/$f" ] && files+=("$root/$f")
done
for f in "$@"; do
  [ -f "$f" ] || { echo "$f: no such file" >&2; exit 2; }
  files+=("$(realpath "$f")")
done

rm -rf "$out/old" "$out/new" "$out/diff" "$out/failed.txt"
mkdir -p "$out/old" "$out/new" "$out/diff"
log=$out/log.txt
: >"$log"

name_of() { # FILE: a picture name of its own (the folder keeps two files of one name apart)
  local f=$1
  echo "$(basename "$(dirname "$f")")-$(basename "$f" | tr '.' '_')"
}

# --- kibitz-cli render -------------------------------------------------------
for side in old new; do
  build=$old_build
  [ $side = new ] && build=$new_build
  for f in "${files[@]}"; do
    for theme in light dark; do
      for ply in default 4; do
        args=(--theme "$theme")
        [ $ply = default ] || args+=(--ply "$ply")
        png="$out/$side/cli-$(name_of "$f")-$ply-$theme.png"
        if ! "$build/app/kibitz-cli" render "$f" -o "$png" "${args[@]}" >>"$log" 2>&1; then
          echo "$side: kibitz-cli render $f ${args[*]} failed (see $log)" >>"$log"
        fi
      done
    done
  done
done

# --- the main window on Xvfb -------------------------------------------------
window_note=""
if ! command -v Xvfb >/dev/null || ! command -v xwininfo >/dev/null || ! command -v import >/dev/null; then
  window_note="the window pictures were not made: Xvfb, xwininfo and ImageMagick's import are needed"
else
  xvfb_pid=""
  app_pid=""
  work=$(mktemp -d)
  cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
  }
  trap cleanup EXIT
  # A display of its own: Xvfb picks a free number and writes it to fd 3.
  exec 3>"$work/display"
  # -noreset: the server stays up between one window and the next.
  Xvfb -displayfd 3 -screen 0 1280x900x24 -nolisten tcp -noreset >>"$log" 2>&1 &
  xvfb_pid=$!
  for _ in $(seq 50); do
    [ -s "$work/display" ] && break
    sleep 0.1
  done
  exec 3>&-
  display=":$(tr -d '[:space:]' <"$work/display")"

  shown() { # Kibitz's window is on the display
    DISPLAY="$display" xwininfo -root -children 2>/dev/null | grep -q 'Kibitz'
  }

  grab() { # BUILD FILE THEME OUT.png: false when the window never showed
    local build=$1 file=$2 theme=$3 png=$4 home=$work/home previous=$work/previous.png now=$work/now.png
    rm -rf "$home"
    mkdir -p "$home/config/Kibitz" "$home/data" "$home/cache" "$home/runtime"
    chmod 700 "$home/runtime"
    printf '[appearance]\ntheme=%s\nlanguage=en\n\n[startup]\nopen=nothing\n' "$theme" \
      >"$home/config/Kibitz/Kibitz.conf"
    env -u QT_QPA_PLATFORMTHEME -u QT_STYLE_OVERRIDE -u QT_SCALE_FACTOR DISPLAY="$display" QT_QPA_PLATFORM=xcb \
      HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache" \
      XDG_RUNTIME_DIR="$home/runtime" LANG=C.UTF-8 LANGUAGE= LC_ALL=C.UTF-8 \
      "$build/app/kibitz" "$file" >>"$log" 2>&1 &
    app_pid=$!
    # Its window shown (a top-level window whose title names Kibitz), then a
    # moment to lay out and paint.
    for _ in $(seq 100); do
      shown && break
      kill -0 "$app_pid" 2>/dev/null || break
      sleep 0.1
    done
    if ! shown; then
      kill "$app_pid" 2>/dev/null || true
      wait "$app_pid" 2>/dev/null || true
      app_pid=""
      return 1
    fi
    sleep 1
    # Settled: two grabs half a second apart are the same.
    rm -f "$previous"
    for _ in $(seq 20); do
      DISPLAY="$display" import -window root "PNG24:$now" 2>>"$log"
      if [ -f "$previous" ] && cmp -s "$previous" "$now"; then
        break
      fi
      mv "$now" "$previous"
      sleep 0.5
    done
    [ -f "$now" ] || mv "$previous" "$now"
    mv "$now" "$png"
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    app_pid=""
    # Gone from the display before the next one starts.
    for _ in $(seq 50); do
      shown || break
      sleep 0.1
    done
  }

  for side in old new; do
    build=$old_build
    [ $side = new ] && build=$new_build
    for f in "${files[@]}"; do
      for theme in light dark; do
        png="$out/$side/window-$(name_of "$f")-$theme.png"
        # A second and a third try when the window never showed (see log.txt).
        grab "$build" "$f" "$theme" "$png" || grab "$build" "$f" "$theme" "$png" ||
          grab "$build" "$f" "$theme" "$png" ||
          echo "$side build: kibitz $f ($theme) showed no window; see log.txt" >>"$out/failed.txt"
      done
    done
  done
fi

# --- compare -----------------------------------------------------------------
python3 - "$out" "$window_note" <<'PYTHON'
import os
import struct
import sys
import zlib

out, note = sys.argv[1], sys.argv[2]


def read_png(path):
    """Width, height and rows of RGBA pixels (tuples) of an 8-bit PNG."""
    with open(path, 'rb') as f:
        data = f.read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        raise ValueError('not a PNG')
    pos, idat, palette, trns = 8, [], None, None
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b'IHDR':
            width, height, depth, colour, _, _, interlace = struct.unpack('>IIBBBBB', body)
        elif kind == b'PLTE':
            palette = [tuple(body[i:i + 3]) for i in range(0, len(body), 3)]
        elif kind == b'tRNS':
            trns = body
        elif kind == b'IDAT':
            idat.append(body)
        elif kind == b'IEND':
            break
    if depth != 8 or interlace:
        raise ValueError('only 8-bit, not interlaced PNGs are read (depth %d)' % depth)
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]
    raw = zlib.decompress(b''.join(idat))
    stride = width * channels
    rows, previous, pos = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[pos], bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        previous = line
        if colour == 6:
            rows.append([tuple(line[i:i + 4]) for i in range(0, stride, 4)])
        elif colour == 2:
            rows.append([tuple(line[i:i + 3]) + (255,) for i in range(0, stride, 3)])
        elif colour == 0:
            rows.append([(v, v, v, 255) for v in line])
        elif colour == 4:
            rows.append([(line[i], line[i], line[i], line[i + 1]) for i in range(0, stride, 2)])
        else:
            alpha = lambda k: trns[k] if trns and k < len(trns) else 255
            rows.append([palette[k] + (alpha(k),) for k in line])
    return width, height, rows


def write_png(path, width, height, rows):
    raw = b''.join(b'\x00' + bytes(v for pixel in row for v in pixel[:3]) for row in rows)

    def chunk(kind, body):
        return struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body) & 0xffffffff)

    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n')
        f.write(chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0)))
        f.write(chunk(b'IDAT', zlib.compress(raw, 9)))
        f.write(chunk(b'IEND', b''))


names = sorted(set(os.listdir(os.path.join(out, 'old'))) | set(os.listdir(os.path.join(out, 'new'))))
lines, same, differ = [], 0, 0
for name in names:
    old, new = os.path.join(out, 'old', name), os.path.join(out, 'new', name)
    if not (os.path.exists(old) and os.path.exists(new)):
        lines.append('MISSING    %s: made by the %s build only' % (name, 'old' if os.path.exists(old) else 'new'))
        differ += 1
        continue
    if open(old, 'rb').read() == open(new, 'rb').read():
        same += 1
        continue
    try:
        w1, h1, a = read_png(old)
        w2, h2, b = read_png(new)
    except (ValueError, KeyError, zlib.error) as e:
        lines.append('UNREADABLE %s: %s' % (name, e))
        differ += 1
        continue
    if (w1, h1) != (w2, h2):
        lines.append('SIZE       %s: %dx%d before, %dx%d after' % (name, w1, h1, w2, h2))
        differ += 1
        continue
    count, box = 0, [w1, h1, -1, -1]
    picture = []
    for y in range(h1):
        row = []
        for x in range(w1):
            p, q = a[y][x], b[y][x]
            if p != q:
                count += 1
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
                row.append((255, 0, 0))
            else:
                grey = (q[0] + q[1] + q[2]) // 3 * q[3] // 255
                row.append((160 + grey * 95 // 255,) * 3)
        picture.append(row)
    if count == 0:
        same += 1  # the same pixels, written differently
        continue
    differ += 1
    diff = os.path.join(out, 'diff', name)
    write_png(diff, w1, h1, picture)
    lines.append('DIFFERENT  %s: %d pixels (%.3f%%) in x %d-%d, y %d-%d; see diff/%s'
                 % (name, count, 100.0 * count / (w1 * h1), box[0], box[2], box[1], box[3], name))

failed = os.path.join(out, 'failed.txt')
if os.path.exists(failed):
    lines += ['FAILED     ' + line.strip() for line in open(failed) if line.strip()]
report = ['%d pictures: %d identical, %d different' % (len(names), same, differ)] + lines
if note:
    report.append('Note: ' + note)
with open(os.path.join(out, 'report.txt'), 'w') as f:
    f.write('\n'.join(report) + '\n')
print('\n'.join(report))
sys.exit(1 if differ or os.path.exists(failed) else 0)
PYTHON
