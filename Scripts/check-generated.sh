#!/usr/bin/env bash
# Checks the goldens the way a user's build would see them:
#   1. `swift format` (with the repo's .swift-format) leaves every golden unchanged;
#   2. they type-check with no warnings under Swift 6, and also in a module whose default isolation is MainActor.
# Run after Scripts/refresh-goldens.sh; needs the Bindery runtime built (`swift build --target Bindery`).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for golden in Fixtures/Golden/*.swift; do
    if ! swift format --configuration .swift-format "$golden" | diff -u "$golden" - >/dev/null; then
        echo "error: swift format would change $golden:" >&2
        swift format --configuration .swift-format "$golden" | diff -u "$golden" - | head -40 >&2 || true
        status=1
    fi
done
swift build --target Bindery >/dev/null
modules="$(swift build --show-bin-path)/Modules"
for isolation in "" "-default-isolation MainActor"; do
    # shellcheck disable=SC2086
    if ! output=$(swiftc -typecheck -swift-version 6 -parse-as-library -module-name GeneratedCode $isolation \
        -I "$modules" Fixtures/Golden/*.swift Tests/GeneratedCodeTests/ExternalTransforms.swift 2>&1) || [ -n "$output" ]; then
        echo "error: the goldens do not type-check cleanly${isolation:+ with $isolation}:" >&2
        echo "$output" >&2
        status=1
    fi
done
[ $status -eq 0 ] && echo "goldens: formatted, and type-check with no warnings (default and MainActor isolation)"
exit $status
