#!/usr/bin/env python3
"""A plain-Python check of an IMDF directory against the spec's section 4.3 rules (A-E).

    python3 SampleVenues/imdf_selfcheck.py SampleVenues/HarbourviewQuay

This is the generators' safety net, not the product: it exists so that a
sample we commit is known to be clean (and the "with mistakes" sample is
known to contain exactly its planted defects). Findings are tuples
(severity, rule, file, feature_id, message); severity is "error",
"warning" or "info". Exit status 1 when there is any error or warning.
"""

import json
import math
import os
import re
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from imdf_samplekit import (FEATURE_TYPES, PROPERTY_KEYS, UNLOCATED_TYPES,
                            distance_to_segment, point_in_ring, signed_area)

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORIES_PATHS = (
    os.path.join(HERE, "..", "..", "shared", "imdf-data", "categories.json"),
    "/work/shared/imdf-data/categories.json",
)

UUID_V4 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
DATE_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")
LANGUAGE_TAG = re.compile(r"^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$")
PHONE = re.compile(r"^\+[1-9]\d{1,14}$")
WEBSITE = re.compile(r"^https?://[^\s/$.?#][^\s]*$")
HOURS = re.compile(r"^[A-Za-z0-9 ,:;+\-\"/]+$")
COUNTRY = re.compile(r"^[A-Z]{2}$")
PROVINCE = re.compile(r"^[A-Z]{2}-[A-Z0-9]{1,3}$")

REQUIRED = {
    "address": ("address", "locality", "country"),
    "amenity": ("category", "unit_ids"),
    "anchor": ("unit_id",),
    "building": ("category",),
    "detail": ("level_id",),
    "fixture": ("category", "level_id"),
    "footprint": ("category", "building_ids"),
    "geofence": ("category",),
    "kiosk": ("level_id",),
    "level": ("category", "outdoor", "ordinal", "name", "short_name"),
    "occupant": ("name", "category", "anchor_id"),
    "opening": ("category", "level_id"),
    "relationship": ("category", "direction"),
    "section": ("category", "level_id"),
    "unit": ("category", "level_id"),
    "venue": ("category", "name", "display_point", "address_id"),
}

GEOMETRY = {
    "amenity": ("Point",), "anchor": ("Point",), "opening": ("LineString",),
    "detail": ("LineString", "MultiLineString"),
}
for _t in ("fixture", "footprint", "geofence", "kiosk", "level", "section", "unit", "venue"):
    GEOMETRY[_t] = ("Polygon", "MultiPolygon")

LABEL_KEYS = ("name", "alt_name", "short_name")

# (feature type, property, target type, is array)
REFERENCES = (
    ("unit", "level_id", "level", False), ("opening", "level_id", "level", False),
    ("fixture", "level_id", "level", False), ("kiosk", "level_id", "level", False),
    ("section", "level_id", "level", False), ("detail", "level_id", "level", False),
    ("amenity", "unit_ids", "unit", True), ("anchor", "unit_id", "unit", False),
    ("occupant", "anchor_id", "anchor", False), ("fixture", "anchor_id", "anchor", False),
    ("kiosk", "anchor_id", "anchor", False),
    ("venue", "address_id", "address", False), ("building", "address_id", "address", False),
    ("level", "address_id", "address", False), ("section", "address_id", "address", False),
    ("amenity", "address_id", "address", False), ("anchor", "address_id", "address", False),
    ("footprint", "building_ids", "building", True), ("level", "building_ids", "building", True),
    ("geofence", "building_ids", "building", True), ("geofence", "level_ids", "level", True),
    ("section", "parents", "section", True), ("geofence", "parents", "geofence", True),
)

OVERLAP_EXEMPT_UNITS = {"opentobelow", "column", "structure", "brick", "concrete",
                        "drywall", "glass", "wood"}
EPSILON = 1e-9


