#!/usr/bin/env bash
# Instructions per operation of every RuntimeBenchmark case, counted by callgrind: each case runs in a process of
# its own, once with N operations and once with 2N, and the difference over N is what one operation costs (building
# the case, starting the process and everything else cancel out). Prints `case instructions-per-operation` lines,
# which `RuntimeBenchmark --instructions FILE` puts beside the wall-clock figures.
#
#   bash Benchmarks/Scripts/instructions.sh > /tmp/instructions.txt            every case
#   bash Benchmarks/Scripts/instructions.sh set.bindery set.didset              only these
#
# valgrind 3.19 cannot read the DWARF 5 that swiftc writes, so it measures a copy of the binary stripped of debug
# information (`strip -g`).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product RuntimeBenchmark >&2
binary=$(swift build -c release --show-bin-path)/RuntimeBenchmark
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/RuntimeBenchmark"
strip -g "$work/RuntimeBenchmark"

count() {  # case iterations → instructions of the whole run
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/RuntimeBenchmark" --case "$1" --iterations "$2" \
        </dev/null >/dev/null 2>"$work/log" || { cat "$work/log" >&2; exit 1; }
    grep -E '^(summary|totals):' "$work/out" | head -1 | awk '{ print $2 }'
}

"$work/RuntimeBenchmark" --list | while read -r name iterations; do
    if [ $# -gt 0 ] && [[ " $* " != *" $name "* ]]; then continue; fi
    once=$(count "$name" "$iterations")
    twice=$(count "$name" $((iterations * 2)))
    echo "$name $(awk -v a="$once" -v b="$twice" -v n="$iterations" 'BEGIN { printf "%.1f", (b - a) / n }')"
done
