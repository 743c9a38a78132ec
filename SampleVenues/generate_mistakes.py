#!/usr/bin/env python3
"""Generate HarbourviewQuayWithMistakes: a small venue with planted, typical defects.

    python3 SampleVenues/generate_mistakes.py [--out SampleVenues]

A tiny ferry pier building (one level, five units) next to Harbourview Quay,
written cleanly and then damaged on purpose. Each defect is listed in
DEFECTS below and written into `<out>/HarbourviewQuayWithMistakes/README.md`
with its file and feature id. The generator runs imdf_selfcheck.py afterwards
and fails unless it finds exactly the planted defects (and nothing else at
error or warning level), so the sample doubles as a test of the checker.
No zip is written: a validator should read the directory.
"""

import argparse
import os
import sys
import uuid

sys.dont_write_bytecode = True  # keep __pycache__ out of the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from imdf_samplekit import (Projection, feature_id, label_point, labels, line_geometry,
                            make_feature, point_geometry, polygon_geometry, rect, write_dataset)
from imdf_selfcheck import check_directory

VENUE_NAME = "HarbourviewQuayWithMistakes"
NAMESPACE = uuid.UUID("6f1c2a9e-3b57-4d0a-9c1e-5a7b8d2e4f60")
PROJECTION = Projection(lon0=-73.5496, lat0=45.5024)


def fid(key):
    return feature_id(NAMESPACE, "mistakes/" + key)


def box(x0, y0, x1, y1):
    return [rect(x0, y0, x1, y1)]


