#!/usr/bin/env bash
# Checks that `bindery format` keeps every fixture's meaning (same diagnostics, same generated Swift aside from
# positions) and is idempotent. See Scripts/README.md.
#
# Usage: Scripts/check-format.sh [path/to/bindery] [spec-or-module-dir ...]
#   The tool defaults to .build/debug/bindery; the inputs to Fixtures/Valid/*.bind, every Fixtures/Invalid entry and
#   Tests/GeneratedCodeTests/Specs/*.bind.
set -euo pipefail
cd "$(dirname "$0")/.."
bindery=${1:-.build/debug/bindery}
shift || true
if [ $# -eq 0 ]; then
    set -- Fixtures/Valid/*.bind Fixtures/Invalid/* Tests/GeneratedCodeTests/Specs/*.bind
fi
exec python3 Scripts/check_format.py "$bindery" "$@"
