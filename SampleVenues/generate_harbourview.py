#!/usr/bin/env python3
"""Generate the Harbourview Quay sample venue (our own, fictional) and its zip.

    python3 SampleVenues/generate_harbourview.py [--out SampleVenues]

Harbourview Quay is an invented transit interchange and maritime museum on the
Old Port waterfront of Montréal (coordinates are real-looking; the place, its
address, phone numbers and businesses are made up; websites use .example).
Labels are English and French.

The plan is drawn on a local metre grid (x east, y north, origin at the
south-west corner of the interchange):

    x 0..40   Building A, "Interchange"   levels B1 (-1), G (0), M (1)
    x 40..60  Forecourt, outdoor level     (0), no building
    x 60..100 Building B, "Museum"         levels G (0), 1 (1)

Every level is tiled exactly by its units. The output is
`<out>/HarbourviewQuay/` (manifest + 16 files) and `<out>/HarbourviewQuay.zip`
(through make_zip.py). The generator then runs imdf_selfcheck.py on the
written files and exits non-zero on any error or warning.
"""

import argparse
import os
import sys
import uuid

sys.dont_write_bytecode = True  # keep __pycache__ out of the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from imdf_samplekit import (Projection, feature_id, label_point, labels, line_geometry,
                            make_feature, multipolygon_geometry, point_geometry,
                            polygon_geometry, rect, reference, write_dataset)
from imdf_selfcheck import check_directory
from make_zip import make_zip

VENUE_NAME = "HarbourviewQuay"
NAMESPACE = uuid.UUID("6f1c2a9e-3b57-4d0a-9c1e-5a7b8d2e4f60")
PROJECTION = Projection(lon0=-73.5512, lat0=45.5031)
CREATED = "2026-11-01T09:00:00Z"


def fid(key):
    return feature_id(NAMESPACE, "harbourview/" + key)


def poly(*rings):
    """A one-polygon shape from rings given in metres."""
    return [list(rings)]


def box(x0, y0, x1, y1):
    return poly(rect(x0, y0, x1, y1))


# ---------------------------------------------------------------- plan
# Level key -> (building key or None, ordinal, outdoor, category, en, fr, short en, short fr, extent)
LEVELS = {
    "A-1": ("A", -1, False, "transit", "Platform Level", "Niveau des quais", "B1", "S1", (0, 0, 40, 40)),
    "A0": ("A", 0, False, "transit", "Ground Level", "Rez-de-chaussée", "G", "RC", (0, 0, 40, 40)),
    "A1": ("A", 1, False, "unspecified", "Mezzanine", "Mezzanine", "M", "M", (0, 0, 40, 40)),
    "F0": (None, 0, True, "unspecified", "Forecourt", "Parvis", "G", "RC", (40, 0, 60, 40)),
    "B0": ("B", 0, False, "unspecified", "Museum Ground Floor", "Musée, rez-de-chaussée", "G", "RC", (60, 0, 100, 40)),
    "B1": ("B", 1, False, "unspecified", "Museum Upper Floor", "Musée, étage", "1", "1", (60, 0, 100, 40)),
}

COURTYARD_RING = poly(rect(70, 10, 90, 30), rect(74, 14, 86, 26))
LOBBY_L = poly([(12, 14), (28, 14), (28, 31), (27, 31), (27, 32), (12, 32)])

