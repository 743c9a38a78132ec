#!/usr/bin/env python3
"""Writes Sources/IMDFKit/Validation/Support/Registries+Generated.swift: the BCP 47 and ISO 3166 tables
behind the LANGUAGE-TAG, ISO-3166 and ISO-3166-2 checks (spec §1.4).

Inputs (PyPI data packages; this script pins nothing, it reads whatever versions are installed):

    python3 -m pip install pycountry language-tags

- language-tags: its `data/json/registry.json` is the IANA Language Subtag Registry (RFC 5646 §3.1) as
  JSON, with the registry's File-Date in `data/json/meta.json`. It is used instead of language-data,
  whose `data/language-subtag-registry.txt` is the registry file itself but dated 2021-08-06 in
  language-data 1.4.0 (no `tok`, `Kawi`, `CQ`, ...); language-tags also has no compiled dependencies.
- pycountry: ISO 3166-1 (alpha-2, alpha-3, numeric, names), ISO 3166-2 (subdivision codes and names,
  with the English names of its `en` locale where they differ, e.g. DE-BY "Bayern" / "Bavaria"), and the
  ISO 639-2/639-3 three-letter codes of the languages that have a two-letter code (for "eng" -> "en").

Generated with: language-tags 1.3.2 (registry File-Date 2024-05-16) and pycountry 26.2.16.

Usage:
    python3 Scripts/generate-registries.py            # (re)write the Swift file
    python3 Scripts/generate-registries.py --check    # exit 1 if the committed file differs
    python3 Scripts/generate-registries.py --print-requirements   # pip requirements of the committed file

To reproduce the committed file exactly, install the versions it was made from:

    python3 -m pip install $(python3 Scripts/generate-registries.py --print-requirements)

Output: one Swift file with a header naming the packages, their versions, the registry's File-Date and a
content checksum, and one raw string literal per table (codes separated by spaces, records by `;`, both
wrapped at line breaks; deprecated codes written `code>preferred`). A string literal costs the compiler
next to nothing; `Registries.swift` reads each table lazily the first time a check needs it. The output
is deterministic: every table is sorted, nothing depends on the clock or the locale.

Staleness is checked twice:
- `swift test` (no Python): the generated file records an FNV-1a 64-bit checksum of its tables'
  contents; a test recomputes it, so a hand edit of a table fails (a test cannot see PyPI, so it cannot
  tell whether a newer package would give other tables).
- `.ci/run` (optional step): installs the package versions named in the committed file's header
  (`--print-requirements`) and runs this script with `--check`, so a change to this script that was not
  followed by regenerating fails CI; the step is skipped with a message when pip cannot install them.
  To move to newer data, install newer packages, run the script, and commit the result.
"""
import argparse
import json
import os
import re
import sys
import textwrap
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "IMDFKit", "Validation", "Support", "Registries+Generated.swift")
LINE_WIDTH = 110

# Kosovo has no ISO 3166-1 code. XK is a user-assigned code (ISO 3166-1 reserves XA-XZ for users) that the
# European Commission, CLDR/Unicode locales and most map data use for it; an address in Kosovo has no other
# code to give. It is kept as the hand-written list did, and is the only entry not from pycountry.
USER_ASSIGNED_COUNTRIES = [("XK", "", "", ["Kosovo"])]

# Letters that do not decompose to an ASCII letter under NFKD but that people fold when typing names.
EXTRA_FOLDS = {"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
               "ħ": "h", "ŧ": "t", "ŀ": "l", "ĸ": "k", "ŋ": "n", "ʻ": "", "ʼ": "", "’": "'", "‘": "'"}


def package_version(name):
    from importlib import metadata
    return metadata.version(name)


def load_subtag_registry():
    import language_tags  # noqa: F401  (only to find its data folder)
    folder = os.path.join(os.path.dirname(language_tags.__file__), "data", "json")
    with open(os.path.join(folder, "registry.json"), encoding="utf-8") as handle:
        records = json.load(handle)
    with open(os.path.join(folder, "meta.json"), encoding="utf-8") as handle:
        file_date = json.load(handle)["File-Date"]
    return records, file_date


