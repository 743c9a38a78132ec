#!/usr/bin/env bash
# Optional check of the static HTML viewer in a real browser engine.
#
# Builds `imdf`, writes the viewer for SampleVenues/HarbourviewQuay (with a fix), loads it in
# headless Chromium, and fails when the page reports a script error (its window.onerror handler sets
# data-script-error on <html> and "SCRIPT ERROR" in the title), when the script did not finish
# (no data-ready="true"), or when the screenshot is blank (nearly one colour).
# Installs Debian's `chromium` with apt-get when missing; when it cannot, prints why and exits 0.
#
# Usage: Scripts/check-viewer.sh [output-dir]   (default: a temporary directory)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$(mktemp -d)}"
mkdir -p "$out"

browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
done
if [ -z "$browser" ]; then
    echo "check-viewer: chromium not found; trying apt-get install -y chromium"
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ] \
        && (apt-get install -y chromium >/dev/null 2>&1 || (apt-get update >/dev/null 2>&1 && apt-get install -y chromium >/dev/null 2>&1)); then
        browser=chromium
    else
        echo "check-viewer: SKIPPED (chromium is not installed and cannot be installed here)"
        exit 0
    fi
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "check-viewer: SKIPPED (python3 is needed to read the screenshot)"
    exit 0
fi

echo "check-viewer: building imdf"
(cd "$root" && swift build --product imdf >/dev/null)
imdf="$(cd "$root" && swift build --show-bin-path)/imdf"

"$imdf" viewer "$root/SampleVenues/HarbourviewQuay" -o "$out/viewer" --fix 45.503136,-73.5507902,6,30
page="$out/viewer/index.html"
[ -s "$page" ] || { echo "check-viewer: FAIL: $page was not written"; exit 1; }

flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-extensions
       --user-data-dir="$out/profile" --run-all-compositor-stages-before-draw --virtual-time-budget=3000)

echo "check-viewer: loading $page in $browser"
"$browser" "${flags[@]}" --enable-logging=stderr --v=0 --dump-dom "file://$page" >"$out/dom.html" 2>"$out/console.log" || true
"$browser" "${flags[@]}" --window-size=1280,900 --screenshot="$out/viewer.png" "file://$page" >/dev/null 2>>"$out/console.log" || true

status=0
if grep -q 'data-script-error=' "$out/dom.html" || grep -q '<title>SCRIPT ERROR' "$out/dom.html"; then
    echo "check-viewer: FAIL: the page reported a script error:"
    grep -o 'data-script-error="[^"]*"' "$out/dom.html" | head -3
    status=1
elif ! grep -q 'data-ready="true"' "$out/dom.html"; then
    echo "check-viewer: FAIL: the page script did not finish (no data-ready on <html>); see $out/dom.html"
    status=1
else
    echo "check-viewer: ok: page script ran without errors (data-ready=\"true\", no data-script-error)"
fi
if grep -E -i 'Uncaught|SyntaxError|ReferenceError|TypeError' "$out/console.log" | grep -v -i 'dbus\|gpu\|sandbox' | head -3; then
    echo "check-viewer: FAIL: the browser console reports a script error (see $out/console.log)"
    status=1
fi

if [ ! -s "$out/viewer.png" ]; then
    echo "check-viewer: FAIL: no screenshot was taken"
    exit 1
fi
python3 - "$out/viewer.png" <<'PY' || status=1
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

width, height, channels, rows = pixels(sys.argv[1])
counts = {}
for row in rows[::2]:
    for x in range(0, len(row), channels * 2):
        colour = row[x:x + 3]
        counts[colour] = counts.get(colour, 0) + 1
total = sum(counts.values())
dominant = max(counts.values()) / total
print(f"check-viewer: screenshot {width}x{height}: {len(counts)} distinct colours, the commonest covers {dominant:.0%}")
if len(counts) < 8 or dominant > 0.97:
    print("check-viewer: FAIL: the screenshot is blank (nearly one colour)")
    sys.exit(1)
print("check-viewer: ok: the screenshot is not blank")
PY
echo "check-viewer: screenshot at $out/viewer.png"
exit $status
