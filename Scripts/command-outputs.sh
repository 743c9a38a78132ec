#!/usr/bin/env bash
# Runs every `imdf` command on every sample venue and shared archive and writes what each printed
# (standard output, standard error and exit status) into one file per command, so that a change meant
# to keep behaviour (a refactor, a module split, a speed-up) can prove it:
#
#   Scripts/command-outputs.sh .build/debug/imdf /tmp/before    # on the old commit
#   Scripts/command-outputs.sh .build/debug/imdf /tmp/after     # on the new one
#   diff -r /tmp/before /tmp/after                               # nothing, or the intended change
#
# The inputs of `where`, `show`, `route` and `track` (a point, an ID, a pair of units, a walk) are
# derived from each archive's own units by the Python (stdlib) helper below, so every archive gets the
# same kinds of query. Archives in ../shared/imdf-data are read where they are, never copied.
set -uo pipefail
cd "$(dirname "$0")/.."

imdf=$(realpath "${1:?usage: command-outputs.sh IMDF-BINARY OUTPUT-DIR}")
out=${2:?usage: command-outputs.sh IMDF-BINARY OUTPUT-DIR}
mkdir -p "$out"
out=$(realpath "$out")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run NAME COMMAND...: records COMMAND's output and status as $out/$archive/NAME.
run() {
    local name=$1; shift
    { "$@" 2>&1; echo "exit status: $?"; } | sed "s|$work|WORK|g; s|$out|OUT|g" > "$out/$archive/$name"
}

