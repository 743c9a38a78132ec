#!/usr/bin/env python3
"""Build a byte-reproducible IMDF .zip from a directory.

    python3 SampleVenues/make_zip.py SampleVenues/HarbourviewQuay SampleVenues/HarbourviewQuay.zip

Reproducibility: entries are the directory's regular files at the archive root
(`manifest.json` first, then the rest in byte-wise sorted order), each with the
fixed timestamp 2026-11-01 09:00:00, Unix permissions 0644, create_system Unix,
no extra fields, no comment, and DEFLATE at level 9 through Python's zipfile
(and thus the system zlib). Running it twice gives identical bytes; a
different zlib build could in principle compress differently.
"""

import os
import sys
import zipfile

FIXED_DATE_TIME = (2026, 11, 1, 9, 0, 0)
COMPRESS_LEVEL = 9


def entry_names(directory):
    names = sorted(
        name for name in os.listdir(directory)
        if os.path.isfile(os.path.join(directory, name)) and not name.startswith(".")
    )
    if "manifest.json" in names:
        names.remove("manifest.json")
        names.insert(0, "manifest.json")
    return names


def make_zip(directory, zip_path, compress_level=COMPRESS_LEVEL):
    """Write `zip_path` from the files of `directory`; returns the entry names.

    `compress_level` is the zlib level (0-9); the samples use 9, the large
    benchmark generator may pass a faster one. Level 0 stores entries.
    """
    names = entry_names(directory)
    tmp_path = zip_path + ".tmp"
    method = zipfile.ZIP_STORED if compress_level == 0 else zipfile.ZIP_DEFLATED
    with zipfile.ZipFile(tmp_path, "w", allowZip64=True) as archive:
        for name in names:
            info = zipfile.ZipInfo(name, date_time=FIXED_DATE_TIME)
            info.compress_type = method
            info.create_system = 3
            info.external_attr = (0o100644 & 0xFFFF) << 16
            with open(os.path.join(directory, name), "rb") as f:
                data = f.read()
            archive.writestr(info, data, compress_type=method,
                             compresslevel=None if method == zipfile.ZIP_STORED else compress_level)
    os.replace(tmp_path, zip_path)
    return names


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: make_zip.py DIRECTORY OUTPUT.zip\n")
        return 2
    names = make_zip(argv[1], argv[2])
    print("wrote %s (%d entries)" % (argv[2], len(names)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
