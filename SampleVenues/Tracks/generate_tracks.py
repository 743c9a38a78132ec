#!/usr/bin/env python3
"""Writes the sample tracks of SampleVenues/Tracks from the HarbourviewQuay venue's geometry.

Deterministic, Python 3 standard library only. Run from anywhere:

    python3 SampleVenues/Tracks/generate_tracks.py

A walk on the Ground Level (ordinal 0) of the Harbourview Interchange between unit display points,
up Stairs A to the Mezzanine (ordinal 1), then along the mezzanine. Fixes one second apart at a
walking pace, written three ways:

- walk.csv     header time,lat,lon,accuracy,course,speed,altitude,floor,device (floor given on the stairs
               and for the last mezzanine fixes, empty elsewhere; `device` is an extra column)
- walk.ndjson  the same keys, floor omitted where absent
- walk.nmea    a $GPGGA + $GPRMC pair per fix (NMEA has no floor), HDOP = accuracy / 5

plus malformed.csv, malformed.ndjson and malformed.nmea, each with bad lines of every kind the
format can have, and malformed.expected.json listing for each of those files the status expected
for every non-blank line (what the Swift tests check).
"""
import json
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
VENUE = os.path.join(HERE, "..", "HarbourviewQuay")
START = 1793523600  # 2026-11-01T09:00:00Z
SPEED = 1.3  # m/s
M_PER_DEG_LAT = 111_320.0


def display_points():
    with open(os.path.join(VENUE, "level.geojson"), encoding="utf-8") as f:
        levels = {feature["id"]: feature["properties"] for feature in json.load(f)["features"]}
    points = {}
    with open(os.path.join(VENUE, "unit.geojson"), encoding="utf-8") as f:
        for feature in json.load(f)["features"]:
            p = feature["properties"]
            level = levels[p["level_id"]]["name"]["en"]
            name = (p.get("name") or {}).get("en")
            if name and p.get("display_point"):
                points[(level, name)] = tuple(p["display_point"]["coordinates"])
    return points


def walk():
    """(lon, lat, floor_given, ordinal) per fix along the route."""
    dp = display_points()
    ground = ["Waiting Room", "Main Concourse", "Interchange Lobby", "Café du Quai", "Interchange Lobby",
              "Main Concourse", "Stairs A"]
    route = [(dp[("Ground Level", n)], 0) for n in ground]
    route += [(dp[("Mezzanine", n)], 1) for n in ["Stairs A", "Mezzanine Walkway", "Balcony", "Passenger Lounge"]]
    fixes = []
    for (a, ordinal_a), (b, ordinal_b) in zip(route, route[1:]):
        lat0 = math.radians(a[1])
        dx = (b[0] - a[0]) * M_PER_DEG_LAT * math.cos(lat0)
        dy = (b[1] - a[1]) * M_PER_DEG_LAT
        distance = math.hypot(dx, dy)
        course = (math.degrees(math.atan2(dx, dy)) + 360) % 360
        if distance == 0:  # the stairs: same outline on both levels, climbing takes a few seconds
            for _ in range(6):
                fixes.append((a[0], a[1], "stairs", ordinal_b if len(fixes) % 2 else ordinal_a, course))
            continue
        steps = max(1, round(distance / SPEED))
        for i in range(steps):
            t = i / steps
            fixes.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, None, ordinal_a, course))
    fixes.append((route[-1][0][0], route[-1][0][1], None, 1, fixes[-1][4]))
    result = []
    stairs_seen = 0
    for index, (lon, lat, phase, ordinal, course) in enumerate(fixes):
        if phase == "stairs":
            stairs_seen += 1
            ordinal = 0 if stairs_seen <= 3 else 1
            floor = ordinal
        else:
            floor = 1 if index >= len(fixes) - 4 else None
        accuracy = 4.0 + (index * 7 % 5) * 0.5
        altitude = 12.0 if ordinal == 0 else 16.5
        result.append(dict(time=START + index, lat=round(lat, 7), lon=round(lon, 7), accuracy=accuracy,
                           course=round(course, 1), speed=SPEED if phase is None else 0.4, altitude=altitude,
                           floor=floor))
    return result


