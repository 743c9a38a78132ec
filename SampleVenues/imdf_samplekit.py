"""Shared building blocks for the sample IMDF venue generators.

Everything here is deterministic: identifiers come from uuid5 of a stable key
(with the version bits forced to 4), coordinates come from a fixed local
metre grid projected with a separable (longitude depends only on x, latitude
only on y) equirectangular projection and are rounded to 7 decimals, and
files are written with features sorted by id.

Because the projection is separable, an axis-aligned wall in metres is still
exactly axis-aligned after rounding, so two units that share a wall share
bit-identical coordinates, and a door placed on that wall lies exactly on it.

Python 3 standard library only.
"""

import json
import math
import os
import uuid

FEATURE_TYPES = (
    "address", "amenity", "anchor", "building", "detail", "fixture",
    "footprint", "geofence", "kiosk", "level", "occupant", "opening",
    "relationship", "section", "unit", "venue",
)

# Every property key of each feature type's table (spec section 2). Every
# feature we write carries all of them, null where absent.
PROPERTY_KEYS = {
    "address": ("address", "unit", "locality", "province", "country",
                "postal_code", "postal_code_ext", "postal_code_vanity"),
    "amenity": ("category", "accessibility", "name", "alt_name", "hours",
                "phone", "website", "unit_ids", "address_id", "correlation_id"),
    "anchor": ("address_id", "unit_id"),
    "building": ("name", "alt_name", "category", "restriction",
                 "display_point", "address_id"),
    "detail": ("level_id",),
    "fixture": ("category", "name", "alt_name", "anchor_id", "level_id",
                "display_point"),
    "footprint": ("category", "name", "building_ids"),
    "geofence": ("category", "restriction", "name", "alt_name",
                 "correlation_id", "display_point", "building_ids",
                 "level_ids", "parents"),
    "kiosk": ("name", "alt_name", "anchor_id", "level_id", "display_point"),
    "level": ("category", "restriction", "outdoor", "ordinal", "name",
              "short_name", "display_point", "address_id", "building_ids"),
    "occupant": ("name", "category", "anchor_id", "hours", "phone",
                 "website", "validity", "correlation_id"),
    "opening": ("category", "accessibility", "access_control", "door", "name",
                "alt_name", "display_point", "level_id"),
    "relationship": ("category", "direction", "origin", "intermediary",
                     "destination", "hours"),
    "section": ("category", "restriction", "accessibility", "name",
                "alt_name", "display_point", "level_id", "address_id",
                "correlation_id", "parents"),
    "unit": ("category", "restriction", "accessibility", "name", "alt_name",
             "level_id", "display_point"),
    "venue": ("category", "restriction", "name", "alt_name", "hours", "phone",
              "website", "display_point", "address_id"),
}

UNLOCATED_TYPES = ("address", "building", "occupant")

DECIMALS = 7


def feature_id(namespace, key):
    """A deterministic RFC 4122 version 4 UUID string for `key`.

    uuid5 gives 16 stable bytes; `uuid.UUID(bytes=..., version=4)` then
    overwrites the version and variant bits so the result is v4-shaped.
    """
    raw = uuid.uuid5(namespace, key).bytes
    return str(uuid.UUID(bytes=raw, version=4))


class Projection:
    """Local metres (x east, y north) to rounded WGS 84 longitude/latitude."""

    def __init__(self, lon0, lat0):
        self.lon0 = lon0
        self.lat0 = lat0
        self.m_per_deg_lat = 111132.92 - 559.82 * math.cos(2 * math.radians(lat0))
        self.m_per_deg_lon = 111412.84 * math.cos(math.radians(lat0))

    def lon(self, x):
        return round(self.lon0 + x / self.m_per_deg_lon, DECIMALS)

    def lat(self, y):
        return round(self.lat0 + y / self.m_per_deg_lat, DECIMALS)

    def point(self, xy):
        return [self.lon(xy[0]), self.lat(xy[1])]


# ---------------------------------------------------------------- geometry
# Shapes are built in metres as lists of rings (each ring a list of (x, y)
# without the closing position). `polygon` closes and orients them.

def rect(x0, y0, x1, y1):
    """The ring of an axis-aligned rectangle, counter-clockwise."""
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def signed_area(ring):
    """Shoelace area; positive for counter-clockwise. Accepts closed or open rings."""
    pts = ring[:-1] if len(ring) > 1 and ring[0] == ring[-1] else ring
    total = 0.0
    for i in range(len(pts)):
        x0, y0 = pts[i]
        x1, y1 = pts[(i + 1) % len(pts)]
        total += x0 * y1 - x1 * y0
    return total / 2.0


def oriented(ring, ccw):
    """`ring` reversed if needed so that it winds counter-clockwise iff `ccw`."""
    if (signed_area(ring) > 0) != ccw:
        return list(reversed(ring))
    return list(ring)


