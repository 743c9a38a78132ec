#!/usr/bin/env bash
# Optional check of the static HTML viewer in a real browser engine (headless Chromium).
#
# Builds `imdf` and writes three viewer pages: SampleVenues/HarbourviewQuay with a fix and two routes,
# SampleVenues/HarbourviewQuayWithMistakes with --findings, and ../shared/imdf-data/polymap-spbpu when it is
# there. Each page is loaded with `#selftest` at desktop (1280 × 860) and phone (420 × 860) size: the page's
# own test hook then pans (drag), zooms (wheel, pinch, the buttons, the + key), changes level (the picker, or
# its drop-down on a phone), searches and picks a result, clicks a finding and picks a route, and writes
# `data-selftest="pass"` (or `fail: …`) on <html>. The check fails when a page reports a script error
# (`data-script-error`), a `console.error` call (`data-console-errors`), a failed self-test, a browser console
# line with an uncaught error, or a blank screenshot. Screenshots of every page at both sizes are saved.
# Installs Debian's `chromium` with apt-get when missing (as root, or with sudo when there is one); when it
# cannot, prints why and exits 0.
#
# Usage: Scripts/check-viewer.sh [output-dir]   (default: a temporary directory)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
started=$(date +%s)

browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
done
if [ -z "$browser" ]; then
    echo "check-viewer: chromium not found; trying apt-get install -y chromium"
    as_root=()
    if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then as_root=(sudo -n); fi
    if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" = 0 ] || [ ${#as_root[@]} -gt 0 ]; } \
        && ("${as_root[@]}" apt-get install -y chromium >/dev/null 2>&1 \
            || ("${as_root[@]}" apt-get update >/dev/null 2>&1 && "${as_root[@]}" apt-get install -y chromium >/dev/null 2>&1)); then
        browser=chromium
    else
        echo "check-viewer: SKIPPED (chromium is not installed and cannot be installed here)"
        exit 0
    fi
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "check-viewer: SKIPPED (python3 is needed to read the screenshots)"
    exit 0
fi

echo "check-viewer: building imdf"
(cd "$root" && swift build --product imdf >/dev/null)
imdf="$(cd "$root" && swift build --show-bin-path)/imdf"

pages=()
"$imdf" viewer "$root/SampleVenues/HarbourviewQuay" -o "$out/harbourview" --fix 45.503136,-73.5507902,6,30 \
    --route 2a16fd34:5ff4d89a --route 2a16fd34:12764994
pages+=(harbourview)
"$imdf" viewer "$root/SampleVenues/HarbourviewQuayWithMistakes" -o "$out/mistakes" --findings 2>/dev/null
pages+=(mistakes)
if [ -f "$root/../shared/imdf-data/polymap-spbpu/manifest.json" ]; then
    "$imdf" viewer "$root/../shared/imdf-data/polymap-spbpu" -o "$out/polymap-spbpu" 2>/dev/null
    pages+=(polymap-spbpu)
fi

flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-extensions
       --user-data-dir="$out/profile" --run-all-compositor-stages-before-draw --virtual-time-budget=4000)

status=0
fail() { echo "check-viewer: FAIL: $*"; status=1; }
for page in "${pages[@]}"; do
    file="$out/$page/index.html"
    [ -s "$file" ] || { fail "$file was not written"; continue; }
    for size in desktop:1280,860 phone:420,860; do
        name="${size%%:*}" window="${size#*:}"
        dom="$out/$page-$name.dom.html" log="$out/$page-$name.console.log"
        timeout 120 "$browser" "${flags[@]}" --window-size="$window" --enable-logging=stderr --v=0 \
            --dump-dom "file://$file#selftest" >"$dom" 2>"$log" || true
        tag=$(grep -o '<html [^>]*>' "$dom" | head -1 || true)
        if [[ "$tag" == *data-script-error=* ]]; then
            fail "$page ($name): script error: $(grep -o 'data-script-error="[^"]*"' <<<"$tag")"
        elif [[ "$tag" != *'data-ready="true"'* ]]; then
            fail "$page ($name): the page script did not finish (no data-ready on <html>); see $dom"
        elif [[ "$tag" == *data-console-errors=* ]]; then
            fail "$page ($name): console.error was called: $(grep -o 'data-console-errors="[^"]*"' <<<"$tag")"
        elif [[ "$tag" != *'data-selftest="pass"'* ]]; then
            fail "$page ($name): self-test: $(grep -o 'data-selftest="[^"]*"' <<<"$tag" || echo 'no result')"
        else
            echo "check-viewer: ok: $page ($name): self-test passed, no script or console error"
        fi
        if grep -E -i 'Uncaught|SyntaxError|ReferenceError|TypeError|CONSOLE.*error' "$log" | grep -v -i 'dbus\|gpu\|sandbox' | head -3; then
            fail "$page ($name): the browser console reports an error (see $log)"
        fi
        timeout 120 "$browser" "${flags[@]}" --window-size="$window" --screenshot="$out/$page-$name.png" "file://$file" \
            >/dev/null 2>>"$log" || true
        [ -s "$out/$page-$name.png" ] || fail "$page ($name): no screenshot was taken"
    done
done

python3 - "$out"/*.png <<'PY' || status=1
import struct, sys, zlib

def pixels(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, chunks, header = 8, [], None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and interlace == 0 and colour in (2, 6), f"unsupported PNG (depth {depth}, colour {colour})"
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    previous = bytearray(stride)
    rows = []
    position = 0
    for _ in range(height):
        kind = raw[position]; position += 1
        line = bytearray(raw[position:position + stride]); position += stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + left) & 255
            elif kind == 2: line[i] = (line[i] + up) & 255
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows

failed = False
for path in sys.argv[1:]:
    width, height, channels, rows = pixels(path)
    counts = {}
    for row in rows[::4]:
        for x in range(0, len(row), channels * 4):
            colour = row[x:x + 3]
            counts[colour] = counts.get(colour, 0) + 1
    dominant = max(counts.values()) / sum(counts.values())
    blank = len(counts) < 8 or dominant > 0.97
    print(f"check-viewer: {'FAIL: blank' if blank else 'ok'}: {path.rsplit('/', 1)[-1]} {width}x{height}, "
          f"{len(counts)} colours, the commonest covers {dominant:.0%}")
    failed = failed or blank
sys.exit(1 if failed else 0)
PY
echo "check-viewer: screenshots in $out; took $(( $(date +%s) - started )) s"
exit $status
