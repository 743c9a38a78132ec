#!/usr/bin/env python3
"""Tests for the sample generators and the self-check (standard library unittest).

    python3 SampleVenues/test_samples.py

Covers: the committed samples equal a fresh regeneration byte for byte (so
nobody hand-edits them), generation is reproducible, the Harbourview sample is
clean and has the required content, the large generator's output is clean,
and the checker really reports overlaps, bad winding, display points on an
edge and self-intersecting rings (so "clean" means something).
"""

import copy
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import generate_harbourview
import generate_large
from imdf_samplekit import FEATURE_TYPES, write_dataset
from imdf_selfcheck import check_directory


def digests(directory):
    out = {}
    for name in sorted(os.listdir(directory)):
        path = os.path.join(directory, name)
        if os.path.isfile(path):
            with open(path, "rb") as f:
                out[name] = hashlib.sha256(f.read()).hexdigest()
    return out


def run(script, *args):
    subprocess.run([sys.executable, os.path.join(HERE, script)] + list(args), check=True,
                   stdout=subprocess.DEVNULL)


class GeneratedSamples(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="imdf-samples-")
        run("generate_harbourview.py", "--out", cls.tmp)
        run("generate_mistakes.py", "--out", cls.tmp)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp)

    def test_committed_harbourview_equals_regeneration(self):
        self.assertEqual(digests(os.path.join(HERE, "HarbourviewQuay")),
                         digests(os.path.join(self.tmp, "HarbourviewQuay")))
        self.assertEqual(digests(HERE)["HarbourviewQuay.zip"], digests(self.tmp)["HarbourviewQuay.zip"])

    def test_committed_mistakes_equal_regeneration(self):
        self.assertEqual(digests(os.path.join(HERE, "HarbourviewQuayWithMistakes")),
                         digests(os.path.join(self.tmp, "HarbourviewQuayWithMistakes")))

    def test_harbourview_content(self):
        directory = os.path.join(self.tmp, "HarbourviewQuay")
        self.assertEqual([f for f in check_directory(directory)], [])
        data = {}
        for t in FEATURE_TYPES:
            with open(os.path.join(directory, t + ".geojson"), encoding="utf-8") as f:
                data[t] = json.load(f)["features"]
        self.assertGreaterEqual(len(data["unit"]), 60)
        self.assertEqual(len(data["building"]), 2)
        levels = [f["properties"] for f in data["level"]]
        self.assertIn(-1, [p["ordinal"] for p in levels])
        self.assertTrue(any(p["outdoor"] for p in levels))
        self.assertTrue(any(f["geometry"]["type"] == "MultiPolygon" for f in data["unit"]))
        self.assertTrue(any(len(f["geometry"]["coordinates"]) > 1 for f in data["unit"]
                            if f["geometry"]["type"] == "Polygon"))
        self.assertTrue(any(a["properties"]["unit"] for a in data["address"]))
        self.assertLessEqual({"traversal", "elevator"}, {r["properties"]["category"] for r in data["relationship"]})
        named = [f["properties"]["name"] for f in data["unit"] if f["properties"]["name"]]
        self.assertTrue(all(set(n) == {"en", "fr"} for n in named))

    def test_zip_entries_are_fixed(self):
        import zipfile
        with zipfile.ZipFile(os.path.join(self.tmp, "HarbourviewQuay.zip")) as archive:
            infos = archive.infolist()
        self.assertEqual(infos[0].filename, "manifest.json")
        self.assertEqual(len(infos), 17)
        self.assertTrue(all(i.date_time == (2026, 11, 1, 9, 0, 0) for i in infos))
        self.assertTrue(all((i.external_attr >> 16) & 0o777 == 0o644 for i in infos))


class LargeGenerator(unittest.TestCase):
    def test_small_configuration_is_clean_and_reproducible(self):
        with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
            for out in (a, b):
                run("generate_large.py", "--buildings", "2", "--levels", "3", "--units", "57",
                    "--seed", "5", "--out", out, "--zip")
            name = "Large-2x3x57-s5"
            self.assertEqual(digests(os.path.join(a, name)), digests(os.path.join(b, name)))
            self.assertEqual(digests(a)[name + ".zip"], digests(b)[name + ".zip"])
            self.assertEqual(check_directory(os.path.join(a, name)), [])
            with open(os.path.join(a, name, "unit.geojson"), encoding="utf-8") as f:
                self.assertEqual(len(json.load(f)["features"]), 2 * 3 * 57)


class CheckerCatchesDefects(unittest.TestCase):
    """Damage a clean Harbourview build and expect the matching finding."""

    def setUp(self):
        self.features, _ = generate_harbourview.build()
        self.tmp = tempfile.mkdtemp(prefix="imdf-check-")

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def rules_after(self, mutate):
        features = copy.deepcopy(self.features)
        mutate(features)
        write_dataset(self.tmp, generate_harbourview.MANIFEST, features)
        return {(f[1]) for f in check_directory(self.tmp)}

    def unit(self, features, en):
        return next(f for f in features if f["feature_type"] == "unit"
                    and (f["properties"]["name"] or {}).get("en") == en)

    def test_overlapping_units(self):
        def mutate(features):
            self.unit(features, "Staff Room")["geometry"] = copy.deepcopy(
                self.unit(features, "Storage")["geometry"])
        self.assertIn("UnitsOverlap", self.rules_after(mutate))

    def test_clockwise_exterior(self):
        def mutate(features):
            ring = self.unit(features, "Staff Room")["geometry"]["coordinates"][0]
            ring.reverse()
        self.assertIn("RingWinding", self.rules_after(mutate))

    def test_display_point_on_edge(self):
        def mutate(features):
            unit = self.unit(features, "Staff Room")
            unit["properties"]["display_point"]["coordinates"] = list(unit["geometry"]["coordinates"][0][1])
        self.assertIn("DisplayPointOutside", self.rules_after(mutate))

    def test_bowtie_ring(self):
        def mutate(features):
            ring = self.unit(features, "Staff Room")["geometry"]["coordinates"][0]
            ring[1], ring[2] = ring[2], ring[1]
        self.assertIn("RingSelfIntersection", self.rules_after(mutate))

    def test_anchor_outside_unit(self):
        def mutate(features):
            anchor = next(f for f in features if f["feature_type"] == "anchor")
            anchor["geometry"]["coordinates"] = [-73.0, 45.0]
        self.assertIn("AnchorOutsideUnit", self.rules_after(mutate))


if __name__ == "__main__":
    unittest.main()
