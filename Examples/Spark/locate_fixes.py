#!/usr/bin/env python3
"""Locate a fleet's GPS fixes in a chain of IMDF venues on Apache Spark, with `imdf track --venues`.

    spark-submit --master 'local[2]' Examples/Spark/locate_fixes.py \\
        --input fixes.ndjson --venues /data/venues --imdf .build/release/imdf --output located.parquet

What it does:

1. reads the fixes: NDJSON (one object per line, the keys of `imdf track`'s NDJSON input) or Parquet
   (the same columns; a `time` of type timestamp is passed as epoch seconds). NDJSON's types are inferred
   by default, which reads the input twice (Spark's inference pass, then the job's); `--input-schema DDL`
   declares them instead, such as 'fix_id long, device string, time string, lat double, lon double,
   accuracy double, floor long, battery int', and the input is read once: keys it does not declare are
   not read (so not passed through), and a value that does not parse as its declared type is read as
   null. The inferred schema is printed on standard error as DDL, ready to be declared;
2. partitions them by device (a hash of `--device-field`) and sorts each partition by device and time,
   so each device's fixes reach one `imdf` process, in order;
3. pipes each partition through `imdf track --venues VENUES --device-field DEVICE -` with `RDD.pipe`
   (one process per partition; the JVM's `pipe` by default, or PySpark's with `--pipe python`). The
   command keeps hysteresis and enter/leave events per device, so a device's records are the same
   whichever partition it lands in and whatever else is in it;
4. reads the NDJSON records back with a fixed schema and writes Parquet with typed columns: `time` a
   timestamp, numbers as doubles or integers, `occupants` and `events` arrays of structs, and every
   input field that is not part of the fix with its input type, declared or inferred (`input_` prefixed
   if its name is an output key). The per-process `line` number is dropped.

Where the binary and the venues come from (`--imdf`, `--venues`): a path that exists on the driver is
used as is (install both at the same path on every node); otherwise the name of a file shipped with
`spark-submit --files` (the binary) or `--archives venues.zip#venues` (the venues): `SparkFiles` on
`local[...]` masters, the executor's working directory on a cluster. See README.md.
"""

import argparse
import os
import sys
import time

from pyspark import SparkFiles
from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F
from pyspark.sql import types as T

# The keys `imdf track` reads as the fix (with their aliases): not passed through.
FIX_KEYS = {"time", "timestamp", "lat", "latitude", "lon", "lng", "long", "longitude", "accuracy",
            "horizontal_accuracy", "course", "speed", "altitude", "alt", "floor", "ordinal"}

EVENT = T.StructType([T.StructField(name, kind) for name, kind in (
    ("event", T.StringType()), ("venue", T.StringType()), ("id", T.StringType()), ("name", T.StringType()),
    ("from", T.StringType()), ("to", T.StringType()), ("from_ordinal", T.LongType()),
    ("to_ordinal", T.LongType()), ("message", T.StringType()))])
OCCUPANT = T.StructType([T.StructField("id", T.StringType()), T.StructField("name", T.StringType())])

# The record `imdf track --venues` writes, in order (Documentation/Tracks.md), before the pass-through fields.
RECORD = [
    ("line", T.LongType()), ("time", T.StringType()), ("lat", T.DoubleType()), ("lon", T.DoubleType()),
    ("accuracy", T.DoubleType()), ("course", T.DoubleType()), ("speed", T.DoubleType()),
    ("altitude", T.DoubleType()), ("floor", T.LongType()), ("valid", T.BooleanType()),
    ("reason", T.StringType()), ("venue", T.StringType()), ("venue_id", T.StringType()),
    ("venue_name", T.StringType()), ("unit_id", T.StringType()), ("unit_name", T.StringType()),
    ("unit_category", T.StringType()), ("level_id", T.StringType()), ("level_name", T.StringType()),
    ("ordinal", T.LongType()), ("building_id", T.StringType()), ("building_name", T.StringType()),
    ("occupants", T.ArrayType(OCCUPANT)), ("opening_id", T.StringType()), ("opening_name", T.StringType()),
    ("opening_distance", T.DoubleType()), ("events", T.ArrayType(EVENT)),
]
RECORD_KEYS = {name for name, _ in RECORD}


def record_schema(input_schema):
    """The schema of the records for fixes with `input_schema`: the record, then the pass-through fields."""
    fields = [T.StructField(name, kind) for name, kind in RECORD]
    for field in input_schema.fields:
        if field.name.lower() in FIX_KEYS:
            continue
        name = "input_" + field.name if field.name in RECORD_KEYS else field.name
        fields.append(T.StructField(name, field.dataType))
    return T.StructType(fields)


def typed(records):
    """Records parsed with `record_schema` → the Parquet columns: no `line`, `time` a timestamp."""
    return records.drop("line").withColumn("time", F.to_timestamp("time"))


def input_format_of(path, input_format=None):
    return input_format or ("parquet" if path.rstrip("/").endswith(".parquet") or os.path.isdir(path) else "ndjson")


