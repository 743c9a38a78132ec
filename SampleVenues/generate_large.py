#!/usr/bin/env python3
"""Generate a large synthetic, valid IMDF venue for benchmarks.

    python3 SampleVenues/generate_large.py --buildings 4 --levels 5 --units 2500 \\
        --seed 1 --out /tmp/imdf-large [--zip] [--zip-level 6] [--check]

Deterministic: the same arguments give byte-identical files (and zip).
Output is written to `--out` (default `.build/imdf-large`, never committed):
`<out>/Large-<N>x<M>x<K>-s<S>/` with the manifest and all 16 files, and with
`--zip` also `<out>/Large-<N>x<M>x<K>-s<S>.zip`.

Layout of every level of a building (local metres, x east, y north):

    +---+---------------------------------------------+
    | s | room | room | room | ... (row 2b+1, 8 m deep)|
    | p |------ corridor of band b (3 m) -------------|
    | i | room | room | room | ... (row 2b, 8 m deep)  |
    | n +---------------------------------------------+
    | e |            band b-1 ...                     |
    +---+---------------------------------------------+

A 3 m spine corridor on the west joins the band corridors; every room has a
door on its corridor wall, every band corridor a door onto the spine, and the
ground-floor spine a principal entrance. Exactly K units per level (spine +
corridors + rooms; rooms in a row share the row width equally, so the level is
tiled exactly). The first two rooms of band 0 are an elevator and stairs on
every level, linked by amenities and elevator/stairs relationships.
Every 10th room gets an anchor and an occupant, every 15th an amenity.
Buildings stand in a row 20 m apart; ordinals run from -1 (one basement) to M-2.
"""

import argparse
import math
import os
import random
import sys
import time
import uuid

sys.dont_write_bytecode = True  # keep __pycache__ out of the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from imdf_samplekit import (FEATURE_TYPES, PROPERTY_KEYS, Projection, dumps_compact,
                            manifest_text, rect)
from make_zip import make_zip

ROOM_DEPTH = 8.0
CORRIDOR = 3.0
BAND = 2 * ROOM_DEPTH + CORRIDOR
ROOM_WIDTH = 5.0
SPINE = 3.0
GAP = 20.0

ROOM_CATEGORIES = ("office", "office", "office", "room", "room", "conferenceroom", "storage",
                   "classroom", "huddleroom", "phoneroom", "laboratory", "restroom.female",
                   "restroom.male", "restroom.unisex.wheelchair", "kitchen", "lounge", "nonpublic",
                   "serverroom", "mailroom", "foodservice")
OCCUPANT_CATEGORIES = ("cafe", "coffee", "restaurant", "bank", "pharmacy", "florist", "books",
                       "clothing", "icecream", "souvenirs", "bar", "seafood", "giftshops", "atm")
AMENITY_FOR_ROOM = {"restroom.female": "restroom.female", "restroom.male": "restroom.male",
                    "restroom.unisex.wheelchair": "restroom.unisex.wheelchair",
                    "foodservice": "foodservice"}
AMENITY_DEFAULTS = ("drinkingfountain", "fireextinguisher", "defibrillator", "wifi", "information")


class Writer:
    """Collects compact feature lines per type; writes them sorted by id."""

    def __init__(self, rnd, projection):
        self.rnd = rnd
        self.proj = projection
        self.lines = {t: [] for t in FEATURE_TYPES}

    def new_id(self):
        return str(uuid.UUID(int=self.rnd.getrandbits(128), version=4))

    def add(self, feature_type, geometry, fid=None, **properties):
        fid = fid or self.new_id()
        props = {key: properties.get(key) for key in PROPERTY_KEYS[feature_type]}
        feature = {"type": "Feature", "id": fid, "feature_type": feature_type,
                   "geometry": geometry, "properties": props}
        self.lines[feature_type].append((fid, dumps_compact(feature)))
        return fid

    # geometry in metres -> GeoJSON (rectangles only, CCW, closed)
    def box(self, x0, y0, x1, y1):
        p = self.proj
        a, b, c, d = p.lon(x0), p.lat(y0), p.lon(x1), p.lat(y1)
        return {"type": "Polygon", "coordinates": [[[a, b], [c, b], [c, d], [a, d], [a, b]]]}

    def point(self, x, y):
        return {"type": "Point", "coordinates": [self.proj.lon(x), self.proj.lat(y)]}

    def line(self, *points):
        return {"type": "LineString", "coordinates": [[self.proj.lon(x), self.proj.lat(y)] for x, y in points]}

    def write(self, directory, manifest):
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, "manifest.json"), "w", encoding="utf-8", newline="\n") as f:
            f.write(manifest_text(manifest))
        for feature_type in FEATURE_TYPES:
            rows = sorted(self.lines[feature_type])
            with open(os.path.join(directory, feature_type + ".geojson"), "w", encoding="utf-8", newline="\n") as f:
                f.write('{\n  "type": "FeatureCollection",\n')
                if not rows:
                    f.write('  "features": []\n}\n')
                    continue
                f.write('  "features": [\n')
                last = len(rows) - 1
                for index, (_, text) in enumerate(rows):
                    f.write("    " + text + (",\n" if index < last else "\n"))
                f.write("  ]\n}\n")
        return {t: len(v) for t, v in self.lines.items()}