def load_categories():
    for path in CATEGORIES_PATHS:
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                return {k: set(v) for k, v in json.load(f).items()}
    raise SystemExit("categories.json not found (looked in %s)" % ", ".join(CATEGORIES_PATHS))


# ---------------------------------------------------------------- geometry helpers

def polygons_of(geometry):
    """A list of polygons (each a list of closed rings) for Polygon/MultiPolygon."""
    if geometry["type"] == "Polygon":
        return [geometry["coordinates"]]
    return list(geometry["coordinates"])


def is_point(value):
    """A GeoJSON Point with two numbers (display points are checked only when well-formed)."""
    return (isinstance(value, dict) and value.get("type") == "Point"
            and isinstance(value.get("coordinates"), list) and len(value["coordinates"]) == 2
            and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value["coordinates"]))


def on_boundary(x, y, rings):
    for ring in rings:
        for i in range(len(ring) - 1):
            if distance_to_segment(x, y, ring[i], ring[i + 1]) <= EPSILON:
                return True
    return False


def contains(geometry, x, y, strictly=False):
    """Point in Polygon/MultiPolygon; boundary counts as inside unless `strictly`."""
    for rings in polygons_of(geometry):
        if on_boundary(x, y, rings):
            if strictly:
                return False
            return True
        if point_in_ring(x, y, rings[0]) and not any(point_in_ring(x, y, h) for h in rings[1:]):
            return True
    return False


def area(geometry):
    return sum(abs(signed_area(r[0])) - sum(abs(signed_area(h)) for h in r[1:])
               for r in polygons_of(geometry))


def bbox(geometry):
    xs, ys = [], []
    for rings in polygons_of(geometry):
        for p in rings[0]:
            xs.append(p[0])
            ys.append(p[1])
    return min(xs), min(ys), max(xs), max(ys)


def segments_intersect(a, b, c, d):
    """True when closed segments ab and cd share at least one point."""
    def orient(p, q, r):
        v = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
        return 0 if v == 0 else (1 if v > 0 else -1)

    def on_seg(p, q, r):
        return (min(p[0], q[0]) <= r[0] <= max(p[0], q[0])
                and min(p[1], q[1]) <= r[1] <= max(p[1], q[1]))
    o1, o2, o3, o4 = orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)
    if o1 != o2 and o3 != o4:
        return True
    return ((o1 == 0 and on_seg(a, b, c)) or (o2 == 0 and on_seg(a, b, d))
            or (o3 == 0 and on_seg(c, d, a)) or (o4 == 0 and on_seg(c, d, b)))


def ring_self_intersects(ring):
    n = len(ring) - 1
    if n > 64:
        return False  # only small rings are checked; ours are rectangles and L-shapes
    for i in range(n):
        for j in range(i + 1, n):
            if j == i + 1 or (i == 0 and j == n - 1):
                continue
            if segments_intersect(ring[i], ring[i + 1], ring[j], ring[j + 1]):
                return True
    return False


# ---------------------------------------------------------------- the check

