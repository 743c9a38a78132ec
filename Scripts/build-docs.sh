#!/usr/bin/env bash
# Builds the DocC documentation of every library module into .build/docs/<Module>.doccarchive, with
# warnings as errors: a broken ``symbol`` link, an unknown parameter name or a missing article fails.
#
#     Scripts/build-docs.sh [MODULE...]     # default: every library module
#
# Symbol graphs come from the modules `swift build` has already built (.build/debug/Modules), extracted
# with the toolchain's `swift-symbolgraph-extract` at public access, as Tests/IMDFKitTests/PublicAPITests.swift
# does for Documentation/API.md. This avoids a second full build with `-Xswiftc -emit-symbol-graph` (which
# changes the compiler flags, so SwiftPM rebuilds every module) and needs no swift-docc-plugin. The script
# runs `swift build` only when a module has not been built yet.
#
# Each archive is transformed for static hosting, so it opens from any local web server:
#
#     cd .build/docs/IMDFKit.doccarchive && python3 -m http.server 8000
#     # then http://localhost:8000/documentation/imdfkit
#
# Needs only the toolchain (`docc` and `swift-symbolgraph-extract` ship with it).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
    # The library products, in dependency order (as PublicAPITests lists them).
    modules=(GeoJSON IMDFKit IMDFTracks IMDFRender IMDFSchema IMDFRouting IMDFRepair)
fi

tool() {
    # The toolchain's tool: on PATH, else beside `swift`.
    if command -v "$1" >/dev/null; then
        command -v "$1"
    elif [ -x "$(dirname "$(command -v swift)")/$1" ]; then
        echo "$(dirname "$(command -v swift)")/$1"
    else
        echo "error: $1 not found (it ships with the Swift toolchain)" >&2
        exit 1
    fi
}
docc=$(tool docc)
extract=$(tool swift-symbolgraph-extract)

built=.build/debug/Modules
for module in "${modules[@]}"; do
    if [ ! -d "Sources/$module/$module.docc" ]; then
        echo "error: Sources/$module/$module.docc does not exist" >&2
        exit 1
    fi
    if [ ! -f "$built/$module.swiftmodule" ]; then
        swift build
        break
    fi
done

# The triple the modules were built for: .build/debug is a link to .build/<triple>/debug.
triple=$(basename "$(dirname "$(cd .build/debug && pwd -P)")")
case "$triple" in
*-*) ;;
*) triple="$(uname -m)-unknown-linux-gnu" ;;
esac

output=.build/docs
mkdir -p "$output"
for module in "${modules[@]}"; do
    started=$(date +%s)
    graphs="$output/symbol-graphs/$module"
    rm -rf "$graphs" "$output/$module.doccarchive"
    mkdir -p "$graphs"
    "$extract" -module-name "$module" -I "$built" -I Sources/CZlib -target "$triple" \
        -minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols \
        -output-dir "$graphs"
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.imdfkit.$module" \
        --transform-for-static-hosting \
        --output-path "$output/$module.doccarchive" \
        --warnings-as-errors
    echo "$module: $output/$module.doccarchive ($(($(date +%s) - started)) s)"
done
