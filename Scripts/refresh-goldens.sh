#!/usr/bin/env bash
# Regenerates the goldens on purpose, after a deliberate change to the generator or its templates:
#   Fixtures/Golden/<Name>.swift              expected output for each Fixtures/Valid/<Name>.bind
#   Tests/GeneratedCodeTests/Generated/*.swift the same files, compiled and exercised by GeneratedCodeTests
# All valid fixtures are generated together, as one module (their names are unique across them).
# Review the diff before committing it. The golden tests print this command when they fail.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product bindery >/dev/null
bindery="$(swift build --product bindery --show-bin-path)/bindery"
"$bindery" generate Fixtures/Valid/*.bind --output Fixtures/Golden
mkdir -p Tests/GeneratedCodeTests/Generated
rm -f Tests/GeneratedCodeTests/Generated/*.swift
cp Fixtures/Golden/*.swift Tests/GeneratedCodeTests/Generated/
echo "refreshed Fixtures/Golden and Tests/GeneratedCodeTests/Generated"