# Level key -> list of (unit key, category, en, fr, shape); fr None keeps en only,
# en None means an unnamed (structural) unit.
UNITS = {
    "A-1": [
        ("platform1", "platform", "Platform 1", "Quai 1", box(0, 0, 40, 8)),
        ("concourse-b1", "walkway", "Platform Concourse", "Passage des quais", box(0, 8, 40, 14)),
        ("stairs-a-b1", "stairs", "Stairs A", "Escalier A", box(0, 14, 4, 24)),
        ("elevator-a-b1", "elevator", "Elevator A", "Ascenseur A", box(4, 14, 8, 24)),
        ("escalator-a-b1", "escalator", "Escalator A", "Escalier mécanique A", box(8, 14, 12, 24)),
        ("lower-hall", "walkway", "Lower Hall", "Hall inférieur", box(12, 14, 28, 32)),
        ("rr-f-b1", "restroom.female", "Women's Restroom", "Toilettes femmes", box(28, 14, 32, 24)),
        ("rr-m-b1", "restroom.male", "Men's Restroom", "Toilettes hommes", box(32, 14, 36, 24)),
        ("rr-uw-b1", "restroom.unisex.wheelchair", "Accessible Restroom", "Toilettes accessibles", box(36, 14, 40, 24)),
        ("staff-b1", "nonpublic", "Staff Room", "Salle du personnel", box(0, 24, 12, 32)),
        ("storage-b1", "storage", "Storage", "Entrepôt", box(28, 24, 40, 32)),
        ("platform2", "platform", "Platform 2", "Quai 2", box(0, 32, 40, 40)),
    ],
    "A0": [
        ("ticket-office", "office", "Ticket Office", "Billetterie", box(0, 0, 12, 8)),
        ("waiting-room", "waitingroom", "Waiting Room", "Salle d'attente", box(12, 0, 28, 8)),
        ("cafe-a", "foodservice", "Café du Quai", "Café du Quai", box(28, 0, 40, 8)),
        ("main-concourse", "walkway", "Main Concourse", "Hall principal", box(0, 8, 40, 14)),
        ("stairs-a-g", "stairs", "Stairs A", "Escalier A", box(0, 14, 4, 24)),
        ("elevator-a-g", "elevator", "Elevator A", "Ascenseur A", box(4, 14, 8, 24)),
        ("escalator-a-g", "escalator", "Escalator A", "Escalier mécanique A", box(8, 14, 12, 24)),
        ("lobby-a", "lobby", "Interchange Lobby", "Hall de correspondance", LOBBY_L),
        ("column-a", "column", None, None, box(27, 31, 28, 32)),
        ("rr-family-a", "restroom.family", "Family Restroom", "Toilettes familiales", box(28, 14, 34, 24)),
        ("first-aid", "firstaid", "First Aid", "Premiers soins", box(34, 14, 40, 24)),
        ("lost-property", "office", "Lost Property", "Objets trouvés", box(0, 24, 12, 32)),
        ("mailroom", "mailroom", "Mail Room", "Salle du courrier", box(28, 24, 40, 32)),
        ("bus-stands", "platform", "Bus Stands", "Quais d'autobus", poly([(0, 32), (27, 32), (28, 32), (40, 32), (40, 40), (0, 40)])),
    ],
    "A1": [
        ("office-1", "office", "Operations Office", "Bureau des opérations", box(0, 0, 14, 8)),
        ("office-2", "office", "Planning Office", "Bureau de planification", box(14, 0, 28, 8)),
        ("meeting", "conferenceroom", "Meeting Room", "Salle de réunion", box(28, 0, 40, 8)),
        ("mezzanine", "walkway", "Mezzanine Walkway", "Passerelle de la mezzanine", box(0, 8, 40, 14)),
        ("stairs-a-m", "stairs", "Stairs A", "Escalier A", box(0, 14, 4, 24)),
        ("elevator-a-m", "elevator", "Elevator A", "Ascenseur A", box(4, 14, 8, 24)),
        ("escalator-a-m", "escalator", "Escalator A", "Escalier mécanique A", box(8, 14, 12, 24)),
        ("balcony", "walkway", "Balcony", "Balcon", box(12, 14, 16, 24)),
        ("void-a", "opentobelow", None, None, box(16, 14, 28, 24)),
        ("rr-fw-a1", "restroom.female.wheelchair", "Women's Accessible Restroom", "Toilettes femmes accessibles", box(28, 14, 34, 24)),
        ("rr-mw-a1", "restroom.male.wheelchair", "Men's Accessible Restroom", "Toilettes hommes accessibles", box(34, 14, 40, 24)),
        ("server-room", "serverroom", "Server Room", "Salle des serveurs", box(0, 24, 12, 32)),
        ("lounge", "lounge", "Passenger Lounge", "Salon des voyageurs", box(12, 24, 28, 32)),
        ("mothers-room", "mothersroom", "Parents' Room", "Salle d'allaitement", box(28, 24, 40, 32)),
        ("reading-room", "library", "Transit Archive Reading Room", "Salle de lecture des archives", box(0, 32, 16, 40)),
        ("phone-room", "phoneroom", "Phone Room", "Cabine téléphonique", box(16, 32, 20, 40)),
        ("kitchen", "kitchen", "Staff Kitchen", "Cuisine du personnel", box(20, 32, 40, 40)),
    ],
    "F0": [
        ("plaza", "walkway", "Forecourt Plaza", "Place du parvis", box(40, 0, 60, 14)),
        ("garden", "vegetation", "Harbour Garden", "Jardin du port", box(40, 14, 50, 30)),
        ("smoking", "smokingarea", "Smoking Area", "Espace fumeurs", box(50, 14, 60, 22)),
        ("bike-parking", "parking", "Bicycle Parking", "Stationnement vélos", box(50, 22, 60, 30)),
        ("quay-steps", "steps", "Quay Steps", "Gradins du quai", box(40, 30, 60, 40)),
    ],
    "B0": [
        ("entrance-hall", "lobby", "Entrance Hall", "Hall d'entrée", box(60, 0, 80, 10)),
        ("museum-shop", "room", "Museum Shop", "Boutique du musée", box(80, 0, 92, 10)),
        ("cloakroom", "storage", "Cloakroom", "Vestiaire", box(92, 0, 100, 10)),
        ("stairs-b-g", "stairs", "Stairs B", "Escalier B", box(60, 10, 64, 16)),
        ("elevator-b-g", "elevator", "Elevator B", "Ascenseur B", box(64, 10, 70, 16)),
        ("gallery-1", "room", "Gallery 1: River Trade", "Galerie 1 : Commerce fluvial", box(60, 16, 70, 30)),
        ("cloister", "walkway", "Cloister", "Cloître", COURTYARD_RING),
        ("courtyard", "unenclosedarea", "Sculpture Courtyard", "Cour des sculptures", box(74, 14, 86, 26)),
        ("rr-f-b0", "restroom.female", "Women's Restroom", "Toilettes femmes", box(90, 10, 100, 16)),
        ("rr-m-b0", "restroom.male", "Men's Restroom", "Toilettes hommes", box(90, 16, 100, 22)),
        ("rr-w-b0", "restroom.wheelchair", "Accessible Restroom", "Toilettes accessibles", box(90, 22, 100, 26)),
        ("rr-fam-b0", "restroom.family", "Family Restroom", "Toilettes familiales", box(90, 26, 100, 30)),
        ("auditorium", "auditorium", "Auditorium", "Auditorium", box(60, 30, 80, 40)),
        ("restaurant", "foodservice", "La Marée", "La Marée", box(80, 30, 100, 40)),
    ],
    "B1": [
        ("collection-store", "nonpublic", "Collection Store", "Réserve des collections",
         [[rect(60, 0, 66, 10)], [rect(94, 0, 100, 10)]]),
        ("gallery-2", "room", "Gallery 2: Shipbuilding", "Galerie 2 : Construction navale", box(66, 0, 94, 10)),
        ("stairs-b-1", "stairs", "Stairs B", "Escalier B", box(60, 10, 64, 16)),
        ("elevator-b-1", "elevator", "Elevator B", "Ascenseur B", box(64, 10, 70, 16)),
        ("gallery-3", "room", "Gallery 3: Navigation", "Galerie 3 : Navigation", box(60, 16, 70, 30)),
        ("gallery-walk", "walkway", "Gallery Walk", "Promenade des galeries", COURTYARD_RING),
        ("void-b", "opentobelow", None, None, box(74, 14, 86, 26)),
        ("education", "classroom", "Education Room", "Salle pédagogique", box(90, 10, 100, 20)),
        ("conservation-lab", "laboratory", "Conservation Lab", "Laboratoire de conservation", box(90, 20, 100, 40)),
        ("gallery-4", "room", "Gallery 4: The Harbour", "Galerie 4 : Le port", box(60, 30, 78, 40)),
        ("rr-u-b1", "restroom.unisex", "All-Gender Restroom", "Toilettes mixtes", box(78, 30, 84, 40)),
        ("rr-tw-b1", "restroom.transgender.wheelchair", "All-Gender Accessible Restroom",
         "Toilettes mixtes accessibles", box(84, 30, 90, 40)),
    ],
}