# Writes the query inputs for archive $1 into $work/q: lat lon / unit ID / second unit ID, and a walk.
queries() {
    python3 - "$1" "$work" <<'PY'
import json, os, sys
root, work = sys.argv[1], sys.argv[2]
try:
    with open(os.path.join(root, "unit.geojson"), encoding="utf-8") as f:
        units = [u for u in json.load(f).get("features", []) if isinstance(u, dict)]
except (OSError, ValueError):
    units = []

def inner_point(unit):
    props = unit.get("properties") or {}
    point = props.get("display_point") if isinstance(props, dict) else None
    if isinstance(point, dict) and isinstance(point.get("coordinates"), list) and len(point["coordinates"]) >= 2:
        return point["coordinates"][:2]
    try:
        ring = unit["geometry"]["coordinates"]
        if unit["geometry"]["type"] == "MultiPolygon":
            ring = ring[0]
        ring = ring[0]
        return [sum(p[0] for p in ring) / len(ring), sum(p[1] for p in ring) / len(ring)]
    except (KeyError, TypeError, IndexError, ZeroDivisionError):
        return None

placed = [(u.get("id"), inner_point(u)) for u in units]
placed = [(i, p) for i, p in placed if isinstance(i, str) and p is not None]
with open(os.path.join(work, "q"), "w") as q:
    if placed:
        lon, lat = placed[0][1]
        q.write(f"{lat} {lon} {placed[0][0]} {placed[min(9, len(placed) - 1)][0]}\n")
# More places for `where` and `show` (issue 20 decodes only what they need): three more unit points and a
# point off the venue; the first level, occupant and anchor.
def first_id(name):
    try:
        with open(os.path.join(root, name), encoding="utf-8") as f:
            features = json.load(f).get("features", [])
        return next((f["id"] for f in features if isinstance(f, dict) and isinstance(f.get("id"), str)), "")
    except (OSError, ValueError, AttributeError):
        return ""
with open(os.path.join(work, "points"), "w") as points:
    for _, (lon, lat) in [placed[len(placed) // 3], placed[len(placed) // 2], placed[-1]] if placed else []:
        points.write(f"{lat} {lon}\n")
    if placed:
        points.write(f"{placed[0][1][1] + 0.01} {placed[0][1][0] + 0.01}\n")
with open(os.path.join(work, "ids"), "w") as ids:
    ids.write(" ".join(i for i in (first_id(n) for n in ("level.geojson", "occupant.geojson", "anchor.geojson")) if i) + "\n")
# Every ordinal, and the first and last level's ID, for `render` (which decodes only the drawn levels).
try:
    with open(os.path.join(root, "level.geojson"), encoding="utf-8") as f:
        levels = [l for l in json.load(f).get("features", []) if isinstance(l, dict)]
except (OSError, ValueError, AttributeError):
    levels = []
ordinals = sorted({(l.get("properties") or {}).get("ordinal") for l in levels} - {None}, key=str)
with open(os.path.join(work, "ordinals"), "w") as f:
    f.write(" ".join(str(o) for o in ordinals if isinstance(o, int) and not isinstance(o, bool)) + "\n")
level_ids = [l["id"] for l in levels if isinstance(l.get("id"), str)]
with open(os.path.join(work, "levelids"), "w") as f:
    f.write(" ".join(sorted(set(level_ids[:1] + level_ids[-1:]))) + "\n")
with open(os.path.join(work, "walk.ndjson"), "w") as walk:
    for n, (_, (lon, lat)) in enumerate(placed[:200]):
        walk.write(json.dumps({"lat": lat, "lon": lon, "accuracy": 5, "time": f"2026-01-01T00:{n // 60:02}:{n % 60:02}Z"}) + "\n")
PY
}

archives=(SampleVenues/HarbourviewQuay SampleVenues/HarbourviewQuay.zip SampleVenues/HarbourviewQuayWithMistakes)
for shared in ../shared/imdf-data/*/; do
    [ -f "$shared/manifest.json" ] && archives+=("${shared%/}")
done
# With IMDF_OUTPUTS_LARGE=1, also the benchmarks' generated 56.6 MB venue (directory and zip), where `where`,
# `levels` and `show` decode only part of the files; generated by `imdf-bench` or by
# `python3 SampleVenues/generate_large.py --buildings 4 --levels 5 --units 2500 --seed 1 --out .build/imdf-large [--zip --zip-level 6]`.
if [ "${IMDF_OUTPUTS_LARGE:-}" = 1 ]; then
    for large in .build/imdf-large/Large-4x5x2500-s1 .build/imdf-large/Large-4x5x2500-s1.zip; do
        [ -e "$large" ] && archives+=("$large")
    done
fi

# renders: `render` of every ordinal and of two levels, and with the query points as fixes (the first also with
# the first ordinal).
renders() {
    for ordinal in $(cat "$work/ordinals"); do run "render.ordinal$ordinal.svg" "$imdf" render --ordinal "$ordinal" "$path"; done
    for id in $(cat "$work/levelids"); do run "render.level.$id.svg" "$imdf" render --level "$id" "$path"; done
    if [ -n "${lat:-}" ]; then
        run render.fix.svg "$imdf" render --fix "$lat,$lon,5" "$path"
        while read -r plat plon; do run "render.fix.$plat.svg" "$imdf" render --fix "$plat,$plon" "$path"; done < "$work/points"
        for ordinal in $(cat "$work/ordinals"); do
            run "render.ordinal$ordinal.fix.svg" "$imdf" render --ordinal "$ordinal" --fix "$lat,$lon,5" "$path"
            break
        done
    fi
}

for path in "${archives[@]}"; do
    archive=$(basename "$path")
    mkdir -p "$out/$archive"
    source_dir=$path
    if [[ $path == *.zip ]]; then source_dir=$work/unzipped; rm -rf "$source_dir"; mkdir -p "$source_dir"
        (cd "$source_dir" && python3 -m zipfile -e "$OLDPWD/$path" .) ; fi
    queries "$source_dir"
    read -r lat lon unit other < "$work/q" || true

    if [[ $archive == Large-* ]]; then
        # The large venue: only the commands that decode part of it, and `validate --summary` as a check.
        run levels.text "$imdf" levels "$path"
        run levels.json "$imdf" levels --format json "$path"
        run where.text "$imdf" where --lat "$lat" --lon "$lon" --accuracy 5 "$path"
        run show.text "$imdf" show "$path" "$unit"
        n=0
        while read -r plat plon; do
            n=$((n + 1))
            run "where.$n.json" "$imdf" where --lat "$plat" --lon "$plon" --accuracy 3 --format json "$path"
        done < "$work/points"
        for id in $(cat "$work/ids"); do run "show.$id.json" "$imdf" show --format json "$path" "$id"; done
        run validate.summary "$imdf" validate --summary "$path"
        renders
        continue
    fi
    for format in text json sarif github; do run "validate.$format" "$imdf" validate --format "$format" "$path"; done
    run validate.summary "$imdf" validate --summary "$path"
    run validate.strict "$imdf" validate --strict --severity warning "$path"
    run lint.text "$imdf" lint "$source_dir"/*.geojson
    run lint.json "$imdf" lint --format json "$source_dir"/*.geojson
    run levels.text "$imdf" levels "$path"
    run levels.json "$imdf" levels --format json "$path"
    if [ -n "${unit:-}" ]; then
        run where.text "$imdf" where --lat "$lat" --lon "$lon" --accuracy 5 "$path"
        run where.json "$imdf" where --lat "$lat" --lon "$lon" --format json "$path"
        run show.text "$imdf" show "$path" "$unit"
        run show.json "$imdf" show --format json "$path" "$unit"
        run route.text "$imdf" route --from "$unit" --to "$other" "$path"
        run route.json "$imdf" route --from "$unit" --to "$other" --format json "$path"
        run track.ndjson "$imdf" track --input ndjson "$path" "$work/walk.ndjson"
        n=0
        while read -r plat plon; do
            n=$((n + 1))
            run "where.$n.json" "$imdf" where --lat "$plat" --lon "$plon" --accuracy 3 --format json "$path"
        done < "$work/points"
        for id in $(cat "$work/ids"); do
            run "show.$id.text" "$imdf" show "$path" "$id"
            run "show.$id.json" "$imdf" show --format json "$path" "$id"
        done
        run render.route "$imdf" render --route "$unit:$other" "$path"
    fi
    run render.svg "$imdf" render "$path"
    renders
    run render.track "$imdf" render --track "$work/walk.ndjson" --input ndjson "$path"
    rm -rf "$work/viewer"
    run viewer "$imdf" viewer --output "$work/viewer" --track "$work/walk.ndjson" --input ndjson "$path"
    [ -f "$work/viewer/index.html" ] && cp "$work/viewer/index.html" "$out/$archive/viewer.html"
done

archive=schemas
mkdir -p "$out/schemas"
run schemas "$imdf" schemas --output "$out/schemas/files"
archive=tracks
mkdir -p "$out/tracks"
for file in SampleVenues/Tracks/*.{csv,ndjson,nmea}; do
    run "$(basename "$file")" "$imdf" track SampleVenues/HarbourviewQuay "$file"
done
run help "$imdf" --help
for command in help version lint validate levels where route show schemas render viewer track; do
    run "help.$command" "$imdf" help "$command"
done
echo "wrote $(find "$out" -type f | wc -l) files to $out"
