#!/usr/bin/env bash
# Regenerates the goldens on purpose, after a deliberate change to the generator or its templates:
#   Fixtures/Golden/<Name>.swift              expected output for each Fixtures/Valid/<Name>.bind
# All valid fixtures are generated together, as one module (their names are unique across them).
# Review the diff before committing it. The golden tests print this command when they fail.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product bindery >/dev/null
bindery="$(swift build --product bindery --show-bin-path)/bindery"
"$bindery" generate Fixtures/Valid/*.bind --output Fixtures/Golden
echo "refreshed Fixtures/Golden"