def iso(seconds):
    days, rest = divmod(seconds, 86400)
    # civil_from_days (Howard Hinnant)
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    y = yoe + era * 400 + (1 if m <= 2 else 0)
    return f"{y:04d}-{m:02d}-{d:02d}T{rest // 3600:02d}:{rest // 60 % 60:02d}:{rest % 60:02d}Z"


def nmea(body):
    checksum = 0
    for ch in body.encode("ascii"):
        checksum ^= ch
    return f"${body}*{checksum:02X}"


def dm(value, degree_digits, pos, neg):
    hemisphere = pos if value >= 0 else neg
    value = abs(value)
    degrees = int(value)
    minutes = (value - degrees) * 60
    return f"{degrees:0{degree_digits}d}{minutes:08.5f}", hemisphere


def gga(fix, talker="GP", quality=1):
    seconds = fix["time"] % 86400
    hhmmss = f"{seconds // 3600:02d}{seconds // 60 % 60:02d}{seconds % 60:02d}.00"
    lat, ns = dm(fix["lat"], 2, "N", "S")
    lon, ew = dm(fix["lon"], 3, "E", "W")
    hdop = f"{fix['accuracy'] / 5:.1f}"
    return nmea(f"{talker}GGA,{hhmmss},{lat},{ns},{lon},{ew},{quality},09,{hdop},{fix['altitude']:.1f},M,-32.0,M,,")


def rmc(fix, talker="GP", status="A"):
    seconds = fix["time"] % 86400
    hhmmss = f"{seconds // 3600:02d}{seconds // 60 % 60:02d}{seconds % 60:02d}.00"
    lat, ns = dm(fix["lat"], 2, "N", "S")
    lon, ew = dm(fix["lon"], 3, "E", "W")
    day = iso(fix["time"])
    ddmmyy = day[8:10] + day[5:7] + day[2:4]
    knots = f"{fix['speed'] / (1852 / 3600):.2f}"
    return nmea(f"{talker}RMC,{hhmmss},{status},{lat},{ns},{lon},{ew},{knots},{fix['course']:.1f},{ddmmyy},,,A")


def number(value):
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


def write(name, lines):
    with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