def expand_range(text):
    """`qaa..qtz` -> qaa, qab, ..., qtz (the registry's private-use ranges)."""
    first, last = text.lower().split("..")
    assert len(first) == len(last) and first[:-2] == last[:-2], text
    prefix = first[:-2]
    values = []
    for a in range(ord(first[-2]), ord(last[-2]) + 1):
        for b in range(ord("a"), ord("z") + 1):
            value = prefix + chr(a) + chr(b)
            if first <= value <= last:
                values.append(value)
    return values


def entry(subtag, record):
    """`subtag`, or `subtag>preferred` when deprecated (`subtag>` when there is no preferred value)."""
    if "Deprecated" in record:
        return subtag + ">" + record.get("Preferred-Value", "").lower()
    return subtag


def subtag_tables(records):
    tables = {"language": [], "extlang": [], "script": [], "region": [], "variant": []}
    grandfathered, redundant, names = [], [], []
    for record in records:
        kind = record["Type"]
        if kind in ("grandfathered", "redundant"):
            tag = record["Tag"].lower()
            if kind == "grandfathered":
                grandfathered.append(entry(tag, record))
            elif "Deprecated" in record:
                redundant.append(entry(tag, record))
            continue
        subtag = record["Subtag"].lower()
        subtags = expand_range(subtag) if ".." in subtag else [subtag]
        for value in subtags:
            if kind == "extlang":
                prefixes = record.get("Prefix", [])
                assert len(prefixes) == 1, record
                tables[kind].append(entry(value + ":" + prefixes[0].lower(), record))
            else:
                tables[kind].append(entry(value, record))
        if kind == "language" and ".." not in subtag and "Deprecated" not in record:
            for description in record["Description"]:
                names.append((len(subtag), subtag, description))
    for values in tables.values():
        values.sort()
        assert len({v.split(">")[0].split(":")[0] for v in values}) == len(values), "duplicate subtag"
    names.sort()
    name_lines = []
    for _, subtag, description in names:
        if name_lines and name_lines[-1].split("|")[0] == subtag:
            name_lines[-1] += "|" + description
        else:
            name_lines.append(subtag + "|" + description)
    return tables, sorted(grandfathered), sorted(redundant), name_lines


def iso639_alpha3_lines():
    """`eng>en`, `ger>de`, `deu>de`: the three-letter codes of languages that BCP 47 writes with two."""
    import pycountry
    pairs = set()
    for language in pycountry.languages:
        alpha2 = getattr(language, "alpha_2", None)
        if not alpha2:
            continue
        pairs.add((language.alpha_3, alpha2))
        bibliographic = getattr(language, "bibliographic", None)
        if bibliographic:
            pairs.add((bibliographic, alpha2))
    return sorted(f"{a3}>{a2}" for a3, a2 in pairs)


def english_names(domain):
    """pycountry's English translation of its names (the database names are often local ones)."""
    import gettext
    import pycountry
    try:
        return gettext.translation(domain, pycountry.LOCALES_DIR, languages=["en"])
    except OSError:
        return gettext.NullTranslations()


def country_lines():
    import pycountry
    lines = []
    for country in pycountry.countries:
        names = []
        for field in ("name", "official_name", "common_name"):
            value = getattr(country, field, None)
            if value and value not in names:
                names.append(value)
        lines.append("|".join([country.alpha_2, country.alpha_3, country.numeric] + names))
    for alpha2, alpha3, numeric, names in USER_ASSIGNED_COUNTRIES:
        assert pycountry.countries.get(alpha_2=alpha2) is None, f"{alpha2} is now in pycountry: drop it from USER_ASSIGNED_COUNTRIES"
        lines.append("|".join([alpha2, alpha3, numeric] + names))
    return sorted(lines)


def subdivision_lines():
    import pycountry
    english = english_names("iso3166-2")
    lines = []
    for subdivision in pycountry.subdivisions:
        assert re.fullmatch(r"[A-Z]{2}-[A-Z0-9]{1,3}", subdivision.code), subdivision.code
        names = [subdivision.name]
        translated = english.gettext(subdivision.name)
        if translated and translated not in names:
            names.append(translated)
        lines.append("|".join([subdivision.code] + names))
    return sorted(lines)


