#!/usr/bin/env python3
"""Generate three venues and a fleet of devices walking between them, for the Spark example.

    python3 Examples/Spark/generate_fleet.py --out /tmp/fleet [--devices 1000] [--fixes 1000] [--seed 1]

Writes (never into the repository; python3 standard library only):

- `<out>/venues/`: three synthetic venues made by `SampleVenues/generate_large.py`'s generator, ~780 m
  apart along a street in Montréal: `Campus-West/` and `Campus-East/` as folders, `Campus-Middle.zip`.
- `<out>/fixes.ndjson`: `--devices` × `--fixes` fixes, one a second per device, interleaved as a live feed
  would be (time, then device). Each device dwells in a venue (walking between random points of a
  building at 1.2 m/s, on one level, `floor` given in about one fix in three), then travels to another
  venue in a straight line (fixes in no venue on the way), and so on. Keys: `fix_id` (a unique whole
  number), `device`, `time` (ISO 8601), `lat`, `lon`, `accuracy`, `floor`, `battery` (a pass-through field).

Deterministic: the same arguments give the same files.
"""

import argparse
import math
import os
import random
import sys
import time

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "SampleVenues"))

import generate_large  # noqa: E402  (the sample generator: its layout, IDs and writer)
from imdf_samplekit import Projection  # noqa: E402
from make_zip import make_zip  # noqa: E402

# (name, buildings, levels, units per level, longitude of the origin); latitude 45.4990 for all.
VENUES = (("Campus-West", 2, 3, 40, -73.5800),
          ("Campus-Middle", 3, 2, 30, -73.5700),
          ("Campus-East", 1, 4, 60, -73.5600))
LAT0 = 45.4990
START = 1793523600  # 2026-11-01T09:00:00Z


def venue_layout(buildings, levels, units):
    """Building rectangles in local metres, as generate_large lays them out."""
    width, bands, _ = generate_large.plan(units)
    bw = generate_large.SPINE + width
    bh = bands * generate_large.BAND
    return [(b * (bw + generate_large.GAP), 0.0, b * (bw + generate_large.GAP) + bw, bh) for b in range(buildings)]


def write_venues(out):
    directory = os.path.join(out, "venues")
    os.makedirs(directory, exist_ok=True)
    layouts = []
    for name, buildings, levels, units, lon0 in VENUES:
        # generate_large places every venue at one origin: move this one along the street.
        original = generate_large.Projection
        generate_large.Projection = lambda lon0=None, lat0=None, _lon0=lon0: Projection(lon0=_lon0, lat0=LAT0)
        try:
            writer = generate_large.generate(buildings, levels, units, seed=len(layouts) + 1)
        finally:
            generate_large.Projection = original
        folder = os.path.join(directory, name)
        writer.write(folder, {"version": "1.0.0", "created": "2026-11-01T09:00:00Z",
                              "generated_by": "IMDFKit Examples/Spark/generate_fleet.py", "language": "en",
                              "extensions": None})
        if name.endswith("Middle"):
            make_zip(folder, folder + ".zip", compress_level=6)
            for file in os.listdir(folder):
                os.remove(os.path.join(folder, file))
            os.rmdir(folder)
        layouts.append((Projection(lon0=lon0, lat0=LAT0), venue_layout(buildings, levels, units), levels))
    return layouts


class Device:
    def __init__(self, rnd, layouts, number):
        self.rnd = rnd
        self.layouts = layouts
        self.name = "device-%04d" % number
        self.venue = rnd.randrange(len(layouts))
        self.x, self.y = self.inside_point()
        self.start_dwell()

    def inside_point(self):
        _, buildings, _ = self.layouts[self.venue]
        x0, y0, x1, y1 = buildings[self.rnd.randrange(len(buildings))]
        self.building = (x0, y0, x1, y1)
        return self.rnd.uniform(x0 + 0.5, x1 - 0.5), self.rnd.uniform(y0 + 0.5, y1 - 0.5)

    def start_dwell(self):
        self.mode = "dwell"
        self.remaining = self.rnd.randint(150, 400)
        _, _, levels = self.layouts[self.venue]
        self.ordinal = self.rnd.randrange(levels) - 1
        self.target = self.inside_point()

    def step(self):
        """Moves one second on; returns (lat, lon, floor or None)."""
        projection = self.layouts[self.venue][0]
        if self.mode == "dwell":
            self.move_towards(self.target, 1.2)
            if (self.x, self.y) == self.target:
                x0, y0, x1, y1 = self.building
                self.target = (self.rnd.uniform(x0 + 0.5, x1 - 0.5), self.rnd.uniform(y0 + 0.5, y1 - 0.5))
            self.remaining -= 1
            floor = self.ordinal if self.rnd.random() < 0.33 else None
            lat, lon = projection.lat(self.y), projection.lon(self.x)
            if self.remaining <= 0:
                # Travel to another venue: the target in its local metres, seen from this venue's origin.
                destination = self.rnd.choice([v for v in range(len(self.layouts)) if v != self.venue])
                other = self.layouts[destination][0]
                self.venue_next = destination
                offset = (other.lon0 - projection.lon0) * projection.m_per_deg_lon
                self.venue, saved = destination, self.venue
                tx, ty = self.inside_point()
                self.venue = saved
                self.target = (tx + offset, ty)
                self.mode = "travel"
            return lat, lon, floor
        self.move_towards(self.target, 6.0)
        lat, lon = projection.lat(self.y), projection.lon(self.x)
        if (self.x, self.y) == self.target:
            other = self.layouts[self.venue_next][0]
            self.x -= (other.lon0 - projection.lon0) * projection.m_per_deg_lon
            self.venue = self.venue_next
            self.start_dwell()
        return lat, lon, None

    def move_towards(self, target, speed):
        dx, dy = target[0] - self.x, target[1] - self.y
        distance = math.hypot(dx, dy)
        if distance <= speed:
            self.x, self.y = target
        else:
            self.x += dx / distance * speed
            self.y += dy / distance * speed


def iso(seconds):
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def write_fixes(out, layouts, devices, fixes, seed):
    rnd = random.Random(seed)
    fleet = [Device(rnd, layouts, number) for number in range(devices)]
    path = os.path.join(out, "fixes.ndjson")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for second in range(fixes):
            stamp = iso(START + second)
            lines = []
            for number, device in enumerate(fleet):
                lat, lon, floor = device.step()
                lines.append('{"fix_id":%d,"device":"%s","time":"%s","lat":%s,"lon":%s,"accuracy":%s,"floor":%s,"battery":%d}\n' % (
                    second * devices + number, device.name, stamp, repr(lat), repr(lon),
                    repr(round(rnd.uniform(2.0, 9.0), 1)), "null" if floor is None else floor,
                    100 - second * 50 // max(1, fixes)))
            f.write("".join(lines))
    return path


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--devices", type=int, default=1000)
    parser.add_argument("--fixes", type=int, default=1000, help="fixes per device")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv[1:])
    started = time.time()
    layouts = write_venues(args.out)
    path = write_fixes(args.out, layouts, args.devices, args.fixes, args.seed)
    print("wrote %s/venues (3 venues) and %s: %d fixes of %d devices (%.1f s)" % (
        args.out, path, args.devices * args.fixes, args.devices, time.time() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
