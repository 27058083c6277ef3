#!/usr/bin/env bash
# Process start of `bindery --version` beside hello worlds built here with `swiftc -O`: `print("hello")` alone, the
# same importing FoundationEssentials (the least Foundation a tool can have), and the same importing Foundation (what
# bindery linked before issue 14, for reference). Issue 14's target: bindery at most 1.3 times the first.
#
# Two measures, side by side in one run:
#   - instructions, from valgrind's callgrind (the same every run), on copies stripped of debug information
#     (valgrind 3.19 cannot read the DWARF 5 that swiftc writes), split into the dynamic loader's relocation, the
#     libraries' initializers, and `main`;
#   - wall clock over LAUNCHES launches of each (200 by default), interleaved in rounds, so a busy spell of this
#     shared machine falls on all alike. Each launch is a fork and exec from bash, the same for every program.
# Then where bindery's start goes: its instructions by shared object, and the relocations each library it loads
# asks of the loader (symbolic ones are looked up by name, the costly kind; relative ones only add a base address).
#
# Usage: Benchmarks/startup.sh PATH/TO/bindery [LAUNCHES]   (build it first: swift build -c release --product bindery)
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 PATH/TO/bindery [LAUNCHES]" >&2
    exit 2
fi
bindery=$1
launches=${2:-200}
rounds=10
if [ ! -x "$bindery" ]; then
    echo "error: no executable at '$bindery'; build it first: swift build -c release --product bindery" >&2
    exit 2
fi
if [ $((launches % rounds)) -ne 0 ]; then
    echo "error: LAUNCHES must be a multiple of $rounds" >&2
    exit 2
fi
for tool in valgrind callgrind_annotate swiftc strip readelf ldd; do
    command -v "$tool" >/dev/null || { echo "error: $tool is needed (apt-get install valgrind binutils)" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo 'print("hello")' >"$work/hello.swift"
printf 'import FoundationEssentials\nprint("hello")\n' >"$work/hello-essentials.swift"
printf 'import Foundation\nprint("hello")\n' >"$work/hello-foundation.swift"
for name in hello hello-essentials hello-foundation; do
    swiftc -O "$work/$name.swift" -o "$work/$name"
done
cp "$bindery" "$work/bindery"

names=(hello hello-essentials hello-foundation bindery)
declare -A arguments=([hello]="" [hello-essentials]="" [hello-foundation]="" [bindery]="--version")
declare -A instructions relocation initializers main nanoseconds

# The inclusive instructions of one function of the loader or the program, from callgrind_annotate's listing.
inclusive() {
    awk -v symbol="$2" '$0 ~ (":" symbol " \\[") { count = $1; gsub(",", "", count); print count; exit }' "$1"
}

for name in "${names[@]}"; do
    strip -g -o "$work/$name.stripped" "$work/$name"
    # shellcheck disable=SC2086
    valgrind --tool=callgrind --callgrind-out-file="$work/$name.callgrind" "$work/$name.stripped" \
        ${arguments[$name]} >/dev/null 2>"$work/$name.valgrind"
    instructions[$name]=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/$name.valgrind")
    callgrind_annotate --inclusive=yes --threshold=100 "$work/$name.callgrind" >"$work/$name.inclusive" 2>/dev/null
    relocation[$name]=$(inclusive "$work/$name.inclusive" _dl_relocate_object)
    initializers[$name]=$(inclusive "$work/$name.inclusive" _dl_init)
    main[$name]=$(inclusive "$work/$name.inclusive" main)
    nanoseconds[$name]=0
done

for _ in $(seq "$rounds"); do
    for name in "${names[@]}"; do
        start=$(date +%s%N)
        for _ in $(seq $((launches / rounds))); do
            # shellcheck disable=SC2086
            "$work/$name" ${arguments[$name]} >/dev/null
        done
        nanoseconds[$name]=$((nanoseconds[$name] + $(date +%s%N) - start))
    done
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f×", a / b }'; }
milliseconds() { awk -v n="$1" -v count="$launches" 'BEGIN { printf "%.2f ms", n / count / 1e6 }'; }
share() { awk -v a="${1:-0}" -v b="$2" 'BEGIN { printf "%.0f%%", 100 * a / b }'; }
echo
echo "| Program | Shared objects | Instructions | Ratio | Relocation | Initializers | \`main\` | Wall, mean of" \
    "$launches | Ratio |"
echo "|---|---|---|---|---|---|---|---|---|"
for name in "${names[@]}"; do
    objects=$(ldd "$work/$name" | grep -c '=>')
    echo "| \`$name${arguments[$name]:+ ${arguments[$name]}}\` | $objects | ${instructions[$name]} |" \
        "$(ratio "${instructions[$name]}" "${instructions[hello]}") |" \
        "$(share "${relocation[$name]}" "${instructions[$name]}") |" \
        "$(share "${initializers[$name]}" "${instructions[$name]}") |" \
        "$(share "${main[$name]}" "${instructions[$name]}") |" \
        "$(milliseconds "${nanoseconds[$name]}") | $(ratio "${nanoseconds[$name]}" "${nanoseconds[hello]}") |"
done

# Each function's own instructions, summed by the shared object it lies in, read from callgrind's own file: a cost
# line counts for the current `ob=`, except the line after `calls=`, which is the callee's inclusive cost.
echo
echo "bindery's instructions by shared object (own cost, over 1%):"
awk -v total="${instructions[bindery]}" '
    # An object is named once, at its first mention (`ob=(3) /path` or `cob=(3) /path`), then by number alone.
    /^c?ob=/ {
        id = $1; sub(/^c?ob=/, "", id)
        if (NF > 1) { name = $2; sub(/.*\//, "", name); objects[id] = name }
        if ($0 ~ /^ob=/) current = id
        next
    }
    /^calls=/ { skip = 1; next }
    /^[0-9+*-]/ {
        if (skip) { skip = 0; next }
        cost[current] += $2; next
    }
    END {
        for (id in cost) if (cost[id] > total / 100)
            printf "%12d  %5.1f%%  %s\n", cost[id], 100 * cost[id] / total, objects[id]
    }' "$work/bindery.callgrind" | sort -rn

# What each library bindery loads asks of the loader at start. Symbolic relocations each look a name up in the
# libraries loaded before (the do_lookup_x and strcmp of the listing above); relative ones are an addition each.
echo
echo "Relocations of the objects bindery loads (symbolic, relative):"
{
    echo "$work/bindery"
    ldd "$work/bindery" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }'
} | while read -r object; do
    readelf -rW "$object" 2>/dev/null | awk -v name="${object##*/}" '
        / R_X86_64_RELATIVE / { relative++; next }
        / R_X86_64_/ { symbolic++ }
        END { printf "%8d %8d  %s\n", symbolic, relative, name }'
done | sort -rn
echo
echo "The loader's own count (LD_DEBUG=statistics), symbolic and relative, by program:"
for name in "${names[@]}"; do
    # shellcheck disable=SC2086
    LD_DEBUG=statistics "$work/$name" ${arguments[$name]} 2>&1 >/dev/null | awk -v name="$name" '
        /number of relocations:/ && !symbolic { symbolic = $NF }
        /number of relative relocations:/ { relative = $NF }
        END { printf "%8d %8d  %s\n", symbolic, relative, name }'
done
