#!/usr/bin/env bash
# Fuzzes the compiler (scan, parse, check, generate, format) with libFuzzer under AddressSanitizer for SECONDS
# (default 120), seeded from Fixtures/ with the language's tokens as a dictionary (Fuzz/bindery.dict).
# Fails on any crash, timeout (10 s on one input) or out-of-memory (2 GB); the input that caused it is saved in
# .build/fuzz/artifacts/ (rerun it with: .build/fuzz/bindery-fuzz FILE). The corpus grows in .build/fuzz/corpus.
# Usage: Scripts/fuzz.sh [seconds] [extra libFuzzer options...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-120}"
shift || true
fuzzer="$(bash Fuzz/build.sh .build/fuzz)"
mkdir -p .build/fuzz/corpus .build/fuzz/artifacts
"$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
    -dict=Fuzz/bindery.dict -artifact_prefix=.build/fuzz/artifacts/ "$@" \
    .build/fuzz/corpus Fixtures/Valid Fixtures/Invalid