def fold_table(texts):
    """`é=e ô=o ß=ss ...`: every non-ASCII character of the names (after lower-casing) that folds to
    something else, so that Swift folds names and input the same way without Foundation."""
    folds = {}
    for text in texts:
        for character in text.lower():
            # Swift drops every nonspacing mark (category Mn) itself, so they need no entry.
            if ord(character) < 128 or character in folds or unicodedata.category(character) == "Mn":
                continue
            if character in EXTRA_FOLDS:
                folds[character] = EXTRA_FOLDS[character]
                continue
            decomposed = unicodedata.normalize("NFKD", character)
            stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
            if stripped != character and stripped.isascii():
                folds[character] = stripped
    for character in folds.values():
        assert " " not in character and "=" not in character
    return sorted(f"{source}={target}" for source, target in folds.items())


def wrap(words, separator=" "):
    """Words joined by `separator` in lines of at most LINE_WIDTH characters (a longer word gets a line of
    its own); a line break stands for the separator."""
    lines, current = [], ""
    for word in words:
        assert separator not in word and "\n" not in word, word
        if current and len(current) + len(separator) + len(word) > LINE_WIDTH:
            lines.append(current)
            current = word
        else:
            current = current + separator + word if current else word
    if current:
        lines.append(current)
    return lines


