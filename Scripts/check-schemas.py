#!/usr/bin/env python3
"""Validate IMDF archive directories against the JSON Schemas in Schemas/.

Usage:
    Scripts/check-schemas.py [--schemas DIR] [--expect-failures FILE] ARCHIVE_DIR...

For each archive directory, manifest.json is validated against manifest.schema.json and every
feature of every <type>.geojson (for the sixteen IMDF feature types) against <type>.schema.json,
through <type>.collection.schema.json. Other files are ignored. One line is printed per failure:

    FILE: FEATURE_ID: JSON_PATH: MESSAGE

(FEATURE_ID is "-" for the manifest, for a file-level problem, or for a feature without an id),
then a summary. Exit status: 0 when everything is valid, 1 otherwise, 2 on a usage error.

With --expect-failures FILE, the file lists the (file, feature id) pairs that are expected to fail,
one "FILE FEATURE_ID" pair per line ("#" starts a comment; FILE matches the reported path or a
trailing part of it, such as "venue.geojson" or "minimal-ja/venue.geojson"). The exit status is then
0 when every listed pair fails and nothing else does.

Requires Python 3.9+ and the PyPI package jsonschema >= 4.18 (draft 2020-12, `referencing`).
The Swift build and `swift test` do not need this script.
"""

import argparse
import json
import sys
from pathlib import Path

try:
    import jsonschema
    from jsonschema.exceptions import best_match
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012
except ImportError:  # pragma: no cover - environment problem
    sys.exit("check-schemas.py needs jsonschema >= 4.18: pip install 'jsonschema>=4.18'")

FEATURE_TYPES = [
    "address", "amenity", "anchor", "building", "detail", "fixture", "footprint", "geofence",
    "kiosk", "level", "occupant", "opening", "relationship", "section", "unit", "venue",
]
DEFAULT_SCHEMAS = Path(__file__).resolve().parent.parent / "Schemas"


def load_registry(schemas_dir):
    """A registry holding every *.schema.json under its relative $id."""
    registry = Registry()
    for path in sorted(schemas_dir.glob("*.schema.json")):
        contents = json.loads(path.read_text(encoding="utf-8"))
        resource = Resource.from_contents(contents, default_specification=DRAFT202012)
        registry = registry.with_resource(contents.get("$id", path.name), resource)
    return registry.crawl()


def validator_for(registry, schema_id):
    schema = registry.contents(schema_id)
    return jsonschema.Draft202012Validator(schema, registry=registry)


def json_path(parts):
    text = "$"
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else f".{part}"
    return text


def path_key(parts):
    """A sort key for a JSON path: indexes numerically, keys alphabetically."""
    return [(0, part, "") if isinstance(part, int) else (1, 0, str(part)) for part in parts]


def short_json(value, limit=60):
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def describe(error, pattern_names):
    """The path and a short message for an error, from its most relevant sub-error.

    Enumerations are not listed in full, and patterns are named by their definition (LANGUAGE-TAG, ...).
    """
    consts = []
    while error.context:
        # For "null or X", explain why the value is not an X rather than that it is not null.
        candidates = [e for e in error.context if not (e.validator == "type" and e.validator_value == "null")]
        candidates = candidates or list(error.context)
        deepest = best_match(candidates)
        if deepest is None:
            break
        consts = [e.validator_value for e in candidates
                  if e.validator == "const" and list(e.absolute_path) == list(deepest.absolute_path)]
        error = deepest
    path = list(error.absolute_path)
    instance = short_json(error.instance)
    if error.validator == "enum":
        return path, f"{instance} is not one of the {len(error.validator_value)} allowed values"
    if error.validator == "const":
        allowed = consts if len(consts) > 1 else [error.validator_value]
        return path, f"{instance} is not {' or '.join(short_json(value) for value in allowed)}"
    if error.validator == "pattern":
        name = pattern_names.get(error.validator_value, "the pattern")
        return path, f"{instance} is not a valid {name}"
    if error.validator == "type":
        return path, f"{instance} is not of type {short_json(error.validator_value)}"
    message = error.message
    return path, message if len(message) <= 200 else message[:197] + "..."


def pattern_names(registry):
    """Definition names by pattern, from the shared definitions."""
    names = {}
    definitions = registry.contents("imdf-definitions.schema.json").get("$defs", {})
    for name, schema in definitions.items():
        if isinstance(schema, dict) and "pattern" in schema:
            names[schema["pattern"]] = name
    return names


