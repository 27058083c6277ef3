#!/usr/bin/env bash
# Issue 14's compile target counted in instructions: what a debug compile (`swiftc -c -wmo -Onone`) of generated
# models costs beside the same models written with `@Observable`, by callgrind on the compiler's frontend, so the
# figures are the same every run and on a busy machine (the GeneratorBenchmark gives the wall clock).
#
# Two things make a single count misleading, and this script removes both:
#   - The first compile after the runtime (or anything it imports) is rebuilt builds clang's module cache: about 3.3
#     billion instructions more, which once passed for a regression. Each file is compiled once before it is counted.
#   - A module has a fixed cost (loading the standard library, Observation, the runtime) that a handful of models
#     does not amortise. The script counts MODELS and 2×MODELS models of each kind and reports the cost of the
#     MODELS added, a model's own cost, beside the totals.
#
# Usage: Benchmarks/Scripts/compile-instructions.sh [MODELS]   (default 10; each model has 20 properties, 4 of them
# arrays, as the GeneratorBenchmark writes them). Builds bindery and the runtime (debug) first. Takes minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."
models=${1:-10}
command -v valgrind >/dev/null || { echo "error: valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
swift build --product bindery >&2
swift build --target Bindery >&2
bin=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

types=(Int String Double Bool "[String]")
defaults=(0 '""' 0 false '[]')
write() {  # count → the same models as a spec and as @Observable classes, in $work/COUNT/
    local dir="$work/$1"
    mkdir -p "$dir"
    for ((m = 0; m < $1; m++)); do
        echo "model M$m {"
        for ((p = 0; p < 20; p++)); do echo "    var p$p: ${types[p % 5]} = ${defaults[p % 5]}"; done
        echo "}"
        echo
    done >"$dir/Models.bind"
    {
        echo "import Observation"
        for ((m = 0; m < $1; m++)); do
            printf '\n@MainActor\n@Observable\nfinal class M%d {\n' "$m"
            for ((p = 0; p < 20; p++)); do echo "    var p$p: ${types[p % 5]} = ${defaults[p % 5]}"; done
            echo "}"
        done
    } >"$dir/Observable.swift"
    "$bin/bindery" generate "$dir/Models.bind" --output "$dir/generated" >&2
}

count() {  # a Swift file → instructions of the frontend compiling it, once the module cache is warm
    local frontend
    frontend=$(swiftc -### -c -o "$work/out.o" -wmo -swift-version 6 -Onone -parse-as-library -module-name Synthetic \
        -I "$bin/Modules" -I Sources/CBindery/include "$1" | grep swift-frontend | head -1)
    # shellcheck disable=SC2086 # the driver's command line, split as the driver printed it
    $frontend >/dev/null 2>&1 || { echo "error: $1 does not compile" >&2; exit 1; }
    # shellcheck disable=SC2086
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" $frontend >/dev/null 2>"$work/log" \
        || { cat "$work/log" >&2; exit 1; }
    grep -E '^(summary|totals):' "$work/callgrind.out" | head -1 | awk '{ print $2 }'
}

write "$models"
write $((models * 2))
generated=$(count "$work/$models/generated/Models.swift")
generated2=$(count "$work/$((models * 2))/generated/Models.swift")
observable=$(count "$work/$models/Observable.swift")
observable2=$(count "$work/$((models * 2))/Observable.swift")
awk -v n="$models" -v g="$generated" -v g2="$generated2" -v o="$observable" -v o2="$observable2" 'BEGIN {
    printf "debug compile, %d models: generated %.2f billion instructions, @Observable %.2f (%.2fx)\n", n, g / 1e9, o / 1e9, g / o
    printf "debug compile, %d models: generated %.2f billion instructions, @Observable %.2f (%.2fx)\n", 2 * n, g2 / 1e9, o2 / 1e9, g2 / o2
    printf "a model of its own (the %d added): generated %.0f million instructions, @Observable %.0f (%.2fx)\n", n, (g2 - g) / n / 1e6, (o2 - o) / n / 1e6, (g2 - g) / (o2 - o)
}'