def plan(units_per_level):
    """(columns, bands, rooms per row list) so that spine + bands + rooms == K."""
    k = units_per_level
    columns = max(1, int(round(math.sqrt(k * BAND / (2 * ROOM_WIDTH)) / 1.0)))
    bands = max(1, math.ceil((k - 1) / (2 * columns + 1)))
    while True:
        rooms = k - 1 - bands
        if rooms >= 2 * bands:
            break
        bands -= 1
        if bands < 1:
            raise SystemExit("--units must be at least 4")
    rows = 2 * bands
    base, extra = divmod(rooms, rows)
    per_row = [base + (1 if r < extra else 0) for r in range(rows)]
    width = max(per_row) * ROOM_WIDTH
    return width, bands, per_row


def labels(en, fr):
    return {"en": en, "fr": fr}


def generate(buildings, levels, units, seed):
    rnd = random.Random(seed)
    proj = Projection(lon0=-73.5600, lat0=45.4990)
    w = Writer(rnd, proj)
    width, bands, per_row = plan(units)
    bw = SPINE + width
    bh = bands * BAND
    total_w = buildings * bw + (buildings - 1) * GAP

    address = w.add("address", None, address="1 Synthetic Way", unit=None, locality="Montréal",
                    province="CA-QC", country="CA", postal_code="H2Y 0A0")
    unit_address = w.add("address", None, address="1 Synthetic Way", unit="Suite 1", locality="Montréal",
                         province="CA-QC", country="CA", postal_code="H2Y 0A0")
    w.add("venue", w.box(-10, -10, total_w + 10, bh + 10), category="businesscampus",
          name=labels("Synthetic Campus %dx%dx%d" % (buildings, levels, units), "Campus synthétique"),
          display_point=w.point(total_w / 2.0, bh / 2.0 + 0.123), address_id=address)
    anchor_count = 0
    for b in range(buildings):
        bx = b * (bw + GAP)
        building = w.add("building", None, name=labels("Building %d" % (b + 1), "Bâtiment %d" % (b + 1)),
                         category="unspecified", display_point=w.point(bx + bw / 2.0, bh / 2.0),
                         address_id=unit_address if b == 0 else None)
        w.add("footprint", w.box(bx, 0, bx + bw, bh), category="ground", building_ids=[building])
        elevator_units, stairs_units = [], []
        for m in range(levels):
            ordinal = m - 1
            short = "B1" if ordinal < 0 else str(ordinal)
            level = w.add("level", w.box(bx, 0, bx + bw, bh), category="unspecified", outdoor=False,
                          ordinal=ordinal, name=labels("Building %d level %s" % (b + 1, short),
                                                       "Bâtiment %d niveau %s" % (b + 1, short)),
                          short_name=labels(short, short), display_point=w.point(bx + bw / 2.0, bh / 2.0 + 0.1),
                          building_ids=[building])
            spine = w.add("unit", w.box(bx, 0, bx + SPINE, bh), category="walkway",
                          name=labels("Spine", "Couloir principal"), level_id=level,
                          display_point=w.point(bx + SPINE / 2.0, bh / 2.0 + 0.1))
            if m == 1 or levels == 1:
                w.add("opening", w.line((bx, 1.0), (bx, 2.5)), category="pedestrian.principal",
                      door={"type": "sliding", "automatic": True, "material": "glass"},
                      name=labels("Entrance", "Entrée"), level_id=level)
            room_number = 0
            for band in range(bands):
                y0 = band * BAND
                cy0, cy1 = y0 + ROOM_DEPTH, y0 + ROOM_DEPTH + CORRIDOR
                corridor = w.add("unit", w.box(bx + SPINE, cy0, bx + bw, cy1), category="walkway",
                                 name=labels("Corridor %d" % (band + 1), "Couloir %d" % (band + 1)),
                                 level_id=level, display_point=w.point(bx + SPINE + width / 2.0, (cy0 + cy1) / 2.0))
                w.add("opening", w.line((bx + SPINE, cy0 + 0.75), (bx + SPINE, cy1 - 0.75)), category="pedestrian",
                      door={"type": "open", "automatic": False, "material": None}, level_id=level)
                for side, (ry0, ry1, door_y) in enumerate(((y0, cy0, cy0), (cy1, y0 + BAND, cy1))):
                    n = per_row[2 * band + side]
                    for i in range(n):
                        rx0 = bx + SPINE + i * width / n
                        rx1 = bx + SPINE + (i + 1) * width / n
                        room_number += 1
                        if band == 0 and side == 0 and i == 0:
                            category, en, fr = "elevator", "Elevator", "Ascenseur"
                        elif band == 0 and side == 0 and i == 1:
                            category, en, fr = "stairs", "Stairs", "Escalier"
                        else:
                            category = ROOM_CATEGORIES[rnd.randrange(len(ROOM_CATEGORIES))]
                            en = "Room %s-%04d" % (short, room_number)
                            fr = "Salle %s-%04d" % (short, room_number)
                        cx, cy = (rx0 + rx1) / 2.0, (ry0 + ry1) / 2.0
                        unit = w.add("unit", w.box(rx0, ry0, rx1, ry1), category=category, name=labels(en, fr),
                                     level_id=level, display_point=w.point(cx, cy),
                                     accessibility=["wheelchair"] if category == "elevator" else None)
                        if category == "elevator":
                            elevator_units.append((unit, cx, cy))
                        elif category == "stairs":
                            stairs_units.append((unit, cx, cy))
                        door = min(1.2, (rx1 - rx0) - 0.5)
                        w.add("opening", w.line((cx - door / 2.0, door_y), (cx + door / 2.0, door_y)),
                              category="pedestrian", door={"type": "swinging", "automatic": False,
                                                           "material": "wood"}, level_id=level)
                        if room_number % 10 == 3 and category not in ("elevator", "stairs"):
                            anchor_count += 1
                            anchor = w.add("anchor", w.point(cx, cy + 0.5), unit_id=unit)
                            w.add("occupant", None,
                                  name=labels("Tenant %d" % anchor_count, "Locataire %d" % anchor_count),
                                  category=OCCUPANT_CATEGORIES[anchor_count % len(OCCUPANT_CATEGORIES)],
                                  anchor_id=anchor, hours="Mo-Fr 08:00-18:00; Sa 10:00-16:00",
                                  phone="+1514555%04d" % (anchor_count % 10000),
                                  website="https://tenant-%d.example" % anchor_count)
                        if room_number % 15 == 7 and category not in ("elevator", "stairs"):
                            amenity = AMENITY_FOR_ROOM.get(category) or AMENITY_DEFAULTS[room_number % len(AMENITY_DEFAULTS)]
                            w.add("amenity", w.point(cx, cy - 0.5), category=amenity, unit_ids=[unit])
        for category, found in (("elevator", elevator_units), ("stairs", stairs_units)):
            if not found:
                continue
            unit_ids = [u for u, _, _ in found]
            _, cx, cy = found[0]
            w.add("amenity", w.point(cx, cy), category=category, unit_ids=unit_ids,
                  name=labels("%s, building %d" % (category.title(), b + 1),
                              "%s, bâtiment %d" % ("Ascenseur" if category == "elevator" else "Escalier", b + 1)))
            if len(unit_ids) > 1:
                w.add("relationship", None, category=category, direction="undirected",
                      origin={"id": unit_ids[0], "feature_type": "unit"},
                      intermediary=[{"id": u, "feature_type": "unit"} for u in unit_ids[1:-1]] or None,
                      destination={"id": unit_ids[-1], "feature_type": "unit"})
    return w


