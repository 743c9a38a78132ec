#!/usr/bin/env python3
"""Write NDJSON fixes as Parquet with `time` a timestamp column, as a feed stored in Parquet would have it.

    spark-submit --master 'local[2]' Examples/Spark/fixes_to_parquet.py \\
        --input fixes.ndjson --output fixes.parquet [--input-schema DDL]

For trying and testing `locate_fixes.py`'s Parquet input on `generate_fleet.py`'s fixes (`.ci/run` does).
The NDJSON is read as `locate_fixes.py` reads it (`--input-schema` as there: without it the types are
inferred); `time` (ISO 8601 strings) becomes a UTC timestamp with Spark's `to_timestamp`, written as
Parquet's standard `TIMESTAMP(MICROS, isAdjustedToUTC)` rather than Spark's default, the legacy INT96;
every other column keeps its type.
"""

import argparse
import os
import sys

from pyspark.sql import SparkSession
from pyspark.sql import functions as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from locate_fixes import read_fixes  # noqa: E402


def write_parquet_fixes(spark, fixes, path, time_field="time"):
    """Writes `fixes` (a DataFrame) to the Parquet directory `path`, `time_field` as a UTC timestamp."""
    previous = spark.conf.get("spark.sql.parquet.outputTimestampType")
    spark.conf.set("spark.sql.parquet.outputTimestampType", "TIMESTAMP_MICROS")
    try:
        fixes.withColumn(time_field, F.to_timestamp(time_field)).write.mode("overwrite").parquet(path)
    finally:
        spark.conf.set("spark.sql.parquet.outputTimestampType", previous)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--input", required=True, help="NDJSON fixes")
    parser.add_argument("--output", required=True, help="the Parquet directory to write (replaced)")
    parser.add_argument("--input-schema", metavar="DDL", help="as locate_fixes.py's; default: inferred")
    parser.add_argument("--time-field", default="time")
    parser.add_argument("--master", help="run with python3 on this master, such as local[2] (no spark-submit)")
    args = parser.parse_args(argv[1:])
    builder = SparkSession.builder.appName("imdf-fixes-to-parquet")
    if args.master:   # with plain python3; spark-submit's --master otherwise
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    write_parquet_fixes(spark, read_fixes(spark, args.input, "ndjson", args.input_schema), args.output, args.time_field)
    written = spark.read.parquet(args.output)
    print("wrote %d fixes to %s: %s" % (written.count(), args.output, written.schema.toDDL()))
    spark.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
