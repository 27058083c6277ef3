#!/usr/bin/env bash
# Builds the DocC archive of the Bindery runtime with the toolchain alone (no package dependency): the compiler
# emits the module's symbol graph, then the toolchain's `docc convert` renders it with Sources/Bindery/Bindery.docc.
# Fails on any DocC warning (a broken symbol link, a topic that names nothing), and when a public symbol of Bindery
# has no doc comment (Scripts/check-doc-coverage.swift; symbols listed in Scripts/undocumented-symbols.txt are
# tolerated until they are documented, and listing one that is documented or gone is an error too).
#
# Usage: Scripts/build-docs.sh [OUTPUT]    the archive; default .build/docs/Bindery.doccarchive
# Then:  open it in Xcode, or serve it:  python3 -m http.server -d .build/docs/Bindery.doccarchive
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
docs="$repo/.build/docs"
output="${1:-$docs/Bindery.doccarchive}"
graphs="$docs/symbol-graphs"

# The toolchain's docc: beside `swift`, or through xcrun on macOS.
docc="${DOCC:-}"
if [ -z "$docc" ]; then
    if command -v xcrun >/dev/null 2>&1; then
        docc="$(xcrun --find docc)"
    else
        docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
    fi
fi
if [ ! -x "$docc" ]; then
    echo "error: docc not found beside swift ($docc); set DOCC to its path" >&2
    exit 2
fi

# Its own build folder: the symbol-graph flags would otherwise invalidate the main build. The graphs stay between
# runs: an incremental build that compiles nothing writes none.
mkdir -p "$graphs"
swift build --package-path "$repo" --scratch-path "$docs/build" --target Bindery \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"

# Only Bindery's graphs (the tools the build plugins need are built, and emit graphs, too).
find "$graphs" -name '*.symbols.json' ! -name 'Bindery.symbols.json' ! -name 'Bindery@*.symbols.json' -delete

# Both checks run, so one run reports every problem.
status=0
"$docc" convert "$repo/Sources/Bindery/Bindery.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --output-path "$output" \
    --fallback-display-name Bindery \
    --fallback-bundle-identifier org.bindery.Bindery \
    --warnings-as-errors || status=1
swift "$repo/Scripts/check-doc-coverage.swift" "$graphs" "$repo/Scripts/undocumented-symbols.txt" || status=1
if [ "$status" -eq 0 ]; then
    echo "Documentation: $output"
fi
exit "$status"