def build():
    """The clean features, keyed by a short name, in writing order."""
    f = {}
    f["address"] = make_feature(
        "address", fid("address"), None, address="1 Jetée Harbourview", unit="Quai B",
        locality="Montréal", province="CA-QC", country="CA", postal_code="H2Y 4B3",
        postal_code_ext=None, postal_code_vanity=None)
    f["venue"] = make_feature(
        "venue", fid("venue"), polygon_geometry(PROJECTION, box(-4, -4, 34, 24)), category="transitstation",
        restriction=None, name=labels("Harbourview Ferry Pier", "Jetée Harbourview"), alt_name=None,
        hours="Mo-Su 06:00-23:00", phone="+15145550170", website="https://harbourview-quay.example/ferry",
        display_point=point_geometry(PROJECTION, (15, 10)), address_id=f["address"]["id"])
    f["building"] = make_feature(
        "building", fid("building"), None, name=labels("Ferry Terminal", "Gare maritime"), alt_name=None,
        category="transit", restriction=None, display_point=point_geometry(PROJECTION, (15, 10)),
        address_id=None)
    f["footprint"] = make_feature(
        "footprint", fid("footprint"), polygon_geometry(PROJECTION, box(0, 0, 30, 20)), category="ground",
        name=None, building_ids=[f["building"]["id"]])
    f["level"] = make_feature(
        "level", fid("level"), polygon_geometry(PROJECTION, box(0, 0, 30, 20)), category="transit",
        restriction=None, outdoor=False, ordinal=0, name=labels("Pier Level", "Niveau de la jetée"),
        short_name=labels("G", "RC"), display_point=point_geometry(PROJECTION, (15, 10)), address_id=None,
        building_ids=[f["building"]["id"]])
    level_id = f["level"]["id"]
    shapes = {
        "hall": ("walkway", "Pier Hall", "Hall de la jetée", box(0, 0, 30, 8)),
        "tickets": ("office", "Ferry Tickets", "Billets du traversier", box(0, 8, 10, 20)),
        "waiting": ("waitingroom", "Waiting Room", "Salle d'attente", box(10, 8, 20, 20)),
        "restroom": ("restroom.unisex.wheelchair", "Restroom", "Toilettes", box(20, 8, 25, 20)),
        "shop": ("room", "Pier Shop", "Boutique de la jetée", box(25, 8, 30, 20)),
    }
    units = {}
    for key, (category, en, fr, shape) in shapes.items():
        units[key] = f["unit/" + key] = make_feature(
            "unit", fid("unit/" + key), polygon_geometry(PROJECTION, shape), category=category,
            restriction=None, accessibility=None, name=labels(en, fr), alt_name=None, level_id=level_id,
            display_point=point_geometry(PROJECTION, label_point([shape])))
    for key, x0, x1 in (("tickets", 4, 6), ("waiting", 14, 16), ("restroom", 22, 23.2), ("shop", 27, 28.5)):
        f["opening/" + key] = make_feature(
            "opening", fid("opening/" + key), line_geometry(PROJECTION, [(x0, 8), (x1, 8)]),
            category="pedestrian", accessibility=None, access_control=None,
            door={"type": "swinging", "automatic": False, "material": "wood"}, name=None, alt_name=None,
            display_point=None, level_id=level_id)
    f["opening/pier"] = make_feature(
        "opening", fid("opening/pier"), line_geometry(PROJECTION, [(30, 2), (30, 6)]),
        category="pedestrian.principal", accessibility=["wheelchair"], access_control=None,
        door={"type": "sliding", "automatic": True, "material": "glass"}, name=labels("Gangway", "Passerelle"),
        alt_name=None, display_point=point_geometry(PROJECTION, (30, 4)), level_id=level_id)
    f["amenity/restroom"] = make_feature(
        "amenity", fid("amenity/restroom"), point_geometry(PROJECTION, (22.5, 14)),
        category="restroom.unisex.wheelchair", accessibility=["wheelchair"], name=None, alt_name=None,
        hours=None, phone=None, website=None, unit_ids=[units["restroom"]["id"]], address_id=None,
        correlation_id=None)
    f["amenity/ticketing"] = make_feature(
        "amenity", fid("amenity/ticketing"), point_geometry(PROJECTION, (5, 14)),
        category="ticketing.shuttle", accessibility=None, name=labels("Ferry Tickets", "Billets du traversier"),
        alt_name=None, hours="Mo-Su 06:00-22:30", phone=None, website=None,
        unit_ids=[units["tickets"]["id"]], address_id=None, correlation_id=None)
    f["anchor/shop"] = make_feature(
        "anchor", fid("anchor/shop"), point_geometry(PROJECTION, (27.5, 14)), address_id=f["address"]["id"],
        unit_id=units["shop"]["id"])
    f["anchor/cart"] = make_feature(
        "anchor", fid("anchor/cart"), point_geometry(PROJECTION, (8, 4)), address_id=None,
        unit_id=units["hall"]["id"])
    f["anchor/coffee"] = make_feature(
        "anchor", fid("anchor/coffee"), point_geometry(PROJECTION, (15, 14)), address_id=None,
        unit_id=units["waiting"]["id"])
    f["occupant/shop"] = make_feature(
        "occupant", fid("occupant/shop"), None, name=labels("Pier Souvenirs", "Souvenirs de la jetée"),
        category="souvenirs", anchor_id=f["anchor/shop"]["id"], hours="Mo-Su 09:00-18:00",
        phone="+15145550171", website="https://pier-souvenirs.example", validity=None, correlation_id=None)
    f["occupant/coffee"] = make_feature(
        "occupant", fid("occupant/coffee"), None, name=labels("Bitts Coffee", "Café Bitts"),
        category="coffee", anchor_id=f["anchor/coffee"]["id"], hours="Mo-Fr 06:30-19:00; Sa,Su 08:00-17:00",
        phone="+15145550172", website="https://bitts.example", validity=None, correlation_id=None)
    f["kiosk"] = make_feature(
        "kiosk", fid("kiosk"), polygon_geometry(PROJECTION, box(6, 2, 10, 6)), name=labels("Coffee Cart", "Chariot à café"),
        alt_name=None, anchor_id=f["anchor/cart"]["id"], level_id=level_id,
        display_point=point_geometry(PROJECTION, (8, 4)))
    f["fixture/bench"] = make_feature(
        "fixture", fid("fixture/bench"), polygon_geometry(PROJECTION, box(12, 18, 18, 19)), category="furniture",
        name=None, alt_name=None, anchor_id=None, level_id=level_id, display_point=None)
    f["fixture/desk"] = make_feature(
        "fixture", fid("fixture/desk"), polygon_geometry(PROJECTION, box(1, 18, 9, 19)), category="desk",
        name=labels("Ticket Desk", "Comptoir"), alt_name=None, anchor_id=None, level_id=level_id,
        display_point=point_geometry(PROJECTION, (5, 18.5)))
    f["detail"] = make_feature(
        "detail", fid("detail"), line_geometry(PROJECTION, [(29.5, 0.5), (29.5, 7.5)]), level_id=level_id)
    return f


MISSING_UNIT = fid("missing/unit")
MISSING_ANCHOR = fid("missing/anchor")


