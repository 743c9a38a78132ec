#!/usr/bin/env bash
# The Spark example end to end on one machine: README.md's "Try it on one machine" as written (spark-submit,
# local[2], NDJSON input), then the job on the same fixes stored as Parquet with `time` a timestamp column;
# both outputs must equal one single-process `imdf track --venues` run record for record. .ci/run's optional
# Spark step.
#
#   Examples/Spark/check.sh IMDF [FIXES_PER_DEVICE]
#
# IMDF: the imdf binary. FIXES_PER_DEVICE: default 100 (100,000 fixes of 1,000 devices; the README's fleet
# is 1,000). Needs Java 17+ and pyspark; spark-submit from PATH, else the one inside the pyspark package.
# Works in a temporary directory, removed when the check passes and kept (and named) when it fails.
set -euo pipefail
if [ $# -lt 1 ] || [ ! -x "$1" ]; then
    echo "usage: $0 IMDF [FIXES_PER_DEVICE]   (IMDF: the imdf binary, such as .build/release/imdf)" >&2
    exit 2
fi
imdf=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
fixes_per_device=${2:-100}
cd "$(dirname "$0")/../.."
spark_submit=$(command -v spark-submit \
    || echo "$(python3 -c 'import os, pyspark; print(os.path.dirname(pyspark.__file__))')/bin/spark-submit")
started=$(date +%s)
fleet=$(mktemp -d)
failed() { tail -40 "$1" >&2; echo "error: see $1 (fleet kept in $fleet)" >&2; exit 1; }
seconds() { echo "$(( $(date +%s) - $1 )) s"; }

python3 Examples/Spark/generate_fleet.py --out "$fleet" --devices 1000 --fixes "$fixes_per_device"
single_started=$(date +%s%N)
"$imdf" track --venues "$fleet/venues" --device-field device "$fleet/fixes.ndjson" > "$fleet/single.ndjson"
echo "single process: $(( ($(date +%s%N) - single_started) / 1000000 )) ms"

job_started=$(date +%s)
"$spark_submit" --master 'local[2]' Examples/Spark/locate_fixes.py \
    --input "$fleet/fixes.ndjson" --venues "$fleet/venues" --imdf "$imdf" \
    --output "$fleet/located.parquet" 2> "$fleet/spark.log" || failed "$fleet/spark.log"
echo "spark-submit locate_fixes.py: $(seconds "$job_started")"

# The fleet's columns as the job above inferred them, declared: the comparison reads the fixes once (no
# inference pass) and also checks that the job's inferred types are these.
fleet_schema='fix_id long, device string, time string, lat double, lon double, accuracy double, floor long, battery long'
compare_started=$(date +%s)
"$spark_submit" --master 'local[2]' --conf spark.ui.enabled=false Examples/Spark/compare_with_single.py \
    --fixes "$fleet/fixes.ndjson" --input-schema "$fleet_schema" --single "$fleet/single.ndjson" \
    --parquet "$fleet/located.parquet" --parquet-input "$fleet/parquet-input" --imdf "$imdf" --venues "$fleet/venues" \
    2> "$fleet/compare.log" || failed "$fleet/compare.log"
echo "spark-submit compare_with_single.py (and the job on Parquet input): $(seconds "$compare_started")"

rm -rf "$fleet"
echo "Spark step: $(seconds "$started")"