def fnv1a64(texts):
    value = 0xCBF29CE484222325
    for text in texts:
        for byte in text.encode("utf-8") + b"\0":
            value ^= byte
            value = (value * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def generate():
    records, file_date = load_subtag_registry()
    tags_version = package_version("language-tags")
    pycountry_version = package_version("pycountry")
    tables, grandfathered, redundant, language_names = subtag_tables(records)
    countries = country_lines()
    subdivisions = subdivision_lines()
    alpha3 = iso639_alpha3_lines()
    folds = fold_table([line for line in language_names + countries + subdivisions])

    # (Swift name, doc comment, lines). The order is the checksum's order.
    parts = [
        ("languageTable", f"Primary language subtags ({len(tables['language'])}, with the private-use range qaa..qtz "
         "expanded): `subtag`, or `subtag>preferred` when deprecated (`subtag>` when the registry gives no "
         "preferred value).", wrap(tables["language"])),
        ("extlangTable", f"Extended language subtags ({len(tables['extlang'])}) with their one Prefix: `subtag:prefix`, "
         "and `>preferred` when deprecated.", wrap(tables["extlang"])),
        ("scriptTable", f"Script subtags ({len(tables['script'])}, private-use Qaaa..Qabx expanded), lower-cased, "
         "deprecated ones marked as above.", wrap(tables["script"])),
        ("regionTable", f"Region subtags ({len(tables['region'])}: ISO 3166-1 alpha-2 and UN M.49 three-digit codes, "
         "private-use QM..QZ and XA..XZ expanded), lower-cased, deprecated ones marked as above.",
         wrap(tables["region"])),
        ("variantTable", f"Variant subtags ({len(tables['variant'])}), deprecated ones marked as above (their "
         "Prefix fields are not kept).", wrap(tables["variant"])),
        ("grandfatheredTable", f"Grandfathered tags ({len(grandfathered)}), valid as a whole, deprecated ones marked "
         "as above.", wrap(grandfathered)),
        ("deprecatedRedundantTable", f"Redundant tags that are deprecated ({len(redundant)}), as `tag>preferred`.",
         wrap(redundant)),
        ("languageNameTable", f"The Description fields of the current primary language subtags ({len(language_names)} "
         "records, two-letter subtags first): `subtag|Description|Description`, records separated by `;` or a "
         "line break.", wrap(language_names, ";")),
        ("languageAlpha3Table", f"ISO 639-2/639-3 codes of languages that BCP 47 writes with their two-letter code "
         f"({len(alpha3)}): `alpha3>subtag` (from pycountry).", wrap(alpha3)),
        ("countryTable", f"ISO 3166-1 countries ({len(countries)}, with XK): `alpha2|alpha3|numeric|name|...`, "
         "separated as above.",
         wrap(countries, ";")),
        ("subdivisionTable", f"ISO 3166-2 subdivisions ({len(subdivisions)}): `code|name|English name`, "
         "separated as above.", wrap(subdivisions, ";")),
        ("foldTable", f"How names and input are folded for name look-ups ({len(folds)} characters): `character=ASCII`.",
         wrap(folds)),
    ]
    values = ["\n".join(lines) for _, _, lines in parts]
    checksum = fnv1a64(values)
    out = [
        "// GENERATED by Scripts/generate-registries.py. Do not edit: install the packages below and rerun it.",
        f"// Sources: language-tags {tags_version} (PyPI): the IANA Language Subtag Registry, File-Date {file_date};",
        f"//          pycountry {pycountry_version} (PyPI): ISO 3166-1, ISO 3166-2 and ISO 639-3.",
        f"// Content checksum: FNV-1a 64 0x{checksum:016x} (a test recomputes it from the tables below).",
        "",
        "extension Registries {",
        "    /// The packages and versions the tables were generated from.",
        f"    static let generatedFrom = \"language-tags {tags_version}, pycountry {pycountry_version}\"",
        "    /// The File-Date of the IANA Language Subtag Registry the BCP 47 tables come from.",
        f"    static let subtagRegistryFileDate = \"{file_date}\"",
        "    /// FNV-1a 64 of the tables in `generatedTables` order, each followed by a zero byte.",
        f"    static let contentChecksum: UInt64 = 0x{checksum:016x}",
        "",
        "    /// Every table, in checksum order.",
        "    static var generatedTables: [String] {",
        "        [",
    ]
    out.extend(textwrap.wrap(", ".join(name for name, _, _ in parts) + ",", LINE_WIDTH,
                              initial_indent=" " * 12, subsequent_indent=" " * 12))
    out.extend(["        ]", "    }"])
    for (name, doc, lines), value in zip(parts, values):
        assert '"#' not in value and "\\" not in value and "\r" not in value, name
        out.append("")
        out.extend(textwrap.wrap(doc, LINE_WIDTH, initial_indent="    /// ", subsequent_indent="    /// "))
        out.append(f"    static let {name} = #\"\"\"")
        out.extend("        " + line for line in lines)
        out.append("        \"\"\"#")
    out.append("}")
    out.append("")
    return "\n".join(out)


def recorded_requirements():
    with open(OUTPUT, encoding="utf-8") as handle:
        header = handle.read(2000)
    tags = re.search(r"language-tags (\S+) \(PyPI\)", header)
    country = re.search(r"pycountry (\S+) \(PyPI\)", header)
    if not tags or not country:
        sys.exit(f"error: no package versions in the header of {OUTPUT}")
    return f"language-tags=={tags.group(1)} pycountry=={country.group(1)}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed file differs")
    parser.add_argument("--print-requirements", action="store_true",
                        help="print the pip requirements recorded in the committed file")
    arguments = parser.parse_args()
    if arguments.print_requirements:
        print(recorded_requirements())
        return
    text = generate()
    if arguments.check:
        try:
            with open(OUTPUT, encoding="utf-8") as handle:
                committed = handle.read()
        except FileNotFoundError:
            committed = ""
        if committed != text:
            print(f"error: {os.path.relpath(OUTPUT, ROOT)} differs from what the generator writes with the "
                  f"installed packages ({recorded_requirements()} recorded; installed: language-tags "
                  f"{package_version('language-tags')}, pycountry {package_version('pycountry')}); "
                  "rerun python3 Scripts/generate-registries.py", file=sys.stderr)
            sys.exit(1)
        print(f"{os.path.relpath(OUTPUT, ROOT)} is up to date")
        return
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {os.path.relpath(OUTPUT, ROOT)} ({len(text.encode('utf-8'))} bytes)")


if __name__ == "__main__":
    main()
