#!/usr/bin/env python3
"""Python peer for imdf-bench: the same work with orjson and shapely 2, timed the same way.

    python3 peer_bench.py [--runs N] json FILE                   # orjson.loads of one file
    python3 peer_bench.py [--runs N] archive DIR                 # every file of a venue + an id index
    python3 peer_bench.py [--runs N] locate UNITS LEVEL_ID FIXES # STRtree bulk point query
    python3 peer_bench.py [--runs N] route GRAPH UNITS LEVELS COSTS # networkx Dijkstra, shapely endpoints

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
    elif case == "route":
        return route(argv[1:], runs)
    else:
        print(__doc__)
        return 64
    return 0


def route(argv, runs):
    """Cross-level queries on the router's own navigation graph (exported by imdf-bench into GRAPH): every
    directed edge with its cost in seconds goes into a networkx DiGraph; per query, shapely finds the unit
    polygon holding each endpoint on its ordinal (STRtree + contains), joins the endpoint to every node of
    that polygon it sees (polygon.covers(segment)), and networkx runs Dijkstra. The costs are written to
    COSTS for the harness to compare with the router's."""
    try:
        import json
        import math
        import numpy
        import networkx
        import orjson
        import shapely
        from shapely import STRtree
        from shapely.geometry import LineString, Point, shape
    except ImportError as error:
        print(f"python peer skipped: {error.name} is not installed (pip install networkx shapely numpy)")
        return 0
    folder, units_path, levels_path, costs_path = argv[0], argv[1], argv[2], argv[3]
    meta = json.load(open(os.path.join(folder, "meta.json")))
    (lon0, lat0), (sx, sy), speed = meta["origin"], meta["scale"], meta["speed"]
    node_x = numpy.fromfile(os.path.join(folder, "node_x.f64"), dtype=numpy.float64)
    node_y = numpy.fromfile(os.path.join(folder, "node_y.f64"), dtype=numpy.float64)
    node_region = numpy.fromfile(os.path.join(folder, "node_region.i32"), dtype=numpy.int32)
    edge_from = numpy.fromfile(os.path.join(folder, "edge_from.i32"), dtype=numpy.int32)
    edge_to = numpy.fromfile(os.path.join(folder, "edge_to.i32"), dtype=numpy.int32)
    edge_cost = numpy.fromfile(os.path.join(folder, "edge_cost.f64"), dtype=numpy.float64)
    regions = [line.split("\t") for line in open(os.path.join(folder, "regions.tsv")).read().splitlines()]
    queries = numpy.fromfile(os.path.join(folder, "queries.f64"), dtype=numpy.float64).reshape(-1, 6)

    start = time.perf_counter()
    graph = networkx.DiGraph()
    graph.add_weighted_edges_from(zip(edge_from.tolist(), edge_to.tolist(), edge_cost.tolist()))
    with open(units_path, "rb") as handle:
        units = {f["id"]: f for f in orjson.loads(handle.read())["features"]}
    with open(levels_path, "rb") as handle:
        ordinals = {f["id"]: f["properties"]["ordinal"] for f in orjson.loads(handle.read())["features"]}
    polygons, region_ordinal = [], []
    for unit_id, part in regions:
        geometry = shape(units[unit_id]["geometry"])
        polygons.append(geometry if geometry.geom_type == "Polygon" else geometry.geoms[int(part)])
        region_ordinal.append(ordinals.get(units[unit_id]["properties"]["level_id"]))
    shapely.prepare(polygons)
    tree = STRtree(polygons)
    nodes_of_region = {}
    for node, region in enumerate(node_region.tolist()):
        if region >= 0:
            nodes_of_region.setdefault(region, []).append(node)
    print(f"networkx {networkx.__version__}, shapely {shapely.__version__}: {graph.number_of_nodes()} nodes, "
          f"{graph.number_of_edges()} edges, built in {time.perf_counter() - start:.1f} s")

    def locate(lon, lat, ordinal):
        point = Point(lon, lat)
        for region in tree.query(point, predicate="intersects").tolist():
            if region_ordinal[region] == ordinal and polygons[region].contains(point):
                return region
        return None

    def joins(lon, lat, region):
        """(node, seconds) for every node of the region the point sees."""
        x, y = (lon - lon0) * sx, (lat - lat0) * sy
        found = []
        for node in nodes_of_region.get(region, ()):
            nx_, ny_ = float(node_x[node]), float(node_y[node])
            node_lon, node_lat = lon0 + nx_ / sx, lat0 + ny_ / sy
            if polygons[region].covers(LineString([(lon, lat), (node_lon, node_lat)])):
                found.append((node, math.hypot(nx_ - x, ny_ - y) / speed))
        return found

    def query(row):
        lon1, lat1, ord1, lon2, lat2, ord2 = row.tolist()
        a, b = locate(lon1, lat1, int(ord1)), locate(lon2, lat2, int(ord2))
        if a is None or b is None:
            return math.inf
        source, target = "start", "goal"
        graph.add_weighted_edges_from((source, node, cost) for node, cost in joins(lon1, lat1, a))
        graph.add_weighted_edges_from((node, target, cost) for node, cost in joins(lon2, lat2, b))
        try:
            return networkx.dijkstra_path_length(graph, source, target)
        except networkx.NetworkXNoPath:
            return math.inf
        finally:
            graph.remove_node(source)
            graph.remove_node(target)

    costs, seconds = [], []
    for row in queries:
        began = time.perf_counter()
        costs.append(query(row))
        seconds.append(time.perf_counter() - began)
    numpy.array(costs, dtype=numpy.float64).tofile(costs_path)
    print(f"python networkx.dijkstra_path_length per query\t{statistics.median(seconds)}\t{min(seconds)}\t0\t1", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