SLIDING_GLASS = {"type": "sliding", "automatic": True, "material": "glass"}
SWING_WOOD = {"type": "swinging", "automatic": False, "material": "wood"}
SWING_METAL = {"type": "swinging", "automatic": False, "material": "metal"}
OPEN = {"type": "open", "automatic": False, "material": None}

# (key, level key, unit a, unit b, category, door, width m, en name or None, accessibility)
OPENINGS = [
    ("o-p1", "A-1", "platform1", "concourse-b1", "pedestrian.transit", OPEN, 6, None, None),
    ("o-hall-conc", "A-1", "lower-hall", "concourse-b1", "pedestrian", OPEN, 6, None, None),
    ("o-hall-p2", "A-1", "lower-hall", "platform2", "pedestrian.transit", OPEN, 6, None, None),
    ("o-stairs-b1", "A-1", "stairs-a-b1", "concourse-b1", "pedestrian", SWING_METAL, 1.6, None, None),
    ("o-elev-b1", "A-1", "elevator-a-b1", "concourse-b1", "pedestrian", {"type": "sliding", "automatic": True, "material": "metal"}, 1.2, None, ["wheelchair"]),
    ("o-esc-b1", "A-1", "escalator-a-b1", "concourse-b1", "pedestrian", OPEN, 1.2, None, None),
    ("o-rrf-b1", "A-1", "rr-f-b1", "lower-hall", "pedestrian", SWING_WOOD, 1.0, None, None),
    ("o-rrm-b1", "A-1", "rr-m-b1", "concourse-b1", "pedestrian", SWING_WOOD, 1.0, None, None),
    ("o-rruw-b1", "A-1", "rr-uw-b1", "concourse-b1", "pedestrian", {"type": "sliding", "automatic": True, "material": "wood"}, 1.2, None, ["wheelchair"]),
    ("o-staff-b1", "A-1", "staff-b1", "lower-hall", "service", SWING_METAL, 1.0, None, None),
    ("o-storage-b1", "A-1", "storage-b1", "lower-hall", "service", {"type": "shutter", "automatic": False, "material": "metal"}, 2.0, None, None),
    ("o-ticket", "A0", "ticket-office", "main-concourse", "pedestrian", SWING_WOOD, 1.0, None, None),
    ("o-waiting", "A0", "waiting-room", "main-concourse", "pedestrian", SLIDING_GLASS, 2.0, None, ["wheelchair"]),
    ("o-cafe", "A0", "cafe-a", "main-concourse", "pedestrian", SLIDING_GLASS, 2.0, None, None),
    ("o-east-entrance", "A0", "main-concourse", "plaza", "pedestrian.principal",
     {"type": "revolving", "automatic": True, "material": "glass"}, 4.0, ("East Entrance", "Entrée est"), ["wheelchair"]),
    ("o-lobby", "A0", "lobby-a", "main-concourse", "pedestrian", OPEN, 8, None, None),
    ("o-bus", "A0", "lobby-a", "bus-stands", "pedestrian.transit", SLIDING_GLASS, 3.0, ("Bus Gate", "Porte des autobus"), None),
    ("o-stairs-g", "A0", "stairs-a-g", "main-concourse", "pedestrian", SWING_METAL, 1.6, None, None),
    ("o-elev-g", "A0", "elevator-a-g", "main-concourse", "pedestrian", {"type": "sliding", "automatic": True, "material": "metal"}, 1.2, None, ["wheelchair"]),
    ("o-esc-g", "A0", "escalator-a-g", "main-concourse", "pedestrian", OPEN, 1.2, None, None),
    ("o-rrfam-a", "A0", "rr-family-a", "lobby-a", "pedestrian", SWING_WOOD, 1.2, None, ["wheelchair"]),
    ("o-firstaid", "A0", "first-aid", "main-concourse", "pedestrian", SWING_WOOD, 1.2, None, None),
    ("o-lost", "A0", "lost-property", "lobby-a", "pedestrian", SWING_WOOD, 1.0, None, None),
    ("o-mail", "A0", "mailroom", "lobby-a", "service", SWING_METAL, 1.0, None, None),
    ("o-mezz-stairs", "A1", "stairs-a-m", "mezzanine", "pedestrian", SWING_METAL, 1.6, None, None),
    ("o-mezz-elev", "A1", "elevator-a-m", "mezzanine", "pedestrian", {"type": "sliding", "automatic": True, "material": "metal"}, 1.2, None, ["wheelchair"]),
    ("o-mezz-esc", "A1", "escalator-a-m", "mezzanine", "pedestrian", OPEN, 1.2, None, None),
    ("o-office-1", "A1", "office-1", "mezzanine", "pedestrian", SWING_WOOD, 1.0, None, None),
    ("o-office-2", "A1", "office-2", "mezzanine", "pedestrian", SWING_WOOD, 1.0, None, None),
    ("o-meeting", "A1", "meeting", "mezzanine", "pedestrian", SLIDING_GLASS, 1.2, None, None),
    ("o-rrfw", "A1", "rr-fw-a1", "mezzanine", "pedestrian", SWING_WOOD, 1.2, None, ["wheelchair"]),
    ("o-rrmw", "A1", "rr-mw-a1", "mezzanine", "pedestrian", SWING_WOOD, 1.2, None, ["wheelchair"]),
    ("o-server", "A1", "server-room", "lounge", "service", SWING_METAL, 0.9, None, None),
    ("o-balcony", "A1", "balcony", "mezzanine", "pedestrian", OPEN, 0, None, None),
    ("o-lounge", "A1", "lounge", "balcony", "pedestrian", SLIDING_GLASS, 2.0, None, ["wheelchair"]),
    ("o-phone", "A1", "phone-room", "lounge", "pedestrian", SWING_WOOD, 0.9, None, None),
    ("o-mothers", "A1", "mothers-room", "lounge", "pedestrian", SWING_WOOD, 0.9, None, None),
    ("o-reading", "A1", "reading-room", "lounge", "pedestrian", SWING_WOOD, 1.0, None, None),
    ("o-kitchen", "A1", "kitchen", "lounge", "service", SWING_WOOD, 1.0, None, None),
    ("o-plaza-museum", "F0", "plaza", "entrance-hall", "pedestrian.principal", SLIDING_GLASS, 4.0,
     ("Museum Entrance", "Entrée du musée"), ["wheelchair"]),
    ("o-plaza-steps", "F0", "plaza", "garden", "pedestrian", OPEN, 3.0, None, None),
    ("o-garden-steps", "F0", "garden", "quay-steps", "pedestrian", OPEN, 4.0, None, None),
    ("o-smoking", "F0", "smoking", "plaza", "pedestrian", OPEN, 3.0, None, None),
    ("o-bikes", "F0", "bike-parking", "quay-steps", "bicycle", {"type": "open", "automatic": False, "material": "gate"}, 2.0, None, None),
    ("o-shop", "B0", "museum-shop", "entrance-hall", "pedestrian", SLIDING_GLASS, 2.0, None, None),
    ("o-cloak", "B0", "cloakroom", "museum-shop", "service", SWING_WOOD, 0.9, None, None),
    ("o-cloister", "B0", "cloister", "entrance-hall", "pedestrian", OPEN, 6.0, None, None),
    ("o-courtyard", "B0", "courtyard", "cloister", "pedestrian",
     {"type": "swinging", "automatic": True, "material": "glass"}, 2.0, None, ["wheelchair"]),
    ("o-stairs-bg", "B0", "stairs-b-g", "entrance-hall", "pedestrian", SWING_METAL, 1.6, None, None),
    ("o-elev-bg", "B0", "elevator-b-g", "entrance-hall", "pedestrian", {"type": "sliding", "automatic": True, "material": "metal"}, 1.2, None, ["wheelchair"]),
    ("o-gallery-1", "B0", "gallery-1", "cloister", "pedestrian", OPEN, 4.0, None, None),
    ("o-rrf-b0", "B0", "rr-f-b0", "cloister", "pedestrian", SWING_WOOD, 1.0, None, None),
    ("o-rrm-b0", "B0", "rr-m-b0", "cloister", "pedestrian", SWING_WOOD, 1.0, None, None),
    ("o-rrw-b0", "B0", "rr-w-b0", "cloister", "pedestrian", SWING_WOOD, 1.2, None, ["wheelchair"]),
    ("o-rrfam-b0", "B0", "rr-fam-b0", "cloister", "pedestrian", SWING_WOOD, 1.2, None, None),
    ("o-auditorium", "B0", "auditorium", "cloister", "pedestrian", SWING_WOOD, 2.0, None, None),
    ("o-restaurant", "B0", "restaurant", "cloister", "pedestrian", SLIDING_GLASS, 2.0, None, None),
    ("o-fire-exit", "B0", "auditorium", "gallery-1", "emergencyexit", SWING_METAL, 1.2, None, None),
    ("o-g2", "B1", "gallery-2", "gallery-walk", "pedestrian", OPEN, 6.0, None, None),
    ("o-store-w", "B1", "collection-store", "gallery-2", "service", SWING_METAL, 1.2, None, None),
    ("o-stairs-b-1", "B1", "stairs-b-1", "gallery-3", "pedestrian", SWING_METAL, 1.6, None, None),
    ("o-elev-b-1", "B1", "elevator-b-1", "gallery-2", "pedestrian", {"type": "sliding", "automatic": True, "material": "metal"}, 1.2, None, ["wheelchair"]),
    ("o-g3", "B1", "gallery-3", "gallery-walk", "pedestrian", OPEN, 4.0, None, None),
    ("o-edu", "B1", "education", "gallery-walk", "pedestrian", SWING_WOOD, 1.2, None, None),
    ("o-lab", "B1", "conservation-lab", "gallery-walk", "service", SWING_METAL, 1.2, None, None),
    ("o-g4", "B1", "gallery-4", "gallery-walk", "pedestrian", OPEN, 6.0, None, None),
    ("o-rru-b1", "B1", "rr-u-b1", "gallery-walk", "pedestrian", SWING_WOOD, 1.0, None, None),
    ("o-rrtw-b1", "B1", "rr-tw-b1", "gallery-walk", "pedestrian", SWING_WOOD, 1.2, None, ["wheelchair"]),
]


