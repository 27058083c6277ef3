#!/usr/bin/env bash
# Fuzzes the compiler (scan, parse, check, generate, format) with libFuzzer under AddressSanitizer for SECONDS
# (default 120), seeded from Fixtures/ with the language's tokens as a dictionary (Fuzz/bindery.dict).
# Fails on any crash, timeout (10 s on one input) or out-of-memory (2 GB); the input that caused it is saved in
# .build/fuzz/artifacts/ (rerun it with: .build/fuzz/bindery-fuzz FILE). The corpus grows in .build/fuzz/corpus.
# Usage: Scripts/fuzz.sh [seconds] [extra libFuzzer options...]
# With BINDERY_FUZZ_TARGET=language-server, fuzzes `bindery lsp` instead (every request on the input, see
# Fuzz/LanguageServerFuzzTarget.swift), in .build/fuzz-language-server/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-120}"
shift || true
target="${BINDERY_FUZZ_TARGET:-compiler}"
work=.build/fuzz
[[ "$target" == compiler ]] || work=".build/fuzz-$target"
fuzzer="$(bash Fuzz/build.sh "$work" "$target")"
mkdir -p "$work/corpus" "$work/artifacts"
"$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
    -dict=Fuzz/bindery.dict -artifact_prefix="$work/artifacts/" "$@" \
    "$work/corpus" Fixtures/Valid Fixtures/Invalid