def main():
    fixes = walk()
    csv = ["time,lat,lon,accuracy,course,speed,altitude,floor,device"]
    for fix in fixes:
        floor = "" if fix["floor"] is None else str(fix["floor"])
        csv.append(",".join([iso(fix["time"]), number(fix["lat"]), number(fix["lon"]), number(fix["accuracy"]),
                             number(fix["course"]), number(fix["speed"]), number(fix["altitude"]), floor, "walker-1"]))
    write("walk.csv", csv)

    ndjson = []
    for fix in fixes:
        record = {"time": iso(fix["time"]), "lat": fix["lat"], "lon": fix["lon"], "accuracy": fix["accuracy"],
                  "course": fix["course"], "speed": fix["speed"], "altitude": fix["altitude"]}
        if fix["floor"] is not None:
            record["floor"] = fix["floor"]
        record["device"] = "walker-1"
        ndjson.append(json.dumps(record, ensure_ascii=False, separators=(",", ":")))
    write("walk.ndjson", ndjson)

    sentences = []
    for index, fix in enumerate(fixes):
        talker = "GN" if index % 10 == 9 else "GP"  # a multi-constellation receiver now and then
        sentences += [gga(fix, talker), rmc(fix, talker)]
        if index % 5 == 0:
            sentences.append(nmea("GPGSA,A,3,04,05,09,12,24,25,29,,,,,,1.8,0.9,1.5"))
    write("walk.nmea", sentences)

    fix = fixes[3]
    expected = {}

    good_gga = gga(fix)
    bad_checksum = good_gga[:-2] + ("00" if good_gga[-2:] != "00" else "01")
    seconds = fix["time"] % 86400
    hhmmss = f"{seconds // 3600:02d}{seconds // 60 % 60:02d}{seconds % 60:02d}.00"
    later = dict(fix, time=fix["time"] + 1)
    lines = [
        ("valid", gga(fix)), ("", rmc(fix)),  # one valid fix from a pair
        ("invalid", bad_checksum),  # bad checksum
        ("invalid", gga(later, quality=0)),  # quality 0
        ("", ""),  # blank line
        ("unparsable", gga(later)[:30]),  # truncated line
        ("unparsable", nmea(f"GPGGA,{hhmmss},45x0.1234,N,07333.0000,W,1,08,0.9,12.0,M,-32.0,M,,")),  # non-numeric lat
        ("ignored", nmea("GPGSV,3,1,11,03,03,111,00,04,15,270,00,06,01,010,00,13,06,292,00")),  # unknown sentence
        ("unparsable", nmea(f"GPGGA,{hhmmss},4530.1800,N,07333.0000,W,1,08")),  # wrong field count
        ("invalid", nmea("GPGGA,090009.00,9130.0000,N,07333.0000,W,1,08,0.9,12.0,M,-32.0,M,,")),  # lat out of range
        ("", "   "),  # blank line of spaces
        ("invalid", rmc(dict(fix, time=fix["time"] + 20), status="V")),  # receiver warning
        ("unparsable", "GPGGA,no dollar sign"),
        ("valid", gga(dict(fix, time=fix["time"] + 30), talker="GL")), ("", rmc(dict(fix, time=fix["time"] + 30), talker="GL")),
    ]
    write("malformed.nmea", [text for _, text in lines])
    expected["malformed.nmea"] = {str(i + 1): status for i, (status, text) in enumerate(lines) if status}

    header = "time,lat,lon,accuracy,course,speed,altitude,floor,device"
    lines = [
        ("", header),
        ("valid", f"{iso(fix['time'])},{fix['lat']},{fix['lon']},4,90,1.3,12,0,walker-1"),
        ("invalid", f"{iso(fix['time'] + 1)},{fix['lat']},{fix['lon']},-1,90,1.3,12,0,walker-1"),  # negative accuracy
        ("", ""),
        ("unparsable", f"{iso(fix['time'] + 2)},north,{fix['lon']},4,90,1.3,12,0,walker-1"),  # non-numeric lat
        ("unparsable", f"{iso(fix['time'] + 3)},{fix['lat']},{fix['lon']},4"),  # wrong field count (truncated)
        ("invalid", f"{iso(fix['time'] + 4)},91.5,{fix['lon']},4,90,1.3,12,0,walker-1"),  # lat out of range
        ("unparsable", f"yesterday,{fix['lat']},{fix['lon']},4,90,1.3,12,0,walker-1"),  # bad time
        ("unparsable", f"{iso(fix['time'] + 6)},{fix['lat']},{fix['lon']},4,90,1.3,12,0,\"walker-1"),  # open quote
        ("valid", f"{START + 7},{fix['lat']},{fix['lon']},,,,,,\"walker \"\"one\"\", quoted\""),  # epoch time, quoting
        ("unparsable", f"{iso(fix['time'] + 8)},{fix['lat']},{fix['lon']},4,90,1.3,12,one,walker-1"),  # floor not a number
        ("valid", f"{iso(fix['time'] + 9)},{fix['lat']},{fix['lon']},4,90,1.3,12,1,walker-1"),  # reading went on
    ]
    write("malformed.csv", [text for _, text in lines])
    expected["malformed.csv"] = {str(i + 1): status for i, (status, text) in enumerate(lines) if status}

    base = {"time": iso(fix["time"]), "lat": fix["lat"], "lon": fix["lon"], "accuracy": 4}
    lines = [
        ("valid", json.dumps(base)),
        ("invalid", json.dumps(dict(base, accuracy=-1))),  # negative accuracy
        ("", ""),
        ("unparsable", json.dumps(dict(base, lat="north"))),  # non-numeric lat
        ("unparsable", json.dumps(base)[:25]),  # truncated line
        ("invalid", json.dumps(dict(base, lat=91.5))),  # lat out of range
        ("unparsable", json.dumps({"time": base["time"], "lon": base["lon"]})),  # missing lat
        ("unparsable", "[1, 2, 3]"),  # not an object
        ("unparsable", json.dumps(dict(base, time="yesterday"))),  # bad time
        ("valid", json.dumps(dict(base, time=START + 9, floor=0, device={"id": 7}))),  # epoch time, extra key
        ("unparsable", json.dumps(dict(base, floor=0.5))),  # floor not whole
        ("valid", json.dumps(dict(base, time=START + 11, floor=1))),  # reading went on
    ]
    write("malformed.ndjson", [text for _, text in lines])
    expected["malformed.ndjson"] = {str(i + 1): status for i, (status, text) in enumerate(lines) if status}

    with open(os.path.join(HERE, "malformed.expected.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(expected, f, indent=2, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
