#!/usr/bin/env bash
# Checks the goldens the way a user's build sees them:
#   1. `swift format` (with the repo's .swift-format) leaves every golden unchanged;
#   2. they type-check with no warnings under Swift 6, and also with MainActor default isolation (the setting
#      `.defaultIsolation(MainActor.self)` gives a target), next to Tests/GeneratedCodeTests/ExternalTransforms.swift.
# Type-checks against the Bindery runtime once it exists, until then against Scripts/runtime-stand-in.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for golden in Fixtures/Golden/*.swift; do
    if ! swift format --configuration .swift-format "$golden" | diff -u "$golden" - >&2; then
        echo "error: swift format would change $golden" >&2
        status=1
    fi
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -f Sources/Bindery/Placeholder.swift ]; then
    swiftc -emit-module -swift-version 6 -parse-as-library -module-name Bindery \
        -emit-module-path "$work/Bindery.swiftmodule" Scripts/runtime-stand-in/Bindery.swift
    modules="$work"
    runtime="the runtime stand-in"
else
    swift build --target Bindery >/dev/null
    modules="$(swift build --show-bin-path)/Modules"
    runtime="the Bindery runtime"
fi
for isolation in "" "-default-isolation MainActor"; do
    # shellcheck disable=SC2086
    output=$(swiftc -typecheck -swift-version 6 -parse-as-library -module-name GeneratedCode -package-name bindery \
        $isolation -I "$modules" Fixtures/Golden/*.swift Tests/GeneratedCodeTests/ExternalTransforms.swift 2>&1) || true
    if [ -n "$output" ]; then
        echo "error: the goldens do not type-check cleanly against $runtime${isolation:+ with $isolation}:" >&2
        echo "$output" >&2
        status=1
    fi
done
[ $status -eq 0 ] && echo "goldens: formatted; type-check with no warnings against $runtime (default and MainActor isolation)"
exit $status