def main(argv):
    parser = argparse.ArgumentParser(description="Generate a large synthetic, valid IMDF venue.")
    parser.add_argument("--buildings", type=int, default=4)
    parser.add_argument("--levels", type=int, default=5)
    parser.add_argument("--units", type=int, default=2500, help="units per level (>= 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default=os.path.join(".build", "imdf-large"))
    parser.add_argument("--zip", action="store_true", help="also write <name>.zip")
    parser.add_argument("--zip-level", type=int, default=6, choices=range(10), help="zlib level; 0 stores")
    parser.add_argument("--check", action="store_true", help="run imdf_selfcheck.py on the result (slow when large)")
    args = parser.parse_args(argv[1:])
    if args.buildings < 1 or args.levels < 1 or args.units < 4:
        parser.error("need --buildings >= 1, --levels >= 1, --units >= 4")
    start = time.time()
    name = "Large-%dx%dx%d-s%d" % (args.buildings, args.levels, args.units, args.seed)
    directory = os.path.join(args.out, name)
    writer = generate(args.buildings, args.levels, args.units, args.seed)
    counts = writer.write(directory, {
        "version": "1.0.0", "created": "2026-11-01T09:00:00Z",
        "generated_by": "IMDFKit SampleVenues/generate_large.py --buildings %d --levels %d --units %d --seed %d"
                        % (args.buildings, args.levels, args.units, args.seed),
        "language": "en", "extensions": None})
    size = sum(os.path.getsize(os.path.join(directory, f)) for f in os.listdir(directory))
    print("wrote %s: %.1f MB, %s (%.1f s)" % (directory, size / 1e6, ", ".join(
        "%s %d" % kv for kv in counts.items()), time.time() - start))
    if args.zip:
        make_zip(directory, directory + ".zip", compress_level=args.zip_level)
        print("wrote %s.zip: %.1f MB (%.1f s total)" % (
            directory, os.path.getsize(directory + ".zip") / 1e6, time.time() - start))
    if args.check:
        from imdf_selfcheck import check_directory
        findings = [f for f in check_directory(directory) if f[0] != "info"]
        for finding in findings[:50]:
            print(finding)
        print("self-check: %d errors/warnings" % len(findings))
        return 1 if findings else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