# ---------------------------------------------------------------- helpers on the plan

def shape_geometry(shape):
    if len(shape) == 1:
        return polygon_geometry(PROJECTION, shape[0])
    return multipolygon_geometry(PROJECTION, shape)


def shape_edges(shape):
    for rings in shape:
        for ring in rings:
            for i in range(len(ring)):
                yield ring[i], ring[(i + 1) % len(ring)]


def shared_wall(shape_a, shape_b):
    """The longest axis-aligned segment on the boundary of both shapes."""
    best, best_len = None, 0.0
    for a0, a1 in shape_edges(shape_a):
        for b0, b1 in shape_edges(shape_b):
            if a0[0] == a1[0] == b0[0] == b1[0]:
                lo = max(min(a0[1], a1[1]), min(b0[1], b1[1]))
                hi = min(max(a0[1], a1[1]), max(b0[1], b1[1]))
                if hi - lo > best_len:
                    best, best_len = ((a0[0], lo), (a0[0], hi)), hi - lo
            elif a0[1] == a1[1] == b0[1] == b1[1]:
                lo = max(min(a0[0], a1[0]), min(b0[0], b1[0]))
                hi = min(max(a0[0], a1[0]), max(b0[0], b1[0]))
                if hi - lo > best_len:
                    best, best_len = ((lo, a0[1]), (hi, a0[1])), hi - lo
    if best is None:
        raise AssertionError("no shared wall")
    return best