def polygon_coordinates(proj, rings):
    """GeoJSON Polygon coordinates: exterior CCW, holes CW, every ring closed."""
    out = []
    for index, ring in enumerate(rings):
        ring = oriented(ring, ccw=(index == 0))
        coords = [proj.point(p) for p in ring]
        coords.append(list(coords[0]))
        out.append(coords)
    return out


def polygon_geometry(proj, rings):
    return {"type": "Polygon", "coordinates": polygon_coordinates(proj, rings)}


def multipolygon_geometry(proj, polygons):
    return {"type": "MultiPolygon",
            "coordinates": [polygon_coordinates(proj, rings) for rings in polygons]}


def point_geometry(proj, xy):
    return {"type": "Point", "coordinates": proj.point(xy)}


def line_geometry(proj, points):
    return {"type": "LineString", "coordinates": [proj.point(p) for p in points]}


def point_in_ring(x, y, ring):
    """Even-odd ray casting; ring may be closed or open. Boundary is unspecified."""
    inside = False
    n = len(ring)
    j = n - 1
    for i in range(n):
        xi, yi = ring[i][0], ring[i][1]
        xj, yj = ring[j][0], ring[j][1]
        if (yi > y) != (yj > y):
            cross_x = xi + (y - yi) * (xj - xi) / (yj - yi)
            if x < cross_x:
                inside = not inside
        j = i
    return inside


def distance_to_segment(px, py, a, b):
    ax, ay = a[0], a[1]
    bx, by = b[0], b[1]
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
    qx, qy = ax + t * dx, ay + t * dy
    return math.hypot(px - qx, py - qy)


def distance_to_rings(x, y, rings):
    best = float("inf")
    for ring in rings:
        for i in range(len(ring)):
            best = min(best, distance_to_segment(x, y, ring[i], ring[(i + 1) % len(ring)]))
    return best


def in_polygon_rings(x, y, rings):
    """Inside the exterior ring and outside every hole (boundary unspecified)."""
    if not point_in_ring(x, y, rings[0]):
        return False
    return not any(point_in_ring(x, y, hole) for hole in rings[1:])


def label_point(polygons, step=0.5):
    """A deterministic point well inside a (multi)polygon given in metres.

    Grid search at `step` over the bounding box of the first polygon (for a
    MultiPolygon the label goes in its first part) for the point farthest from
    every edge: a coarse pole of inaccessibility. Ties keep the first candidate
    in scan order.
    """
    rings = polygons[0]
    xs = [p[0] for p in rings[0]]
    ys = [p[1] for p in rings[0]]
    best, best_d = None, -1.0
    x = min(xs) + step
    while x < max(xs):
        y = min(ys) + step
        while y < max(ys):
            if in_polygon_rings(x, y, rings):
                d = distance_to_rings(x, y, rings)
                if d > best_d + 1e-12:
                    best, best_d = (x, y), d
            y += step
        x += step
    if best is None:
        raise AssertionError("no interior point found for %r" % (rings,))
    return best


# ---------------------------------------------------------------- features

def labels(en, fr=None):
    """A LABELS object (en + optional French), or None."""
    if en is None:
        return None
    out = {"en": en}
    if fr is not None:
        out["fr"] = fr
    return out


def make_feature(feature_type, fid, geometry, **properties):
    """A Feature with every property key of its type (null where not given)."""
    keys = PROPERTY_KEYS[feature_type]
    unknown = set(properties) - set(keys)
    if unknown:
        raise AssertionError("%s has no properties %s" % (feature_type, sorted(unknown)))
    props = {key: properties.get(key) for key in keys}
    return {
        "type": "Feature",
        "id": fid,
        "feature_type": feature_type,
        "geometry": geometry,
        "properties": props,
    }


def reference(feature):
    """A FEATURE-REFERENCE object for `feature`."""
    return {"id": feature["id"], "feature_type": feature["feature_type"]}


def dumps_compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def collection_text(features):
    """A FeatureCollection as text: one feature per line, sorted by id."""
    ordered = sorted(features, key=lambda f: str(f.get("id")))
    lines = ['{', '  "type": "FeatureCollection",']
    if not ordered:
        lines.append('  "features": []')
    else:
        lines.append('  "features": [')
        for index, feature in enumerate(ordered):
            comma = "," if index + 1 < len(ordered) else ""
            lines.append("    " + dumps_compact(feature) + comma)
        lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def manifest_text(manifest):
    return json.dumps(manifest, ensure_ascii=False, indent=2) + "\n"


def write_dataset(directory, manifest, features):
    """Write manifest.json and all 16 `<type>.geojson` files into `directory`.

    Files of feature types not present are written as empty collections.
    Stale files from an earlier run are not removed by design: the caller
    owns the directory; we only overwrite our 17 files.
    """
    os.makedirs(directory, exist_ok=True)
    by_type = {t: [] for t in FEATURE_TYPES}
    for feature in features:
        by_type[feature["feature_type"]].append(feature)
    with open(os.path.join(directory, "manifest.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(manifest_text(manifest))
    for feature_type in FEATURE_TYPES:
        path = os.path.join(directory, feature_type + ".geojson")
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(collection_text(by_type[feature_type]))
    return by_type