def plant_defects(f):
    """Damage the clean features in place; returns (file, feature id, rule, description) rows
    for everything except the trailing comma (planted in the text afterwards)."""
    rows = []
    # 1. An anchor whose unit_id resolves to nothing.
    f["anchor/cart"]["properties"]["unit_id"] = MISSING_UNIT
    rows.append(("anchor.geojson", f["anchor/cart"]["id"], "ReferencedFeatureIDMustBeResolvable",
                 "`unit_id` is %s, which is no feature in the archive (dangling reference)" % MISSING_UNIT))
    # 2. An occupant whose anchor_id resolves to nothing (leaving its real anchor unused).
    f["occupant/coffee"]["properties"]["anchor_id"] = MISSING_ANCHOR
    rows.append(("occupant.geojson", f["occupant/coffee"]["id"], "ReferencedFeatureIDMustBeResolvable",
                 "`anchor_id` is %s, which is no feature in the archive (dangling reference)" % MISSING_ANCHOR))
    rows.append(("anchor.geojson", f["anchor/coffee"]["id"], "OrphanAnchor",
                 "consequence of the previous defect: no occupant, fixture or kiosk uses this anchor any more"))
    # 3. An unknown category.
    f["unit/shop"]["properties"]["category"] = "giftshop"
    rows.append(("unit.geojson", f["unit/shop"]["id"], "UnknownCategory",
                 "`category` is \"giftshop\", which is not a unit category (\"room\" was meant)"))
    # 4. A display point outside its unit (it lies in the pier hall, south of the waiting room).
    f["unit/waiting"]["properties"]["display_point"] = point_geometry(PROJECTION, (15, 4))
    rows.append(("unit.geojson", f["unit/waiting"]["id"], "DisplayPointOutside",
                 "`display_point` lies in the Pier Hall, 4 m outside the Waiting Room polygon"))
    # 5. A duplicate id across files: a detail reuses the restroom amenity's id.
    f["detail"]["id"] = f["amenity/restroom"]["id"]
    rows.append(("detail.geojson (and amenity.geojson)", f["amenity/restroom"]["id"], "FeatureIdMustBeUnique",
                 "the pier-edge detail line has the same id as the restroom amenity (ids must be unique "
                 "across all files; amenity.geojson is read first, so the detail is the duplicate)"))
    # 6. A plain-string name instead of LABELS.
    f["unit/tickets"]["properties"]["name"] = "Ferry Tickets"
    rows.append(("unit.geojson", f["unit/tickets"]["id"], "LabelsMustBeObject",
                 "`name` is the plain string \"Ferry Tickets\", not a LABELS object such as {\"en\": \"Ferry Tickets\"}"))
    return rows


def plant_trailing_comma(directory, file_name):
    """Append a comma after the last feature of `file_name`; returns (line, column) of
    the comma and (line, column) of the `]` where a strict parser stops (1-based)."""
    path = os.path.join(directory, file_name)
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    closing = lines.index("  ]")
    last = closing - 1
    lines[last] += ","
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines))
    return (last + 1, len(lines[last])), (closing + 1, 3)


def readme_text(rows, comma, bracket, counts):
    out = [
        "# HarbourviewQuayWithMistakes",
        "",
        "A deliberately broken IMDF directory for validator tests, generated by",
        "`SampleVenues/generate_mistakes.py` (do not edit by hand; rerun the script).",
        "It is a tiny ferry pier (one building, one level, five units) with these defects.",
        "",
        "| # | file | feature id | expected rule | defect |",
        "|---|---|---|---|---|",
    ]
    for index, (file, fid_, rule, text) in enumerate(rows, 1):
        out.append("| %d | `%s` | `%s` | %s | %s |" % (index, file, fid_, rule, text))
    out.append("| %d | `fixture.geojson` | — | FileMustBeValidJSON | trailing comma at line %d, column %d "
               "(after the last feature); a strict parser reports it at line %d, column %d, the `]` that "
               "follows. The file's two fixtures are therefore not readable. |"
               % (len(rows) + 1, comma[0], comma[1], bracket[0], bracket[1]))
    out += [
        "",
        "Everything else is valid (all 16 files and the manifest are present). Feature counts as written:",
        "",
        ", ".join("%s %d" % (t, n) for t, n in counts.items()) + ".",
        "",
    ]
    return "\n".join(out)


MANIFEST = {
    "version": "1.0.0",
    "created": "2026-11-01T09:00:00Z",
    "generated_by": "IMDFKit SampleVenues/generate_mistakes.py 1",
    "language": "en",
    "extensions": None,
}


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    args = parser.parse_args(argv[1:])
    directory = os.path.join(args.out, VENUE_NAME)

    features = build()
    write_dataset(directory, MANIFEST, list(features.values()))
    clean = [x for x in check_directory(directory) if x[0] != "info"]
    if clean:
        print("the undamaged sample is not clean: %r" % (clean,), file=sys.stderr)
        return 1

    rows = plant_defects(features)
    by_type = write_dataset(directory, MANIFEST, list(features.values()))
    comma, bracket = plant_trailing_comma(directory, "fixture.geojson")
    counts = {t: len(v) for t, v in by_type.items()}
    with open(os.path.join(directory, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(readme_text(rows, comma, bracket, counts))

    found = sorted((x[1], x[3] or "-") for x in check_directory(directory) if x[0] != "info")
    expected = sorted([(rule, fid_) for _, fid_, rule, _ in rows] + [("FileMustBeValidJSON", "-")])
    if found != expected:
        print("checker findings differ from the planted defects:\n found    %r\n expected %r"
              % (found, expected), file=sys.stderr)
        return 1
    print("wrote %s with %d planted defects, all found by the self-check" % (directory, len(expected)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
