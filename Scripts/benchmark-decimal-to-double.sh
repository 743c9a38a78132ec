#!/bin/sh
# Micro-benchmark of DecimalToDouble against strtod on the numbers of a JSON file (default: canada.json).
# Compiles the DecimalToDouble sources with the benchmark's main.swift into one optimised executable.
# Usage: Scripts/benchmark-decimal-to-double.sh [file.json]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swiftc -O -wmo -o "$out/benchmark" \
    "$root"/Sources/GeoJSON/JSON/DecimalToDouble*.swift \
    "$root/Scripts/DecimalToDoubleBenchmark/main.swift" 2>&1 | grep -v "^$" || true
"$out/benchmark" "${1:-/work/shared/bench/canada.json}"