def door_segment(wall, width):
    """A segment of `width` centred on `wall` (clamped to leave 0.25 m each side)."""
    (x0, y0), (x1, y1) = wall
    length = abs(x1 - x0) + abs(y1 - y0)
    width = min(width if width > 0 else length, length - 0.5)
    cx, cy = (x0 + x1) / 2.0, (y0 + y1) / 2.0
    if x0 == x1:
        return (x0, cy - width / 2.0), (x0, cy + width / 2.0)
    return (cx - width / 2.0, y0), (cx + width / 2.0, y0)


# ---------------------------------------------------------------- build

def build():
    features = []
    units = {}      # unit key -> (feature, shape, level key)
    levels = {}

    seen = set()

    def add(feature):
        if feature["id"] in seen:
            raise AssertionError("duplicate feature id %s" % feature["id"])
        seen.add(feature["id"])
        features.append(feature)
        return feature

    # Addresses
    venue_address = add(make_feature(
        "address", fid("address/venue"), None, address="200 Quai Harbourview", unit=None,
        locality="Montréal", province="CA-QC", country="CA", postal_code="H2Y 4B2",
        postal_code_ext=None, postal_code_vanity=None))
    museum_address = add(make_feature(
        "address", fid("address/museum"), None, address="210 Quai Harbourview", unit=None,
        locality="Montréal", province="CA-QC", country="CA", postal_code="H2Y 4B2",
        postal_code_ext=None, postal_code_vanity=None))
    shop_address = add(make_feature(
        "address", fid("address/shop"), None, address="210 Quai Harbourview", unit="Local 104",
        locality="Montréal", province="CA-QC", country="CA", postal_code="H2Y 4B2",
        postal_code_ext=None, postal_code_vanity=None))

    venue_shape = poly([(-6, -8), (106, -8), (106, 46), (60, 46), (50, 50), (40, 46), (-6, 46)])
    add(make_feature(
        "venue", fid("venue"), shape_geometry(venue_shape), category="transitstation", restriction=None,
        name=labels("Harbourview Quay", "Quai Harbourview"),
        alt_name=labels("Harbourview Interchange and Maritime Museum", "Pôle Harbourview et musée maritime"),
        hours="Mo-Su 05:30-01:00", phone="+15145550100", website="https://harbourview-quay.example",
        display_point=point_geometry(PROJECTION, (50, 20)), address_id=venue_address["id"]))

    buildings = {
        "A": add(make_feature(
            "building", fid("building/A"), None, name=labels("Harbourview Interchange", "Pôle d'échanges Harbourview"),
            alt_name=None, category="transit", restriction=None,
            display_point=point_geometry(PROJECTION, (20, 20)), address_id=None)),
        "B": add(make_feature(
            "building", fid("building/B"), None, name=labels("Harbourview Maritime Museum", "Musée maritime Harbourview"),
            alt_name=labels("The Quay Museum", "Musée du Quai"), category="unspecified", restriction=None,
            display_point=point_geometry(PROJECTION, (80, 35)), address_id=museum_address["id"])),
    }
    add(make_feature("footprint", fid("footprint/A/ground"), shape_geometry(box(0, 0, 40, 40)),
                     category="ground", name=labels("Interchange", "Pôle d'échanges"), building_ids=[buildings["A"]["id"]]))
    add(make_feature("footprint", fid("footprint/A/subterranean"), shape_geometry(box(0, 0, 40, 40)),
                     category="subterranean", name=labels("Interchange platforms", "Quais du pôle"),
                     building_ids=[buildings["A"]["id"]]))
    add(make_feature("footprint", fid("footprint/B/ground"), shape_geometry(box(60, 0, 100, 40)),
                     category="ground", name=labels("Museum", "Musée"), building_ids=[buildings["B"]["id"]]))

    for key, (building, ordinal, outdoor, category, en, fr, short_en, short_fr, extent) in LEVELS.items():
        shape = box(*extent)
        levels[key] = add(make_feature(
            "level", fid("level/" + key), shape_geometry(shape), category=category, restriction=None,
            outdoor=outdoor, ordinal=ordinal, name=labels(en, fr), short_name=labels(short_en, short_fr),
            display_point=point_geometry(PROJECTION, label_point(shape)), address_id=None,
            building_ids=[buildings[building]["id"]] if building else []))

    for level_key, specs in UNITS.items():
        for key, category, en, fr, shape in specs:
            if key in units:
                raise AssertionError("duplicate unit key " + key)
            restriction = "employeesonly" if category in ("nonpublic", "serverroom", "kitchen", "mailroom") else None
            accessibility = ["wheelchair"] if "wheelchair" in category or category == "elevator" else None
            unit = add(make_feature(
                "unit", fid("unit/" + key), shape_geometry(shape), category=category, restriction=restriction,
                accessibility=accessibility, name=labels(en, fr), alt_name=None,
                level_id=levels[level_key]["id"],
                display_point=point_geometry(PROJECTION, label_point(shape))))
            units[key] = (unit, shape, level_key)

    openings = {}
    for key, level_key, a, b, category, door, width, name, accessibility in OPENINGS:
        segment = door_segment(shared_wall(units[a][1], units[b][1]), width)
        mid = ((segment[0][0] + segment[1][0]) / 2.0, (segment[0][1] + segment[1][1]) / 2.0)
        openings[key] = add(make_feature(
            "opening", fid("opening/" + key), line_geometry(PROJECTION, segment), category=category,
            accessibility=accessibility,
            access_control=["badgereader"] if category == "service" else None,
            door=door, name=labels(*name) if name else None, alt_name=None,
            display_point=point_geometry(PROJECTION, mid) if name else None,
            level_id=levels[level_key]["id"]))

    def unit_id(key):
        return units[key][0]["id"]

    # Amenities: (key, category, unit keys, point, en, fr, extra)
    amenity_specs = [
        ("elevator-a", "elevator", ["elevator-a-b1", "elevator-a-g", "elevator-a-m"], (6, 19), "Elevator A", "Ascenseur A"),
        ("stairs-a", "stairs", ["stairs-a-b1", "stairs-a-g", "stairs-a-m"], (2, 19), "Stairs A", "Escalier A"),
        ("escalator-a", "escalator", ["escalator-a-b1", "escalator-a-g", "escalator-a-m"], (10, 19), "Escalator A", "Escalier mécanique A"),
        ("elevator-b", "elevator", ["elevator-b-g", "elevator-b-1"], (67, 13), "Elevator B", "Ascenseur B"),
        ("stairs-b", "stairs", ["stairs-b-g", "stairs-b-1"], (62, 13), "Stairs B", "Escalier B"),
        ("rr-f-b1", "restroom.female", ["rr-f-b1"], (30, 19), None, None),
        ("rr-m-b1", "restroom.male", ["rr-m-b1"], (34, 19), None, None),
        ("rr-uw-b1", "restroom.unisex.wheelchair", ["rr-uw-b1"], (38, 19), None, None),
        ("rr-family-a", "restroom.family", ["rr-family-a"], (31, 19), None, None),
        ("babychanging-a", "babychanging", ["rr-family-a"], (32.5, 22), None, None),
        ("ticketing", "ticketing.rail.muni", ["ticket-office"], (6, 4), "Tickets", "Billets"),
        ("info-a", "information.transit", ["lobby-a"], (20, 20), "Transit Information", "Information voyageurs"),
        ("atm-a", "atm", ["main-concourse"], (22, 11), None, None),
        ("aed-a", "defibrillator", ["first-aid"], (37, 19), None, None),
        ("bus", "bus.muni", ["bus-stands"], (20, 36), "Bus Stands", "Quais d'autobus"),
        ("rail", "rail.muni", ["platform1", "platform2"], (20, 4), "Harbour Line", "Ligne du Port"),
        ("fountain-b1", "drinkingfountain", ["lower-hall"], (14, 30), None, None),
        ("wifi-lounge", "wifi", ["lounge"], (20, 28), None, None),
        ("mothers", "mothersroom", ["mothers-room"], (37, 28), None, None),
        ("bike", "parking.bicycle", ["bike-parking"], (55, 26), None, None),
        ("museum-info", "information", ["entrance-hall"], (70, 5), "Museum Information", "Accueil du musée"),
        ("exhibit", "exhibit", ["courtyard"], (80, 20), "Lighthouse Lens", "Lentille de phare"),
        ("rr-f-b0", "restroom.female", ["rr-f-b0"], (95, 13), None, None),
        ("rr-m-b0", "restroom.male", ["rr-m-b0"], (95, 19), None, None),
        ("rr-w-b0", "restroom.wheelchair", ["rr-w-b0"], (95, 24), None, None),
        ("rr-u-b1", "restroom.unisex", ["rr-u-b1"], (81, 35), None, None),
        ("rr-tw-b1", "restroom.transgender.wheelchair", ["rr-tw-b1"], (87, 35), None, None),
    ]
    for key, category, unit_keys, point, en, fr in amenity_specs:
        extra = {}
        if category == "information.transit":
            extra = dict(hours="Mo-Fr 06:00-22:00; Sa,Su 08:00-20:00", phone="+15145550111",
                         website="https://harbourview-quay.example/help")
        add(make_feature(
            "amenity", fid("amenity/" + key), point_geometry(PROJECTION, point), category=category,
            accessibility=["wheelchair"] if "wheelchair" in category or category == "elevator" else None,
            name=labels(en, fr), alt_name=None, unit_ids=[unit_id(k) for k in unit_keys],
            address_id=None, correlation_id=None, **extra))

    # Anchors, occupants, kiosk, fixtures
    anchors = {}
    for key, unit_key, point, address in (
            ("cafe", "cafe-a", (34, 4), None), ("restaurant", "restaurant", (90, 35), None),
            ("shop", "museum-shop", (86, 5), shop_address), ("kiosk", "lobby-a", (16, 28), None),
            ("icecream", "plaza", (50, 7), None), ("desk", "entrance-hall", (66, 5), None)):
        anchors[key] = add(make_feature(
            "anchor", fid("anchor/" + key), point_geometry(PROJECTION, point),
            address_id=address["id"] if address else None, unit_id=unit_id(unit_key)))

    occupant_specs = [
        ("cafe", "Café du Quai", "Café du Quai", "cafe", "Mo-Fr 06:00-20:00; Sa,Su 07:00-19:00", "+15145550120",
         "https://cafe-du-quai.example", None),
        ("restaurant", "La Marée", "La Marée", "seafood", "Tu-Sa 11:30-14:30,17:30-22:00; Su 11:00-15:00",
         "+15145550130", "https://lamaree.example/menu", None),
        ("shop", "Quay Museum Shop", "Boutique du Musée du Quai", "giftshops", "Tu-Su 10:00-17:00",
         "+15145550140", "https://harbourview-quay.example/shop", None),
        ("kiosk", "Quayside Papers", "Journaux du Quai", "books", "Mo-Fr 08:00-18:00; Sa 10:00-16:00",
         "+15145550150", "https://quayside-papers.example",
         {"start": "2026-05-01T00:00:00-04:00", "end": "2027-04-30T23:59:59-04:00",
          "modified": "2026-10-15T14:30:00-04:00"}),
        ("icecream", "Glaces Marina", "Glaces Marina", "icecream", "Jun-Sep Mo-Su 11:00-21:00",
         "+15145550160", "https://glaces-marina.example",
         {"start": "2026-06-01T00:00:00-04:00", "end": "2026-09-30T21:00:00-04:00",
          "modified": "2026-05-20T09:15:00-04:00"}),
    ]
    for key, en, fr, category, hours, phone, website, validity in occupant_specs:
        add(make_feature(
            "occupant", fid("occupant/" + key), None, name=labels(en, fr), category=category,
            anchor_id=anchors[key]["id"], hours=hours, phone=phone, website=website,
            validity=validity, correlation_id=None))

    kiosk_shape = box(14, 26, 18, 30)
    add(make_feature(
        "kiosk", fid("kiosk/papers"), shape_geometry(kiosk_shape), name=labels("Quayside Papers", "Journaux du Quai"),
        alt_name=None, anchor_id=anchors["kiosk"]["id"], level_id=levels["A0"]["id"],
        display_point=point_geometry(PROJECTION, (16, 28))))
    icecream_shape = box(48, 5, 52, 9)
    add(make_feature(
        "kiosk", fid("kiosk/icecream"), shape_geometry(icecream_shape), name=labels("Glaces Marina", "Glaces Marina"),
        alt_name=None, anchor_id=anchors["icecream"]["id"], level_id=levels["F0"]["id"],
        display_point=point_geometry(PROJECTION, (50, 7))))

    fixture_specs = [
        ("ticket-desk", "desk", "A0", box(2, 1, 10, 2), ("Ticket Counter", "Comptoir"), None),
        ("info-desk", "desk", "B0", box(64, 4, 68, 6), ("Reception Desk", "Accueil"), "desk"),
        ("stage", "stage", "B0", box(64, 36, 76, 39), ("Stage", "Scène"), None),
        ("fountain", "water", "B0", box(78, 22, 82, 24), ("Fountain", "Fontaine"), None),
        ("hedge", "vegetation", "F0", box(41, 15, 43, 29), None, None),
        ("benches", "furniture", "F0", box(44, 31, 56, 32), None, None),
        ("display-case", "equipment", "B1", box(72, 2, 88, 4), ("Ship Models", "Maquettes de navires"), None),
        ("platform-screen", "obstruction", "A-1", box(2, 7, 38, 7.5), None, None),
    ]
    for key, category, level_key, shape, name, anchor_key in fixture_specs:
        add(make_feature(
            "fixture", fid("fixture/" + key), shape_geometry(shape), category=category,
            name=labels(*name) if name else None, alt_name=None,
            anchor_id=anchors[anchor_key]["id"] if anchor_key else None, level_id=levels[level_key]["id"],
            display_point=point_geometry(PROJECTION, label_point(shape)) if name else None))

    # Sections (children point at parents)
    wing = add(make_feature(
        "section", fid("section/harbour-wing"), shape_geometry(box(60, 0, 100, 40)), category="exhibition",
        restriction=None, accessibility=["wheelchair"], name=labels("Harbour Wing", "Aile du port"), alt_name=None,
        display_point=point_geometry(PROJECTION, (65, 35)), level_id=levels["B1"]["id"], address_id=None,
        correlation_id=None, parents=None))
    add(make_feature(
        "section", fid("section/shipbuilding"), shape_geometry(box(72, 1, 88, 5)), category="exhibit",
        restriction=None, accessibility=None, name=labels("Shipbuilding Models", "Maquettes de construction navale"),
        alt_name=None, display_point=point_geometry(PROJECTION, (80, 4.5)), level_id=levels["B1"]["id"],
        address_id=None, correlation_id=None, parents=[wing["id"]]))
    ticket_hall = add(make_feature(
        "section", fid("section/ticket-hall"), shape_geometry(box(0, 0, 28, 14)), category="ticketing",
        restriction=None, accessibility=None, name=labels("Ticket Hall", "Salle des billets"), alt_name=None,
        display_point=point_geometry(PROJECTION, (14, 11)), level_id=levels["A0"]["id"], address_id=None,
        correlation_id=None, parents=None))
    add(make_feature(
        "section", fid("section/ticket-queue"), shape_geometry(box(2, 8, 10, 12)), category="seating",
        restriction=None, accessibility=None, name=labels("Waiting Benches", "Bancs d'attente"), alt_name=None,
        display_point=point_geometry(PROJECTION, (6, 10)), level_id=levels["A0"]["id"], address_id=None,
        correlation_id=None, parents=[ticket_hall["id"]]))

    # Geofences
    terminal = add(make_feature(
        "geofence", fid("geofence/terminal"), shape_geometry(box(0, 0, 40, 40)), category="terminal",
        restriction=None, name=labels("Interchange", "Pôle d'échanges"), alt_name=None, correlation_id=None,
        display_point=point_geometry(PROJECTION, (20, 20)), building_ids=[buildings["A"]["id"]],
        level_ids=[levels[k]["id"] for k in ("A-1", "A0", "A1")], parents=None))
    add(make_feature(
        "geofence", fid("geofence/paidarea"), shape_geometry(box(0, 0, 40, 40)), category="paidarea",
        restriction="restricted", name=labels("Paid Area", "Zone payante"), alt_name=None, correlation_id=None,
        display_point=point_geometry(PROJECTION, (20, 11)), building_ids=[buildings["A"]["id"]],
        level_ids=[levels["A-1"]["id"]], parents=[terminal["id"]]))
    add(make_feature(
        "geofence", fid("geofence/platform1"), shape_geometry(box(0, 0, 40, 8)), category="platform",
        restriction=None, name=labels("Platform 1", "Quai 1"), alt_name=None, correlation_id=None,
        display_point=point_geometry(PROJECTION, (20, 4)), building_ids=[buildings["A"]["id"]],
        level_ids=[levels["A-1"]["id"]], parents=[terminal["id"]]))

    # Details
    detail_specs = [
        ("platform1-edge", "A-1", [(0, 0.6), (40, 0.6)]),
        ("platform2-edge", "A-1", [(0, 39.4), (40, 39.4)]),
        ("bus-bay-lines", "A0", [(5, 34), (5, 39), (15, 39), (15, 34)]),
        ("steps-nosing-1", "F0", [(40, 33), (60, 33)]),
        ("steps-nosing-2", "F0", [(40, 36), (60, 36)]),
        ("courtyard-paving", "B0", [(74, 20), (86, 20)]),
    ]
    for key, level_key, points in detail_specs:
        add(make_feature("detail", fid("detail/" + key), line_geometry(PROJECTION, points),
                         level_id=levels[level_key]["id"]))

    # Relationships
    def ref_unit(key):
        return reference(units[key][0])
    add(make_feature(
        "relationship", fid("relationship/east-entrance"), None, category="traversal", direction="undirected",
        origin=ref_unit("main-concourse"), intermediary=[reference(openings["o-east-entrance"])],
        destination=ref_unit("plaza"), hours=None))
    add(make_feature(
        "relationship", fid("relationship/museum-entrance"), None, category="traversal", direction="undirected",
        origin=ref_unit("plaza"), intermediary=[reference(openings["o-plaza-museum"])],
        destination=ref_unit("entrance-hall"), hours="Tu-Su 10:00-17:00"))
    add(make_feature(
        "relationship", fid("relationship/elevator-a"), None, category="elevator", direction="undirected",
        origin=ref_unit("elevator-a-b1"), intermediary=[ref_unit("elevator-a-g")],
        destination=ref_unit("elevator-a-m"), hours=None))
    add(make_feature(
        "relationship", fid("relationship/elevator-b"), None, category="elevator", direction="undirected",
        origin=ref_unit("elevator-b-g"), intermediary=None, destination=ref_unit("elevator-b-1"), hours=None))
    add(make_feature(
        "relationship", fid("relationship/escalator-up"), None, category="escalator", direction="directed",
        origin=ref_unit("escalator-a-b1"), intermediary=[ref_unit("escalator-a-g")],
        destination=ref_unit("escalator-a-m"), hours="Mo-Su 05:30-01:00"))
    add(make_feature(
        "relationship", fid("relationship/stairs-b"), None, category="stairs", direction="undirected",
        origin=ref_unit("stairs-b-g"), intermediary=None, destination=ref_unit("stairs-b-1"), hours=None))

    return features, units


