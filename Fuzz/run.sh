#!/usr/bin/env bash
# Builds and runs the libFuzzer harnesses in Fuzz/Harnesses.
#
#   Fuzz/run.sh                    build every harness
#   Fuzz/run.sh smoke              build, then run each harness over its committed corpus plus a fixed
#                                  number of mutations (SMOKE_RUNS; default 20000);
#                                  what CI calls (about a minute on an idle machine)
#   Fuzz/run.sh HARNESS [RUNS]     build, then fuzz one harness for RUNS executions (default 1000000),
#                                  growing a working corpus in .build/fuzz/work/HARNESS
#   Fuzz/run.sh list               list the harnesses
#
# Extra libFuzzer flags can be given in FUZZ_FLAGS (e.g. FUZZ_FLAGS="-max_len=8192 -timeout=10").
# Crashes are written to .build/fuzz/artifacts/HARNESS-*; turn each into a regression test.
#
# The library modules are compiled straight from Sources/ with swiftc (-sanitize=fuzzer,address),
# each into a static library with its module interface, and linked into one binary per harness.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/.build/fuzz"
mkdir -p "$build/artifacts"
cd "$root"
# Global initialisers' storage is reachable only through tagged pointers; see the file for why.
export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

# `package` declarations are shared between the modules, as SwiftPM shares them (one package name).
flags=(-parse-as-library -O -sanitize=fuzzer,address -g -package-name imdfkit)

# harness name -> "source file:modules it needs"
declare -A harness_source=(
    [json]=JSONReaderFuzzer.swift
    [geojson]=GeoJSONDecoderFuzzer.swift
    [properties]=IMDFPropertiesFuzzer.swift
    [zip]=ZipArchiveFuzzer.swift
    [archive]=ArchiveFuzzer.swift
    [cli]=CommandLineFuzzer.swift
)
declare -A harness_modules=(
    [json]="GeoJSON" [geojson]="GeoJSON" [properties]="GeoJSON IMDFKit" [zip]="GeoJSON IMDFKit"
    [archive]="GeoJSON IMDFKit" [cli]="GeoJSON IMDFKit IMDFRouting IMDFTracks IMDFRender IMDFSchema IMDFRepair IMDFCommandLine"
)
harnesses=(json geojson properties zip archive cli)

# Compiles module $1 into $build/lib$1.a unless the library is newer than every source file of the module
# and than the libraries of the modules it depends on ($2…, built first): a dependent compiled against an
# older module interface would disagree with it about type layouts.
build_module() {
    local module="$1" library="$build/lib$1.a"
    shift
    local dependencies=()
    local dependency
    for dependency in "$@"; do dependencies+=("$build/lib$dependency.a"); done
    local sources
    mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
    if [[ -f "$library" ]] && [[ -z "$(find "Sources/$module" "${dependencies[@]}" -name '*.swift' -newer "$library" -o -name '*.a' -newer "$library" 2>/dev/null | head -1)" ]]; then
        return
    fi
    echo "building module $module" >&2
    swiftc "${flags[@]}" -wmo -emit-library -static -emit-module -module-name "$module" \
        -emit-module-path "$build/$module.swiftmodule" -I "$build" -I Sources/CZlib \
        "${sources[@]}" -o "$library" 2> >(grep -v 'Cannot export local symbol' >&2)
}

# Builds harness $1 into $build/$1.
build_harness() {
    local name="$1" module libs=() built=()
    for module in ${harness_modules[$name]}; do
        build_module "$module" "${built[@]}"
        built+=("$module")
        libs=("-l$module" "${libs[@]}")
    done
    local binary="$build/$name"
    local source="Fuzz/Harnesses/${harness_source[$name]}"
    if [[ -f "$binary" ]] && [[ -z "$(find "$source" Fuzz/Harnesses/FuzzInput.swift "$build"/*.a -newer "$binary" | head -1)" ]]; then
        return
    fi
    echo "building harness $name" >&2
    swiftc "${flags[@]}" -module-name "${name^}Fuzz" -I "$build" -I Sources/CZlib -L "$build" \
        "$source" Fuzz/Harnesses/FuzzInput.swift "${libs[@]}" -lz -o "$binary" \
        2> >(grep -v 'Cannot export local symbol' >&2)
}

# libFuzzer arguments per harness. The archive harness decodes, links, validates and locates a whole venue per
# input; inputs are capped at 4 KiB (a few small files) so that mutations stay small venues, which the validator
# checks on one thread (see Documentation/Robustness.md for the rates).
declare -A harness_flags=(
    [archive]="-max_len=4096"
)

# Runs harness $1 with libFuzzer arguments $2...
run_harness() {
    local name="$1"; shift
    set -- ${harness_flags[$name]:-} "$@"
    local scratch="$build/scratch/$name"
    mkdir -p "$scratch"
    # The CLI harness runs in a scratch directory so a relative output path stays inside it.
    (cd "$scratch" && "$build/$name" -artifact_prefix="$build/artifacts/$name-" -print_final_stats=1 \
        ${FUZZ_FLAGS:-} "$@")
}

case "${1:-all}" in
    list)
        printf '%s\n' "${harnesses[@]}" ;;
    all)
        for name in "${harnesses[@]}"; do build_harness "$name"; done ;;
    smoke)
        for name in "${harnesses[@]}"; do build_harness "$name"; done
        for name in "${harnesses[@]}"; do
            runs="${SMOKE_RUNS:-20000}"
            echo "== $name: corpus + $runs runs" >&2
            # New inputs go to the first directory, a fresh scratch one: the committed corpus stays as it is.
            rm -rf "$build/smoke/$name" && mkdir -p "$build/smoke/$name"
            log="$build/smoke/$name.log"
            if ! run_harness "$name" -runs="$runs" -seed=1 -timeout=10 -rss_limit_mb=2048 \
                "$build/smoke/$name" "$root/Fuzz/Corpus/$name" > "$log" 2>&1; then
                tail -40 "$log" >&2
                echo "fuzz smoke: $name FAILED (log: $log; reproducer in $build/artifacts)" >&2
                exit 1
            fi
            grep -E '^(Done|stat::number_of_executed_units)' "$log" >&2 || true
        done
        echo "fuzz smoke: all harnesses passed" >&2 ;;
    *)
        name="$1"; runs="${2:-1000000}"
        [[ -n "${harness_source[$name]:-}" ]] || { echo "unknown harness '$name' (try: $0 list)" >&2; exit 64; }
        build_harness "$name"
        mkdir -p "$build/work/$name"
        echo "fuzzing $name for $runs runs; libFuzzer logs to $build/scratch/$name/fuzz-0.log" >&2
        run_harness "$name" -runs="$runs" -jobs=1 -workers=1 -timeout=10 -rss_limit_mb=2048 \
            "$build/work/$name" "$root/Fuzz/Corpus/$name" ;;
esac