def read_fixes(spark, path, input_format=None, schema=None):
    """The fixes as a DataFrame. Parquet carries its schema. NDJSON without `schema` (a DDL string) is read
    once more to infer the types; with it, it is read once, with the declared types (keys it does not
    declare are not read; a value that does not parse as its declared type is read as null)."""
    if input_format_of(path, input_format) == "parquet":
        return spark.read.parquet(path)
    if schema:
        return spark.read.schema(schema).json(path)
    fixes = spark.read.json(path)
    print("input schema (inferred; --input-schema with this DDL skips the inference pass): %s"
          % fixes.schema.toDDL(), file=sys.stderr)
    return fixes


def resolve(spark, name, what):
    """A path usable by every executor for the binary or the venues (see the module's docstring)."""
    if os.path.exists(name):
        return os.path.abspath(name)
    master = spark.sparkContext.master
    if master.startswith("local"):
        shipped = SparkFiles.get(name)
        if os.path.exists(shipped):
            return shipped
        raise SystemExit("error: %s %r is neither a path nor a file shipped with --files/--archives" % (what, name))
    return "./" + name   # shipped with --files / --archives: in the executor's working directory


def locate(spark, fixes, imdf, venues, device, pipe="jvm", partitions=None, max_open_venues=8, time_field="time"):
    """The located records of `fixes` (a DataFrame) as a DataFrame with `record_schema`."""
    partitions = partitions or spark.sparkContext.defaultParallelism
    if time_field in fixes.columns and isinstance(fixes.schema[time_field].dataType, T.TimestampType):
        fixes = fixes.withColumn(time_field, F.col(time_field).cast("double"))   # epoch seconds
    ordered = fixes.repartition(partitions, device).sortWithinPartitions(device, time_field)
    command = [imdf, "track", "--venues", venues, "--device-field", device, "--input", "ndjson",
               "--max-open-venues", str(max_open_venues), "-"]
    schema = record_schema(fixes.schema)
    if pipe == "python":
        lines = ordered.toJSON().pipe(" ".join(command), checkCode=True)
        text = spark.createDataFrame(lines.map(lambda line: (line,)), "value string")
    else:
        # The JVM's RDD.pipe: rows go JVM → imdf → JVM without a Python worker in between.
        jvm = spark.sparkContext._jvm
        piped = ordered._jdf.toJSON().toJavaRDD().pipe(command)
        dataset = spark._jsparkSession.createDataset(piped.rdd(), jvm.org.apache.spark.sql.Encoders.STRING())
        text = DataFrame(dataset.toDF(), spark)
    return text.select(F.from_json("value", schema).alias("r")).select("r.*")


def main(argv):
    parser = argparse.ArgumentParser(description="Locate fixes in IMDF venues with imdf track --venues on Spark.")
    parser.add_argument("--input", required=True, help="fixes: NDJSON file(s) or a Parquet directory")
    parser.add_argument("--input-format", choices=["ndjson", "parquet"], help="default: from the path")
    parser.add_argument("--input-schema", metavar="DDL",
                        help="the input's columns and types as Spark DDL, such as 'fix_id long, device string, "
                             "time string, lat double, lon double, accuracy double, floor long': NDJSON is then "
                             "read once, without inferring its schema; default: inferred (printed on stderr)")
    parser.add_argument("--venues", required=True, help="the venues directory, or the name it was shipped under")
    parser.add_argument("--imdf", default="imdf", help="the imdf binary, or the name it was shipped under")
    parser.add_argument("--output", required=True, help="the Parquet directory to write (replaced)")
    parser.add_argument("--device-field", default="device")
    parser.add_argument("--time-field", default="time")
    parser.add_argument("--partitions", type=int, help="default: spark.default.parallelism")
    parser.add_argument("--max-open-venues", type=int, default=8)
    parser.add_argument("--pipe", choices=["jvm", "python"], default="jvm")
    parser.add_argument("--master", help="run with python3 on this master, such as local[2] (no spark-submit)")
    parser.add_argument("--driver-memory", default="2g", help="with --master: the driver's memory")
    args = parser.parse_args(argv[1:])
    if args.input_schema and input_format_of(args.input, args.input_format) == "parquet":
        parser.error("--input-schema is for NDJSON input; Parquet carries its own schema")

    builder = SparkSession.builder.appName("imdf-locate-fixes")
    if args.master:   # with plain python3; spark-submit's --master otherwise
        builder = builder.master(args.master).config("spark.driver.memory", args.driver_memory)
    spark = builder.config("spark.sql.shuffle.partitions", "8").getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    started = time.time()
    fixes = read_fixes(spark, args.input, args.input_format, args.input_schema)
    imdf = resolve(spark, args.imdf, "--imdf")
    venues = resolve(spark, args.venues, "--venues")
    records = locate(spark, fixes, imdf, venues, args.device_field, args.pipe, args.partitions,
                     args.max_open_venues, args.time_field)
    typed(records).write.mode("overwrite").parquet(args.output)
    elapsed = time.time() - started
    count = spark.read.parquet(args.output).count()
    print("located %d fixes in %.1f s on %s: %.0f fixes/s (read, shuffle, imdf, write)" % (
        count, elapsed, spark.sparkContext.master, count / elapsed if elapsed else 0))
    spark.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
