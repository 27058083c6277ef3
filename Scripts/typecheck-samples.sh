#!/usr/bin/env bash
# Type-checks the generator's output for its hand-built samples (SPEC's complete example, and a nonisolated
# model without Observation), under Swift 6 with default and with MainActor default isolation, and checks that
# swift format leaves it unchanged.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --target Bindery >/dev/null
modules="$(swift build --show-bin-path)/Modules"
BINDERY_SAMPLE_OUTPUT="$work/Download.swift" swift test --filter EmitterTests/writesTheSampleWhenAsked >/dev/null 2>&1
cat >"$work/External.swift" <<'SWIFT'
import Bindery
extension BinderyTransforms {
    static func initials(_ value: String) -> String { value }
}
SWIFT
# A nonisolated model's conformances must be usable outside the main actor, whatever the default isolation.
cat >"$work/Nonisolated.swift" <<'SWIFT'
nonisolated func sameCounters(_ a: Counter, _ b: Counter) -> Bool { a == b }
SWIFT
status=0
for sample in "$work/Download.swift" "$work/Download.swift.counter.swift"; do
    extra=""
    [ "$sample" = "$work/Download.swift.counter.swift" ] && extra="$work/Nonisolated.swift"
    for isolation in "" "-default-isolation MainActor"; do
        # shellcheck disable=SC2086
        output=$(swiftc -typecheck -swift-version 6 -parse-as-library -module-name Sample $isolation -I "$modules" \
            "$sample" "$work/External.swift" $extra 2>&1) || true
        if [ -n "$output" ]; then
            echo "error: $(basename "$sample") ${isolation:+($isolation) }does not type-check cleanly:" >&2
            echo "$output" >&2
            status=1
        fi
    done
    if ! swift format --configuration .swift-format "$sample" | diff -u "$sample" - >&2; then
        echo "error: swift format would change $(basename "$sample")" >&2
        status=1
    fi
done
[ $status -eq 0 ] && echo "samples: type-check with no warnings (default and MainActor isolation), formatted"
exit $status