MANIFEST = {
    "version": "1.0.0",
    "created": CREATED,
    "generated_by": "IMDFKit SampleVenues/generate_harbourview.py 1",
    "language": "en",
    "extensions": None,
}


def plan_self_check(units):
    """Metre-space checks the file checker cannot see exactly: every level is
    tiled by its units (sum of areas equals the level area, no 0.5 m sample
    cell is covered twice or left uncovered)."""
    from imdf_samplekit import in_polygon_rings, signed_area
    for level_key, (_, _, _, _, _, _, _, _, extent) in LEVELS.items():
        x0, y0, x1, y1 = extent
        shapes = [(k, s) for k, (_, s, lk) in units.items() if lk == level_key]
        total = sum(sum(abs(signed_area(r[0])) - sum(abs(signed_area(h)) for h in r[1:]) for r in s)
                    for _, s in shapes)
        if abs(total - (x1 - x0) * (y1 - y0)) > 1e-9:
            raise AssertionError("level %s: unit area %s != level area" % (level_key, total))
        x = x0 + 0.25
        while x < x1:
            y = y0 + 0.25
            while y < y1:
                owners = [k for k, s in shapes if any(in_polygon_rings(x, y, rings) for rings in s)]
                if len(owners) != 1:
                    raise AssertionError("level %s: (%s, %s) covered by %s" % (level_key, x, y, owners))
                y += 0.5
            x += 0.5


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)),
                        help="folder that receives %s/ and %s.zip" % (VENUE_NAME, VENUE_NAME))
    args = parser.parse_args(argv[1:])
    features, units = build()
    plan_self_check(units)
    directory = os.path.join(args.out, VENUE_NAME)
    by_type = write_dataset(directory, MANIFEST, features)
    findings = check_directory(directory)
    for finding in findings:
        print("%s: %s: [%s] %s: %s" % (finding[2], finding[0], finding[1], finding[3] or "-", finding[4]))
    if any(f[0] in ("error", "warning") for f in findings):
        print("self-check FAILED", file=sys.stderr)
        return 1
    make_zip(directory, directory + ".zip")
    print("wrote %s and %s.zip: %s" % (directory, directory, ", ".join(
        "%s %d" % (t, len(v)) for t, v in by_type.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
