#!/usr/bin/env bash
# Checks the goldens the way a user's build sees them:
#   1. `swift format` (with the repo's .swift-format) leaves every golden unchanged;
#   2. they type-check with no warnings under Swift 6, and also with MainActor default isolation (the setting
#      `.defaultIsolation(MainActor.self)` gives a target), next to Tests/GeneratedCodeTests/ExternalTransforms.swift.
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
swift build --target Bindery >/dev/null
modules="$(swift build --show-bin-path)/Modules"
runtime="the Bindery runtime"
for isolation in "" "-default-isolation MainActor"; do
    # shellcheck disable=SC2086
    output=$(swiftc -typecheck -swift-version 6 -parse-as-library -module-name GeneratedCode -package-name bindery \
        $isolation -I "$modules" -I Sources/CBindery/include Fixtures/Golden/*.swift Tests/GeneratedCodeTests/ExternalTransforms.swift 2>&1) || true
    if [ -n "$output" ]; then
        echo "error: the goldens do not type-check cleanly against $runtime${isolation:+ with $isolation}:" >&2
        echo "$output" >&2
        status=1
    fi
done
# 3. A Swift error inside an embedded expression is reported at the spec's line, through #sourceLocation.
mkdir -p "$work/specs" "$work/out"
printf 'model Broken {\n    var count: Int = "three"\n}\n' >"$work/specs/Broken.bind"
bindery="$(swift build --product bindery --show-bin-path)/bindery"
swift build --product bindery >/dev/null
"$bindery" generate "$work/specs/Broken.bind" --output "$work/out"
output=$(swiftc -typecheck -swift-version 6 -parse-as-library -module-name Broken -I "$modules" -I Sources/CBindery/include "$work/out/Broken.swift" 2>&1) || true
if ! grep -q "$work/specs/Broken.bind:2:" <<<"$output"; then
    echo "error: a type error in a default value is not reported at its spec line:" >&2
    echo "$output" >&2
    status=1
fi
[ $status -eq 0 ] && echo "goldens: formatted; type-check with no warnings against $runtime (default and MainActor isolation); errors in embedded expressions point at the spec"
exit $status
