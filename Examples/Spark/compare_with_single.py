#!/usr/bin/env python3
"""Check that the Spark job's Parquet equals, record for record, one single-process `imdf track --venues` run.

    imdf track --venues VENUES --device-field device fixes.ndjson > single.ndjson
    spark-submit --master 'local[2]' Examples/Spark/compare_with_single.py \\
        --fixes fixes.ndjson --single single.ndjson --parquet located.parquet

The single-process output is read with the same schema and typing as the job's (`locate_fixes.py`),
without the per-process `line`; both sides must have the same number of records and no record of one
may be missing from the other (a multiset comparison, `exceptAll` both ways). Exit 1 when they differ,
printing a few differing records.
"""

import argparse
import os
import sys

from pyspark.sql import SparkSession
from pyspark.sql import functions as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from locate_fixes import read_fixes, record_schema, typed  # noqa: E402


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--fixes", required=True)
    parser.add_argument("--single", required=True, help="the NDJSON of one imdf track --venues run")
    parser.add_argument("--parquet", required=True, help="the Spark job's output")
    parser.add_argument("--master", help="run with python3 on this master, such as local[2] (no spark-submit)")
    parser.add_argument("--driver-memory", default="2g", help="with --master: the driver's memory")
    args = parser.parse_args(argv[1:])
    builder = SparkSession.builder.appName("imdf-compare")
    if args.master:   # with plain python3; spark-submit's --master otherwise
        builder = builder.master(args.master).config("spark.driver.memory", args.driver_memory)
    spark = builder.config("spark.sql.shuffle.partitions", "8").getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    schema = record_schema(read_fixes(spark, args.fixes, None).schema)
    single = typed(spark.read.text(args.single).select(F.from_json("value", schema).alias("r")).select("r.*"))
    spark_side = spark.read.parquet(args.parquet)
    columns = single.columns
    if sorted(columns) != sorted(spark_side.columns):
        print("columns differ: %s vs %s" % (columns, spark_side.columns))
        return 1
    spark_side = spark_side.select(*columns)
    counts = (single.count(), spark_side.count())
    only_single = single.exceptAll(spark_side)
    only_spark = spark_side.exceptAll(single)
    missing, extra = only_single.count(), only_spark.count()
    print("single process: %d records, Spark: %d records; only in single: %d, only in Spark: %d"
          % (counts[0], counts[1], missing, extra))
    if counts[0] != counts[1] or missing or extra:
        for row in only_single.limit(3).collect():
            print("only in single:", row)
        for row in only_spark.limit(3).collect():
            print("only in Spark: ", row)
        return 1
    print("same records")
    spark.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
