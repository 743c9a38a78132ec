#!/usr/bin/env python3
"""Validate SARIF logs (imdf validate/lint --format sarif) against the official SARIF 2.1.0 schema.

Usage:
    Scripts/check-sarif.py --schema SCHEMA.json SARIF_FILE...

The schema is the OASIS one, kept outside the repository (../shared/schemas/sarif-schema-2.1.0.json in this
project's CI); it is read, never copied. Each file is validated with jsonschema's Draft 4 validator (the
schema's own draft), with format checking where jsonschema can check a format. One line is printed per
problem, `FILE: JSON_PATH: MESSAGE`, then a line per file. Exit status: 0 when every file is valid, 1
otherwise, 2 on a usage error.

Requires Python 3.9+ and the PyPI package jsonschema. The Swift build and `swift test` do not need this
script (a Swift test checks the essentials of the SARIF structure without it).
"""

import argparse
import json
import sys

try:
    import jsonschema
except ImportError:  # pragma: no cover - environment problem
    sys.exit("check-sarif.py needs jsonschema: pip install jsonschema")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", required=True, help="the SARIF 2.1.0 JSON Schema")
    parser.add_argument("files", nargs="+", help="SARIF logs to check")
    arguments = parser.parse_args()
    with open(arguments.schema, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
    failed = False
    for name in arguments.files:
        with open(name, encoding="utf-8") as handle:
            log = json.load(handle)
        errors = sorted(validator.iter_errors(log), key=lambda error: list(error.absolute_path))
        for error in errors:
            path = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in error.absolute_path) or "$"
            print(f"{name}: {path}: {error.message}")
        results = sum(len(run.get("results", [])) for run in log.get("runs", [])) if isinstance(log, dict) else 0
        print(f"{name}: {'valid' if not errors else f'{len(errors)} problems'} ({results} results)")
        failed = failed or bool(errors)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