class Checker:
    def __init__(self, registry):
        self.registry = registry
        self.pattern_names = pattern_names(registry)
        self.failures = []  # (file, feature id, path, message)
        self.checked_features = 0
        self.checked_files = 0

    def fail(self, file, feature_id, path, message):
        self.failures.append((str(file), feature_id, path, message))

    def load(self, path):
        try:
            return json.loads(path.read_text(encoding="utf-8-sig")), True
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            self.fail(path, "-", "$", f"cannot read JSON: {error}")
            return None, False

    def check_archive(self, directory):
        manifest = directory / "manifest.json"
        if manifest.exists():
            document, ok = self.load(manifest)
            self.checked_files += 1
            if ok:
                validator = validator_for(self.registry, "manifest.schema.json")
                for error in sorted(validator.iter_errors(document), key=lambda e: path_key(e.absolute_path)):
                    parts, message = describe(error, self.pattern_names)
                    self.fail(manifest, "-", json_path(parts), message)
        else:
            self.fail(manifest, "-", "$", "manifest.json is missing")

        for feature_type in FEATURE_TYPES:
            path = directory / f"{feature_type}.geojson"
            if not path.exists():
                continue
            document, ok = self.load(path)
            self.checked_files += 1
            if not ok:
                continue
            validator = validator_for(self.registry, f"{feature_type}.collection.schema.json")
            features = document.get("features") if isinstance(document, dict) else None
            if isinstance(features, list):
                self.checked_features += len(features)
            for error in sorted(validator.iter_errors(document), key=lambda e: path_key(e.absolute_path)):
                parts, message = describe(error, self.pattern_names)
                feature_id = "-"
                if len(parts) >= 2 and parts[0] == "features" and isinstance(parts[1], int) and isinstance(features, list):
                    feature = features[parts[1]]
                    if isinstance(feature, dict) and isinstance(feature.get("id"), str) and feature["id"]:
                        feature_id = feature["id"]
                self.fail(path, feature_id, json_path(parts), message)


def read_expectations(path):
    pairs = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        fields = line.split()
        if len(fields) != 2:
            sys.exit(f"{path}:{number}: expected 'FILE FEATURE_ID', found {line!r}")
        pairs.append((fields[0], fields[1]))
    return pairs


def file_matches(reported, expected):
    reported_parts = Path(reported).parts
    expected_parts = Path(expected).parts
    return reported_parts[-len(expected_parts):] == expected_parts


def main(argv=None):
    parser = argparse.ArgumentParser(description="Validate IMDF archive directories against Schemas/.")
    parser.add_argument("archives", nargs="+", type=Path, help="archive directories")
    parser.add_argument("--schemas", type=Path, default=DEFAULT_SCHEMAS, help="the schema directory (default: %(default)s)")
    parser.add_argument("--expect-failures", metavar="FILE", help="'FILE FEATURE_ID' pairs that must fail")
    arguments = parser.parse_args(argv)

    if not (arguments.schemas / "manifest.schema.json").exists():
        parser.error(f"no schemas in {arguments.schemas}")
    checker = Checker(load_registry(arguments.schemas))
    for directory in arguments.archives:
        if not directory.is_dir():
            parser.error(f"not a directory: {directory}")
        checker.check_archive(directory)

    for file, feature_id, path, message in checker.failures:
        print(f"{file}: {feature_id}: {path}: {message}")
    failing = sorted({(file, feature_id) for file, feature_id, _, _ in checker.failures})
    print(f"checked {checker.checked_files} files, {checker.checked_features} features: "
          f"{len(checker.failures)} failures in {len(failing)} (file, feature) pairs")

    if arguments.expect_failures is None:
        return 0 if not checker.failures else 1

    expected = read_expectations(arguments.expect_failures)
    missing = [pair for pair in expected
               if not any(file_matches(file, pair[0]) and feature_id == pair[1] for file, feature_id in failing)]
    unexpected = [pair for pair in failing
                  if not any(file_matches(pair[0], file) and pair[1] == feature_id for file, feature_id in expected)]
    for file, feature_id in missing:
        print(f"expected failure did not occur: {file} {feature_id}")
    for file, feature_id in unexpected:
        print(f"unexpected failure: {file} {feature_id}")
    print(f"expectations: {len(expected) - len(missing)}/{len(expected)} expected failures seen, "
          f"{len(unexpected)} unexpected")
    return 0 if not missing and not unexpected else 1


if __name__ == "__main__":
    sys.exit(main())
