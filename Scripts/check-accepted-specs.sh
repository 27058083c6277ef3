#!/usr/bin/env bash
# The property check "what `bindery check` accepts compiles": generates COUNT random valid specs from SEED
# (Scripts/spec_generator.py), keeps those `bindery check` accepts, generates their Swift, and type-checks it with
# swiftc (Swift 6, default and MainActor default isolation, the latter with strict memory safety, with the specs'
# external transforms implemented as README.md says). Any swiftc error or warning fails, printing the spec and
# swiftc's output.
#
#   Scripts/check-accepted-specs.sh [count] [seed]     count defaults to 300, seed to a random one (printed)
#
# Environment: BINDERY_PROPCHECK_WORK keeps the specs and outputs in that directory (default: a temporary one,
# removed unless something failed); BINDERY_PROPCHECK_BATCH specs per swiftc module (30);
# BINDERY_PROPCHECK_JOBS swiftc processes at once (2); BINDERY_PROPCHECK_AVOID comma-separated generator
# features to leave out (see Scripts/spec_generator.py); BINDERY_PROPCHECK_KEEP_GOING=1 runs every batch even after
# a failure; BINDERY_PROPCHECK_BUDGET stops starting batches after that many seconds (CI's bound on a busy machine).
# See Scripts/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-300}
seed=${2:-$(( (RANDOM << 15 | RANDOM) ))}
command -v python3 >/dev/null || { echo "error: python3 is needed to generate specs" >&2; exit 2; }

swift build --product bindery >/dev/null
swift build --target Bindery >/dev/null
bin=$(swift build --show-bin-path)

work=${BINDERY_PROPCHECK_WORK:-}
cleanup=0
if [ -z "$work" ]; then
    work=$(mktemp -d)
    cleanup=1
fi
mkdir -p "$work"

echo "accepted-specs check: $count specs from seed $seed (work directory $work)"
status=0
python3 Scripts/check_accepted_specs.py "$count" "$seed" \
    --bindery "$bin/bindery" --modules "$bin/Modules" --include Sources/CBindery/include --work "$work" \
    --batch-size "${BINDERY_PROPCHECK_BATCH:-30}" --jobs "${BINDERY_PROPCHECK_JOBS:-2}" \
    --avoid "${BINDERY_PROPCHECK_AVOID:-}" ${BINDERY_PROPCHECK_KEEP_GOING:+--keep-going} \
    ${BINDERY_PROPCHECK_BUDGET:+--budget "$BINDERY_PROPCHECK_BUDGET"} || status=$?

if [ $status -eq 0 ] && [ $cleanup -eq 1 ]; then
    rm -rf "$work"
elif [ $status -ne 0 ]; then
    echo "the failing specs are in $work/failures" >&2
fi
exit $status