class Checker:
    def __init__(self, directory, categories):
        self.directory = directory
        self.categories = categories
        self.findings = []
        self.features = {t: [] for t in FEATURE_TYPES}
        self.by_id = {}

    def add(self, severity, rule, file, fid, message):
        self.findings.append((severity, rule, file, fid, message))

    # A. archive and structure
    def load(self):
        manifest_path = os.path.join(self.directory, "manifest.json")
        if not os.path.exists(manifest_path):
            self.add("error", "ManifestFileMustBePresent", "manifest.json", None, "missing")
        else:
            try:
                with open(manifest_path, encoding="utf-8") as f:
                    manifest = json.load(f)
                if manifest.get("version") != "1.0.0":
                    self.add("warning", "ManifestVersion", "manifest.json", None, "version is %r" % manifest.get("version"))
                if not isinstance(manifest.get("created"), str) or not DATE_TIME.match(manifest["created"]):
                    self.add("error", "ManifestCreated", "manifest.json", None, "created is not a DATE-TIME with offset")
                if not isinstance(manifest.get("language"), str) or not LANGUAGE_TAG.match(manifest["language"]):
                    self.add("error", "ManifestLanguage", "manifest.json", None, "language is not a language tag")
            except ValueError as e:
                self.add("error", "FileMustBeValidJSON", "manifest.json", None, str(e))
        ids = {}
        for feature_type in FEATURE_TYPES:
            file = feature_type + ".geojson"
            path = os.path.join(self.directory, file)
            if not os.path.exists(path):
                self.add("info", "FileMissing", file, None, "file absent")
                continue
            with open(path, encoding="utf-8") as f:
                text = f.read()
            try:
                root = json.loads(text)
            except json.JSONDecodeError as e:
                self.add("error", "FileMustBeValidJSON", file, None,
                         "%d:%d: %s" % (e.lineno, e.colno, e.msg))
                continue
            if not isinstance(root, dict) or root.get("type") != "FeatureCollection" \
                    or not isinstance(root.get("features"), list):
                self.add("error", "FileMustContainFeatureCollection", file, None, "not a FeatureCollection")
                continue
            for index, feature in enumerate(root["features"]):
                fid = feature.get("id") if isinstance(feature, dict) else None
                where = fid if isinstance(fid, str) else "features[%d]" % index
                if not isinstance(feature, dict) or feature.get("type") != "Feature":
                    self.add("error", "FeatureMustBeFeature", file, where, "not a Feature")
                    continue
                for member in ("id", "feature_type", "geometry", "properties"):
                    if member not in feature:
                        self.add("error", "FeatureMustHave_" + member, file, where, "missing " + member)
                if not isinstance(fid, str) or not fid:
                    self.add("error", "FeatureIdMustBeString", file, where, "id not a non-empty string")
                    continue
                if not UUID_V4.match(fid):
                    self.add("warning", "FeatureIdShouldBeUUIDv4", file, fid, "not a lower-case v4 UUID")
                if fid in ids:
                    self.add("error", "FeatureIdMustBeUnique", file, fid, "also in %s" % ids[fid])
                    continue
                ids[fid] = file
                if feature.get("feature_type") != feature_type:
                    self.add("error", "FeatureTypeMustMatchFile", file, fid, "feature_type %r" % feature.get("feature_type"))
                    continue
                if not isinstance(feature.get("properties"), dict):
                    self.add("error", "PropertiesMustBeObject", file, fid, "properties not an object")
                    continue
                self.features[feature_type].append(feature)
                self.by_id[fid] = feature
        if len(self.features["venue"]) != 1:
            self.add("error", "VenueCountMustBeExactlyOne", "venue.geojson", None,
                     "%d venues" % len(self.features["venue"]))

    # B. geometry form
    def check_geometry(self, feature_type, feature):
        file, fid, geometry = feature_type + ".geojson", feature["id"], feature.get("geometry")
        if feature_type in UNLOCATED_TYPES:
            if geometry is not None:
                self.add("error", "GeometryMustBeNull", file, fid, "unlocated feature has geometry")
            return False
        if feature_type == "relationship":
            return geometry is not None
        if not isinstance(geometry, dict) or geometry.get("type") not in GEOMETRY[feature_type]:
            self.add("error", "GeometryType", file, fid, "geometry must be %s" % "/".join(GEOMETRY[feature_type]))
            return False
        ok = True
        kind, coords = geometry["type"], geometry.get("coordinates")

        def position(p):
            nonlocal ok
            if not (isinstance(p, list) and len(p) == 2 and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in p)):
                self.add("error", "PositionMustHaveTwoNumbers", file, fid, "bad position %r" % (p,))
                ok = False
            elif not (-180 <= p[0] <= 180 and -90 <= p[1] <= 90):
                self.add("error", "PositionOutOfRange", file, fid, "position %r" % (p,))
                ok = False

        def ring(r, exterior):
            nonlocal ok
            for p in r:
                position(p)
            if len(r) < 4 or r[0] != r[-1]:
                self.add("error", "RingMustBeClosed", file, fid, "ring not closed or < 4 positions")
                ok = False
                return
            if ok and (signed_area(r) > 0) != exterior:
                self.add("warning", "RingWinding", file, fid, "exterior must be CCW, holes CW")
            if ok and ring_self_intersects(r):
                self.add("error", "RingSelfIntersection", file, fid, "ring self-intersects")
        if kind == "Point":
            position(coords)
        elif kind == "LineString":
            for p in coords:
                position(p)
            if len(coords) < 2:
                self.add("error", "LineStringTooShort", file, fid, "< 2 positions")
                ok = False
        elif kind == "MultiLineString":
            for line in coords:
                for p in line:
                    position(p)
        else:
            for rings in ([coords] if kind == "Polygon" else coords):
                for index, r in enumerate(rings):
                    ring(r, index == 0)
        return ok

    # C. properties
    def check_labels(self, file, fid, key, value):
        if value is None:
            return
        if isinstance(value, str):
            self.add("error", "LabelsMustBeObject", file, fid, "%s is a plain string" % key)
        elif not isinstance(value, dict) or not value:
            self.add("error", "LabelsMustBeObject", file, fid, "%s is not a non-empty object" % key)
        else:
            for tag, text in value.items():
                if not LANGUAGE_TAG.match(tag) or not isinstance(text, str):
                    self.add("error", "NameMustBeString", file, fid, "%s[%r]" % (key, tag))

    def check_properties(self, feature_type, feature):
        file, fid, props = feature_type + ".geojson", feature["id"], feature["properties"]
        for key in PROPERTY_KEYS[feature_type]:
            if key not in props:
                self.add("warning", "PropertyKeyMissing", file, fid, "no key %r" % key)
        for key in REQUIRED[feature_type]:
            if props.get(key) is None:
                self.add("error", "RequiredProperty", file, fid, "%s is required" % key)
        category = props.get("category")
        if category is not None and feature_type in self.categories and category not in self.categories[feature_type]:
            self.add("error", "UnknownCategory", file, fid, "category %r" % category)
        for key in LABEL_KEYS:
            if key in props:
                self.check_labels(file, fid, key, props[key])
        if props.get("restriction") is not None and props["restriction"] not in self.categories["restriction"]:
            self.add("error", "UnknownRestriction", file, fid, repr(props["restriction"]))
        for key, cat in (("accessibility", "accessibility"), ("access_control", "access_control")):
            value = props.get(key)
            if value is not None and (not isinstance(value, list) or any(v not in self.categories[cat] for v in value)):
                self.add("error", "UnknownCategory", file, fid, "%s %r" % (key, value))
        door = props.get("door")
        if door is not None:
            if not isinstance(door, dict) or set(door) - {"type", "automatic", "material"} \
                    or door.get("type") not in self.categories["door_type"] | {None} \
                    or door.get("material") not in self.categories["door_material"] | {None} \
                    or door.get("automatic") not in (True, False, None):
                self.add("error", "BadDoor", file, fid, repr(door))
        if feature_type == "relationship" and props.get("direction") not in ("directed", "undirected"):
            self.add("error", "BadDirection", file, fid, repr(props.get("direction")))
        if props.get("phone") is not None and not PHONE.match(str(props["phone"])):
            self.add("warning", "PhoneNotE164", file, fid, repr(props["phone"]))
        if props.get("website") is not None and not WEBSITE.match(str(props["website"])):
            self.add("warning", "WebsiteNotHTTP", file, fid, repr(props["website"]))
        if props.get("hours") is not None and not HOURS.match(str(props["hours"])):
            self.add("warning", "HoursMalformed", file, fid, repr(props["hours"]))
        if feature_type == "address":
            if props.get("country") is not None and not COUNTRY.match(str(props["country"])):
                self.add("error", "BadCountry", file, fid, repr(props["country"]))
            if props.get("province") is not None and not PROVINCE.match(str(props["province"])):
                self.add("error", "BadProvince", file, fid, repr(props["province"]))
        if feature_type == "level":
            if not isinstance(props.get("ordinal"), int) or isinstance(props.get("ordinal"), bool):
                self.add("error", "OrdinalMustBeInteger", file, fid, repr(props.get("ordinal")))
            if not isinstance(props.get("outdoor"), bool):
                self.add("error", "OutdoorMustBeBoolean", file, fid, repr(props.get("outdoor")))
        validity = props.get("validity")
        if validity is not None:
            if not isinstance(validity, dict) or any(
                    k not in ("start", "end", "modified") or not isinstance(v, str) or not DATE_TIME.match(v)
                    for k, v in validity.items()):
                self.add("error", "BadTemporality", file, fid, repr(validity))
        dp = props.get("display_point")
        if dp is not None and not is_point(dp):
            self.add("error", "DisplayPointMustBePoint", file, fid, repr(dp))

    # D. references
    def resolve(self, file, fid, key, target_id, target_type):
        target = self.by_id.get(target_id) if isinstance(target_id, str) else None
        if target is None:
            self.add("error", "ReferencedFeatureIDMustBeResolvable", file, fid, "%s %r resolves to nothing" % (key, target_id))
            return None
        if target["feature_type"] != target_type:
            self.add("error", "ReferencedFeatureIDMustBeResolvable", file, fid,
                     "%s %r is a %s, not a %s" % (key, target_id, target["feature_type"], target_type))
            return None
        return target

    def check_references(self):
        self.referenced = set()
        for feature_type, key, target_type, is_array in REFERENCES:
            for feature in self.features[feature_type]:
                value = feature["properties"].get(key)
                if value is None:
                    continue
                values = value if is_array else [value]
                if is_array and not isinstance(value, list):
                    self.add("error", "MustBeArray", feature_type + ".geojson", feature["id"], key)
                    continue
                for target_id in values:
                    if self.resolve(feature_type + ".geojson", feature["id"], key, target_id, target_type):
                        self.referenced.add((key, target_id))
        for feature in self.features["relationship"]:
            props = feature["properties"]
            refs = [("origin", props.get("origin")), ("destination", props.get("destination"))]
            refs += [("intermediary", r) for r in (props.get("intermediary") or [])]
            for key, ref in refs:
                if ref is None:
                    continue
                if not isinstance(ref, dict) or ref.get("feature_type") not in FEATURE_TYPES:
                    self.add("error", "BadFeatureReference", "relationship.geojson", feature["id"], key)
                    continue
                self.resolve("relationship.geojson", feature["id"], key, ref.get("id"), ref["feature_type"])
        used = lambda key, fid: (key, fid) in self.referenced
        for a in self.features["address"]:
            if not used("address_id", a["id"]):
                self.add("warning", "OrphanAddress", "address.geojson", a["id"], "no feature references it")
        if not any(a["properties"].get("unit") for a in self.features["address"]):
            self.add("info", "ZeroCountOfUnitQualifiedAddresses", "address.geojson", None, "no address has a unit")
        for b in self.features["building"]:
            if not used("building_ids", b["id"]):
                self.add("warning", "OrphanBuilding", "building.geojson", b["id"], "no footprint or level references it")
            elif not any(b["id"] in (f["properties"].get("building_ids") or []) for f in self.features["footprint"]):
                self.add("warning", "BuildingWithoutFootprint", "building.geojson", b["id"], "no footprint")
            elif not any(b["id"] in (f["properties"].get("building_ids") or []) for f in self.features["level"]):
                self.add("warning", "BuildingWithoutLevel", "building.geojson", b["id"], "no level")
        levels_with_units = {u["properties"].get("level_id") for u in self.features["unit"]}
        for level in self.features["level"]:
            if level["id"] not in levels_with_units:
                self.add("warning", "LevelWithoutUnits", "level.geojson", level["id"], "no unit on this level")
        for anchor in self.features["anchor"]:
            if not used("anchor_id", anchor["id"]):
                self.add("warning", "OrphanAnchor", "anchor.geojson", anchor["id"], "no occupant, fixture or kiosk uses it")
        ordinals = {}
        for level in self.features["level"]:
            for b in level["properties"].get("building_ids") or []:
                if isinstance(level["properties"].get("ordinal"), int):
                    ordinals.setdefault(b, set()).add(level["properties"]["ordinal"])
        for b, values in sorted(ordinals.items()):
            if len(values) != max(values) - min(values) + 1:
                self.add("warning", "OrdinalGap", "level.geojson", None, "building %s ordinals %s" % (b, sorted(values)))

    # E. spatial semantics
    def check_spatial(self, located):
        for feature_type in ("unit", "level", "venue", "building", "fixture", "kiosk", "section", "geofence"):
            for feature in self.features[feature_type]:
                dp = feature["properties"].get("display_point")
                if not is_point(dp) or feature["id"] not in located:
                    continue
                x, y = dp["coordinates"]
                if not contains(feature["geometry"], x, y, strictly=True):
                    self.add("warning", "DisplayPointOutside", feature_type + ".geojson", feature["id"],
                             "display point not strictly inside its geometry")
        for opening in self.features["opening"]:
            dp = opening["properties"].get("display_point")
            if is_point(dp) and opening["id"] in located:
                line = opening["geometry"]["coordinates"]
                if not any(distance_to_segment(dp["coordinates"][0], dp["coordinates"][1], line[i], line[i + 1]) <= EPSILON
                           for i in range(len(line) - 1)):
                    self.add("warning", "DisplayPointOutside", "opening.geojson", opening["id"], "not on the opening")
        for anchor in self.features["anchor"]:
            unit = self.by_id.get(anchor["properties"].get("unit_id"))
            if unit and unit["feature_type"] == "unit" and anchor["id"] in located and unit["id"] in located:
                if not contains(unit["geometry"], *anchor["geometry"]["coordinates"]):
                    self.add("warning", "AnchorOutsideUnit", "anchor.geojson", anchor["id"], "not inside its unit")
        for amenity in self.features["amenity"]:
            units = [self.by_id.get(u) for u in amenity["properties"].get("unit_ids") or []]
            units = [u for u in units if u and u["feature_type"] == "unit" and u["id"] in located]
            if units and amenity["id"] in located and not any(
                    contains(u["geometry"], *amenity["geometry"]["coordinates"]) for u in units):
                self.add("warning", "AmenityOutsideUnits", "amenity.geojson", amenity["id"], "not inside any of its units")
        units_by_level = {}
        for unit in self.features["unit"]:
            if unit["id"] in located:
                units_by_level.setdefault(unit["properties"].get("level_id"), []).append(unit)
        venue = self.features["venue"][0] if len(self.features["venue"]) == 1 else None
        for level in self.features["level"]:
            if level["id"] not in located:
                continue
            if venue is not None and venue["id"] in located:
                for rings in polygons_of(level["geometry"]):
                    if not all(contains(venue["geometry"], p[0], p[1]) for p in rings[0]):
                        self.add("warning", "LevelOutsideVenue", "level.geojson", level["id"], "not inside the venue")
                        break
            units = units_by_level.get(level["id"], [])
            for unit in units:
                if not all(contains(level["geometry"], p[0], p[1]) for rings in polygons_of(unit["geometry"]) for p in rings[0]):
                    self.add("warning", "UnitOutsideLevel", "unit.geojson", unit["id"], "not inside its level")
            self.check_overlaps(level, [u for u in units if u["properties"].get("category") not in OVERLAP_EXEMPT_UNITS])
        self.check_openings(units_by_level, located)

    def check_overlaps(self, level, units, samples=None):
        """Sample a grid over the level; a point in two units is an overlap."""
        if not units:
            return
        x0, y0, x1, y1 = bbox(level["geometry"])
        n = samples or max(80, int(math.sqrt(len(units)) * 6))
        # Odd offsets keep the samples off our grid-aligned walls.
        sx, sy = (x1 - x0) / n, (y1 - y0) / n
        reported = set()
        owner = {}
        for unit in units:
            ux0, uy0, ux1, uy1 = bbox(unit["geometry"])
            i0, i1 = max(0, int((ux0 - x0) / sx) - 1), min(n, int((ux1 - x0) / sx) + 1)
            j0, j1 = max(0, int((uy0 - y0) / sy) - 1), min(n, int((uy1 - y0) / sy) + 1)
            for i in range(i0, i1):
                px = x0 + (i + 0.4871) * sx
                if not ux0 < px < ux1:
                    continue
                for j in range(j0, j1):
                    py = y0 + (j + 0.5317) * sy
                    if uy0 < py < uy1 and contains(unit["geometry"], px, py, strictly=True):
                        other = owner.get((i, j))
                        if other is not None and (other, unit["id"]) not in reported:
                            reported.add((other, unit["id"]))
                            self.add("warning", "UnitsOverlap", "unit.geojson", unit["id"], "overlaps %s" % other)
                        owner[(i, j)] = unit["id"]
        total = sum(area(u["geometry"]) for u in units)
        if total > area(level["geometry"]) * (1 + 1e-6):
            self.add("warning", "UnitsOverlap", "level.geojson", level["id"], "unit area exceeds level area")

    def check_openings(self, units_by_level, located):
        for opening in self.features["opening"]:
            if opening["id"] not in located:
                continue
            line = opening["geometry"]["coordinates"]
            units = units_by_level.get(opening["properties"].get("level_id"), [])
            lx0, lx1 = min(p[0] for p in line), max(p[0] for p in line)
            ly0, ly1 = min(p[1] for p in line), max(p[1] for p in line)
            hits = 0
            for unit in units:
                ux0, uy0, ux1, uy1 = bbox(unit["geometry"])
                if lx1 < ux0 - EPSILON or lx0 > ux1 + EPSILON or ly1 < uy0 - EPSILON or ly0 > uy1 + EPSILON:
                    continue
                if all(any(on_boundary(p[0], p[1], rings) for rings in polygons_of(unit["geometry"])) for p in line):
                    hits += 1
            if hits == 0:
                self.add("warning", "OpeningNotOnWall", "opening.geojson", opening["id"], "not on any unit wall")

    def run(self):
        self.load()
        located = set()
        for feature_type in FEATURE_TYPES:
            for feature in self.features[feature_type]:
                if self.check_geometry(feature_type, feature):
                    located.add(feature["id"])
                self.check_properties(feature_type, feature)
        self.check_references()
        self.check_spatial(located)
        return self.findings


def check_directory(directory):
    """All findings for the IMDF directory `directory`."""
    return Checker(directory, load_categories()).run()


def main(argv):
    if len(argv) != 2:
        sys.stderr.write("usage: imdf_selfcheck.py DIRECTORY\n")
        return 2
    findings = check_directory(argv[1])
    for severity, rule, file, fid, message in findings:
        print("%s: %s: [%s] %s: %s" % (file, severity, rule, fid or "-", message))
    bad = [f for f in findings if f[0] in ("error", "warning")]
    print("%d errors, %d warnings, %d infos" % (
        sum(f[0] == "error" for f in findings), sum(f[0] == "warning" for f in findings),
        sum(f[0] == "info" for f in findings)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
