#!/usr/bin/env python3
"""Python peer for imdf-bench: the same work with orjson and shapely 2, timed the same way.

    python3 peer_bench.py [--runs N] json FILE                   # orjson.loads of one file
    python3 peer_bench.py [--runs N] archive DIR                 # every file of a venue + an id index
    python3 peer_bench.py [--runs N] locate UNITS LEVEL_ID FIXES # STRtree bulk point query

Each measurement is printed as one line: name<TAB>median s<TAB>min s<TAB>bytes<TAB>items.
Anything else printed is a note. Needs `pip install orjson shapely` (shapely >= 2 for the bulk query);
exits 0 with a note when they are missing, so the harness just leaves the peer out.
"""

import os
import statistics
import sys
import time


def timed(name, body, runs, warm_up=1, size=0, items=0):
    for _ in range(warm_up):
        body()
    seconds = []
    for _ in range(runs):
        start = time.perf_counter()
        body()
        seconds.append(time.perf_counter() - start)
    print(f"{name}\t{statistics.median(seconds)}\t{min(seconds)}\t{size}\t{items}", flush=True)


def main(argv):
    runs = 10
    if len(argv) >= 2 and argv[0] == "--runs":
        runs = max(1, int(argv[1]))
        argv = argv[2:]
    try:
        import orjson
    except ImportError:
        print("python peer skipped: orjson is not installed (pip install orjson shapely)")
        return 0
    case = argv[0] if argv else ""
    if case == "json":
        path = argv[1]
        with open(path, "rb") as handle:
            data = handle.read()
        timed("python orjson.loads", lambda: orjson.loads(data), runs, size=len(data))
    elif case == "archive":
        directory = argv[1]
        names = sorted(os.listdir(directory))
        size = sum(os.path.getsize(os.path.join(directory, name)) for name in names)

        def open_archive():
            by_id = {}
            for name in names:
                with open(os.path.join(directory, name), "rb") as handle:
                    value = orjson.loads(handle.read())
                for feature in value.get("features", ()) if isinstance(value, dict) else ():
                    by_id[feature.get("id")] = feature
            return by_id

        timed("python read + orjson.loads + id index", open_archive, max(3, runs // 2), size=size)
    elif case == "locate":
        try:
            import numpy
            import shapely
            from shapely import STRtree
        except ImportError:
            print("python peer skipped: shapely 2 is not installed (pip install shapely)")
            return 0
        if not shapely.__version__.split(".")[0] >= "2":
            print(f"python peer skipped: shapely {shapely.__version__} has no bulk query")
            return 0
        units_path, level_id, fixes_path = argv[1], argv[2], argv[3]
        with open(units_path, "rb") as handle:
            features = orjson.loads(handle.read())["features"]
        polygons = [shapely.geometry.shape(f["geometry"]) for f in features
                    if f["properties"].get("level_id") == level_id and f.get("geometry")]
        xy = numpy.fromfile(fixes_path, dtype=numpy.float64).reshape(-1, 2)
        points = shapely.points(xy)
        tree = STRtree(polygons)
        pairs = tree.query(points, predicate="intersects")
        print(f"shapely {shapely.__version__}: {len(polygons)} polygons, {len(points)} points, {pairs.shape[1]} pairs")
        timed("python shapely STRtree.query intersects", lambda: tree.query(points, predicate="intersects"),
              max(3, runs // 3), items=len(points))
    else:
        print(__doc__)
        return 64
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
