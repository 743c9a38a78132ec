#!/usr/bin/env python3
"""Check that the Spark job's Parquet equals, record for record, one single-process `imdf track --venues` run.

    imdf track --venues VENUES --device-field device fixes.ndjson > single.ndjson
    spark-submit --master 'local[2]' Examples/Spark/compare_with_single.py \\
        --fixes fixes.ndjson --single single.ndjson --parquet located.parquet

The single-process output is read with the same schema and typing as the job's (`locate_fixes.py`),
without the per-process `line`; both sides must have the same columns with the same types, the same
number of records, and no record of one may be missing from the other (a multiset comparison:
`exceptAll` both ways, in one aggregation). Exit 1 when they differ, printing a few differing records.

`--fixes` is read as the job read its input, for the pass-through columns' types: give the job's
`--input-schema` if it had one. With `--parquet-input DIR` (and `--imdf`, `--venues` as the job's) it also
checks the job's Parquet input, in this session: it writes the fixes as Parquet with `time` a timestamp
column (`fixes_to_parquet.py`) to `DIR/fixes.parquet`, locates those with the job's own functions
(`locate_fixes.locate`, then `typed`) into `DIR/located.parquet`, and compares that with the single-process
run too; the pass-through columns' types are then those of the Parquet fixes (`--input-schema`, if given,
is how the NDJSON was read before it was written as Parquet).
"""

import argparse
import os
import sys

from pyspark.sql import SparkSession
from pyspark.sql import functions as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixes_to_parquet import write_parquet_fixes  # noqa: E402
from locate_fixes import locate, read_fixes, record_schema, resolve, typed  # noqa: E402


def compare(single, spark_side, name):
    """Prints how `spark_side` differs from `single`; True when they hold the same records.

    The multiset difference both ways (what `exceptAll` computes) in one aggregation: each distinct record
    with how many times each side holds it; a record held a different number of times is a difference."""
    if sorted(single.columns) != sorted(spark_side.columns):
        print("%s: columns differ: %s vs %s" % (name, single.columns, spark_side.columns))
        return False
    spark_side = spark_side.select(*single.columns)
    differing = [(column, single.schema[column].dataType.simpleString(), spark_side.schema[column].dataType.simpleString())
                 for column in single.columns if single.schema[column].dataType != spark_side.schema[column].dataType]
    if differing:
        print("%s: column types differ (column, single process, Spark): %s" % (name, differing))
        return False
    both = single.select("*", F.lit(1).alias("_in_single"), F.lit(0).alias("_in_spark")).unionByName(
        spark_side.select("*", F.lit(0).alias("_in_single"), F.lit(1).alias("_in_spark")))
    counted = both.groupBy(*single.columns).agg(F.sum("_in_single").alias("_in_single"), F.sum("_in_spark").alias("_in_spark"))
    in_single, in_spark = F.col("_in_single"), F.col("_in_spark")
    totals = counted.agg(F.sum(in_single), F.sum(in_spark), F.sum(F.greatest(in_single - in_spark, F.lit(0))),
                         F.sum(F.greatest(in_spark - in_single, F.lit(0)))).first()
    counts, missing, extra = (totals[0] or 0, totals[1] or 0), totals[2] or 0, totals[3] or 0
    differences = counted.where(in_single != in_spark)
    print("%s: single process: %d records, Spark: %d records; only in single: %d, only in Spark: %d"
          % (name, counts[0], counts[1], missing, extra))
    if counts[0] != counts[1] or missing or extra:
        for row in differences.where("_in_single > _in_spark").drop("_in_single", "_in_spark").limit(3).collect():
            print("only in single:", row)
        for row in differences.where("_in_spark > _in_single").drop("_in_single", "_in_spark").limit(3).collect():
            print("only in Spark: ", row)
        return False
    print("%s: same records" % name)
    return True


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--fixes", required=True, help="the job's input")
    parser.add_argument("--input-schema", metavar="DDL", help="the job's --input-schema, if it had one")
    parser.add_argument("--single", required=True, help="the NDJSON of one imdf track --venues run")
    parser.add_argument("--parquet", required=True, help="the Spark job's output")
    parser.add_argument("--parquet-input", metavar="DIR",
                        help="also check the job on the fixes written as Parquet into this directory (replaced)")
    parser.add_argument("--imdf", help="with --parquet-input: as the job's")
    parser.add_argument("--venues", help="with --parquet-input: as the job's")
    parser.add_argument("--master", help="run with python3 on this master, such as local[2] (no spark-submit)")
    parser.add_argument("--driver-memory", default="2g", help="with --master: the driver's memory")
    args = parser.parse_args(argv[1:])
    if args.parquet_input and not (args.imdf and args.venues):
        parser.error("--parquet-input needs --imdf and --venues")
    builder = SparkSession.builder.appName("imdf-compare")
    if args.master:   # with plain python3; spark-submit's --master otherwise
        builder = builder.master(args.master).config("spark.driver.memory", args.driver_memory)
    spark = builder.config("spark.sql.shuffle.partitions", "8").getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    text = spark.read.text(args.single).cache()

    def single_for(fixes):
        """The single process's records, typed as the job types its records for `fixes`."""
        schema = record_schema(fixes.schema)
        return typed(text.select(F.from_json("value", schema).alias("r")).select("r.*")).cache()

    fixes = read_fixes(spark, args.fixes, None, args.input_schema)
    same = compare(single_for(fixes), spark.read.parquet(args.parquet), args.parquet)
    if args.parquet_input:
        stored, located = os.path.join(args.parquet_input, "fixes.parquet"), os.path.join(args.parquet_input, "located.parquet")
        write_parquet_fixes(spark, fixes, stored)
        fixes = read_fixes(spark, stored, "parquet")
        print("%s: %s" % (stored, fixes.schema.toDDL()))
        records = locate(spark, fixes, resolve(spark, args.imdf, "--imdf"), resolve(spark, args.venues, "--venues"), "device")
        typed(records).write.mode("overwrite").parquet(located)
        same = compare(single_for(fixes), spark.read.parquet(located), located) and same
    spark.stop()
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
